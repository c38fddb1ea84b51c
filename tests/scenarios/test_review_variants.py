"""Scenario tests of the variant review's findings (rules/variants.md): the Alchemist's
``alchemist_green_half`` income, ``univ_dragon_value_8`` for Jian Yuxin, ``discard_pile``
and the explicit "bottom of the deck" texts, ``super_mode_remove_whole_rank``,
``-bank_unlimited``, ``all_purples`` in edition_2016 and ``-player_count_restrictions``
in fan."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.testing import Table


def act(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    return cr.apply(state, cr.Action(kind, actor=state.current_player, **params))


def kinds(state: cr.GameState) -> set[str]:
    return {a.kind for a in cr.legal_actions(state)}


def names(state: cr.GameState) -> set[str]:
    return {a.params["name"] for a in cr.legal_actions(state) if a.kind == "ability"}


def game(preset: str, players: int = 4, **config: Any) -> cr.GameState:
    return cr.new_game(cr.GameConfig(players=players, preset=preset, seed=1, **config))


# -- alchemist_green_half (variants.md #32) --------------------------------------------


@pytest.mark.parametrize(
    ("preset", "variants"),
    [("fan", ()), ("dark_city", ("alchemist_green_half",)), ("fan", ("-alchemist_green_half",))],
)
def test_alchemist_green_half_is_the_income_action_faq_004_Q59(
    preset: str, variants: tuple[str, ...]
) -> None:
    """variants.md #32 ``alchemist_green_half`` (faq:004-Q59): "1 gold per 2 green
    districts, rounded down ... collected like any income" -- the core's ``income``
    action (API.md: "take income for your colour, all at once"), School of Magic
    counting as green; once. Off: no income (faq:000-alchemist-1)."""
    on = "-alchemist_green_half" not in variants
    city = ("tavern", "market", "docks", "harbor", "school_of_magic")
    t = Table(players=4, preset=preset, seed=1, variants=variants, characters=("alchemist",))
    t.seat(0, gold=0, city=city, character="alchemist")
    state = act(t.turn_of("alchemist"), "take_gold")
    assert not any(n.startswith("alchemist.") for n in names(state))
    if not on:
        assert "income" not in kinds(state)
        return
    assert [a.params for a in cr.legal_actions(state) if a.kind == "income"] == [{}]
    state = act(state, "income")
    assert state.players[0].gold == 2 + 5 // 2
    assert "income" not in kinds(state)


# -- univ_dragon_value_8 (variants.md #42) ---------------------------------------------


@pytest.mark.parametrize("variant", [True, False])
def test_univ_dragon_value_8_fan_jian_yuxin_transfers_faq_004_Q17(variant: bool) -> None:
    """variants.md #42 ``univ_dragon_value_8`` (faq:004-Q17): "Jian Yuxin
    exchange/take/gift value Dragon Gate and University at 8"; her destroy keeps 5/+7.
    Exchange of her Manor (3) for a University: she pays 8 - 3 = 5 (off: 3); gift of her
    Dragon Gate: she receives floor(8 / 2) = 4 (off: 3) (characters.md §8.4)."""
    jian = "fan.jian_yuxin"
    t = Table(
        players=4,
        preset="fan",
        seed=1,
        characters=(jian,),
        variants=("univ_dragon_value_8",) if variant else (),
    )
    t.seat(0, gold=20, city=("temple", "manor", "dragon_gate"), character=jian)
    t.seat(1, gold=10, city=("university",), character="merchant")
    t.seat(2, gold=10, city=("castle",), character="king")
    state = act(t.turn_of(jian), "take_gold")

    def gold_change(name: str, **params: Any) -> list[int]:
        after = act(state, "ability", name=f"{jian}.{name}", **params)
        return [a.gold - b.gold for a, b in zip(after.players[:3], state.players[:3], strict=True)]

    paid, received = (5, 4) if variant else (3, 3)
    exchange = gold_change("exchange", target=1, district="university", own="manor")
    assert exchange == [-paid, paid, 0]
    assert gold_change("gift", target=2, own="dragon_gate") == [received, 0, -received]
    assert gold_change("destroy", target=0, district="dragon_gate") == [7, 0, 0]
    assert gold_change("destroy", target=1, district="university") == [-5, 0, 0]


# -- discard_pile (variants.md #8) -----------------------------------------------------


def test_discard_pile_keeps_the_bottom_of_the_deck_texts() -> None:
    """variants.md #8 ``discard_pile``: "explicit 'bottom of the deck' texts
    (Observatory, Magician, destroyed districts per 004) still go to the bottom" (C-1.5,
    districts.md ``observatory``); a plain gather's unkept card is a discard (C-1.4)."""

    def turn(character: str, city: tuple[str, ...] = ()) -> cr.GameState:
        t = Table(players=4, preset="dark_city", seed=1, variants=("discard_pile",))
        t.seat(0, gold=10, city=city, character=character)
        t.seat(1, city=("manor", "castle"), character="merchant")
        t.deck(("temple", "church", "monastery"))
        return t.turn_of(character)

    plain = act(act(turn("king"), "draw"), "keep", card="temple")
    assert plain.discard == ("church",)
    seen = act(act(turn("king", ("observatory",)), "draw"), "keep", card="temple")
    assert seen.discard == () and seen.deck[-2:] == ("church", "monastery")
    state = act(turn("warlord"), "take_gold")
    state = act(state, "ability", name="warlord.destroy", target=1, district="manor")
    assert state.discard == () and state.deck[-1] == "manor"


