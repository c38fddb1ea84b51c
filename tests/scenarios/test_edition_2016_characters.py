"""Scenario tests of the 2016 versions of the 18 characters that classic and Dark City
already have (preset ``edition_2016``).

One test per 2016 rule of each character (rules/characters.md, 2016 texts, R16) and per
FAQ ruling that applies to edition_2016 for these characters (faq.md "applies" column
with E), named by its id; each character variant with and without it. Positions are
built with :class:`citadels_rules.testing.Table` and driven through the public API.
"""

from __future__ import annotations

from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.pack_api import presets
from citadels_rules.testing import Table

#: 14 unique districts (R16: a 2016 deck uses 14) with the Poor House and the Park in it.
WITH_POOR_HOUSE = (
    "poor_house", "park", "dragon_gate", "factory", "haunted_quarter", "imperial_treasury",
    "keep", "laboratory", "library", "map_room", "quarry", "school_of_magic", "smithy",
    "great_wall",
)  # fmt: skip
#: A completed city with 4+ players in edition_2016 (C-14.1: 7 districts).
SEVEN = ("temple", "church", "monastery", "cathedral", "watchtower", "prison", "battlefield")
TOKEN = "tax_collector.gold"


# -- helpers ---------------------------------------------------------------------------


def table(players: int = 5, seed: int = 1, **kwargs: Any) -> Table:
    return Table(players=players, preset="edition_2016", seed=seed, **kwargs)


