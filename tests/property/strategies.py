"""Hypothesis strategies for the property suite, and the one way a drawn walk is played.

A *walk* is a path through a game: ``choices`` pick the first actions (each index is
taken modulo the number of legal actions, so any int is a valid choice and shrinking
towards 0 means "the first legal action"), then a ``random.Random(seed)`` tail plays
on to the end. Hypothesis thus controls the opening move by move and the rest by seed.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest
from hypothesis import settings
from hypothesis import strategies as st

import citadels_rules as cr
from citadels_rules.game.ruleset import ruleset_for


def examples(n: int) -> int:
    """``n`` examples, at most the loaded profile's: a test that asks for fewer examples
    than the profile (its games are long) keeps its number in the thorough tier and is
    cut to the profile's in the default tier (``quick``, tests/conftest.py)."""
    return min(n, settings.default.max_examples)


def tiered(values: Sequence[object], quick: Sequence[object]) -> list[object]:
    """Parameters of a whole-game test: those in ``quick`` run in both tiers, the others
    (the same games at more player counts, soak-like) only in the thorough tier. A tuple
    is the values of several argument names."""
    thorough = pytest.mark.thorough
    return [
        v if v in quick else pytest.param(*(v if isinstance(v, tuple) else (v,)), marks=thorough)
        for v in values
    ]


#: Player counts of the classic preset.
PLAYERS = st.integers(min_value=2, max_value=7)

#: Game seeds (any int works; small ones shrink nicely).
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)

#: House rules that change no card text a random game could trip over.
HARMLESS_VARIANTS = (
    "short_game_7",
    "bank_35",
    "bank_unlimited",
    "tiebreak_chain",
    "discard_pile",
    "warlord_any_time",
    "library_keeps_all",
)

#: At most one bank variant is in force (the pack rejects both together).
BANKS = ("bank_35", "bank_unlimited")


def variants(players: int | None = None) -> st.SearchStrategy[tuple[str, ...]]:
    """A few harmless variants (possibly none); a 3-player game may switch to method 2."""
    pool = [v for v in HARMLESS_VARIANTS if v not in BANKS]
    if players == 3:
        pool.append("three_player_method_2")
    bank = st.sampled_from(((), *((b,) for b in BANKS)))
    others = st.lists(st.sampled_from(pool), unique=True, max_size=3).map(tuple)
    return st.tuples(bank, others).map(lambda t: t[0] + t[1])


#: A random classic game is ~170-480 actions; no game may need more than this.
MAX_ACTIONS = 3_000

#: The action kinds of API.md (for building illegal actions).
CORE_KINDS = (
    "pick",
    "remove",
    "take_gold",
    "draw",
    "keep",
    "build",
    "ability",
    "income",
    "choose",
    "done",
    "end_turn",
)


@st.composite
def configs(
    draw: st.DrawFn,
    players: st.SearchStrategy[int] = PLAYERS,
    seeds: st.SearchStrategy[int] = SEEDS,
    *,
    with_variants: bool = True,
    finite_bank: bool = False,
) -> cr.GameConfig:
    """A valid classic ``GameConfig`` over 2-7 players and any seed, maybe with variants."""
    n = draw(players)
    chosen: tuple[str, ...] = draw(variants(n)) if with_variants else ()
    if finite_bank:
        chosen = tuple(v for v in chosen if v != "bank_unlimited")
    return cr.GameConfig(players=n, preset="classic", seed=draw(seeds), variants=chosen)


@st.composite
def any_configs(draw: st.DrawFn) -> cr.GameConfig:
    """A ``GameConfig`` with every field filled in, for JSON (names may be any text)."""
    config = draw(configs())
    n = config.players
    names = draw(st.none() | st.lists(st.text(max_size=12), min_size=n, max_size=n).map(tuple))
    crown = draw(st.none() | st.integers(0, n - 1))
    return cr.GameConfig(
        players=n,
        preset=config.preset,
        seed=config.seed,
        variants=config.variants,
        names=names,
        crown=crown,
    )


def choices(max_size: int = 60) -> st.SearchStrategy[tuple[int, ...]]:
    """Action indices for the opening of a walk."""
    return st.lists(st.integers(0, 255), max_size=max_size).map(tuple)


