"""The engine's entry point for the page widgets (called from the Pyodide worker): `call`.

Requests and answers are JSON strings: what a reader types reaches Python only as data.
Every answer is {"ok": true, "result": …} or {"ok": false, "error": {"type", "code", "message"}},
with a German message; no exception leaves `call`, and the answer is valid JSON (no NaN or
Infinity). Each function declares the shape of its request (engine.schema); the request is
checked against it before the function runs, so a message names the field that is wrong.
"""
from __future__ import annotations

import json
from typing import Any

from ..errors import EngineError, RequestError
from ..schema import excerpt
from . import endpoints  # noqa: F401 – registers the web functions
from .registry import ENDPOINTS

MAX_REQUEST = 100_000              # characters of one JSON request


# --- dispatch ----------------------------------------------------------------------------------

def _answer_error(e: Exception) -> dict:
    if isinstance(e, EngineError):
        return {"type": type(e).__name__, "code": e.code, "message": str(e)}
    if isinstance(e, RecursionError):
        return {"type": "RequestError", "code": "request",
                "message": "Die Anfrage ist zu tief verschachtelt."}
    return {"type": "InternalError", "code": "internal",
            "message": "Interner Fehler der Engine; die Eingabe konnte nicht verarbeitet werden. "
                       f"(Art des Fehlers: {type(e).__name__})"}


def _dump(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, allow_nan=False)


def run(name: str, args: Any) -> Any:
    """Check `args` against the declared shape of function `name` and run it (Python callers)."""
    if not isinstance(name, str) or name not in ENDPOINTS:
        known = ", ".join(sorted(ENDPOINTS))
        raise RequestError(f"Unbekannte Funktion „{excerpt(name)}“; bekannt sind {known}.")
    if not isinstance(args, dict):
        raise RequestError("Die Anfrage muss ein JSON-Objekt sein.")
    return ENDPOINTS[name].run(args)


def call(name: str, payload: str = "{}") -> str:
    """Run the web function `name` with the JSON request `payload`; the JSON answer. Nothing
    raises: every failure becomes {"ok": false, "error": …} with a German message."""
    try:
        if not isinstance(payload, str):
            raise RequestError("Die Anfrage muss ein JSON-Text sein.")
        if len(payload) > MAX_REQUEST:
            raise RequestError(f"Die Anfrage ist zu lang ({len(payload)} Zeichen, höchstens {MAX_REQUEST}).")
        try:
            args = json.loads(payload or "{}")
        except json.JSONDecodeError as e:
            raise RequestError(f"Die Anfrage ist kein gültiges JSON (Zeile {e.lineno}, Spalte {e.colno}).") from None
        result = run(name, args)
        try:
            return _dump({"ok": True, "result": result})
        except ValueError:
            raise RequestError("Das Ergebnis enthält eine ungültige Zahl.") from None
    except BaseException as e:          # noqa: BLE001 – the boundary: nothing may escape to the page
        if isinstance(e, (KeyboardInterrupt, SystemExit)):
            raise
        return _dump({"ok": False, "error": _answer_error(e)})
