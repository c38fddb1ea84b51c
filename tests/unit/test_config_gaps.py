"""Config gaps (issue 8, item 8): non-string names, a district given twice, a non-int
actor and seeds outside 0..2**64-1 are each refused with the right reason; threshold
variants combine as C-14.1a orders them."""

from __future__ import annotations

import pytest

import citadels_rules as cr
from citadels_rules.simulate import simulate


def problems(**fields: object) -> tuple[str, ...]:
    with pytest.raises(cr.ConfigError) as caught:
        cr.new_game(cr.GameConfig(**fields))  # type: ignore[arg-type]
    return caught.value.problems


def test_threshold_variants_combine_in_the_order_c_14_1a_gives() -> None:
    """C-14.1a: each threshold variant overrides the previous (end_at_8, then end_at_10 /
    end_at_12 with the larger winning, then the 2-player ones): combining them is the
    spec's rule, not a contradiction (issue 8 item 8 read against the spec)."""
    for players, variants, expected in [
        (4, ("short_game_7", "end_at_8"), 8),
        (2, ("end_at_8", "two_player_end_10"), 10),
        (4, ("end_at_8", "end_at_10"), 10),
        (4, ("end_at_12", "end_at_8"), 12),
    ]:
        state = cr.new_game(cr.GameConfig(players=players, seed=1, variants=variants))
        assert state.rules.threshold(state) == expected


def test_names_must_be_strings() -> None:
    assert problems(players=4, names=[1, 2, 3, 4]) == ("names must be strings, not 1, 2, 3, 4",)
    assert problems(players=2, names=["ann", None]) == ("names must be strings, not None",)
    cr.new_game(cr.GameConfig(players=2, names=["ann", "bo"]))


def test_a_district_given_twice_says_so() -> None:
    found = problems(players=4, preset="dark_city", districts=("museum", "museum"))
    assert found == ("district 'museum' is given twice in districts=",)


@pytest.mark.parametrize("seed", [-1, 2**64, 2**70])
def test_seeds_outside_the_range_are_refused(seed: int) -> None:
    assert problems(players=4, seed=seed) == (f"seed must be from 0 to 2**64 - 1, not {seed}",)


def test_seeds_at_the_ends_of_the_range_play() -> None:
    low = cr.new_game(cr.GameConfig(players=4, seed=0))
    high = cr.new_game(cr.GameConfig(players=4, seed=2**64 - 1))
    assert low != high


def test_a_simulation_may_not_run_past_the_last_seed() -> None:
    with pytest.raises(cr.ConfigError, match="go past"):
        simulate(cr.GameConfig(players=4, seed=2**64 - 2), 3)


def test_a_string_actor_is_named_as_such() -> None:
    state = cr.new_game(cr.GameConfig(players=4, seed=1))
    action = cr.legal_actions(state)[0]
    forged = cr.Action(action.kind, actor=str(state.current_player), **dict(action.params))
    with pytest.raises(cr.IllegalAction) as caught:
        cr.apply(state, forged)
    seat = state.current_player
    assert caught.value.reason == f"actor must be a seat number (an int from 0 to 3), not '{seat}'"
