"""Compiled call sites for the windows that fan out over many cards.

``citadels_turn_actions`` runs on every turn state and ``citadels_ability`` on every
ability used; a plain compiled hook calls every implementation, and each bound card's
implementation then tests whether the call concerns it (is its character acting? does
its owner act?). Here those calls go only to the plugins concerned:

* a plugin *declares* what it answers for: a bound card (:class:`~.binder.Card`) does so
  by itself when every part of its implementation is bound (the card's character must
  be acting, or the acting seat must own the district); a plain ``@hookimpl`` function
  may say so with :func:`answers_for`;
* every other implementation is called on every call (the full scan stays the default,
  so fan packs work unchanged);
* the calls keep pluggy's order among the plugins called, so results are the same as
  the full scan's (an undeclared plugin answering first still answers first).

The replacement functions carry the compiled hook's ``__impl_fns__`` and
``__hook_impls__``, so callers that look at them see no difference.
"""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import Any, TypeVar

from tabletop_engine.hooks import GUARD

F = TypeVar("F", bound=Callable[..., Any])

#: The attribute :func:`answers_for` sets on a hook implementation.
ANSWERS = "__citadels_answers_for__"


def answers_for(kind: str, card: str) -> Callable[[F], F]:
    """Declare that a plain ``@hookimpl`` of ``citadels_turn_actions`` answers only when
    ``card`` is concerned -- ``kind`` ``"character"``: the acting seat uses that
    character's powers; ``"district"``: the acting seat's city holds that district -- so
    the core calls it only then. For ``citadels_ability``, ``card`` is the card id whose
    abilities (``<card id>.<verb>``) it resolves.

    Bound cards (``CharacterCard``, ``DistrictCard``) need no declaration.

    >>> @answers_for("district", "smithy")
    ... def citadels_turn_actions(state, seat):
    ...     return None
    >>> citadels_turn_actions.__citadels_answers_for__
    ('district', 'smithy')
    """
    if kind not in ("character", "district"):
        raise ValueError(f"answers_for: kind must be 'character' or 'district', not {kind!r}")

    def declare(fn: F) -> F:
        setattr(fn, ANSWERS, (kind, card))
        return fn

    return declare


def answers_only_if(condition: str) -> Callable[[F], F]:
    """Declare that a plain ``@hookimpl`` answers nothing -- None; in a ``fold`` window
    its ``value`` unchanged; in a ``collect`` window no effect -- unless ``condition``
    holds: a Python expression over the hook spec's arguments (all of them, not only
    those the function takes). The compiled hook tests it in line and calls the function
    only when it holds, so a protection that concerns one card or one rank costs a test,
    not a call, on every other. (``@card.hook(only_if=...)`` declares the same for a
    card's escape hatch.)

    The condition must be exact: an implementation that would have answered when it is
    false changes the game. The tests compare guarded and unguarded calls.

    >>> @answers_only_if("rank == 8")
    ... def citadels_may_target(state, seat, ability, rank, target, index):
    ...     return None
    >>> citadels_may_target.__hook_guard__
    'rank == 8'
    """
    from .binder import check_guard

    check_guard(condition, "answers_only_if")

    def declare(fn: F) -> F:
        setattr(fn, GUARD, condition)
        return fn

    return declare


def _declared(impl: Any, hook: str) -> tuple[str, str] | None:
    """``(kind, card id)`` an implementation answers for, or None (called always)."""
    from .binder import Card

    plugin = impl.plugin
    if isinstance(plugin, Card):
        parts = plugin._parts.get(hook, [])
        if hook == "citadels_turn_actions":
            if parts and all(p.bound and p.when is None for p in parts):
                return plugin.kind, plugin.id
            return None
        if hook == "citadels_ability":
            if parts and all(p.fn == plugin._resolve_ability for p in parts):
                return plugin.kind, plugin.id
            return None
    declared = getattr(impl.function, ANSWERS, None)
    return declared if isinstance(declared, tuple) else None


def _impls(pm: Any, hook: str) -> list[Any]:
    return list(reversed(getattr(pm.hook, hook).get_hookimpls()))


def _keep_marks(new: Any, old: Any) -> Any:
    new.__impl_fns__ = old.__impl_fns__
    new.__hook_impls__ = old.__hook_impls__
    return new


def turn_actions(pm: Any, compiled: Any) -> Any:
    """``citadels_turn_actions`` calling the acting character's card, the cards of the
    acting seat's districts, and every undeclared implementation."""
    impls = _impls(pm, "citadels_turn_actions")
    fns = compiled.__impl_fns__
    always: list[int] = []
    by_character: dict[str, list[int]] = {}
    by_district: dict[str, list[int]] = {}
    for i, impl in enumerate(impls):
        declared = _declared(impl, "citadels_turn_actions")
        if declared is None:
            always.append(i)
        elif declared[0] == "character":
            by_character.setdefault(declared[1], []).append(i)
        else:
            by_district.setdefault(declared[1], []).append(i)
    if not by_character and not by_district:
        return compiled
    districts = tuple(by_district.items())

    def citadels_turn_actions(state: Any, seat: int, character: Any) -> list[Any]:
        chosen = list(always)
        turn = state.turn
        if turn is not None and turn.seat == seat:
            mine = by_character.get(turn.powers)
            if mine is not None:
                chosen += mine
        if districts:
            built = state.players[seat].built
            if len(built) < len(districts):  # the fewer to go through (chosen is sorted)
                for card in built:
                    idx = by_district.get(card)
                    if idx is not None:
                        chosen += idx
            else:
                for card, idx in districts:
                    if card in built:
                        chosen += idx
        if len(chosen) > 1:
            chosen.sort()
        out: list[Any] = []
        for i in chosen:
            r = fns[i](state, seat, character)
            if r:
                out.extend(r)
        return out

    return _keep_marks(citadels_turn_actions, compiled)


def ability(pm: Any, compiled: Any) -> Any:
    """``citadels_ability`` calling the card that declared the ability used (and every
    undeclared implementation), first answer wins as before."""
    from .binder import Card

    impls = _impls(pm, "citadels_ability")
    fns = compiled.__impl_fns__
    always: list[int] = []
    by_name: dict[str, int] = {}
    by_card: dict[str, int] = {}
    for i, impl in enumerate(impls):
        declared = _declared(impl, "citadels_ability")
        if declared is None:
            always.append(i)
        elif isinstance(impl.plugin, Card):
            for name in impl.plugin.abilities:
                by_name.setdefault(name, i)
        else:
            by_card.setdefault(declared[1], i)
    if not by_name and not by_card:
        return compiled
    memo: dict[Any, list[int]] = {}

    def citadels_ability(state: Any, action: Any) -> Any:
        name = action.params.get("name")
        chosen = memo.get(name)
        if chosen is None:
            mine = by_name.get(name)
            if mine is None:
                mine = by_card.get(str(name).rsplit(".", 1)[0])
            chosen = sorted([*always, mine]) if mine is not None else list(always)
            if len(memo) < 10_000:
                memo[name] = chosen
        for i in chosen:
            r = fns[i](state, action)
            if r is not None:
                return r
        return None

    return _keep_marks(citadels_ability, compiled)


def specialise(pm: Any, hooks: SimpleNamespace) -> None:
    """Replace the fan-out hooks of ``hooks`` (compiled from ``pm``) by dispatchers."""
    hooks.turn_actions = turn_actions(pm, hooks.turn_actions)
    hooks.ability = ability(pm, hooks.ability)


__all__ = ["answers_for", "answers_only_if", "specialise"]
