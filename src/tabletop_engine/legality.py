"""Legality nobody can forge: which listed action a caller's action is.

Every game on the engine lists its legal actions as a tuple of the library's own
:class:`~.actions.Action` values (interned, so an agent usually hands back one of those
very objects) and accepts an action only through :func:`own_action`: the listed action
that a caller's action *is*, or None. The game then applies the listed action, never
the caller's object, so nothing an agent builds -- a subclass of ``Action`` whose
``__eq__`` says yes to everything, a ``str`` subclass equal to every card id, a list it
appended to -- can make an action legal.

A game supplies only its listing (a tuple, so that nobody who is handed it can change
what is legal) and calls :func:`own_action` at the entry of its ``apply``, and hands
agents the same tuple through :func:`tabletop_engine.agent_calls.ask` with
``partial(own_action, legal)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .actions import Action
from .params import Params


def own_action(legal: Sequence[Action], action: object) -> Action | None:
    """The action of ``legal`` (the game's own listing) that ``action`` is, or None
    when it is not legal.

    By identity first (the hot path: an agent returns one of the listed objects); then
    by value, on the library's own values only: ``action`` must be an :class:`Action`
    exactly (not a subclass, whose ``__eq__`` could say yes to anything), and its kind,
    actor and params must have the exact types and values of a listed action (a ``str``
    subclass equal to every string is not a card id). What the caller then applies is
    the returned, listed action, never ``action`` itself.
    """
    for a in legal:
        if a is action:
            return a
    if type(action) is not Action:
        return None
    kind, actor, params = action.kind, action.actor, action.params
    if type(params) is not Params:
        return None
    items = params._items
    for a in legal:
        if same(a.kind, kind) and same(a.actor, actor) and same(a.params._items, items):
            return a
    return None


def same(mine: Any, theirs: Any) -> bool:
    """``mine`` (a value the library made) equals ``theirs`` with the same exact type at
    every level (tuples item by item), so only the library's own ``__eq__`` decides."""
    if type(mine) is not type(theirs):
        return False
    if type(mine) is tuple:
        return len(mine) == len(theirs) and all(
            same(x, y) for x, y in zip(mine, theirs, strict=True)
        )
    return bool(mine == theirs)
