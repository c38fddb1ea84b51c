"""Lineup soak: random games of edition_2016 and fan with random lineups and variant sets.

Game ``g`` draws everything from ``random.Random(g)``: the preset (edition_2016 or fan),
the player count (2-8), a lineup (one character of each rank 1-8 from the preset's pool,
and a rank-9 one half the time) and a set of 0-3 variants that apply to the preset (a
variant switched on, or one of the preset's defaults switched off with ``-id``; never two
that contradict each other, with the variants each one requires). A draw the rules reject
(a :class:`~citadels_rules.ConfigError`: a character below its minimum player count, a
3-player game without the characters its method needs...) is drawn again from the same
generator, and counted as a skip. The game is then played by
:func:`citadels_rules.testing.invariants.check_game` (seed ``g``, the choices seed ``g``)
with every invariant every ``--every`` steps (default: every step).

    python benchmarks/soak_lineups.py --games 100 --every 3     # a quick hunt
    python benchmarks/soak_lineups.py --minutes 15              # every invariant, 15 min
    python benchmarks/soak_lineups.py --games 50 --failures found.json

``--failures FILE`` appends each failure to FILE (a JSON list of entries: the config's
players, preset, seed, characters and variants, the choices seed, ``every`` and the first
line of the error: the entry format of tests/golden/found_failures.json).
``pytest --thorough`` runs ``CITADELS_LINEUP_SOAK_GAMES`` of these games
(tests/soak/test_lineups_soak.py). Exits with 1 on any failure.
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

from citadels_packs.edition_2016.rules import MIN_PLAYERS
from citadels_rules.game.config import ConfigError, GameConfig
from citadels_rules.game.packs import VariantInfo, discover_packs
from citadels_rules.game.ruleset import ruleset_for
from citadels_rules.testing.invariants import InvariantFailure, check_game
from tabletop_engine.files import atomic_write_text

#: The presets soaked.
PRESETS = ("edition_2016", "fan")
#: Draws rejected by the rules before game ``g`` gives up (counted as skipped).
ATTEMPTS = 50
#: Variants left out of the draws unless ``--super-mode``: a super-mode game deals 27 or
#: 36 characters, and the resample check's count of the character deals
#: (``citadels_rules.game.resample._count``) runs for many minutes on one step.
SUPER_MODE = ("super_mode", "super_mode_remove_whole_rank")


@functools.cache
def known_variants() -> dict[str, VariantInfo]:
    """Every variant of the installed packs, by id: those found through entry points,
    not test packs a suite registered in this process (``register_pack`` has no undo,
    and a test pack's deliberately broken variant would make a soak game fail), so a
    game number draws the same game in a test run as in a fresh process."""
    return {v.id: v for pack in discover_packs().values() for v in pack.variants}


def clash(known: dict[str, VariantInfo], a: str, b: str) -> bool:
    """Whether variants ``a`` and ``b`` contradict each other (either side says so)."""
    return b in known[a].conflicts or a in known[b].conflicts


def draw_variants(preset: str, rng: random.Random, super_mode: bool = False) -> tuple[str, ...]:
    """0-3 variants of ``preset``: ones switched on (with those they require) and the
    preset's defaults switched off (``-id``), none contradicting another."""
    known = known_variants()
    defaults = ruleset_for(GameConfig(players=4, preset=preset)).preset.variants
    on = [
        v
        for v in sorted(known)
        if known[v].applies_to(preset) and v not in defaults and (super_mode or v not in SUPER_MODE)
    ]
    off = [f"-{v}" for v in defaults if v in known]
    chosen: list[str] = []
    for v in rng.sample(on + off, rng.randint(0, 3)):
        if v.startswith("-"):
            chosen.append(v)
            continue
        wanted = [v, *known[v].requires]
        ons = [c for c in chosen if not c.startswith("-")]
        if any(clash(known, w, c) for w in wanted for c in ons):
            continue
        chosen += [w for w in wanted if w not in chosen and f"-{w}" not in chosen]
    return tuple(chosen)


def pool_of(preset: str, players: int, variants: tuple[str, ...]) -> dict[int, list[str]]:
    """The characters allowed at each rank: the preset's pool (as ``ruleset_for`` gives
    it), with the ranks the variants switched on move (``alchemist_rank9_retailer``), less
    the characters below their minimum player count while ``player_count_restrictions``
    is in force (a draw the rules would reject anyway: each rejection costs a ruleset)."""
    known = known_variants()
    pool = ruleset_for(GameConfig(players=players, preset=preset)).preset.pool
    ranks: dict[str, int | None] = {c: rank for rank, ids in pool for c in ids}
    for v in variants:
        if not v.startswith("-"):
            ranks.update(known[v].ranks)
    restricted = "-player_count_restrictions" not in variants
    out: dict[int, list[str]] = {}
    for c, rank in ranks.items():
        if rank is not None and not (restricted and players < MIN_PLAYERS.get(c, 0)):
            out.setdefault(rank, []).append(c)
    return out


def draw_lineup(
    pool: dict[int, list[str]], players: int, variants: tuple[str, ...], rng: random.Random
) -> tuple[str, ...]:
    """One character of each rank 1-8 of ``pool`` and, half the time, one of rank 9
    (never with 2 players unless ``two_player_nine_characters`` is on, C-5.3)."""
    nine = players != 2 or "two_player_nine_characters" in variants
    lineup = []
    for rank in sorted(pool):
        if pool[rank] and (rank < 9 or (nine and rng.random() < 0.5)):
            lineup.append(rng.choice(sorted(pool[rank])))
    return tuple(lineup)


def draw_config(g: int, super_mode: bool = False) -> tuple[GameConfig | None, int]:
    """Game ``g``'s config (None: every draw rejected) and how many draws the rules
    rejected before it."""
    rng = random.Random(g)
    preset = rng.choice(PRESETS)
    players = rng.randint(2, 8)
    skips = 0
    for _ in range(ATTEMPTS):
        variants = draw_variants(preset, rng, super_mode)
        config = GameConfig(
            players=players,
            preset=preset,
            seed=g,
            characters=draw_lineup(pool_of(preset, players, variants), players, variants, rng),
            variants=variants,
        )
        try:
            ruleset_for(config)
        except ConfigError:
            skips += 1
            continue
        return config, skips
    return None, skips


def entry(config: GameConfig, seed: int, every: int, error: str) -> dict[str, Any]:
    """A failure as a seed-file entry (tests/golden/found_failures.json)."""
    return {
        "players": config.players,
        "preset": config.preset,
        "seed": config.seed,
        "characters": list(config.characters),
        "variants": list(config.variants),
        "choices_seed": seed,
        "every": every,
        "error": error,
    }


def config_of(item: dict[str, Any]) -> GameConfig:
    """The config of a seed-file entry."""
    return GameConfig(
        players=item["players"],
        preset=item["preset"],
        seed=item["seed"],
        characters=tuple(item["characters"]),
        variants=tuple(item["variants"]),
    )


def append_failures(path: Path, items: list[dict[str, Any]]) -> None:
    """Append ``items`` to the JSON list in ``path`` (created when missing)."""
    old = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
    atomic_write_text(path, json.dumps([*old, *items], indent=1) + "\n")  # old ones kept


def first_line(exc: InvariantFailure) -> str:
    """The failure's game, step and reason on one line."""
    lines = str(exc).splitlines()
    return " | ".join(line.strip() for line in lines[:3])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="games to play")
    parser.add_argument("--minutes", type=float, default=None, help="stop after this long")
    parser.add_argument("--seed", type=int, default=0, help="first game number")
    parser.add_argument("--every", type=int, default=1, help="check every n-th step")
    parser.add_argument("--json", default=None, help="write the counts to this file")
    parser.add_argument("--failures", default=None, help="append failures to this JSON file")
    parser.add_argument(
        "--super-mode", action="store_true", help="draw super_mode too (very slow games)"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress line")
    args = parser.parse_args(argv)
    games = args.games if args.games is not None else (10**9 if args.minutes else 20)
    deadline = time.monotonic() + args.minutes * 60 if args.minutes else None
    started = time.monotonic()
    cpu = time.process_time()
    played = steps = skips = unplayable = 0
    by_preset: dict[str, int] = {}
    failures: list[dict[str, Any]] = []
    end = args.seed
    try:
        for g in range(args.seed, args.seed + games):
            if deadline is not None and time.monotonic() > deadline:
                break
            end = g + 1
            config, skipped = draw_config(g, args.super_mode)
            skips += skipped
            if config is None:
                unplayable += 1
                continue
            try:
                steps += check_game(config, g, every=args.every).steps
            except InvariantFailure as exc:
                steps += exc.step
                failures.append(entry(config, g, args.every, first_line(exc)))
                print(f"\nFAIL game {g}: {exc}", file=sys.stderr, flush=True)
            played += 1
            label = f"{config.preset}-{config.players}p"
            by_preset[label] = by_preset.get(label, 0) + 1
            if not args.quiet:
                rate = played / max(time.monotonic() - started, 1e-9)
                print(
                    f"\rgame {g}: {played} played, {len(failures)} failed, {rate:.2f} games/s",
                    end="",
                    file=sys.stderr,
                    flush=True,
                )
    except KeyboardInterrupt:
        pass
    if not args.quiet:
        print(file=sys.stderr)
    seconds = time.monotonic() - started
    report = {
        "games": played,
        "steps": steps,
        "failures": len(failures),
        "seconds": round(seconds, 1),
        "cpu_seconds": round(time.process_time() - cpu, 1),
        "games_per_second": round(played / seconds, 3) if seconds else 0.0,
        "every": args.every,
        "game_numbers": [args.seed, end],
        "skipped_draws": skips,
        "unplayable": unplayable,
        "by_preset_and_players": dict(sorted(by_preset.items())),
        "failure_entries": failures,
    }
    text = json.dumps(report, indent=2)
    print(text)
    if args.json:
        atomic_write_text(args.json, text + "\n")
    if args.failures and failures:
        append_failures(Path(args.failures), failures)
    print(
        f"{played} games in {seconds:.0f} s ({report['games_per_second']} games/s, "
        f"{report['cpu_seconds']} s of CPU), "
        f"{len(failures)} failures",
        file=sys.stderr,
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
