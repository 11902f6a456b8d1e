"""Declared shapes of the requests the engine accepts (the typed boundary of engine.api, the CLI, saved
states, problems, the Probespiel, the reckonings).

A shape is built from small specs (`Int`, `Text`, `Bool`, `Choice`, `ListOf`, `MapOf`, `Obj`,
`Cards`, `AnyOf`); `check(spec, value, path)` returns the value, normalised, or raises a
RequestError whose German message names the field („Feld „contra.spiel“: …“) and quotes at most a
short excerpt of what was sent. Every spec can `describe()` itself as JSON for the widgets, which
render forms from it instead of keeping rules of their own.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

from .errors import RequestError
from .terms import is_points_text, thirds

MAX_TEXT = 2_000          # characters of one text field
MAX_LIST = 200            # items of one list
EXCERPT = 40              # characters of an input quoted back in a message


def excerpt(value: Any, limit: int = EXCERPT) -> str:
    """A short, printable rendering of `value` for a message: never the whole of a long input."""
    if isinstance(value, str):
        text = value
    elif isinstance(value, bool):
        text = "wahr" if value else "falsch"
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        text = repr(value) if isinstance(value, float) and not math.isfinite(value) else str(value)
    elif value is None:
        text = "nichts (null)"
    elif isinstance(value, (list, tuple)):
        text = f"eine Liste mit {len(value)} Einträgen"
    elif isinstance(value, dict):
        text = f"ein Objekt mit {len(value)} Schlüsseln"
    else:
        text = type(value).__name__
    text = " ".join(text.split())
    if len(text) > limit:
        text = text[:limit - 1].rstrip() + "…"
    return text or "(leer)"


def _fail(path: str, what: str) -> RequestError:
    where = f"Feld „{path}“: " if path else ""
    return RequestError(where + what)


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "wahr/falsch"
    if isinstance(value, int):
        return "eine Zahl"
    if isinstance(value, float):
        return "eine Zahl"
    if isinstance(value, str):
        return "ein Text"
    if isinstance(value, list):
        return "eine Liste"
    if isinstance(value, dict):
        return "ein Objekt"
    return "nichts (null)" if value is None else type(value).__name__


class Spec:
    """Base of every spec: `check` validates (and may normalise), `describe` tells a form."""

    optional = True
    default: Any = None

    def __init__(self, label: str = "", *, required: bool = False, default: Any = None,
                 required_unless: str | None = None):
        self.label = label
        self.optional = not required
        self.default = default
        self.required_unless = required_unless    # a sibling field that, when true, makes this one unneeded

    def check(self, value: Any, path: str) -> Any:
        raise NotImplementedError

    def describe(self) -> dict:
        out = {"type": type(self).__name__.lower(), "label": self.label, "required": not self.optional}
        if self.required_unless:
            out["required_unless"] = self.required_unless
        if self.default is not None:
            out["default"] = self.default
        return out


class Int(Spec):
    """A whole number in [lo, hi]; an integral float (36.0) is accepted, 40.5, 1e308, NaN are not."""

    def __init__(self, label: str = "", lo: int = 0, hi: int = 10 ** 9, labels: list | None = None, **kw):
        super().__init__(label, **kw)
        self.lo, self.hi = lo, hi
        self.labels = list(labels or [])      # names of the values lo … hi, for a form

    def check(self, value, path):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise _fail(path, f"erwartet wird eine ganze Zahl von {self.lo} bis {self.hi}, "
                              f"gesendet wurde {_kind(value)} („{excerpt(value)}“).")
        if isinstance(value, float):
            if not math.isfinite(value) or not value.is_integer():
                raise _fail(path, f"erwartet wird eine ganze Zahl von {self.lo} bis {self.hi}, "
                                  f"nicht „{excerpt(value)}“.")
            value = int(value)
        if not self.lo <= value <= self.hi:
            raise _fail(path, f"die Zahl muss zwischen {self.lo} und {self.hi} liegen, nicht "
                              f"„{excerpt(value)}“.")
        return value

    def describe(self):
        return {**super().describe(), "min": self.lo, "max": self.hi}


class Text(Spec):
    def __init__(self, label: str = "", max_len: int = MAX_TEXT, **kw):
        super().__init__(label, **kw)
        self.max_len = max_len

    def check(self, value, path):
        if not isinstance(value, str):
            raise _fail(path, f"erwartet wird ein Text, gesendet wurde {_kind(value)} („{excerpt(value)}“).")
        if len(value) > self.max_len:
            raise _fail(path, f"der Text ist zu lang ({len(value)} Zeichen, höchstens {self.max_len}).")
        return value


class Bool(Spec):
    def check(self, value, path):
        if not isinstance(value, bool):
            raise _fail(path, f"erwartet wird wahr oder falsch (true/false), gesendet wurde "
                              f"{_kind(value)} („{excerpt(value)}“).")
        return value


class Choice(Spec):
    """One of `values` (strings or numbers, compared exactly); `labels` name them in forms."""

    def __init__(self, label: str, values, labels: dict | None = None, unknown: str | None = None, **kw):
        super().__init__(label, **kw)
        self.values = tuple(values)
        self.labels = dict(labels or {})
        self.unknown = unknown        # message template with {value}, {path}, {options}

    def check(self, value, path):
        ok = any(value == v and type(value) is type(v) for v in self.values) or (
            isinstance(value, float) and value.is_integer() and int(value) in self.values
            and all(isinstance(v, int) for v in self.values))
        if not ok:
            shown = ", ".join(f"„{v}“" for v in self.values[:30]) + (" …" if len(self.values) > 30 else "")
            if self.unknown:
                raise RequestError(self.unknown.format(value=excerpt(value), path=path, options=shown))
            raise _fail(path, f"„{excerpt(value)}“ ist nicht vorgesehen; möglich: {shown}.")
        return int(value) if isinstance(value, float) else value

    def describe(self):
        return {**super().describe(),
                "options": [{"value": v, "label": self.labels.get(v, str(v))} for v in self.values]}


class ListOf(Spec):
    def __init__(self, label: str, item: Spec, max_len: int = MAX_LIST, min_len: int = 0,
                 unique: bool = False, **kw):
        super().__init__(label, **kw)
        self.item, self.max_len, self.min_len, self.unique = item, max_len, min_len, unique

    def check(self, value, path):
        if isinstance(value, tuple):
            value = list(value)
        if not isinstance(value, list):
            raise _fail(path, f"erwartet wird eine Liste, gesendet wurde {_kind(value)} („{excerpt(value)}“).")
        if not self.min_len <= len(value) <= self.max_len:
            if self.max_len == 0:
                raise _fail(path, "hier ist keine Angabe möglich (die Liste muss leer sein).")
            need = (f"genau {self.max_len}" if self.min_len == self.max_len
                    else f"{self.min_len} bis {self.max_len}")
            raise _fail(path, f"die Liste muss {need} Einträge haben, sie hat {len(value)}.")
        out = [self.item.check(v, f"{path}[{i}]") for i, v in enumerate(value)]
        if self.unique:
            seen = []
            for v in out:
                if v in seen:
                    raise _fail(path, f"„{excerpt(v)}“ ist zweimal angegeben.")
                seen.append(v)
        return out

    def describe(self):
        return {**super().describe(), "item": self.item.describe(), "max": self.max_len,
                "unique": self.unique}


class MapOf(Spec):
    """An object whose keys are checked by `key` (a Choice or Text) and values by `value`."""

    def __init__(self, label: str, key: Spec, value: Spec, max_len: int = 50, **kw):
        super().__init__(label, **kw)
        self.key, self.value, self.max_len = key, value, max_len

    def check(self, value, path):
        if not isinstance(value, dict):
            raise _fail(path, f"erwartet wird ein Objekt, gesendet wurde {_kind(value)} („{excerpt(value)}“).")
        if len(value) > self.max_len:
            raise _fail(path, f"höchstens {self.max_len} Einträge, gesendet wurden {len(value)}.")
        return {self.key.check(k, f"{path} (Schlüssel)"): self.value.check(v, f"{path}.{excerpt(k, 20)}")
                for k, v in value.items()}

    def describe(self):
        return {**super().describe(), "key": self.key.describe(), "value": self.value.describe()}


class Obj(Spec):
    """An object with known keys only; missing optional keys take their default. `renamed`: a
    key's name in older requests -> today's (read under today's name, see `current_names`)."""

    def __init__(self, label: str, fields: dict[str, Spec], renamed: dict[str, str] | None = None, **kw):
        super().__init__(label, **kw)
        self.fields = fields
        self.renamed = dict(renamed or {})

    def check(self, value, path):
        if not isinstance(value, dict):
            raise _fail(path, f"erwartet wird ein Objekt, gesendet wurde {_kind(value)} („{excerpt(value)}“).")
        value, sent_as = current_names(value, self.renamed, path)
        return check_fields(self.fields, value, path, fill=False, sent_as=sent_as)

    def describe(self):
        return {**super().describe(), "fields": {k: s.describe() for k, s in self.fields.items()}}


class AnyOf(Spec):
    """The first of `specs` that accepts the value; the message names what the field takes."""

    def __init__(self, label: str, *specs: Spec, expected: str, **kw):
        super().__init__(label, **kw)
        self.specs, self.expected = specs, expected

    def check(self, value, path):
        for spec in self.specs:
            try:
                return spec.check(value, path)
            except RequestError:
                continue
        raise _fail(path, f"erwartet wird {self.expected}, gesendet wurde {_kind(value)} („{excerpt(value)}“).")

    def describe(self):
        return {**super().describe(), "any_of": [s.describe() for s in self.specs]}


class Nothing(Spec):
    """JSON null, e.g. a place where no card lies (as one choice of an `AnyOf`)."""

    def check(self, value, path):
        if value is not None:
            raise _fail(path, f"erwartet wird null, gesendet wurde {_kind(value)} („{excerpt(value)}“).")
        return None


class PointsText(Spec):
    """Points as the book prints them („24“, „29⅓“, „⅔“); the value is in thirds (88 for „29⅓“)."""

    def check(self, value, path):
        if not is_points_text(value):
            raise _fail(path, "Points wie im Buch angeben, z. B. „24“ oder „29⅓“.")
        return thirds(value)


class Cards(Spec):
    """Card names: a list of names, or one text of names separated by commas or semicolons.
    Only the shape is checked here; the names are parsed with the pack of the game in use."""

    def __init__(self, label: str, max_len: int = 80, ids: bool = False, **kw):
        super().__init__(label, **kw)
        self.max_len, self.ids = max_len, ids       # ids: card numbers of the pack are accepted too

    def check(self, value, path):
        if isinstance(value, str):
            if len(value) > 40 * self.max_len:
                raise _fail(path, f"der Text ist zu lang ({len(value)} Zeichen).")
            value = [n.strip() for n in value.replace(";", ",").replace("\n", ",").split(",") if n.strip()]
        if isinstance(value, tuple):
            value = list(value)
        if not isinstance(value, list):
            raise _fail(path, f"erwartet werden Kartennamen (eine Liste oder ein Text mit Kommas), "
                              f"gesendet wurde {_kind(value)} („{excerpt(value)}“).")
        if len(value) > self.max_len:
            raise _fail(path, f"höchstens {self.max_len} Karten, angegeben sind {len(value)}.")
        for i, v in enumerate(value):
            if isinstance(v, bool) or not isinstance(v, (str, int) if self.ids else str):
                raise _fail(f"{path}[{i}]", f"erwartet wird ein Kartenname, gesendet wurde "
                                            f"{_kind(v)} („{excerpt(v)}“).")
            if isinstance(v, str) and len(v) > 60:
                raise _fail(f"{path}[{i}]", f"„{excerpt(v)}“ ist kein Kartenname (zu lang).")
        return value

    def describe(self):
        return {**super().describe(), "max": self.max_len}


class Json(Spec):
    """Any JSON value (object, list, text, number, bool, null) of bounded depth and size; numbers
    must be finite."""

    def __init__(self, label: str = "", max_depth: int = 12, max_items: int = 5_000, **kw):
        super().__init__(label, **kw)
        self.max_depth, self.max_items = max_depth, max_items

    def check(self, value, path):
        budget = [self.max_items]

        def walk(v, depth):
            budget[0] -= 1
            if budget[0] < 0:
                raise _fail(path, "zu viele Einträge.")
            if depth > self.max_depth:
                raise _fail(path, "zu tief verschachtelt.")
            if isinstance(v, float) and not math.isfinite(v):
                raise _fail(path, f"„{excerpt(v)}“ ist keine gültige Zahl.")
            if isinstance(v, str) and len(v) > MAX_TEXT:
                raise _fail(path, "ein Text ist zu lang.")
            if isinstance(v, dict):
                for k, x in v.items():
                    if not isinstance(k, str):
                        raise _fail(path, "Schlüssel müssen Texte sein.")
                    walk(x, depth + 1)
            elif isinstance(v, (list, tuple)):
                for x in v:
                    walk(x, depth + 1)
            elif not (v is None or isinstance(v, (bool, int, float, str))):
                raise _fail(path, f"{_kind(v)} ist kein JSON-Wert.")
        walk(value, 0)
        return value


def current_names(args: dict, renamed: dict[str, str], path: str = "") -> tuple[dict, dict[str, str]]:
    """`args` with every key sent under its name in older requests (saved in a page, a link, a
    problem file) under today's, and today's name -> the name the request used, so that a message
    quotes the field as it was sent. Both names at once are refused."""
    if not renamed or not any(k in renamed for k in args):
        return args, {}
    out, sent_as = {}, {}
    for k, v in args.items():
        name = renamed.get(k, k)
        if name in out:
            where = f"„{path}.{name}“" if path else f"„{name}“"
            raise RequestError(f"Feld {where} ist zweimal angegeben, auch unter dem früheren Namen „{k}“.")
        out[name] = v
        if name != k:
            sent_as[name] = k
    return out, sent_as


def check_fields(fields: dict[str, Spec], args: dict, path: str = "", fill: bool = True,
                 sent_as: dict[str, str] | None = None) -> dict:
    """Check an object against its fields: unknown keys and missing required ones are refused;
    with `fill`, absent optional fields take their default (else they stay absent). `sent_as`:
    today's name -> the older name the request used for it (messages quote that one)."""
    unknown = [k for k in args if k not in fields]
    if unknown:
        where = f"„{path}“ " if path else ""
        known = ", ".join(f"„{k}“" for k in fields) or "keine"
        raise RequestError(f"Unbekannte Angabe {where}„{excerpt(unknown[0], 30)}“; möglich sind {known}.")
    out = {}
    for name, spec in fields.items():
        shown = sent_as.get(name, name) if sent_as else name
        sub = f"{path}.{shown}" if path else shown
        if name in args and args[name] is not None:
            out[name] = spec.check(args[name], sub)
        elif not spec.optional or (spec.required_unless and not args.get(spec.required_unless)):
            raise _fail(sub, f"diese Angabe fehlt ({spec.label})." if spec.label else "diese Angabe fehlt.")
        elif fill or spec.default is not None:
            out[name] = spec.default
    return out


def describe_fields(fields: dict[str, Spec]) -> dict:
    return {k: s.describe() for k, s in fields.items()}


@dataclass
class Declared:
    """A function with the declared shape of its request: fixed `fields`, or `fields_for(args)`
    when the shape depends on the request (e.g. on the game). A web function (engine.api) and a
    reckoning of a worked example (engine.reckonings) are both this."""
    fn: Callable[..., Any]
    label: str = ""
    fields: dict[str, Spec] = field(default_factory=dict)
    fields_for: Callable[[dict], dict] | None = None
    renamed: dict[str, str] = field(default_factory=dict)  # a field's name in older requests -> today's

    def shape(self, args: dict) -> dict[str, Spec]:
        return self.fields_for(args) if self.fields_for else self.fields

    def current(self, args: dict) -> tuple[dict, dict[str, str]]:
        """`args` with every field sent under its older name (saved in a page or a link) under
        today's, and today's name -> the name sent (`current_names`)."""
        if self.renamed and isinstance(args, dict):
            return current_names(args, self.renamed)
        return args, {}

    def run(self, args: dict) -> Any:
        """Check `args` against the shape and call the function with the checked values."""
        args, sent_as = self.current(args)
        return self.fn(**check_fields(self.shape(args), args, sent_as=sent_as))


class Registry(dict):
    """name -> Declared. `register(name, label=…, fields_for=…, **fields)` is a decorator."""

    def register(self, name: str, label: str = "", fields_for: Callable[[dict], dict] | None = None,
                 renamed: dict[str, str] | None = None, **fields: Spec):
        def add(fn):
            self[name] = Declared(fn, label, fields, fields_for, dict(renamed or {}))
            return fn
        return add
