"""Scenario tests for the 2016 versions of the 18 unique districts that the 2016 set
shares with the classic and Dark City sets (preset ``edition_2016``), their variants and
the deck composition of the preset.

One test per 2016 rule of each card (rules/districts.md: the 2016 text, the R16
clarifications, what differs from the old card), per FAQ ruling that applies to
edition_2016 (rules/faq.md, "applies" column with E), and per variant with and without
it (rules/variants.md D; the deck variants of A). Positions are built with ``Table``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import citadels_rules as cr
from citadels_packs.edition_2016 import FIRST_GAME, UNIQUE
from citadels_rules.game.ruleset import ruleset_for
from citadels_rules.testing import Table

# -- helpers ---------------------------------------------------------------------------

#: The 18 shared districts, their 2016 cost and copies (districts.md § 2, "new cost").
SHARED = {
    "dragon_gate": 6,
    "great_wall": 6,
    "haunted_quarter": 2,
    "keep": 3,
    "laboratory": 5,
    "library": 6,
    "observatory": 4,
    "school_of_magic": 6,
    "smithy": 5,
    "armory": 3,
    "factory": 5,
    "imperial_treasury": 5,
    "map_room": 5,
    "museum": 4,
    "park": 6,
    "poor_house": 4,
    "quarry": 5,
    "wishing_well": 5,
}
#: Costs that differ from the old card (districts.md § 2: TSV vs CT).
OLD_COSTS = {"observatory": 5, "factory": 6, "imperial_treasury": 4, "poor_house": 5}
#: The old-only cards (districts.md § 2, "old-only").
OLD_ONLY = (
    "graveyard",
    "university",
    "ballroom",
    "bell_tower",
    "hospital",
    "lighthouse",
    "throne_room",
)
COMMON_CARDS = 54
SIX = ("manor", "temple", "tavern", "watchtower", "castle", "church")


def _table(players: int = 5, variants: tuple[str, ...] = (), **kw: Any) -> Table:
    """An edition_2016 table whose deck holds every unique district (all_new_purples: a
    deck variant only), so that any of them can be handed out."""
    return Table(
        players=players,
        preset="edition_2016",
        seed=1,
        variants=("all_new_purples", *variants),
        **kw,
    )


def _rules(players: int = 4, **kw: Any) -> Any:
    return ruleset_for(cr.GameConfig(players=players, preset="edition_2016", seed=1, **kw))


def _known() -> set[str]:
    """The unique districts of the 2016 set that exist in the installed packs."""
    cards = _rules().cards
    return {d for d in UNIQUE if d in cards}


def _purples(rules: Any) -> Counter[str]:
    return Counter(d for d in rules.deck if rules.cards[d].colour == "purple")


def _act(state: cr.GameState, kind: str, actor: int, **params: object) -> cr.GameState:
    return cr.apply(state, cr.Action(kind, actor=actor, **params))


def _ability(state: cr.GameState, actor: int, name: str, **params: object) -> cr.GameState:
    return _act(state, "ability", actor, name=name, **params)


def _abilities(state: cr.GameState, name: str) -> list[cr.Action]:
    return [a for a in cr.legal_actions(state) if a.kind == "ability" and a.params["name"] == name]


def _targets(state: cr.GameState, name: str) -> set[tuple[int, str]]:
    return {(a.params["target"], a.params["district"]) for a in _abilities(state, name)}


def _builds(state: cr.GameState) -> set[str]:
    return {a.params["card"] for a in cr.legal_actions(state) if a.kind == "build"}


def _city(state: cr.GameState, seat: int) -> tuple[str, ...]:
    return tuple(d.card for d in state.players[seat].city)


def _lines(score: cr.Score) -> dict[str, int]:
    return {line.label: line.points for line in score.lines}


def _draw(state: cr.GameState, seat: int) -> cr.GameState:
    """Gather by drawing and keep every card offered, first option first."""
    state = _act(state, "draw", seat)
    while state.pending is not None and state.pending.kind == "keep":
        state = _act(state, "keep", seat, card=state.pending.options[0])
    return state


def _over(state: cr.GameState) -> cr.GameState:
    """Play on to the end: every turn gathers gold and ends, decisions take option 0."""
    while not state.is_over:
        legal = cr.legal_actions(state)
        pick = [a for a in legal if a.kind in ("take_gold", "end_turn")]
        state = cr.apply(state, pick[0] if pick else legal[0])
    return state


# -- the card data (districts.md § 2) ---------------------------------------------------


@pytest.mark.parametrize("card", sorted(SHARED))
def test_2016_card_data_new_cost_and_edition(card: str) -> None:
    """districts.md § 2 "Cost in use per preset" — edition_2016 plays the 2016 card of
    each shared district: the new cost, edition "2016", an English and a Chinese name."""
    info = _rules().cards[card]
    assert info.cost == SHARED[card] and info.edition == "2016"
    assert info.name and info.name_zh and info.text
    assert info.count == 1  # the 2016 set: one of each, one Keep (R16)


@pytest.mark.parametrize("card", sorted(OLD_COSTS))
def test_2016_costs_that_changed_observatory_factory_imperial_treasury_poor_house(
    card: str,
) -> None:
    """districts.md § 2 — Observatory 5 → 4, Factory 6 → 5, Imperial Treasury 4 → 5, Poor
    House 5 → 4: the 2016 price in edition_2016, the old one in dark_city."""
    new = _table()
    new.seat(0, gold=9, hand=(card,), character="magician")
    state = _act(new.turn_of("magician"), "take_gold", 0)
    state = _act(state, "build", 0, card=card)
    assert state.players[0].gold == 9 + 2 - SHARED[card]
    old = Table(players=5, preset="dark_city", seed=1)
    old.seat(0, gold=9, hand=(card,), character="magician")
    state = _act(old.turn_of("magician"), "take_gold", 0)
    state = _act(state, "build", 0, card=card)
    assert state.players[0].gold == 9 + 2 - OLD_COSTS[card]


def test_2016_cards_replace_old_ones_only_in_edition_2016() -> None:
    """districts.md § 2 — classic and dark_city keep the old cards (two Keeps in classic,
    the Dark City costs)."""
    classic = ruleset_for(cr.GameConfig(players=4, preset="classic", seed=1))
    assert classic.cards["laboratory"].edition == "classic"
    assert Counter(classic.deck)["keep"] == 2
    dark = ruleset_for(cr.GameConfig(players=4, preset="dark_city", seed=1))
    assert dark.cards["poor_house"].cost == 5 and dark.cards["poor_house"].edition == "dark_city"


# -- the deck (C-2.2) -------------------------------------------------------------------


def test_edition_2016_default_deck_is_the_first_game_14() -> None:
    """C-2.2 (R16 "Your First Game") — without districts= the deck is the 54 common
    districts and R16's first-game list, one copy each (those of it installed)."""
    rules = _rules()
    first = {d for d in FIRST_GAME if d in rules.cards}
    assert len(FIRST_GAME) == 14
    assert _purples(rules) == Counter(first)
    assert len(rules.deck) == COMMON_CARDS + len(first)
    assert {"keep", "laboratory", "library", "dragon_gate"} <= first


