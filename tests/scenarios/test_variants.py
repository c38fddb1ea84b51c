"""House-rule variants of rules/variants.md that apply to the classic game."""

from __future__ import annotations

import pytest

import citadels_rules as cr
from citadels_rules.testing import Table


def threshold(players: int, *variants: str) -> int:
    state = cr.new_game(cr.GameConfig(players=players, seed=1, variants=variants))
    return state.rules.threshold(state)


@pytest.mark.parametrize(
    "players,variants,expected",
    [
        (4, (), 8),
        (2, (), 10),
        (3, (), 10),
        (4, ("short_game_7",), 7),
        (2, ("short_game_7",), 10),
        (4, ("end_at_8",), 8),
        (2, ("end_at_8",), 8),
        (3, ("end_at_8",), 8),
        (4, ("end_at_10",), 10),
        (4, ("end_at_12",), 12),
        (4, ("end_at_10", "end_at_12"), 12),
        (4, ("short_game_7", "end_at_8"), 8),
        (2, ("two_player_end_10",), 10),
        (2, ("end_at_8", "two_player_end_10"), 10),
        (2, ("two_player_end_12",), 12),
        (2, ("two_player_end_10", "two_player_end_12"), 12),
        (4, ("two_player_end_12",), 8),
    ],
)
def test_c_14_1a_threshold_variants_in_order(
    players: int, variants: tuple[str, ...], expected: int
) -> None:
    """C-14.1a — short_game_7, end_at_8, end_at_10, end_at_12, then two_player_end_10 and
    two_player_end_12 (three_player_method_1 gives 10 with 3 players); larger wins."""
    assert threshold(players, *variants) == expected


def test_end_at_10_completes_at_ten_not_eight() -> None:
    """end_at_10 — an 8-district city is not complete; the 10th completes it."""
    t = Table(players=4, seed=2, variants=("end_at_10",))
    city = ("temple", "church", "monastery", "cathedral", "manor", "castle", "palace", "tavern")
    t.seat(0, gold=9, hand=("market", "docks"), city=city, character="architect")
    state = t.turn_of("architect")
    assert state.players[0].completed is None
    state = cr.apply(state, cr.Action("take_gold", actor=0))
    state = cr.apply(state, cr.Action("build", actor=0, card="market"))
    assert state.players[0].completed is None and not state.end_triggered
    state = cr.apply(state, cr.Action("build", actor=0, card="docks"))
    assert state.players[0].completed == "first" and state.end_triggered


def test_c_6_3_method_3_needs_a_rank_9_character() -> None:
    """C-6.3 — three_player_method_3 uses 9 characters: the classic lineup has 8."""
    config = cr.GameConfig(players=3, variants=("three_player_method_3",))
    with pytest.raises(cr.ConfigError, match="rank-9"):
        cr.new_game(config)


def test_c_6_3_method_3_draft() -> None:
    """C-6.3 — 9 characters, two each: 1 random face down, A B C pick, a random card
    face down, A B C pick, the last card face down. (dark_city with the Artist: method 3
    does not apply to classic, which has no rank-9 character.)"""
    config = cr.GameConfig(
        players=3,
        preset="dark_city",
        seed=4,
        crown=1,
        characters=("artist",),
        variants=("three_player_method_3",),
    )
    state = cr.new_game(config)
    seats, sizes = [], []
    while state.phase == "draft":
        seats.append(state.pending.seat)
        sizes.append(len(state.pending.options))
        assert state.pending.kind == "pick"
        state = cr.apply(state, cr.legal_actions(state)[0])
    assert seats == [1, 2, 0, 1, 2, 0]
    assert sizes == [8, 7, 6, 4, 3, 2]
    assert all(len(p.characters) == 2 for p in state.players)
    assert len(state.draft.face_down) == 3 and state.draft.face_up == ()


def test_c_6_2_method_2_draft() -> None:
    """C-6.2 / three_player_method_2 — 8 characters, two each: 1 random face down, then
    A B C A B C; the last card goes face down."""
    config = cr.GameConfig(players=3, seed=4, crown=0, variants=("three_player_method_2",))
    state = cr.new_game(config)
    assert "assassin" in state.lineup
    sizes = []
    while state.phase == "draft":
        sizes.append(len(state.pending.options))
        state = cr.apply(state, cr.legal_actions(state)[-1])
    assert sizes == [7, 6, 5, 4, 3, 2]
    assert len(state.draft.face_down) == 2
    assert state.rules.threshold(state) == 8


def test_three_player_method_1_removes_rank_1() -> None:
    """C-6.1 / three_player_method_1 — the classic 3-player game: no rank-1 character,
    2 face-up removals, end at 10."""
    state = cr.new_game(cr.GameConfig(players=3, seed=5))
    assert "three_player_method_1" in state.rules.variants
    assert "assassin" not in state.lineup and len(state.lineup) == 7
    assert len(state.draft.face_up) == 2 and state.rules.threshold(state) == 10


def test_library_keeps_all_keeps_every_card_drawn() -> None:
    """library_keeps_all — with the Observatory too, all 3 drawn cards are kept."""
    t = Table(players=4, seed=2, variants=("library_keeps_all",))
    t.seat(0, city=("library", "observatory"), hand=(), character="bishop")
    t.deck(("temple", "manor", "tavern"))
    state = cr.apply(t.turn_of("bishop"), cr.Action("draw", actor=0))
    for _ in range(3):
        card = state.pending.options[0]
        state = cr.apply(state, cr.Action("keep", actor=0, card=card))
    assert sorted(state.players[0].hand) == ["manor", "tavern", "temple"]
    assert state.pending is None


def test_warlord_any_time_destroys_before_gathering_and_goes_on() -> None:
    """warlord_any_time — the destroy is offered before gathering and does not end the
    turn."""
    t = Table(players=4, seed=2, variants=("warlord_any_time",))
    t.seat(0, gold=3, character="warlord")
    t.seat(1, city=("manor",), character="king")
    state = t.turn_of("warlord")
    destroy = cr.Action("ability", actor=0, name="warlord.destroy", target=1, district="manor")
    assert destroy in cr.legal_actions(state)
    state = cr.apply(state, destroy)
    assert state.turn is not None and state.turn.seat == 0 and not state.turn.gathered
    assert cr.Action("take_gold", actor=0) in cr.legal_actions(state)


def test_haunted_quarter_last_round_ok_counts_when_built_last() -> None:
    """haunted_quarter_last_round_ok — built in the final round, it still counts as any
    colour for the five colours."""
    city = ("temple", "manor", "tavern", "keep", "castle", "palace", "church")  # no red
    for variants, bonus in (((), False), (("haunted_quarter_last_round_ok",), True)):
        t = Table(players=4, seed=2, variants=variants)
        t.seat(0, gold=5, hand=("haunted_quarter",), city=city, character="king")
        state = cr.apply(t.turn_of("king"), cr.Action("take_gold", actor=0))
        state = cr.apply(state, cr.Action("build", actor=0, card="haunted_quarter"))
        labels = [line.label for line in cr.scores(state)[0].lines]
        assert ("five colours" in labels) is bonus
