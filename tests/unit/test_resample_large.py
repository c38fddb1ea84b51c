"""``cr.resample`` in super mode: every character of the pool in play (27 in the 2016
edition). Counting the deals that agree with a view is exponential in the characters,
so above ``EXACT_DEAL`` the deal is drawn by matching instead (before: minutes per
resample, and the checks' resample of every seat hung super-mode games)."""

from __future__ import annotations

import random

import citadels_rules as cr
from citadels_rules.game import resample as rs


def test_super_mode_views_resample_to_worlds_that_agree_with_them() -> None:
    config = cr.GameConfig(
        players=4,
        preset="edition_2016",
        seed=70,
        variants=("super_mode", "super_mode_remove_whole_rank", "wizard_targets_character"),
    )
    state = cr.new_game(config)
    rng = random.Random(70)
    assert len(state.lineup) > rs.EXACT_DEAL
    for _ in range(60):
        if state.is_over:
            break
        for seat in range(config.players):
            view = cr.observe(state, seat)
            world = cr.resample(view, rng)
            assert cr.observe(world, seat) == view
            assert cr.legal_actions(world)
        state = cr.apply(state, rng.choice(cr.legal_actions(state)))


def test_the_feasibility_check_agrees_with_counting_on_small_cases() -> None:
    rng = random.Random(1)
    for _ in range(300):
        n = rng.randint(1, 7)
        masks = tuple(rng.randrange(1, 1 << n) for _ in range(rng.randint(1, n)))
        assert rs._feasible(masks, 0) == (rs._count(masks, 0, 0) > 0)
        if rs._feasible(masks, 0):
            picked = rs._sample_feasible(masks, rng)
            assert len(set(picked)) == len(picked)
            assert all(masks[i] >> k & 1 for i, k in enumerate(picked))
