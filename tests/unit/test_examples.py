"""The example fan pack works end to end, as a fan designer would use it."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import citadels_rules as cr
from citadels_rules.testing import Table

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture(scope="module", autouse=True)
def watermill() -> Iterator[None]:
    sys.path.insert(0, str(EXAMPLES / "watermill_pack"))
    import watermill

    watermill.register()
    yield
    sys.path.remove(str(EXAMPLES / "watermill_pack"))


def _turn(gold: int, hand: tuple[str, ...]) -> cr.GameState:
    t = Table(players=4, preset="classic_watermill", seed=1)
    t.seat(0, gold=gold, hand=hand, city=("fan.watermill",), character="bishop")
    return cr.apply(t.turn_of("bishop"), cr.Action("take_gold", actor=0))


def test_watermill_pays_when_nothing_was_built() -> None:
    """fan.watermill — +1 gold at the end of a turn without a build."""
    state = cr.apply(_turn(0, ("palace",)), cr.Action("end_turn", actor=0))
    assert state.players[0].gold == 2 + 1


def test_watermill_does_not_pay_after_a_build() -> None:
    """fan.watermill — nothing after a turn with a build."""
    state = cr.apply(_turn(0, ("temple",)), cr.Action("build", actor=0, card="temple"))
    state = cr.apply(state, cr.Action("end_turn", actor=0))
    assert state.players[0].gold == 2 - 1


def test_watermill_is_in_the_preset_deck() -> None:
    state = cr.new_game(cr.GameConfig(players=4, preset="classic_watermill", seed=3))
    everywhere = list(state.deck) + [c for p in state.players for c in p.hand]
    assert everywhere.count("fan.watermill") == 1 and len(everywhere) == 67


def test_watermill_pack_passes_the_standard_invariants(
    pack_invariants: Callable[..., int],
) -> None:
    """The pytest plugin's ready-made property checks, as a fan pack's CI would run them."""
    assert pack_invariants("classic_watermill", players=(3, 5), games=2) == 4