def test_edition_2016_chosen_14_unique_districts() -> None:
    """C-2.2 (R16 "Customization Rules") — districts= names the 14 unique districts: the
    deck is the 54 common ones and exactly those 14."""
    chosen = tuple(sorted(SHARED))[:14]
    rules = _rules(districts=chosen)
    assert _purples(rules) == Counter(chosen)
    assert len(rules.deck) == COMMON_CARDS + 14


def test_edition_2016_districts_must_be_14_every_problem_listed() -> None:
    """C-2.2 — a choice of another size is a ConfigError; its message lists every
    problem (the size, an unknown id, a repeated one, a common district)."""
    bad = ("laboratory", "laboratory", "no_such_card", "temple", "keep")
    with pytest.raises(cr.ConfigError) as err:
        _rules(districts=bad)
    text = str(err.value)
    assert "14" in text and "no_such_card" in text and "twice" in text and "temple" in text


def test_all_new_purples_deck_holds_every_unique_district() -> None:
    """variants.md all_new_purples (C-2.2) — with it, the deck holds all 30 unique
    districts (those installed), one copy each; without it, 14."""
    rules = _rules(variants=("all_new_purples",))
    assert _purples(rules) == Counter(_known())
    assert len(UNIQUE) == 30
    assert sum(_purples(_rules()).values()) < sum(_purples(rules).values())


def test_all_new_purples_with_districts_is_a_config_error() -> None:
    """variants.md all_new_purples — it replaces the choice of 14: districts= with it is
    reported."""
    with pytest.raises(cr.ConfigError, match="all_new_purples"):
        _rules(variants=("all_new_purples",), districts=tuple(sorted(SHARED))[:14])


def test_all_new_purples_only_in_edition_2016() -> None:
    """variants.md all_new_purples (n/a outside edition_2016) — the ConfigError says why."""
    with pytest.raises(cr.ConfigError, match="only the 2016 edition"):
        cr.new_game(
            cr.GameConfig(players=4, preset="dark_city", seed=1, variants=("all_new_purples",))
        )


def test_keep_two_copies_in_edition_2016() -> None:
    """variants.md keep_two_copies — edition_2016 has one Keep (R16); with the variant
    two; classic already has two (base)."""
    assert _purples(_rules())["keep"] == 1
    assert _purples(_rules(variants=("keep_two_copies",)))["keep"] == 2
    classic = ruleset_for(
        cr.GameConfig(players=4, preset="classic", seed=1, variants=("keep_two_copies",))
    )
    assert Counter(classic.deck)["keep"] == 2


def test_all_purples_every_old_and_new_purple() -> None:
    """variants.md all_purples — every purple district of the old and new sets: the
    unique districts and the old-only ones (University, Lighthouse...), "38 cards with
    Keep x2" (variants.md #11: two Keeps even without keep_two_copies); off, none of the
    old-only cards."""
    rules = _rules(variants=("all_purples",))
    purples = _purples(rules)
    assert set(purples) == _known() | set(OLD_ONLY)
    assert purples["keep"] == 2
    assert rules.cards["lighthouse"].cost == 5  # restore_lighthouse is implied
    assert _purples(_rules(variants=("all_purples", "keep_two_copies")))["keep"] == 2
    assert not set(OLD_ONLY) & set(_purples(_rules()))


def test_all_purples_conditional_removals_c_2_3() -> None:
    """variants.md all_purples (implies the restore_* variants), C-2.3 — the Hospital only
    with the Assassin, the Graveyard not with the Diplomat or the Marshal."""
    with_witch = _purples(_rules(variants=("all_purples",), characters=("witch", "diplomat")))
    assert "hospital" not in with_witch and "graveyard" not in with_witch
    default = _purples(_rules(variants=("all_purples",)))
    assert "hospital" in default and "graveyard" in default


def test_all_purples_in_classic_brings_the_2016_districts() -> None:
    """variants.md all_purples (off, not n/a, in classic) — the variant brings the Dark City
    and 2016 districts into the classic deck (``VariantInfo.packs``), the classic versions
    of the cards both sets have staying."""
    state = cr.new_game(
        cr.GameConfig(players=4, preset="classic", seed=1, variants=("all_purples",))
    )
    deck = state.rules.deck
    assert {"statue", "necropolis", "museum", "lighthouse"} <= set(deck)
    assert state.rules.cards["observatory"].cost == 5  # the classic Observatory


def test_double_common_decks_second_set_with_other_names() -> None:
    """variants.md double_common_decks (districts.md § 1) — a second copy of the 54 common
    cards with ids ``<id>_2``, the same colour, cost and copies, another name."""
    rules = _rules(variants=("double_common_decks",))
    deck = Counter(rules.deck)
    assert len(rules.deck) == 2 * COMMON_CARDS + sum(_purples(rules).values())
    assert deck["temple_2"] == deck["temple"] == 3
    second = rules.cards["town_hall_2"]
    assert (second.colour, second.cost, second.count) == ("green", 5, 2)
    assert second.name != rules.cards["town_hall"].name
    assert "temple_2" not in _rules().cards


