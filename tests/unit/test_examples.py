"""The examples work end to end, as a fan designer would use them.

The example pack is used as installed (``pip install examples/watermill_pack``: found
through its entry point) when it is, else from the source tree with its ``register()``.
Its own tests (``examples/watermill_pack/tests``) need it installed; these run either way.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest

import citadels_rules as cr
from citadels_rules.game.packs import installed_packs
from citadels_rules.testing import Table

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
PACK_DIR = EXAMPLES / "watermill_pack"
PRESET = "classic_watermill"


@pytest.fixture(scope="module", autouse=True)
def watermill_pack() -> Iterator[None]:
    """The example pack: installed, or registered from the source tree."""
    if "watermill" in installed_packs():
        yield
        return
    sys.path.insert(0, str(PACK_DIR))
    try:
        import watermill

        watermill.register()
        yield
    finally:
        sys.path.remove(str(PACK_DIR))


def _script(name: str) -> ModuleType:
    """``examples/<name>.py`` imported as a module (its ``__main__`` part not run)."""
    spec = importlib.util.spec_from_file_location(f"example_{name}", EXAMPLES / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# -- the Watermill -----------------------------------------------------------------------


def _bishop_turn(gold: int, hand: tuple[str, ...]) -> cr.GameState:
    t = Table(players=4, preset=PRESET, seed=1)
    t.seat(0, gold=gold, hand=hand, city=("fan.watermill",), character="bishop")
    return cr.apply(t.turn_of("bishop"), cr.Action("take_gold", actor=0))


def test_watermill_pays_when_nothing_was_built() -> None:
    """fan.watermill — +1 gold at the end of a turn without a build."""
    state = cr.apply(_bishop_turn(0, ("palace",)), cr.Action("end_turn", actor=0))
    assert state.players[0].gold == 2 + 1


def test_watermill_does_not_pay_after_a_build() -> None:
    """fan.watermill — nothing after a turn with a build."""
    state = cr.apply(_bishop_turn(0, ("temple",)), cr.Action("build", actor=0, card="temple"))
    state = cr.apply(state, cr.Action("end_turn", actor=0))
    assert state.players[0].gold == 2 - 1


def test_watermill_is_in_the_preset_deck() -> None:
    state = cr.new_game(cr.GameConfig(players=4, preset=PRESET, seed=3))
    everywhere = list(state.deck) + [c for p in state.players for c in p.hand]
    assert everywhere.count("fan.watermill") == 1 and len(everywhere) == 67


# -- the Ferryman ------------------------------------------------------------------------


def _ferryman_turn() -> cr.GameState:
    t = Table(players=4, preset=PRESET, seed=1)
    t.seat(0, gold=0, hand=(), character="fan.ferryman")
    t.seat(1, gold=3, hand=("manor", "market"), character="king")
    t.seat(2, gold=3, character="bishop")
    t.seat(3, gold=0, hand=(), character="warlord")
    return t.turn_of("fan.ferryman")


def _ferries(state: cr.GameState) -> list[cr.Action]:
    return [a for a in cr.legal_actions(state) if a.kind == "ability"]


def test_ferryman_ferries_a_neighbour_after_gathering() -> None:
    """fan.ferryman — after gathering, once, a neighbour with gold or cards (seat 1 only:
    seat 2 is across the table, seat 3 has nothing)."""
    state = _ferryman_turn()
    assert _ferries(state) == []
    state = cr.apply(state, cr.Action("take_gold", actor=0))
    ferry = cr.Action("ability", actor=0, name="fan.ferryman.ferry", target=1)
    assert _ferries(state) == [ferry]
    state = cr.apply(state, ferry)
    assert state.current_player == 1 and state.pending is not None
    assert set(state.pending.options) == {"gold", "manor", "market"}
    state = cr.apply(state, cr.Action("choose", actor=1, option="gold"))
    assert (state.players[0].gold, state.players[1].gold) == (2 + 1, 3 - 1)
    assert state.current_player == 0 and _ferries(state) == []


def test_ferryman_fare_may_be_a_card() -> None:
    """fan.ferryman — the neighbour may pay the fare with a card of their hand."""
    state = cr.apply(_ferryman_turn(), cr.Action("take_gold", actor=0))
    state = cr.apply(state, cr.Action("ability", actor=0, name="fan.ferryman.ferry", target=1))
    state = cr.apply(state, cr.Action("choose", actor=1, option="manor"))
    assert state.players[0].hand == ("manor",) and state.players[1].hand == ("market",)


def test_ferryman_joins_with_8_players() -> None:
    assert "fan.ferryman" not in cr.new_game(cr.GameConfig(players=7, preset=PRESET)).lineup
    assert cr.new_game(cr.GameConfig(players=8, preset=PRESET)).lineup[-1] == "fan.ferryman"


def test_watermill_pack_passes_the_standard_invariants(
    pack_invariants: Callable[..., int],
) -> None:
    """The pytest plugin's ready-made property checks, as a fan pack's CI would run them."""
    assert pack_invariants(PRESET, players=(3, 5), games=2) == 4
    assert pack_invariants(PRESET, players=(4,), games=3, characters=("fan.ferryman",)) == 3


# -- the bot and the simulation script ---------------------------------------------------


def test_bot_plays_a_game_of_the_example_pack() -> None:
    """examples/bot.py — its agent plays whole games, also with the fan cards."""
    builder = _script("bot").Builder()
    config = cr.GameConfig(players=8, preset=PRESET, seed=2)
    record = cr.play(config, agents=[builder, *(cr.RandomAgent() for _ in range(7))])
    assert record.final_state.is_over


def test_bot_pays_the_ferryman_as_little_as_it_can() -> None:
    """examples/bot.py — the fare: 1 gold if it has any, else its cheapest card."""
    builder = _script("bot").Builder()
    t = Table(players=4, preset=PRESET, seed=1)
    t.seat(0, character="fan.ferryman")
    t.seat(1, gold=0, hand=("palace", "tavern", "castle"), character="king")
    t.seat(3, gold=1, hand=("palace",), character="warlord")
    state = cr.apply(t.turn_of("fan.ferryman"), cr.Action("take_gold", actor=0))
    for seat, fare in ((1, "tavern"), (3, "gold")):
        asked = cr.apply(
            state, cr.Action("ability", actor=0, name="fan.ferryman.ferry", target=seat)
        )
        answer = builder.act(cr.observe(asked, seat), cr.legal_actions(asked), random.Random(0))
        assert answer == cr.Action("choose", actor=seat, option=fare)


def test_simulation_script_reports_win_rates() -> None:
    """examples/simulate.py — win rates per character, here over 3 games."""
    rates = _script("simulate").win_rates(games=3, players=4)
    assert sum(n for _, _, n in rates) == 3 * 4
    assert all(0.0 <= rate <= 1.0 for _, rate, _ in rates)
