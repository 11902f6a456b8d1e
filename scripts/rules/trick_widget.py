"""The „Wer sticht?“ widgets of the rule pages: what the page gives the widget besides the example
— the seat letters, the trump suits (only where the game has no fixed trump) and the links of the
places the engine names for its rules of the trick (`trick_source`, `trick_decision`), resolved
like every citation at build time (a place without an anchor stops the build)."""
from __future__ import annotations

import json
import re
from html import escape

from mkdocs.utils import get_relative_url

from engine.tricks import rule_sources, seat_letters
from engine.variants import get_profile

from .citations import CitationError, resolve

WIDGET = re.compile(r'<div data-widget="wer-sticht"(?P<attrs>[^>]*?)data-variant="(?P<key>[\w-]+)"(?P<rest>[^>]*)>')


def links(key: str, page, files, decisions: dict) -> dict[str, str]:
    """Label of each place of the engine's trick rules of `key` → its URL relative to `page`."""
    p = get_profile(key)
    targets = {label: resolve(label, decisions=decisions) for label in rule_sources(p)}
    if p.trick_decision:
        targets[f"Entscheidung: {p.trick_decision}"] = resolve(f"Entscheidung {key}: {p.trick_decision}",
                                                               decisions=decisions)
    out = {}
    for label, place in targets.items():
        target = files.get_file_from_path(place.target)
        if target is None:
            raise CitationError(f"„{label}“: die Seite {place.target} gibt es nicht.")
        out[label] = f"{get_relative_url(target.url, page.url)}#{place.anchor}"
    return out


def attributes(key: str, page, files, decisions: dict) -> str:
    p = get_profile(key)
    data = {"data-places": ",".join(seat_letters(p)),
            "data-sources": json.dumps(links(key, page, files, decisions), ensure_ascii=False)}
    if p.trump_suit is None:
        data["data-suits"] = ",".join(p.suit_names)
    return "".join(f' {name}="{escape(value, quote=True)}"' for name, value in data.items())


def fill(markdown: str, page, files, decisions: dict) -> str:
    """Every „Wer sticht?“ widget of a page with its seats, suits and the links of its rules."""
    return WIDGET.sub(lambda m: m.group(0)[:-1] + attributes(m.group("key"), page, files, decisions) + ">",
                      markdown)
