"""Hypothesis strategies for the property suite, and the one way a drawn walk is played.

A *walk* is a path through a game: ``choices`` pick the first actions (each index is
taken modulo the number of legal actions, so any int is a valid choice and shrinking
towards 0 means "the first legal action"), then a ``random.Random(seed)`` tail plays
on to the end. Hypothesis thus controls the opening move by move and the rest by seed.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from hypothesis import strategies as st

import citadels_rules as cr
from citadels_rules.game.ruleset import ruleset_for

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
