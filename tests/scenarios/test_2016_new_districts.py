"""Scenario tests for the twelve districts new in the 2016 set (preset ``edition_2016``).

One test per rule of each card (rules/districts.md "2016 new-only set", with
rules/core.md C-1.7, C-9.4, C-14, C-15 and the ambiguity index's defaults 38-39) and per
FAQ ruling that reaches them in edition_2016 (rules/faq.md), plus the variants
``monument_limit_6`` and ``thieves_den_refund_cards`` with and without. The Magistrate is
another card's: its confiscation is stood in for by a test plugin that moves the district
just built out of its builder's city, as a confiscation does.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.game.packs import installed_packs, register_pack
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.game.secrets import action_event
from citadels_rules.pack_api import (
    BANK,
    GameState,
    MoveDistrict,
    Pack,
    PackInfo,
    SetToken,
    Transfer,
    VariantInfo,
    hookimpl,
)
from citadels_rules.testing import Table
from citadels_rules.testing.invariants import all_cards, total_gold

NEW = (
    "framework", "statue", "gold_mine", "ivory_tower", "necropolis", "thieves_den",
    "theater", "stables", "basilica", "secret_vault", "capitol", "monument",
)  # fmt: skip
#: 14 unique districts: the twelve, and two classic purples present in every build.
DISTRICTS = (*NEW, "dragon_gate", "keep")
#: With the Haunted Quarter, the Factory and the Map Room in place of three of them.
DISTRICTS_HQ = (
    "framework", "statue", "gold_mine", "ivory_tower", "necropolis", "thieves_den",
    "stables", "basilica", "secret_vault", "capitol", "monument", "haunted_quarter",
    "factory", "map_room",
)  # fmt: skip


# -- test plugins ------------------------------------------------------------------------


class Confiscate:
    """Stands in for the Magistrate's confiscation of a Thieves' Den: right after it is
    built, it moves to seat 1's city and its builder gets back the gold paid."""

    @hookimpl
    def citadels_after_build(self, state: GameState, seat: int, card: str) -> list[Any] | None:
        if card != "thieves_den" or seat == 1:
            return None
        paid = state.round_log[-1].amount or 0
        index = len(state.players[seat].city) - 1
        back = [Transfer(BANK, seat, paid)] if paid else []
        return [MoveDistrict(seat, index, ("city", 1)), *back]


class RecordFree:
    """Records what the after-build window says of the last build (``free``)."""

    @hookimpl
    def citadels_after_build(self, card: str, free: bool) -> list[Any]:
        return [SetToken("test.free", (card, free))]


TEST_PACK = Pack(
    info=PackInfo(id="test_2016_new_districts", version="0", name="new districts tests"),
    variants=(
        VariantInfo("test.confiscate", "a stand-in confiscation", Confiscate()),
        VariantInfo("test.record_free", "records Build.free", RecordFree()),
    ),
)


@pytest.fixture(scope="module", autouse=True)
def _test_pack() -> Iterator[None]:
    """The stand-in plugins, known only while this module runs (the CLI's listing of the
    packs in later tests must not see them)."""
    register_pack(TEST_PACK)
    clear_cache()
    yield
    installed_packs().pop(TEST_PACK.info.id, None)
    clear_cache()


# -- helpers -----------------------------------------------------------------------------


def _table(players: int = 4, districts: tuple[str, ...] = DISTRICTS, **kw: Any) -> Table:
    return Table(players=players, preset="edition_2016", seed=1, districts=districts, **kw)


def _act(state: GameState, kind: str, actor: int, **params: Any) -> GameState:
    return cr.apply(state, cr.Action(kind, actor=actor, **params))


def _legal(state: GameState) -> list[cr.Action]:
    return cr.legal_actions(state)


def _builds(state: GameState) -> set[str]:
    return {a.params["card"] for a in _legal(state) if a.kind == "build" and len(a.params) == 1}


def _ways(state: GameState, card: str) -> list[dict[str, Any]]:
    """The params besides ``card`` of the offered pack builds of ``card``."""
    out = []
    for a in _legal(state):
        if a.kind == "build" and a.params["card"] == card and len(a.params) > 1:
            out.append({k: v for k, v in a.params.items() if k != "card"})
    return out


def _framework(state: GameState) -> set[str]:
    return {
        a.params["card"]
        for a in _legal(state)
        if a.kind == "ability" and a.params["name"] == "framework.build"
    }


def _city(state: GameState, seat: int) -> tuple[str, ...]:
    return tuple(d.card for d in state.players[seat].city)


def _lines(state: GameState, seat: int) -> dict[str, int]:
    return {line.label: line.points for line in cr.scores(state)[seat].lines}


def _conserved(before: GameState, after: GameState) -> None:
    assert total_gold(after) == total_gold(before)
    assert sorted(all_cards(after)) == sorted(all_cards(before))


def _end_draft(state: GameState) -> GameState:
    """Play the draft with the first legal pick until it is over or a Theater asks."""
    while state.pending is not None and state.pending.kind in ("pick", "remove"):
        state = cr.apply(state, _legal(state)[0])
    return state


