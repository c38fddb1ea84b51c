"""dominion_rules itself, as its users run it: ``dr.play`` with the bundled bots."""

from __future__ import annotations

import dominion_rules as dr
from peers import Outcome

NAME = "ours"


def available() -> str | None:
    """Always available: the library under test."""
    return None


def play(seed: int, smithy_seat: int | None) -> Outcome:
    """One game of ``dr.play`` on the first-game kingdom (which has Smithy)."""
    agents: list[object] = [dr.BigMoneyAgent(), dr.BigMoneyAgent()]
    if smithy_seat is not None:
        agents[smithy_seat] = dr.SmithyBigMoneyAgent()
    record = dr.play(dr.GameConfig(players=2, seed=seed), agents)
    return Outcome(tuple(record.winners), max(record.final_state.turns))
