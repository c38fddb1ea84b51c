"""Whole-game properties of the edition_2016 preset for 2-8 players, over random lineups
drawn from the preset's pool (``presets()["edition_2016"].pool``: it grows as the 2016
characters are added) and the 2016 character variants.

Every game runs :func:`citadels_rules.testing.invariants.check_game`: conservation of
gold (with a finite bank: the bank, stashes, gold on districts and the Tax Collector
token's gold) and cards after every action, JSON round-trips of states and views, views
hiding what they must and independent of hidden information, non-interference of the
legal actions, illegal actions rejected, exact replay (determinism) and termination.
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

import citadels_rules as cr
from citadels_rules.pack_api import presets
from citadels_rules.testing.invariants import (
    all_cards,
    check_conserved,
    check_game,
    total_gold,
)

from .strategies import SEEDS, choices, tiered, walk

POOL = dict(presets()["edition_2016"].pool)
#: C-7.2 (``player_count_restrictions``): the fewest players each character allows.
MIN_PLAYERS = {"emperor": 3, "queen": 5}
#: Variants drawn on top of the preset's own (a finite bank makes gold checkable).
VARIANTS = (
    "bank_35",
    "tie_shared_victory",
    "tiebreak_chain",
    "short_game_7",
    "emperor_recipient_chooses_payment",
    "-emperor_killed_moves_crown",
    "-witch_takes_gather_bonus",
    "wizard_targets_character",
    "wizard_duplicates_ability_build_only",
    "wizard_receives_duplicates",
    "abbot_tie_no_gold",
    "abbot_fan_cards",
    "-tax_collector_no_gold_no_tax",
    "tax_collector_pays_own_tax",
    "-navigator_never_builds",
    "queen_crown_adjacent",
    "queen_crown_holder_5",
    "alchemist_green_half",
    "-warlord_any_time",
    "-diplomat_any_time",
)


def allowed(character: str, players: int) -> bool:
    return players >= MIN_PLAYERS.get(character, 0)


@st.composite
def configs(draw: st.DrawFn, players: int | None = None) -> cr.GameConfig:
    """An edition_2016 config: one character per rank from the pool, a rank-9 character
    where required (3 and 8 players) or at random (4-7), none with 2 (C-2.1, C-7)."""
    n = players if players is not None else draw(st.integers(2, 8))
    ranks = [r for r in range(1, 9)]
    if n in (3, 8) or (n >= 4 and draw(st.booleans())):
        ranks.append(9)
    characters = []
    for rank in ranks:
        options = [c for c in POOL[rank] if allowed(c, n)]
        characters.append(draw(st.sampled_from(options)))
    extra = draw(st.lists(st.sampled_from(VARIANTS), max_size=4, unique=True))
    if "tiebreak_chain" in extra and "tie_shared_victory" in extra:
        extra.remove("tie_shared_victory")
    seed = draw(st.integers(0, 2**32 - 1))
    return cr.GameConfig(
        players=n,
        preset="edition_2016",
        seed=seed,
        characters=tuple(characters),
        variants=tuple(extra),
    )


def finite(config: cr.GameConfig) -> cr.GameConfig:
    """The config with a 35-coin bank, so that gold is checked too."""
    if "bank_35" in config.variants:
        return config
    return cr.GameConfig(
        players=config.players,
        preset=config.preset,
        seed=config.seed,
        characters=config.characters,
        variants=(*config.variants, "bank_35"),
    )


@pytest.mark.parametrize("players", tiered(range(2, 9), quick=[2, 5, 8]))
@given(data=st.data(), seed=SEEDS)
def test_random_games_keep_every_invariant(players: int, data: st.DataObject, seed: int) -> None:
    """Conservation, JSON round-trips, views and non-interference, determinism and
    termination for whole random games of 2-8 players (check_game)."""
    config = data.draw(configs(players))
    final = check_game(config, seed, every=6)
    assert final.is_over and cr.winners(final)
    event(f"lineup rank 9: {config.characters[8] if len(config.characters) > 8 else None}")


@given(config=configs(), opening=choices(), seed=SEEDS)
def test_gold_including_the_token_and_cards_are_conserved(
    config: cr.GameConfig, opening: tuple[int, ...], seed: int
) -> None:
    """C-3.1 — with a finite bank, bank + stashes + gold on districts + gold on the Tax
    Collector's token never changes; neither does the multiset of cards."""
    config = finite(config)
    states = [state for state, _ in walk(config, opening, seed, stop=400)]
    first = states[0]
    assert total_gold(first) == 35
    for before, after in itertools.pairwise(states):
        check_conserved(before, after)
    assert all_cards(states[-1]) == all_cards(first) == Counter(first.rules.deck)
    if any(s.token("tax_collector.gold") for s in states):
        event("gold on the Tax Collector token")


def test_the_tax_collector_token_gold_is_counted_by_the_invariants() -> None:
    """The invariants see the token's gold: a game where it holds gold stays conserved,
    and taking the token's gold away from the state breaks conservation."""
    for seed in range(60):
        config = cr.GameConfig(
            players=5,
            preset="edition_2016",
            seed=seed,
            characters=("tax_collector",),
            variants=("bank_35",),
        )
        for state, _ in walk(config, (), seed, stop=300):
            gold = state.token("tax_collector.gold")
            if gold:
                assert total_gold(state) == 35
                tokens = tuple(kv for kv in state.tokens if kv[0] != "tax_collector.gold")
                assert total_gold(state.but(tokens=tokens)) == 35 - gold
                with pytest.raises(ValueError, match="gold"):
                    cr.validate(state.but(tokens=tokens))
                return
    raise AssertionError("no game put gold on the Tax Collector token")


@pytest.mark.parametrize("players", range(2, 9))
def test_default_edition_2016_games_end(players: int) -> None:
    """Termination with the default lineup (C-2.1) for every player count."""
    for seed in range(2):
        final = check_game(
            cr.GameConfig(players=players, preset="edition_2016", seed=seed), seed, every=25
        )
        assert final.is_over
