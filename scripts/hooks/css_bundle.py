"""MkDocs hook: the site's own stylesheets (extra_css in mkdocs.yml) reach the browser as one file.

Each stylesheet blocks the first paint until it has arrived; on a phone network every extra
request costs a round trip. The hook concatenates the files listed in extra_css, in their order,
into assets/css/site.<hash>.css (the name changes with the content, so caches never hold a stale
one) and lets the pages link only that file. The sources stay separate files in docs/assets/css/.
"""
from __future__ import annotations

import hashlib
from pathlib import Path

from mkdocs.structure.files import File

_bundle: tuple[str, str] | None = None


def on_config(config):
    global _bundle
    docs = Path(config["docs_dir"])
    parts = [f"/* --- {path} --- */\n" + (docs / str(path)).read_text(encoding="utf-8")
             for path in config["extra_css"]]
    content = "\n".join(parts)
    name = f"assets/css/site.{hashlib.sha256(content.encode()).hexdigest()[:10]}.css"
    config["extra_css"] = [name]
    _bundle = (name, content)
    return config


def on_files(files, config):
    name, content = _bundle
    files.append(File.generated(config, name, content=content))
    return files
