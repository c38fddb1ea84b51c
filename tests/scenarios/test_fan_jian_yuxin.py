"""Scenario tests of Jian Yuxin (``fan.jian_yuxin``, characters.md §8.4 and R8): one per
rule and per FAQ ruling it touches."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.testing import Table

ID = "fan.jian_yuxin"
ANY_TIME = ("jian_yuxin_any_time",)
#: The fan preset switches it on; the scenarios of R8.1's end-of-turn timing turn it off.
END_OF_TURN = ("-jian_yuxin_any_time",)
TableFactory = Callable[..., Table]


def offers(state: cr.GameState) -> set[tuple[Any, ...]]:
    """Her actions as ``(mode, target, district, own)``."""
    return {
        (
            a.params["name"].rsplit(".", 1)[1],
            a.params["target"],
            a.params.get("district"),
            a.params.get("own"),
        )
        for a in cr.legal_actions(state)
        if a.kind == "ability" and a.params["name"].startswith(ID)
    }


def use(state: cr.GameState, mode: str, **params: Any) -> cr.GameState:
    return cr.apply(state, cr.Action("ability", actor=0, name=f"{ID}.{mode}", **params))


def asked(state: cr.GameState) -> str | None:
    """The kind of the pending decision, if any."""
    return None if state.pending is None else state.pending.kind


def gathered(t: Table) -> cr.GameState:
    """Her turn (seat 0) after taking 2 gold."""
    return cr.apply(t.turn_of(ID), cr.Action("take_gold", actor=0))


def four(table: TableFactory, gold: int = 8, **kw: Any) -> Table:
    """Seat 0 Jian Yuxin (manor, temple); seat 1 (castle, tavern, palace), 5 gold."""
    kw.setdefault("variants", END_OF_TURN)
    t = table(players=4, preset="fan", seed=1, **kw)
    t.seat(0, gold=gold, hand=(), city=("manor", "temple"), character=ID)
    t.seat(1, gold=5, city=("castle", "tavern", "palace"), character="merchant")
    t.seat(2, gold=0, city=(), character="thief")
    t.seat(3, gold=0, city=(), character="magician")
    return t


def test_r8_1_after_gathering_and_it_ends_the_turn(table: TableFactory) -> None:
    """``fan.jian_yuxin``: R8.1: at the end of her turn -- offered once gathered, and using it
    ends the turn."""
    t = four(table)
    assert offers(t.turn_of(ID)) == set()
    state = gathered(t)
    assert ("destroy", 1, "castle", None) in offers(state)
    state = use(state, "destroy", target=1, district="castle")
    assert state.active_character != ID


def test_variant_any_time_and_once(table: TableFactory) -> None:
    """``fan.jian_yuxin``: ``jian_yuxin_any_time``: offered before gathering, the turn goes on;
    still once."""
    state = four(table, variants=ANY_TIME).turn_of(ID)
    assert ("take", 1, "tavern", None) in offers(state)
    state = use(state, "take", target=1, district="tavern")
    assert state.active_character == ID and offers(state) == set()
    assert state.turn is not None and state.turn.builds == 0  # R8.7: not a build


def test_destroy_another_players_district_for_cost_minus_1(table: TableFactory) -> None:
    """``fan.jian_yuxin``: Destroy mode, another's district: pay effective cost - 1 to the bank."""
    state = use(gathered(four(table)), "destroy", target=1, district="castle")
    assert [d.card for d in state.players[1].city] == ["tavern", "palace"]
    assert state.players[0].gold == 8 + 2 - 3


def test_faq_004_Q43_destroy_her_own_district_gains_cost_plus_1(table: TableFactory) -> None:
    """``fan.jian_yuxin``: faq:004-Q43 (= 000-warlord-3, also Jian Yuxin): she may destroy her
    own district; then she GAINS effective cost + 1 from the bank."""
    state = use(gathered(four(table)), "destroy", target=0, district="manor")
    assert [d.card for d in state.players[0].city] == ["temple"]
    assert state.players[0].gold == 8 + 2 + 4


