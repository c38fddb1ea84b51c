#!/usr/bin/env python3
"""How fast citadels_rules plays random games, beside a hand-optimised reference simulator.

For each player count (classic preset, random agents) it prints:

* ``play``: games per second and µs per action (an action is one decision, i.e. one
  entry of ``record.actions``) of ``cr.play(config, agents=[RandomAgent()] * n,
  record_events=False)``, the path that simulations take;
* ``reducer``: the same for a bare loop of ``legal_actions`` + ``apply`` (no ``play``,
  no agents), for comparison;
* peak memory of one game, measured with ``tracemalloc`` in a separate short run so that
  tracing does not slow the timed runs;
* the reference simulator's games per second (``play_game(n_players, seed)`` of
  ``citadels_baseline.py``, plain mutable CPython, random agents, classic rules, 4-7
  players) and how many times faster it is. It is skipped when the file is absent.

Then the speed targets of milestone 16 (``play()`` >= 1/25 of the reference, the step
API >= 1/30, Dark City 8p >= 0.5x classic 4p; milestone 6's 1/8 and 1/20 were found out
of reach of the design), each as a ratio to the reference measured in the same run
(``--no-targets`` skips them): ``cr.play`` with default arguments, the step API loop,
``simulate`` without and with card statistics, Dark City with 8 players and the ten Dark
City characters against classic 4 players, the memory of a frozen state and whether a
simulation's memory stays flat as games are added.

    python benchmarks/bench_random.py                      # 4 and 5 players, 200 games
    python benchmarks/bench_random.py --games 500 --players 4,5,6
    python benchmarks/bench_random.py --baseline path/to/citadels_baseline.py
    python benchmarks/bench_random.py --players 4 --no-reducer --clock cpu   # targets
    python benchmarks/bench_random.py --smoke              # CI: a few games, not timed

The two simulators make different random choices, so their games differ; the comparison
is of the cost of a random classic game, and the baseline's game length is similar.
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import sys
import time
import tracemalloc
from collections.abc import Callable
from functools import partial
from pathlib import Path
from types import ModuleType

import citadels_rules as cr
from citadels_rules.game.ruleset import Ruleset
from citadels_rules.simulate import simulate

DEFAULT_BASELINE = Path("/work/shared/reference/citadels_baseline.py")
#: The baseline is timed for at least this long (it is fast, and short runs are noisy).
MIN_BASELINE_SECONDS = 1.0


def load_baseline(path: Path) -> ModuleType | None:
    """Import the reference simulator from its file, or None when it is missing or broken."""
    if not path.is_file():
        print(f"baseline: {path} not found, skipped")
        return None
    spec = importlib.util.spec_from_file_location("citadels_baseline", path)
    if spec is None or spec.loader is None:
        print(f"baseline: cannot import {path}, skipped")
        return None
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # a broken reference must not stop the benchmark
        print(f"baseline: importing {path} failed ({type(exc).__name__}: {exc}), skipped")
        return None
    if not callable(getattr(module, "play_game", None)):
        print(f"baseline: {path} has no play_game(n_players, seed), skipped")
        return None
    return module


def config_for(players: int, seed: int) -> cr.GameConfig:
    """The benchmarked configuration: classic rules."""
    return cr.GameConfig(players=players, preset="classic", seed=seed)


#: The ten Dark City characters an 8-player game uses (rank 9: the Queen).
DARK_CITY_8 = (
    "witch",
    "tax_collector",
    "wizard",
    "emperor",
    "abbot",
    "alchemist",
    "navigator",
    "diplomat",
    "queen",
)


def dark_city_config(seed: int) -> cr.GameConfig:
    """Dark City, 8 players, the Dark City characters."""
    return cr.GameConfig(players=8, preset="dark_city", seed=seed, characters=DARK_CITY_8)


def play_games(players: int, seeds: range) -> int:
    """The realistic path: ``cr.play`` with random agents and no events. Returns actions."""
    agents = [cr.RandomAgent()] * players
    actions = 0
    for seed in seeds:
        record = cr.play(config_for(players, seed), agents=agents, record_events=False)
        actions += len(record.actions)
    return actions


def reducer_games(players: int, seeds: range) -> int:
    """The bare reducer: ``legal_actions`` + ``apply`` until the end. Returns actions."""
    actions = 0
    for seed in seeds:
        rng = random.Random(seed)
        state = cr.new_game(config_for(players, seed))
        while not state.is_over:
            legal = cr.legal_actions(state)
            state = cr.apply(state, legal[int(rng.random() * len(legal))])
            actions += 1
    return actions


Run = Callable[[int, range], int]
#: The clock of every timed run: ``wall`` (perf_counter) or ``cpu`` (process_time, steadier
#: on a shared machine). Set from ``--clock``.
CLOCK: Callable[[], float] = time.perf_counter


def timed(run: Run, players: int, games: int, seed: int) -> tuple[float, float, int]:
    """Seconds (by :data:`CLOCK`), the CPU share and the actions of ``games`` games, after
    one warm-up game that builds the caches. A CPU share well below 100% means a busy
    machine: use ``--clock cpu`` there."""
    run(players, range(seed - 1, seed))
    start, start_wall, start_cpu = CLOCK(), time.perf_counter(), time.process_time()
    actions = run(players, range(seed, seed + games))
    share = (time.process_time() - start_cpu) / (time.perf_counter() - start_wall)
    return CLOCK() - start, share, actions


def peak_memory(run: Callable[[range], object], games: int, seed: int) -> int:
    """Peak bytes traced while ``run`` plays ``games`` games (after one untraced game, so
    that rules and caches already exist)."""
    run(range(seed - 1, seed))
    tracemalloc.start()
    try:
        run(range(seed, seed + games))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak


def baseline_games(module: ModuleType, players: int, seeds: range) -> None:
    """Play the reference's games of ``seeds``."""
    for seed in seeds:
        module.play_game(players, seed)


