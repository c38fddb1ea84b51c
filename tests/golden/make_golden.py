"""Golden hashes of final states: games are data, and a refactor must not change them.

For every preset and player count (classic 2-7; dark_city 2-8 with its default lineup and
with the Dark City characters), 100 seeds are played with the step API, choosing
uniformly among ``legal_actions`` with ``random.Random(seed)``; the SHA-256 of each final
state's JSON is recorded. ``tests/unit/test_golden.py`` replays them.

Regenerate (only in a commit that says why games changed)::

    python tests/golden/make_golden.py          # every hash
    python tests/golden/make_golden.py --add    # only the names the file lacks
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import citadels_rules as cr
from citadels_rules.pack_api import presets

HERE = Path(__file__).parent
HASHES = HERE / "hashes.json"
SEEDS = 100
DARK_CITY = (
    "witch",
    "tax_collector",
    "wizard",
    "emperor",
    "abbot",
    "alchemist",
    "navigator",
    "diplomat",
)


def dark_city_lineup(players: int) -> tuple[str, ...]:
    """The Dark City characters a game of ``players`` may use (C-6.1, C-7.2)."""
    if players == 3:
        return DARK_CITY[1:]  # method 1: no rank 1
    if players >= 5:
        return (*DARK_CITY, "queen")
    return (*DARK_CITY, "artist") if players != 2 else DARK_CITY


#: The characters new in the 2016 edition (and its rank-9 Tax Collector).
NEW_2016 = ("magistrate", "spy", "seer", "patrician", "cardinal", "trader", "scholar", "marshal")


def new_2016_lineup(players: int) -> tuple[str, ...]:
    """The 2016 characters a game of ``players`` may use: rank 9 from 3 players (C-7.1)."""
    return NEW_2016 if players == 2 else (*NEW_2016, "tax_collector")


#: The fan characters, rank 1 to 9.
FAN = tuple(
    f"fan.{n}"
    for n in (
        "chen_yiru", "dong_zining", "yang_xiaofan", "lin_yaxuan", "chen_yanjie", "yang_ruoxin",
        "lin_yuting", "jian_yuxin", "hu_xinyi",
    )
)  # fmt: skip


def fan_lineup(players: int) -> tuple[str, ...]:
    """The fan characters a game of ``players`` may use (C-7.2: Yang Ruoxin 4+, Hu Xinyi
    5+; the Trader stands in at rank 6; no rank 9 with 2-4 players)."""
    ranks_1_8 = [c if players >= 4 or c != FAN[5] else "trader" for c in FAN[:8]]
    return (*ranks_1_8, FAN[8]) if players >= 5 else tuple(ranks_1_8)


def configs() -> dict[str, cr.GameConfig]:
    """Every (name -> config without seed) the hashes cover."""
    out = {}
    for n in range(2, 8):
        out[f"classic/{n}"] = cr.GameConfig(players=n, preset="classic", seed=0)
    for n in range(2, 9):
        out[f"dark_city/{n}"] = cr.GameConfig(players=n, preset="dark_city", seed=0)
        out[f"dark_city_lineup/{n}"] = cr.GameConfig(
            players=n, preset="dark_city", seed=0, characters=dark_city_lineup(n)
        )
    known = set(presets())
    for n in range(2, 9):
        if "edition_2016" in known:
            out[f"edition_2016/{n}"] = cr.GameConfig(players=n, preset="edition_2016", seed=0)
            out[f"edition_2016_new/{n}"] = cr.GameConfig(
                players=n,
                preset="edition_2016",
                seed=0,
                characters=new_2016_lineup(n),
                variants=("all_new_purples",),
            )
        if "fan" in known:
            out[f"fan/{n}"] = cr.GameConfig(players=n, preset="fan", seed=0)
            out[f"fan_lineup/{n}"] = cr.GameConfig(
                players=n, preset="fan", seed=0, characters=fan_lineup(n)
            )
            if n >= 4:
                out[f"fan_super/{n}"] = cr.GameConfig(
                    players=n, preset="fan", seed=0, variants=("super_mode",)
                )
    return out


def final_state(config: cr.GameConfig, seed: int) -> cr.GameState:
    """The end of the random game of ``config`` with ``seed`` (step API)."""
    import attrs

    config = attrs.evolve(config, seed=seed)
    rng = random.Random(seed)
    state = cr.new_game(config)
    while not state.is_over:
        state = cr.apply(state, rng.choice(cr.legal_actions(state)))
    return state


#: The state fields a golden hash covers: the game itself. Bookkeeping fields added later
#: (records for plugins, caches) do not change a game, so they do not change its hash.
FIELDS = (
    "aside",
    "bank",
    "built_this_round",
    "calling",
    "config",
    "crown",
    "deck",
    "discard",
    "draft",
    "end_triggered",
    "lineup",
    "marks",
    "out",
    "pending",
    "phase",
    "players",
    "queue",
    "revealed",
    "rng",
    "round",
    "steps",
    "tokens",
    "turn",
)


def digest(state: cr.GameState) -> str:
    """A short stable hash of the game fields of a state's JSON."""
    data = json.loads(cr.to_json(state))["data"]
    game = {k: data[k] for k in FIELDS}
    return hashlib.sha256(json.dumps(game, sort_keys=True).encode()).hexdigest()[:16]


def hashes_of(name: str, config: cr.GameConfig, seeds: range) -> list[str]:
    return [digest(final_state(config, s)) for s in seeds]


def main() -> None:
    """Regenerate every hash; ``--add`` only computes the names the file lacks (a new
    preset), leaving the others as they are."""
    old = json.loads(HASHES.read_text()) if "--add" in sys.argv and HASHES.exists() else {}
    table = {
        name: old[name] if name in old else hashes_of(name, cfg, range(SEEDS))
        for name, cfg in configs().items()
    }
    HASHES.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n")
    print(f"wrote {HASHES} ({sum(map(len, table.values()))} games)", file=sys.stderr)


if __name__ == "__main__":
    main()
