"""Helpers of the pack's scenario tests: a :class:`~dominion_rules.testing.Table` of the
preset ``base_harbor`` and actions written as text (``"play tidewatch"``)."""

from __future__ import annotations

from typing import Any

import dominion_rules as dr
from dominion_rules.state import GameState
from dominion_rules.testing import Table

PRESET = "base_harbor"

#: The pack's kingdom cards, in ``cards.toml`` order.
HARBOR = (
    "tidewatch",
    "mooring",
    "harbormaster",
    "shipwright",
    "customs_house",
    "cargo_hold",
    "chandlery",
    "signal_tower",
    "sunken_chest",
    "pier_market",
    "driftwood",
    "coast_guard",
    "deckhand",
    "spring_tide",
    "salvage_diver",
)


def table(players: int = 2, seed: int = 0, kingdom: tuple[str, ...] | None = None) -> Table:
    """A scenario of the preset (its kingdom: the cards named, completed from the pack)."""
    return Table(players=players, seed=seed, kingdom=kingdom, preset=PRESET)


def act(state: GameState, *texts: str) -> GameState:
    """Apply each action written as text (``"play smithy"``, ``"choose copper"``)."""
    for text in texts:
        state = dr.apply(state, dr.parse_action(text, state))
    return state


def end_turn(state: GameState) -> GameState:
    """End the current seat's turn from its action or buy phase (nothing pending)."""
    assert state.pending is None, f"a decision is pending: {state.pending}"
    assert state.turn is not None
    if state.turn.phase == "action":
        state = act(state, "end_actions")
    return act(state, "end_turn")


def options(state: GameState) -> tuple[Any, ...]:
    """The pending decision's options."""
    assert state.pending is not None, "no decision pending"
    return state.pending.options


def buyable(state: GameState) -> set[str]:
    """The cards the buy listing offers."""
    return {a.params["card"] for a in dr.legal_actions(state) if a.kind == "buy"}
