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
`given_up = Key(key="aufgegeben")`). A key with a factory (`Key(list)`) is created on first
read, so that `record.partners.append(…)` works on a fresh record.
"""
from __future__ import annotations

from typing import Any, Callable, ClassVar


class UnknownKey(KeyError):
    """A key the record does not declare (a mistyped or foreign key)."""


class Key:
    """A declared key of a `Record`: the attribute reads and writes JSON key `key`."""

    __slots__ = ("key", "factory", "default")

    def __init__(self, factory: Callable[[], Any] | None = None, *, default: Any = None, key: str | None = None):
        self.key, self.factory, self.default = key, factory, default

    def __set_name__(self, owner, name: str) -> None:
        if self.key is None:
            self.key = name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        try:
            return dict.__getitem__(obj, self.key)
        except KeyError:
            if self.factory is None:
                return self.default
            value = self.factory()
            dict.__setitem__(obj, self.key, value)
            return value

    def __set__(self, obj, value) -> None:
        dict.__setitem__(obj, self.key, value)

    def __delete__(self, obj) -> None:
        dict.pop(obj, self.key, None)


class Record(dict):
    """A dict with declared keys (see the module docstring)."""

    KEYS: ClassVar[frozenset[str]] = frozenset()

    def __init_subclass__(cls, **kw) -> None:
        super().__init_subclass__(**kw)
        keys = set()
        for klass in cls.__mro__:
            keys.update(v.key for v in vars(klass).values() if isinstance(v, Key))
        cls.KEYS = frozenset(keys)

    def __init__(self, data=(), **kw) -> None:
        super().__init__()
        self.update(data, **kw)

    @classmethod
    def trusted(cls, data: dict) -> "Record":
        """A record of `data` whose keys are known to be declared (a copy of a record)."""
        out = cls.__new__(cls)
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

    def __getitem__(self, key):
        if key not in self.KEYS:
            self._check(key)
        return dict.__getitem__(self, key)

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
        items = list(data.items() if hasattr(data, "items") else data) + list(kw.items())
        for key, _ in items:
            self._check(key)
        for key, value in items:
            dict.__setitem__(self, key, value)

    def copy(self) -> "Record":
        return self.trusted(self)

    def __reduce__(self):
        return type(self), (dict(self),)