def test_faq_004_Q17_university_counts_6(table: TableFactory) -> None:
    """``fan.jian_yuxin``: faq:004-Q17 (current rule, R8.4): University/Dragon Gate cost 6:
    another's for 5, her own for +7."""
    t = four(table)
    t.seat(0, city=("university",))
    t.seat(1, city=("dragon_gate",))
    state = gathered(t)
    assert use(state, "destroy", target=1, district="dragon_gate").players[0].gold == 10 - 5
    assert use(state, "destroy", target=0, district="university").players[0].gold == 10 + 7


def test_effective_cost_counts_gold_on_a_district(table: TableFactory) -> None:
    """``fan.jian_yuxin``: R8.6: a beautified district (1 gold on it, C-1.6) costs 1 more to
    destroy."""
    t = four(table)
    t.seat(1, city=(("castle", {"gold": 1}),))
    state = use(gathered(t), "destroy", target=1, district="castle")
    assert state.players[0].gold == 10 - 4


def test_faq_004_Q69_great_wall_costs_one_more(table: TableFactory) -> None:
    """``fan.jian_yuxin``: faq:004-Q69 (R8.3): against a Great Wall owner, destroying costs 1
    more and an exchange's difference + 1; the Great Wall itself is not surcharged (classic
    scope); where they would pay her, she receives 1 less."""
    t = four(table)
    t.seat(1, gold=5, city=("castle", "great_wall", "tavern"))
    state = gathered(t)
    assert use(state, "destroy", target=1, district="castle").players[0].gold == 10 - 4
    assert use(state, "destroy", target=1, district="great_wall").players[0].gold == 10 - 5
    swapped = use(state, "exchange", target=1, district="castle", own="temple")
    assert (swapped.players[0].gold, swapped.players[1].gold) == (10 - 4, 5 + 4)
    # give the manor (3) for the tavern (1): they would pay 1, less 1: nothing moves
    swapped = use(state, "exchange", target=1, district="tavern", own="manor")
    assert (swapped.players[0].gold, swapped.players[1].gold) == (10, 5)


def test_faq_004_Q42_Q64_not_a_completed_city(table: TableFactory) -> None:
    """``fan.jian_yuxin``: faq:004-Q42 (= 000-warlord-2) and faq:004-Q64 (= 000-diplomat-4),
    also for Jian Yuxin: no destroy, take, exchange or gift with a completed city."""
    t = four(table)
    t.seat(1, city=("castle", "tavern", "palace", "manor", "temple", "church", "market", "docks"))
    assert {o for o in offers(gathered(t)) if o[1] == 1} == set()


def test_faq_004_Q63_from_her_own_completed_city(table: TableFactory) -> None:
    """``fan.jian_yuxin``: faq:004-Q63 (= 000-diplomat-3): her own city complete, she may still
    exchange and take; she may not destroy in it nor give from it (R8.9 default)."""
    t = four(table)
    t.seat(0, city=("manor", "temple", "church", "market", "docks", "prison", "harbor", "castle"))
    found = offers(gathered(t))
    assert ("exchange", 1, "tavern", "temple") in found
    assert ("take", 1, "tavern", None) in found
    assert not {o for o in found if o[0] == "gift" or (o[0] == "destroy" and o[1] == 0)}


def test_faq_004_Q36_not_the_bishops_districts(table: TableFactory) -> None:
    """``fan.jian_yuxin``: faq:004-Q36 (R8.2.3): no rank-8 ability on the revealed Bishop's
    districts."""
    t = four(table)
    t.seat(1, character="bishop")
    found = offers(gathered(t))
    assert {o for o in found if o[1] == 1 and o[0] != "gift"} == set()


def test_faq_004_Q41_a_killed_bishop_protects_nothing(table: TableFactory) -> None:
    """``fan.jian_yuxin``: faq:004-Q41 (= 000-warlord-1): a killed Bishop's districts may be
    targeted."""
    t = four(table)
    t.seat(1, character="bishop")
    t.seat(2, character="assassin")
    t.mark("bishop", "killed")
    assert ("destroy", 1, "castle", None) in offers(gathered(t))