def test_double_common_decks_count_as_different_names() -> None:
    """variants.md double_common_decks — ``temple_2`` is another name than ``temple``: a
    city holding a Temple may build one (C-1.10 forbids only the same name)."""
    t = _table(variants=("double_common_decks",))
    t.seat(0, gold=5, hand=("temple_2", "manor"), city=("temple",), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    assert "temple_2" in _builds(state)
    state = _act(state, "build", 0, card="temple_2")
    assert _city(state, 0) == ("temple", "temple_2")


RESTORED = ("lighthouse", "throne_room", "hospital", "graveyard", "bell_tower", "ballroom")


@pytest.mark.parametrize("card", RESTORED)
def test_restore_old_only_card_in_new_edition_deck(card: str) -> None:
    """variants.md restore_lighthouse, restore_throne_room, restore_hospital,
    restore_graveyard, restore_bell_tower, restore_ballroom — with ``restore_<card>`` that
    old-only card joins the edition_2016 deck (added to the 14 chosen, C-2.2); without
    it, it is absent."""
    assert card not in _purples(_rules())
    assert _purples(_rules(variants=(f"restore_{card}",)))[card] == 1


def test_restore_lighthouse_costs_5() -> None:
    """variants.md restore_lighthouse — it also applies lighthouse_cost_5."""
    assert _rules(variants=("restore_lighthouse",)).cards["lighthouse"].cost == 5
    assert _rules().cards["lighthouse"].cost == 3


def test_restore_hospital_only_with_the_assassin() -> None:
    """variants.md restore_hospital (C-2.3) — only when rank 1 is the Assassin."""
    assert "hospital" not in _rules(variants=("restore_hospital",), characters=("witch",)).deck


def test_restore_graveyard_only_with_warlord() -> None:
    """variants.md restore_graveyard (C-2.3) — not with the Diplomat."""
    assert "graveyard" not in _rules(variants=("restore_graveyard",), characters=("diplomat",)).deck


def test_restore_variants_not_in_classic_but_graveyard() -> None:
    """variants.md restore_* — n/a in classic (the card does not exist there), except the
    Graveyard (base)."""
    with pytest.raises(cr.ConfigError, match="Throne Room is a Dark City card"):
        cr.new_game(
            cr.GameConfig(players=4, preset="classic", seed=1, variants=("restore_throne_room",))
        )
    classic = cr.GameConfig(players=4, preset="classic", seed=1, variants=("restore_graveyard",))
    assert "graveyard" in ruleset_for(classic).deck


# -- dragon_gate -------------------------------------------------------------------------


def test_dragon_gate_2016_scores_cost_plus_2() -> None:
    """districts.md dragon_gate — 2016 card: cost 6, +2 points at the end, i.e. 8."""
    t = _table(players=4)
    t.seat(0, city=("dragon_gate",))
    state = t.build()
    assert cr.scores(state)[0].total == 8
    assert state.rules.cards["dragon_gate"].cost == 6


def test_dragon_gate_faq_000_university_dragon_gate_1_warlord_pays_5() -> None:
    """R8.4, faq:000-university_dragon_gate-1 — the Warlord destroys it for 6 − 1 = 5."""
    t = _table()
    t.seat(0, gold=5, character="warlord")
    t.seat(1, city=("dragon_gate",), character="bishop" if False else "king")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    state = _ability(state, 0, "warlord.destroy", target=1, district="dragon_gate")
    assert state.players[0].gold == 5 + 2 - 5


def test_dragon_gate_faq_000_university_dragon_gate_2_diplomat_uses_6() -> None:
    """R8.4, faq:000-university_dragon_gate-2, faq:004-Q17 — the Diplomat's difference uses
    6: a Manor (3) for the Dragon Gate costs 3."""
    t = _table(characters=("diplomat",))
    t.seat(0, gold=4, city=("manor",), character="diplomat")
    t.seat(1, gold=0, city=("dragon_gate",), character="king")
    state = _act(t.turn_of("diplomat"), "take_gold", 0)
    state = _ability(state, 0, "diplomat.exchange", target=1, district="dragon_gate", own="manor")
    assert state.players[0].gold == 4 + 2 - 3 and state.players[1].gold == 3


def test_univ_dragon_value_8_diplomat_values_dragon_gate_at_8() -> None:
    """variants.md univ_dragon_value_8 (R8.4) — with it, the difference uses 8: 8 − 3 = 5;
    the Warlord still pays 5 to destroy it."""
    t = _table(characters=("diplomat",), variants=("univ_dragon_value_8",))
    t.seat(0, gold=4, city=("manor",), character="diplomat")
    t.seat(1, gold=0, city=("dragon_gate",), character="king")
    state = _act(t.turn_of("diplomat"), "take_gold", 0)
    state = _ability(state, 0, "diplomat.exchange", target=1, district="dragon_gate", own="manor")
    assert state.players[0].gold == 4 + 2 - 5 and state.players[1].gold == 5
    w = _table(variants=("univ_dragon_value_8",))
    w.seat(0, gold=5, character="warlord")
    w.seat(1, city=("dragon_gate",), character="king")
    state = _act(w.turn_of("warlord"), "take_gold", 0)
    state = _ability(state, 0, "warlord.destroy", target=1, district="dragon_gate")
    assert state.players[0].gold == 2


def test_univ_dragon_value_8_not_in_classic() -> None:
    """variants.md univ_dragon_value_8 (n/a in classic: no Diplomat)."""
    with pytest.raises(cr.ConfigError, match="no Diplomat"):
        cr.new_game(
            cr.GameConfig(players=4, preset="classic", seed=1, variants=("univ_dragon_value_8",))
        )


# -- great_wall --------------------------------------------------------------------------


def test_great_wall_2016_covers_itself_warlord_pays_6() -> None:
    """districts.md great_wall, R8.3 (CT, R16) — the 2016 Wall covers any district of its
    owner, itself included: destroying it costs the Warlord 5 + 1 = 6."""
    t = _table()
    t.seat(0, gold=5, character="warlord")
    t.seat(1, city=("great_wall", "manor"), character="king")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    assert (1, "great_wall") in _targets(state, "warlord.destroy")
    state = _ability(state, 0, "warlord.destroy", target=1, district="great_wall")
    assert state.players[0].gold == 7 - 6


def test_great_wall_2016_other_district_plus_1() -> None:
    """R8.3, faq:004-Q69 — another district of the owner costs 1 more too (Manor: 2 + 1)."""
    t = _table()
    t.seat(0, gold=0, character="warlord")
    t.seat(1, city=("great_wall", "manor"), character="king")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    assert (1, "manor") not in _targets(state, "warlord.destroy")  # 2 gold, 3 needed
    t = _table()
    t.seat(0, gold=1, character="warlord")
    t.seat(1, city=("great_wall", "manor"), character="king")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    state = _ability(state, 0, "warlord.destroy", target=1, district="manor")
    assert state.players[0].gold == 0


def test_great_wall_others_only_old_scope() -> None:
    """variants.md great_wall_others_only — with it the Wall does not cover itself
    (Warlord pays 5); other districts still +1."""
    t = _table(variants=("great_wall_others_only",))
    t.seat(0, gold=3, character="warlord")
    t.seat(1, city=("great_wall", "manor"), character="king")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    state = _ability(state, 0, "warlord.destroy", target=1, district="great_wall")
    assert state.players[0].gold == 5 - 5


def test_great_wall_faq_000_great_wall_1_diplomat_difference_plus_1() -> None:
    """faq:000-great_wall-1, R8.3 — the Diplomat pays the difference + 1 (1 even when the
    districts cost the same)."""
    t = _table(characters=("diplomat",))
    t.seat(0, gold=1, city=("manor",), character="diplomat")
    t.seat(1, gold=0, city=("great_wall", "docks"), character="king")
    state = _act(t.turn_of("diplomat"), "take_gold", 0)
    state = _ability(state, 0, "diplomat.exchange", target=1, district="docks", own="manor")
    assert state.players[0].gold == 3 - 1 and state.players[1].gold == 1


def test_great_wall_r16_diplomat_own_district_not_surcharged() -> None:
    """districts.md great_wall (R16 Great Wall) — the district a Diplomat gives away from
    his own city is never surcharged, even if he owns a Great Wall."""
    t = _table(characters=("diplomat",))
    t.seat(0, gold=0, city=("great_wall", "manor"), character="diplomat")
    t.seat(1, gold=0, city=("docks",), character="king")
    state = _act(t.turn_of("diplomat"), "take_gold", 0)
    state = _ability(state, 0, "diplomat.exchange", target=1, district="docks", own="manor")
    assert state.players[0].gold == 2 and _city(state, 1) == ("manor",)


def test_great_wall_armory_unaffected() -> None:
    """districts.md great_wall — the Armory (not a rank-8 ability) pays nothing."""
    t = _table()
    t.seat(0, gold=0, city=("armory",), character="magician")
    t.seat(1, city=("great_wall",), character="king")
    state = _ability(t.turn_of("magician"), 0, "armory.destroy", target=1, district="great_wall")
    assert state.players[0].gold == 0 and _city(state, 1) == ()


# -- haunted_quarter ---------------------------------------------------------------------


def _five_colours(state: cr.GameState, seat: int) -> bool:
    return _lines(cr.scores(state)[seat]).get("five colours", 0) == 3


def test_haunted_quarter_any_colour_at_scoring() -> None:
    """districts.md haunted_quarter, C-15.1 — it completes the five colours at scoring."""
    t = _table(players=4)
    t.seat(0, city=("haunted_quarter", "manor", "temple", "tavern", "watchtower"))
    state = t.build()
    assert cr.scores(state)[0].total == 2 + 3 + 1 + 1 + 1 + 3


def test_haunted_quarter_last_round_ok_2016_built_in_last_round() -> None:
    """variants.md haunted_quarter_last_round_ok (on in edition_2016; CT, R16) — built in
    the last round it still counts as any colour; with the variant off it stays purple."""
    for variants, bonus in (((), 3), (("-haunted_quarter_last_round_ok",), 0)):
        t = _table(players=4, variants=variants)
        city = ("keep", "temple", "tavern", "watchtower", "prison", "church")  # no yellow
        t.seat(0, gold=2, hand=("haunted_quarter",), city=city, character="magician")
        state = _act(t.turn_of("magician"), "take_gold", 0)
        state = _act(state, "build", 0, card="haunted_quarter")  # 7th: the end is triggered
        state = _over(state)
        total = cr.scores(state)[0].total
        base = 3 + 1 + 1 + 1 + 2 + 2 + 2 + 4  # districts + first to complete (C-14.3)
        assert total == base + bonus, variants


def test_haunted_quarter_faq_004_q16_not_a_colour_for_income() -> None:
    """faq:004-Q16 — the Haunted Quarter is not a colour for income: the King collects
    for his Manor only."""
    t = _table()
    t.seat(0, gold=0, city=("haunted_quarter", "manor"), character="king")
    state = _act(t.turn_of("king"), "take_gold", 0)
    state = _act(state, "income", 0)
    assert state.players[0].gold == 2 + 1


# -- keep --------------------------------------------------------------------------------


def test_keep_2016_rank8_cannot_target_it_faq_004_q70() -> None:
    """districts.md keep, R8.2.2 — no rank-8 ability affects the Keep (faq:000-keep-1,
    faq:004-Q70)."""
    t = _table()
    t.seat(0, gold=9, character="warlord")
    t.seat(1, city=("keep", "manor"), character="king")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    assert _targets(state, "warlord.destroy") == {(1, "manor")} | {
        x for x in _targets(state, "warlord.destroy") if x[0] != 1
    }
    assert (1, "keep") not in _targets(state, "warlord.destroy")


def test_keep_faq_000_keep_1_diplomat_cannot_take_it() -> None:
    """faq:000-keep-1 — the Diplomat cannot take another player's Keep."""
    t = _table(characters=("diplomat",))
    t.seat(0, gold=9, city=("manor",), character="diplomat")
    t.seat(1, city=("keep",), character="king")
    state = _act(t.turn_of("diplomat"), "take_gold", 0)
    assert not _abilities(state, "diplomat.exchange")


def test_keep_faq_004_q8_armory_destroys_it() -> None:
    """faq:000-armory-2, faq:004-Q8 — the Armory may destroy a Keep."""
    t = _table()
    t.seat(0, city=("armory",), character="magician")
    t.seat(1, city=("keep",), character="king")
    state = _ability(t.turn_of("magician"), 0, "armory.destroy", target=1, district="keep")
    assert _city(state, 1) == ()


# -- laboratory --------------------------------------------------------------------------


def test_laboratory_2016_discard_for_2_gold_once_per_turn() -> None:
    """districts.md laboratory (CT, AB) — once per turn, discard a card for 2 gold; the
    card goes under the deck (C-1.4)."""
    t = _table()
    t.seat(0, gold=0, hand=("temple", "manor"), city=("laboratory",), character="magician")
    state = _ability(t.turn_of("magician"), 0, "laboratory.discard", card="temple")
    assert state.players[0].gold == 2 and state.players[0].hand == ("manor",)
    assert state.deck[-1] == "temple"
    assert not _abilities(state, "laboratory.discard")


def test_laboratory_one_gold_variant() -> None:
    """variants.md laboratory_one_gold — the old card's 1 gold."""
    t = _table(variants=("laboratory_one_gold",))
    t.seat(0, gold=0, hand=("temple",), city=("laboratory",), character="magician")
    state = _ability(t.turn_of("magician"), 0, "laboratory.discard", card="temple")
    assert state.players[0].gold == 1


def test_laboratory_one_gold_is_base_in_classic() -> None:
    """variants.md laboratory_one_gold ("base" in classic) — the classic card gives 1."""
    t = Table(players=4, preset="classic", seed=1)
    t.seat(0, gold=0, hand=("temple",), city=("laboratory",), character="magician")
    state = _ability(t.turn_of("magician"), 0, "laboratory.discard", card="temple")
    assert state.players[0].gold == 1


# -- library / observatory -----------------------------------------------------------------


def test_library_2016_keeps_all_drawn() -> None:
    """districts.md library (CT; library_keeps_all on) — drawing to gather, keep both."""
    t = _table()
    t.seat(0, hand=(), city=("library",), character="magician")
    t.deck(("temple", "manor", "tavern"))
    state = _draw(t.turn_of("magician"), 0)
    assert Counter(state.players[0].hand) == Counter(("temple", "manor"))


def test_library_observatory_faq_004_q10_draw_3_keep_3() -> None:
    """faq:004-Q10 (new rule; library_keeps_all) — Library + Observatory: draw 3 keep 3;
    with library_keeps_all off: keep 2, one under the deck (faq:000-library_observatory-1)."""
    for variants, kept in (((), 3), (("-library_keeps_all",), 2)):
        t = _table(variants=variants)
        t.seat(0, hand=(), city=("library", "observatory"), character="magician")
        t.deck(("temple", "manor", "tavern", "palace"))
        state = _draw(t.turn_of("magician"), 0)
        assert len(state.players[0].hand) == kept, variants


def test_library_faq_004_q68_not_used_the_turn_it_is_built() -> None:
    """faq:000-library_observatory-2, faq:004-Q68 — the gather comes before building: a
    Library built this turn did not help this turn's draw."""
    t = _table()
    t.seat(0, gold=6, hand=("library",), character="magician")
    t.deck(("temple", "manor"))
    state = _act(t.turn_of("magician"), "draw", 0)
    assert state.pending is not None and state.pending.kind == "keep"
    state = _act(state, "keep", 0, card="temple")
    assert state.pending is None
    state = _act(state, "build", 0, card="library")
    assert state.players[0].hand == ("temple",)


def test_observatory_2016_draw_3_keep_1() -> None:
    """districts.md observatory — draw 3 instead of 2, keep 1, the other 2 under the deck."""
    t = _table()
    t.seat(0, hand=(), city=("observatory",), character="magician")
    t.deck(("temple", "manor", "tavern"))
    state = _act(t.turn_of("magician"), "draw", 0)
    assert state.pending is not None and len(state.pending.options) == 3
    state = _act(state, "keep", 0, card="tavern")
    assert state.players[0].hand == ("tavern",)
    assert Counter(state.deck[-2:]) == Counter(("temple", "manor"))


# -- school_of_magic -----------------------------------------------------------------------


def test_school_of_magic_income_any_colour_faq_004_q16() -> None:
    """districts.md school_of_magic, faq:004-Q16 — for income it counts as the colour of
    the character's income; it stays purple at scoring."""
    t = _table()
    t.seat(0, gold=0, city=("school_of_magic", "manor"), character="king")
    state = _act(_act(t.turn_of("king"), "take_gold", 0), "income", 0)
    assert state.players[0].gold == 2 + 2
    t = _table(players=4)  # purple at scoring: it completes the five colours as purple
    t.seat(0, city=("school_of_magic", "manor", "temple", "tavern", "watchtower"))
    assert _lines(cr.scores(t.build())[0])["five colours"] == 3


# -- smithy ------------------------------------------------------------------------------


def test_smithy_2016_pay_2_draw_3_once() -> None:
    """districts.md smithy (the same in every edition) — pay 2, draw 3, once per turn."""
    t = _table()
    t.seat(0, gold=4, hand=(), city=("smithy",), character="magician")
    state = _ability(t.turn_of("magician"), 0, "smithy.draw")
    assert state.players[0].gold == 2 and len(state.players[0].hand) == 3
    assert not _abilities(state, "smithy.draw")


# -- armory ------------------------------------------------------------------------------


def test_armory_2016_own_district_faq_004_q9() -> None:
    """faq:004-Q9, variants.md armory_own_districts (on in edition_2016; CT "any
    district") — the Armory may destroy its owner's district; off: it may not
    (faq:000-armory-3)."""
    t = _table()
    t.seat(0, city=("armory", "manor"), character="magician")
    state = t.turn_of("magician")
    assert (0, "manor") in _targets(state, "armory.destroy")
    state = _ability(state, 0, "armory.destroy", target=0, district="manor")
    assert _city(state, 0) == ()
    off = _table(variants=("-armory_own_districts",))
    off.seat(0, city=("armory", "manor"), character="magician")
    assert (0, "manor") not in _targets(off.turn_of("magician"), "armory.destroy")


def test_armory_2016_completed_city_protected_faq_004_q5() -> None:
    """faq:004-Q5, variants.md armory_protect_completed (R16 Armory) — a district of a
    completed city cannot be destroyed; off: it can (faq:000-armory-4)."""
    city = (*SIX, "market")  # 7 districts: complete with 5 players (T = 7, R16)
    for variants, hit in (((), False), (("-armory_protect_completed",), True)):
        t = _table(variants=variants)
        t.seat(0, city=("armory",), character="magician")
        t.seat(1, city=city, character="king")
        assert ((1, "manor") in _targets(t.turn_of("magician"), "armory.destroy")) == hit


def test_armory_faq_004_q6_bishop_district() -> None:
    """faq:000-armory-1, faq:004-Q6 — the Bishop does not protect against the Armory."""
    t = _table()
    t.seat(0, city=("armory",), character="magician")
    t.seat(1, city=("manor",), character="bishop")
    state = t.turn_of("bishop")
    t2 = _table()
    t2.seat(0, city=("armory",), character="merchant")
    t2.seat(1, city=("manor",), character="bishop")
    state = t2.turn_of("merchant")
    assert (1, "manor") in _targets(state, "armory.destroy")


def test_armory_cost_4_variant() -> None:
    """variants.md armory_cost_4 — the Armory costs 4 (its price and its rank-8 cost);
    without it 3."""
    assert _rules(variants=("armory_cost_4",)).cards["armory"].cost == 4
    assert _rules().cards["armory"].cost == 3
    t = _table(variants=("armory_cost_4",))
    t.seat(0, gold=4, hand=("armory",), character="magician")
    state = _act(_act(t.turn_of("magician"), "take_gold", 0), "build", 0, card="armory")
    assert state.players[0].gold == 2
    w = _table(variants=("armory_cost_4",))
    w.seat(0, gold=3, character="warlord")
    w.seat(1, city=("armory",), character="king")
    state = _act(w.turn_of("warlord"), "take_gold", 0)
    state = _ability(state, 0, "warlord.destroy", target=1, district="armory")
    assert state.players[0].gold == 5 - 3


# -- factory -----------------------------------------------------------------------------


def test_factory_2016_other_unique_costs_1_less() -> None:
    """districts.md factory (CT) — any other unique district costs its owner 1 less; a
    common one does not."""
    t = _table()
    t.seat(0, gold=5, hand=("laboratory", "palace"), city=("factory",), character="architect")
    state = _act(t.turn_of("architect"), "take_gold", 0)
    state = _act(state, "build", 0, card="laboratory")
    assert state.players[0].gold == 7 - 4
    assert "palace" not in _builds(state)


def test_factory_cost_5_base_in_2016_and_old_card() -> None:
    """variants.md factory_cost_5 ("base" in edition_2016) — the 2016 Factory costs 5 with
    or without it; the Dark City one 6, 5 with it."""
    assert _rules(variants=("factory_cost_5",)).cards["factory"].cost == 5
    dark = cr.GameConfig(players=4, preset="dark_city", seed=1)
    assert ruleset_for(dark).cards["factory"].cost == 6
    dark5 = cr.GameConfig(players=4, preset="dark_city", seed=1, variants=("factory_cost_5",))
    assert ruleset_for(dark5).cards["factory"].cost == 5


def test_cost_variants_not_in_classic() -> None:
    """variants.md armory_cost_4, factory_cost_5, museum_cost_5 (n/a in classic)."""
    for v in ("armory_cost_4", "factory_cost_5", "museum_cost_5", "quarry_no_ability_gains"):
        with pytest.raises(cr.ConfigError, match="Dark City card"):
            cr.new_game(cr.GameConfig(players=4, preset="classic", seed=1, variants=(v,)))


# -- imperial_treasury / map_room ------------------------------------------------------------


def test_imperial_treasury_2016_one_point_per_gold() -> None:
    """districts.md imperial_treasury (R16 "Stash") — +1 per gold in the stash."""
    t = _table(players=4)
    t.seat(0, gold=6, city=("imperial_treasury", ("manor", {"gold": 1})))
    assert _lines(cr.scores(t.build())[0])["imperial_treasury"] == 6


def test_map_room_2016_one_point_per_card_in_hand() -> None:
    """districts.md map_room — +1 per card in hand."""
    t = _table(players=4)
    t.seat(0, hand=("temple", "manor", "tavern"), city=("map_room",))
    assert _lines(cr.scores(t.build())[0])["map_room"] == 3


# -- museum ------------------------------------------------------------------------------


def test_museum_2016_store_once_and_score() -> None:
    """districts.md museum (CT) — once per turn, a card under it; +1 per card."""
    t = _table()
    t.seat(
        0,
        hand=("temple", "manor"),
        city=(("museum", {"cards": ("tavern",)}),),
        character="magician",
    )
    state = _ability(t.turn_of("magician"), 0, "museum.store", card="temple")
    assert len(state.players[0].city[0].cards) == 2 and state.players[0].hand == ("manor",)
    assert not _abilities(state, "museum.store")
    assert _lines(cr.scores(state)[0])["museum"] == 2


def test_museum_faq_000_museum_1_rank8_uses_own_cost() -> None:
    """faq:000-museum-1, R8.5 — the Warlord pays 4 − 1 for a Museum holding cards; with
    museum_contents_count_for_rank8 (004-Q4) + 1 per card."""
    for variants, paid in (((), 3), (("museum_contents_count_for_rank8",), 5)):
        t = _table(variants=variants)
        t.seat(0, gold=5, character="warlord")
        t.seat(1, city=(("museum", {"cards": ("tavern", "temple")}),), character="king")
        state = _act(t.turn_of("warlord"), "take_gold", 0)
        state = _ability(state, 0, "warlord.destroy", target=1, district="museum")
        assert state.players[0].gold == 7 - paid, variants


def test_museum_faq_000_museum_2_destroyed_with_cards_to_bottom() -> None:
    """faq:000-museum-2, R16 Museum — a destroyed Museum and its cards go to the bottom of
    the deck."""
    t = _table()
    t.seat(0, gold=5, character="warlord")
    t.seat(1, city=(("museum", {"cards": ("tavern",)}),), character="king")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    state = _ability(state, 0, "warlord.destroy", target=1, district="museum")
    assert Counter(state.deck[-2:]) == Counter(("museum", "tavern"))


def test_museum_faq_000_museum_3_cards_travel_with_it() -> None:
    """faq:000-museum-3, R8.5 — exchanged, the Museum keeps its cards under it."""
    t = _table(characters=("diplomat",))
    t.seat(0, gold=5, city=("castle",), character="diplomat")
    t.seat(1, city=(("museum", {"cards": ("tavern",)}),), character="king")
    state = _act(t.turn_of("diplomat"), "take_gold", 0)
    state = _ability(state, 0, "diplomat.exchange", target=1, district="museum", own="castle")
    assert state.players[0].city[0].card == "museum"
    assert state.players[0].city[0].cards == ("tavern",)


def test_museum_cost_5_variant() -> None:
    """variants.md museum_cost_5 — the Museum costs (and scores) 5; without it 4."""
    assert _rules(variants=("museum_cost_5",)).cards["museum"].cost == 5
    assert _rules().cards["museum"].cost == 4
    t = _table(players=4, variants=("museum_cost_5",))
    t.seat(0, city=("museum",))
    assert cr.scores(t.build())[0].total == 5


# -- park / poor_house (C-11 edition_2016) --------------------------------------------------


def test_park_2016_empty_hand_draws_2() -> None:
    """districts.md park (CT) — no card in hand at the end of the turn: draw 2."""
    t = _table()
    t.seat(0, hand=(), city=("park",), character="magician")
    t.deck(("palace", "castle", "tavern"))
    state = _act(_act(t.turn_of("magician"), "take_gold", 0), "end_turn", 0)
    assert Counter(state.players[0].hand) == Counter(("palace", "castle"))


def test_poor_house_2016_no_gold_gains_1() -> None:
    """districts.md poor_house (CT) — 0 gold in the stash at the end of the turn: +1."""
    t = _table()
    t.seat(0, gold=1, hand=("manor",), city=("poor_house",), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    state = _act(state, "build", 0, card="manor")
    assert state.players[0].gold == 0
    assert _act(state, "end_turn", 0).players[0].gold == 1
    t = _table()
    t.seat(0, gold=0, hand=(), city=("poor_house",), character="magician")
    state = _act(_act(t.turn_of("magician"), "take_gold", 0), "end_turn", 0)
    assert state.players[0].gold == 2  # gold in the stash: nothing


def test_poor_house_r16_before_the_alchemist() -> None:
    """C-11 edition_2016 (R16 Poor House) — an Alchemist with 0 gold at the end of the
    turn gets the Poor House's gold first, then the refund: 1 + 3. (dark_city: refund
    first, no Poor House.)"""
    t = _table(characters=("alchemist",))
    t.seat(0, gold=1, hand=("manor",), city=("poor_house",), character="alchemist")
    state = _act(t.turn_of("alchemist"), "take_gold", 0)
    state = _act(_act(state, "build", 0, card="manor"), "end_turn", 0)
    assert state.players[0].gold == 1 + 3
    old = Table(players=5, preset="dark_city", seed=1, characters=("alchemist",))
    old.seat(0, gold=1, hand=("manor",), city=("poor_house",), character="alchemist")
    state = _act(old.turn_of("alchemist"), "take_gold", 0)
    state = _act(_act(state, "build", 0, card="manor"), "end_turn", 0)
    assert state.players[0].gold == 3


def _bewitched_merchant(preset: str, gather: str) -> cr.GameState:
    """The Witch (seat 0) bewitched the Merchant (seat 1: 0 gold, no cards, Poor House and
    Park), who has just gathered (``gather``) in his gather-only turn."""
    extra = ("all_new_purples",) if preset == "edition_2016" else ()
    t = Table(players=5, preset=preset, seed=1, characters=("witch",), variants=extra)
    t.seat(0, gold=0, hand=("temple",), character="witch")
    t.seat(1, gold=0, hand=(), city=("poor_house", "park"), character="merchant")
    state = _act(t.turn_of("witch"), "take_gold", 0)
    state = _ability(state, 0, "witch.bewitch", character="merchant")
    while state.active_character != "merchant":
        state = _act(state, "take_gold", state.current_player)
        state = _act(state, "end_turn", state.current_player)
    state = _act(state, gather, 1)
    if state.pending is not None:
        state = _act(state, "keep", 1, card=state.pending.options[0])
    assert state.current_player == 0  # his turn is over: the Witch resumes
    return state


def test_poor_house_and_park_r16_not_in_a_bewitched_players_turn() -> None:
    """C-11, districts.md poor_house / park (R16 Witch) — the bewitched player's
    gather-only turn triggers neither the Poor House (drawing, 0 gold) nor the Park
    (taking gold, no cards) in edition_2016; in dark_city both resolve (AMBIGUOUS
    default)."""
    assert _bewitched_merchant("edition_2016", "draw").players[1].gold == 0
    assert _bewitched_merchant("edition_2016", "take_gold").players[1].hand == ()
    assert _bewitched_merchant("dark_city", "draw").players[1].gold == 1
    assert len(_bewitched_merchant("dark_city", "take_gold").players[1].hand) == 2


def _witch_not_resuming(preset: str, gather: str) -> cr.GameState:
    """The Witch (seat 0, 0 gold, no cards, Poor House and Park) gathers, bewitches the
    Bishop, whom nobody holds, and the round is played to its end."""
    extra = ("all_new_purples",) if preset == "edition_2016" else ()
    t = Table(players=5, preset=preset, seed=1, characters=("witch",), variants=extra)
    t.seat(0, gold=0, hand=(), city=("poor_house", "park"), character="witch")
    t.seat(1, gold=2, character="king")
    state = _act(t.turn_of("witch"), gather, 0)
    if state.pending is not None:
        state = _act(state, "keep", 0, card=state.pending.options[0])
    state = _ability(state, 0, "witch.bewitch", character="bishop")
    while state.phase == "turns":
        legal = cr.legal_actions(state)
        pick = [a for a in legal if a.kind in ("take_gold", "end_turn")]
        state = cr.apply(state, pick[0] if pick else legal[0])
    return state


def test_poor_house_and_park_r16_witch_who_does_not_resume() -> None:
    """C-11 (R16 Park, Poor House) — a Witch whose bewitched character is not in play
    gets neither the Poor House's gold nor the Park's cards in edition_2016; in dark_city
    she gets both (her end-of-turn districts run when the rank is passed, AMBIGUOUS
    default)."""
    new = _witch_not_resuming("edition_2016", "draw")
    assert new.players[0].gold == 0 and len(new.players[0].hand) == 1
    assert len(_witch_not_resuming("edition_2016", "take_gold").players[0].hand) == 0
    old = _witch_not_resuming("dark_city", "draw")
    assert old.players[0].gold == 1
    assert len(_witch_not_resuming("dark_city", "take_gold").players[0].hand) == 2


# -- quarry ------------------------------------------------------------------------------


def test_quarry_2016_any_number_of_duplicates() -> None:
    """districts.md quarry (R16 "any number"; quarry_unlimited) — a third Manor may be
    built; with quarry_unlimited off, only one duplicate at a time (TSV)."""
    for variants, third in (((), True), (("-quarry_unlimited",), False)):
        t = _table(variants=variants)
        t.seat(0, gold=9, hand=("manor",), city=("quarry", "manor", "manor"), character="magician")
        state = _act(t.turn_of("magician"), "take_gold", 0)
        assert ("manor" in _builds(state)) == third, variants


def test_quarry_no_ability_gains_faq_004_q15() -> None:
    """variants.md quarry_no_ability_gains (on in edition_2016; R16 Quarry, faq:004-Q15)
    — the Diplomat cannot take a duplicate into his Quarry city; off, he may
    (faq:000-diplomat-2)."""
    for variants, allowed in (((), False), (("-quarry_no_ability_gains",), True)):
        t = _table(characters=("diplomat",), variants=variants)
        t.seat(0, gold=9, city=("quarry", "manor", "temple"), character="diplomat")
        t.seat(1, city=("manor",), character="king")
        state = _act(t.turn_of("diplomat"), "take_gold", 0)
        pairs = {
            (a.params["district"], a.params["own"]) for a in _abilities(state, "diplomat.exchange")
        }
        assert (("manor", "temple") in pairs) == allowed, variants


def test_quarry_no_ability_gains_other_side_faq_000_diplomat_1() -> None:
    """variants.md quarry_no_ability_gains — whichever side owns the Quarry: the Diplomat
    cannot force a duplicate on a Quarry owner either; off, he can (faq:000-diplomat-1)."""
    for variants, allowed in (((), False), (("-quarry_no_ability_gains",), True)):
        t = _table(characters=("diplomat",), variants=variants)
        t.seat(0, gold=9, city=("manor",), character="diplomat")
        t.seat(1, city=("quarry", "manor", "temple"), character="king")
        state = _act(t.turn_of("diplomat"), "take_gold", 0)
        pairs = {
            (a.params["district"], a.params["own"]) for a in _abilities(state, "diplomat.exchange")
        }
        assert (("temple", "manor") in pairs) == allowed, variants


def test_quarry_faq_004_q14_destroyed_duplicates_stay() -> None:
    """faq:000-quarry-1, faq:004-Q14 — destroying the Quarry leaves the duplicates."""
    t = _table()
    t.seat(0, gold=9, character="warlord")
    t.seat(1, city=("quarry", "manor", "manor"), character="king")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    state = _ability(state, 0, "warlord.destroy", target=1, district="quarry")
    assert _city(state, 1) == ("manor", "manor")


# -- wishing_well ------------------------------------------------------------------------


def test_wishing_well_2016_counts_itself() -> None:
    """districts.md wishing_well (CT; wishing_well_counts_itself) — +1 per purple district,
    itself included; off: the others only."""
    for variants, points in (((), 3), (("-wishing_well_counts_itself",), 2)):
        t = _table(players=4, variants=variants)
        t.seat(0, city=("wishing_well", "keep", "smithy", "manor"))
        assert _lines(cr.scores(t.build())[0])["wishing_well"] == points, variants


def test_wishing_well_faq_004_q79_haunted_quarter_of_another_colour() -> None:
    """faq:000-wishing_well-1, faq:004-Q79 — a Haunted Quarter counted as another colour
    (completing the five colours) is not purple for the Wishing Well."""
    t = _table(players=4)
    t.seat(0, city=("wishing_well", "haunted_quarter", "manor", "temple", "tavern"))
    lines = _lines(cr.scores(t.build())[0])
    assert lines["five colours"] == 3 and lines["wishing_well"] == 1


def test_keep_faq_004_q70_owner_may_exchange_own_keep() -> None:
    """faq:004-Q70 — a Diplomat may give away his own Keep by exchange."""
    t = _table(characters=("diplomat",))
    t.seat(0, gold=9, city=("keep",), character="diplomat")
    t.seat(1, city=("manor",), character="king")
    state = _act(t.turn_of("diplomat"), "take_gold", 0)
    state = _ability(state, 0, "diplomat.exchange", target=1, district="manor", own="keep")
    assert _city(state, 0) == ("manor",) and _city(state, 1) == ("keep",)


def test_armory_does_not_trigger_restored_graveyard() -> None:
    """districts.md armory (AMBIGUOUS default), variants.md restore_graveyard — an Armory
    destruction asks the Graveyard's owner nothing; a Warlord's does."""
    t = _table(variants=("restore_graveyard",))
    t.seat(0, city=("armory",), character="magician")
    t.seat(1, gold=3, city=("manor",), character="king")
    t.seat(2, gold=3, city=("graveyard",), character="bishop")
    state = _ability(t.turn_of("magician"), 0, "armory.destroy", target=1, district="manor")
    assert state.pending is None and state.deck[-1] == "manor"
    w = _table(variants=("restore_graveyard",))
    w.seat(0, gold=3, character="warlord")
    w.seat(1, gold=3, city=("manor",), character="king")
    w.seat(2, gold=3, city=("graveyard",), character="bishop")
    state = _act(w.turn_of("warlord"), "take_gold", 0)
    state = _ability(state, 0, "warlord.destroy", target=1, district="manor")
    assert state.pending is not None and state.pending.seat == 2


def test_restore_bell_tower_announced_ends_at_6_in_edition_2016() -> None:
    """variants.md restore_bell_tower — its rules as in Dark City: announced, the end
    threshold is T − 1 = 6 for 4-8 players (T = 7, R16)."""
    t = _table(variants=("restore_bell_tower",))
    t.seat(0, gold=3, hand=("bell_tower",), city=("manor",), character="king")
    state = _act(t.turn_of("king"), "take_gold", 0)
    state = _act(state, "build", 0, card="bell_tower")
    assert state.rules.threshold(state) == 7
    state = _ability(state, 0, "bell_tower.announce")
    assert state.rules.threshold(state) == 6


def test_restore_throne_room_pays_when_the_crown_moves() -> None:
    """variants.md restore_throne_room (districts.md throne_room, C-12.5) — restored in an
    edition_2016 game, it still pays 1 gold whenever the crown changes holder."""
    t = _table(variants=("restore_throne_room",))
    t.seat(0, gold=0, character="king")
    t.seat(2, gold=0, city=("throne_room",), character="bishop")
    t.crown(1)
    state = t.turn_of("king")
    assert state.crown == 0 and state.players[2].gold == 1
