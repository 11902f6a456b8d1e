"""Forms described by the engine: the settlement widget („Was zahlt das Spiel?“) renders the
controls listed here and sends back what the reader chose; it keeps no rules of its own.

`form(profile)` gives the game's name, source, persons, the label to put before a source
(„Ulmann S. 23“) and `controls`: one entry per input, derived from the declared outcome shape
(engine.schema specs), each with a `path` telling where its value goes in the request
("game", "contra.spiel", "honours.A", "player_points[1]", "options.wien"), its German label and type:

  select       options [{value, label}], required, default
  number       min, max, required, default (whole numbers); `required_unless`: the path of a
               checkbox that, when ticked, makes the number unneeded (a game given up early)
  checkbox     true/false
  checkboxes   options: a list of the chosen values
  announce     options (what) and seats (by): a list of {"what", "by"} for the chosen ones
  cards        max: a list of card names (shown as card pictures)
"""
from __future__ import annotations

from .schema import AnyOf, Bool, Cards, Choice, Int, ListOf, MapOf, Obj, Spec, Text


def _options(spec: Choice) -> list[dict]:
    return [{"value": v, "label": spec.labels.get(v, str(v))} for v in spec.values]


def controls(fields: dict[str, Spec], prefix: str = "", label_prefix: str = "", optional: bool = False) -> list[dict]:
    """The controls of `fields`; inside an optional object every control is optional."""
    out: list[dict] = []
    for name, spec in fields.items():
        out += _control(f"{prefix}{name}", spec, label_prefix + spec.label, spec.optional or optional)
    return out


def _fixed(spec: Spec) -> bool:
    """A field with nothing to choose (no partner possible, no Contra, a single game …)."""
    if isinstance(spec, Int):
        return spec.lo == spec.hi
    if isinstance(spec, Choice):
        return len(spec.values) <= 1
    if isinstance(spec, ListOf):
        return spec.max_len == 0 or (isinstance(spec.item, (Choice, AnyOf)) and _fixed(spec.item))
    if isinstance(spec, AnyOf):
        return all(_fixed(s) for s in spec.specs if isinstance(s, Choice))
    if isinstance(spec, MapOf):
        return _fixed(spec.value) or _fixed(spec.key)
    if isinstance(spec, Obj):
        return not spec.fields
    return False


def _control(path: str, spec: Spec, label: str, optional: bool) -> list[dict]:
    if _fixed(spec):
        return []
    base = {"path": path, "label": label, "required": not optional}
    if spec.required_unless:
        base["required_unless"] = path.rpartition(".")[0] + ("." if "." in path else "") + spec.required_unless
    if spec.default not in (None, [], {}):
        base["default"] = spec.default
    if isinstance(spec, Choice):
        return [{**base, "type": "select", "options": _options(spec)}]
    if isinstance(spec, Int):
        if spec.labels:
            return [{**base, "type": "select",
                     "options": [{"value": v, "label": spec.labels[v - spec.lo]} for v in range(spec.lo, spec.hi + 1)]}]
        return [{**base, "type": "number", "min": spec.lo, "max": spec.hi}]
    if isinstance(spec, Bool):
        return [{**base, "type": "checkbox"}]
    if isinstance(spec, Text):
        return [{**base, "type": "text", "max": spec.max_len}]
    if isinstance(spec, Cards):
        return [{**base, "type": "cards", "max": spec.max_len}]
    if isinstance(spec, ListOf) and isinstance(spec.item, Choice) and spec.unique:
        return [{**base, "type": "checkboxes", "options": _options(spec.item)}]
    if isinstance(spec, ListOf) and spec.min_len == spec.max_len and spec.max_len <= 8:
        return [c for i in range(spec.max_len)
                for c in _control(f"{path}[{i}]", spec.item, f"{label} ({i + 1})", optional)]
    if isinstance(spec, ListOf) and isinstance(spec.item, AnyOf):
        what = next(s for s in spec.item.specs if isinstance(s, Choice))
        obj = next(s for s in spec.item.specs if isinstance(s, Obj))
        return [{**base, "type": "announce", "options": _options(what), "seats": list(obj.fields["by"].values)}]
    if isinstance(spec, MapOf) and isinstance(spec.key, Choice):
        return [c for k in spec.key.values
                for c in _control(f"{path}.{k}", spec.value, f"{label}: {spec.key.labels.get(k, k)}", True)]
    if isinstance(spec, Obj):
        return controls(spec.fields, f"{path}.", f"{label}: ", optional)
    return []


def form(profile) -> dict:
    """The settlement form of `profile`: what the widget renders."""
    fields = profile.outcome_fields()
    out = {"variant": profile.key, "name": profile.name, "source": profile.source,
           "source_label": getattr(profile, "source_label", ""), "controls": controls(fields) if fields else []}
    extra = getattr(profile, "form_extra", None)
    if extra is not None:
        out.update(extra())
    return out
