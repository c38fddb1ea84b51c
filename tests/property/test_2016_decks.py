"""Whole-game properties of edition_2016 decks: random games for 2-8 players with a
random choice of 14 unique districts (C-2.2, R16 "Customization Rules"), with
``all_new_purples`` (all of them), and with the district variants of the 18 shared cards
and the deck variants on top.

Each game is played by :func:`citadels_rules.testing.invariants.check_game`: gold and
cards conserved, JSON round-trip, views hiding what they must (non-interference),
determinism (an exact replay) and termination. The setup test checks the deck's
composition against the spec, written out here rather than read from the pack.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import citadels_rules as cr
from citadels_packs.edition_2016 import POOL, UNIQUE
from citadels_packs.edition_2016.rules import allowed
from citadels_rules.game.ruleset import ruleset_for
from citadels_rules.testing.invariants import all_cards, check_game

from .strategies import examples

#: The 54 common cards of every deck (districts.md § 1).
COMMON_CARDS = 54
#: Variants of the shared districts and of the deck that a random game may switch on.
DISTRICT_VARIANTS = (
    "laboratory_one_gold",
    "great_wall_others_only",
    "museum_contents_count_for_rank8",
    "univ_dragon_value_8",
    "armory_cost_4",
    "factory_cost_5",
    "museum_cost_5",
    "keep_two_copies",
    "-quarry_no_ability_gains",
    "-quarry_unlimited",
    "-library_keeps_all",
    "-armory_own_districts",
    "-armory_protect_completed",
    "-wishing_well_counts_itself",
    "-haunted_quarter_last_round_ok",
)
DECK_VARIANTS = (
    "all_purples",
    "double_common_decks",
    "restore_lighthouse",
    "restore_throne_room",
    "restore_hospital",
    "restore_graveyard",
    "restore_bell_tower",
    "restore_ballroom",
)
#: How often check_game runs its costlier checks (JSON, views, non-interference).
EVERY = 13


def known_unique() -> tuple[str, ...]:
    """The unique districts of the 2016 set that the installed packs define."""
    cards = ruleset_for(cr.GameConfig(players=4, preset="edition_2016", seed=0)).cards
    return tuple(d for d in UNIQUE if d in cards)


def pool() -> tuple[tuple[str, ...], ...]:
    """The 2016 characters of ranks 1-9 that the installed packs define at that rank (the
    Dark City Tax Collector is rank 2; the 2016 one, rank 9, may not be installed)."""
    cards = ruleset_for(cr.GameConfig(players=4, preset="edition_2016", seed=0)).cards
    return tuple(tuple(c for c in ids if cards[c].rank == rank) for rank, ids in POOL)


@st.composite
def lineups(draw: st.DrawFn, players: int) -> tuple[str, ...]:
    """One character per rank 1-8 of the 2016 pool, and a rank-9 one where required (3
    and 8 players, R16) or, with 4-7 players, sometimes (``player_count_restrictions``:
    the Emperor only with 3+, the Queen only with 5+)."""
    ranks = pool()
    chosen = [draw(st.sampled_from([c for c in ids if allowed(c, players)])) for ids in ranks[:8]]
    rank9 = tuple(c for c in ranks[8] if allowed(c, players))
    if rank9 and (players in (3, 8) or (4 <= players <= 7 and draw(st.booleans()))):
        chosen.append(draw(st.sampled_from(rank9)))
    return tuple(chosen)


@st.composite
def configs(draw: st.DrawFn, all_new: bool = False, deck_variants: bool = False) -> cr.GameConfig:
    """An edition_2016 config: 2-8 players, a random lineup, 14 random unique districts
    (or ``all_new_purples``), some district variants (and deck variants)."""
    players = draw(st.integers(2, 8))
    variants = list(draw(st.lists(st.sampled_from(DISTRICT_VARIANTS), unique=True, max_size=4)))
    if deck_variants:
        variants += draw(st.lists(st.sampled_from(DECK_VARIANTS), unique=True, max_size=3))
    districts: tuple[str, ...] = ()
    if all_new:
        variants.append("all_new_purples")
    else:
        districts = tuple(draw(st.permutations(known_unique()))[:14])
    return cr.GameConfig(
        players=players,
        preset="edition_2016",
        seed=draw(st.integers(0, 2**32)),
        characters=draw(lineups(players)),
        districts=districts,
        variants=tuple(variants),
    )


def expected_purples(config: cr.GameConfig) -> Counter[str]:
    """The unique districts the deck must hold (C-2.2): the 14 chosen, or all of them
    with all_new_purples; one of each, two Keeps with keep_two_copies."""
    chosen = Counter(known_unique() if "all_new_purples" in config.variants else config.districts)
    if "keep_two_copies" in config.variants and chosen["keep"]:
        chosen["keep"] = 2
    return chosen


@given(config=configs())
def test_2016_deck_is_54_common_and_the_14_chosen(config: cr.GameConfig) -> None:
    """C-2.2 (R16) — the deck is the 54 common districts and the 14 unique districts
    chosen, one copy each (Keep x1, x2 with keep_two_copies); every card is somewhere."""
    state = cr.new_game(config)
    deck = Counter(state.rules.deck)
    purples = Counter({d: n for d, n in deck.items() if state.rules.cards[d].colour == "purple"})
    assert purples == expected_purples(config)
    assert sum(deck.values()) == COMMON_CARDS + sum(purples.values())
    assert all_cards(state) == deck


@given(config=configs(all_new=True))
def test_2016_all_new_purples_deck_holds_every_unique_district(config: cr.GameConfig) -> None:
    """variants.md all_new_purples (C-2.2) — the deck holds every unique district."""
    state = cr.new_game(config)
    purples = Counter(d for d in state.rules.deck if state.rules.cards[d].colour == "purple")
    assert purples == expected_purples(config)


@settings(max_examples=examples(5))
@given(config=configs())
def test_2016_random_games_with_14_chosen_hold_every_invariant(config: cr.GameConfig) -> None:
    """Random edition_2016 games with 14 chosen unique districts: conservation, JSON
    round-trip, hidden information, determinism and termination (check_game)."""
    state = check_game(config, config.seed or 0, every=EVERY)
    assert state.is_over


@settings(max_examples=examples(5))
@given(config=configs(all_new=True, deck_variants=True))
def test_2016_random_games_all_new_purples_and_deck_variants(config: cr.GameConfig) -> None:
    """Random edition_2016 games with all_new_purples and the deck variants
    (all_purples, double_common_decks, the restore_* ones): every invariant holds."""
    state = check_game(config, config.seed or 0, every=EVERY)
    assert state.is_over


@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("all_new", [False, True], ids=["chosen_14", "all_new_purples"])
def test_2016_every_player_count_plays_to_the_end(players: int, all_new: bool) -> None:
    """Every player count 2-8 (R16) plays a whole checked game, with 14 chosen unique
    districts and with all_new_purples."""
    unique = known_unique()
    rank9 = ("artist",) if players in (3, 8) else ()
    config = cr.GameConfig(
        players=players,
        preset="edition_2016",
        seed=players,
        characters=("witch", "alchemist", "diplomat", *rank9),
        districts=() if all_new else (unique * 2)[players : players + 14],
        variants=("all_new_purples",) if all_new else (),
    )
    state = check_game(config, players, every=EVERY)
    assert state.is_over and cr.winners(state)
