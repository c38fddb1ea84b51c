"""Milestone 13, interaction pairs (group c): one scenario or more per pair of
``citadels_rules.interactions.PENDING`` in this group, named ``test_<a>_x_<b>_<what>``
with each card's short name (the id without ``fan.``). Each docstring gives the source
(004 text quoted, a faq id, or the spec's AMBIGUOUS default with its characters.md
section); each asserts what the two cards do to each other's objects.
"""

from __future__ import annotations

from typing import Any

import citadels_rules as cr
from citadels_rules.testing import Table

CHEN_YIRU, DONG, YANG_XF = "fan.chen_yiru", "fan.dong_zining", "fan.yang_xiaofan"
LIN_YX, CHEN_YJ, LIN_YT = "fan.lin_yaxuan", "fan.chen_yanjie", "fan.lin_yuting"
JIAN, HU = "fan.jian_yuxin", "fan.hu_xinyi"
A, B = 2, 3
#: Hu Xinyi sits at seat 0 of five players: her neighbours are seats 1 and 4 (C-1.1).
HU_NEAR, HU_FAR = 1, 3


# -- helpers (copied in the style of test_interactions_fan_2016.py) ----------------------


def do(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    seat = state.current_player
    assert seat is not None
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


def use(state: cr.GameState, name: str, **params: Any) -> cr.GameState:
    return do(state, "ability", name=name, **params)


def choose(state: cr.GameState, option: Any) -> cr.GameState:
    return do(state, "choose", option=option)


def offered(state: cr.GameState, name: str, *keys: str) -> set[Any]:
    """The values of ``keys`` (a tuple when several) among the legal uses of ``name``."""
    out: set[Any] = set()
    for a in cr.legal_actions(state):
        if a.kind == "ability" and a.params.get("name") == name:
            values = tuple(a.params.get(k) for k in keys)
            out.add(values[0] if len(values) == 1 else values)
    return out


def until(state: cr.GameState, character: str) -> cr.GameState:
    """Run the turns (gold taken, then ended) until ``character``'s turn."""
    while state.active_character != character:
        kinds = {a.kind for a in cr.legal_actions(state)}
        state = do(state, "take_gold" if "take_gold" in kinds else "end_turn")
    return state


def city(state: cr.GameState, seat: int) -> list[str]:
    return sorted(d.card for d in state.players[seat].city)


def hand(state: cr.GameState, seat: int) -> list[str]:
    return sorted(state.players[seat].hand)


def gold(state: cr.GameState, *seats: int) -> tuple[int, ...]:
    return tuple(state.players[s].gold for s in seats)


def paid(state: cr.GameState, seat: int = 0) -> tuple[int, int]:
    """Gold and hand size of ``seat`` (Hu Xinyi starts with neither)."""
    p = state.players[seat]
    return p.gold, len(p.hand)


def hu_table(**kw: Any) -> Table:
    """Five players; seat 0 Hu Xinyi with nothing; every other seat 2 gold, no hand and
    a Tavern and a Market in the city (callers seat the characters)."""
    t = Table(players=5, preset="fan", seed=1, **kw)
    t.seat(0, gold=0, hand=(), city=(), character=HU)
    for seat in (1, 2, 3, 4):
        t.seat(seat, gold=2, hand=(), city=("tavern", "market"))
    return t


def swapped(t: Table) -> cr.GameState:
    """Seat 0 holds Chen Yiru and swaps A (seat 2) and B (seat 3) at her turn."""
    return use(t.turn_of(CHEN_YIRU), f"{CHEN_YIRU}.swap", target=A, option=B)


# -- Marshal (rank 8) --------------------------------------------------------------------


def test_marshal_x_lin_yuting_seizes_one_of_her_duplicates_not_his_own_name() -> None:
    """§7.4 Lin Yuting: "本回合建造的建築都不受「不能擁有同名建築物」的限制" (004): she builds a
    second Tavern; §8.3 Marshal (004 "可以搶奪其他玩家費用3以下的建築物，並支付相同金幣給該玩家"
    ... "除非你有採石場，不然你不能搶奪你的城市已經有的地區"): he may seize one of her two
    Taverns, paying her 1, but not her Market (he has one; her permission is hers only)."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=1, hand=("tavern",), city=("tavern", "market"), character=LIN_YT)
    t.seat(1, gold=5, hand=(), city=("market",), character="marshal")
    t.seat(2, character="merchant")
    t.seat(3, character="king")
    state = do(do(t.turn_of(LIN_YT), "take_gold"), "build", card="tavern")
    assert city(state, 0) == ["market", "tavern", "tavern"]
    state = until(do(state, "end_turn"), "marshal")
    aims = offered(state, "marshal.seize", "target", "district")
    assert (0, "tavern") in aims and (0, "market") not in aims
    before = gold(state, 0, 1)
    after = use(state, "marshal.seize", target=0, district="tavern", index=2)  # the new one
    assert city(after, 0) == ["market", "tavern"]
    assert city(after, 1) == ["market", "tavern"]
    assert gold(after, 0, 1) == (before[0] + 1, before[1] - 1)


def test_marshal_x_hu_xinyi_seizure_from_a_neighbour_pays_her_1_and_1() -> None:
    """§9.4 (004 "如果你坐在被8號角色發動技能的玩家旁邊，可以獲得1枚金幣以及抽1張地區牌"): the
    Marshal seizes a neighbour's Market (paying that neighbour 2): Hu Xinyi gets 1 gold and 1
    card at her turn; a seizure across the table gives her nothing."""
    for victim, reward in ((HU_NEAR, (1, 1)), (HU_FAR, (0, 0))):
        t = hu_table()
        t.seat(1, character="merchant")
        t.seat(2, gold=5, city=(), character="marshal")
        t.seat(3, character="king")
        t.seat(4, character="architect")
        state = do(t.turn_of("marshal"), "take_gold")
        state = use(state, "marshal.seize", target=victim, district="market")
        assert city(state, victim) == ["tavern"] and state.players[victim].gold == 2 + 2
        state = until(do(state, "end_turn"), HU)
        assert paid(state) == reward, victim


# -- Chen Yiru (rank 1) ------------------------------------------------------------------


def test_chen_yiru_x_dong_zining_robbery_named_on_a_is_paid_by_b() -> None:
    """§1.4 AMBIGUOUS default: "Character-directed delayed effects (Thief, Blackmailer,
    Dong Zining, warrants) resolve at the moment the named character is revealed, but
    against the *other* player" (004 "之後所有對其中一人（可能是對玩家或角色的）發動的技能都會
    變成對另一人發動"). Dong Zining names A's Merchant: at its reveal B gives ⌈5/2⌉ = 3
    gold and 2 of its 3 cards (§2.4 "向上取整", his choice among B's hand); A gives nothing."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, hand=(), character=CHEN_YIRU)
    t.seat(1, gold=0, hand=(), character=DONG)
    t.seat(A, gold=4, hand=("temple",), character="merchant")
    t.seat(B, gold=5, hand=("castle", "palace", "manor"), character="warlord")
    state = until(swapped(t), DONG)
    state = use(state, f"{DONG}.rob", character="merchant")
    state = do(do(state, "take_gold"), "end_turn")  # Dong Zining: 2 gold
    assert state.pending is not None and state.pending.seat == 1
    assert set(state.pending.options) == {"castle", "palace", "manor"}
    state = choose(choose(state, "castle"), "palace")
    assert state.active_character == "merchant"
    assert gold(state, 1, A, B) == (2 + 3, 4, 5 - 3)
    assert hand(state, 1) == ["castle", "palace"]
    assert hand(state, A) == ["temple"] and hand(state, B) == ["manor"]


def test_chen_yiru_x_yang_xiaofan_each_player_gives_and_receives_unswapped() -> None:
    """§1.4 default: "Effects that apply to "each player" ... (Seer, Yang Xiaofan, Abbot)
    are not redirected"; §3.4 (004 "從每位玩家拿一張手牌...和城市裡的一座建築物"). With A and B
    swapped, the district taken "from A" is one of A's; A (gave a card and a district)
    gets 2 back, one into its city; B (gave only a district) gets 1 into its city."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, hand=(), city=(), character=CHEN_YIRU)
    t.seat(1, gold=0, hand=("temple",), city=("manor",), character=YANG_XF)
    t.seat(A, gold=0, hand=("castle",), city=("tavern",), character="merchant")
    t.seat(B, gold=0, hand=(), city=("market",), character="warlord")
    state = use(until(swapped(t), YANG_XF), f"{YANG_XF}.shuffle")
    assert hand(state, A) == [] and "castle" in state.players[1].hand
    assert state.pending is not None and state.pending.options == ("tavern",)
    state = choose(state, "tavern")
    assert state.pending is not None and state.pending.options == ("market",)
    state = choose(choose(state, "market"), "castle")  # the new city (D = 1)
    state = choose(choose(choose(state, "manor>2"), "temple>2"), "tavern>3")
    assert state.pending is not None and state.pending.seat == A
    state = choose(state, "manor")
    assert city(state, 1) == ["castle"] and hand(state, 1) == ["market"]
    assert city(state, A) == ["manor"] and hand(state, A) == ["temple"]
    assert city(state, B) == ["tavern"] and hand(state, B) == []


def test_chen_yiru_x_lin_yaxuan_crown_aimed_at_a_reaches_b_who_pays() -> None:
    """§1.4 default: "Player-directed effects (... Emperor/Lin Yaxuan crown recipient): the
    actor names a target player; if it is A the effect is applied to B"; §4.4 (004 "該玩家
    必須給你1枚金幣或1張地區牌或者城市裡的1座建築物 ... 該玩家可以立刻獲得該建築物的建造費用"),
    faq:004-Q57 (the recipient chooses). Aimed at A: B gets the crown, chooses among B's
    gold, hand and city, gives its Market and receives 2 from the bank; A is untouched."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, hand=(), character=CHEN_YIRU)
    t.seat(1, gold=2, hand=(), city=(), character=LIN_YX)
    t.seat(A, gold=4, hand=("temple",), city=("tavern",), character="merchant")
    t.seat(B, gold=5, hand=("castle",), city=("market",), character="warlord")
    state = use(until(swapped(t), LIN_YX), f"{LIN_YX}.crown", target=A)
    assert state.crown == B
    assert state.pending is not None and state.pending.seat == B
    assert set(state.pending.options) == {"gold", "castle", "market"}
    state = choose(state, "market")
    assert hand(state, 1) == ["market"] and city(state, B) == []
    assert gold(state, 1, A, B) == (2, 4, 5 + 2)
    assert city(state, A) == ["tavern"] and hand(state, A) == ["temple"]


# -- Dong Zining (rank 2) ----------------------------------------------------------------


def dong_robs_chen_yanjie() -> cr.GameState:
    """Seat 0 Dong Zining names Chen Yanjie (seat 1: 4 gold, 3 cards); her turn begins."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, hand=(), character=DONG)
    t.seat(1, gold=4, hand=("temple", "castle", "manor"), city=(), character=CHEN_YJ)
    t.seat(2, character="king")
    t.seat(3, character="warlord")
    state = use(t.turn_of(DONG), f"{DONG}.rob", character=CHEN_YJ)
    return until(do(do(state, "take_gold"), "end_turn"), CHEN_YJ)  # Dong Zining: 2 gold


def test_dong_zining_x_chen_yanjie_she_gathers_first_then_gives_half() -> None:
    """§5.4 free ordering (004 "可以自己決定各項行動的順序（包括「被盜賊偷金幣...」的順序也可以
    自己決定）"; §2.4 "Chen Yanjie may reorder"): nothing is taken at her reveal; she takes 2
    gold first and then gives ⌈6/2⌉ = 3 gold and ⌈3/2⌉ = 2 cards of his choice."""
    state = dong_robs_chen_yanjie()
    assert gold(state, 0, 1) == (2, 4) and len(state.players[1].hand) == 3
    state = do(state, "take_gold")
    assert state.pending is not None and state.pending.seat == 0
    state = choose(choose(state, "castle"), "manor")
    assert gold(state, 0, 1) == (2 + 3, 6 - 3)
    assert hand(state, 0) == ["castle", "manor"] and hand(state, 1) == ["temple"]


def test_dong_zining_x_chen_yanjie_she_may_give_half_before_gathering() -> None:
    """§5.4 (004 "當然也可以選擇先...再獲得新資源"): she settles first (``fan.chen_yanjie.pay``):
    ⌈4/2⌉ = 2 gold, then gathers 2 -- and is not robbed again after the gather."""
    state = use(dong_robs_chen_yanjie(), f"{CHEN_YJ}.pay")
    state = choose(choose(state, "temple"), "castle")
    assert gold(state, 0, 1) == (2 + 2, 4 - 2)
    state = do(state, "take_gold")
    assert state.pending is None
    assert gold(state, 0, 1) == (2 + 2, 2 + 2)
    assert hand(state, 0) == ["castle", "temple"] and hand(state, 1) == ["manor"]


def test_dong_zining_x_hu_xinyi_robbed_neighbour_pays_her_2_and_2() -> None:
    """§9.4 (004 "如果你坐在被2號角色發動技能的角色旁邊，可以獲得2枚金幣以及抽2張地區牌"): Dong
    Zining robs her neighbour's Merchant (which gives him ⌈2/2⌉ = 1 gold at its reveal): she
    gets 2 gold and 2 cards at her turn; robbing the King across the table gives her
    nothing."""
    for victim, named, reward in ((HU_NEAR, "merchant", (2, 2)), (HU_FAR, "king", (0, 0))):
        t = hu_table()
        t.seat(1, character="merchant")
        t.seat(2, gold=0, character=DONG)
        t.seat(3, character="king")
        t.seat(4, character="architect")
        state = use(t.turn_of(DONG), f"{DONG}.rob", character=named)
        state = do(do(state, "take_gold"), "end_turn")
        state = until(state, named)
        assert gold(state, 2, victim) == (2 + 1, 2 - 1)
        state = until(state, HU)
        assert paid(state) == reward, named


# -- Yang Xiaofan (rank 3) ---------------------------------------------------------------


def test_yang_xiaofan_x_lin_yaxuan_a_duplicate_handed_back_goes_to_her_hand() -> None:
    """§3.4 step 5 (004 "如果有玩家收到的兩張地區牌中有一張是他城市中已經有的建築物，則除非該
    玩家已建造採石場，否則該玩家只能選擇把該建築物加入手牌" and "不用考慮對方是法師或林亞萱或林裕庭
    的情況 ... 楊曉帆行動時，林亞萱或林裕庭的角色牌仍然未翻開"): Lin Yaxuan's player, handed back
    a Tavern (hers already) and her Market, may place only the Market in her city."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, hand=("tavern",), city=("manor",), character=YANG_XF)
    t.seat(1, gold=0, hand=("castle",), city=("tavern", "market"), character=LIN_YX)
    t.seat(2, gold=0, hand=(), city=(), character="merchant")
    t.seat(3, gold=0, hand=(), city=(), character="warlord")
    state = use(t.turn_of(YANG_XF), f"{YANG_XF}.shuffle")
    assert hand(state, 1) == []
    state = choose(choose(state, "market"), "manor")  # take her Market; keep the Manor
    state = choose(choose(state, "tavern>1"), "market>1")
    assert state.pending is not None and state.pending.seat == 1
    assert state.pending.options == ("market",)
    state = choose(state, "market")
    assert city(state, 1) == ["market", "tavern"] and hand(state, 1) == ["tavern"]
    assert city(state, 0) == ["manor"] and hand(state, 0) == ["castle"]


def test_yang_xiaofan_x_lin_yuting_no_duplicate_into_her_city() -> None:
    """§3.4 step 6 ("one who gave only a city district receives 1 card into their city
    (forced; must be legal for their city)"), 004 "不用考慮對方是法師或林亞萱或林裕庭的情況":
    Lin Yuting's player (two Taverns from an earlier turn of hers, no hand) gave her Market;
    a Tavern may not be handed back into her city, the Temple may."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, hand=("temple",), city=("tavern",), character=YANG_XF)
    t.seat(1, gold=0, hand=(), city=("tavern", "tavern", "market"), character=LIN_YT)
    t.seat(2, gold=0, hand=(), city=(), character="merchant")
    t.seat(3, gold=0, hand=(), city=(), character="warlord")
    state = use(t.turn_of(YANG_XF), f"{YANG_XF}.shuffle")
    state = choose(choose(state, "market"), "market")  # take her Market; it is his city
    assert state.pending is not None and state.pending.options == ("temple>1",)
    state = choose(state, "temple>1")
    assert city(state, 1) == ["tavern", "tavern", "temple"] and hand(state, 1) == []
    assert city(state, 0) == ["market"] and hand(state, 0) == ["tavern"]


def test_yang_xiaofan_x_hu_xinyi_a_rank_3_shuffle_of_a_neighbour_pays_nothing() -> None:
    """§9.4 (004: only "被1號角色", "被2號角色", "被8號角色發動技能" count): Yang Xiaofan (rank 3)
    takes her neighbour's Market and puts a Manor in its place; at her turn Hu Xinyi gets
    nothing."""
    t = hu_table()
    t.seat(1, character="merchant")
    t.seat(2, hand=(), city=("manor",), character=YANG_XF)
    t.seat(3, city=(), character="king")
    t.seat(4, city=(), character="architect")
    state = use(t.turn_of(YANG_XF), f"{YANG_XF}.shuffle")
    state = choose(choose(state, "market"), "market")  # take it, keep it as his city
    state = choose(state, "manor>1")
    assert city(state, 1) == ["manor", "tavern"] and city(state, 2) == ["market"]
    state = until(do(state, "take_gold"), HU)
    assert paid(state) == (0, 0)


# -- Lin Yaxuan (rank 4) -----------------------------------------------------------------


def test_lin_yaxuan_x_chen_yanjie_crowned_she_pays_at_once() -> None:
    """§4.4 (004 "該玩家必須給你1枚金幣或1張地區牌或者城市裡的1座建築物（由該玩家自己選擇...）"),
    faq:004-Q57; §5.4: Chen Yanjie orders only "everything in your turn" (004 "自己的回合中"),
    so crowned in Lin Yaxuan's turn she chooses and pays there: 1 gold."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=2, hand=(), city=(), character=LIN_YX)
    t.seat(1, gold=3, hand=("temple",), city=("church",), character=CHEN_YJ)
    t.seat(2, character="merchant")
    t.seat(3, character="warlord")
    state = use(t.turn_of(LIN_YX), f"{LIN_YX}.crown", target=1)
    assert state.crown == 1
    assert state.pending is not None and state.pending.seat == 1
    assert set(state.pending.options) == {"gold", "temple", "church"}
    state = choose(state, "gold")
    assert gold(state, 0, 1) == (2 + 1, 3 - 1)
    assert hand(state, 1) == ["temple"] and city(state, 1) == ["church"]


def test_lin_yaxuan_x_lin_yuting_takes_one_of_her_duplicates_and_builds_it() -> None:
    """§4.4 (004 "若該玩家選擇給城市裡的1座建築物，則該玩家可以立刻獲得該建築物的建造費用" ...
    "使用能力建造的建築物可以同名"), faq:004-Q56; §7.4 (her Taverns, duplicates of an earlier
    turn of hers): crowned, Lin Yuting's player (no gold, no hand) gives one Tavern and gets
    1 from the bank; Lin Yaxuan builds it beside her own Tavern."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=5, hand=(), city=("tavern",), character=LIN_YX)
    t.seat(1, gold=0, hand=(), city=("tavern", "tavern"), character=LIN_YT)
    t.seat(2, character="merchant")
    t.seat(3, character="warlord")
    state = do(t.turn_of(LIN_YX), "take_gold")
    state = use(state, f"{LIN_YX}.crown", target=1)
    assert state.pending is not None and state.pending.options == ("tavern",)
    state = choose(state, "tavern")
    assert city(state, 1) == ["tavern"] and state.players[1].gold == 0 + 1
    assert state.pending is not None and state.pending.seat == 0
    assert "build" in state.pending.options
    state = choose(state, "build")
    assert city(state, 0) == ["tavern", "tavern"] and hand(state, 0) == []
    assert state.players[0].gold == 5 + 2 - 1


def test_lin_yaxuan_x_jian_yuxin_may_exchange_a_duplicate_into_her_city() -> None:
    """faq:004-Q61 (004 "A61：不能。除非該玩家已建造採石場，或者該玩家是法師或林亞萱或林裕庭"),
    §4.4 duplicate permission, §8.4 (d = 4 - 1: she pays 3): Jian Yuxin may give his Tavern
    for her Castle though she has a Tavern; not for the Merchant's Manor (he has one)."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, city=("tavern", "castle"), character=LIN_YX)
    t.seat(1, gold=5, city=("tavern", "temple"), character=JIAN)
    t.seat(2, gold=0, city=("tavern", "manor"), character="merchant")
    t.seat(3, gold=0, city=(), character="architect")
    state = t.turn_of(JIAN)
    aims = offered(state, f"{JIAN}.exchange", "target", "district", "own")
    assert (0, "castle", "tavern") in aims and (2, "manor", "tavern") not in aims
    assert (2, "manor", "temple") in aims  # the Merchant's city is open: only the name bars
    state = use(state, f"{JIAN}.exchange", target=0, district="castle", own="tavern")
    assert city(state, 0) == ["tavern", "tavern"] and city(state, 1) == ["castle", "temple"]
    assert gold(state, 0, 1) == (3, 5 - 3)


def test_lin_yaxuan_x_hu_xinyi_a_rank_4_payment_from_a_neighbours_city_pays_nothing() -> None:
    """§9.4 (004: only "被1號角色", "被2號角色", "被8號角色發動技能" count); §4.4: crowned by Lin
    Yaxuan (rank 4), Hu Xinyi's neighbour gives its Market (getting 2 from the bank): her
    city part is not paid."""
    t = hu_table()
    t.seat(1, character="merchant")
    t.seat(2, character=LIN_YX)
    t.seat(3, character="bishop")
    t.seat(4, character="architect")
    state = use(t.turn_of(LIN_YX), f"{LIN_YX}.crown", target=HU_NEAR)
    state = choose(state, "market")
    assert city(state, HU_NEAR) == ["tavern"] and state.players[HU_NEAR].gold == 2 + 2
    assert state.crown == HU_NEAR
    state = until(state, HU)
    assert paid(state) == (0, 0)


# -- Chen Yanjie (rank 5), Lin Yuting (rank 7), Jian Yuxin (rank 8) ----------------------


def test_chen_yanjie_x_jian_yuxin_short_of_gold_she_pays_all_she_has() -> None:
    """§8.4 (004 "反之則對方必須付差額的一半（向下取整）"; AMBIGUOUS "if they cannot pay in full
    they pay all they have (default)"); §5.4 her ordering holds in her turn only (004
    "自己的回合中"): Jian Yuxin gives his Palace (5) for her Temple (1): she owes ⌊4/2⌋ = 2
    and pays her only gold at once."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, hand=(), city=("palace",), character=JIAN)
    t.seat(1, gold=1, hand=(), city=("temple",), character=CHEN_YJ)
    t.seat(2, character="merchant")
    t.seat(3, character="king")
    state = use(t.turn_of(JIAN), f"{JIAN}.exchange", target=1, district="temple", own="palace")
    assert city(state, 0) == ["temple"] and city(state, 1) == ["palace"]
    assert gold(state, 0, 1) == (1, 0)


def test_lin_yuting_x_jian_yuxin_may_gift_a_duplicate_into_her_city() -> None:
    """faq:004-Q61 (004 "除非...對方是「未被女巫施咒的林裕庭」...不然你...也不能贈送對方的城市
    已經有的地區給他"), §7.4, §8.4 (gift: Y = 0, d = -4, she pays ⌊4/2⌋ = 2): Jian Yuxin may
    give his Castle to Lin Yuting's player, who has one; not to the Merchant, who has one too."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=3, city=("castle",), character=LIN_YT)
    t.seat(1, gold=0, city=("castle", "temple"), character=JIAN)
    t.seat(2, gold=3, city=("castle",), character="merchant")
    t.seat(3, gold=0, city=(), character="king")
    state = t.turn_of(JIAN)
    aims = offered(state, f"{JIAN}.gift", "target", "own")
    assert (0, "castle") in aims and (2, "castle") not in aims and (3, "castle") in aims
    state = use(state, f"{JIAN}.gift", target=0, own="castle")
    assert city(state, 0) == ["castle", "castle"] and city(state, 1) == ["temple"]
    assert gold(state, 0, 1) == (3 - 2, 2)


def test_jian_yuxin_x_hu_xinyi_taking_a_neighbours_district_pays_her_1_and_1() -> None:
    """§9.4 (004 "如果你坐在被8號角色發動技能的玩家旁邊，可以獲得1枚金幣以及抽1張地區牌"); §8.4
    take (004 "直接搶奪該玩家的一座建築物，視為你的建築費用為0枚金幣": he pays 2): taken from
    her neighbour, she gets 1 gold and 1 card; from the player across the table, nothing."""
    for victim, reward in ((HU_NEAR, (1, 1)), (HU_FAR, (0, 0))):
        t = hu_table()
        t.seat(1, character="merchant")
        t.seat(2, gold=5, city=(), character=JIAN)
        t.seat(3, character="king")
        t.seat(4, character="architect")
        state = use(t.turn_of(JIAN), f"{JIAN}.take", target=victim, district="market")
        assert city(state, victim) == ["tavern"] and city(state, 2) == ["market"]
        assert gold(state, 2, victim) == (5 - 2, 2 + 2)
        state = until(state, HU)
        assert paid(state) == reward, victim


# -- second scenarios: the pair's own abilities, one player holding both, the Hospital ----


def test_chen_yiru_x_dong_zining_in_the_pair_his_robbery_is_not_redirected() -> None:
    """§1.4 (004 "但是這兩個人擁有的技能...則不會受影響"): Dong Zining's player is A; he robs
    B's Warlord: B gives ⌈5/2⌉ = 3 gold at its reveal, not A (him)."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, hand=(), character=CHEN_YIRU)
    t.seat(1, gold=0, hand=(), character="merchant")
    t.seat(A, gold=0, hand=(), character=DONG)
    t.seat(B, gold=5, hand=(), character="warlord")
    state = use(until(swapped(t), DONG), f"{DONG}.rob", character="warlord")
    state = until(do(do(state, "take_gold"), "end_turn"), "warlord")
    assert gold(state, A, B) == (2 + 3, 5 - 3)


def test_chen_yiru_x_lin_yaxuan_in_the_pair_her_crown_is_not_redirected() -> None:
    """§1.4 "The two players' own abilities ... do not move" (004 "這兩個人擁有的技能...不會
    受影響"): Lin Yaxuan's player is A; crowned by her, B itself gets the crown and pays."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, hand=(), character=CHEN_YIRU)
    t.seat(1, gold=4, hand=("temple",), city=("tavern",), character="merchant")
    t.seat(A, gold=2, hand=(), city=(), character=LIN_YX)
    t.seat(B, gold=5, hand=("castle",), city=("market",), character="warlord")
    state = use(until(swapped(t), LIN_YX), f"{LIN_YX}.crown", target=B)
    assert state.crown == B
    assert state.pending is not None and state.pending.seat == B
    state = choose(state, "gold")
    assert gold(state, A, B) == (2 + 1, 5 - 1)


def hospital_table() -> cr.GameState:
    """Chen Yiru swaps A (who owns a Hospital) and B; Lin Yaxuan's turn (seat 1)."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, hand=(), character=CHEN_YIRU)
    t.seat(1, gold=2, hand=(), city=(), character=LIN_YX)
    t.seat(A, gold=4, hand=("temple",), city=("hospital",), character="merchant")
    t.seat(B, gold=5, hand=("castle",), city=("market",), character="warlord")
    state = until(swapped(t), LIN_YX)
    assert "hospital_vs_chen_yiru" in state.rules.variants
    return state


def test_chen_yiru_x_lin_yaxuan_hospital_crown_aimed_at_b_is_void() -> None:
    """faq:004-Q72 (``hospital_vs_chen_yiru``, on in fan; 004 "對B發動的技能則變成直接無效（不會
    對任何人發動）"): A owns a Hospital, so Lin Yaxuan may not give the crown to B (as the
    other cards, §1.4 Variants: "abilities aimed at B are voided": B is not offered); A and
    the others still may."""
    state = hospital_table()
    assert offered(state, f"{LIN_YX}.crown", "target") == {0, 1, A}


def test_chen_yiru_x_lin_yaxuan_hospital_crown_aimed_at_a_reaches_b_who_pays() -> None:
    """faq:004-Q72 (004 "如果陳奕如交換A和B的號碼牌，且A持有醫院，則對A發動的技能仍然會變成對B
    發動"): aimed at A, the crown goes to B, who pays Lin Yaxuan as any recipient (§4.4)."""
    state = use(hospital_table(), f"{LIN_YX}.crown", target=A)
    assert state.crown == B
    assert state.pending is not None and state.pending.seat == B
    assert set(state.pending.options) == {"gold", "castle", "market"}


def three_players(both: tuple[str, str], *, quarry: bool = False) -> cr.GameState:
    """Three players (two characters each): seat 0 holds ``both`` with a Tavern (and a
    Quarry); seat 1 a Tavern and a Market; ``both[1]``'s turn, gold taken."""
    t = Table(players=3, preset="fan", seed=1)
    own = ("tavern", "quarry") if quarry else ("tavern",)
    t.seat(0, gold=9, hand=(), city=own, character=both)
    t.seat(1, gold=0, hand=(), city=("tavern", "market"), character=("assassin", "merchant"))
    t.seat(2, gold=0, hand=(), city=(), character=("thief", "bishop"))
    return do(t.turn_of(both[1]), "take_gold")


def test_dong_zining_x_hu_xinyi_robbed_she_gives_before_her_reward() -> None:
    """§2.4 (004 "被搶劫的角色在獲得新資源前必須把一半的金幣和一半的手牌...給董梓甯"); §9.4 her
    gain is a new resource of her turn: robbed, Hu Xinyi (4 gold, 2 cards) first gives 2 gold
    and 1 card, then gets 3 and 3 for her neighbour's warrant (R1)."""
    t = hu_table()
    t.seat(0, gold=4, hand=("temple", "castle"))
    t.seat(1, character="merchant")
    t.seat(2, gold=0, character=DONG)
    t.seat(3, character="magistrate")
    t.seat(4, character="architect")
    t.mark("merchant", "warrant")
    state = use(t.turn_of(DONG), f"{DONG}.rob", character=HU)
    state = until(do(do(state, "take_gold"), "end_turn"), "architect")
    state = do(do(state, "take_gold"), "end_turn")
    assert state.pending is not None and state.pending.seat == 2
    assert paid(state) == (4 - 2, 2)
    state = choose(state, "castle")
    assert state.active_character == HU and state.pending is None
    assert paid(state) == (4 - 2 + 3, 2 - 1 + 3) and gold(state, 2) == (2 + 2,)
    assert hand(state, 2) == ["castle"] and "temple" in state.players[0].hand


def test_marshal_x_lin_yuting_one_player_holding_both_needs_a_quarry() -> None:
    """§8.3 (004 "除非你有採石場，不然你不能搶奪你的城市已經有的地區"); §7.4 her permission is to
    receive duplicates *from* a Diplomat/Jian Yuxin (faq:004-Q61 "強制其他玩家接收"), and her
    own builds: holding Lin Yuting and the Marshal (3 players), a player may seize the
    Market, not a second Tavern -- unless a Quarry (which also makes the Tavern offered)."""
    aims = offered(three_players((LIN_YT, "marshal")), "marshal.seize", "target", "district")
    assert aims == {(1, "market")}
    with_quarry = three_players((LIN_YT, "marshal"), quarry=True)
    assert offered(with_quarry, "marshal.seize", "target", "district") == {
        (1, "market"),
        (1, "tavern"),
    }


def test_lin_yuting_x_jian_yuxin_one_player_holding_both_may_not_take_a_duplicate() -> None:
    """§8.4 "Duplicates: as Diplomat (Quarry for you; ... Lin Yuting ... for them)" (004
    "除非你有採石場，不然你不能交換或搶奪你的城市已經有的地區"), faq:004-Q61: holding Lin Yuting and
    Jian Yuxin (3 players), a player may take the Market, not a second Tavern."""
    state = three_players((LIN_YT, JIAN))
    assert offered(state, f"{JIAN}.take", "target", "district") == {(1, "market")}


def test_lin_yaxuan_x_jian_yuxin_one_player_holding_both_may_not_take_a_duplicate() -> None:
    """§8.4 "Duplicates: as Diplomat (Quarry for you; ... Lin Yaxuan ... for them)" (004
    "除非你有採石場，不然你不能交換或搶奪你的城市已經有的地區"), faq:004-Q61: holding Lin Yaxuan and
    Jian Yuxin (3 players), a player may take the Market, not a second Tavern."""
    state = three_players((LIN_YX, JIAN))
    assert offered(state, f"{JIAN}.take", "target", "district") == {(1, "market")}


def dong_robs_with_hospital(named: str) -> cr.GameState:
    """Chen Yiru swaps A (who owns a Hospital, the Merchant) and B (the Warlord); Dong
    Zining (seat 1) names ``named``; the turns run to that character's."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, hand=(), character=CHEN_YIRU)
    t.seat(1, gold=0, hand=(), character=DONG)
    t.seat(A, gold=4, hand=(), city=("hospital",), character="merchant")
    t.seat(B, gold=6, hand=(), character="warlord")
    state = use(until(swapped(t), DONG), f"{DONG}.rob", character=named)
    return until(do(do(state, "take_gold"), "end_turn"), named)


def test_chen_yiru_x_dong_zining_hospital_robbery_of_the_partner_is_void() -> None:
    """faq:004-Q72 (004 "對B發動的技能則變成直接無效（不會對任何人發動）"): A owns a Hospital;
    Dong Zining names B's Warlord: at its reveal nobody gives him anything."""
    state = dong_robs_with_hospital("warlord")
    assert gold(state, 1, A, B) == (2, 4 + 2 + 1, 6)  # A: the Merchant's own gather only


def test_chen_yiru_x_dong_zining_hospital_robbery_named_on_the_owner_reaches_b() -> None:
    """faq:004-Q72 (004 "且A持有醫院，則對A發動的技能仍然會變成對B發動"): Dong Zining names the
    Hospital owner A's Merchant: at its reveal B gives ⌈6/2⌉ = 3 gold; A gives nothing."""
    state = dong_robs_with_hospital("merchant")
    assert gold(state, 1, A, B) == (2 + 3, 4, 6 - 3)


def test_lin_yuting_x_jian_yuxin_bewitched_the_witch_receives_the_duplicate() -> None:
    """§8.4 / faq:004-Q61 (004 "或者對方是施咒「法師或林亞萱或林裕庭」的女巫"), §7.4 "Duplicate
    permission (this round, not bewitched)": the Witch bewitched Lin Yuting, so Jian Yuxin
    may give his Castle into the Witch's city (she has one), not into the city of Lin
    Yuting's player (who has one too)."""
    t = Table(players=5, preset="fan", seed=1)
    t.seat(0, gold=3, city=("castle",), character="witch")
    t.seat(1, gold=3, city=("castle",), character=LIN_YT)
    t.seat(2, gold=0, city=("castle", "temple"), character=JIAN)
    t.seat(3, gold=0, city=(), character="king")
    t.seat(4, gold=0, city=(), character="merchant")
    t.mark(LIN_YT, "bewitched")
    state = t.turn_of(JIAN)
    aims = offered(state, f"{JIAN}.gift", "target", "own")
    assert (0, "castle") in aims and (1, "castle") not in aims and (1, "temple") in aims
    state = use(state, f"{JIAN}.gift", target=0, own="castle")
    assert city(state, 0) == ["castle", "castle"] and gold(state, 0, 2) == (3 - 2, 2)