def agents(players: int) -> st.SearchStrategy[list[object]]:
    """One agent per seat, each random or greedy."""
    one = st.sampled_from([cr.RandomAgent, cr.GreedyAgent]).map(lambda cls: cls())
    return st.lists(one, min_size=players, max_size=players)


def ids_of(config: cr.GameConfig) -> tuple[str, ...]:
    """Every card id (districts and characters) the config's rules know."""
    return tuple(sorted(ruleset_for(config).cards))


@st.composite
def arbitrary_actions(draw: st.DrawFn, state: cr.GameState) -> cr.Action:
    """An action of any kind, actor and params: usually illegal, never checked here."""
    ids = ids_of(state.config)
    n = len(state.players)
    value = st.sampled_from(ids) | st.integers(-1, n) | st.sampled_from(("gold", "cards", "take"))
    names = st.sampled_from(
        ("card", "character", "name", "target", "district", "own", "option", "index")
    )
    params = draw(st.dictionaries(names, value, max_size=3))
    kind = draw(st.sampled_from(CORE_KINDS))
    if kind == "ability" and draw(st.booleans()):
        params["name"] = draw(
            st.sampled_from(
                ("assassin.kill", "thief.rob", "warlord.destroy", "magician.swap", "smithy.draw")
            )
        )
    actor = draw(st.none() | st.integers(-1, n))
    return cr.Action(kind, actor=actor, **params)


def walk(
    config: cr.GameConfig,
    opening: Sequence[int] = (),
    seed: int = 0,
    *,
    stop: int | None = None,
    max_actions: int = MAX_ACTIONS,
) -> Iterator[tuple[cr.GameState, cr.Action | None]]:
    """Yield ``(state, action taken)`` along the walk, ending with ``(last state, None)``.

    ``stop`` ends the walk after that many actions (the game may go on); otherwise it
    runs to the end and fails past ``max_actions``.
    """
    rng = random.Random(seed)
    state = cr.new_game(config)
    for i in range(max_actions + 1):
        if state.is_over or (stop is not None and i >= stop):
            yield state, None
            return
        legal = cr.legal_actions(state)
        assert legal, f"no legal action before the end: {state!r}"
        index = opening[i] if i < len(opening) else rng.randrange(len(legal))
        action = legal[index % len(legal)]
        yield state, action
        state = cr.apply(state, action)
    raise AssertionError(f"{config} (walk seed {seed}) did not end within {max_actions} actions")


# -- Dark City ------------------------------------------------------------------------

#: The dark_city character pools by rank (rules/core.md C-2.1), the default first. Written
#: out from the spec, not read from the pack, so that a wrong pool in the pack shows up.
DARK_CITY_POOLS: dict[int, tuple[str, ...]] = {
    1: ("assassin", "witch"),
    2: ("thief", "tax_collector"),
    3: ("magician", "wizard"),
    4: ("king", "emperor"),
    5: ("bishop", "abbot"),
    6: ("merchant", "alchemist"),
    7: ("architect", "navigator"),
    8: ("warlord", "diplomat"),
    9: ("queen", "artist"),
}

#: Variants a dark_city game may switch on (on top of the preset's own).
DARK_CITY_VARIANTS = (
    "engine.ballroom_auto_thanks",
    "diplomat_any_time",
    "quarry_unlimited",
    "short_game_7",
    "bank_unlimited",
)

#: The 14 Dark City purple districts (districts.md), which ``GameConfig.districts``
#: may select from (all of them when it is empty).
DARK_CITY_PURPLES = (
    "armory",
    "ballroom",
    "bell_tower",
    "factory",
    "hospital",
    "imperial_treasury",
    "lighthouse",
    "map_room",
    "museum",
    "park",
    "poor_house",
    "quarry",
    "throne_room",
    "wishing_well",
)

#: Player counts of the dark_city preset (C-7.1).
DARK_CITY_PLAYERS = st.integers(min_value=2, max_value=8)


def rank9_options(players: int) -> tuple[str | None, ...]:
    """The rank-9 choices a dark_city game of ``players`` allows (None: no rank 9).

    2 players use exactly ranks 1-8 (C-5.3); 8 need rank 9 (C-7.1); the Queen needs 5+
    players (C-7.2); 3 players (method 1) use no rank 9 (naming one is a ConfigError, C-6.1).
    """
    if players in (2, 3):
        return (None,)
    if players == 8:
        return ("queen", "artist")
    return (None, "artist", "queen") if players >= 5 else (None, "artist")


