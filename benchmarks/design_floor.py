#!/usr/bin/env python3
"""The floor of the engine's design: what one action costs with no rules at all.

Milestone 6 (issue 9) keeps the design — every card a plugin answering with effects,
hooks as the extension points, a reducer interpreting effects — and asks ``play()`` for
1/8 of the reference simulator's games per second. This script measures what that
design costs per action *before any rule*, so that the target can be compared with it:

* the acting seat's actions are listed by one plugin call (here: an ability on one
  state in three) plus the core's own (a build, ``end_turn``, ``take_gold``), interned;
* a random agent chooses uniformly (one ``rng.random()``, as ``RandomAgent``);
* one plugin call turns the action into two effects (or one ``EndTurn``);
* an interpreter applies them through one handler per effect class to a mutable
  working state (the handlers only add to a counter or move the turn).

Each call is made twice: directly (the engine's compiled call sites) and through
pluggy's own dispatch. It prints µs per action and the games per second a classic
4-player random game (about 290 actions) would reach at that cost — an upper bound for
the design, since the real engine adds every rule of Citadels on top.

    python benchmarks/design_floor.py               # 300,000 actions each way
    python benchmarks/design_floor.py --actions 50000
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Iterable
from typing import Any

import pluggy

ACTIONS_PER_GAME = 290  # a classic 4-player random game (benchmarks/bench_random.py)

spec = pluggy.HookspecMarker("floor")
impl = pluggy.HookimplMarker("floor")


class Specs:
    @spec
    def turn_actions(self, state: Working, seat: int) -> list[Action]:  # type: ignore[empty-body]
        """The plugin's actions now."""

    @spec(firstresult=True)
    def resolve(self, state: Working, action: Action) -> list[Any]:  # type: ignore[empty-body]
        """The effects of an action."""


class Action:
    __slots__ = ("actor", "kind", "params")

    def __init__(self, kind: str, actor: int, params: tuple[Any, ...] = ()) -> None:
        self.kind, self.actor, self.params = kind, actor, params


_INTERNED: dict[tuple[Any, ...], Action] = {}


def make(kind: str, seat: int, params: tuple[Any, ...] = ()) -> Action:
    key = (kind, seat, params)
    action = _INTERNED.get(key)
    if action is None:
        action = _INTERNED[key] = Action(kind, seat, params)
    return action


class Gain:
    __slots__ = ("n", "seat")

    def __init__(self, seat: int, n: int) -> None:
        self.seat, self.n = seat, n


class End:
    __slots__ = ()


class Working:
    __slots__ = ("gold", "seat", "steps")

    def __init__(self) -> None:
        self.gold = [0, 0, 0, 0]
        self.steps = 0
        self.seat = 0


class Plugin:
    @impl
    def turn_actions(self, state: Working, seat: int) -> list[Action]:
        return [make("ability", seat, (("name", "x"),))] if state.steps % 3 == 0 else []

    @impl
    def resolve(self, state: Working, action: Action) -> list[Any]:
        if action.kind == "end_turn":
            return [End()]
        return [Gain(action.actor, 1), Gain(action.actor, 1)]


def gain(state: Working, effect: Gain) -> Working:
    state.gold[effect.seat] += effect.n
    return state


def end(state: Working, effect: End) -> Working:
    state.seat = (state.seat + 1) % 4
    return state


HANDLERS: dict[type, Callable[[Working, Any], Working]] = {Gain: gain, End: end}


def run(state: Working, effects: Iterable[Any]) -> Working:
    stack = list(effects)
    stack.reverse()
    while stack:
        effect = stack.pop()
        state = HANDLERS[type(effect)](state, effect)
    return state


def measure(
    listing: Callable[[Working, int], list[Action]],
    resolve: Callable[[Working, Action], list[Any]],
    n: int,
) -> float:
    """µs per action of ``n`` actions: list, choose, resolve, apply."""
    rng = random.Random(1)
    state = Working()
    started = time.perf_counter()
    for _ in range(n):
        seat = state.seat
        legal = listing(state, seat)
        legal.append(make("build", seat, (("card", "temple"),)))
        legal.append(make("end_turn", seat))
        legal.append(make("take_gold", seat))
        action = legal[int(rng.random() * len(legal))]
        state.steps += 1
        state = run(state, resolve(state, action))
    return (time.perf_counter() - started) / n * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--actions", type=int, default=300_000, help="actions per way (300000)")
    args = parser.parse_args()
    plugin = Plugin()
    pm = pluggy.PluginManager("floor")
    pm.add_hookspecs(Specs)
    pm.register(plugin)
    hook = pm.hook

    def through_pluggy(state: Working, seat: int) -> list[Action]:
        return [a for part in hook.turn_actions(state=state, seat=seat) for a in part]

    ways = {
        "compiled call sites": (
            lambda state, seat: list(plugin.turn_actions(state, seat)),
            plugin.resolve,
        ),
        "pluggy dispatch": (
            through_pluggy,
            lambda state, action: hook.resolve(state=state, action=action),
        ),
    }
    print(f"the design with no rules, {args.actions:,} actions each way")
    for name, (listing, resolve) in ways.items():
        us = measure(listing, resolve, args.actions)
        games = 1e6 / (us * ACTIONS_PER_GAME)
        print(f"  {name:20s} {us:6.2f} µs/action  (≈ {games:,.0f} games/s at 290 actions)")


if __name__ == "__main__":
    main()
