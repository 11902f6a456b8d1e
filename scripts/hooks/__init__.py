"""MkDocs hooks of the site (mkdocs.yml loads each by its path; tests import them as `hooks.…`)."""
