"""Scenario tests of ``super_mode`` and ``super_mode_remove_whole_rank`` (variants.md
#20, #21; 004 opening; README ambiguities 41 and 56), with and without them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest

import citadels_rules as cr
from citadels_packs.fan import FAN
from citadels_rules.testing import Table

SUPER = ("super_mode",)
WHOLE = ("super_mode", "super_mode_remove_whole_rank")


def game(players: int, variants: tuple[str, ...] = SUPER, seed: int = 1) -> cr.GameState:
    return cr.new_game(cr.GameConfig(players=players, preset="fan", seed=seed, variants=variants))


def rank(state: cr.GameState, character: str) -> int:
    return state.rules.rank(character)


def draft(state: cr.GameState) -> cr.GameState:
    """Everyone picks the first character offered."""
    while state.phase == "draft":
        state = cr.apply(state, cr.legal_actions(state)[0])
    return state


def test_super_mode_every_character_of_the_pool() -> None:
    """#20 pool: every character of the preset's pool; without the variant, one per rank."""
    pool = [c for _, ids in FAN.pool for c in ids]
    assert game(6).lineup == tuple(pool)
    assert len(game(6, ()).lineup) == 8


def test_super_mode_player_count_restrictions_ambiguity_41() -> None:
    """Ambiguity 41: the player-count limits apply -- no Queen or Hu Xinyi with 4."""
    lineup = game(4).lineup
    assert "queen" not in lineup and "fan.hu_xinyi" not in lineup
    assert "fan.hu_xinyi" in game(5).lineup


@pytest.mark.parametrize("players", [2, 3])
def test_super_mode_not_for_2_or_3_players_ambiguity_41(players: int) -> None:
    """Ambiguity 41: 2-3 players are not allowed."""
    with pytest.raises(cr.ConfigError, match="super_mode"):
        game(players)


def test_super_mode_k_face_down_no_face_up() -> None:
    """#20 step 1: K = characters per rank cards face down (4 with 36), none face up."""
    state = game(5)
    per_rank = max(Counter(rank(state, c) for c in state.lineup).values())
    assert state.draft.face_up == ()
    assert len(state.lineup) - len(state.draft.hand) == per_rank


def test_super_mode_chosen_rank_goes_to_the_corner() -> None:
    """#20 step 2: once a rank is chosen, the next drafter receives none of its cards."""
    state = game(5)
    first = cr.legal_actions(state)[0]
    state = cr.apply(state, first)
    taken = rank(state, first.params["character"])
    assert all(rank(state, c) != taken for c in state.pending.options)


def test_super_mode_one_character_per_rank() -> None:
    """#20, C-8.6: each rank is taken by at most one player per round."""
    for seed in range(5):
        state = draft(game(7, seed=seed))
        held = [c for p in state.players for c in p.characters]
        assert len({rank(state, c) for c in held}) == len(held) == 7


def test_super_mode_8_players_last_drafter_takes_from_the_centre() -> None:
    """#20 step 4: with 8 players and 9 ranks the last drafter may also choose among
    the centre cards, only of a rank nobody chose."""
    state = game(8)
    while state.phase == "draft" and len([c for p in state.players for c in p.characters]) < 7:
        state = cr.apply(state, cr.legal_actions(state)[0])
    chosen = {rank(state, c) for p in state.players for c in p.characters}
    options = state.pending.options
    assert options and all(rank(state, c) not in chosen for c in options)
    state = draft(state)
    assert len({rank(state, c) for p in state.players for c in p.characters}) == 8


def test_super_mode_calls_ranks_in_order() -> None:
    """C-8.6: ranks are called by number; only the held character of each rank plays."""
    state = draft(game(5))
    called = []
    while state.phase == "turns" and state.round == 1:
        if state.active_character and (not called or called[-1] != state.active_character):
            called.append(state.active_character)
        state = cr.apply(state, cr.legal_actions(state)[-1])
    ranks = [rank(state, c) for c in called]
    assert ranks == sorted(ranks) and len(set(ranks)) == len(ranks)


def test_super_mode_remove_whole_rank_21() -> None:
    """#21: the random face-down card's whole rank is out of the round."""
    state = game(5, WHOLE)
    out = rank(state, state.draft.face_down[0])
    assert all(rank(state, c) != out for c in state.pending.options)
    state = draft(state)
    assert all(rank(state, c) != out for p in state.players for c in p.characters)


def test_super_mode_remove_whole_rank_needs_super_mode() -> None:
    """#21 replaces a step of #20: alone it is refused."""
    with pytest.raises(cr.ConfigError, match="super_mode"):
        game(5, ("super_mode_remove_whole_rank",))


def test_super_mode_deck_conditions_over_the_pool_c_2_3() -> None:
    """C-2.3 in super mode: a condition counts as met if any character of that rank
    triggers it -- the Hospital goes with the non-Assassin rank-1 characters."""
    s = game(5, (*SUPER, "-hospital_vs_chen_yiru"))
    cards = [*s.deck, *(c for p in s.players for c in p.hand)]
    assert "hospital" not in cards
    assert "fan.police_station" in cards and "fan.jewelry_store" in cards


def test_super_mode_whole_game() -> None:
    """A whole game ends and replays."""
    config = cr.GameConfig(players=6, preset="fan", seed=5, variants=SUPER)
    record = cr.play(config, agents=[cr.RandomAgent() for _ in range(6)])
    assert record.final_state.is_over and cr.replay(record) == record.final_state


def test_super_mode_numbers_are_named_c_8_6(table: Callable[..., Table]) -> None:
    """C-8.6, #20 "Play": the Assassin names a number -- one target per rank -- and
    "kill 5" kills whoever holds a rank-5 character (here the Abbot)."""
    t = table(players=5, preset="fan", seed=1, variants=SUPER)
    t.seat(0, character="assassin")
    t.seat(1, gold=3, character="abbot")
    t.seat(2, character="king")
    state = t.turn_of("assassin")
    named = [a.params["character"] for a in cr.legal_actions(state) if a.kind == "ability"]
    assert len(named) == len({rank(state, c) for c in named}) == 8
    five = next(c for c in named if rank(state, c) == 5)
    state = cr.apply(state, cr.Action("ability", actor=0, name="assassin.kill", character=five))
    # C-13: the killed Abbot (not the number's stand-in) is revealed at the round's end
    reveals = {e.character for e in state.rules.hooks.round_end(state) if hasattr(e, "character")}
    assert five != "abbot" and "abbot" in reveals and five not in reveals
    state = cr.apply(state, cr.Action("take_gold", actor=0))
    state = cr.apply(state, cr.Action("end_turn", actor=0))
    assert state.active_character == "king"
    state = cr.apply(state, cr.Action("take_gold", actor=2))
    state = cr.apply(state, cr.Action("end_turn", actor=2))
    assert state.active_character != "abbot" and state.players[1].gold == 3


def test_without_super_mode_characters_are_named(table: Callable[..., Table]) -> None:
    """Without ``super_mode`` the Assassin names one of the 8 characters of the lineup."""
    t = table(players=5, preset="fan", seed=1)
    t.seat(0, character="assassin")
    state = t.turn_of("assassin")
    named = {a.params["character"] for a in cr.legal_actions(state) if a.kind == "ability"}
    assert named == set(state.lineup) - {"assassin"}
