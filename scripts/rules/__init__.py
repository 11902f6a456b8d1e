"""The rule reference (docs/regeln/): citations of the reading texts and tables drawn from the
engine's profiles, used by the MkDocs hook scripts/hooks/rule_pages.py and by the tests."""