def baseline_speed(module: ModuleType, players: int, games: int, seed: int) -> float:
    """The reference's games per second (at least ``games`` games and one second)."""
    module.play_game(players, seed - 1)
    played = 0
    start = CLOCK()
    elapsed = 0.0
    while played < games or elapsed < MIN_BASELINE_SECONDS:
        module.play_game(players, seed + played)
        played += 1
        elapsed = CLOCK() - start
    return played / elapsed


def default_play_games(config: Callable[[int], cr.GameConfig], players: int, seeds: range) -> int:
    """``cr.play(config, agents=[cr.RandomAgent()] * n)`` with default arguments."""
    agents = [cr.RandomAgent()] * players
    actions = 0
    for seed in seeds:
        actions += len(cr.play(config(seed), agents=agents).actions)
    return actions


def simulate_games(players: int, seeds: range, card_stats: bool) -> int:
    """``cr.simulate`` in this process (the path of ``citadels simulate``)."""
    result = simulate(
        config_for(players, seeds.start), len(seeds), card_stats=card_stats, game_rows=False
    )
    return int(result.actions_total)


def deep_size(value: object) -> int:
    """Bytes of ``value`` and everything it holds (each object once), rules aside."""
    seen: set[int] = set()
    total = 0
    stack = [value]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or obj is None or isinstance(obj, bool | type):
            continue
        seen.add(id(obj))
        total += sys.getsizeof(obj)
        if isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif isinstance(obj, tuple | list | frozenset | set):
            stack.extend(obj)
        elif isinstance(obj, Ruleset | str | int):
            continue
        else:
            d = getattr(obj, "__dict__", None)
            if d is not None:
                stack.extend(v for k, v in d.items() if k not in ("rules", "_legal"))
            for slot in getattr(type(obj), "__slots__", ()):
                stack.append(getattr(obj, slot, None))
    return total


