"""MkDocs hook: build the „Texte“ section of the navigation from the reading-text files.

The short texts are listed in the order of SHORT_TEXTS, Ulmann's book by file name (the files are
numbered in the order of the print); page titles come from each file's front matter.
"""
from __future__ import annotations

import re
from pathlib import Path

import yaml

SHORT_TEXTS = ["hundertspiel.md", "whist.md", "tarock-hombre.md", "kauflabet.md"]
ULMANN_DIR = "ulmann"


def _title(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    m = re.match(r"---\n(.*?)\n---\n", text, re.S)
    meta = yaml.safe_load(m.group(1)) if m else {}
    return (meta or {}).get("nav_title") or (meta or {}).get("title") or path.stem


def texts_nav(docs: Path) -> list:
    base = docs / "texte"
    nav: list = ["texte/index.md"]
    for name in SHORT_TEXTS:
        if (base / name).exists():
            nav.append({_title(base / name): f"texte/{name}"})
    ulmann = sorted((base / ULMANN_DIR).glob("*.md"))
    if ulmann:
        nav.append({"Ulmann: Wiener Tarokbuch": [{_title(p): f"texte/{ULMANN_DIR}/{p.name}"} for p in ulmann]})
    return nav


def on_config(config):
    docs = Path(config["docs_dir"])
    for i, item in enumerate(config["nav"] or []):
        if isinstance(item, dict) and "Texte" in item:
            config["nav"][i] = {"Texte": texts_nav(docs)}
    return config
