"""The example Dominion pack (``examples/harbor_pack``) works as a fan designer uses it.

Used as installed (``pip install -e examples/harbor_pack``: found through its entry
point) when it is, else from the source tree with its ``register()``, so that the
default tier covers the pack without installing it. Its own tests
(``examples/harbor_pack/tests``, run by CI with the pack installed) are the full set;
these are a handful of them.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import dominion_rules as dr
from dominion_rules.costs import cost_of
from dominion_rules.packs import available_packs, ruleset_for
from dominion_rules.state import GameState
from dominion_rules.testing import Table
from dominion_rules.testing.invariants import check_game, every_card
from dominion_rules.worlds import game_cards

PACK_DIR = Path(__file__).resolve().parents[2] / "examples" / "harbor_pack"
PRESET = "base_harbor"
FIVE = ("copper",) * 5
TEN = FIVE + FIVE


@pytest.fixture(scope="module", autouse=True)
def harbor_pack() -> Iterator[None]:
    """The example pack: installed, or registered from the source tree (and forgotten
    after this module, so that no other test sees it)."""
    if "harbor" in available_packs():
        yield
        return
    sys.path.insert(0, str(PACK_DIR))
    try:
        import harbor

        harbor.register()
        ruleset_for.cache_clear()
        yield
    finally:
        sys.path.remove(str(PACK_DIR))
        available_packs().pop("harbor", None)
        ruleset_for.cache_clear()


def _act(state: GameState, *texts: str) -> GameState:
    for text in texts:
        state = dr.apply(state, dr.parse_action(text, state))
    return state


def _end(state: GameState) -> GameState:
    assert state.turn is not None
    if state.turn.phase == "action":
        state = _act(state, "end_actions")
    return _act(state, "end_turn")


def _table(**kw: object) -> Table:
    return Table(players=2, preset=PRESET, **kw)  # type: ignore[arg-type]


def test_tidewatch_under_throne_room_both_next_turns_and_both_stay() -> None:
    """tidewatch (a Duration) under Throne Room: both next-turn effects (+2 Actions, +2
    Cards), the Throne Room stays in play with it, both leave at that turn's clean-up."""
    t = _table()
    t.seat(0, hand=("throne_room", "tidewatch"), deck=(*TEN, *TEN), discard=())
    s = _end(_act(t.turn_of(0), "play throne_room"))
    assert sorted(s.players[0].staying) == ["throne_room", "tidewatch"]
    s = _end(s)
    assert s.turn is not None and s.turn.seat == 0 and s.turn.actions == 3
    assert len(s.players[0].hand) == 7
    s = _end(s)
    assert s.players[0].in_play == ()


def test_tidewatch_not_swept_by_thief() -> None:
    """tidewatch against an opponent's Thief: only the revealed cards move."""
    t = _table()
    t.seat(0, hand=("tidewatch",), deck=("silver", "gold", *FIVE, "silver", "estate", *FIVE))
    t.seat(1, hand=("thief", *FIVE[:4]), deck=FIVE, discard=())
    s = _act(_end(_act(t.turn_of(0), "play tidewatch")), "play thief")
    while s.pending is not None:
        s = _act(s, f"choose {s.pending.options[0]}")
    assert s.players[0].in_play == ("tidewatch",) and s.players[0].staying == ("tidewatch",)


def test_harbormaster_a_five_with_four_coins_and_under_workshop() -> None:
    """harbormaster: this turn cards cost 1 less: a Duchy is bought with 4 coins, a
    Workshop gains a 5, a Copper still costs 0."""
    t = _table()
    t.seat(0, hand=("harbormaster", "silver", "silver"), deck=TEN, discard=())
    s = _act(t.turn_of(0), "play harbormaster", "end_actions", "treasures")
    assert cost_of(s, "copper") == 0 and dr.observe(s, 1).costs["duchy"] == 4
    s = _act(s, "buy duchy")
    assert s.turn is not None and s.turn.coins == 0
    kingdom = ("harbormaster", "village", "workshop", "market", *dr.BASE_KINGDOM[:6])
    t = Table(players=2, preset=PRESET, kingdom=kingdom)
    t.seat(0, hand=("village", "harbormaster", "workshop"), deck=TEN, discard=())
    s = _act(t.turn_of(0), "play village", "play harbormaster", "play workshop")
    assert s.pending is not None and "market" in s.pending.options


def test_customs_house_vp_token_scored() -> None:
    """customs_house: the VP token is a line of the score."""
    t = _table()
    t.seat(0, hand=("customs_house",), deck=TEN, discard=())
    s0 = t.turn_of(0)
    s = _act(s0, "play customs_house")
    assert dr.scores(s)[0].total == dr.scores(s0)[0].total + 1


def test_cargo_hold_private_mat_and_json() -> None:
    """cargo_hold: the card on the Hold mat is hidden from the other seat's view, shown
    in the owner's; the state (mat, Duration, tokens) survives JSON."""
    t = _table()
    t.seat(0, hand=("cargo_hold", "gold", "estate"), tokens={"vp": 2})
    s = _end(_act(t.turn_of(0), "play cargo_hold", "choose gold"))
    assert dr.observe(s, 0).players[0].mats["hold"] == ("gold",)
    assert dr.observe(s, 1).players[0].mats["hold"] is None
    assert dr.observe(s, 1).players[0].mat_sizes["hold"] == 1
    assert dr.from_json(dr.to_json(s)) == s


def test_a_whole_game_in_check_mode() -> None:
    """One game of the pack's cards in check mode: every invariant at every step."""
    kingdom = ("tidewatch", "cargo_hold", "harbormaster", "coast_guard", "deckhand")
    kingdom += ("spring_tide", "salvage_diver", "pier_market", "militia", "driftwood")
    config = dr.GameConfig(players=2, seed=5, kingdom=kingdom, preset=PRESET)
    assert check_game(config, [dr.GreedyAgent(), dr.RandomAgent()], every=10) == []
    final = dr.play(config, [dr.GreedyAgent()] * 2).final_state
    assert final.is_over and every_card(final) == game_cards(config)
