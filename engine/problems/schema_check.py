"""Check JSON data against the problem schema (engine/problems/schema.json) with German messages.

The schema file is the one source of truth for the shape of a problem file; the tests validate
every file with the maintained `jsonschema` library as well and check that both agree. This
walker covers the subset of JSON Schema the file uses (type, required, properties,
patternProperties, additionalProperties: false, enum, items, min/maxItems, uniqueItems,
min/maxLength, pattern, minimum/maximum, anyOf, local $ref) and exists only because the engine
must run in Pyodide with the standard library alone.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

SCHEMA_PATH = Path(__file__).with_name("schema.json")

TYPE_NAMES = {"object": "ein Objekt", "array": "eine Liste", "string": "ein Text",
              "integer": "eine ganze Zahl", "boolean": "wahr/falsch", "null": "leer (null)"}


@lru_cache(maxsize=1)
def schema() -> dict:
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


def _is_type(value, name: str) -> bool:
    if name == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    return {"object": dict, "array": list, "string": str, "boolean": bool,
            "null": type(None)}[name].__instancecheck__(value)


def _path(parts: list) -> str:
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or "(Wurzel)"


def _short(value) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "…"


def errors(data, node: dict | None = None, path: list | None = None) -> list[str]:
    """German messages for every place where `data` does not fit the schema."""
    root = schema()
    node = root if node is None else node
    path = path or []
    if "$ref" in node:
        name = node["$ref"].rsplit("/", 1)[-1]
        return errors(data, root["$defs"][name], path)
    where = f"Feld „{_path(path)}“"
    if "anyOf" in node:
        if any(not errors(data, alt, path) for alt in node["anyOf"]):
            return []
        return [f"{where}: unzulässiger Wert {_short(data)}."]
    kind = node.get("type")
    if kind and not _is_type(data, kind):
        return [f"{where}: erwartet ist {TYPE_NAMES[kind]}, nicht {_short(data)}."]
    out: list[str] = []
    if "enum" in node and data not in node["enum"]:
        allowed = ", ".join(str(v) for v in node["enum"])
        return [f"{where}: unbekannter Wert {_short(data)}; möglich: {allowed}."]
    if isinstance(data, str):
        if len(data) < node.get("minLength", 0):
            out.append(f"{where}: darf nicht leer sein." if node["minLength"] == 1 else
                       f"{where}: zu kurz (mindestens {node['minLength']} Zeichen).")
        if "maxLength" in node and len(data) > node["maxLength"]:
            out.append(f"{where}: zu lang (höchstens {node['maxLength']} Zeichen).")
        if "pattern" in node and not re.search(node["pattern"], data):
            out.append(f"{where}: {_short(data)} hat nicht die erwartete Form.")
    if _is_type(data, "integer"):
        if "minimum" in node and data < node["minimum"]:
            out.append(f"{where}: {data} ist kleiner als {node['minimum']}.")
        if "maximum" in node and data > node["maximum"]:
            out.append(f"{where}: {data} ist größer als {node['maximum']}.")
    if isinstance(data, list):
        if len(data) < node.get("minItems", 0):
            out.append(f"{where}: mindestens {node['minItems']} Einträge nötig.")
        if "maxItems" in node and len(data) > node["maxItems"]:
            out.append(f"{where}: höchstens {node['maxItems']} Einträge erlaubt.")
        if node.get("uniqueItems") and len({json.dumps(v, sort_keys=True) for v in data}) < len(data):
            out.append(f"{where}: ein Eintrag ist doppelt.")
        if "items" in node:
            for i, item in enumerate(data):
                out += errors(item, node["items"], path + [i])
    if isinstance(data, dict):
        for key in node.get("required", []):
            if key not in data:
                out.append(f"Feld „{_path(path + [key])}“ fehlt.")
        props = node.get("properties", {})
        patterns = node.get("patternProperties", {})
        for key, value in data.items():
            if key in props:
                out += errors(value, props[key], path + [key])
                continue
            sub = next((s for pat, s in patterns.items() if re.search(pat, key)), None)
            if sub is not None:
                out += errors(value, sub, path + [key])
            elif node.get("additionalProperties") is False:
                out.append(f"Feld „{_path(path + [key])}“ ist unbekannt.")
    return out
