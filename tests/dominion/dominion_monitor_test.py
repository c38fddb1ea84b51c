"""Every hook implementation of the base pack runs in real games (a hook-call monitor,
the engine's ``MONITOR``): exercised is proven by calls, not by names."""

from __future__ import annotations

import dominion_packs.base as base
import dominion_rules as dr
from citadels_rules.engine import hooks
from dominion_rules.packs import ruleset_for


def test_every_base_hook_implementation_runs() -> None:
    """Greedy and random bots on the five recommended kingdoms (all 25 kingdom cards)
    call every hook implementation of every card plugin of the base pack."""
    saved = hooks.MONITOR
    hooks.MONITOR = set()
    ruleset_for.cache_clear()  # recompiled with the monitor on
    try:
        for kingdom in dr.kingdoms().values():
            for seed in range(4):
                config = dr.GameConfig(players=3, seed=seed, kingdom=kingdom)
                agents = [dr.GreedyAgent(), dr.RandomAgent(), dr.GreedyAgent()]
                dr.scores(dr.play(config, agents).final_state)
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