# -- super_mode_remove_whole_rank (variants.md #21) ------------------------------------


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_super_mode_remove_whole_rank_replaces_step_1(seed: int) -> None:
    """variants.md #21 ``super_mode_remove_whole_rank``: "replaces step 1 of super_mode:
    place 1 random card face down ... moves all other cards of that rank face down to
    the centre, so a whole rank is out of the round": the 4 cards of one rank (fan: 36
    characters, 4 per rank) face down, the crown holder choosing among the other 32."""
    variants = ("super_mode", "super_mode_remove_whole_rank")
    state = cr.new_game(cr.GameConfig(players=5, preset="fan", seed=seed, variants=variants))
    rank = state.rules.rank
    centre = state.draft.face_down
    assert len(centre) == 4 and len({rank(c) for c in centre}) == 1
    assert sorted(centre) == sorted(c for c in state.lineup if rank(c) == rank(centre[0]))
    options = state.pending.options
    assert len(options) == 32 and rank(centre[0]) not in {rank(c) for c in options}
    assert set(Counter(rank(c) for c in options).values()) == {4}


def test_super_mode_remove_whole_rank_last_drafter_of_8_players() -> None:
    """variants.md #21: "with 8 players and 9 ranks, the last drafter chooses among the
    3 (4) cards received and the 3 (4) centre cards" (fan: 4 + 4)."""
    variants = ("super_mode", "super_mode_remove_whole_rank")
    state = cr.new_game(cr.GameConfig(players=8, preset="fan", seed=3, variants=variants))
    rank = state.rules.rank
    out = rank(state.draft.face_down[0])
    hands = []
    while state.phase == "draft":
        hands.append(state.pending.options)
        state = act(state, "pick", character=state.pending.options[0])
    assert [len(h) for h in hands] == [32, 28, 24, 20, 16, 12, 8, 8]
    assert out not in {rank(c) for h in hands[:-1] for c in h}
    last = Counter(rank(c) for c in hands[-1])
    assert len(last) == 2 and last[out] == 4


# -- bank_unlimited (variants.md #6) ---------------------------------------------------


@pytest.mark.parametrize("preset", ["edition_2016", "fan"])
@pytest.mark.parametrize("players", [4, 6])
def test_bank_unlimited_switched_off(preset: str, players: int) -> None:
    """variants.md #6 ``bank_unlimited`` is "on" (not "base") in edition_2016 and fan,
    so ``-bank_unlimited`` (API.md: "switches a preset default off") gives a finite
    bank: C-3.1's classic 30 coins, less the 2 gold dealt to each player (the spec
    gives no other size for those presets)."""
    assert game(preset, players).bank is None
    assert game(preset, players, variants=("-bank_unlimited",)).bank == 30 - 2 * players


# -- all_purples (variants.md #11) -----------------------------------------------------


@pytest.mark.parametrize("preset", ["classic", "dark_city", "edition_2016"])
def test_all_purples_has_38_cards_with_keep_x2(preset: str) -> None:
    """variants.md #11 ``all_purples``: "38 cards with Keep x2" -- in edition_2016 too,
    whose own card data has a single Keep (C-2.2)."""
    state = game(preset, variants=("all_purples",))
    cards = [*state.deck, *(c for p in state.players for c in p.hand), *state.out, *state.aside]
    purples = [c for c in cards if state.rules.cards[c].colour == "purple"]
    assert len(purples) == 38 and purples.count("keep") == 2


# -- player_count_restrictions (variants.md #14) ---------------------------------------


def test_player_count_restrictions_off_in_fan_allows_hu_xinyi() -> None:
    """C-7.2 "Under ``player_count_restrictions``": fan.hu_xinyi only with 5+ players
    (characters.md §9.4); ``-player_count_restrictions`` lifts it in fan."""
    hu = ("fan.hu_xinyi",)
    with pytest.raises(cr.ConfigError, match="5 or more"):
        game("fan", 4, characters=hu)
    state = game("fan", 4, characters=hu, variants=("-player_count_restrictions",))
    assert "fan.hu_xinyi" in state.lineup


def test_player_count_restrictions_off_in_fan_allows_yang_ruoxin() -> None:
    """C-7.2 and characters.md §6.4: fan.yang_ruoxin "4+ players only
    (``player_count_restrictions``)"; ``-player_count_restrictions`` lifts it in fan."""
    yang = ("fan.yang_ruoxin",)
    with pytest.raises(cr.ConfigError, match="4 or more"):
        game("fan", 3, characters=yang)
    state = game("fan", 3, characters=yang, variants=("-player_count_restrictions",))
    assert "fan.yang_ruoxin" in state.lineup