def test_r8_2_no_gift_into_the_bishops_city(table: TableFactory) -> None:
    """``fan.jian_yuxin``: R8.2 "may not ... give into" the Bishop's city:
    ``citadels_may_target`` asked for the city as a whole (``index=None``)."""
    t = four(table)
    t.seat(1, character="bishop")
    assert {o for o in offers(gathered(t)) if o[1] == 1} == set()


def test_faq_004_Q70_keep(table: TableFactory) -> None:
    """``fan.jian_yuxin``: faq:004-Q70 (= 000-keep-1 extended): another's Keep is never
    destroyed, taken or exchanged; her own Keep may be exchanged away, never destroyed."""
    t = four(table)
    t.seat(0, city=("keep", "temple"))
    t.seat(1, city=("keep", "tavern"))
    t.seat(3, city=("market",))
    found = offers(gathered(t))
    assert ("destroy", 1, "tavern", None) in found
    assert not {o for o in found if o[1] == 1 and o[2] == "keep"}
    assert ("exchange", 3, "market", "keep") in found
    assert ("destroy", 0, "keep", None) not in found


def test_faq_004_Q70_she_may_give_her_own_keep(table: TableFactory) -> None:
    """``fan.jian_yuxin``: faq:004-Q70 / R8.2.2: "one may exchange one's own Keep or give it
    away": the Keep exempts its owner's abilities tagged ``exchange`` or ``gift``."""
    t = four(table)
    t.seat(0, city=("keep", "temple"))
    assert ("gift", 1, None, "keep") in offers(gathered(t))


def test_exchange_she_pays_a_positive_difference(table: TableFactory) -> None:
    """``fan.jian_yuxin``: Transfer, d = cost(Y) - cost(X) > 0: she pays d to them (temple 1 for
    castle 4)."""
    state = use(gathered(four(table)), "exchange", target=1, district="castle", own="temple")
    assert [d.card for d in state.players[0].city] == ["manor", "castle"]
    assert [d.card for d in state.players[1].city] == ["temple", "tavern", "palace"]
    assert (state.players[0].gold, state.players[1].gold) == (10 - 3, 5 + 3)


@pytest.mark.parametrize(("theirs", "back"), [("tavern", 2), ("market", 1), ("castle", 0)])
def test_exchange_they_pay_half_of_a_negative_difference(
    table: TableFactory, theirs: str, back: int
) -> None:
    """``fan.jian_yuxin``: Transfer, d <= 0: they pay her floor(-d / 2): her palace (5) for a
    tavern (1, d = -4) -> 2; a market (2, d = -3) -> 1; a castle (4, d = -1) -> 0."""
    t = four(table)
    t.seat(0, city=("palace",))
    t.seat(1, city=("castle", "tavern", "market"))
    state = use(gathered(t), "exchange", target=1, district=theirs, own="palace")
    assert state.players[1].city[-1].card == "palace" or theirs != "market"
    assert (state.players[0].gold, state.players[1].gold) == (10 + back, 5 - back)


def test_short_payer_gives_all_they_have(table: TableFactory) -> None:
    """``fan.jian_yuxin``: AMBIGUOUS default: if they cannot pay in full they pay all they have."""
    t = four(table)
    t.seat(0, city=("palace",))
    t.seat(1, gold=1, city=("tavern",))
    state = use(gathered(t), "exchange", target=1, district="tavern", own="palace")
    assert (state.players[0].gold, state.players[1].gold) == (10 + 1, 0)


def test_take_pays_the_cost(table: TableFactory) -> None:
    """``fan.jian_yuxin``: Take: X counts 0, so she pays cost(Y); the district enters her city."""
    state = use(gathered(four(table)), "take", target=1, district="castle")
    assert [d.card for d in state.players[0].city] == ["manor", "temple", "castle"]
    assert (state.players[0].gold, state.players[1].gold) == (10 - 4, 5 + 4)


def test_gift_they_pay_half_its_cost(table: TableFactory) -> None:
    """``fan.jian_yuxin``: Gift: Y counts 0, so d = -cost(X) and they pay floor(cost / 2):
    palace 5 -> 2, temple 1 -> 0."""
    t = four(table)
    t.seat(0, city=("palace", "temple"))
    t.seat(1, city=("tavern",))
    state = gathered(t)
    given = use(state, "gift", target=1, own="palace")
    assert [d.card for d in given.players[1].city][-1] == "palace"
    assert (given.players[0].gold, given.players[1].gold) == (10 + 2, 5 - 2)
    given = use(state, "gift", target=1, own="temple")
    assert (given.players[0].gold, given.players[1].gold) == (10, 5)


