"""Small helpers shared by the binder, the selectors and :mod:`citadels_rules.pack_api`
(which re-exports them): making ability actions, naming districts in action params."""

from __future__ import annotations

from typing import Any

from tabletop_engine.actions import Action, make_action

from .state import GameState

_ABILITIES: dict[tuple[Any, ...], Action] = {}


def ability(seat: int, name: str, **params: Any) -> Action:
    """The ``ability`` action ``name`` of ``seat`` with ``params`` (interned: cheap)."""
    key = (seat, name, *params.items())
    action = _ABILITIES.get(key)
    if action is None:
        items = tuple(sorted((("name", name), *params.items())))
        action = make_action("ability", seat, items)
        if len(_ABILITIES) < 500_000:
            _ABILITIES[key] = action
    return action


def district_params(state: GameState, seat: int, index: int) -> dict[str, Any]:
    """The action params naming district ``index`` of ``seat``'s city (see
    :func:`district_refs`)."""
    player = state.players[seat]
    city = player.city
    d = city[index]
    params: dict[str, Any] = {"district": d.card}
    if len(player.built) != len(city) and any(
        o.card == d.card and o != d for j, o in enumerate(city) if j != index
    ):
        params["index"] = index
    return params


def find_district(state: GameState, seat: int, card: str, index: int | None = None) -> int:
    """The index in ``seat``'s city of district ``card`` (the ``index`` param wins)."""
    city = state.players[seat].city
    if index is not None:
        return index
    for i, d in enumerate(city):
        if d.card == card:
            return i
    raise KeyError(card)
