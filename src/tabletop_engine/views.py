"""Views that hold: what the engine gives every game for building a seat's view.

A view is what one seat may know. Two things can leak through it besides the cards a
game redacts, and both are the same in every game, so the engine handles them once:

* **What determines hidden information.** A game's config holds its seed (and a state
  its generator, an :class:`~tabletop_engine.rng.Rng`): with the seed, a bot deals the
  game again and reads every hand and deck. A game declares which config fields are
  secret in one :class:`Hidden` value; :meth:`Hidden.public` gives the config as a seat
  may see it (those fields None), and :meth:`Hidden.varied` the state with them and
  every generator changed, which the engine's two-sided check
  (:func:`tabletop_engine.checks.check_two_sided`) compares views against, so a view
  that carries the seed anywhere fails, naming the field.
* **Objects shared with the state.** A view must share nothing mutable with the state
  it came from (an agent that edits its view must not change the game). The engine's
  values are frozen all the way (tuples, frozen attrs values, a
  :class:`~tabletop_engine.params.Params` whose mapping is read-only), so a view may
  share them; :func:`detached` passes a value a pack made (decision data, queued
  effects), copying what could change in it and refusing what it cannot copy (a list,
  a dict, another mutable object), and the public config is a new object, never the
  caller's.

What a game supplies: its redaction (which zones, options, marks a seat does not see),
its :class:`Hidden` declaration, and a call to :func:`detached` for what packs put in
its views.
"""

from __future__ import annotations

from typing import Any, TypeVar

import attrs

from .actions import Action
from .params import Params
from .rng import Rng

T = TypeVar("T")

#: What a varied secret int is XORed with (below 2**63: a seed in ``[0, 2**64)`` stays
#: in range, and is always another seed).
_VARY = 0x5DEECE66D9E3779B

_IMMUTABLE = (str, int, float, bool, bytes, type(None), frozenset, Action)


@attrs.frozen
class Hidden:
    """The fields of a game's config that no seat may see (``("seed",)`` by default), as
    a game declares them once (``HIDDEN = Hidden(("seed",))`` beside its ``observe``).

    :meth:`public` is what ``observe`` puts in a view; :meth:`varied` what the engine's
    view checks compare against. Both work on any attrs config (and state, holding its
    config in a field named ``config``)."""

    fields: tuple[str, ...] = ("seed",)
    _cache: dict[int, tuple[Any, Any]] = attrs.field(factory=dict, init=False, eq=False, repr=False)

    def public(self, config: T) -> T:
        """``config`` with every hidden field None: a new object (never the caller's,
        so an agent holding a view holds nothing of the caller's), made once per config
        object (cached by identity, bounded)."""
        found = self._cache.get(id(config))
        if found is not None and found[0] is config:
            public: T = found[1]
            return public
        public = attrs.evolve(config, **dict.fromkeys(self.fields))  # type: ignore[misc]
        if len(self._cache) > 4096:
            self._cache.clear()
        self._cache[id(config)] = (config, public)  # the config is kept: its id stays its
        return public

    def varied(self, state: T) -> T:
        """``state`` with everything that determines hidden information changed: each
        hidden field of its ``config`` (an int XORed with a constant, a string marked)
        and every :class:`~tabletop_engine.rng.Rng` field (another seed and counter).
        What a seat may know is the same in both: its view must be too."""
        changes: dict[str, Any] = {}
        cls: Any = type(state)
        for field in attrs.fields(cls):
            if not field.init:
                continue
            value = getattr(state, field.name)
            if isinstance(value, Rng):
                changes[field.alias] = Rng(value.seed ^ _VARY, value.counter + 1)
            elif field.name == "config" and attrs.has(type(value)):
                secret = {f: _other(getattr(value, f)) for f in self.fields}
                changes[field.alias] = attrs.evolve(value, **secret)
        return attrs.evolve(state, **changes)  # type: ignore[misc]

    def drew(self, before: Any, after: Any) -> bool:
        """Whether a move from ``before`` to ``after`` drew a random number (any
        :class:`~tabletop_engine.rng.Rng` field of the state changed): its outcome then
        depends on the generator, so the check of :meth:`varied` worlds stops there."""
        return _generators(before) != _generators(after)


def _generators(state: Any) -> tuple[Rng, ...]:
    """The :class:`~tabletop_engine.rng.Rng` fields of an attrs state, in field order."""
    fields = attrs.fields(type(state))
    return tuple(v for f in fields if isinstance(v := getattr(state, f.name), Rng))


#: The declaration of a game whose only secret setting is its seed (both games' own).
SEED = Hidden(("seed",))


def _other(value: Any) -> Any:
    """Another value of a secret setting's type (None stays None: already hidden)."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return value ^ _VARY
    if isinstance(value, str):
        return value + "'"
    return value


def _frozen(cls: type) -> bool:
    """Whether ``cls`` is a frozen attrs class (its instances refuse attribute changes)."""
    return getattr(cls.__setattr__, "__name__", "") == "_frozen_setattrs"


def detached(value: T) -> T:
    """``value`` sharing nothing mutable with the original: tuples, ``Params`` and
    frozen attrs values rebuilt only where something inside them could change (a
    non-frozen attrs value is always copied), frozen values shared as they are (the
    value itself, when nothing in it can change). What a game passes what packs made
    through before it puts it in a view (decision data, queued effects). Raises
    ``TypeError`` for a mutable value it cannot copy (a list, a dict, another object),
    so that a game never hands one out unnoticed."""
    out: Any = _detached(value)
    return out


def _detached(value: Any) -> Any:
    """:func:`detached`, untyped."""
    if isinstance(value, _IMMUTABLE):
        return value
    if type(value) is tuple:
        items = tuple(_detached(v) for v in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if isinstance(value, Params):  # frozen: shared unless something inside is not
        items = _detached(value._items)
        return value if items is value._items else Params._from_items(items)
    cls = type(value)
    if attrs.has(cls):
        changes: dict[str, Any] = {}
        for field in attrs.fields(cls):
            if not field.init:
                continue
            old = getattr(value, field.name)
            new = _detached(old)
            if new is not old:
                changes[field.alias] = new
        if changes or not _frozen(cls):
            return attrs.evolve(value, **changes)
        return value
    raise TypeError(f"a view cannot hold a {cls.__name__} ({value!r}): not an immutable value")
