"""Every hook implementation of the base pack runs in real games (a hook-call monitor,
the engine's ``MONITOR``): exercised is proven by calls, not by names."""

from __future__ import annotations

import random

import dominion_packs.base as base
import dominion_rules as dr
from dominion_rules.packs import ruleset_for
from dominion_rules.records import agent_rng
from tabletop_engine import hooks


def _play_and_resample(config: dr.GameConfig, agents: list[object]) -> dr.GameState:
    """``dr.play``'s game, each decision also resampled from the other seats' views
    (what asks ``dominion_redeal``)."""
    rngs = [agent_rng(config, seat) for seat in range(config.players)]
    state = dr.new_game(config)
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        if state.pending is not None:
            for other in range(config.players):
                if other != seat:
                    dr.resample(dr.observe(state, other), random.Random(other))
        action = agents[seat].act(dr.observe(state, seat), dr.legal_actions(state), rngs[seat])  # type: ignore[attr-defined]
        state = dr.apply(state, action)
    return state


def test_every_base_hook_implementation_runs() -> None:
    """Greedy and random bots on the five recommended kingdoms (all 25 kingdom cards)
    call every hook implementation of every card plugin of the base pack; resampling the
    other seats' views of each decision asks every card's ``@card.redeal``."""
    saved = hooks.MONITOR
    hooks.MONITOR = set()
    ruleset_for.cache_clear()  # recompiled with the monitor on
    try:
        for kingdom in dr.kingdoms().values():
            for seed in range(4):
                config = dr.GameConfig(players=3, seed=seed, kingdom=kingdom)
                agents = [dr.GreedyAgent(), dr.RandomAgent(), dr.GreedyAgent()]
                dr.scores(_play_and_resample(config, agents))
        called = set(hooks.MONITOR)
    finally:
        hooks.MONITOR = saved
        ruleset_for.cache_clear()
    expected = {
        (hook, f"base.{name}")
        for name, plugin in base.PACK.plugins
        for hook in vars(plugin)
        if hook.startswith("dominion_")
    }
    assert len(expected) > 30
    assert sorted(expected - called) == []
