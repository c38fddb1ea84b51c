"""Milestone 13, interaction pairs (group A): one scenario or more per pair that
``citadels_rules.interactions.PENDING`` listed, named ``test_<a>_x_<b>_<what>``. Each
docstring names its source: the 004 seed text (the Chinese phrase), a faq id, or the
spec's AMBIGUOUS default with its characters.md section. The abilities are used as in a
game (kill, bewitch, rob, take...), then the outcome on the other card's object (gold,
hand, city, character, crown) is asserted.
"""

from __future__ import annotations

from typing import Any

import citadels_rules as cr
from citadels_rules.testing import Table

CHEN_YANJIE = "fan.chen_yanjie"
CHEN_YIRU = "fan.chen_yiru"
DONG = "fan.dong_zining"
HU = "fan.hu_xinyi"
JIAN = "fan.jian_yuxin"
LIN = "fan.lin_yaxuan"
XIAOFAN = "fan.yang_xiaofan"


def do(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    seat = state.current_player
    assert seat is not None
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


def use(state: cr.GameState, name: str, **params: Any) -> cr.GameState:
    return do(state, "ability", name=name, **params)


def choose(state: cr.GameState, option: Any) -> cr.GameState:
    """Answer the pending decision with ``option`` (as its seat)."""
    assert state.pending is not None
    return cr.apply(state, cr.Action("choose", actor=state.pending.seat, option=option))


def offered(state: cr.GameState, name: str, key: str) -> set[Any]:
    """The values of ``key`` among the legal uses of ability ``name``."""
    return {
        a.params.get(key)
        for a in cr.legal_actions(state)
        if a.kind == "ability" and a.params.get("name") == name
    }


def kinds(state: cr.GameState) -> set[str]:
    return {a.kind for a in cr.legal_actions(state)}


def step(state: cr.GameState) -> cr.GameState:
    """One plain move: take gold if offered, else end the turn."""
    return do(state, "take_gold" if "take_gold" in kinds(state) else "end_turn")


def until(state: cr.GameState, character: str) -> cr.GameState:
    """Run the turns (gold taken, then ended) until ``character``'s turn."""
    while state.active_character != character:
        state = step(state)
    return state


def finish_round(state: cr.GameState) -> cr.GameState:
    """Run the turns (gold taken, then ended) until the next round's draft."""
    start = state.round
    while state.round == start:
        state = step(state)
    return state


def cards(state: cr.GameState, seat: int) -> list[str]:
    return [d.card for d in state.players[seat].city]


# -- the Assassin -------------------------------------------------------------------------


def killing(victim: str, actor: str) -> cr.GameState:
    """Five players: seat 0 the Assassin kills ``victim`` (seat 2, 4 gold, a Temple and a
    Church), seat 1 ``actor``, seats 3 and 4 the King and the Warlord; then ``actor``'s
    turn."""
    t = Table(players=5, preset="fan", seed=3, characters=(actor, victim))
    t.seat(0, gold=0, hand=(), character="assassin")
    t.seat(1, gold=0, hand=(), character=actor)
    t.seat(2, gold=4, hand=("tavern", "manor"), city=("temple", "church"), character=victim)
    t.seat(3, gold=4, hand=("castle",), character="king")
    t.seat(4, gold=4, hand=("market",), character="warlord")
    state = use(t.turn_of("assassin"), "assassin.kill", character=victim)
    return until(state, actor)


def test_assassin_x_blackmailer_killed_character_gets_no_threat() -> None:
    """§2.3 illegal targets "the rank-1 character, the killed character" (R16); 004
    "威脅標記不可以給1號角色以及被1號角色發動技能（被刺殺...）的角色": after the kill the
    Blackmailer may threaten the King or the Warlord, neither the killed Merchant nor the
    Assassin; the Merchant's holder keeps all his gold."""
    state = killing("merchant", "blackmailer")
    named = offered(state, "blackmailer.threaten", "character")
    assert {"king", "warlord"} <= named
    assert "merchant" not in named and "assassin" not in named
    after = finish_round(state)
    assert after.players[2].gold == 4 and after.players[1].gold == 2


def test_assassin_x_dong_zining_killed_character_cannot_be_robbed() -> None:
    """§2.4 "Illegal: rank 1, rank-1-affected characters"; 004 "董梓甯無法搶劫1號角色以及
    被1號角色發動技能（被刺殺、被施咒和有逮捕令標記）的角色": the killed Merchant and the
    Assassin are not offered; robbing the King takes half his gold (rounded up) and half
    his hand."""
    state = killing("merchant", DONG)
    named = offered(state, f"{DONG}.rob", "character")
    assert "king" in named
    assert "merchant" not in named and "assassin" not in named
    state = until(use(state, f"{DONG}.rob", character="king"), "king")
    assert state.pending is not None and state.pending.seat == 1  # he chooses the card
    state = choose(state, "castle")
    assert state.players[3].gold == 2 and state.players[3].hand == ()
    assert state.players[1].gold == 2 + 2 and "castle" in state.players[1].hand


def test_assassin_x_chen_yanjie_killed_she_has_no_turn_to_order() -> None:
    """§1.1 (killed: "loses the whole turn"; 004 "被殺的角色叫到時不用現身並直接失去他的回
    合") over §5.4 (her free ordering, split income): killed, Chen Yanjie never acts: no
    income from her blue districts, no gathering, no search; her gold, hand and city are
    as before at the end of the round."""
    state = killing(CHEN_YANJIE, "thief")
    assert CHEN_YANJIE not in offered(state, "thief.rob", "character")
    after = finish_round(state)
    assert after.players[2].gold == 4
    assert sorted(after.players[2].hand) == ["manor", "tavern"]
    assert cards(after, 2) == ["temple", "church"]


def test_assassin_x_hu_xinyi_killed_neighbour_pays_her_at_round_end() -> None:
    """§9.4 AMBIGUOUS default "a killed neighbour is only known at round end, so the
    rank-1 part for a killed neighbour is paid at round end (as the Queen)"; 004 "如果你坐
    在被1號角色發動技能（被刺殺...）的角色旁邊，可以獲得3枚金幣以及抽3張地區牌": the
    Assassin kills the Merchant of her neighbour (seat 2): nothing at her turn, +3 gold
    and 3 cards when the round ends."""
    t = Table(players=5, preset="fan", seed=3)
    t.seat(0, gold=0, hand=(), character="assassin")
    t.seat(1, gold=0, hand=(), character=HU)
    t.seat(2, gold=0, hand=(), character="merchant")
    t.seat(3, gold=0, hand=(), character="king")
    t.seat(4, gold=0, hand=(), character="bishop")
    state = use(t.turn_of("assassin"), "assassin.kill", character="merchant")
    state = until(state, HU)
    assert state.players[1].gold == 0 and state.players[1].hand == ()
    after = finish_round(state)
    assert after.players[1].gold == 2 + 3 and len(after.players[1].hand) == 3
    assert after.players[2].gold == 0  # the killed Merchant had no turn


def test_assassin_x_hu_xinyi_killed_she_is_paid_nothing() -> None:
    """§9.4 (her ability is "automatic at her turn"), §1.1 (the killed loses the whole
    turn): the Assassin kills her; her neighbour's robbed Merchant gives her nothing, at
    her turn or at round end."""
    t = Table(players=5, preset="fan", seed=3)
    t.seat(0, gold=0, hand=(), character="assassin")
    t.seat(1, gold=0, hand=(), character=HU)
    t.seat(2, gold=3, hand=(), character="merchant")
    t.seat(3, gold=0, hand=(), character="thief")
    t.seat(4, gold=0, hand=(), character="king")
    state = use(t.turn_of("assassin"), "assassin.kill", character=HU)
    state = use(until(state, "thief"), "thief.rob", character="merchant")
    after = finish_round(state)
    assert after.players[3].gold == 2 + 3  # the robbery happened
    assert after.players[1].gold == 0 and after.players[1].hand == ()


# -- the Witch ----------------------------------------------------------------------------


def bewitching(victim: str, *, players: int = 5, **seats: dict[str, Any]) -> cr.GameState:
    """Seat 0 the Witch (0 gold, no cards, a Temple and a Church) gathers and bewitches
    ``victim``; the seats are described by ``seats`` (``s1=dict(...)``...)."""
    t = Table(players=players, preset="fan", seed=4)
    t.seat(0, gold=0, hand=(), city=("temple", "church"), character="witch")
    for key, entry in seats.items():
        t.seat(int(key[1:]), **entry)
    state = do(t.turn_of("witch"), "take_gold")
    return use(state, "witch.bewitch", character=victim)


def test_witch_x_dong_zining_neither_she_nor_the_bewitched_may_be_robbed() -> None:
    """§1.2 "The Thief, Blackmailer and Dong Zining may not target the Witch or the
    bewitched character"; §2.4 "Illegal: rank 1, rank-1-affected characters"; 004 "董梓甯
    無法搶劫1號角色以及被1號角色發動技能（被刺殺、被施咒...）的角色": with the Merchant
    bewitched, Dong Zining may name the King, not the Merchant nor the Witch."""
    state = bewitching(
        "merchant",
        s1=dict(gold=0, hand=(), character=DONG),
        s2=dict(gold=4, hand=("tavern",), character="merchant"),
        s3=dict(gold=4, hand=("castle",), character="king"),
    )
    state = until(state, DONG)
    named = offered(state, f"{DONG}.rob", "character")
    assert "king" in named
    assert "merchant" not in named and "witch" not in named


def test_witch_x_dong_zining_bewitched_the_witch_robs_and_is_paid() -> None:
    """§1.2 (the Witch "resumes her own turn as that character: she may use its ability
    once"; 004 女巫 "改由女巫代為繼續玩家回合，可以用施法角色進行角色能力"), §2.4 (⌈gold/2⌉
    and ⌈hand/2⌉, Dong Zining's choice): Dong Zining's holder only gathers; the Witch names
    the King, and at his reveal she takes 3 of his 5 gold and 2 of his 3 cards."""
    state = bewitching(
        DONG,
        s1=dict(gold=3, hand=("tavern",), character=DONG),
        s2=dict(gold=0, hand=(), character="merchant"),
        s3=dict(gold=5, hand=("castle", "manor", "docks"), character="king"),
    )
    state = until(state, DONG)
    assert kinds(state) == {"take_gold", "draw"}  # the holder: the gather only
    state = do(state, "take_gold")
    assert state.current_player == 0
    state = until(use(state, f"{DONG}.rob", character="king"), "king")
    assert state.players[0].gold == 2 + 3 and state.players[3].gold == 2
    assert state.pending is not None and state.pending.seat == 0
    state = choose(choose(state, "castle"), "docks")
    assert sorted(state.players[0].hand) == ["castle", "docks"]
    assert state.players[3].hand == ("manor",)
    assert state.players[1].gold == 3 + 2 and state.players[1].hand == ("tavern",)


def test_witch_x_chen_yanjie_bewitched_holder_only_gathers_witch_collects() -> None:
    """§1.2 (the holder "may take only the gather action, then their turn ends"; the Witch
    "collect[s] its income counting only her own city"); 004 "該玩家只能執行行動…改由女巫代為
    繼續玩家回合…不能利用該玩家地區進行收稅": Chen Yanjie's holder (three blue districts) may
    not build before gathering (her free order is the Witch's now) and gets no income;
    the Witch, resuming, collects Chen Yanjie's blue income from her own two blue
    districts."""
    state = bewitching(
        CHEN_YANJIE,
        s1=dict(gold=5, hand=("manor",), city=("temple", "church", "monastery"),
                character=CHEN_YANJIE),
        s2=dict(gold=0, hand=(), character="king"),
    )  # fmt: skip
    state = until(state, CHEN_YANJIE)
    assert state.current_player == 1
    assert "build" not in kinds(state)
    assert not offered(state, f"{CHEN_YANJIE}.income", "name")
    state = do(state, "take_gold")
    assert state.current_player == 0  # the Witch resumes as Chen Yanjie
    assert state.players[1].gold == 5 + 2 and cards(state, 1) == ["temple", "church", "monastery"]
    before = state.players[0].gold
    state = use(state, f"{CHEN_YANJIE}.income")
    assert state.players[0].gold == before + 2
    assert state.players[1].gold == 5 + 2


def test_witch_x_hu_xinyi_bewitched_neighbour_pays_her_at_her_turn() -> None:
    """§9.4 (a neighbour holds a rank-1-affected character: +3 gold, 3 cards), R1
    (bewitched); 004 "如果你坐在被1號角色發動技能（被刺殺、被施咒和有逮捕令標記）的角色旁
    邊，可以獲得3枚金幣以及抽3張地區牌": the Witch bewitches the Merchant of Hu Xinyi's
    neighbour: at her turn, before she acts, +3 gold and 3 cards."""
    state = bewitching(
        "merchant",
        s1=dict(gold=0, hand=(), character="king"),
        s2=dict(gold=0, hand=(), character="merchant"),
        s3=dict(gold=0, hand=(), character=HU),
        s4=dict(gold=0, hand=(), character="warlord"),
    )
    state = until(state, HU)
    assert state.current_player == 3
    assert state.players[3].gold == 3 and len(state.players[3].hand) == 3


def test_witch_x_hu_xinyi_bewitched_the_witchs_neighbours_count() -> None:
    """§9.4 "Bewitched: the Witch's neighbours are checked (004)"; 004 "如果胡馨儀被女巫
    施法，則看女巫旁邊有沒有被（1號角色、2號角色、8號角色）發動技能的角色或玩家來判定女巫
    是否拿取金幣": the Thief robs the Merchant of the Witch's neighbour (seat 1), not Hu
    Xinyi's: the Witch, resuming as Hu Xinyi, is paid +2 gold and 2 cards; Hu Xinyi's
    holder only gathers."""
    state = bewitching(
        HU,
        s1=dict(gold=3, hand=(), character="merchant"),
        s2=dict(gold=0, hand=(), character="thief"),
        s3=dict(gold=0, hand=(), character=HU),
        s4=dict(gold=0, hand=(), character="king"),
    )
    state = use(until(state, "thief"), "thief.rob", character="merchant")
    state = until(state, HU)  # called: the Witch (2 gold after her gather) is paid
    assert state.players[0].gold == 2 + 2 and len(state.players[0].hand) == 2
    assert state.players[3].gold == 0 and state.players[3].hand == ()
    state = do(state, "take_gold")  # the holder's gather-only turn
    assert state.current_player == 0
    assert state.players[3].gold == 2 and state.players[3].hand == ()
    assert state.players[0].gold == 4 and len(state.players[0].hand) == 2


# -- the Thief ----------------------------------------------------------------------------


def warrants(preset: str, signed: str, *others: str) -> cr.GameState:
    """Five players: seat 0 the Magistrate signs a warrant on ``signed`` and places
    unsigned ones on ``others``; seat 1 the Thief, seat 2 the Merchant (5 gold), seat 3
    the King, seat 4 the Warlord (each 1 gold); then the Thief's turn."""
    t = Table(players=5, preset=preset, seed=5)
    t.seat(0, gold=0, hand=(), character="magistrate")
    t.seat(1, gold=0, hand=(), character="thief")
    t.seat(2, gold=5, hand=(), character="merchant")
    t.seat(3, gold=1, hand=(), character="king")
    t.seat(4, gold=1, hand=(), character="warlord")
    state = use(t.turn_of("magistrate"), "magistrate.warrant", character=signed)
    for other in others:
        state = choose(state, other)
    return until(state, "thief")


def test_thief_x_magistrate_2016_a_warrant_holder_may_be_robbed() -> None:
    """§2.1 illegal targets "any rank-1 character" (004-Q32; R16); §1.3 (warrants do not
    protect; `thief_no_rank1_affected` off in edition_2016); 004 "雖然可以偷竊「有逮捕令標記
    的角色」": the Thief may not name the Magistrate, may name the Merchant carrying the
    signed warrant, and takes his 5 gold when he is revealed."""
    state = warrants("edition_2016", "merchant", "king", "warlord")
    named = offered(state, "thief.rob", "character")
    assert "magistrate" not in named
    assert {"merchant", "king", "warlord"} <= named
    state = until(use(state, "thief.rob", character="merchant"), "merchant")
    assert state.players[2].gold == 0 and state.players[1].gold == 2 + 5


def test_thief_x_magistrate_fan_warrant_holders_may_not_be_robbed() -> None:
    """§2.1 variant `thief_no_rank1_affected` (on in fan); 004 "（雖然可以偷竊「有逮捕令標
    記的角色」，但是我建議改成不行，就是被1號角色發動技能的角色都不行）": in fan the Thief may
    name neither the Magistrate nor any of the three warrant holders; the Merchant keeps
    his gold."""
    state = warrants("fan", "merchant", "king", "warlord")
    named = offered(state, "thief.rob", "character")
    assert named.isdisjoint({"magistrate", "merchant", "king", "warlord"})
    assert named  # other characters of the lineup may still be named
    state = until(state, "merchant")
    assert state.players[2].gold == 5


def hu_table() -> Table:
    """Five players: seat 0 the Thief, seat 1 the Merchant (3 gold), seat 2 Hu Xinyi (4
    gold, no cards), seat 3 the King, seat 4 the Warlord."""
    t = Table(players=5, preset="fan", seed=6)
    t.seat(0, gold=0, hand=(), character="thief")
    t.seat(1, gold=3, hand=(), character="merchant")
    t.seat(2, gold=4, hand=(), character=HU)
    t.seat(3, gold=0, hand=(), character="king")
    t.seat(4, gold=0, hand=(), character="warlord")
    return t


def test_thief_x_hu_xinyi_robbed_neighbour_pays_her_2_and_2() -> None:
    """§9.4 (a neighbour holds a character robbed by the Thief: +2 gold, 2 cards); 004
    "如果你坐在被2號角色發動技能的角色旁邊，可以獲得2枚金幣以及抽2張地區牌": the Thief robs
    the Merchant of her neighbour (seat 1): at her turn she has 4 + 2 gold and 2 cards; the
    Thief has the Merchant's 3 gold."""
    state = use(hu_table().turn_of("thief"), "thief.rob", character="merchant")
    state = until(state, HU)
    assert state.players[2].gold == 4 + 2 and len(state.players[2].hand) == 2
    assert state.players[0].gold == 2 + 3


def test_thief_x_hu_xinyi_robbed_she_pays_before_her_reward() -> None:
    """§2.1 (the robbed holder gives all gold "before that player takes any action and
    before any district effect"; "Gold gained afterwards in that turn is kept"); 004
    "被偷竊的角色在獲得新資源前必須把全部的金幣給盜賊": the Thief robs Hu Xinyi (4 gold),
    whose neighbour's King carries a warrant (§9.4 rank-1 part): she gives the Thief her
    4 gold first, then gets her 3 gold and 3 cards, which she keeps."""
    t = Table(players=5, preset="fan", seed=6)
    t.seat(0, gold=0, hand=(), character="magistrate")
    t.seat(1, gold=0, hand=(), character="king")
    t.seat(2, gold=4, hand=(), character=HU)
    t.seat(3, gold=0, hand=(), character="thief")
    t.seat(4, gold=0, hand=(), character="warlord")
    state = use(t.turn_of("magistrate"), "magistrate.warrant", character="king")
    state = choose(choose(state, "warlord"), "merchant")
    state = until(state, "thief")
    assert HU in offered(state, "thief.rob", "character")
    state = until(use(state, "thief.rob", character=HU), HU)
    assert state.players[3].gold == 2 + 4
    assert state.players[2].gold == 3 and len(state.players[2].hand) == 3


# -- the Wizard ---------------------------------------------------------------------------


def wizard_builds_a_second_church(rank8: str, preset: str = "edition_2016") -> cr.GameState:
    """Four players: seat 0 the Wizard (5 gold, a Church) takes the Church of seat 1's
    hand (``rank8``, 3 gold) and builds it at once, a duplicate (§3.2); then ``rank8``'s
    turn, after gathering."""
    t = Table(players=4, preset=preset, seed=7)
    t.seat(0, gold=5, hand=(), city=("church",), character="wizard")
    t.seat(1, gold=3, hand=("church", "tavern"), city=(), character=rank8)
    t.seat(2, gold=0, hand=(), character="king")
    t.seat(3, gold=0, hand=(), character="merchant")
    state = do(t.turn_of("wizard"), "take_gold")
    state = use(state, "wizard.take", target=1)
    state = choose(choose(state, "church"), "build")
    assert cards(state, 0) == ["church", "church"] and state.players[0].gold == 5 + 2 - 2
    return do(until(state, rank8), "take_gold")


def test_wizard_x_warlord_destroys_one_copy_of_the_wizards_duplicate() -> None:
    """§3.2 (R16: the Wizard may build a district identical to one in his city; 000
    "可以建造相同的地區", faq:000-wizard-1) and §8.1 (destroy one district paying its cost
    - 1): the Warlord, whose Church the Wizard took and built, may destroy either copy;
    he pays 1, one Church stays, the other goes to the bottom of the deck."""
    state = wizard_builds_a_second_church("warlord")
    assert offered(state, "warlord.destroy", "index") == {0, 1}
    state = use(state, "warlord.destroy", target=0, district="church", index=1)
    assert cards(state, 0) == ["church"]
    assert state.players[1].gold == 3 + 2 - 1
    assert state.deck[-1] == "church"


def test_wizard_x_marshal_seizes_the_wizards_duplicate_paying_him() -> None:
    """§3.2 (the Wizard's duplicate) and §8.3 (take a district of cost <= 3 from another
    city, paying its cost to that player; 004 "可以搶奪其他玩家費用3以下的建築物，並支付相同金
    幣給該玩家"): the Marshal seizes one of the Wizard's two Churches and pays him 2."""
    state = wizard_builds_a_second_church("marshal")
    wizard_gold = state.players[0].gold
    assert offered(state, "marshal.seize", "index") == {0, 1}
    state = use(state, "marshal.seize", target=0, district="church", index=0)
    assert cards(state, 0) == ["church"] and cards(state, 1) == ["church"]
    assert state.players[0].gold == wizard_gold + 2
    assert state.players[1].gold == 3 + 2 - 2


def test_wizard_x_marshal_the_wizards_permission_is_no_quarry_for_his_seizure() -> None:
    """§8.3 "You may not take a name you already have unless you own a Quarry"; 004 元帥
    "除非你有採石場，不然你不能搶奪你的城市已經有的地區"; §3.2 (`wizard_receives_duplicates`,
    fan: the Wizard's holder may "receive duplicates from a Diplomat / Jian Yuxin"): three
    players, one holding the Wizard and the Marshal (C-6), with a Church: his Marshal may
    seize the other player's Tavern, not the Church; with a Quarry, the Church too."""
    t = Table(players=3, preset="fan", seed=7)
    t.seat(0, gold=9, hand=(), city=("church",), character=("wizard", "marshal"))
    t.seat(1, gold=0, hand=(), city=("church", "tavern"), character=("king", "merchant"))
    t.seat(2, gold=0, hand=(), character=("assassin", "thief"))
    state = do(t.turn_of("marshal"), "take_gold")
    assert offered(state, "marshal.seize", "district") == {"tavern"}
    t.seat(0, city=("church", "quarry"))
    state = do(t.turn_of("marshal"), "take_gold")
    assert offered(state, "marshal.seize", "district") == {"church", "tavern"}


def test_wizard_x_jian_yuxin_gives_a_duplicate_only_to_the_wizard() -> None:
    """§8.4 "Duplicates: as Diplomat (... Wizard ... for them)", §3.2
    `wizard_receives_duplicates` (fan); 004 簡妤芯 "除非對方有採石場或者對方是「未被女巫施咒的
    法師」…不然你不能…贈送對方的城市已經有的地區給他": Jian Yuxin may give her Church to the
    Wizard's player, who has a Church, not to the King's, who has one too; the Wizard's
    player then has two Churches and pays her half the difference, 1 (d = 0 - 2)."""
    t = Table(players=5, preset="fan", seed=8)
    t.seat(0, gold=3, hand=(), city=("church",), character="wizard")
    t.seat(1, gold=9, hand=(), city=("church", "temple"), character=JIAN)
    t.seat(2, gold=3, hand=(), city=("church",), character="king")
    t.seat(3, gold=3, hand=(), city=(), character="merchant")
    t.seat(4, gold=3, hand=(), city=(), character="bishop")
    state = do(t.turn_of(JIAN), "take_gold")
    gifts = {
        (a.params["target"], a.params["own"])
        for a in cr.legal_actions(state)
        if a.kind == "ability" and a.params.get("name") == f"{JIAN}.gift"
    }
    assert (0, "church") in gifts and (2, "church") not in gifts
    assert (2, "temple") in gifts
    state = use(state, f"{JIAN}.gift", target=0, own="church")
    assert cards(state, 0) == ["church", "church"] and cards(state, 1) == ["temple"]
    assert state.players[0].gold == 3 - 1 and state.players[1].gold == 9 + 2 + 1


def test_wizard_x_jian_yuxin_the_wizards_permission_is_no_quarry_for_her_take() -> None:
    """§8.4 "Duplicates: as Diplomat (Quarry for you; ...)"; 004 簡妤芯 "除非你有採石場，不然
    你不能交換或搶奪你的城市已經有的地區": three players, one holding the Wizard and Jian Yuxin
    (C-6), with a Church: she may take the other player's Tavern, not his Church, nor
    exchange her Temple for it; with a Quarry she may."""
    t = Table(players=3, preset="fan", seed=8)
    t.seat(0, gold=9, hand=(), city=("church", "temple"), character=("wizard", JIAN))
    t.seat(1, gold=0, hand=(), city=("church", "tavern"), character=("king", "merchant"))
    t.seat(2, gold=0, hand=(), character=("assassin", "thief"))
    state = do(t.turn_of(JIAN), "take_gold")
    assert offered(state, f"{JIAN}.take", "district") == {"tavern"}
    assert ("church", "temple") not in swaps(state)
    assert ("church", "church") in swaps(state)  # her Church leaves: no duplicate
    t.seat(0, city=("church", "temple", "quarry"))
    state = do(t.turn_of(JIAN), "take_gold")
    assert offered(state, f"{JIAN}.take", "district") == {"church", "tavern"}
    assert ("church", "temple") in swaps(state)


def swaps(state: cr.GameState) -> set[tuple[str, str]]:
    """Jian Yuxin's legal exchanges: (their district, hers)."""
    return {
        (a.params["district"], a.params["own"])
        for a in cr.legal_actions(state)
        if a.kind == "ability" and a.params.get("name") == f"{JIAN}.exchange"
    }


def test_wizard_x_lin_yaxuan_crowned_wizard_pays_with_his_duplicate() -> None:
    """§3.2 (the Wizard's immediate build may duplicate; 004 法師 "使用能力建造的建築物可以
    同名") and §4.4 (the crowned player may give "1 district from their city" and receives
    its build cost; Lin Yaxuan may build it at once, a duplicate too; 004 林亞萱 "該玩家可以
    立刻獲得該建築物的建造費用…使用能力建造的建築物可以同名"): the Wizard takes Lin Yaxuan's
    Church and builds it next to his own; crowned by her, he gives one of his two
    Churches (+2 gold from the bank), which she builds next to hers."""
    t = Table(players=4, preset="fan", seed=9)
    t.seat(0, gold=5, hand=(), city=("church",), character="wizard")
    t.seat(1, gold=5, hand=("church", "tavern"), city=("church",), character=LIN)
    t.seat(2, gold=0, hand=(), character="merchant")
    t.seat(3, gold=0, hand=(), character="bishop")
    t.crown(2)
    state = do(t.turn_of("wizard"), "take_gold")
    state = use(state, "wizard.take", character=LIN)  # fan: wizard_targets_character
    state = choose(choose(state, "church"), "build")
    assert cards(state, 0) == ["church", "church"] and state.players[1].hand == ("tavern",)
    state = do(until(state, LIN), "take_gold")
    state = use(state, f"{LIN}.crown", target=0)
    assert state.pending is not None and state.pending.seat == 0
    assert {"city:church@0", "city:church@1"} <= set(state.pending.options)
    wizard_gold = state.players[0].gold
    state = choose(state, "city:church@1")
    assert cards(state, 0) == ["church"] and state.players[0].gold == wizard_gold + 2
    assert state.crown == 0
    state = choose(state, "build")  # her own offer: build the received Church at once
    assert cards(state, 1) == ["church", "church"]
    assert state.players[1].gold == 5 + 2 - 2


# -- the Bishop ---------------------------------------------------------------------------


def test_bishop_x_yang_xiaofan_takes_from_his_city_protection_stays_with_it() -> None:
    """§3.4 (from each other player "1 district of your choice from their city"), §5.1
    (the Bishop's protection is against rank-8 abilities only, from his reveal; 004 住持
    "不被8號角色的能力影響建築"), R8.2.3: Yang Xiaofan (rank 3) takes the Church of the
    Bishop's city into her own; later the Warlord may destroy that Church in her city but
    nothing in the Bishop's city, including the card she handed into it."""
    t = Table(players=4, preset="fan", seed=9)
    t.seat(0, gold=2, hand=("tavern", "manor"), city=("temple", "market"), character=XIAOFAN)
    t.seat(1, gold=2, hand=("castle",), city=("church", "monastery"), character="bishop")
    t.seat(2, gold=2, hand=("docks",), city=("harbor",), character="merchant")
    t.seat(3, gold=5, hand=(), city=(), character="warlord")
    state = use(do(t.turn_of(XIAOFAN), "take_gold"), f"{XIAOFAN}.shuffle")
    assert state.pending is not None and set(state.pending.options) == {"church", "monastery"}
    state = choose(state, "church")
    state = choose(state, "harbor")
    state = choose(state, "church")  # her new city: the Church first, then any
    while state.pending is not None:
        state = choose(state, state.pending.options[0])
    assert "church" in cards(state, 0) and "church" not in cards(state, 1)
    assert len(cards(state, 1)) == 2  # a card was handed back into his city
    state = do(until(state, "warlord"), "take_gold")
    aimed = offered(state, "warlord.destroy", "target")
    assert 1 not in aimed and 0 in aimed
    assert "church" in offered(state, "warlord.destroy", "district")


def test_bishop_x_lin_yaxuan_crowned_bishop_pays_with_a_district() -> None:
    """§4.4 (the crowned player gives "1 gold, or 1 card from hand, or 1 district from
    their city", their choice, and receives its build cost), §5.1 / R8.2.3 (the Bishop
    protects against rank-8 abilities only; 004 住持 "不被8號角色的能力影響建築"): the
    Bishop's player, crowned by Lin Yaxuan (rank 4), may pay with a district of his
    city; he gives his Monastery, gets 3 gold from the bank, and she has it in hand."""
    t = Table(players=4, preset="fan", seed=10)
    t.seat(0, gold=1, hand=(), city=(), character=LIN)
    t.seat(1, gold=0, hand=(), city=("church", "monastery"), character="bishop")
    t.seat(2, gold=0, hand=(), character="merchant")
    t.seat(3, gold=0, hand=(), character="warlord")
    t.crown(2)
    state = use(t.turn_of(LIN), f"{LIN}.crown", target=1)
    assert state.pending is not None and state.pending.seat == 1
    assert set(state.pending.options) == {"church", "monastery"}  # no gold, no hand
    state = choose(state, "monastery")
    assert cards(state, 1) == ["church"] and state.players[1].gold == 3
    assert state.players[0].hand == ("monastery",) and state.crown == 1


def test_bishop_x_lin_yaxuan_bishop_beats_her_duplicate_permission_for_a_gift() -> None:
    """R8.2.3 (the Bishop's city: no rank-8 ability may "give into" it), §4.4 (Lin
    Yaxuan may receive duplicates from a Diplomat/Jian Yuxin, faq:004-Q61), §8.4 (gift);
    004 住持 "不被8號角色的能力影響建築": three players; Jian Yuxin may give her Church to
    the player holding Lin Yaxuan, who has one, unless that player also holds the
    Bishop."""

    def gifts(lin_and: str, other: str) -> set[tuple[int, str]]:
        t = Table(players=3, preset="fan", seed=10)
        t.seat(0, gold=9, hand=(), city=("church", "temple"), character=("assassin", JIAN))
        t.seat(1, gold=2, hand=(), city=("church",), character=(LIN, lin_and))
        t.seat(2, gold=2, hand=(), city=("church",), character=("thief", other))
        state = do(t.turn_of(JIAN), "take_gold")
        return {
            (a.params["target"], a.params["own"])
            for a in cr.legal_actions(state)
            if a.kind == "ability" and a.params.get("name") == f"{JIAN}.gift"
        }

    assert (1, "church") in gifts("merchant", "bishop")
    assert (2, "church") not in gifts("merchant", "bishop")
    protected = gifts("bishop", "merchant")
    assert not {g for g in protected if g[0] == 1}
    assert (2, "temple") in protected and (2, "church") not in protected


def test_bishop_x_jian_yuxin_no_mode_reaches_the_bishops_city() -> None:
    """R8.2.3 ("the ability may not destroy, take, exchange away, or give into" the
    Bishop's city), §8.4 (both modes follow R8.2); 004 住持 "不被8號角色的能力影響建築":
    destroy, take, exchange and gift all reach the King's city, none the Bishop's."""
    t = Table(players=5, preset="fan", seed=11)
    t.seat(0, gold=9, hand=(), city=("temple", "tavern"), character=JIAN)
    t.seat(1, gold=2, hand=(), city=("church", "market"), character="bishop")
    t.seat(2, gold=2, hand=(), city=("manor", "docks"), character="king")
    t.seat(3, gold=2, hand=(), character="merchant")
    t.seat(4, gold=2, hand=(), character="thief")
    state = do(t.turn_of(JIAN), "take_gold")
    for mode in ("destroy", "take", "exchange", "gift"):
        aimed = offered(state, f"{JIAN}.{mode}", "target")
        assert 2 in aimed and 1 not in aimed, mode


def test_bishop_x_jian_yuxin_killed_bishop_protects_nothing() -> None:
    """§5.1 "Killed: no protection" (faq:000-warlord-1, faq:004-Q41); 004 住持 "被刺殺或
    被女巫施咒後，8號角色可以對你的城市使用能力": the Assassin kills the Bishop; Jian Yuxin
    destroys his Church, paying 1."""
    t = Table(players=5, preset="fan", seed=11)
    t.seat(0, gold=0, hand=(), character="assassin")
    t.seat(1, gold=2, hand=(), city=("church", "market"), character="bishop")
    t.seat(2, gold=5, hand=(), city=("temple",), character=JIAN)
    t.seat(3, gold=2, hand=(), character="merchant")
    t.seat(4, gold=2, hand=(), character="king")
    state = use(t.turn_of("assassin"), "assassin.kill", character="bishop")
    state = do(until(state, JIAN), "take_gold")
    assert 1 in offered(state, f"{JIAN}.destroy", "target")
    state = use(state, f"{JIAN}.destroy", target=1, district="church")
    assert cards(state, 1) == ["market"] and state.players[2].gold == 5 + 2 - 1


def test_bishop_x_jian_yuxin_bewitched_the_witchs_city_is_protected() -> None:
    """§5.1 "Bewitched: the Witch's city is protected instead" (faq:000-witch-4,
    faq:004-Q49); 004 住持 "被女巫施咒後，如果有玩家擁有住持，則8號角色不能對女巫的城市使用
    能力": with the Bishop bewitched, Jian Yuxin may destroy in the Bishop player's city,
    not in the Witch's."""
    t = Table(players=5, preset="fan", seed=11)
    t.seat(0, gold=0, hand=(), city=("temple",), character="witch")
    t.seat(1, gold=2, hand=(), city=("church", "market"), character="bishop")
    t.seat(2, gold=5, hand=(), city=("tavern",), character=JIAN)
    t.seat(3, gold=2, hand=(), character="merchant")
    t.seat(4, gold=2, hand=(), character="king")
    state = use(do(t.turn_of("witch"), "take_gold"), "witch.bewitch", character="bishop")
    state = do(until(state, JIAN), "take_gold")
    aimed = offered(state, f"{JIAN}.destroy", "target")
    assert 1 in aimed and 0 not in aimed


# -- the crown ----------------------------------------------------------------------------


def test_king_x_chen_yiru_the_swap_does_not_move_the_kings_crown() -> None:
    """§1.4 "The two players' own abilities and properties do not move"; 004 陳奕如 "但是
    這兩個人擁有的技能…則不會受影響（還是有的，不會跑到另一個人身上）"; §4.1 (the King takes
    the crown when revealed): Chen Yiru swaps the number cards of the King's player (seat
    2) and seat 3; the King's own player takes the crown, not his partner."""
    t = Table(players=4, preset="fan", seed=12)
    t.seat(0, gold=0, hand=(), character=CHEN_YIRU)
    t.seat(1, gold=0, hand=(), character="merchant")
    t.seat(2, gold=0, hand=(), character="king")
    t.seat(3, gold=0, hand=(), character="bishop")
    t.crown(1)
    state = use(t.turn_of(CHEN_YIRU), f"{CHEN_YIRU}.swap", target=2, option=3)
    state = until(state, "king")
    assert state.crown == 2
    after = finish_round(state)
    assert after.crown == 2


def test_emperor_x_chen_yanjie_pays_the_crown_before_her_turn() -> None:
    """§4.2 (the recipient gives the Emperor 1 gold or 1 card; fan
    `emperor_recipient_chooses_payment`, faq:004-Q57), §5.4 (her free ordering covers
    the effects imposed on her *in her turn*; 004 陳妍潔 "自己的回合中，可以自己決定各項行動
    的順序"): crowned by the Emperor (rank 4), Chen Yanjie's player chooses to pay 1 gold;
    it is the Emperor's, and her turn gives it back in no way."""
    t = Table(players=4, preset="fan", seed=12)
    t.seat(0, gold=0, hand=(), character="emperor")
    t.seat(1, gold=3, hand=("tavern",), city=("temple",), character=CHEN_YANJIE)
    t.seat(2, gold=0, hand=(), character="merchant")
    t.seat(3, gold=0, hand=(), character="thief")
    t.crown(2)
    state = use(do(t.turn_of("emperor"), "take_gold"), "emperor.crown", target=1)
    assert state.pending is not None and state.pending.seat == 1  # she chooses
    assert set(state.pending.options) == {"gold", "card"}
    state = choose(state, "gold")
    assert state.crown == 1
    assert state.players[1].gold == 3 - 1 and state.players[0].gold == 2 + 1
    state = until(state, CHEN_YANJIE)
    assert state.players[1].gold == 2
    state = use(state, f"{CHEN_YANJIE}.income")
    assert state.players[1].gold == 2 + 1  # her one blue district
    assert state.players[0].gold == 3


def test_emperor_x_chen_yanjie_killed_emperor_crowns_her_for_nothing() -> None:
    """§4.2 "Killed: ... at round end its player moves the crown to another player (same
    recipient limits) and receives nothing" (`emperor_killed_moves_crown`, faq:004-Q58);
    004 皇帝 "如果皇帝被刺殺，在本輪結束時翻開皇帝牌，並轉移皇冠給另一位玩家，此時無法獲得該玩
    家的資源": the killed Emperor's player gives the crown to Chen Yanjie's player, who
    pays nothing of her gold or hand."""
    t = Table(players=5, preset="fan", seed=12)
    t.seat(0, gold=0, hand=(), character="assassin")
    t.seat(1, gold=3, hand=("tavern",), city=("temple",), character=CHEN_YANJIE)
    t.seat(2, gold=0, hand=(), character="emperor")
    t.seat(3, gold=0, hand=(), character="merchant")
    t.seat(4, gold=0, hand=(), character="thief")
    t.crown(3)
    state = use(t.turn_of("assassin"), "assassin.kill", character="emperor")
    while state.pending is None:
        state = step(state)
    assert state.pending.seat == 2 and 1 in state.pending.options
    before = state.players[1]
    state = choose(state, 1)
    assert state.crown == 1
    assert state.players[1].gold == before.gold and state.players[1].hand == before.hand
    assert state.players[2].gold == 0 and state.players[2].hand == ()


def test_wizard_x_diplomat_the_wizards_permission_is_no_quarry_for_his_exchange() -> None:
    """§8.2 (the Diplomat may not take a name he already has unless he owns a Quarry);
    004 外交官 "除非你有採石場"; §3.2 `wizard_receives_duplicates` (fan): the Wizard's
    player may *receive* duplicates from another player's Diplomat. Three players, one
    holding the Wizard and the Diplomat (C-6), with a Church: his Diplomat may not take
    the other player's Church for his Temple (a Church for his Church is no duplicate);
    with a Quarry he may."""
    t = Table(players=3, preset="fan", seed=7)
    t.seat(0, gold=9, hand=(), city=("church", "temple"), character=("wizard", "diplomat"))
    t.seat(1, gold=0, hand=(), city=("church", "tavern"), character=("king", "merchant"))
    t.seat(2, gold=0, hand=(), character=("assassin", "thief"))
    state = do(t.turn_of("diplomat"), "take_gold")
    assert ("church", "temple") not in exchanges(state)
    assert {("church", "church"), ("tavern", "temple")} <= exchanges(state)
    t.seat(0, city=("church", "temple", "quarry"))
    state = do(t.turn_of("diplomat"), "take_gold")
    assert ("church", "temple") in exchanges(state)


def exchanges(state: cr.GameState) -> set[tuple[str, str]]:
    """The Diplomat's offered exchanges as (district taken, own district given)."""
    return {
        (a.params["district"], a.params["own"])
        for a in cr.legal_actions(state)
        if a.params.get("name") == "diplomat.exchange"
    }
