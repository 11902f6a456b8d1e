"""MkDocs hook: the downloads of every reading text — TEI P5 and plain text, generated from the
Markdown sources at build time (scripts/edition/export.py) and linked from each text page."""
from __future__ import annotations

from mkdocs.structure.files import File


from edition import export, sources


def on_files(files, config):
    sources.data.cache_clear()          # `mkdocs serve`: read the bibliographic data afresh
    for path, content in export.all_downloads(config.get("site_url") or "").items():
        files.append(File.generated(config, path, content=content))
    return files
