"""Bibliographic data of the edition and its sources (docs/texte/quellen.yml): citation lines,
file names of the downloads."""
from __future__ import annotations

from functools import lru_cache

import yaml

from .reading import TEXT_DIR

DATA = TEXT_DIR / "quellen.yml"
TEXT_ORDER = ["hundertspiel", "whist", "tarock-hombre", "ulmann", "kauflabet"]


@lru_cache(maxsize=1)
def data() -> dict:
    return yaml.safe_load(DATA.read_text(encoding="utf-8"))


def edition() -> dict:
    return data()["edition"]


def text(key: str) -> dict:
    return data()["texts"][key]


def german_date(iso: str) -> str:
    y, m, d = iso.split("-")
    return f"{int(d)}.{int(m)}.{y}"


def source_reference(key: str) -> str:
    """The source as a bibliographic reference, without pages."""
    t = text(key)
    head = f"{t['author']}: {t['title']}" if t["author"] else t["title"]
    parts = [head]
    if t.get("edition"):
        parts.append(t["edition"])
    if t["kind"] == "manuscript":
        parts.append("Handschrift")
    if t["in"]:
        parts.append(f"In: {t['in']}")
    imprint = t["place"] or "o. O."
    if t["publisher"]:
        imprint += f": {t['publisher']}"
    imprint += f", {t['year'] or 'o. J.'}"
    return ". ".join(p.rstrip(".") for p in parts) + ". " + imprint


def page_label(first: str, last: str) -> str:
    if first and last and first != last:
        return f"S. {first}–{last}"
    if last:
        return f"S. {last}" if first else f"bis S. {last}"
    return ""


def edition_reference() -> str:
    e = edition()
    return f"{e['title']}. {e['subtitle']}, Version {e['version']} vom {german_date(e['date'])}"


def citation(key: str, where: str, url: str) -> str:
    """„Source, page. Zitiert nach: edition, version, date. URL“"""
    located = source_reference(key) + (f", {where}" if where else "")
    return f"{located}. Zitiert nach: {edition_reference()}. {url}"


def download_names(key: str) -> dict[str, str]:
    """Site paths of the downloads of a text."""
    return {"txt": f"downloads/{key}.txt", "xml": f"downloads/{key}.tei.xml"}
