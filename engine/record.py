"""Typed records over JSON objects: the contract of a game, the auction, the talon.

A record is a dict whose keys are declared, each by a `Key` with an English attribute name and
a comment on what it holds. Because it *is* the JSON object, a state serialises to the same JSON
as before and saved games and problem files load as they are; because its keys are declared,
reading or writing an undeclared key (a mistyped one) raises `UnknownKey` instead of giving None.

    class Auction(Record):
        holder = Key(default=None)            # seat holding the highest game, or None
        bid_before = Key(list)                # seats that have bid already

    a = Auction(holder=None); a.holder = 2; a["holder"]  -> 2; a["holer"]  -> UnknownKey

A `Key` may name a JSON key different from its attribute (a word of an older saved format,
`given_up = Key(key="aufgegeben")`). An absent key reads as its default, both as an attribute
and by subscript; a key with a factory (`Key(list)`) is created on first read, so that
`record.partners.append(…)` works on a fresh record.
"""
from __future__ import annotations

from operator import itemgetter
from typing import Any, Callable, ClassVar


class UnknownKey(KeyError):
    """A key the record does not declare (a mistyped or foreign key)."""


class Key:
    """A declared key of a `Record`: the attribute reads and writes JSON key `key`. An absent
    key reads as `default`, or as a fresh `factory()` value that is then stored."""

    __slots__ = ("key", "factory", "default")

    def __init__(self, factory: Callable[[], Any] | None = None, *, default: Any = None, key: str | None = None):
        self.key, self.factory, self.default = key, factory, default


def _setter(key: str):
    def set_key(record, value) -> None:
        dict.__setitem__(record, key, value)
    return set_key


def _deleter(key: str):
    def delete_key(record) -> None:
        dict.pop(record, key, None)
    return delete_key


class Record(dict):
    """A dict with declared keys (see the module docstring). Reading is the dict's own (present
    keys at C speed; `__missing__` gives the default or refuses an undeclared key); writing and
    the other accessors check the key."""

    KEYS: ClassVar[frozenset[str]] = frozenset()
    DEFAULTS: ClassVar[dict[str, tuple]] = {}

    def __init_subclass__(cls, **kw) -> None:
        super().__init_subclass__(**kw)
        defaults = dict(cls.DEFAULTS)
        for name, value in list(vars(cls).items()):
            if isinstance(value, Key):
                key = value.key or name
                defaults[key] = (value.default, value.factory)
                # a property of C-level parts: reading an attribute costs one dict lookup
                setattr(cls, name, property(itemgetter(key), _setter(key), _deleter(key), f"JSON key {key!r}"))
        cls.DEFAULTS = defaults
        cls.KEYS = frozenset(defaults)

    def __init__(self, data=(), **kw) -> None:
        dict.__init__(self, data, **kw)
        if not self.KEYS.issuperset(self):
            for key in self:
                self._check(key)

    @classmethod
    def trusted(cls, data: dict) -> "Record":
        """A record of `data` whose keys are known to be declared (a copy of a record)."""
        out = dict.__new__(cls)
        dict.update(out, data)
        return out

    @classmethod
    def of(cls, data) -> "Record":
        """`data` as this record (itself if it is one already)."""
        return data if type(data) is cls else cls(data)

    def _check(self, key) -> None:
        if key not in self.KEYS:
            raise UnknownKey(f"{type(self).__name__} has no key {key!r} "
                             f"(declared: {', '.join(sorted(self.KEYS))})")

    def __missing__(self, key):
        try:
            default, factory = self.DEFAULTS[key]
        except (KeyError, TypeError):
            self._check(key)
            raise
        if factory is None:
            return default
        value = factory()
        dict.__setitem__(self, key, value)
        return value

    def get(self, key, default=None):
        if key not in self.KEYS:
            self._check(key)
        return dict.get(self, key, default)

    def __setitem__(self, key, value) -> None:
        if key not in self.KEYS:
            self._check(key)
        dict.__setitem__(self, key, value)

    def __contains__(self, key) -> bool:
        if key not in self.KEYS:
            self._check(key)
        return dict.__contains__(self, key)

    def setdefault(self, key, default=None):
        self._check(key)
        return dict.setdefault(self, key, default)

    def pop(self, key, *default):
        self._check(key)
        return dict.pop(self, key, *default)

    def update(self, data=(), **kw) -> None:
        if not isinstance(data, dict):
            data = dict(data)
        if not self.KEYS.issuperset(data) or not self.KEYS.issuperset(kw):
            for key in [*data, *kw]:
                self._check(key)
        dict.update(self, data, **kw)

    def copy(self) -> "Record":
        return self.trusted(self)

    def __reduce__(self):
        return type(self), (dict(self),)
