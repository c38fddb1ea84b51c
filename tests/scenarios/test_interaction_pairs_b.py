"""Milestone 13: scenario tests for pairs of the interaction matrix (group B).

``docs/interactions.md`` lists the pairs of fan and 2016 characters that meet on an
object; one scenario per pair below, named ``test_<cardA>_x_<cardB>_<what>``. Each
docstring names its source: the 004 seed text (quoted), a faq id, or the spec's AMBIGUOUS
default with its characters.md section. Each asserts what the two cards do to each
other's object (gold, hand, city, character, crown, tokens).
"""

from __future__ import annotations

import random
from typing import Any

import citadels_rules as cr
from citadels_rules.testing import Table
from citadels_rules.testing.invariants import check_resample

CHEN_YIRU = "fan.chen_yiru"
CHEN_YANJIE = "fan.chen_yanjie"
DONG = "fan.dong_zining"
HU = "fan.hu_xinyi"
LIN_YAXUAN = "fan.lin_yaxuan"
LIN_YUTING = "fan.lin_yuting"
YANG = "fan.yang_ruoxin"
TAX = "tax_collector.gold"
A, B = 2, 3


def do(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    seat = state.current_player
    assert seat is not None
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


def use(state: cr.GameState, name: str, **params: Any) -> cr.GameState:
    return do(state, "ability", name=name, **params)


def offered(state: cr.GameState, name: str) -> list[dict[str, Any]]:
    """The params (without ``name``) of the uses of ability ``name`` offered now."""
    return [
        {k: v for k, v in a.params.items() if k != "name"}
        for a in cr.legal_actions(state)
        if a.kind == "ability" and a.params.get("name") == name
    ]


def until(state: cr.GameState, character: str) -> cr.GameState:
    """Run the turns (gold taken, then ended) until ``character``'s turn; a decision on
    the way takes its first option (a threatened holder pays)."""
    while state.active_character != character:
        if state.pending is not None:
            state = do(state, "choose", option=state.pending.options[0])
            continue
        kinds = {a.kind for a in cr.legal_actions(state)}
        state = do(state, "take_gold" if "take_gold" in kinds else "end_turn")
    return state


def city(state: cr.GameState, seat: int) -> list[str]:
    return [d.card for d in state.players[seat].city]


def paid(state: cr.GameState, seat: int) -> tuple[int, int]:
    """Gold and number of hand cards of ``seat``."""
    p = state.players[seat]
    return p.gold, len(p.hand)


def swapped(t: Table, actor: str) -> cr.GameState:
    """Chen Yiru (seat 0) swaps the number cards of A (seat 2) and B (seat 3); the turns
    run (gold taken, ended) until ``actor``'s."""
    return until(use(t.turn_of(CHEN_YIRU), "fan.chen_yiru.swap", target=A, option=B), actor)


def chen_yiru_table(
    actor: str, a: str = "merchant", b: str = "architect", e: str = "queen"
) -> Table:
    """Five players: seat 0 Chen Yiru, seat 1 ``actor``; A (seat 2) holds ``a`` and B
    (seat 3) ``b``, with different gold, hands and cities; seat 4 ``e``."""
    t = Table(players=5, preset="fan", seed=1)
    t.seat(0, gold=0, hand=(), character=CHEN_YIRU)
    t.seat(1, gold=0, hand=("temple",), city=("tavern",), character=actor)
    t.seat(A, gold=7, hand=("manor", "castle", "palace"), city=("market",), character=a)
    t.seat(B, gold=1, hand=("church",), city=("docks",), character=b)
    t.seat(4, gold=2, hand=("harbor",), city=("prison",), character=e)
    return t


# -- Chen Yiru: what her swap does not redirect (characters.md §1.4) --------------------


def test_abbot_x_chen_yiru_the_richest_is_not_redirected() -> None:
    """§1.4 AMBIGUOUS default: "Effects that apply to 'each player' or to 'the
    richest/most-cards player' (Seer, Yang Xiaofan, Abbot) are not redirected": A, the
    richest, gives the Abbot 1 gold although A and B are swapped; B gives nothing."""
    t = chen_yiru_table("abbot")
    state = swapped(t, "abbot")
    before = state
    after = use(state, "abbot.collect")
    assert after.players[A].gold == before.players[A].gold - 1
    assert after.players[B].gold == before.players[B].gold
    assert after.players[1].gold == before.players[1].gold + 1
    # ``abbot_fan_cards`` (on in fan): the most-cards player, A, gives a card; B none.
    assert len(after.players[A].hand) == len(before.players[A].hand) - 1
    assert after.players[B].hand == before.players[B].hand


def test_seer_x_chen_yiru_each_player_gives_not_the_partner() -> None:
    """§1.4 AMBIGUOUS default: the Seer's take from "each other player" is not
    redirected: swapped with B, who has no card, A still gives one of its own cards and
    gets one back; B gives and receives nothing (§3.3 "Players with no cards give and
    receive nothing")."""
    t = chen_yiru_table("seer")
    t.seat(B, hand=())
    state = use(swapped(t, "seer"), "seer.take")
    taken = sorted(state.aside)
    assert len(taken) == 2 and "harbor" in taken
    assert len(set(taken) & {"manor", "castle", "palace"}) == 1  # A's own card
    assert len(state.players[A].hand) == 2
    while state.pending is not None:
        assert state.pending.seat == 1
        state = do(state, "choose", option=state.pending.options[0])
    assert len(state.players[A].hand) == 3 and state.players[B].hand == ()
    assert len(state.players[1].hand) == 1


def test_patrician_x_chen_yiru_crown_stays_with_the_holder() -> None:
    """§1.4 (004 "這兩個人擁有的技能…則不會受影響（還是有的，不會跑到另一個人身上）"): the
    Patrician's own crown-taking does not move: A, who holds the Patrician, takes the crown
    when it is revealed although A and B are swapped."""
    t = chen_yiru_table("merchant", a="patrician")
    t.crown(4)
    state = swapped(t, "patrician")
    assert state.crown == A


def test_tax_collector_x_chen_yiru_the_builder_pays_not_the_partner() -> None:
    """§1.4 (004 "這兩個人擁有的技能…則不會受影響"; AMBIGUOUS default: effects on "each
    player" are not redirected), §9.3: A builds and A pays the tax; B's gold is untouched."""
    t = chen_yiru_table("tax_collector", a="architect", b="merchant", e="king")
    state = do(swapped(t, "architect"), "take_gold")
    before = state
    state = do(state, "build", card="manor")
    assert state.players[A].gold == before.players[A].gold - 3 - 1
    assert state.players[B].gold == before.players[B].gold
    assert state.token(TAX, 0) == before.token(TAX, 0) + 1


def test_tax_collector_x_chen_yiru_exemption_does_not_move_to_the_partner() -> None:
    """§1.4 (004 "這兩個人擁有的技能…則不會受影響（還是有的，不會跑到另一個人身上）"), §9.3
    "Not paid by: the player who chose the Tax Collector": swapped with the Tax Collector's
    player, A still pays the tax on its build."""
    t = chen_yiru_table("bishop", a="architect", b="tax_collector", e="king")
    state = do(swapped(t, "architect"), "take_gold")
    gold = state.players[A].gold
    state = do(state, "build", card="manor")
    assert state.players[A].gold == gold - 3 - 1 and state.token(TAX, 0) == 1


# -- Lin Yaxuan and Lin Yuting: duplicates in their cities (§4.4, §7.4, faq:004-Q56, Q61) --


def lin_table(actor: str, lin: str = LIN_YAXUAN) -> Table:
    """Five players: seat 0 ``actor`` (rank 8) with a Tavern and a Temple; seat 1 ``lin``
    with a Tavern (and a Market) in her city and a Tavern in hand; seat 2 the Merchant and
    seat 3 the Thief, each with a Tavern and a Market; seat 4 the Queen."""
    t = Table(players=5, preset="fan", seed=1)
    t.seat(0, gold=9, hand=(), city=("tavern", "temple"), character=actor)
    t.seat(1, gold=4, hand=("tavern",), city=("tavern", "market"), character=lin)
    t.seat(2, gold=2, hand=(), city=("tavern", "market"), character="merchant")
    t.seat(3, gold=2, hand=(), city=("tavern", "market"), character="thief")
    t.seat(4, gold=2, hand=(), city=("docks",), character="queen")
    return t


def lin_yaxuan_builds_a_second_tavern(t: Table, actor: str) -> cr.GameState:
    """Lin Yaxuan (seat 1) gathers, gives the crown to seat 2, which pays with the Tavern of
    its city (receiving its cost, 1); she builds it at once, a second Tavern (004 "使用能力
    建造的建築物可以同名", faq:004-Q56). Play then runs to ``actor``'s turn."""
    state = do(t.turn_of(LIN_YAXUAN), "take_gold")
    state = use(state, "fan.lin_yaxuan.crown", target=2)
    assert state.pending is not None and state.pending.seat == 2
    state = do(state, "choose", option="tavern")
    assert state.pending is not None and state.pending.seat == 1
    state = do(state, "choose", option="build")
    assert city(state, 1) == ["tavern", "market", "tavern"] and city(state, 2) == ["market"]
    return until(state, actor)


def test_warlord_x_lin_yaxuan_destroys_one_copy_of_her_duplicate() -> None:
    """§4.4 (004 "使用能力建造的建築物可以同名"), §8.1: her two Taverns are two districts: the
    Warlord may destroy either one (cost 1: free), and only that copy leaves her city."""
    state = do(lin_yaxuan_builds_a_second_tavern(lin_table("warlord"), "warlord"), "take_gold")
    aims = offered(state, "warlord.destroy")
    assert {"target": 1, "district": "tavern", "index": 0} in aims
    assert {"target": 1, "district": "tavern", "index": 2} in aims
    gold = state.players[0].gold
    after = use(state, "warlord.destroy", target=1, district="tavern", index=2)
    assert city(after, 1) == ["tavern", "market"]
    assert after.players[0].gold == gold and after.deck[-1] == "tavern"


def test_marshal_x_lin_yaxuan_seizes_her_second_copy_and_pays_her() -> None:
    """§4.4 (004 "使用能力建造的建築物可以同名"), §8.3 "take one district with effective cost
    ≤ 3 ... paying its effective cost to that player": a Marshal without a Tavern seizes one
    of her two Taverns, paying her 1; the other stays hers."""
    t = lin_table("marshal")
    t.seat(0, city=("temple",))
    state = do(lin_yaxuan_builds_a_second_tavern(t, "marshal"), "take_gold")
    aims = offered(state, "marshal.seize")
    assert {"target": 1, "district": "tavern", "index": 2} in aims
    gold = (state.players[0].gold, state.players[1].gold)
    after = use(state, "marshal.seize", target=1, district="tavern", index=2)
    assert city(after, 1) == ["tavern", "market"] and city(after, 0) == ["temple", "tavern"]
    assert (after.players[0].gold, after.players[1].gold) == (gold[0] - 1, gold[1] + 1)


def test_marshal_x_lin_yaxuan_her_permission_is_not_the_marshals() -> None:
    """§8.3 "You may not take a name you already have unless you own a Quarry" (004 元帥
    "除非你有採石場，不然你不能搶奪你的城市已經有的地區"); §4.4: her duplicate permission is
    about her own city: a Marshal with a Tavern may not seize either of her Taverns."""
    state = do(lin_yaxuan_builds_a_second_tavern(lin_table("marshal"), "marshal"), "take_gold")
    aims = offered(state, "marshal.seize")
    assert {"target": 1, "district": "market"} in aims
    assert not [a for a in aims if a["district"] == "tavern"]


def test_diplomat_x_lin_yaxuan_she_may_receive_a_duplicate() -> None:
    """faq:004-Q61 ("除非該玩家已建造採石場，或者該玩家是法師或林亞萱或林裕庭"), §8.2 (004 外交官
    "對方是「未被女巫施咒的林亞萱」"): the Diplomat may give his Tavern to this round's Lin
    Yaxuan, who has one, for her Market (paying 1); not to the Merchant, who has one too."""
    state = do(lin_table("diplomat").turn_of("diplomat"), "take_gold")
    aims = offered(state, "diplomat.exchange")
    assert {"target": 1, "district": "market", "own": "tavern"} in aims
    assert {"target": 2, "district": "market", "own": "tavern"} not in aims
    gold = (state.players[0].gold, state.players[1].gold)
    after = use(state, "diplomat.exchange", target=1, district="market", own="tavern")
    assert city(after, 1) == ["tavern", "tavern"] and city(after, 0) == ["market", "temple"]
    assert (after.players[0].gold, after.players[1].gold) == (gold[0] - 1, gold[1] + 1)


def test_diplomat_x_lin_yaxuan_bewitched_the_witch_receives_it_not_her() -> None:
    """004 外交官 "對方是「未被女巫施咒的林亞萱」或者對方是施咒「法師或林亞萱或林裕庭」的女巫",
    §4.4 "Duplicate permission (this round, if not bewitched)": with Lin Yaxuan bewitched,
    the Diplomat may give his Tavern to the Witch, who has one; no longer to Lin Yaxuan's
    player, who has one too."""
    t = lin_table("diplomat")
    t.seat(3, city=("market",))
    t.seat(4, city=("tavern", "docks"), character="witch")
    t.mark(LIN_YAXUAN, "bewitched")
    state = do(t.turn_of("diplomat"), "take_gold")
    aims = offered(state, "diplomat.exchange")
    assert {"target": 4, "district": "docks", "own": "tavern"} in aims
    assert {"target": 1, "district": "market", "own": "tavern"} not in aims
    after = use(state, "diplomat.exchange", target=4, district="docks", own="tavern")
    assert city(after, 4) == ["tavern", "tavern"]


def test_diplomat_x_lin_yuting_she_may_receive_a_duplicate() -> None:
    """faq:004-Q61 ("或者該玩家是法師或林亞萱或林裕庭"), §7.4 "may receive duplicates from a
    Diplomat", §8.2: the Diplomat may give his Tavern to this round's Lin Yuting, who has one,
    for her Market; not to the Merchant, who has one too."""
    state = do(lin_table("diplomat", LIN_YUTING).turn_of("diplomat"), "take_gold")
    aims = offered(state, "diplomat.exchange")
    assert {"target": 1, "district": "market", "own": "tavern"} in aims
    assert {"target": 2, "district": "market", "own": "tavern"} not in aims
    after = use(state, "diplomat.exchange", target=1, district="market", own="tavern")
    assert city(after, 1) == ["tavern", "tavern"] and city(after, 0) == ["market", "temple"]


def test_warlord_x_lin_yuting_destroys_one_copy_of_her_duplicate() -> None:
    """§7.4 (004 "本回合建造的建築都不受「不能擁有同名建築物」的限制"), §8.1: Lin Yuting builds
    a second Tavern in her turn; the later Warlord destroys one copy (free), the other stays."""
    state = do(lin_table("warlord", LIN_YUTING).turn_of(LIN_YUTING), "take_gold")
    assert state.players[1].gold == 4 + 4  # her doubled gather
    state = do(state, "build", card="tavern")
    assert city(state, 1) == ["tavern", "market", "tavern"]
    state = do(until(state, "warlord"), "take_gold")
    gold = state.players[0].gold
    after = use(state, "warlord.destroy", target=1, district="tavern", index=0)
    assert city(after, 1) == ["market", "tavern"] and after.players[0].gold == gold


# -- Hu Xinyi reads her neighbours' marks and cities (§9.4) -------------------------------


def hu_table() -> Table:
    """Five players; Hu Xinyi at seat 0 with nothing, so her neighbours are seats 1 and 4
    (C-1.1); every other seat has 2 gold and a Tavern and a Market."""
    t = Table(players=5, preset="fan", seed=1)
    t.seat(0, gold=0, hand=(), character=HU)
    for seat in (1, 2, 3, 4):
        t.seat(seat, gold=2, hand=(), city=("tavern", "market"))
    return t


def test_warlord_x_hu_xinyi_a_neighbours_city_destroyed() -> None:
    """§9.4 (004 "如果你坐在被8號角色發動技能的玩家旁邊，可以獲得1枚金幣以及抽1張地區牌"): the
    Warlord destroys a district of her neighbour's (seat 1) city: at her turn +1 gold, 1
    card; a city across the table (seat 3): nothing."""
    for target, reward in ((1, (1, 1)), (3, (0, 0))):
        t = hu_table()
        t.seat(1, character="merchant")
        t.seat(2, gold=5, character="warlord")
        state = use(
            do(t.turn_of("warlord"), "take_gold"),
            "warlord.destroy",
            target=target,
            district="market",
        )
        assert "market" not in city(state, target)
        assert paid(until(state, HU), 0) == reward


def test_diplomat_x_hu_xinyi_a_neighbours_city_exchanged() -> None:
    """§9.4 (004 "坐在被8號角色發動技能的玩家旁邊"): the Diplomat (seat 2) exchanges his Temple
    for the Market of her neighbour seat 4: at her turn +1 gold, 1 card."""
    t = hu_table()
    t.seat(2, gold=5, city=("temple",), character="diplomat")
    state = do(t.turn_of("diplomat"), "take_gold")
    state = use(state, "diplomat.exchange", target=4, district="market", own="temple")
    assert city(state, 4) == ["tavern", "temple"]
    assert paid(until(state, HU), 0) == (1, 1)


def test_magistrate_x_hu_xinyi_a_warrant_on_a_neighbours_character() -> None:
    """§9.4 (004 "如果你坐在被1號角色發動技能（被刺殺、被施咒和有逮捕令標記）的角色旁邊，可以
    獲得3枚金幣以及抽3張地區牌"), R1 "carrying any warrant token": the Magistrate signs the
    warrant on seat 2's Thief and leaves unsigned ones on the Merchant of her neighbour
    (seat 1) and on the King: at her turn +3 gold, 3 cards."""
    t = hu_table()
    t.seat(1, character="merchant")
    t.seat(2, character="thief")
    t.seat(3, character="magistrate")
    t.seat(4, character="architect")
    state = use(t.turn_of("magistrate"), "magistrate.warrant", character="thief")
    state = do(state, "choose", option="merchant")
    state = do(state, "choose", option="king")
    assert state.marked("merchant", "warrant") is not None
    assert paid(until(state, HU), 0) == (3, 3)


def test_magistrate_x_hu_xinyi_warrants_away_from_her_give_nothing() -> None:
    """§9.4 (004 "坐在…有逮捕令標記…的角色旁邊"): warrants only on characters held across
    the table (seats 2, 3) or by nobody give her nothing."""
    t = hu_table()
    t.seat(1, character="merchant")
    t.seat(2, character="thief")
    t.seat(3, character="magistrate")
    t.seat(4, character="architect")
    state = use(t.turn_of("magistrate"), "magistrate.warrant", character="thief")
    state = do(state, "choose", option="king")
    state = do(state, "choose", option="bishop")
    assert paid(until(state, HU), 0) == (0, 0)


def test_blackmailer_x_hu_xinyi_a_threat_on_a_neighbours_character() -> None:
    """§9.4 (004 "如果你坐在被2號角色發動技能的角色旁邊，可以獲得2枚金幣以及抽2張地區牌"),
    "carrying a threat token": the Blackmailer's real threat goes to the King (held by
    nobody), the fake one to her neighbour's Merchant, who pays it off: at her turn +2 gold,
    2 cards."""
    t = hu_table()
    t.seat(1, character="merchant")
    t.seat(2, character="blackmailer")
    t.seat(3, character="magician")
    t.seat(4, character="architect")
    state = use(t.turn_of("blackmailer"), "blackmailer.threaten", character="king")
    state = do(state, "choose", option="merchant")
    assert state.marked("merchant", "threat") is not None
    assert paid(until(state, HU), 0) == (2, 2)


def test_blackmailer_x_hu_xinyi_a_threat_across_the_table_gives_nothing() -> None:
    """§9.4 (004 "坐在被2號角色發動技能的角色旁邊"): threats on the Magician across the table
    and on the unheld King give her nothing."""
    t = hu_table()
    t.seat(1, character="merchant")
    t.seat(2, character="blackmailer")
    t.seat(3, character="magician")
    t.seat(4, character="architect")
    state = use(t.turn_of("blackmailer"), "blackmailer.threaten", character="king")
    state = do(state, "choose", option="magician")
    assert paid(until(state, HU), 0) == (0, 0)


# -- Yang Ruoxin, Chen Yanjie and the 2016 Tax Collector (§9.3, §6.4, §5.4) ---------------


def test_tax_collector_x_yang_ruoxin_she_pays_no_tax() -> None:
    """§9.3 "Not paid by: ... Yang Ruoxin"; 004 楊若歆 "甚至你也不用將金幣放在稅務官的角色標記
    上": her build puts nothing on the token; the Architect's next build does."""
    t = Table(players=5, preset="fan", seed=1)
    t.seat(0, gold=4, hand=("manor",), city=(), character=YANG)
    t.seat(1, gold=4, hand=("manor",), city=(), character="architect")
    t.seat(2, gold=2, character="tax_collector")
    state = do(t.turn_of(YANG), "take_gold")
    state = do(state, "build", card="manor")
    assert state.players[0].gold == 4 + 2 - 3 and city(state, 0) == ["manor"]
    assert state.token(TAX, 0) == 0
    state = do(until(state, "architect"), "take_gold")
    state = do(state, "build", card="manor")
    assert state.players[1].gold == 4 + 2 - 3 - 1 and state.token(TAX, 0) == 1


def test_tax_collector_x_chen_yanjie_builds_first_with_all_her_gold_no_tax() -> None:
    """§5.4 (004 陳妍潔 "可以自己決定各項行動的順序（包括…將金幣放在稅務官的角色標記上」的順序也可
    以自己決定）"; faq:004-Q68 build before gathering), §9.3 ``tax_collector_no_gold_no_tax``
    (on in fan): she builds her Manor with her 3 gold before gathering, has none left and
    pays no tax; then gathers her 2 gold and keeps them."""
    t = Table(players=5, preset="fan", seed=1)
    t.seat(0, gold=3, hand=("manor", "castle"), city=(), character=CHEN_YANJIE)
    t.seat(2, gold=2, character="tax_collector")
    state = do(t.turn_of(CHEN_YANJIE), "build", card="manor")
    assert state.players[0].gold == 0 and state.token(TAX, 0) == 0
    state = do(state, "take_gold")
    assert state.players[0].gold == 2 and state.token(TAX, 0) == 0
    assert city(state, 0) == ["manor"]


def test_tax_collector_x_chen_yanjie_gathering_first_she_pays() -> None:
    """§9.3 (004 稅務官 "玩家每新建一棟建築在自己的城市，就必須將一枚金幣放在稅務官的角色標記
    上"), §5.4: the same Manor built after gathering leaves her 2 gold: 1 goes on the
    token."""
    t = Table(players=5, preset="fan", seed=1)
    t.seat(0, gold=3, hand=("manor", "castle"), city=(), character=CHEN_YANJIE)
    t.seat(2, gold=2, character="tax_collector")
    state = do(do(t.turn_of(CHEN_YANJIE), "take_gold"), "build", card="manor")
    assert state.players[0].gold == 3 + 2 - 3 - 1 and state.token(TAX, 0) == 1


def test_tax_collector_x_chen_yanjie_build_taken_back_from_the_magistrate() -> None:
    """004 稅務官 "行政官沒收建築到自己的城市時，必須由行政官支付房屋稅" (§1.3, §9.3), §5.4 (004
    陳妍潔 ordering of "被行政官沒收建築、…將金幣放在稅務官的角色標記上"): her Manor (tax 1 on
    the token) is confiscated; she takes it back with its gold and puts her Temple into
    the Magistrate's city: the Magistrate pays the tax back to her; she builds the Manor
    again and is taxed on it: 2 on the token."""
    t = Table(players=5, preset="fan", seed=1)
    t.seat(0, gold=2, hand=(), city=(), character="magistrate")
    t.seat(1, gold=2, hand=("manor", "temple"), city=(), character=CHEN_YANJIE)
    t.seat(2, gold=2, hand=(), character="merchant")
    t.seat(3, gold=2, hand=(), character="warlord")
    t.seat(4, gold=2, hand=(), character="tax_collector")
    state = use(t.turn_of("magistrate"), "magistrate.warrant", character=CHEN_YANJIE)
    state = do(do(state, "choose", option="merchant"), "choose", option="warlord")
    state = do(until(do(do(state, "take_gold"), "end_turn"), CHEN_YANJIE), "take_gold")
    state = do(state, "build", card="manor")
    assert state.players[1].gold == 4 - 3 - 1 and state.token(TAX, 0) == 1
    state = do(state, "choose", option="confiscate")
    assert state.pending is not None and state.pending.kind == "magistrate.substitute"
    state = do(state, "choose", option="temple")
    assert city(state, 0) == ["temple"] and state.players[1].hand == ("manor",)
    assert (state.players[0].gold, state.players[1].gold) == (4 - 1, 3 + 1)
    assert state.token(TAX, 0) == 1
    state = do(state, "build", card="manor")
    assert city(state, 1) == ["manor"] and state.players[1].gold == 0
    assert state.token(TAX, 0) == 2


# -- Chen Yanjie and the Spy; Dong Zining and the Magistrate -----------------------------


def test_spy_x_chen_yanjie_spied_at_the_spys_turn_not_deferred() -> None:
    """§2.2 ``spy_targets_character`` (on in fan; 004 間諜 "建議改為：選擇一位角色…從該玩家
    拿1枚金幣和從該玩家手上抽…1張地區牌"): "Resolved immediately at the Spy's turn if the
    character is held"; §5.4: her free ordering covers only her own turn. Named with blue,
    her two blue cards cost her 2 gold and 2 cards at once, and nothing more at her turn."""
    t = Table(players=5, preset="fan", seed=1)
    t.seat(0, gold=1, hand=(), character="spy")
    t.seat(1, gold=5, hand=("temple", "church", "manor"), city=(), character=CHEN_YANJIE)
    state = use(t.turn_of("spy"), "spy.peek", character=CHEN_YANJIE, option="blue")
    assert paid(state, 1) == (3, 1) and paid(state, 0) == (3, 2)
    hands = sorted((*state.players[0].hand, *state.players[1].hand))
    assert hands == ["church", "manor", "temple"]  # random cards of her hand
    state = until(state, CHEN_YANJIE)
    assert paid(state, 1) == (3, 1)


def test_magistrate_x_dong_zining_warrant_holders_may_not_be_robbed() -> None:
    """§2.4 (004 董梓甯 "董梓甯無法搶劫1號角色以及被1號角色發動技能（被刺殺、被施咒和有逮捕令
    標記）的角色"): after the Magistrate's warrants on the Merchant, the Architect and the
    King, Dong Zining may name none of them (nor the Magistrate); the Bishop, yes."""
    t = Table(players=5, preset="fan", seed=1)
    t.seat(0, gold=2, character="magistrate")
    t.seat(1, gold=2, character=DONG)
    t.seat(2, gold=4, hand=("temple", "church"), character="merchant")
    t.seat(3, gold=4, hand=("temple", "church"), character="bishop")
    state = use(t.turn_of("magistrate"), "magistrate.warrant", character="merchant")
    state = do(do(state, "choose", option="architect"), "choose", option="king")
    state = until(state, DONG)
    named = {a["character"] for a in offered(state, f"{DONG}.rob")}
    assert "bishop" in named
    assert not named & {"magistrate", "merchant", "architect", "king"}


# -- Chen Yiru redirects the Blackmailer's threat (§1.4 AMBIGUOUS default) ---------------


def threatened_a(option: str) -> cr.GameState:
    """Chen Yiru swaps A (the Merchant, 7 gold) and B (5 gold); the Blackmailer (seat 1)
    puts the real threat on the Merchant, the fake one on the Queen; the Merchant is
    called; B answers the bribe with ``option``."""
    t = chen_yiru_table("blackmailer")
    t.seat(B, gold=5)
    state = use(swapped(t, "blackmailer"), "blackmailer.threaten", character="merchant")
    state = do(do(state, "choose", option="queen"), "take_gold")
    state = until(do(state, "end_turn"), "merchant")
    assert state.pending is not None and state.pending.kind == "blackmailer.bribe"
    assert state.pending.seat == B and state.players[A].gold == 7
    dealt_again(state)
    return do(state, "choose", option=option)


def dealt_again(state: cr.GameState) -> None:
    """Every seat's resampled world asks the same public decision (``@card.redeal``)."""
    for seat in range(len(state.players)):
        world = check_resample(state, seat, random.Random(seat))
        assert world.pending == state.pending


def test_blackmailer_x_chen_yiru_threat_on_a_is_paid_off_by_b() -> None:
    """§1.4 AMBIGUOUS default: "Character-directed delayed effects (Thief, Blackmailer,
    Dong Zining, warrants) resolve at the moment the named character is revealed, but
    against the *other* player" (004 陳奕如 "之後所有對其中一人（可能是對玩家或角色的）發動的
    技能都會變成對另一人發動"): the Merchant, held by A, is revealed; B is asked, pays half
    its gold (2 of 5); A's gold is untouched and A plays a free turn."""
    state = threatened_a("pay")
    assert (state.players[A].gold, state.players[B].gold, state.players[1].gold) == (7, 3, 4)
    assert state.pending is None and state.current_player == A
    state = do(state, "take_gold")
    assert state.pending is None and state.players[A].gold == 7 + 2 + 1


def test_blackmailer_x_chen_yiru_real_threat_takes_bs_gold() -> None:
    """§1.4 AMBIGUOUS default (as above), §2.3 "If they do not pay, the Blackmailer's player
    may reveal the token: if it is the real one, they take all the holder's gold": B
    refuses, the real threat is revealed, B gives all 5 gold; A keeps its 7."""
    state = threatened_a("refuse")
    assert state.pending is not None and state.pending.seat == 1
    assert state.pending.data == ("merchant", B)
    dealt_again(state)
    state = do(state, "choose", option="reveal")
    assert (state.players[A].gold, state.players[B].gold, state.players[1].gold) == (7, 0, 7)


# -- One player holding a Lin and the rank-8 character (3 players, C-6.5) ----------------


def three(lin: str, actor: str) -> cr.GameState:
    """Three players (two characters each): seat 0 holds ``lin`` and ``actor`` (rank 8), a
    Tavern and a Temple in the city; seat 1 (the Merchant, the Thief) a Tavern and a
    Market; seat 2 the Bishop's protected city. The ``actor``'s turn, gold taken."""
    t = Table(players=3, preset="fan", seed=1)
    t.seat(0, gold=9, hand=(), city=("tavern", "temple"), character=(lin, actor))
    t.seat(1, gold=2, hand=(), city=("tavern", "market"), character=("merchant", "thief"))
    t.seat(2, gold=2, hand=(), city=("docks",), character=("bishop", "magician"))
    return do(t.turn_of(actor), "take_gold")


def test_marshal_x_lin_yaxuan_same_player_may_not_seize_a_duplicate() -> None:
    """§8.3 "You may not take a name you already have unless you own a Quarry" (004 元帥
    "除非你有採石場，不然你不能搶奪你的城市已經有的地區"); §4.4 her permission is to "receive
    duplicates from a Diplomat/Jian Yuxin": the player holding both Lin Yaxuan and the
    Marshal may seize the Market, not a second Tavern."""
    aims = offered(three(LIN_YAXUAN, "marshal"), "marshal.seize")
    assert {"target": 1, "district": "market"} in aims
    assert {"target": 1, "district": "tavern"} not in aims


def test_diplomat_x_lin_yuting_same_player_may_not_take_a_duplicate() -> None:
    """§8.2 "you may not take a district whose name remains in your city unless you own a
    Quarry" (004 外交官 "除非你有採石場，不然你不能交換你的城市已經有的地區"; the Lin exception
    is the other party's, "除非對方…是「未被女巫施咒的林裕庭」"): the player holding both Lin
    Yuting and the Diplomat may take the Market for his Temple, not the Tavern."""
    aims = offered(three(LIN_YUTING, "diplomat"), "diplomat.exchange")
    assert {"target": 1, "district": "market", "own": "temple"} in aims
    assert {"target": 1, "district": "tavern", "own": "temple"} not in aims