def test_r8_3_gift_to_a_great_wall_owner_pays_one_less(table: TableFactory) -> None:
    """``fan.jian_yuxin``: R8.3: a gift to a Great Wall owner: she receives 1 less
    (``surcharge`` for the city as a whole, ``index=None``)."""
    t = four(table)
    t.seat(0, city=("palace",))
    t.seat(1, city=("great_wall",))
    given = use(gathered(t), "gift", target=1, own="palace")
    assert given.players[0].gold == 10 + 2 - 1


def test_r8_6_she_must_be_able_to_pay(table: TableFactory) -> None:
    """``fan.jian_yuxin``: R8.6: only what she can pay in full: with 2 gold, no take of the
    castle (4)."""
    found = offers(gathered(four(table, gold=0)))
    assert ("take", 1, "tavern", None) in found
    assert ("take", 1, "castle", None) not in found
    assert ("destroy", 1, "castle", None) not in found


def test_faq_004_Q62_no_taking_a_name_she_has(table: TableFactory) -> None:
    """``fan.jian_yuxin``: faq:004-Q62 (= 000-diplomat-2): she may not take (nor exchange for) a
    district whose name stays in her city."""
    t = four(table)
    t.seat(1, city=("temple", "tavern"))
    found = offers(gathered(t))
    assert ("take", 1, "temple", None) not in found
    assert ("exchange", 1, "temple", "manor") not in found
    assert ("exchange", 1, "temple", "temple") in found  # her temple leaves: no duplicate


def test_faq_004_Q61_no_giving_a_duplicate_unless_quarry(table: TableFactory) -> None:
    """``fan.jian_yuxin``: faq:004-Q61 (= 000-diplomat-1): no forcing a duplicate on them,
    unless they own a Quarry (Dark City)."""
    t = table(players=4, preset="fan", seed=1, variants=END_OF_TURN)
    t.seat(0, gold=8, city=("manor", "temple"), character=ID)
    t.seat(1, gold=5, city=("temple", "tavern"), character="merchant")
    found = offers(gathered(t))
    assert ("gift", 1, None, "temple") not in found
    assert ("exchange", 1, "tavern", "temple") not in found
    t.seat(1, city=("temple", "tavern", "quarry"))
    found = offers(gathered(t))
    assert ("gift", 1, None, "temple") in found
    assert ("exchange", 1, "tavern", "temple") in found


def test_graveyard_only_for_destroy_and_not_her_own(table: TableFactory) -> None:
    """``fan.jian_yuxin``: 004 Graveyard: it works on her destroy mode only, and not for her own
    player."""
    t = four(table)
    t.seat(2, gold=3, city=("graveyard",))
    state = gathered(t)
    assert asked(use(state, "destroy", target=1, district="castle")) == "graveyard.take"
    assert asked(use(state, "take", target=1, district="castle")) != "graveyard.take"
    t.seat(2, gold=3, city=())
    t.seat(0, city=("manor", "temple", "graveyard"))
    assert asked(use(gathered(t), "destroy", target=1, district="castle")) != "graveyard.take"


def test_the_round_log_records_rank_8(table: TableFactory) -> None:
    """``fan.jian_yuxin``: What Hu Xinyi reads: each mode is logged with the ability and rank 8."""
    state = gathered(four(table, variants=ANY_TIME))
    for mode, params, kind in [
        ("destroy", {"target": 1, "district": "castle"}, "destroyed"),
        ("take", {"target": 1, "district": "castle"}, "district_moved"),
        ("gift", {"target": 1, "own": "manor"}, "district_moved"),
        ("exchange", {"target": 1, "district": "castle", "own": "manor"}, "exchanged"),
    ]:
        entry = use(state, mode, **params).round_log[-1]
        assert (entry.kind, entry.rank, entry.ability, entry.by) == (kind, 8, f"{ID}.{mode}", 0)