# -- card data ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "cost"),
    [
        ("framework", 3), ("statue", 3), ("gold_mine", 6), ("ivory_tower", 5),
        ("necropolis", 5), ("thieves_den", 6), ("theater", 6), ("stables", 2),
        ("basilica", 4), ("secret_vault", 0), ("capitol", 5), ("monument", 4),
    ],
)  # fmt: skip
def test_new_district_card_data(card: str, cost: int) -> None:
    """districts.md overview (new costs per CT/AB; Secret Vault 0 per 004): purple, one
    copy, edition 2016, with a Chinese name."""
    state = _table().build()
    info = state.rules.cards[card]
    assert (info.colour, info.cost, info.count, info.edition) == ("purple", cost, 1, "2016")
    assert info.name_zh and info.text
    assert state.rules.deck.count(card) == 1


def test_new_districts_are_not_in_the_first_game_deck() -> None:
    """C-2.2: the default deck is R16's first-game list, with the Statue and the
    Thieves' Den the only new ones in it."""
    deck = set(Table(players=4, preset="edition_2016", seed=1).build().rules.deck)
    assert {c for c in NEW if c in deck} == {"statue", "thieves_den"}


# -- Framework ---------------------------------------------------------------------------


def test_framework_builds_a_district_for_free_by_destroying_itself() -> None:
    """districts.md `framework`: destroy (discard) the Framework to build a district from
    hand without paying its price; the Framework goes under the deck (C-1.4, C-1.5)."""
    t = _table()
    t.seat(0, gold=0, hand=("palace",), city=("framework", "temple"), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    assert _framework(state) == {"palace"}
    after = _act(state, "ability", 0, name="framework.build", card="palace")
    assert _city(after, 0) == ("temple", "palace")
    assert after.players[0].gold == 2 and after.deck[-1] == "framework"
    _conserved(state, after)


def test_framework_only_after_gathering_faq_004_Q2() -> None:
    """faq:004-Q2 / C-9.8: building comes after the gather; the Framework's build too."""
    t = _table()
    t.seat(0, gold=0, hand=("palace",), city=("framework",), character="bishop")
    state = t.turn_of("bishop")
    assert _framework(state) == set()
    assert _framework(_act(state, "draw", 0)) == set()  # still choosing what to keep


def test_framework_build_counts_toward_the_limit_ambiguity_38() -> None:
    """Ambiguity 38: a Framework build is a normal build for the build limit (C-9.4)."""
    t = _table()
    t.seat(0, gold=9, hand=("palace", "temple"), city=("framework",), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    built = _act(state, "build", 0, card="temple")
    assert _framework(built) == set()
    used = _act(state, "ability", 0, name="framework.build", card="palace")
    assert _builds(used) == set()


def test_framework_respects_unique_names_ambiguity_38() -> None:
    """Ambiguity 38, C-1.10: no second district of a name already in the city."""
    t = _table()
    t.seat(0, gold=0, hand=("temple", "palace"), city=("framework", "temple"), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    assert _framework(state) == {"palace"}


def test_framework_with_the_architect_is_one_of_three_builds() -> None:
    """Ambiguity 38: with the Architect (3 builds, C-9.4) the Framework's build is one."""
    t = _table()
    hand = ("palace", "temple", "church", "manor")
    t.seat(0, gold=9, hand=hand, city=("framework",), character="architect")
    state = _act(t.turn_of("architect"), "take_gold", 0)
    state = _act(state, "ability", 0, name="framework.build", card="palace")
    state = _act(state, "build", 0, card="temple")
    state = _act(state, "build", 0, card="church")
    assert _builds(state) == set()


def test_framework_build_is_free_for_the_magistrate_ambiguity_38() -> None:
    """Ambiguity 38, C-10.5: the after-build windows are told the build was free (the
    Magistrate's warrant does not reach it unless ``magistrate_confiscates_free_builds``);
    a paid build is not free."""
    t = _table(variants=("test.record_free",))
    t.seat(0, gold=9, hand=("palace", "temple"), city=("framework",), character="architect")
    state = _act(t.turn_of("architect"), "take_gold", 0)
    state = _act(state, "ability", 0, name="framework.build", card="palace")
    assert tuple(state.token("test.free")) == ("palace", True)
    state = _act(state, "build", 0, card="temple")
    assert tuple(state.token("test.free")) == ("temple", False)


def test_framework_cannot_build_the_secret_vault() -> None:
    """districts.md `secret_vault`: it cannot be put into a city by any effect."""
    t = _table()
    t.seat(0, gold=0, hand=("secret_vault", "temple"), city=("framework",), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    assert _framework(state) == {"temple"}


# -- Statue ------------------------------------------------------------------------------


def test_statue_scores_5_with_the_crown() -> None:
    """districts.md `statue`, C-15: +5 if you hold the crown at the end."""
    t = _table()
    t.seat(0, city=("statue",))
    t.seat(1, city=("temple",))
    t.crown(0)
    state = t.build()
    assert _lines(state, 0)["statue"] == 5
    t.crown(1)
    assert _lines(t.build(), 0)["statue"] == 0


def test_statue_follows_the_crown_when_it_moves() -> None:
    """C-12.5: crown-dependent effects read the holder at scoring; a King revealed by
    another player takes the Statue's 5 points away."""
    t = _table()
    t.seat(0, city=("statue",), character="bishop")
    t.seat(1, character="king")
    t.crown(0)
    state = t.turn_of("king")
    assert state.crown == 1 and _lines(state, 0)["statue"] == 0


# -- Gold Mine ---------------------------------------------------------------------------


def test_gold_mine_adds_1_gold_to_take_gold() -> None:
    """districts.md `gold_mine`: the gather "take gold" gives 1 more (3)."""
    t = _table()
    t.seat(0, gold=0, city=("gold_mine",), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    assert state.players[0].gold == 3


def test_gold_mine_nothing_when_drawing() -> None:
    """districts.md `gold_mine`: only when the gather is gold."""
    t = _table()
    t.seat(0, gold=0, city=("gold_mine",), character="bishop")
    state = _act(t.turn_of("bishop"), "draw", 0)
    state = _act(state, "keep", 0, card=state.pending.options[0])
    assert state.players[0].gold == 0


def test_gold_mine_built_after_the_gather_helps_only_later_faq_004_Q68() -> None:
    """faq:004-Q68 (a gather-modifying district built this turn cannot serve this turn's
    gather: building comes after it, C-9.8): building the Gold Mine gives no gold back."""
    t = _table()
    t.seat(0, gold=4, hand=("gold_mine",), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    assert state.players[0].gold == 6
    state = _act(state, "build", 0, card="gold_mine")
    assert state.players[0].gold == 0


def test_gold_mine_merchant_gets_both_bonuses() -> None:
    """districts.md `gold_mine` with the Merchant's +1 after a gather (C-17.5): 2+1+1."""
    t = _table()
    t.seat(0, gold=0, city=("gold_mine",), character="merchant")
    state = _act(t.turn_of("merchant"), "take_gold", 0)
    assert state.players[0].gold == 4


# -- Ivory Tower -------------------------------------------------------------------------


def test_ivory_tower_scores_5_when_the_only_purple() -> None:
    """districts.md `ivory_tower`: +5 if it is the only purple district of the city."""
    t = _table()
    t.seat(0, city=("ivory_tower", "temple", "manor"))
    t.seat(1, city=("keep", "temple"))
    state = t.build()
    assert _lines(state, 0)["ivory_tower"] == 5


def test_ivory_tower_nothing_with_another_purple() -> None:
    """districts.md `ivory_tower`: a second purple district spoils it."""
    t = _table()
    t.seat(0, city=("ivory_tower", "keep"))
    assert _lines(t.build(), 0)["ivory_tower"] == 0


def test_ivory_tower_haunted_quarter_of_another_colour_faq_004_Q79() -> None:
    """faq:004-Q79, faq:004-Q16, C-15.1 (R16 Ivory Tower): a Haunted Quarter counted as
    another colour is not purple, so the Ivory Tower still scores; the best assignment is
    taken."""
    t = _table(districts=DISTRICTS_HQ)
    t.seat(0, city=("ivory_tower", "haunted_quarter", "temple"))
    state = t.build()
    lines = _lines(state, 0)
    assert lines["ivory_tower"] == 5


# -- Necropolis --------------------------------------------------------------------------


def test_necropolis_built_by_destroying_one_of_your_districts() -> None:
    """districts.md `necropolis`: instead of paying, destroy (discard) one district of
    your city: ``build card=necropolis own=<district>``."""
    t = _table()
    t.seat(0, gold=0, hand=("necropolis",), city=("temple", "manor"), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    assert sorted(w["own"] for w in _ways(state, "necropolis")) == ["manor", "temple"]
    assert "necropolis" not in _builds(state)  # 2 gold cannot pay 5
    after = _act(state, "build", 0, card="necropolis", own="manor")
    assert _city(after, 0) == ("temple", "necropolis")
    assert after.players[0].gold == 2 and after.deck[-1] == "manor"
    _conserved(state, after)


def test_necropolis_may_still_be_paid_in_gold_faq_004_Q22() -> None:
    """districts.md `necropolis`, faq:004-Q22 (= faq:000-gen-1, C-0.1): destroying is an
    option ("you may"); paying stays."""
    t = _table()
    t.seat(0, gold=3, hand=("necropolis",), city=("temple",), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    assert "necropolis" in _builds(state)
    after = _act(state, "build", 0, card="necropolis")
    assert _city(after, 0) == ("temple", "necropolis") and after.players[0].gold == 0


def test_necropolis_is_still_a_build() -> None:
    """districts.md `necropolis` (R16 Tax Collector: still a build): it uses the turn's
    build (C-9.4), and is told to the after-build windows as free (C-10.5)."""
    t = _table(variants=("test.record_free",))
    t.seat(0, gold=9, hand=("necropolis", "palace"), city=("temple",), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    state = _act(state, "build", 0, card="necropolis", own="temple")
    assert tuple(state.token("test.free")) == ("necropolis", True)
    assert _builds(state) == set() and _ways(state, "necropolis") == []


def test_necropolis_needs_a_district_to_destroy() -> None:
    """districts.md `necropolis`: with an empty city only the gold price remains."""
    t = _table()
    t.seat(0, gold=0, hand=("necropolis",), city=(), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    assert _ways(state, "necropolis") == [] and "necropolis" not in _builds(state)


def test_necropolis_shrinking_a_completed_city_faq_000_gen_3_faq_004_Q24_Q25() -> None:
    """faq:000-gen-3, faq:000-gen-4 (= faq:004-Q24, faq:004-Q25): once a city is complete
    the end stays triggered and the bonus is kept, even if the city then shrinks -- here
    a Necropolis built by destroying the Monument (C-1.7: it counted as two)."""
    t = _table()
    city = ("monument", "temple", "manor", "tavern", "watchtower")  # size 6
    t.seat(0, gold=9, hand=("necropolis", "market"), city=city, character="architect")
    state = _act(t.turn_of("architect"), "take_gold", 0)
    state = _act(state, "build", 0, card="market")  # size 7: complete (T = 7)
    assert state.players[0].completed == "first" and state.end_triggered
    state = _act(state, "build", 0, card="necropolis", own="monument")
    assert cr.pack_api.city_size(state, 0) == 6
    assert state.players[0].completed == "first" and state.end_triggered


def test_necropolis_destroying_a_beautified_district_returns_its_gold() -> None:
    """C-1.5: the gold on a destroyed district goes to the bank (the unlimited bank of
    edition_2016 keeps no count, gold leaves play)."""
    t = _table()
    t.seat(0, gold=0, hand=("necropolis",), city=(("manor", {"gold": 1}),), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    after = _act(state, "build", 0, card="necropolis", own="manor")
    assert _city(after, 0) == ("necropolis",) and after.players[0].city[0].gold == 0


# -- Thieves' Den ------------------------------------------------------------------------


def _paid(state: GameState) -> list[tuple[str, ...]]:
    return sorted((w["pay_cards"] for w in _ways(state, "thieves_den")), key=lambda p: (len(p), p))


def test_thieves_den_pays_with_cards_one_card_one_gold() -> None:
    """districts.md `thieves_den`: pay any part of the price with cards from hand, 1 card
    for 1 gold; the cards are discarded (C-1.4). API.md: the build names the cards
    (``pay_cards``, a sorted tuple of card ids)."""
    t = _table()
    hand = ("thieves_den", "temple", "palace", "manor")
    t.seat(0, gold=2, hand=hand, character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)  # 4 gold
    assert "thieves_den" not in _builds(state)
    assert _paid(state) == [
        ("manor", "palace"),
        ("manor", "temple"),
        ("palace", "temple"),
        ("manor", "palace", "temple"),
    ]
    before = state
    state = _act(state, "build", 0, card="thieves_den", pay_cards=("palace", "temple"))
    assert state.pending is None and _city(state, 0) == ("thieves_den",)
    assert state.players[0].gold == 0 and state.players[0].hand == ("manor",)
    assert state.deck[-2:] == ("palace", "temple")
    _conserved(before, state)
    assert state.token("thieves_den.paid") is None


def test_thieves_den_pay_cards_in_any_order_or_a_list() -> None:
    """API.md ``build(card="thieves_den", pay_cards=<card ids>)``: the cards that pay are
    a set, so an action built by hand may list them in any order, as a tuple or a list;
    it equals the legal one and is applied."""
    t = _table()
    t.seat(0, gold=2, hand=("thieves_den", "temple", "palace", "manor"), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    legal = cr.Action("build", actor=0, card="thieves_den", pay_cards=("palace", "temple"))
    for paid in (("temple", "palace"), ["temple", "palace"]):
        by_hand = cr.Action("build", actor=0, card="thieves_den", pay_cards=paid)
        assert by_hand == legal and by_hand in cr.legal_actions(state)
        assert _city(cr.apply(state, by_hand), 0) == ("thieves_den",)


def test_thieves_den_ways_are_distinct_multisets() -> None:
    """API.md ``pay_cards``: one build per distinct multiset of hand cards (two copies
    of a card make one way per count), never the den itself."""
    t = _table()
    hand = ("thieves_den", "temple", "temple", "manor")
    t.seat(0, gold=4, hand=hand, character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)  # 6 gold: the plain build too
    assert "thieves_den" in _builds(state)
    assert _paid(state) == [
        ("manor",),
        ("temple",),
        ("manor", "temple"),
        ("temple", "temple"),
        ("manor", "temple", "temple"),
    ]
    state = _act(state, "build", 0, card="thieves_den", pay_cards=("temple", "temple"))
    assert state.players[0].hand == ("manor",) and state.players[0].gold == 2


def test_thieves_den_all_in_cards() -> None:
    """districts.md `thieves_den`: "some or all": 6 cards and no gold."""
    t = _table()
    hand = ("thieves_den", "temple", "church", "manor", "palace", "tavern", "market")
    t.seat(0, gold=0, hand=hand, character="bishop")
    state = _act(t.turn_of("bishop"), "draw", 0)
    state = _act(state, "keep", 0, card=state.pending.options[0])
    paid = _paid(state)
    assert {len(p) for p in paid} == {6}
    state = _act(state, "build", 0, card="thieves_den", pay_cards=paid[0])
    assert _city(state, 0) == ("thieves_den",) and len(state.players[0].hand) == 1


def test_thieves_den_factory_reduces_the_price_first() -> None:
    """districts.md `thieves_den`: the Factory's discount comes first (6 - 1 = 5): at
    most 5 cards, and 5 cards leave the gold untouched."""
    t = _table(districts=DISTRICTS_HQ)
    hand = ("thieves_den", "temple", "church", "manor", "palace", "tavern", "market")
    t.seat(0, gold=0, hand=hand, city=("factory",), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    assert {len(p) for p in _paid(state)} == {3, 4, 5}
    paid = ("church", "manor", "market", "palace", "tavern")
    state = _act(state, "build", 0, card="thieves_den", pay_cards=paid)
    assert state.players[0].gold == 2 and state.players[0].hand == ("temple",)


def test_thieves_den_is_a_normal_build_otherwise() -> None:
    """districts.md `thieves_den`: paid in gold it is a plain build; with cards it still
    uses the turn's build (C-9.4) and is not free for the Magistrate (C-10.5)."""
    t = _table(variants=("test.record_free",))
    t.seat(0, gold=9, hand=("thieves_den", "temple", "church"), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    assert "thieves_den" in _builds(state)
    state = _act(state, "build", 0, card="thieves_den", pay_cards=("temple",))
    assert state.players[0].gold == 11 - 5
    assert tuple(state.token("test.free")) == ("thieves_den", False)
    assert _builds(state) == set()


def test_thieves_den_confiscated_refunds_gold_only() -> None:
    """districts.md `thieves_den`, characters.md Magistrate (R16 Thieves' Den: "receives
    back only gold spent, not cards"): without ``thieves_den_refund_cards`` the cards
    stay discarded."""
    t = _table(variants=("test.confiscate",))
    hand = ("thieves_den", "temple", "church", "manor")
    t.seat(0, gold=2, hand=hand, character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    paid = ("church", "manor", "temple")
    state = _act(state, "build", 0, card="thieves_den", pay_cards=paid)
    assert _city(state, 1)[-1] == "thieves_den" and "thieves_den" not in _city(state, 0)
    assert state.players[0].gold == 4 and state.players[0].hand == ()
    assert state.deck[-3:] == paid and state.aside == ()


def test_thieves_den_refund_cards_variant() -> None:
    """``thieves_den_refund_cards`` (variants.md 68): the confiscated den gives back the
    cards paid too, read from the confiscation's move of the den out of its city."""
    t = _table(variants=("test.confiscate", "thieves_den_refund_cards"))
    hand = ("thieves_den", "temple", "church", "manor")
    t.seat(0, gold=2, hand=hand, character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    before = state
    paid = ("church", "manor", "temple")
    state = _act(state, "build", 0, card="thieves_den", pay_cards=paid)
    assert _city(state, 1)[-1] == "thieves_den"
    assert sorted(state.players[0].hand) == ["church", "manor", "temple"]
    assert state.players[0].gold == 4 and state.aside == ()
    _conserved(before, state)


def test_thieves_den_refund_cards_variant_without_confiscation() -> None:
    """``thieves_den_refund_cards``: a den that stays in its city refunds nothing."""
    t = _table(variants=("thieves_den_refund_cards",))
    t.seat(0, gold=2, hand=("thieves_den", "temple", "church", "manor"), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    state = _act(state, "build", 0, card="thieves_den", pay_cards=("church", "temple"))
    assert _city(state, 0) == ("thieves_den",) and state.players[0].hand == ("manor",)


def test_thieves_den_paid_cards_are_shown() -> None:
    """districts.md `thieves_den` is silent on it: the cards paid are named in the public
    build action (paid face up at the table), so every seat's stream shows them."""
    t = _table()
    t.seat(0, gold=4, hand=("thieves_den", "temple", "church"), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    action = cr.Action("build", actor=0, card="thieves_den", pay_cards=("church",))
    event = action_event(state, action)
    assert "church" in str(cr.events_for([event], 1)[0])
    assert str(action) == "build card=thieves_den pay_cards=church,"
    assert cr.parse_action(str(action), state) == action


# -- Theater -----------------------------------------------------------------------------


def test_theater_swap_offered_after_the_draft_before_rank_1() -> None:
    """districts.md `theater`: at the end of the selection phase (everyone has chosen,
    before calling) its owner may exchange characters with a player of their choice."""
    t = _table()
    t.seat(2, city=("theater",))
    state = _end_draft(t.build())
    assert state.pending.kind == "theater.swap" and state.pending.seat == 2
    assert set(state.pending.options) == {0, 1, 3} and state.pending.done
    assert all(p.characters for p in state.players)
    assert {str(a) for a in _legal(state)} == {
        "ability name=theater.swap target=0",
        "ability name=theater.swap target=1",
        "ability name=theater.swap target=3",
        "done",
    }


def test_theater_swap_exchanges_the_two_characters() -> None:
    """districts.md `theater` (R16): each player now holds the other's card."""
    t = _table()
    t.seat(2, city=("theater",))
    state = _end_draft(t.build())
    mine, theirs = state.players[2].characters, state.players[0].characters
    after = _act(state, "ability", 2, name="theater.swap", target=0)
    assert after.players[2].characters == theirs and after.players[0].characters == mine
    _conserved(state, after)


def test_theater_swap_declined_changes_nothing_faq_004_Q22() -> None:
    """districts.md `theater`, faq:004-Q22 (= faq:000-gen-1, C-0.1: abilities are
    optional): "you may": ``done`` keeps every character."""
    t = _table()
    t.seat(2, city=("theater",))
    state = _end_draft(t.build())
    after = _act(state, "done", 2)
    assert [p.characters for p in after.players] == [p.characters for p in state.players]
    assert after.pending is None or after.pending.kind != "theater.swap"


def test_theater_without_it_no_swap() -> None:
    """districts.md `theater`: only its owner swaps; no Theater, no decision."""
    state = _end_draft(_table().build())
    assert state.pending is None or state.pending.kind != "theater.swap"


def test_theater_two_players_give_one_take_one_at_random() -> None:
    """districts.md `theater` (R16; 004 二人或三人局): with two characters each, choose
    one of yours and take one of the chosen player's at random."""
    t = _table(players=2)
    t.seat(1, city=("theater",))
    state = _end_draft(t.build())
    assert state.pending.kind == "theater.swap" and state.pending.options == (0,)
    mine, theirs = state.players[1].characters, state.players[0].characters
    state = _act(state, "ability", 1, name="theater.swap", target=0)
    assert state.pending.kind == "theater.give" and set(state.pending.options) == set(mine)
    give = mine[0]
    after = _act(state, "choose", 1, option=give)
    got = set(after.players[1].characters) - set(mine)
    assert len(got) == 1 and got <= set(theirs)
    assert give in after.players[0].characters
    assert sorted(after.players[0].characters + after.players[1].characters) == sorted(
        mine + theirs
    )


def test_theater_give_is_secret() -> None:
    """C-1.11, C-0.3: which of two characters was given is hidden from others."""
    t = _table(players=2)
    t.seat(1, city=("theater",))
    state = _end_draft(t.build())
    state = _act(state, "ability", 1, name="theater.swap", target=0)
    assert "theater.give" in state.rules.secret_decisions


def test_theater_three_players_two_characters_each() -> None:
    """districts.md `theater` (R16): 3 players (method 3, two characters each) give one
    chosen character and take one of the chosen player's at random."""
    t = _table(players=3, characters=("artist",))
    t.seat(0, city=("theater",))
    state = _end_draft(t.build())
    assert state.pending.kind == "theater.swap" and set(state.pending.options) == {1, 2}
    mine, theirs = state.players[0].characters, state.players[2].characters
    state = _act(state, "ability", 0, name="theater.swap", target=2)
    after = _act(state, "choose", 0, option=mine[1])
    assert mine[0] in after.players[0].characters and mine[1] in after.players[2].characters
    assert len(set(after.players[0].characters) & set(theirs)) == 1


def test_theater_every_selection_phase() -> None:
    """districts.md `theater`: "at the end of each selection phase": round 2 asks again."""
    t = _table()
    t.seat(2, city=("theater",))
    state = _end_draft(t.build())
    first = state.round
    state = _act(state, "done", 2)
    rounds = set()
    while state.round <= first + 1 and not state.is_over:
        if state.pending is not None and state.pending.kind == "theater.swap":
            rounds.add(state.round)
            state = _act(state, "done", 2)
            continue
        legal = _legal(state)
        ends = [a for a in legal if a.kind in ("end_turn", "take_gold")]
        state = cr.apply(state, ends[0] if ends else legal[0])
    assert rounds == {first + 1}


# -- Stables -----------------------------------------------------------------------------


def test_stables_do_not_count_toward_the_build_limit() -> None:
    """districts.md `stables` (C-9.4): after the turn's build, the Stables may still be
    built; after the Stables, the turn's build is still there."""
    t = _table()
    t.seat(0, gold=9, hand=("stables", "temple", "church"), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    after_temple = _act(state, "build", 0, card="temple")
    assert _builds(after_temple) == {"stables"}
    after_stables = _act(state, "build", 0, card="stables")
    assert _builds(after_stables) == {"temple", "church"}
    both = _act(after_temple, "build", 0, card="stables")
    assert _city(both, 0) == ("temple", "stables") and _builds(both) == set()


def test_stables_through_the_framework_do_not_count_either() -> None:
    """districts.md `stables`: however it is built, it does not use the turn's build."""
    t = _table()
    t.seat(0, gold=9, hand=("stables", "temple"), city=("framework",), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    state = _act(state, "build", 0, card="temple")
    assert _framework(state) == {"stables"}


# -- Basilica ----------------------------------------------------------------------------


def test_basilica_one_point_per_odd_cost_district() -> None:
    """districts.md `basilica`: +1 per district with an odd cost (temple 1, monastery 3,
    palace 5; not church 2 nor the Basilica's 4)."""
    t = _table()
    t.seat(0, city=("basilica", "temple", "church", "monastery", "palace"))
    assert _lines(t.build(), 0)["basilica"] == 3


def test_basilica_parity_of_the_effective_cost_ambiguity_39() -> None:
    """Ambiguity 39, C-1.6: a beautified church (2 + 1 = 3) counts, a beautified temple
    (1 + 1 = 2) does not, a plain monastery (3) does."""
    t = _table()
    t.seat(0, city=("basilica", ("church", {"gold": 1}), "monastery"))
    assert _lines(t.build(), 0)["basilica"] == 2
    t.seat(0, city=("basilica", ("temple", {"gold": 1}), "monastery"))
    assert _lines(t.build(), 0)["basilica"] == 1


# -- Secret Vault ------------------------------------------------------------------------


def test_secret_vault_cannot_be_built() -> None:
    """districts.md `secret_vault`: never offered, whatever the gold."""
    t = _table()
    t.seat(0, gold=9, hand=("secret_vault", "temple"), character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    assert _builds(state) == {"temple"}


def test_secret_vault_scores_3_from_hand() -> None:
    """districts.md `secret_vault`, C-15.2: +3 if it is in your hand at the end."""
    t = _table()
    t.seat(0, hand=("secret_vault", "temple"))
    t.seat(1, hand=("temple",))
    state = t.build()
    assert _lines(state, 0)["secret_vault"] == 3 and "secret_vault" not in _lines(state, 1)


def test_secret_vault_counts_for_the_map_room_ambiguity_37() -> None:
    """Ambiguity 37: the Map Room counts the Secret Vault in hand (+1 besides its +3)."""
    t = _table(districts=DISTRICTS_HQ)
    t.seat(0, hand=("secret_vault",), city=("map_room",))
    lines = _lines(t.build(), 0)
    assert lines["map_room"] == 1 and lines["secret_vault"] == 3


def test_secret_vault_the_wizard_cannot_build_it() -> None:
    """districts.md `secret_vault`: not put into a city by any effect: the Wizard who
    takes it may only keep it."""
    t = _table(characters=("wizard",))
    t.seat(0, gold=9, character="wizard")
    t.seat(1, hand=("secret_vault",))
    state = _act(t.turn_of("wizard"), "take_gold", 0)
    state = _act(state, "ability", 0, name="wizard.take", target=1)
    if state.pending.kind == "wizard.take":
        state = _act(state, "choose", 0, option="secret_vault")
    assert state.pending.options == ("keep",)


# -- Capitol -----------------------------------------------------------------------------


def test_capitol_three_of_one_colour() -> None:
    """districts.md `capitol`: +3 with at least 3 districts of one colour."""
    t = _table()
    t.seat(0, city=("capitol", "manor", "castle", "palace"))
    t.seat(1, city=("temple",))
    assert _lines(t.build(), 0)["capitol"] == 3


def test_capitol_nothing_with_two_and_two() -> None:
    """districts.md `capitol`: two of each colour is not enough."""
    t = _table()
    t.seat(0, city=("capitol", "manor", "castle", "temple", "church"))
    assert _lines(t.build(), 0)["capitol"] == 0


def test_capitol_scores_once() -> None:
    """districts.md `capitol` (R16): three yellow and three red still give 3."""
    t = _table()
    city = ("capitol", "manor", "castle", "palace", "watchtower", "prison", "fortress")
    t.seat(0, city=city)
    assert _lines(t.build(), 0)["capitol"] == 3


def test_capitol_purple_counts_as_a_colour() -> None:
    """districts.md `capitol`: "any of the five": three purple districts qualify."""
    t = _table()
    t.seat(0, city=("capitol", "keep", "statue"))
    assert _lines(t.build(), 0)["capitol"] == 3


def test_capitol_haunted_quarter_as_the_third_faq_004_Q16() -> None:
    """districts.md `capitol`, faq:004-Q16, C-15.1: the Haunted Quarter counts as the
    colour chosen at scoring, here the third yellow."""
    t = _table(districts=DISTRICTS_HQ)
    t.seat(0, city=("capitol", "manor", "castle", "haunted_quarter"))
    assert _lines(t.build(), 0)["capitol"] == 3


# -- Monument ----------------------------------------------------------------------------


def test_monument_counts_as_two_districts_c_1_7() -> None:
    """C-1.7: the Monument counts as 2 districts for city size."""
    t = _table()
    t.seat(0, city=("monument", "temple", "manor"))
    assert cr.pack_api.city_size(t.build(), 0) == 4


def test_monument_completes_a_city_and_triggers_the_end_c_14() -> None:
    """C-1.7, C-14.2, C-14.3: 5 districts and a Monument = 7 = T: complete, first, the end
    triggered; its score value is its cost (4), not doubled."""
    t = _table()
    city = ("temple", "manor", "tavern", "watchtower", "market")
    t.seat(0, gold=9, hand=("church", "monument"), city=city[:4], character="architect")
    state = _act(t.turn_of("architect"), "take_gold", 0)
    state = _act(state, "build", 0, card="monument")  # 4 districts: buildable
    assert not state.end_triggered and cr.pack_api.city_size(state, 0) == 6
    state = _act(state, "build", 0, card="church")
    assert state.players[0].completed == "first" and state.end_triggered
    assert _lines(state, 0)["districts"] == 1 + 3 + 1 + 1 + 4 + 2


def test_monument_not_buildable_with_5_districts() -> None:
    """districts.md `monument`: not with 5 or more districts (cards) in the city."""
    t = _table()
    city = ("temple", "manor", "tavern", "watchtower", "market")
    t.seat(0, gold=9, hand=("monument", "church"), city=city, character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    assert _builds(state) == {"church"}
    t.seat(0, city=city[:4])
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    assert _builds(state) == {"church", "monument"}


def test_monument_limit_6_variant() -> None:
    """``monument_limit_6`` (variants.md 67): buildable with fewer than 6 districts."""
    t = _table(variants=("monument_limit_6",))
    city = ("temple", "manor", "tavern", "watchtower", "market")
    t.seat(0, gold=9, hand=("monument",), city=city, character="bishop")
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    assert _builds(state) == {"monument"}
    t.seat(0, city=(*city, "church"))
    state = _act(t.turn_of("bishop"), "take_gold", 0)
    assert _builds(state) == set()


def test_monument_completed_city_protected_from_rank_8_c_14_4() -> None:
    """C-1.7, C-14.4: a city of 5 districts and a Monument is complete (size 7): the
    Warlord cannot target it."""
    t = _table()
    t.seat(0, city=("temple", "manor", "tavern", "watchtower", "market", "church"))  # 6
    t.seat(1, gold=9, character="warlord")
    t.seat(2, city=("monument", "temple", "manor", "tavern", "watchtower", "market"))  # 7
    state = _act(t.turn_of("warlord"), "take_gold", 1)
    targets = {
        a.params["target"]
        for a in _legal(state)
        if a.kind == "ability" and a.params["name"] == "warlord.destroy"
    }
    assert 0 in targets and 2 not in targets


def test_monument_variants_need_a_2016_preset() -> None:
    """The variants apply in edition_2016 (and fan) only (variants.md: n/a elsewhere)."""
    for variant in ("monument_limit_6", "thieves_den_refund_cards"):
        with pytest.raises(cr.ConfigError, match="2016"):
            cr.new_game(cr.GameConfig(players=4, preset="classic", variants=(variant,)))


# -- notation and action ids -------------------------------------------------------------


def _necropolis_position() -> GameState:
    t = _table()
    t.seat(0, gold=9, hand=("necropolis", "thieves_den", "church"), character="bishop")
    t.seat(0, city=("framework", "manor"))
    return _act(t.turn_of("bishop"), "take_gold", 0)


def test_new_district_actions_read_back_from_their_text() -> None:
    """API.md: ``str(action)`` and ``parse_action`` round-trip for the build params
    (``own``, ``pay_cards``), the Framework's ability and the Theater's decision."""
    state = _necropolis_position()
    texts = {str(a) for a in _legal(state)}
    assert {
        "build card=necropolis own=manor",
        "build card=thieves_den pay_cards=church,",
        "ability card=church name=framework.build",
    } <= texts
    for action in _legal(state):
        assert cr.parse_action(str(action), state) == action
    t = _table()
    t.seat(2, city=("theater",))
    theater = _end_draft(t.build())
    swap = cr.Action("ability", 2, name="theater.swap", target=3)
    assert cr.parse_action("2: theater.swap target=3", theater) == swap
    assert cr.parse_action(str(swap), theater) == swap


def test_new_district_actions_have_stable_rl_ids() -> None:
    """Every legal build way has an id that decodes back, and the same config gives the
    same layout (ids are stable)."""
    rl = pytest.importorskip("citadels_rules.rl")
    config = cr.GameConfig(players=4, preset="edition_2016", districts=DISTRICTS)
    space = rl.ActionSpace(config)
    state = _necropolis_position()
    legal = _legal(state)
    ids = [space.action_to_id(a, state) for a in legal]
    assert len(set(ids)) == len(ids)
    for i, a in zip(ids, legal, strict=True):
        assert space.action_from_id(i, a.actor, cr.observe(state, a.actor)) == a
    assert any("pay_cards" in a.params for a in legal)
    assert rl.ActionSpace(config).blocks() == space.blocks()
    shapes = {what.split(" ")[:2] == ["build", "necropolis"] for _, _, what in space.blocks()}
    assert True in shapes
