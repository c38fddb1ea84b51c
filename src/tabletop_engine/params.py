"""An immutable, hashable mapping of small named values (action params, event data)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType
from typing import Any

ParamValue = Any  # str | int | bool | None | tuple of those


class Params(Mapping[str, ParamValue]):
    """A frozen mapping with a stable order (sorted by key) and a cached hash.

    Values must be hashable. Two ``Params`` with equal items are equal and hash alike,
    whatever order the keys were given in.

    Frozen all the way: its attributes cannot be set and its mapping is read-only (a
    ``MappingProxyType``), so nobody handed a listed action -- an agent -- can change
    what it says (the interned actions of the legal listing are shared by every game).
    """

    __slots__ = ("_d", "_hash", "_items")

    _d: Mapping[str, ParamValue]
    _hash: int
    _items: tuple[tuple[str, ParamValue], ...]

    def __init__(self, items: Mapping[str, ParamValue] | None = None) -> None:
        pairs = tuple(sorted(items.items())) if items else ()
        _set_d(self, MappingProxyType(dict(pairs)))
        _set_items(self, pairs)
        _set_hash(self, hash(pairs))

    @classmethod
    def _from_items(cls, items: tuple[tuple[str, ParamValue], ...]) -> Params:
        """Build from already sorted items (hot path: no sorting, no copying; the
        mapping and the hash are made when first needed -- most params of a long
        listing, the Diplomat's pairs, are never read)."""
        self = _new(cls)
        _set_items(self, items)
        return self

    def __getattr__(self, name: str) -> Any:
        # Called only for a slot not set yet (see _from_items): made once, then kept.
        if name == "_d":
            d = MappingProxyType(dict(self._items))
            _set_d(self, d)
            return d
        if name == "_hash":
            h = hash(self._items)
            _set_hash(self, h)
            return h
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Params is frozen: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Params is frozen: cannot delete {name!r}")

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self._items,))

    def __getitem__(self, key: str) -> ParamValue:
        return self._d[key]

    def get(self, key: str, default: ParamValue = None) -> ParamValue:
        return self._d.get(key, default)

    def __iter__(self) -> Iterator[str]:
        return iter(self._d)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Params):
            return self._items == other._items
        if isinstance(other, Mapping):
            return self._d == dict(other)
        return NotImplemented

    def items_tuple(self) -> tuple[tuple[str, ParamValue], ...]:
        """The items as a sorted tuple of pairs."""
        return self._items

    def __repr__(self) -> str:
        return f"Params({self._d!r})"


def _rebuild(items: tuple[tuple[str, ParamValue], ...]) -> Params:
    """A pickled ``Params`` read back (its items are sorted already)."""
    return Params._from_items(items)


_new = object.__new__
# The slots' own setters (``Params.__setattr__`` refuses), as ``Action``'s.
_SLOTS: Any = vars(Params)
_set_d = _SLOTS["_d"].__set__
_set_hash = _SLOTS["_hash"].__set__
_set_items = _SLOTS["_items"].__set__

EMPTY = Params()
