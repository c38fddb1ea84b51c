"""Helpers shared by the Dominion tests."""

from __future__ import annotations

from typing import Any

import dominion_rules as dr
from dominion_rules.state import GameState
from dominion_rules.testing.invariants import every_card

__all__ = ["act", "every_card", "examples", "kinds", "options"]


def act(state: GameState, *texts: str) -> GameState:
    """Apply each action written as text (``"play smithy"``, ``"choose copper"``)."""
    for text in texts:
        state = dr.apply(state, dr.parse_action(text, state))
    return state


def options(state: GameState) -> tuple[Any, ...]:
    """The pending decision's options."""
    assert state.pending is not None, "no decision pending"
    return state.pending.options


def kinds(state: GameState) -> list[str]:
    """The kinds of the legal actions, as text."""
    return [str(a) for a in dr.legal_actions(state)]


def examples(n: int) -> int:
    """``n`` examples, at most the loaded Hypothesis profile's (``quick`` in the default
    tier, ``thorough`` with ``--thorough``; tests/conftest.py) -- the pattern of
    ``tests/property/strategies.py``."""
    from hypothesis import settings

    return min(n, settings.default.max_examples)
