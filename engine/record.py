"""Typed records over JSON objects: the contract of a game, the auction, the talon.

A record is a dict whose keys are declared, each by a `Key` with an English attribute name and
a comment on what it holds. Because it *is* the JSON object, a state serialises to the same JSON
as before and saved games and problem files load as they are; because its keys are declared,
reading or writing an undeclared key (a mistyped one) raises `UnknownKey` instead of giving None.

    class Auction(Record):
        holder = Key(default=None)            # seat holding the highest game, or None
        bid_before = Key(list)                # seats that have bid already

    a = Auction(holder=None); a.holder = 2; a["holder"]  -> 2; a["holer"]  -> UnknownKey

A `Key` may name a JSON key different from its attribute (`joined = Key(key="players_in")`), may name the key it had in earlier saved games, problem files
and requests (`contra_in_error = Key(was="irrtum_contra")`: read under today's key when a record is
made or updated, so that old files load; written only under today's), and may hold a record itself (`auction = Key(record=Auction)`:
a plain JSON object there becomes that record when the outer one is made), and may hold cards whose place a seat
may not know (`bought = Key(list, cards="list")`, `packets = Key(cards="nested")`: lists of lists):
a player that deals the unseen cards anew (engine.players.seen) changes them through `cards_mapped`
without knowing the game's keys. An absent key reads as its default, both as an attribute
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

    __slots__ = ("key", "factory", "default", "record", "was", "cards")

    def __init__(self, factory: Callable[[], Any] | None = None, *, default: Any = None, key: str | None = None,
                 record: type | None = None, was: str | None = None, cards: str | None = None):
        if cards not in (None, "list", "nested"):
            raise ValueError(f"Key(cards={cards!r}): 'list' or 'nested'")
        self.key, self.factory, self.default, self.record, self.was = key, factory, default, record, was
        self.cards = cards


_new, _update = dict.__new__, dict.update                          # the dict's own, at C speed
_setitem, _pop = dict.__setitem__, dict.pop

# Writes of the engine's hot paths (a game's start, the auction, the cards) at the dict's own
# speed, where a checked write costs a Python call (≈ 2,000 instructions against ≈ 250). Only for
# keys written as literals in the engine's code; they are not checked here, but the property
# check (engine.selfcheck: 10,000 random games per variant) loads the finished state of every
# game and a state in the middle of every tenth from JSON through the checking constructor, so a
# mistyped literal fails there. Everything else writes by attribute or subscript, checked.
put = dict.__setitem__                  # put(record, "key", value)
put_all = dict.update                   # put_all(record, {"key": value, …})
drop = dict.pop                         # drop(record, "key", None)
_NOT_DECLARED = object()


def _setter(key: str, kind: type | None):
    if kind is not None:
        def set_record(record, value) -> None:
            _setitem(record, key, value if value is None or type(value) is kind else kind(value))
        return set_record

    def set_key(record, value) -> None:
        _setitem(record, key, value)
    return set_key


def _deleter(key: str):
    def delete_key(record) -> None:
        _pop(record, key, None)
    return delete_key


class Record(dict):
    """A dict with declared keys (see the module docstring). Reading is the dict's own (present
    keys at C speed; `__missing__` gives the default or refuses an undeclared key); writing and
    the other accessors check the key."""

    KEYS: ClassVar[frozenset[str]] = frozenset()
    DEFAULTS: ClassVar[dict[str, tuple]] = {}
    RECORDS: ClassVar[dict[str, type]] = {}         # key -> the record type its value is
    KINDS: ClassVar[dict[str, type | None]] = {}    # every declared key -> its record type or None
    BEFORE: ClassVar[dict[str, str]] = {}           # a key's name in earlier saved data -> today's
    CARDS: ClassVar[dict[str, str]] = {}            # key holding cards a seat may not see -> "list" | "nested"

    def __init_subclass__(cls, **kw) -> None:
        super().__init_subclass__(**kw)
        defaults, records, before = dict(cls.DEFAULTS), dict(cls.RECORDS), dict(cls.BEFORE)
        cards = dict(cls.CARDS)
        for name, value in list(vars(cls).items()):
            if isinstance(value, Key):
                key = value.key or name
                defaults[key] = (value.default, value.factory)
                if value.record is not None:
                    records[key] = value.record
                if value.was is not None:
                    before[value.was] = key
                if value.cards is not None:
                    cards[key] = value.cards
                # a property of C-level parts: reading an attribute costs one dict lookup
                setattr(cls, name, property(itemgetter(key), _setter(key, value.record), _deleter(key),
                                            f"JSON key {key!r}"))
        cls.DEFAULTS, cls.RECORDS, cls.BEFORE, cls.CARDS = defaults, records, before, cards
        cls.KEYS = frozenset(defaults)
        cls.KINDS = {key: records.get(key) for key in defaults}

    def __init__(self, data=(), **kw) -> None:
        dict.__init__(self, data, **kw)
        if not self.KEYS.issuperset(self):
            if self.BEFORE:
                self._read_earlier_keys()
            for key in self:
                self._check(key)
        if self.RECORDS and self:
            self._type_records()

    @classmethod
    def trusted(cls, data: dict) -> "Record":
        """A record of `data` whose keys are known to be declared: a copy of a record, or a
        literal of the engine's hot paths (the property check loads every state it makes
        through the checking constructor, engine.selfcheck)."""
        out = _new(cls)
        _update(out, data)
        return out

    @classmethod
    def of(cls, data) -> "Record":
        """`data` as this record (itself if it is one already)."""
        return data if type(data) is cls else cls(data)

    def _type_records(self) -> None:
        """A plain JSON object under a key that holds a record becomes that record."""
        for key, kind in self.RECORDS.items():
            value = dict.get(self, key)
            if value is not None and type(value) is not kind:
                dict.__setitem__(self, key, kind(value))

    def _read_earlier_keys(self) -> None:
        """Keys under their names in earlier saved data moved to today's (both at once: refused)."""
        for old in [k for k in self if k in self.BEFORE]:
            new = self.BEFORE[old]
            if dict.__contains__(self, new):
                raise UnknownKey(f"{type(self).__name__}: {old!r} is the earlier name of {new!r}; both are given")
            dict.__setitem__(self, new, _pop(self, old))

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
        kind = self.KINDS.get(key, _NOT_DECLARED)
        if kind is not None:
            if kind is _NOT_DECLARED:
                self._check(key)
            elif value is not None and type(value) is not kind:
                value = kind(value)
        _setitem(self, key, value)

    def __contains__(self, key) -> bool:
        if key not in self.KEYS:
            self._check(key)
        return dict.__contains__(self, key)

    def setdefault(self, key, default=None):
        if key not in self.KEYS:
            self._check(key)
        return dict.setdefault(self, key, default)

    def pop(self, key, *default):
        if key not in self.KEYS:
            self._check(key)
        return _pop(self, key, *default)

    def update(self, data=(), **kw) -> None:
        if not isinstance(data, dict):
            data = dict(data)
        if self.BEFORE and not self.KEYS.issuperset(data):
            data = {self.BEFORE.get(k, k): v for k, v in data.items()}
        if not self.KEYS.issuperset(data) or not self.KEYS.issuperset(kw):
            for key in [*data, *kw]:
                self._check(key)
        dict.update(self, data, **kw)
        if self.RECORDS:
            self._type_records()

    def cards_mapped(self, change: Callable[[int], int]) -> None:
        """Every card id `c` under a key declared to hold cards replaced by `change(c)`: a
        "list" key where it holds a non-empty list, a "nested" key wherever it is present
        (lists of lists, None kept)."""
        for key, kind in self.CARDS.items():
            value = dict.get(self, key)
            if kind == "list":
                if value and isinstance(value, (list, tuple)):
                    _setitem(self, key, [change(c) for c in value])
            elif dict.__contains__(self, key):
                _setitem(self, key, _nested_mapped(value, change))

    def copy(self) -> "Record":
        return self.trusted(self)

    def __reduce__(self):
        return type(self), (dict(self),)


def _nested_mapped(value, change: Callable[[int], int]):
    """Nested lists of card ids with every id `c` replaced by `change(c)` (anything else kept)."""
    if isinstance(value, list):
        return [_nested_mapped(v, change) for v in value]
    return change(value) if isinstance(value, int) else value