def expected_lineup(config: cr.GameConfig) -> tuple[str, ...]:
    """The lineup a dark_city config must get (C-2.1, C-6.1, C-7.1): the characters given
    rank by rank over the classic defaults, the Queen added with 8 players, ranks 1 and 9
    dropped with 3 players."""
    by_rank = {rank: pool[0] for rank, pool in DARK_CITY_POOLS.items() if rank <= 8}
    for cid in config.characters:
        by_rank.update({r: cid for r, pool in DARK_CITY_POOLS.items() if cid in pool})
    if config.players == 8 and 9 not in by_rank:
        by_rank[9] = "queen"
    if config.players == 3:
        by_rank.pop(1, None)
        by_rank.pop(9, None)
    return tuple(by_rank[r] for r in sorted(by_rank))


@st.composite
def dark_city_lineups(
    draw: st.DrawFn,
    players: int,
    fixed: dict[int, tuple[str, ...]] | None = None,
    *,
    rank9: bool | None = None,
) -> tuple[str, ...]:
    """``characters`` for a dark_city config, drawn rank by rank from the pools.

    A rank whose drawn character is the default may be left out (the preset fills it in);
    ``fixed`` narrows some ranks' choices; ``rank9`` forces (True) or forbids (False) a
    rank-9 character where the player count allows the choice.
    """
    fixed = fixed or {}
    chosen: list[str] = []
    for rank in range(1, 9):
        if players == 3 and rank == 1:
            continue  # method 1 uses no rank-1 character: naming one is a ConfigError
        pool = fixed.get(rank, DARK_CITY_POOLS[rank])
        cid = draw(st.sampled_from(pool), label=f"rank {rank}")
        if cid != DARK_CITY_POOLS[rank][0] or draw(st.booleans(), label="explicit"):
            chosen.append(cid)
    options = list(rank9_options(players))
    if rank9 is True and len(options) > 1:
        options = [o for o in options if o is not None]
    elif rank9 is False and None in options:
        options = [None]
    if 9 in fixed:
        options = [o for o in options if o in fixed[9]] or options
    nine = draw(st.sampled_from(options), label="rank 9")
    if nine is not None and (nine != "queen" or players < 8 or draw(st.booleans())):
        chosen.append(nine)
    order = draw(st.permutations(chosen), label="order")  # any order of the ids is fine
    return tuple(order)


@st.composite
def dark_city_configs(
    draw: st.DrawFn,
    players: st.SearchStrategy[int] = DARK_CITY_PLAYERS,
    seeds: st.SearchStrategy[int] = SEEDS,
    *,
    fixed: dict[int, tuple[str, ...]] | None = None,
    rank9: bool | None = None,
    with_variants: bool = True,
    finite_bank: bool = False,
    select_districts: bool = True,
) -> cr.GameConfig:
    """A valid dark_city ``GameConfig``: 2-8 players, a random lineup (see
    :func:`dark_city_lineups`), any seed, some of ``DARK_CITY_VARIANTS`` and, now and
    then, a selection of the Dark City purples (``districts``; never the Hospital where
    C-2.3 removes it, which would be a ``ConfigError``)."""
    n = draw(players)
    characters = draw(dark_city_lineups(n, fixed, rank9=rank9))
    pool = [v for v in DARK_CITY_VARIANTS if not (finite_bank and v == "bank_unlimited")]
    chosen: tuple[str, ...] = ()
    if with_variants:
        chosen = tuple(draw(st.lists(st.sampled_from(pool), unique=True, max_size=3)))
    districts: tuple[str, ...] = ()
    if select_districts and draw(st.integers(0, 3), label="select districts") == 0:
        hospital = n != 3 and "witch" not in characters  # C-2.3, C-6.1
        offered = [d for d in DARK_CITY_PURPLES if hospital or d != "hospital"]
        districts = tuple(draw(st.lists(st.sampled_from(offered), unique=True, min_size=1)))
    return cr.GameConfig(
        players=n,
        preset="dark_city",
        seed=draw(seeds),
        characters=characters,
        districts=districts,
        variants=chosen,
    )
