"""The engine's entry point for the page widgets (called from the Pyodide worker).

Requests and answers are JSON strings: what a reader types reaches Python only as data.
Every answer is {"ok": true, "result": …} or {"ok": false, "error": {"type", "message"}},
with a German message; no exception escapes to the page.
"""
from __future__ import annotations

import json
from typing import Any, Callable

from . import __version__
from .cards import PACKS
from .counting import count_names
from .errors import EngineError, RequestError


def _count(cards: list[str] | str, pack: int = 78) -> dict:
    if pack not in PACKS:
        raise RequestError(f"Unbekanntes Pack zu {pack} Karten; möglich sind 78, 54 und 42.")
    return count_names(cards, PACKS[pack]).as_dict()


def _card_names(pack: int = 54) -> list[dict]:
    return [{"name": c.name, "code": c.code} for c in PACKS[pack]]


FUNCTIONS: dict[str, Callable[..., Any]] = {
    "version": lambda: __version__,
    "count": _count,
    "card_names": _card_names,
}


def call(name: str, payload: str = "{}") -> str:
    """Run FUNCTIONS[name](**json.loads(payload)) and return the JSON answer."""
    try:
        if name not in FUNCTIONS:
            raise RequestError(f"Unbekannte Funktion „{name}“.")
        try:
            args = json.loads(payload or "{}")
        except json.JSONDecodeError as e:
            raise RequestError(f"Die Anfrage ist kein gültiges JSON ({e.msg}).") from None
        if not isinstance(args, dict):
            raise RequestError("Die Anfrage muss ein JSON-Objekt sein.")
        try:
            result = FUNCTIONS[name](**args)
        except TypeError as e:
            raise RequestError(f"Falsche Argumente für „{name}“: {e}") from None
        return json.dumps({"ok": True, "result": result}, ensure_ascii=False)
    except EngineError as e:
        return json.dumps({"ok": False, "error": {"type": type(e).__name__, "code": e.code,
                                                   "message": str(e)}}, ensure_ascii=False)