def act(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    """Apply ``kind`` for the seat that must act now."""
    return cr.apply(state, cr.Action(kind, actor=state.current_player, **params))


def ability(state: cr.GameState, name: str, **params: Any) -> cr.GameState:
    return act(state, "ability", name=name, **params)


def choose(state: cr.GameState, option: Any) -> cr.GameState:
    return act(state, "choose", option=option)


def kinds(state: cr.GameState) -> set[str]:
    return {a.kind for a in cr.legal_actions(state)}


def offered(state: cr.GameState, name: str) -> list[cr.Action]:
    return [a for a in cr.legal_actions(state) if a.kind == "ability" and a.params["name"] == name]


def builds(state: cr.GameState) -> set[str]:
    return {a.params["card"] for a in cr.legal_actions(state) if a.kind == "build"}


def incomes(state: cr.GameState) -> set[str | None]:
    return {a.params.get("option") for a in cr.legal_actions(state) if a.kind == "income"}


def city(state: cr.GameState, seat: int) -> tuple[str, ...]:
    return tuple(d.card for d in state.players[seat].city)


def golds(state: cr.GameState) -> list[int]:
    return [p.gold for p in state.players]


def finish(state: cr.GameState) -> cr.GameState:
    """The acting player takes 2 gold if the gather is still owed, then ends the turn."""
    if "take_gold" in kinds(state):
        state = act(state, "take_gold")
    return act(state, "end_turn")


def assert_illegal(state: cr.GameState, action: cr.Action) -> None:
    before = cr.to_json(state)
    assert action not in cr.legal_actions(state)
    with pytest.raises(cr.IllegalAction):
        cr.apply(state, action)
    assert cr.to_json(state) == before


def bewitch(state: cr.GameState, character: str) -> cr.GameState:
    return ability(act(state, "take_gold"), "witch.bewitch", character=character)


# ======================================================================================
# Card data (characters_2016.toml)
# ======================================================================================

EIGHTEEN = {
    "assassin": 1, "witch": 1, "thief": 2, "magician": 3, "wizard": 3, "king": 4,
    "emperor": 4, "bishop": 5, "abbot": 5, "merchant": 6, "alchemist": 6, "architect": 7,
    "navigator": 7, "warlord": 8, "diplomat": 8, "queen": 9, "artist": 9, "tax_collector": 9,
}  # fmt: skip


@pytest.mark.parametrize("character", sorted(EIGHTEEN))
def test_card_data_2016_versions_of_the_18_characters(character: str) -> None:
    """characters.md, C-2.1 — in edition_2016 the 2016 card data is in play: edition
    "2016", English and Chinese names, a text; the Tax Collector is rank 9."""
    rules = cr.new_game(cr.GameConfig(players=5, preset="edition_2016", seed=1)).rules
    info = rules.cards[character]
    assert info.edition == "2016" and info.rank == EIGHTEEN[character]
    assert info.name and info.name_zh and info.text
    assert character in presets()["edition_2016"].pool_of(EIGHTEEN[character])


def test_tax_collector_is_rank_2_in_dark_city_and_rank_9_in_edition_2016() -> None:
    """§9.3 — the Dark City Tax Collector stays rank 2 in dark_city."""
    dc = cr.new_game(cr.GameConfig(players=5, preset="dark_city", seed=1)).rules
    assert dc.cards["tax_collector"].rank == 2 and dc.cards["tax_collector"].edition != "2016"


# ======================================================================================
# Assassin, Thief, Magician, King, Bishop, Merchant, Architect (2016 texts unchanged)
# ======================================================================================


def test_assassin_2016_killed_character_loses_its_turn() -> None:
    """§1.1 / C-10.1 — the killed character's holder is skipped, revealed at round end."""
    t = table()
    t.seat(0, character="assassin")
    t.seat(1, gold=2, character="merchant")
    t.seat(2, character="warlord")
    state = ability(t.turn_of("assassin"), "assassin.kill", character="merchant")
    state = finish(state)
    assert state.active_character == "warlord" and state.players[1].gold == 2


def test_faq_004_Q31_thief_2016_robs_at_the_reveal() -> None:
    """faq:004-Q31 / faq:000-thief-1 / C-10.2 — the robbed holder gives all gold at the
    reveal, before any action."""
    t = table()
    t.seat(0, gold=1, character="thief")
    t.seat(1, gold=5, character="king")
    state = ability(t.turn_of("thief"), "thief.rob", character="king")
    state = finish(state)
    assert state.active_character == "king" and golds(state)[:2] == [8, 0]


def test_faq_004_Q32_thief_2016_cannot_rob_rank_1_or_the_killed() -> None:
    """faq:004-Q32 — the Thief never robs a rank-1 character nor the killed one."""
    t = table()
    t.seat(0, character="assassin")
    t.seat(1, character="thief")
    t.seat(2, character="king")
    state = ability(t.turn_of("assassin"), "assassin.kill", character="king")
    state = finish(state)
    named = {a.params["character"] for a in offered(state, "thief.rob")}
    assert "assassin" not in named and "king" not in named and "bishop" in named


def test_faq_004_Q33_magician_2016_redraw_goes_to_the_bottom() -> None:
    """faq:004-Q33 / faq:000-magician-1 — discarded cards go to the bottom of the deck,
    and as many are drawn."""
    t = table()
    t.seat(0, hand=("temple", "manor"), character="magician")
    t.deck(("tavern", "market"))
    state = ability(t.turn_of("magician"), "magician.redraw")
    state = choose(state, "temple")
    state = act(state, "done")
    assert sorted(state.players[0].hand) == ["manor", "tavern"]
    assert state.deck[-1] == "temple"


def test_faq_004_Q34_killed_king_2016_takes_the_crown_at_round_end() -> None:
    """faq:004-Q34 / faq:000-king-1 / C-12.2 — a killed King's holder takes the crown
    when revealed at the end of the round."""
    t = table()
    t.crown(3)
    t.seat(0, character="assassin")
    t.seat(2, character="king")
    t.seat(4, character="warlord")
    state = ability(t.turn_of("assassin"), "assassin.kill", character="king")
    state = finish(finish(state))
    assert state.round == 2 and state.crown == 2


def test_faq_004_Q35_king_2016_not_in_play_crown_stays() -> None:
    """faq:004-Q35 / faq:000-king-2 / C-12.4 — no King this round: the crown stays."""
    t = table()
    t.crown(3)
    t.seat(0, character="assassin")
    state = finish(t.turn_of("assassin"))
    assert state.round == 2 and state.crown == 3


def test_faq_004_Q36_bishop_2016_protects_against_the_warlord() -> None:
    """faq:004-Q36 / faq:000-bishop-1 / R8.2 — the rank-8 ability cannot target the
    Bishop's districts; faq:004-Q41 / faq:000-warlord-1: a killed Bishop protects nothing."""
    for killed in (False, True):
        t = table()
        t.seat(0, character="assassin")
        t.seat(1, city=("temple",), character="bishop")
        t.seat(2, gold=5, character="warlord")
        state = t.turn_of("assassin")
        if killed:
            state = ability(state, "assassin.kill", character="bishop")
        state = finish(state)
        while state.active_character != "warlord":
            state = finish(state)
        targets = {a.params["target"] for a in offered(state, "warlord.destroy")}
        assert (1 in targets) is killed


def test_merchant_2016_extra_gold_after_gathering() -> None:
    """§6.1 — the Merchant gets 1 extra gold with the gather action."""
    t = table()
    t.seat(0, gold=0, character="merchant")
    state = act(t.turn_of("merchant"), "take_gold")
    assert state.players[0].gold == 3


def test_faq_004_Q37_architect_2016_two_cards_after_gathering_and_three_builds() -> None:
    """faq:004-Q37 / faq:000-architect-1 — the 2 extra cards come after the gather
    choice; up to 3 districts this turn (R16)."""
    t = table()
    t.seat(0, gold=9, hand=("temple", "manor", "tavern"), character="architect")
    state = t.turn_of("architect")
    assert len(state.players[0].hand) == 3
    state = act(state, "take_gold")
    assert len(state.players[0].hand) == 5
    for card in ("temple", "manor", "tavern"):
        state = act(state, "build", card=card)
    assert city(state, 0) == ("temple", "manor", "tavern") and builds(state) == set()


# ======================================================================================
# Warlord and Diplomat: any time (R8.1, warlord_any_time / diplomat_any_time)
# ======================================================================================


def _warlord(variants: tuple[str, ...] = ()) -> cr.GameState:
    t = table(variants=variants)
    t.seat(0, gold=5, city=("watchtower",), character="warlord")
    t.seat(1, city=("manor",))
    return t.turn_of("warlord")


def test_warlord_2016_destroys_any_time_with_warlord_any_time() -> None:
    """R8.1 (R16; ``warlord_any_time`` on) — before gathering, and the turn goes on."""
    state = _warlord()
    assert (1, "manor") in {(a.params["target"], a.params["district"]) for a in
                            offered(state, "warlord.destroy")}  # fmt: skip
    state = ability(state, "warlord.destroy", target=1, district="manor")
    assert city(state, 1) == () and state.players[0].gold == 3
    assert state.current_player == 0 and "take_gold" in kinds(state)


def test_warlord_2016_without_warlord_any_time_destroys_at_the_end_of_the_turn() -> None:
    """R8.1 / C-9.10 — off: only once gathering is done, and it ends the turn."""
    state = _warlord(("-warlord_any_time",))
    assert offered(state, "warlord.destroy") == []
    state = act(state, "take_gold")
    state = ability(state, "warlord.destroy", target=1, district="manor")
    assert state.active_character != "warlord"


def test_faq_004_Q42_warlord_2016_spares_a_completed_city_of_7() -> None:
    """faq:004-Q42 / faq:000-warlord-2 / C-14.4 — a 7-district city is complete in
    edition_2016 (4+ players) and protected; faq:004-Q43 / faq:000-warlord-3: the
    Warlord may destroy his own districts."""
    t = table()
    t.seat(0, gold=9, city=("tavern",), character="warlord")
    t.seat(1, city=SEVEN)
    state = t.turn_of("warlord")
    targets = {a.params["target"] for a in offered(state, "warlord.destroy")}
    assert 1 not in targets and 0 in targets


def _diplomat(variants: tuple[str, ...] = (), other: tuple[str, ...] = ("manor",)) -> Any:
    t = table(variants=variants)
    t.seat(0, gold=5, city=("tavern",), character="diplomat")
    t.seat(1, city=other)
    return t.turn_of("diplomat")


def test_diplomat_2016_exchanges_any_time_with_diplomat_any_time() -> None:
    """R8.1 (R16; ``diplomat_any_time`` on) — before gathering; off: only after."""
    state = ability(_diplomat(), "diplomat.exchange", target=1, district="manor", own="tavern")
    assert city(state, 0) == ("manor",) and city(state, 1) == ("tavern",)
    assert state.players[0].gold == 3 and state.players[1].gold == 4
    assert "take_gold" in kinds(state)
    assert offered(_diplomat(("-diplomat_any_time",)), "diplomat.exchange") == []


def test_faq_004_Q64_diplomat_2016_not_with_a_completed_city() -> None:
    """faq:004-Q64 / faq:000-diplomat-4 — no exchange with a completed (7) city."""
    assert offered(_diplomat(other=SEVEN), "diplomat.exchange") == []


def test_faq_004_Q63_diplomat_2016_exchanges_from_his_completed_city() -> None:
    """faq:004-Q63 / faq:000-diplomat-3 — his own completed city may still exchange."""
    t = table()
    t.seat(0, gold=5, city=SEVEN, character="diplomat")
    t.seat(1, city=("manor",))
    state = t.turn_of("diplomat")
    assert (1, "manor") in {(a.params["target"], a.params["district"]) for a in
                            offered(state, "diplomat.exchange")}  # fmt: skip


def test_faq_004_Q61_diplomat_2016_gives_no_duplicate_even_to_the_wizard() -> None:
    """faq:004-Q61 (E: no exception, R16 Diplomat) — the Diplomat may not give the Wizard
    a district he has; ``wizard_receives_duplicates`` (off) allows it."""
    for variants, allowed in (((), False), (("wizard_receives_duplicates",), True)):
        t = table(variants=variants)
        t.seat(0, gold=5, city=("manor", "temple"), character="wizard")
        t.seat(1, gold=5, city=("manor", "tavern"), character="diplomat")
        state = finish(t.turn_of("wizard"))
        while state.active_character != "diplomat":
            state = finish(state)
        pairs = {(a.params["district"], a.params["own"]) for a in
                 offered(state, "diplomat.exchange")}  # fmt: skip
        assert (("temple", "manor") in pairs) is allowed
        assert ("temple", "tavern") in pairs


# ======================================================================================
# Witch (2016)
# ======================================================================================


def test_witch_2016_bewitched_holder_gets_no_poor_house() -> None:
    """§1.2 witch (3) / C-11 (R16 Witch) — the bewitched player uses only district effects
    of gathering: no Poor House at the end of their gather-only turn."""
    t = table(districts=WITH_POOR_HOUSE)
    t.seat(0, gold=2, character="witch")
    t.seat(2, gold=0, hand=("temple",), city=("poor_house",), character="bishop")
    t.deck(("tavern", "market"))
    state = bewitch(t.turn_of("witch"), "bishop")
    state = act(act(state, "draw"), "keep", card="tavern")
    assert state.players[2].gold == 0
    assert state.turn.seat == 0 and state.turn.powers == "bishop"


def test_witch_dark_city_bewitched_holder_gets_the_poor_house() -> None:
    """C-11 (dark_city, AMBIGUOUS default): the same position pays the Poor House there,
    which the 2016 Witch does not."""
    t = Table(players=5, preset="dark_city", seed=1)
    t.seat(0, gold=2, character="witch")
    t.seat(2, gold=0, hand=("temple",), city=("poor_house",), character="bishop")
    t.deck(("tavern", "market"))
    state = bewitch(t.turn_of("witch"), "bishop")
    state = act(act(state, "draw"), "keep", card="tavern")
    assert state.players[2].gold == 1


def test_witch_2016_not_resuming_gets_no_poor_house() -> None:
    """§1.2 witch (4) (R16 Poor House, Park) — a Witch who bewitched a character nobody
    holds does not resume and gets no Poor House when that rank is passed."""
    t = table(districts=WITH_POOR_HOUSE)
    t.seat(0, gold=0, hand=("temple",), city=("poor_house",), character="witch")
    t.seat(3, character="warlord")
    t.deck(("tavern", "market"))
    state = t.turn_of("witch")
    state = act(act(state, "draw"), "keep", card="tavern")
    state = ability(state, "witch.bewitch", character="king")
    assert state.active_character == "warlord"
    state = finish(state)
    assert state.round == 2 and state.players[0].gold == 0


def test_faq_004_Q44_witch_2016_bewitching_nobody_builds() -> None:
    """faq:004-Q44 / faq:000-witch-1 — optional bewitching; then a normal turn."""
    t = table()
    t.seat(0, gold=3, hand=("temple",), character="witch")
    state = act(act(t.turn_of("witch"), "take_gold"), "build", card="temple")
    assert city(state, 0) == ("temple",)


def test_faq_004_Q45_bewitched_tax_collector_witch_takes_the_token_gold() -> None:
    """faq:004-Q45 — the Witch resuming as the Tax Collector takes all gold on it."""
    t = table(characters=("tax_collector",))
    t.seat(0, gold=1, character="witch")
    t.seat(1, gold=4, hand=("temple",), character="bishop")
    t.seat(2, gold=0, character="tax_collector")
    state = bewitch(t.turn_of("witch"), "tax_collector")
    assert state.active_character == "bishop"
    state = act(act(state, "take_gold"), "build", card="temple")
    assert state.token(TOKEN) == 1 and golds(state)[1] == 4
    state = act(state, "end_turn")
    while state.active_character != "tax_collector":
        state = finish(state)
    state = act(state, "take_gold")  # the holder only gathers
    assert state.turn.seat == 0
    state = ability(state, "tax_collector.collect")
    assert state.token(TOKEN) is None and golds(state)[0] == 4 and golds(state)[2] == 2


def test_faq_004_Q46_bewitched_king_holder_takes_the_crown() -> None:
    """faq:004-Q46 / faq:000-witch-3 — the bewitched King's holder takes the crown."""
    t = table()
    t.crown(4)
    t.seat(0, character="witch")
    t.seat(2, character="king")
    state = bewitch(t.turn_of("witch"), "king")
    while state.active_character != "king":
        state = finish(state)
    assert state.crown == 2


def test_faq_004_Q47_bewitched_emperor_witch_gives_the_crown_and_takes_the_payment() -> None:
    """faq:004-Q47 / R16 Witch — the Witch gives the crown (not to herself, the Emperor's
    player allowed) and takes the payment, choosing it (R16)."""
    t = table()
    t.crown(4)
    t.seat(0, gold=0, character="witch")
    t.seat(2, gold=3, hand=("temple",), character="emperor")
    state = bewitch(t.turn_of("witch"), "emperor")
    while state.active_character != "emperor":
        state = finish(state)
    state = act(state, "take_gold")
    assert state.turn.seat == 0
    assert {a.params["target"] for a in offered(state, "emperor.crown")} == {1, 2, 3}
    state = ability(state, "emperor.crown", target=2)
    assert state.pending.seat == 0 and set(state.pending.options) == {"gold", "card"}
    state = choose(state, "gold")
    assert state.crown == 2 and golds(state)[0] == 3 and golds(state)[2] == 4


def test_faq_004_Q49_bewitched_bishop_protects_the_witch_city() -> None:
    """faq:004-Q49 / faq:000-witch-4 — the Witch's city is protected, the holder's not."""
    t = table()
    t.seat(0, city=("tavern",), character="witch")
    t.seat(1, city=("manor",), character="bishop")
    t.seat(2, gold=9, character="warlord")
    state = bewitch(t.turn_of("witch"), "bishop")
    while state.active_character != "warlord":
        state = finish(state)
    targets = {a.params["target"] for a in offered(state, "warlord.destroy")}
    assert 0 not in targets and 1 in targets


@pytest.mark.parametrize("variant", [True, False])
def test_faq_004_Q50_witch_takes_gather_bonus_merchant(variant: bool) -> None:
    """faq:004-Q50 (R16 Witch; ``witch_takes_gather_bonus`` on) — the Merchant's +1 goes
    to the Witch; off, to the bewitched player with their gather."""
    t = table(variants=() if variant else ("-witch_takes_gather_bonus",))
    t.seat(0, gold=0, character="witch")
    t.seat(2, gold=0, character="merchant")
    state = bewitch(t.turn_of("witch"), "merchant")
    state = act(state, "take_gold")
    assert state.turn.seat == 0
    assert golds(state)[2] == (2 if variant else 3) and golds(state)[0] == (3 if variant else 2)


@pytest.mark.parametrize("variant", [True, False])
def test_faq_004_Q51_witch_takes_gather_bonus_architect(variant: bool) -> None:
    """faq:004-Q51 — the Architect's +2 cards go to the Witch (off: to its holder); the
    build limit of 3 is hers either way (R16)."""
    t = table(variants=() if variant else ("-witch_takes_gather_bonus",))
    t.seat(0, gold=9, hand=("temple", "manor", "tavern"), character="witch")
    t.seat(2, gold=0, hand=(), character="architect")
    state = bewitch(t.turn_of("witch"), "architect")
    state = act(state, "take_gold")
    assert len(state.players[0].hand) == (5 if variant else 3)
    assert len(state.players[2].hand) == (0 if variant else 2)
    for card in ("temple", "manor", "tavern"):
        state = act(state, "build", card=card)
    assert len(city(state, 0)) == 3


def test_faq_004_Q52_bewitched_navigator_witch_cannot_build() -> None:
    """faq:004-Q52 / faq:000-witch-5 — the Witch inherits the Navigator's weakness (2016:
    never builds)."""
    t = table()
    t.seat(0, gold=9, hand=("temple",), character="witch")
    t.seat(2, character="navigator")
    state = bewitch(t.turn_of("witch"), "navigator")
    while state.active_character != "navigator":
        state = finish(state)
    state = act(state, "take_gold")
    assert state.turn.seat == 0 and builds(state) == set()
    state = ability(state, "navigator.gain", option="gold")
    assert builds(state) == set() and golds(state)[0] == 15


def test_faq_004_Q53_bewitched_queen_counts_the_witch_neighbours() -> None:
    """faq:004-Q53 — the Witch gains 3 if the rank-4 holder sits next to her."""
    t = table(characters=("queen",))
    t.seat(0, gold=0, character="witch")
    t.seat(1, character="king")
    t.seat(3, gold=0, character="queen")
    state = bewitch(t.turn_of("witch"), "queen")
    while state.active_character != "queen":
        state = finish(state)
    state = act(state, "take_gold")
    assert state.turn.seat == 0 and golds(state)[0] == 5 and golds(state)[3] == 2


def test_faq_004_Q54_bewitched_wizard_witch_builds_duplicates() -> None:
    """faq:004-Q54 — resuming as the Wizard, the Witch may build a duplicate (2016: any
    build of that turn)."""
    t = table()
    t.seat(0, gold=9, hand=("manor",), city=("manor",), character="witch")
    t.seat(2, hand=("temple",), character="wizard")
    state = bewitch(t.turn_of("witch"), "wizard")
    while state.active_character != "wizard":
        state = finish(state)
    state = act(state, "take_gold")
    assert state.turn.seat == 0 and "manor" in builds(state)


def test_faq_000_thief_2_thief_2016_cannot_rob_the_witch_or_the_bewitched() -> None:
    """faq:000-thief-2 — neither the Witch nor the bewitched character."""
    t = table()
    t.seat(0, character="witch")
    t.seat(1, character="thief")
    t.seat(2, character="king")
    state = bewitch(t.turn_of("witch"), "king")
    assert state.active_character == "thief"
    named = {a.params["character"] for a in offered(state, "thief.rob")}
    assert "witch" not in named and "king" not in named and "bishop" in named


# ======================================================================================
# Wizard (2016)
# ======================================================================================


def _wizard(variants: tuple[str, ...] = ()) -> cr.GameState:
    t = table(variants=variants)
    t.seat(0, gold=9, hand=("manor", "temple"), city=("manor", "temple"), character="wizard")
    t.seat(1, hand=("temple", "tavern"))
    return act(t.turn_of("wizard"), "take_gold")


def test_wizard_2016_any_build_of_the_turn_may_duplicate() -> None:
    """§3.2 (R16 Wizard) — during the Wizard's turn a normal build may duplicate too."""
    state = _wizard()
    assert {"manor", "temple"} <= builds(state)
    state = act(state, "build", card="manor")
    assert city(state, 0).count("manor") == 2


def test_wizard_duplicates_ability_build_only_variant() -> None:
    """``wizard_duplicates_ability_build_only`` (faq:004-Q56 reading) — the normal build
    may not duplicate; the ability's build still may (faq:000-wizard-1)."""
    state = _wizard(("wizard_duplicates_ability_build_only",))
    assert "manor" not in builds(state) and "temple" not in builds(state)
    state = ability(state, "wizard.take", target=1)
    state = choose(choose(state, "temple"), "build")
    assert city(state, 0).count("temple") == 2


def test_faq_004_Q56_wizard_2016_ability_build_duplicates_without_limit() -> None:
    """faq:004-Q56 / faq:000-wizard-1 — the taken card is built at once (not counted
    toward the limit), a third copy included; a normal build follows."""
    t = table()
    t.seat(0, gold=9, hand=("manor",), city=("temple", "temple"), character="wizard")
    t.seat(1, hand=("temple",))
    state = act(t.turn_of("wizard"), "take_gold")
    state = choose(choose(ability(state, "wizard.take", target=1), "temple"), "build")
    assert city(state, 0).count("temple") == 3
    state = act(state, "build", card="manor")
    assert city(state, 0)[-1] == "manor"


def test_wizard_2016_takes_from_a_player_and_keeps() -> None:
    """§3.2 — ``wizard.take`` names a player with cards; the card is kept."""
    state = _wizard()
    assert {a.params["target"] for a in offered(state, "wizard.take")} >= {1}
    state = choose(choose(ability(state, "wizard.take", target=1), "tavern"), "keep")
    assert "tavern" in state.players[0].hand and state.players[1].hand == ("temple",)


@pytest.mark.parametrize("variant", [True, False])
def test_wizard_targets_character_variant(variant: bool) -> None:
    """``wizard_targets_character`` (004 Wizard) — the Wizard names a character and takes
    from its holder's hand; nobody holding it: no effect. Off: he names a player."""
    t = table(variants=("wizard_targets_character",) if variant else ())
    t.seat(0, gold=2, character="wizard")
    t.seat(3, hand=("tavern",), character="bishop")
    state = t.turn_of("wizard")
    if not variant:
        assert {a.params["target"] for a in offered(state, "wizard.take")} >= {3}
        assert all("character" not in a.params for a in offered(state, "wizard.take"))
        return
    named = {a.params["character"] for a in offered(state, "wizard.take")}
    assert "bishop" in named and "wizard" not in named
    state = choose(ability(state, "wizard.take", character="bishop"), "tavern")
    assert "tavern" in state.players[0].hand
    nobody = ability(t.turn_of("wizard"), "wizard.take", character="king")
    assert nobody.pending is None and "wizard" in nobody.turn.used


# ======================================================================================
# Emperor (2016)
# ======================================================================================


def _emperor(variants: tuple[str, ...] = ()) -> cr.GameState:
    t = table(variants=variants)
    t.crown(4)
    t.seat(0, gold=2, hand=("temple", "manor"))
    t.seat(1, gold=0, hand=())
    t.seat(2, gold=2, city=("manor",), character="emperor")
    t.seat(3, gold=0, hand=("tavern",))
    return act(t.turn_of("emperor"), "take_gold")


def test_emperor_2016_chooses_and_takes_gold() -> None:
    """§4.2 (R16) — the Emperor chooses the payment: 1 gold from the recipient."""
    state = ability(_emperor(), "emperor.crown", target=0)
    assert state.crown == 0 and state.pending.seat == 2
    assert set(state.pending.options) == {"gold", "card"}
    state = choose(state, "gold")
    assert golds(state)[0] == 1 and golds(state)[2] == 5


def test_emperor_2016_takes_a_random_card() -> None:
    """§4.2 (R16) — or 1 card at random from the recipient's hand."""
    state = choose(ability(_emperor(), "emperor.crown", target=0), "card")
    assert len(state.players[0].hand) == 1 and len(state.players[2].hand) == 5
    assert state.current_player == 2


def test_emperor_2016_recipient_with_nothing_pays_nothing() -> None:
    """§4.2 / C-17.3 — only what the recipient has; nothing: the crown still moves."""
    state = ability(_emperor(), "emperor.crown", target=1)
    assert state.pending is None and state.crown == 1
    paying = ability(_emperor(), "emperor.crown", target=3)
    assert tuple(paying.pending.options) == ("card",)


def test_faq_004_Q57_emperor_recipient_chooses_payment_variant() -> None:
    """faq:004-Q57 (``emperor_recipient_chooses_payment``, off in edition_2016) — the
    recipient chooses; a card is still random."""
    state = ability(_emperor(("emperor_recipient_chooses_payment",)), "emperor.crown", target=0)
    assert state.pending.seat == 0 and state.current_player == 0
    state = choose(state, "card")
    assert len(state.players[0].hand) == 1 and len(state.players[2].hand) == 5


@pytest.mark.parametrize("variants", [(), ("emperor_recipient_chooses_payment",)])
def test_emperor_2016_payment_is_dealt_again_in_a_sampled_world(variants: tuple[str, ...]) -> None:
    """§4.2 (R16) — a seat that does not choose the payment sees neither its options nor
    who pays whom; its sampled world (``cr.resample``) holds the same decision with the
    same options (found by the resample check of Milestone 12: before, no legal action,
    and a searching bot was stuck)."""
    import random

    state = ability(_emperor(variants), "emperor.crown", target=0)
    chooser = state.pending.seat
    for seat in range(5):
        world = cr.resample(cr.observe(state, seat), random.Random(seat))
        assert world.pending.options == state.pending.options, seat
        assert world.pending.data == state.pending.data == (0, 2)
        assert cr.legal_actions(world) == cr.legal_actions(state), (seat, chooser)


def test_emperor_2016_crown_is_mandatory_and_not_to_himself_or_the_holder() -> None:
    """§4.2 / C-17.6 — recipients: neither himself nor the holder; the turn cannot end
    before."""
    state = _emperor()
    assert {a.params["target"] for a in offered(state, "emperor.crown")} == {0, 1, 3}
    assert "end_turn" not in kinds(state)


def _killed_emperor(variants: tuple[str, ...] = ()) -> cr.GameState:
    t = table(variants=variants)
    t.crown(3)
    t.seat(0, character="assassin")
    t.seat(2, gold=2, hand=("temple",), character="emperor")
    t.seat(4, character="warlord")
    state = ability(t.turn_of("assassin"), "assassin.kill", character="emperor")
    return finish(finish(state))


def test_faq_004_Q58_killed_emperor_moves_the_crown_at_round_end() -> None:
    """faq:004-Q58 / C-12.3 (``emperor_killed_moves_crown`` on, R16) — at round end the
    killed Emperor's holder chooses the recipient (not himself, not the holder) and takes
    nothing."""
    state = _killed_emperor()
    assert state.pending is not None and state.pending.kind == "emperor.receiver"
    assert state.current_player == 2 and set(state.pending.options) == {0, 1, 4}
    state = choose(state, 1)
    assert state.crown == 1 and state.round == 2 and golds(state)[2] == 2


def test_faq_004_Q58_the_receiver_is_dealt_again_in_a_sampled_world() -> None:
    """faq:004-Q58 — the recipients (not himself, not the holder) are public; another
    seat's sampled world offers them again (before: no legal action, found by Milestone
    12's resample check)."""
    import random

    state = _killed_emperor()
    for seat in range(len(state.players)):
        world = cr.resample(cr.observe(state, seat), random.Random(seat))
        assert cr.legal_actions(world) == cr.legal_actions(state), seat


def test_faq_000_emperor_2_without_emperor_killed_moves_crown_the_crown_stays() -> None:
    """faq:000-emperor-2 (the variant off) — the crown stays with its holder."""
    state = _killed_emperor(("-emperor_killed_moves_crown",))
    assert state.round == 2 and state.phase == "draft" and state.crown == 3
    assert state.pending.kind == "pick"


def test_emperor_killed_moves_crown_in_dark_city() -> None:
    """``emperor_killed_moves_crown`` switched on in dark_city moves the crown too."""
    t = Table(players=5, preset="dark_city", seed=1, variants=("emperor_killed_moves_crown",))
    t.crown(3)
    t.seat(0, character="assassin")
    t.seat(2, character="emperor")
    state = finish(ability(t.turn_of("assassin"), "assassin.kill", character="emperor"))
    assert state.pending is not None and state.pending.kind == "emperor.receiver"


def test_emperor_2016_not_with_two_players() -> None:
    """C-5.4 / C-7.2 (``player_count_restrictions``) — no Emperor with 2 players."""
    with pytest.raises(cr.ConfigError, match="emperor"):
        cr.new_game(cr.GameConfig(players=2, preset="edition_2016", characters=("emperor",)))


def test_c_4_4_emperor_2016_never_face_up() -> None:
    """C-4.4 (R16) — never a face-up removal (4 players: 2 face up each round)."""
    for seed in range(40):
        state = cr.new_game(
            cr.GameConfig(players=4, preset="edition_2016", seed=seed, characters=("emperor",))
        )
        assert "emperor" not in state.draft.face_up


# ======================================================================================
# Abbot (2016)
# ======================================================================================


def _abbot(golds_: tuple[int, ...], variants: tuple[str, ...] = (), hands: Any = None) -> Any:
    t = table(variants=variants)
    for seat, gold in enumerate(golds_):
        hand = hands[seat] if hands else None
        t.seat(seat, gold=gold, **({"hand": hand} if hand is not None else {}))
    t.seat(0, gold=golds_[0], city=("temple", "church"), character="abbot")
    return t.turn_of("abbot")


def test_abbot_2016_income_gold_or_cards_in_any_mix() -> None:
    """§5.2 (R16) — one ``income`` per mix, declared before receiving."""
    state = act(_abbot((0, 1, 1, 1, 1)), "take_gold")
    assert incomes(state) == {"gold2_cards0", "gold1_cards1", "gold0_cards2"}
    hand = len(state.players[0].hand)
    state = act(state, "income", option="gold1_cards1")
    assert golds(state)[0] == 3 and len(state.players[0].hand) == hand + 1
    assert "income" not in kinds(state)


def test_abbot_2016_richest_gives_one_gold() -> None:
    """§5.2 — the unique richest player gives 1 gold."""
    state = ability(_abbot((0, 5, 3, 1, 1)), "abbot.collect")
    assert golds(state)[:2] == [1, 4]


def test_abbot_2016_tie_abbot_chooses_the_giver() -> None:
    """§5.2 (R16) — on a tie the Abbot chooses (``target``)."""
    state = _abbot((0, 5, 5, 1, 1))
    assert {a.params.get("target") for a in offered(state, "abbot.collect")} == {1, 2}
    state = ability(state, "abbot.collect", target=2)
    assert golds(state)[:3] == [1, 5, 4]


def test_abbot_2016_among_the_richest_takes_nothing() -> None:
    """§5.2 (R16) — nothing if the Abbot is (or ties for) the richest."""
    state = _abbot((5, 5, 1, 1, 1))
    actions = offered(state, "abbot.collect")
    assert [a.params.get("target") for a in actions] == [None]
    assert golds(ability(state, "abbot.collect"))[:2] == [5, 5]


def test_abbot_tie_no_gold_variant() -> None:
    """``abbot_tie_no_gold`` — a tie for richest gives nothing."""
    state = _abbot((0, 5, 5, 1, 1), ("abbot_tie_no_gold",))
    assert [a.params.get("target") for a in offered(state, "abbot.collect")] == [None]
    assert golds(ability(state, "abbot.collect"))[:3] == [0, 5, 5]


def test_abbot_gold_only_variant() -> None:
    """``abbot_gold_only`` — the Dark City Abbot: gold income only, unique richest."""
    state = act(_abbot((0, 5, 3, 1, 1), ("abbot_gold_only",)), "take_gold")
    assert incomes(state) == {None}
    state = ability(state, "abbot.collect")
    assert golds(state)[:2] == [3, 4]


def test_abbot_fan_cards_variant() -> None:
    """``abbot_fan_cards`` — most gold gives 1 gold, most cards 1 random card; each part
    nothing on a tie."""
    hands = ((), ("temple",), ("manor", "tavern", "market"), (), ())
    state = ability(_abbot((0, 5, 3, 1, 1), ("abbot_fan_cards",), hands), "abbot.collect")
    assert golds(state)[:2] == [1, 4] and len(state.players[0].hand) == 1
    assert len(state.players[2].hand) == 2
    tied = ability(_abbot((0, 5, 5, 1, 1), ("abbot_fan_cards",), hands), "abbot.collect")
    assert golds(tied)[:3] == [0, 5, 5] and len(tied.players[0].hand) == 1


# ======================================================================================
# Alchemist (2016), Navigator (2016)
# ======================================================================================


def test_alchemist_2016_refund_after_the_poor_house() -> None:
    """§6.2 / C-11 (R16 Poor House) — with 0 gold at the end of the turn the Poor House
    pays first, then the refund of the build price."""
    t = table(districts=WITH_POOR_HOUSE)
    t.seat(0, gold=2, hand=("castle",), city=("poor_house",), character="alchemist")
    state = act(act(t.turn_of("alchemist"), "take_gold"), "build", card="castle")
    assert golds(state)[0] == 0
    state = act(state, "end_turn")
    assert golds(state)[0] == 1 + 4  # Poor House 1, then the 4 paid back


def test_faq_000_alchemist_1_alchemist_2016_has_no_income() -> None:
    """faq:000-alchemist-1 / faq:004-Q59 — no income, green districts or not."""
    t = table()
    t.seat(0, gold=1, city=("market", "tavern"), character="alchemist")
    state = act(t.turn_of("alchemist"), "take_gold")
    assert "income" not in kinds(state) and offered(state, "alchemist.income") == []


def test_alchemist_green_half_variant() -> None:
    """``alchemist_green_half`` (faq:004-Q59 suggestion) — 1 gold per 2 green districts,
    once, as her income (the core's ``income`` action)."""
    t = table(variants=("alchemist_green_half",))
    t.seat(0, gold=0, city=("market", "tavern", "docks"), character="alchemist")
    state = act(t.turn_of("alchemist"), "take_gold")
    state = act(state, "income")
    assert golds(state)[0] == 3 and "income" not in kinds(state)


@pytest.mark.parametrize("variant", [True, False])
def test_faq_004_Q60_navigator_never_builds_variant(variant: bool) -> None:
    """faq:004-Q60 / faq:000-navigator-1 vs R16 (``navigator_never_builds`` on in
    edition_2016) — on: no build even without the ability; off: it may build then."""
    t = table(variants=() if variant else ("-navigator_never_builds",))
    t.seat(0, gold=5, hand=("temple",), character="navigator")
    state = act(t.turn_of("navigator"), "take_gold")
    assert (builds(state) == set()) is variant
    state = ability(state, "navigator.gain", option="cards")
    assert builds(state) == set()


def test_faq_004_Q38_navigator_2016_gains_only_after_gathering() -> None:
    """faq:004-Q38 — not before the gather choice; 4 gold or 4 cards."""
    t = table()
    t.seat(0, gold=0, character="navigator")
    state = t.turn_of("navigator")
    assert offered(state, "navigator.gain") == []
    state = ability(act(state, "take_gold"), "navigator.gain", option="gold")
    assert golds(state)[0] == 6


# ======================================================================================
# Queen, Artist (2016)
# ======================================================================================


def _queen(variants: tuple[str, ...] = (), crown: int = 0, king: int | None = 1) -> Any:
    t = table(characters=("queen",), variants=variants)
    t.crown(crown)
    if king is not None:
        t.seat(king, character="king")
    t.seat(3, gold=0, character="queen")
    state = t.turn_of("queen")
    return act(state, "take_gold")


def test_faq_004_Q66_queen_2016_next_to_the_rank_4_gains_3() -> None:
    """faq:004-Q66 / faq:000-queen-1 — a neighbour holding rank 4: +3 (automatic)."""
    assert golds(_queen(king=2))[3] == 5
    assert golds(_queen(king=1))[3] == 2


def test_faq_004_Q67_queen_2016_killed_rank_4_pays_at_round_end() -> None:
    """faq:004-Q67 / faq:000-queen-2 — killed neighbour: paid at the end of the round."""
    t = table(characters=("queen",))
    t.crown(0)
    t.seat(0, character="assassin")
    t.seat(2, character="emperor")
    t.seat(3, gold=0, character="queen")
    state = ability(t.turn_of("assassin"), "assassin.kill", character="emperor")
    state = act(finish(state), "take_gold")
    assert state.active_character == "queen" and golds(state)[3] == 2
    state = act(state, "end_turn")
    if state.pending is not None:  # the killed Emperor's crown (emperor_killed_moves_crown)
        state = choose(state, state.pending.options[0])
    assert golds(state)[3] == 5


def test_queen_crown_adjacent_variant() -> None:
    """``queen_crown_adjacent`` — +3 next to the crown's holder instead of the rank 4
    (a revealed King takes the crown first)."""
    assert golds(_queen(("queen_crown_adjacent",), crown=4, king=None))[3] == 5
    assert golds(_queen(("queen_crown_adjacent",), crown=0, king=1))[3] == 2
    assert golds(_queen(("queen_crown_adjacent",), crown=0, king=2))[3] == 5


def test_queen_crown_holder_5_variant() -> None:
    """``queen_crown_holder_5`` — +5 if she holds the crown herself."""
    assert golds(_queen(("queen_crown_holder_5",), crown=3, king=None))[3] == 7
    assert golds(_queen((), crown=3, king=None))[3] == 2


def test_queen_2016_only_with_five_players() -> None:
    """C-7.2 (R16; ``player_count_restrictions``) — not with 3 or 4 players; with the
    variant off she may play with 4."""
    with pytest.raises(cr.ConfigError, match="queen"):
        cr.new_game(cr.GameConfig(players=4, preset="edition_2016", characters=("queen",)))
    config = cr.GameConfig(
        players=4,
        preset="edition_2016",
        characters=("queen",),
        variants=("-player_count_restrictions",),
    )
    assert "queen" in cr.new_game(config).lineup


def test_faq_004_Q65_artist_2016_beautifies_one_or_two_districts() -> None:
    """faq:004-Q65 / faq:000-artist-1 — 1 or 2 of his districts, 1 gold each, once each."""
    t = table(characters=("artist",))
    t.seat(0, gold=3, city=("temple", "manor"), character="artist")
    state = ability(t.turn_of("artist"), "artist.beautify", district="temple")
    state = ability(state, "artist.beautify", district="manor")
    assert golds(state)[0] == 1 and [d.gold for d in state.players[0].city] == [1, 1]
    assert offered(state, "artist.beautify") == []


# ======================================================================================
# Tax Collector (2016, rank 9)
# ======================================================================================


def _taxed(variants: tuple[str, ...] = (), gold: int = 3) -> cr.GameState:
    t = table(characters=("tax_collector",), variants=variants)
    t.seat(0, gold=gold, hand=("temple", "church"), character="architect")
    t.seat(1, gold=0, character="tax_collector")
    return act(t.turn_of("architect"), "take_gold")


def test_tax_collector_2016_one_gold_on_the_token_after_each_build() -> None:
    """§9.3 (R16) — each build puts 1 gold of the builder on the token, at once."""
    state = act(_taxed(gold=4), "build", card="temple")
    assert state.token(TOKEN) == 1 and golds(state)[0] == 4
    state = act(state, "build", card="church")
    assert state.token(TOKEN) == 2 and golds(state)[0] == 1


def test_tax_collector_no_gold_no_tax_variant() -> None:
    """§9.3 (``tax_collector_no_gold_no_tax`` on, R16) — no gold left: no tax; off, a
    taxed build needs its price + 1."""
    state = act(_taxed(gold=-1 + 1), "build", card="church")  # 2 gold, church costs 2
    assert golds(state)[0] == 0 and state.token(TOKEN) is None
    strict = _taxed(("-tax_collector_no_gold_no_tax",), gold=0)
    assert "church" not in builds(strict) and "temple" in builds(strict)


def test_tax_collector_2016_collects_all_the_token_gold_and_it_carries_over() -> None:
    """§9.3 / C-13 — the gold stays on the token across rounds; the Tax Collector takes
    it all at once (``tax_collector.collect``)."""
    t = table(characters=("tax_collector",))
    t.seat(0, gold=4, hand=("temple",), character="merchant")
    state = act(act(t.turn_of("merchant"), "take_gold"), "build", card="temple")
    while state.round == 1:
        state = finish(state)
    assert state.token(TOKEN) == 1  # nobody held the Tax Collector: the gold stays
    t2 = table(characters=("tax_collector",))
    t2.seat(1, gold=0, character="tax_collector")
    t2.seat(0, gold=4, hand=("temple", "manor"), character="merchant")
    state = act(act(t2.turn_of("merchant"), "take_gold"), "build", card="temple")
    state = finish(state)
    while state.active_character != "tax_collector":
        state = finish(state)
    assert offered(state, "tax_collector.collect")
    state = ability(state, "tax_collector.collect")
    assert golds(state)[1] == 1 and state.token(TOKEN) is None
    assert offered(state, "tax_collector.collect") == []


def test_tax_collector_2016_own_builds_are_not_taxed() -> None:
    """§9.3 (R16) — the Tax Collector's own builds are free of tax;
    ``tax_collector_pays_own_tax`` (an erroneous reading) taxes them."""
    for variants, tax in (((), None), (("tax_collector_pays_own_tax",), 1)):
        t = table(characters=("tax_collector",), variants=variants)
        t.seat(0, gold=3, hand=("temple",), character="tax_collector")
        state = act(act(t.turn_of("tax_collector"), "take_gold"), "build", card="temple")
        assert state.token(TOKEN) == tax


def test_c_6_5_tax_collector_player_other_character_pays() -> None:
    """C-6.5 — with 3 players the Tax Collector's player pays for the builds of their
    other character."""
    t = Table(players=3, preset="edition_2016", seed=1, characters=("tax_collector",))
    t.seat(0, gold=3, hand=("temple",), character=("merchant", "tax_collector"))
    state = act(act(t.turn_of("merchant"), "take_gold"), "build", card="temple")
    assert state.token(TOKEN) == 1


def test_tax_collector_2016_wizard_ability_build_is_taxed() -> None:
    """§9.3 — every build, also the Wizard's immediate one."""
    t = table(characters=("tax_collector",))
    t.seat(0, gold=5, character="wizard")
    t.seat(1, hand=("temple",))
    state = act(t.turn_of("wizard"), "take_gold")
    state = choose(choose(ability(state, "wizard.take", target=1), "temple"), "build")
    assert state.token(TOKEN) == 1 and golds(state)[0] == 5


def test_faq_004_Q3_poor_house_gold_is_not_taxed() -> None:
    """faq:004-Q3 — the tax comes right after the build, the Poor House at the end of the
    turn: its gold is never taxed."""
    t = table(characters=("tax_collector",), districts=WITH_POOR_HOUSE)
    t.seat(0, gold=0, hand=("church",), city=("poor_house",), character="merchant")
    state = act(act(t.turn_of("merchant"), "take_gold"), "build", card="church")
    assert golds(state)[0] == 0 and state.token(TOKEN) == 1  # 3 - 2, then the tax
    state = act(state, "end_turn")
    assert golds(state)[0] == 1 and state.token(TOKEN) == 1


def test_tax_collector_2016_gold_counts_toward_a_finite_bank() -> None:
    """C-3.1 — with a finite bank (``bank_35``) the token's gold is part of the game's
    gold: bank + stashes + districts + token stays 35."""
    t = table(characters=("tax_collector",), variants=("bank_35",))
    t.seat(0, gold=4, hand=("temple",), character="merchant")
    state = act(act(t.turn_of("merchant"), "take_gold"), "build", card="temple")
    assert state.bank is not None and state.token(TOKEN) == 1
    total = state.bank + sum(golds(state)) + state.token(TOKEN)
    total += sum(d.gold for p in state.players for d in p.city)
    assert total == 35
    cr.validate(state)


# ======================================================================================
# The shared variants played with the Dark City cards
# ======================================================================================


@pytest.mark.parametrize("variant", [True, False])
def test_navigator_never_builds_in_dark_city(variant: bool) -> None:
    """``navigator_never_builds`` (off in dark_city, faq:000-navigator-1) — switched on,
    the Dark City Navigator may not build even without its ability."""
    t = Table(players=5, preset="dark_city", seed=1,
              variants=("navigator_never_builds",) if variant else ())  # fmt: skip
    t.seat(0, gold=5, hand=("temple",), character="navigator")
    state = act(t.turn_of("navigator"), "take_gold")
    assert (builds(state) == set()) is variant


@pytest.mark.parametrize("variant", [True, False])
def test_queen_crown_adjacent_in_dark_city(variant: bool) -> None:
    """``queen_crown_adjacent`` switched on in dark_city: next to the crown's holder, no
    rank-4 character held."""
    t = Table(players=5, preset="dark_city", seed=1, characters=("queen",),
              variants=("queen_crown_adjacent",) if variant else ())  # fmt: skip
    t.crown(4)
    t.seat(3, gold=0, character="queen")
    state = act(t.turn_of("queen"), "take_gold")
    assert golds(state)[3] == (5 if variant else 2)
