"""Scenario tests of the rules of the ``edition_2016`` preset (R16) that are not a card's.

Selection order and the rank-4 exception (C-4.2, C-4.4), thresholds (C-14.1, C-14.1a),
the highest-rank tiebreak (C-16.2) and its precedence, the unlimited bank (C-3.1), the
starting crown (C-2.5), the 2016 draft for every player count (C-5, C-6.3, C-7.1), the
player-count restrictions (C-7.2), the default lineup (C-2.1), configuration errors that
list every problem, and the player-count variants with and without them.
"""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import citadels_rules as cr
from citadels_rules.testing import Table

BASE = ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord")


def config(players: int, **kwargs: Any) -> cr.GameConfig:
    return cr.GameConfig(players=players, preset="edition_2016", **kwargs)


def game(players: int, **kwargs: Any) -> cr.GameState:
    return cr.new_game(config(players, **kwargs))


def problems(players: int, **kwargs: Any) -> tuple[str, ...]:
    with pytest.raises(cr.ConfigError) as exc:
        game(players, **kwargs)
    return tuple(exc.value.problems)


def act(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    return cr.apply(state, cr.Action(kind, actor=state.current_player, **params))


def pick_first(state: cr.GameState) -> cr.GameState:
    """Answer the pending draft decision with its first option."""
    assert state.pending is not None
    return act(state, state.pending.kind, character=state.pending.options[0])


def draft_round(state: cr.GameState) -> cr.GameState:
    while state.phase == "draft":
        state = pick_first(state)
    return state


# ======================================================================================
# Selection (C-4.2, C-4.4)
# ======================================================================================


def test_c_4_2_edition_2016_preset_removes_face_up_first() -> None:
    """C-4.2 (R16) — edition_2016 removes the face-up cards first, then the face-down
    one; classic and dark_city the reverse."""
    from citadels_rules.pack_api import presets

    assert presets()["edition_2016"].face_up_first
    assert not presets()["dark_city"].face_up_first


def test_c_4_2_a_rank_4_rejected_face_up_can_still_be_the_face_down_card() -> None:
    """C-4.2 / C-4.4 — the order matters: with 4 players and 9 characters (3 face up, 1
    face down) the King, never face up, is the face-down card 1 time in 6 when the
    face-up cards go first (1 in 9 the other way round)."""
    n = 900
    down = sum("king" in game(4, seed=s, characters=("artist",)).draft.face_down for s in range(n))
    assert n / 6 - 45 < down < n / 6 + 45, down


@pytest.mark.parametrize("rank_4", ["king", "emperor"])
def test_c_4_4_rank_4_never_face_up_in_edition_2016(rank_4: str) -> None:
    """C-4.4 (R16) — the King and the Emperor are never face-up removals (5 players and
    9 characters: 2 face up); they may be the face-down card."""
    face_down = 0
    for seed in range(150):
        state = game(5, seed=seed, characters=(rank_4, "artist"))
        assert rank_4 not in state.draft.face_up
        assert len(state.draft.face_up) == 2
        face_down += rank_4 in state.draft.face_down
    assert face_down > 0


@pytest.mark.parametrize(
    ("players", "rank_9", "face_up"),
    [(4, False, 2), (5, False, 1), (6, False, 0), (7, False, 0), (4, True, 3), (5, True, 2),
     (6, True, 1), (7, True, 0), (8, True, 0)],
)  # fmt: skip
def test_c_4_3_face_up_counts_in_edition_2016(players: int, rank_9: bool, face_up: int) -> None:
    """C-4.3 (R16 "Selection Phase with 8/9 Characters") — the face-up counts."""
    state = game(players, seed=3, characters=("artist",) if rank_9 else ())
    assert len(state.draft.face_up) == face_up
    assert len(state.draft.face_down) == 1


# ======================================================================================
# Thresholds (C-14.1, C-14.1a)
# ======================================================================================


@pytest.mark.parametrize(
    ("players", "variants", "threshold"),
    [(4, (), 7), (5, (), 7), (8, (), 7), (2, (), 8), (3, (), 8),
     (2, ("short_game_7",), 7), (3, ("short_game_7",), 7), (5, ("short_game_7",), 7),
     (5, ("end_at_8",), 8), (2, ("end_at_8",), 8), (3, ("three_player_method_1",), 10),
     (2, ("two_player_end_12",), 12)],
)  # fmt: skip
def test_c_14_1_edition_2016_thresholds(
    players: int, variants: tuple[str, ...], threshold: int
) -> None:
    """C-14.1 (R16): 7 districts with 4-8 players, 8 with 2-3; C-14.1a: ``short_game_7``
    turns 8 into 7 (7 for every count), ``end_at_8`` makes 8, method 1 ends at 10."""
    state = game(players, seed=1, variants=variants)
    assert state.rules.threshold(state) == threshold


def test_c_14_2_edition_2016_seventh_district_completes_a_city() -> None:
    """C-14.2 / C-14.3 — with 4+ players the 7th district triggers the end (+4 first)."""
    t = Table(players=4, preset="edition_2016", seed=1)
    six = ("temple", "church", "monastery", "cathedral", "watchtower", "prison")
    t.seat(0, gold=5, hand=("manor",), city=six, character="king")
    state = act(act(t.turn_of("king"), "take_gold"), "build", card="manor")
    assert state.end_triggered and state.players[0].completed == "first"


# ======================================================================================
# Ties (C-16.2)
# ======================================================================================


def _tie(variants: tuple[str, ...] = (), players: int = 4) -> cr.GameState:
    """Seats 0 and 2 tie for the best score; seat 0 revealed rank 4, seat 2 rank 7; seat
    2 has more gold. The game is over."""
    t = Table(players=players, preset="edition_2016", seed=1, variants=variants)
    t.seat(0, gold=1, city=("manor", "castle"), character="king")
    t.seat(1, gold=0, city=("tavern",), character="bishop")
    t.seat(2, gold=6, city=("palace", "church"), character="architect")
    t.seat(3, gold=0, city=("market",), character="assassin")
    state = t.turn_of("architect")
    return state.but(phase="over", turn=None, pending=None)


def test_c_16_2_edition_2016_tie_goes_to_the_highest_rank_revealed() -> None:
    """C-16.2 (R16 "Game End") — the tied player who revealed the highest rank wins."""
    state = _tie()
    totals = [s.total for s in cr.scores(state)]
    assert totals[0] == totals[2] == max(totals)
    assert cr.winners(state) == (2,)


def test_c_16_2_two_characters_count_the_higher_rank() -> None:
    """C-16.2 (AMBIGUOUS default) — a player with two characters counts the higher."""
    t = Table(players=3, preset="edition_2016", seed=1)
    t.seat(0, city=("manor", "castle"), character=("assassin", "warlord"))
    t.seat(1, city=("palace", "church"), character=("king", "architect"))
    t.seat(2, city=("tavern",), character=("thief", "bishop"))
    state = t.turn_of("assassin").but(phase="over", turn=None, pending=None)
    totals = [s.total for s in cr.scores(state)]
    assert totals[0] == totals[1] == 7
    assert cr.winners(state) == (0,)


@pytest.mark.parametrize(
    ("variants", "winners"),
    [((), (2,)), (("tie_shared_victory",), (0, 2)), (("tiebreak_chain",), (2,)),
     (("tiebreak_chain", "tie_shared_victory"), (2,))],
)  # fmt: skip
def test_c_16_2_tie_shared_victory_and_tiebreak_chain_precedence(
    variants: tuple[str, ...], winners: tuple[int, ...]
) -> None:
    """C-16.2 — ``tie_shared_victory`` makes it a shared victory; ``tiebreak_chain``
    takes precedence over it (gold first: seat 2)."""
    assert cr.winners(_tie(variants)) == winners


def test_c_16_2_tiebreak_chain_overrides_the_rank_rule() -> None:
    """C-16.3 — the chain compares gold first: the richer of the tied players wins even
    with the lower rank."""
    t = Table(players=4, preset="edition_2016", seed=1, variants=("tiebreak_chain",))
    t.seat(0, gold=9, city=("manor", "castle"), character="king")
    t.seat(2, gold=0, city=("palace", "church"), character="architect")
    state = t.turn_of("architect").but(phase="over", turn=None, pending=None)
    assert cr.scores(state)[0].total == cr.scores(state)[2].total
    assert cr.winners(state) == (0,)


# ======================================================================================
# Bank, crown (C-3.1, C-2.5)
# ======================================================================================


def test_c_3_1_edition_2016_bank_is_unlimited() -> None:
    """C-3.1 (R16 "Open Information") — unlimited gold; ``bank_35`` gives a finite one."""
    assert game(4, seed=1).bank is None
    assert game(4, seed=1, variants=("bank_35",)).bank == 35 - 8


def test_c_2_5_starting_crown_from_the_configuration() -> None:
    """C-2.5 — the starting crown holder comes from the configuration (the oldest player
    in R16); default a random seat."""
    for crown in range(5):
        state = game(5, seed=7, crown=crown)
        assert state.crown == crown and state.pending.seat == crown
    assert len({game(5, seed=s).crown for s in range(30)}) > 1
    assert problems(5, crown=5)


# ======================================================================================
# Player counts, lineups (C-2.1, C-5, C-6.3, C-7)
# ======================================================================================


def test_c_2_1_default_lineup_rank_9_only_where_required() -> None:
    """C-2.1 / C-7.1 / C-7.2 — ranks 1-8 first-listed; rank 9 only with 3 players (the
    Artist: no Queen under 5) and 8 (the Queen)."""
    for players in (2, 4, 5, 6, 7):
        assert game(players, seed=1).lineup == BASE
    assert game(3, seed=1).lineup == (*BASE, "artist")
    assert game(8, seed=1).lineup == (*BASE, "queen")
    unrestricted = game(3, seed=1, variants=("-player_count_restrictions",))
    assert unrestricted.lineup == (*BASE, "queen")


def test_c_5_edition_2016_two_players_two_characters_each_ranks_1_to_8() -> None:
    """C-5.1 / C-5.2 / C-5.3 (R16) — 8 characters, 1 random face down, each player two
    characters, 4 face down at the end."""
    state = game(2, seed=4, crown=0)
    assert state.lineup == BASE
    assert len(state.pending.options) == 7 and state.draft.face_up == ()
    state = draft_round(state)
    assert [len(p.characters) for p in state.players] == [2, 2]
    assert len(state.draft.face_down) == 4


def test_c_5_3_two_players_no_rank_9_and_c_5_4_no_emperor() -> None:
    """C-5.3 / C-5.4 / C-7.2 — a rank-9 character or the Emperor with 2 players is an
    error; every problem is listed."""
    found = problems(2, characters=("emperor", "artist"))
    assert len(found) == 2
    assert any("C-5.3" in p for p in found) and any("emperor" in p for p in found)


def test_c_6_3_edition_2016_three_players_method_3() -> None:
    """C-6.3 / C-7.1 (R16) — 9 characters, 1 random face down, A picks from 8; C's first
    pick is followed by a random face-down card; two characters each."""
    state = game(3, seed=2, crown=1)
    assert len(state.lineup) == 9 and state.draft.face_up == ()
    assert state.pending.seat == 1 and len(state.pending.options) == 8
    for seat, left in ((1, 8), (2, 7), (0, 6)):
        assert state.pending.seat == seat and len(state.pending.options) == left
        state = pick_first(state)
    assert state.pending.seat == 1 and len(state.pending.options) == 4  # 5 - 1 random
    state = draft_round(state)
    assert [len(p.characters) for p in state.players] == [2, 2, 2]
    assert len(state.draft.face_down) == 3


def test_c_7_1_edition_2016_three_players_need_a_rank_9_character() -> None:
    """C-7.1 (R16) — with method 3 the lineup has a rank-9 character; the Queen is not
    allowed with 3 players (C-7.2)."""
    assert any("queen" in p for p in problems(3, characters=("queen",)))
    assert game(3, seed=1, characters=("tax_collector",)).lineup[-1] == "tax_collector"


def test_c_7_1_edition_2016_eight_players_use_rank_9() -> None:
    """C-7.1 / C-4.7 — 8 players: 9 characters, the last drafter also gets the face-down
    card."""
    state = game(8, seed=1, crown=0)
    assert len(state.lineup) == 9 and len(state.pending.options) == 8
    for _ in range(7):
        state = pick_first(state)
    assert state.pending.seat == 7 and len(state.pending.options) == 2


def test_invalid_lineup_lists_every_problem() -> None:
    """GameConfig — an invalid edition_2016 configuration raises one ConfigError listing
    each problem."""
    found = problems(4, characters=("queen", "emperor", "spy_unknown"), variants=("nonsense",))
    assert len(found) == 3
    assert any("nonsense" in p for p in found) and any("queen" in p for p in found)


@pytest.mark.parametrize("on", [True, False])
def test_player_count_restrictions_variant(on: bool) -> None:
    """C-7.2 ``player_count_restrictions`` (on in edition_2016): off, the Emperor may
    play with 2 and the Queen with 4."""
    variants = () if on else ("-player_count_restrictions",)
    for players, character in ((2, "emperor"), (4, "queen")):
        if on:
            assert problems(players, characters=(character,), variants=variants)
        else:
            assert character in game(players, characters=(character,), variants=variants).lineup


def test_player_count_restrictions_in_dark_city_and_not_in_classic() -> None:
    """``player_count_restrictions`` switched on in dark_city forbids the Emperor with 2;
    classic is not among its presets (ConfigError naming why)."""
    with pytest.raises(cr.ConfigError, match="emperor"):
        cr.new_game(
            cr.GameConfig(
                players=2,
                preset="dark_city",
                characters=("emperor",),
                variants=("player_count_restrictions",),
            )
        )
    with pytest.raises(cr.ConfigError, match="does not apply to preset 'classic'"):
        cr.new_game(cr.GameConfig(players=4, variants=("player_count_restrictions",)))


@pytest.mark.parametrize("on", [True, False])
def test_two_player_nine_characters_variant(on: bool) -> None:
    """C-5.3 ``two_player_nine_characters`` (faq:004-Q1): 1 face down and 1 face up (never
    rank 4), A chooses from 7; off, 9 characters with 2 players is an error."""
    variants = ("two_player_nine_characters",) if on else ()
    if not on:
        assert problems(2, characters=("artist",), variants=variants)
        return
    for seed in range(30):
        state = game(2, seed=seed, characters=("artist",), variants=variants)
        assert len(state.draft.face_up) == 1 and "king" not in state.draft.face_up
        assert len(state.draft.face_down) == 1 and len(state.pending.options) == 7
    state = draft_round(state)
    assert [len(p.characters) for p in state.players] == [2, 2]


@pytest.mark.parametrize("on", [True, False])
def test_three_player_nine_q1_variant(on: bool) -> None:
    """C-6.4 ``three_player_nine_q1`` (faq:004-Q1): 1 face down, 1 face up, then method 2's
    six picks from 7; off, method 3 (8 to choose from)."""
    variants = ("three_player_nine_q1",) if on else ()
    state = game(3, seed=5, variants=variants)
    assert len(state.draft.face_up) == (1 if on else 0)
    assert len(state.pending.options) == (7 if on else 8)
    state = draft_round(state)
    assert [len(p.characters) for p in state.players] == [2, 2, 2]
    assert len(state.draft.face_down) == (2 if on else 3)


def test_three_player_nine_q1_conflicts_with_an_explicit_method() -> None:
    """C-6 — exactly one 3-player method: q1 with an explicit method is an error."""
    found = problems(3, variants=("three_player_nine_q1", "three_player_method_3"))
    assert any("contradict" in p for p in found)


def test_three_player_method_1_in_edition_2016_uses_no_rank_9() -> None:
    """C-6.1 — method 1 switched on explicitly: ranks 2-8, no default rank 9, end at 10."""
    state = game(3, seed=1, variants=("three_player_method_1",))
    assert state.lineup == BASE[1:]


# ======================================================================================
# Rank-8 timing (R8.1): warlord_any_time / diplomat_any_time on in edition_2016
# ======================================================================================


def test_r8_1_edition_2016_turns_on_the_any_time_variants() -> None:
    """R8.1 (R16) — edition_2016 plays the Warlord and the Diplomat at any time."""
    variants = game(4, seed=1).rules.variants
    assert {"warlord_any_time", "diplomat_any_time"} <= variants
    assert "tie_shared_victory" not in variants and "short_game_7" not in variants


def test_edition_2016_game_plays_to_the_end() -> None:
    """A whole edition_2016 game with the default rules reaches its end and a winner."""
    record = cr.play(config(5, seed=11), agents=[cr.RandomAgent() for _ in range(5)])
    assert record.final_state.is_over and cr.winners(record.final_state)
    assert attrs.has(type(record.final_state.config))
