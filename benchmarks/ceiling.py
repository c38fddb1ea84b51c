#!/usr/bin/env python3
"""How far milestone 16's engine targets are from what the design can reach at best.

Milestone 16 asks, beside the reference simulator measured in the same run, for
``play()`` with random agents at >= 1/25 of the reference's games per second, the step
API (``legal_actions`` + ``apply``) at >= 1/30, and Dark City with 8 players and its ten
characters at >= 0.5x classic 4 players per game. Its stated opening is listing: "a
random agent needs one action, not all of them". This script measures that opening's
*ceiling*: it records random games, then replays their actions

* ``with listing``: the legal actions are listed before every action, as a random
  agent needs them (what ``play()`` and the step API do);
* ``apply only``: the recorded action is applied with no listing at all -- as if
  listing cost nothing, which no lazy listing can beat (a uniform choice still needs
  the number of legal actions, so it cannot be free);

each on the working state (``play()``'s path: one state updated in place) and on frozen
states (the step API's path: ``apply`` copies into a working state and freezes the
result). It prints games per second and the ratio to the reference (classic) or to
classic 4 players (Dark City), beside each target: a target that ``apply only`` misses
cannot be met by any listing, however lazy.

    python benchmarks/ceiling.py                 # 200 classic games, 40 Dark City games
    python benchmarks/ceiling.py --games 400 --dc-games 80
    python benchmarks/ceiling.py --smoke         # CI: a few games, not timed

The clock is this process's CPU time. On a shared machine it drifts by tens of percent
within a minute, so each of ``--repeat`` rounds times the reference and every path back
to back, ratios are taken within a round, and the median and range over the rounds are
printed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import citadels_rules as cr
from citadels_rules.game.reducer import Ctx, _legal, advance, step
from citadels_rules.runner import start, thaw

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_random import (  # the benchmarks share their configurations
    DEFAULT_BASELINE,
    config_for,
    dark_city_config,
    load_baseline,
)

#: Milestone 16's targets: (path, ratio), the ratio to the reference's games per second
#: for the classic paths and to classic 4 players' ``play()`` for Dark City 8 players.
TARGETS = {"play": 1 / 25, "step": 1 / 30, "dark city": 0.5}

Replay = Callable[[Sequence[cr.Record]], None]


def on_working_state(listing: bool) -> Replay:
    """Replays on one working state (``play()``'s path), listing before each action or
    not."""

    def replay(records: Sequence[cr.Record]) -> None:
        for record in records:
            ctx = Ctx(None, None)
            state = thaw(start(record.config, ctx))
            for action in record.actions:
                if listing:
                    _legal(state)
                state = advance(state, action, ctx)

    return replay


def on_frozen_states(listing: bool) -> Replay:
    """Replays with ``apply``'s copy-in, freeze-out per action (the step API's path),
    the recorded actions trusted (no legality check), listing before each or not."""

    def replay(records: Sequence[cr.Record]) -> None:
        for record in records:
            ctx = Ctx(None, None)
            state = start(record.config, ctx)
            for action in record.actions:
                if listing:
                    _legal(state)
                state = step(state, action, ctx, check=False)

    return replay


def rate(replay: Replay, records: Sequence[cr.Record]) -> float:
    """Games per CPU-second of one ``replay`` over ``records``."""
    t0 = time.process_time()
    replay(records)
    return len(records) / (time.process_time() - t0)


def reference_rate(module: object, games: int, seconds: float = 0.5) -> float:
    """The reference simulator's classic 4-player games per CPU-second over at least
    ``seconds``."""
    play_game = module.play_game  # type: ignore[attr-defined]
    t0, played = time.process_time(), 0
    while time.process_time() - t0 < seconds:
        for seed in range(games):
            play_game(4, seed)
        played += games
    return played / (time.process_time() - t0)


def spread(values: Sequence[float]) -> tuple[float, float, float]:
    """(median, lowest, highest) of ``values``."""
    return statistics.median(values), min(values), max(values)


def record_games(configs: Sequence[cr.GameConfig]) -> list[cr.Record]:
    """Random games of ``configs``: their actions are what the replays apply."""
    return [cr.play(c, agents=[cr.RandomAgent()] * c.players, record_events=False) for c in configs]


def verdict(ratio: float, target: float) -> str:
    return f"{'meets' if ratio >= target else 'misses'} {target:.3f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="classic 4p games (200)")
    parser.add_argument("--dc-games", type=int, default=40, help="Dark City 8p games (40)")
    parser.add_argument("--seed", type=int, default=1, help="first seed (1)")
    parser.add_argument("--repeat", type=int, default=5, help="rounds of measurement (5)")
    parser.add_argument("--baseline", type=Path, default=DEFAULT_BASELINE)
    parser.add_argument("--smoke", action="store_true", help="a few games, not timed (CI)")
    args = parser.parse_args(argv)
    if args.smoke:
        args.games, args.dc_games, args.repeat = 2, 1, 1
    if min(args.games, args.dc_games, args.repeat) < 1:
        parser.error("--games, --dc-games and --repeat must be at least 1")
    seeds = range(args.seed, args.seed + args.games)
    classic = record_games([config_for(4, s) for s in seeds])
    dark = record_games([dark_city_config(s) for s in range(args.seed, args.seed + args.dc_games)])
    paths = {
        "play(): working state, with listing": on_working_state(True),
        "play(): working state, apply only": on_working_state(False),
        "step API: frozen states, with listing": on_frozen_states(True),
        "step API: frozen states, apply only": on_frozen_states(False),
    }
    if args.smoke:
        for replay in paths.values():
            replay(classic)
            replay(dark)
        print(f"ceiling smoke: {len(paths)} paths replayed {args.games} + {args.dc_games} games")
        return 0
    module = load_baseline(args.baseline)
    print(
        f"citadels_rules {cr.__version__} · Python {sys.version.split()[0]} · cpu clock · "
        f"{args.games} classic 4p games, {args.dc_games} Dark City 8p, {args.repeat} rounds"
    )
    # The clock of a shared machine drifts by tens of percent within a minute: each
    # round times the reference and every path back to back, and a ratio is taken
    # within its round; the median and the range over the rounds are printed.
    for replay in paths.values():  # warm-up: the caches of interned actions and configs
        replay(classic[:1])
        replay(dark[:1])
    rounds: list[dict[str, tuple[float, float]]] = []
    references: list[float] = []
    for _ in range(args.repeat):
        if module is not None:
            references.append(reference_rate(module, 200))
        rounds.append({name: (rate(r, classic), rate(r, dark)) for name, r in paths.items()})
    if references:
        ref, low, high = spread(references)
        print(
            f"  reference (citadels_baseline.py, classic 4p)  {ref:8.1f} games/s "
            f"({low:.0f}-{high:.0f})"
        )
    for name in paths:
        c = spread([r[name][0] for r in rounds])
        d = spread([r[name][1] for r in rounds])
        print(f"  {name:40s} classic {c[0]:6.1f} games/s, DC 8p {d[0]:6.1f} games/s")
        target = TARGETS["step" if name.startswith("step") else "play"]
        if references:
            inverse = spread([ref / r[name][0] for ref, r in zip(references, rounds, strict=True)])
            print(
                f"  {'':40s} classic: 1/{inverse[0]:.1f} of the reference "
                f"(1/{inverse[2]:.1f} to 1/{inverse[1]:.1f}; {verdict(1 / inverse[0], target)})"
            )
        dc = spread([r[name][1] / r[name][0] for r in rounds])
        print(
            f"  {'':40s} DC 8p: {dc[0]:.3f}x classic ({dc[1]:.3f}-{dc[2]:.3f}; "
            f"{verdict(dc[0], TARGETS['dark city'])})"
        )
    shares = [
        [
            1
            - r["play(): working state, with listing"][k]
            / r["play(): working state, apply only"][k]
            for r in rounds
        ]
        for k in (0, 1)
    ]
    print(
        f"  listing's share of play()'s game (median): classic {statistics.median(shares[0]):.0%}, "
        f"DC 8p {statistics.median(shares[1]):.0%}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