def state_memory(players: int, seed: int) -> int:
    """Mean bytes per frozen state of a classic game (each state alone, shared parts
    counted in every state)."""
    rng = random.Random(seed)
    state = cr.new_game(config_for(players, seed))
    sizes = []
    while not state.is_over:
        legal = cr.legal_actions(state)
        state = cr.apply(state, legal[int(rng.random() * len(legal))])
        sizes.append(deep_size(state))
    return sum(sizes) // len(sizes)


def targets(players: int, games: int, seed: int, baseline: ModuleType | None) -> None:
    """Print the milestone-16 figures of ``players`` classic games (and Dark City 8p)."""
    print(f"\ntargets, classic {players} players ({games} games each)")
    theirs = baseline_speed(baseline, players, games, seed) if baseline is not None else None

    def line(
        label: str, speed: float, target: float | None, of: float | None, note: str = ""
    ) -> None:
        text = f"  {label:34s} {speed:9.1f} games/s"
        if of is not None:
            ratio = speed / of
            text += f"  {ratio:6.3f}x of the reference" if target is not None else ""
            if target is not None:
                text += f" (target >= {target:.3f}: {'met' if ratio >= target else 'NOT met'})"
        print(text + note)

    if theirs is not None:
        print(f"  {'reference (citadels_baseline.py)':34s} {theirs:9.1f} games/s")
    classic = partial(config_for, players)
    sec, _, _ = timed(partial(default_play_games, classic), players, games, seed)
    play_speed = games / sec
    line("play(), default arguments", play_speed, 1 / 25, theirs)
    sec, _, _ = timed(play_games, players, games, seed)
    line("play(record_events=False)", games / sec, None, theirs)
    sec, _, _ = timed(reducer_games, players, games, seed)
    line("step API (legal_actions + apply)", games / sec, 1 / 30, theirs)
    sec, _, _ = timed(partial(simulate_games, card_stats=False), players, games, seed)
    plain = games / sec
    line("simulate, --no-card-stats", plain, 1 / 25, theirs)
    sec, _, _ = timed(partial(simulate_games, card_stats=True), players, games, seed)
    stats = games / sec
    extra = plain / stats - 1
    met = "met" if extra <= 0.10 else "NOT met"
    line(
        "simulate, card statistics",
        stats,
        None,
        theirs,
        f"  (+{extra:.0%} time; target <= +10%: {met})",
    )
    dc_games = max(1, games // 2)
    sec, _, dc_actions = timed(partial(default_play_games, dark_city_config), 8, dc_games, seed)
    dc = dc_games / sec
    ratio = dc / play_speed
    met = "met" if ratio >= 0.5 else "NOT met"
    print(
        f"  {'Dark City 8p, DC characters, play()':34s} {dc:9.1f} games/s  "
        f"{ratio:6.3f}x of classic {players}p play() (target >= 0.5: {met}; "
        f"{dc_actions / dc_games:.0f} actions/game)"
    )
    print(
        f"  {'memory per frozen state':34s} {state_memory(players, seed) / 1024:9.1f} KiB "
        "(mean, shared parts included)"
    )
    small = max(2, games // 10)
    sim = partial(lambda n, seeds: simulate_games(n, seeds, card_stats=True), players)
    sim(range(seed + 10_000, seed + 10_000 + 4 * small))  # warm the bounded caches
    one = peak_memory(sim, small, seed)
    four = peak_memory(sim, 4 * small, seed + small)
    per_game = (four - one) / (3 * small)
    print(
        f"  {'simulate peak memory':34s} {one / 1024:9.0f} KiB for {small} games, "
        f"{four / 1024:.0f} KiB for {4 * small} ({per_game / 1024:+.1f} KiB a game: the "
        "bounded caches of interned actions, targets and configs filling up)"
    )


def smoke() -> int:
    """The CI smoke run: every measured path plays a couple of games, nothing is timed."""
    for players in (4, 5):
        play_games(players, range(1, 3))
        reducer_games(players, range(1, 3))
        default_play_games(partial(config_for, players), players, range(1, 3))
        simulate_games(players, range(1, 3), card_stats=True)
        simulate_games(players, range(1, 3), card_stats=False)
    default_play_games(dark_city_config, 8, range(1, 2))
    assert state_memory(4, 1) > 0
    baseline = load_baseline(DEFAULT_BASELINE)
    if baseline is not None:
        baseline.play_game(4, 1)
    print("benchmark smoke: every path played (not timed)")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Parse the options, run every measurement and print one block per player count."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="timed games per run (200)")
    parser.add_argument("--players", default="4,5", help="comma-separated counts (4,5)")
    parser.add_argument("--seed", type=int, default=1, help="first seed (1)")
    parser.add_argument(
        "--memory-games", type=int, default=3, help="games of the tracemalloc run (3)"
    )
    parser.add_argument(
        "--baseline",
        type=Path,
        default=DEFAULT_BASELINE,
        help=f"reference simulator ({DEFAULT_BASELINE})",
    )
    parser.add_argument("--no-baseline", action="store_true", help="skip the reference")
    parser.add_argument("--no-reducer", action="store_true", help="skip the bare reducer loop")
    parser.add_argument(
        "--no-targets", action="store_true", help="skip the milestone-16 target figures"
    )
    parser.add_argument(
        "--smoke", action="store_true", help="play a few games on every path, untimed (CI)"
    )
    parser.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="time by the wall clock or by this process's CPU time (wall)",
    )
    args = parser.parse_args(argv)
    if args.smoke:
        return smoke()
    global CLOCK
    CLOCK = time.process_time if args.clock == "cpu" else time.perf_counter
    try:
        counts = [int(p) for p in args.players.split(",") if p.strip()]
    except ValueError:
        parser.error(f"--players takes counts such as 4,5, not {args.players!r}")
    if args.games < 1:
        parser.error("--games must be at least 1")

    baseline = None if args.no_baseline else load_baseline(args.baseline)
    print(
        f"citadels_rules {cr.__version__} · Python {sys.version.split()[0]} · "
        f"classic, random agents, {args.games} games from seed {args.seed}, "
        f"{args.clock} clock"
    )
    for players in counts:
        print(f"\n{players} players")
        seconds, cpu, actions = timed(play_games, players, args.games, args.seed)
        ours = args.games / seconds
        print(
            f"  play     {ours:9.1f} games/s {1e6 * seconds / actions:8.2f} µs/action "
            f"({actions / args.games:.0f} actions/game, cpu {cpu:.0%})"
        )
        if not args.no_reducer:
            r_seconds, r_cpu, r_actions = timed(reducer_games, players, args.games, args.seed)
            print(
                f"  reducer  {args.games / r_seconds:9.1f} games/s "
                f"{1e6 * r_seconds / r_actions:8.2f} µs/action "
                f"({r_actions / args.games:.0f} actions/game, cpu {r_cpu:.0%})"
            )
        peak = peak_memory(partial(play_games, players), args.memory_games, args.seed)
        print(
            f"  memory   {peak / 1024:9.0f} KiB peak (tracemalloc, {args.memory_games} games "
            "of play)"
        )
        if baseline is None:
            continue
        if not 4 <= players <= 7:
            print("  baseline (plays 4-7 players only)")
            continue
        theirs = baseline_speed(baseline, players, args.games, args.seed)
        their_peak = peak_memory(
            partial(baseline_games, baseline, players), args.memory_games, args.seed
        )
        print(
            f"  baseline {theirs:9.1f} games/s, {their_peak / 1024:.0f} KiB peak "
            f"→ {theirs / ours:.1f}× the games/s of play"
        )
    if not args.no_targets:
        targets(counts[0], args.games, args.seed, baseline)
    return 0


if __name__ == "__main__":
    sys.exit(main())
