"""An immutable, hashable mapping of small named values (action params, event data)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

ParamValue = Any  # str | int | bool | None | tuple of those


class Params(Mapping[str, ParamValue]):
    """A frozen mapping with a stable order (sorted by key) and a cached hash.

    Values must be hashable. Two ``Params`` with equal items are equal and hash alike,
    whatever order the keys were given in.
    """

    __slots__ = ("_d", "_hash", "_items")

    def __init__(self, items: Mapping[str, ParamValue] | None = None) -> None:
        if items:
            pairs = tuple(sorted(items.items()))
            self._d = dict(pairs)
            self._items = pairs
        else:
            self._d = {}
            self._items = ()
        self._hash = hash(self._items)

    @classmethod
    def _from_items(cls, items: tuple[tuple[str, ParamValue], ...]) -> Params:
        """Build from already sorted items (hot path: no sorting, no copying; the
        mapping and the hash are made when first needed -- most params of a long
        listing, the Diplomat's pairs, are never read)."""
        self = object.__new__(cls)
        self._items = items
        return self

    def __getattr__(self, name: str) -> Any:
        # Called only for a slot not set yet (see _from_items): made once, then kept.
        if name == "_d":
            d = self._d = dict(self._items)
            return d
        if name == "_hash":
            h = self._hash = hash(self._items)
            return h
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

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


EMPTY = Params()
