"""Scenario tests of the fan characters not covered by their own modules (Chen Yiru,
Dong Zining, Yang Xiaofan, Chen Yanjie, Yang Ruoxin, Lin Yuting; characters.md §1.4-§7.4
"fan"), one per rule and per 004 ruling that touches them, and the variants
``hospital_vs_chen_yiru`` (#58) with and without it. Lin Yaxuan, Jian Yuxin and Hu Xinyi
have ``test_fan_lin_yaxuan.py``, ``test_fan_jian_yuxin.py`` and ``test_fan_hu_xinyi.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.game.packs import all_cards
from citadels_rules.testing import Table

TableFactory = Callable[..., Table]
ALL_CARDS = all_cards()
CHEN_YIRU, DONG, YANG_XF = "fan.chen_yiru", "fan.dong_zining", "fan.yang_xiaofan"
CHEN_YANJIE, YANG_RX, LIN_YT = "fan.chen_yanjie", "fan.yang_ruoxin", "fan.lin_yuting"


def do(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    seat = state.current_player
    assert seat is not None
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


def use(state: cr.GameState, name: str, **params: Any) -> cr.GameState:
    return do(state, "ability", name=name, **params)


def choose(state: cr.GameState, option: Any) -> cr.GameState:
    return do(state, "choose", option=option)


def names(state: cr.GameState) -> set[str]:
    return {str(a.params["name"]) for a in cr.legal_actions(state) if a.kind == "ability"}


def kinds(state: cr.GameState) -> set[str]:
    return {a.kind for a in cr.legal_actions(state)}


# -- Chen Yiru (rank 1) -----------------------------------------------------------------


#: The fan preset's Magician names a character (``magician_targets_character``); the
#: tests of a player-directed Magician switch it off.
NO_MAGICIAN_CHARACTER = "-magician_targets_character"


def chen_yiru(table: TableFactory, **kw: Any) -> Table:
    """Seat 0 Chen Yiru; seat 1 the Magician; seats 2 and 3 with hands."""
    t = table(players=4, preset="fan", seed=1, **kw)
    t.seat(0, gold=2, hand=(), character=CHEN_YIRU)
    t.seat(1, gold=2, hand=("temple",), character="magician")
    t.seat(2, gold=5, hand=("castle", "palace"), city=("manor",), character="merchant")
    t.seat(3, gold=1, hand=("tavern",), city=("market",), character="warlord")
    return t


def test_fan_chen_yiru_swaps_two_other_players_once(table: TableFactory) -> None:
    """``fan.chen_yiru``: §1.4: once, two players other than herself (a pair, named in
    either order: ``target`` and ``option``, API.md)."""
    state = chen_yiru(table).turn_of(CHEN_YIRU)
    pairs = {
        (a.params["target"], a.params["option"])
        for a in cr.legal_actions(state)
        if a.kind == "ability"
    }
    assert pairs == {(a, b) for a in (1, 2, 3) for b in (1, 2, 3) if a != b}
    state = use(state, "fan.chen_yiru.swap", target=3, option=2)
    assert state.tokens and "fan.chen_yiru.swap" not in names(state)


def test_fan_chen_yiru_player_directed_ability_reaches_the_other(table: TableFactory) -> None:
    """``fan.chen_yiru``: §1.4 default: the Magician names seat 2, the hands swap with seat 3
    instead (the player-directed Magician: ``-magician_targets_character``)."""
    t = chen_yiru(table, variants=(NO_MAGICIAN_CHARACTER,))
    state = use(t.turn_of(CHEN_YIRU), "fan.chen_yiru.swap", target=2, option=3)
    state = do(state, "take_gold")
    state = do(state, "end_turn")
    assert state.active_character == "magician"
    state = use(state, "magician.swap", target=2)
    assert state.players[1].hand == ("tavern",)
    assert state.players[3].hand == ("temple",) and state.players[2].hand == ("castle", "palace")


def test_fan_chen_yiru_character_directed_effect_resolves_on_the_other(
    table: TableFactory,
) -> None:
    """``fan.chen_yiru``: §1.4 default: the Thief names rank 6 held by seat 2; seat 3 gives all
    gold."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, character=CHEN_YIRU)
    t.seat(1, gold=0, character="thief")
    t.seat(2, gold=5, character="merchant")
    t.seat(3, gold=4, character="warlord")
    state = use(t.turn_of(CHEN_YIRU), "fan.chen_yiru.swap", target=2, option=3)
    state = do(do(state, "take_gold"), "end_turn")
    state = use(state, "thief.rob", character="merchant")
    state = do(do(state, "take_gold"), "end_turn")
    assert state.active_character == "merchant"
    assert (state.players[1].gold, state.players[2].gold, state.players[3].gold) == (2 + 4, 5, 0)


def test_fan_chen_yiru_swap_ends_with_the_round(table: TableFactory) -> None:
    """``fan.chen_yiru``: §1.4: "for the rest of the round" -- the token is cleared at the
    round's end."""
    state = use(chen_yiru(table).turn_of(CHEN_YIRU), "fan.chen_yiru.swap", target=2, option=3)
    assert state.token("fan.chen_yiru.swapped") == (2, 3)
    while state.phase == "turns":
        state = do(state, "take_gold") if "take_gold" in kinds(state) else do(state, "end_turn")
    assert state.token("fan.chen_yiru.swapped") is None


def test_fan_chen_yiru_removes_the_hospital_without_the_variant() -> None:
    """``fan.chen_yiru``: C-2.3, faq:004-Q72: the Hospital leaves the deck with Chen Yiru, unless
    ``hospital_vs_chen_yiru`` (on in fan) keeps it."""
    chars = (CHEN_YIRU,)
    kept = cr.new_game(cr.GameConfig(players=4, preset="fan", seed=1, characters=chars))
    gone = cr.new_game(
        cr.GameConfig(
            players=4,
            preset="fan",
            seed=1,
            characters=chars,
            variants=("-hospital_vs_chen_yiru",),
        )
    )

    def cards(s: cr.GameState) -> list[str]:
        return [*s.deck, *(c for p in s.players for c in p.hand)]

    assert "hospital" in cards(kept) and "hospital" not in cards(gone)


def test_hospital_vs_chen_yiru_voids_aims_at_the_partner_faq_004_Q72(
    table: TableFactory,
) -> None:
    """``hospital_vs_chen_yiru``: A (seat 2) owns a Hospital; aims at B (seat 3) are
    voided -- the Magician (player-directed) may not pick seat 3; without a Hospital it may."""
    for city, offered in (("manor", "hospital"), False), (("manor",), True):
        t = chen_yiru(table, variants=(NO_MAGICIAN_CHARACTER,))
        t.seat(2, city=city)
        state = use(t.turn_of(CHEN_YIRU), "fan.chen_yiru.swap", target=2, option=3)
        state = do(do(state, "take_gold"), "end_turn")
        targets = {a.params.get("target") for a in cr.legal_actions(state) if a.kind == "ability"}
        assert (3 in targets) is offered


def test_hospital_vs_chen_yiru_an_aim_at_the_owner_still_reaches_the_partner_faq_004_Q72(
    table: TableFactory,
) -> None:
    """``hospital_vs_chen_yiru`` (variants.md #58: "abilities aimed at A are still redirected
    to B"): A (seat 2) owns a Hospital; the Magician may aim at A, and the swap takes B's
    (seat 3) hand, not A's."""
    t = chen_yiru(table, variants=(NO_MAGICIAN_CHARACTER,))
    t.seat(2, city=("manor", "hospital"))
    state = use(t.turn_of(CHEN_YIRU), "fan.chen_yiru.swap", target=2, option=3)
    state = do(do(state, "take_gold"), "end_turn")
    state = use(state, "magician.swap", target=2)
    assert state.players[1].hand == ("tavern",) and state.players[3].hand == ("temple",)
    assert state.players[2].hand == ("castle", "palace")


# -- Dong Zining (rank 2) ---------------------------------------------------------------


def dong(
    table: TableFactory, gold: int = 5, hand: tuple[str, ...] = ("temple", "castle", "tavern")
) -> cr.GameState:
    """Seat 0 Dong Zining, seat 1 the Magician with ``gold`` and ``hand``."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, hand=(), character=DONG)
    t.seat(1, gold=gold, hand=hand, character="magician")
    t.seat(2, character="merchant")
    t.seat(3, character="warlord")
    return t.turn_of(DONG)


def test_fan_dong_zining_may_not_name_rank_1_nor_himself(table: TableFactory) -> None:
    """``fan.dong_zining``: §2.4: illegal targets: rank 1, Yang Ruoxin (and his own card)."""
    state = dong(table)
    named = {a.params["character"] for a in cr.legal_actions(state) if a.kind == "ability"}
    assert "magician" in named and "assassin" not in named and DONG not in named


def test_fan_dong_zining_may_not_name_yang_ruoxin(table: TableFactory) -> None:
    """``fan.dong_zining``: §2.4: Yang Ruoxin is not a legal target."""
    t = table(players=4, preset="fan", seed=1, characters=(YANG_RX,))
    t.seat(0, character=DONG)
    state = t.turn_of(DONG)
    named = {a.params["character"] for a in cr.legal_actions(state) if a.kind == "ability"}
    assert YANG_RX not in named and "king" in named


def test_fan_dong_zining_takes_half_gold_and_half_hand_rounded_up(table: TableFactory) -> None:
    """``fan.dong_zining``: §2.4, C-10.6: at the reveal, ⌈5/2⌉ = 3 gold and ⌈3/2⌉ = 2 cards he
    chooses."""
    state = use(dong(table), "fan.dong_zining.rob", character="magician")
    state = do(do(state, "take_gold"), "end_turn")
    assert (state.players[0].gold, state.players[1].gold) == (2 + 3, 2)
    # API.md: at the reveal his seat chooses the cards taken, one at a time
    assert state.pending is not None and state.pending.seat == 0
    assert set(state.pending.options) == {"castle", "tavern", "temple"}
    state = choose(state, "castle")
    assert state.pending is not None and set(state.pending.options) == {"tavern", "temple"}
    state = choose(state, "temple")
    assert sorted(state.players[0].hand) == ["castle", "temple"]
    assert state.players[1].hand == ("tavern",) and state.active_character == "magician"


def test_fan_dong_zining_sees_the_robbed_hand_by_right(table: TableFactory) -> None:
    """``fan.dong_zining``: §2.4 "Dong Zining chooses which cards (sees the hand)": when
    another seat's ``end_turn`` reveals the named character, the decision it leaves him
    shows that hand, and the non-interference check knows it is his by the card's text
    (the redeal declares it) while still scrambling every other secret."""
    from citadels_rules.testing.invariants import check_noninterference, hands_shown

    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, hand=(), character=DONG)
    t.seat(1, character="magician")
    t.seat(2, character="merchant")
    t.seat(3, gold=3, hand=("temple", "castle", "tavern", "manor"), character="warlord")
    state = use(t.turn_of(DONG), "fan.dong_zining.rob", character="warlord")
    state = do(do(state, "take_gold"), "end_turn")
    while state.active_character != "merchant":
        state = do(do(state, "take_gold"), "end_turn")
    state = do(state, "take_gold")
    end = cr.Action("end_turn", actor=2)
    after = cr.apply(state, end)
    assert after.pending is not None and after.pending.seat == 0
    assert sorted(after.pending.options) == ["castle", "manor", "tavern", "temple"]
    assert hands_shown(after, 0) == (3,) and hands_shown(after, 1) == ()
    for seed in range(5):
        check_noninterference(state, end, 0, random.Random(seed))


def test_fan_dong_zining_police_station_does_not_apply(table: TableFactory) -> None:
    """``fan.dong_zining``: §2.4: "Police Station does not apply (Thief only)": still ⌈gold/2⌉
    (super mode, where both the Thief and Dong Zining are in the pool)."""
    t = table(players=4, preset="fan", seed=1, variants=("super_mode",))
    t.seat(0, gold=0, hand=(), character=DONG)
    t.seat(1, gold=4, hand=(), city=("fan.police_station",), character="magician")
    state = use(t.turn_of(DONG), "fan.dong_zining.rob", character="magician")
    state = do(do(state, "take_gold"), "end_turn")
    assert (state.players[0].gold, state.players[1].gold) == (2 + 2, 2)


# -- Yang Xiaofan (rank 3) --------------------------------------------------------------


def yang_xf(table: TableFactory) -> cr.GameState:
    t = table(players=3, preset="fan", seed=1)
    t.seat(0, gold=0, hand=("temple",), city=("manor",), character=(YANG_XF, "king"))
    t.seat(1, gold=0, hand=("castle",), city=("tavern", "market"), character=("thief", "bishop"))
    t.seat(2, gold=0, hand=(), city=("palace",), character=("assassin", "merchant"))
    return t.turn_of(YANG_XF)


def test_fan_yang_xiaofan_takes_rebuilds_and_hands_back(table: TableFactory) -> None:
    """``fan.yang_xiaofan``: §3.4 steps 1-6: a random hand card and a chosen district from each
    other player; new hand of H = 1 and city of D = 1; seat 1 (gave 2) receives 2, one in hand
    and one in city; seat 2 (gave only a district) receives 1 into the city."""
    state = use(yang_xf(table), "fan.yang_xiaofan.shuffle")
    assert state.players[1].hand == () and "castle" in state.players[0].hand
    assert set(state.pending.options) == {"tavern", "market"}
    state = choose(state, "tavern")
    assert state.pending.options == ("palace",)
    state = choose(state, "palace")
    assert state.players[2].city == () and len(state.players[0].hand) == 1 + 3
    state = choose(state, "palace")  # the new city (D = 1)
    assert [d.card for d in state.players[0].city] == ["palace"]
    state = choose(state, "manor>2")
    state = choose(state, "castle>1")
    state = choose(state, "tavern>1")
    assert state.pending is not None and state.pending.seat == 1  # seat 1 places one
    state = choose(state, "tavern")
    p0, p1, p2 = state.players
    assert p0.hand == ("temple",) and [d.card for d in p0.city] == ["palace"]
    assert sorted(d.card for d in p1.city) == ["market", "tavern"] and p1.hand == ("castle",)
    assert [d.card for d in p2.city] == ["manor"]
    assert [len(p.city) for p in state.players] == [1, 2, 1]


def test_fan_yang_xiaofan_skips_yang_ruoxin(table: TableFactory) -> None:
    """``fan.yang_xiaofan``: §3.4, §6.4: the Yang Ruoxin player neither gives nor receives."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, hand=("temple",), city=("manor",), character=YANG_XF)
    t.seat(1, gold=0, hand=("castle",), city=("tavern",), character=YANG_RX)
    t.seat(2, gold=0, hand=(), city=(), character="assassin")
    t.seat(3, gold=0, hand=(), city=(), character="thief")
    state = use(t.turn_of(YANG_XF), "fan.yang_xiaofan.shuffle")
    assert state.players[1].hand == ("castle",)


# -- Chen Yanjie (rank 5) ---------------------------------------------------------------


def chen_yanjie(table: TableFactory, **seat0: Any) -> Table:
    t = table(players=4, preset="fan", seed=1)
    spec = {"gold": 4, "hand": ("library", "temple"), "city": ("church", "monastery")}
    spec.update(seat0)
    t.seat(0, **spec, character=CHEN_YANJIE)
    t.seat(1, gold=0, character="thief")
    return t


def test_fan_chen_yanjie_builds_before_gathering_faq_004_Q68(table: TableFactory) -> None:
    """``fan.chen_yanjie``: faq:004-Q68, §5.4: she may build before gathering (a Library), then
    gather with it."""
    t = chen_yanjie(table, gold=6)
    t.deck(("tavern", "market"))
    state = t.turn_of(CHEN_YANJIE)
    assert "build" in kinds(state) and "draw" in kinds(state)
    state = do(state, "build", card="library")
    state = do(state, "draw")
    state = do(state, "keep", card="tavern")
    if state.pending is not None:  # the Library keeps both (old card: 2)
        state = do(state, "keep", card="market")
    assert {"tavern", "market"} <= set(state.players[0].hand)


def test_fan_chen_yanjie_splits_her_income_faq_004_Q27(table: TableFactory) -> None:
    """``fan.chen_yanjie``: faq:004-Q27: income for 2 blue districts, build a blue one, collect
    1 more."""
    state = chen_yanjie(table).turn_of(CHEN_YANJIE)
    assert "income" not in kinds(state)
    state = use(state, "fan.chen_yanjie.income")
    assert state.players[0].gold == 4 + 2 and "fan.chen_yanjie.income" not in names(state)
    state = do(state, "take_gold")
    state = do(state, "build", card="temple")
    state = use(state, "fan.chen_yanjie.income")
    assert state.players[0].gold == 4 + 2 + 2 - 1 + 1


def test_fan_chen_yanjie_search(table: TableFactory) -> None:
    """``fan.chen_yanjie``: §5.4 ability A: put 1 card at the bottom, take 1 card of her choice
    from the deck."""
    t = chen_yanjie(table)
    t.deck(("tavern", "castle"))
    state = use(t.turn_of(CHEN_YANJIE), "fan.chen_yanjie.search")
    state = do(choose(state, "temple"), "done")
    assert "castle" in state.pending.options and state.deck[-1] == "temple"
    state = choose(state, "castle")
    assert sorted(state.players[0].hand) == ["castle", "library"]


def test_fan_chen_yanjie_robbed_after_gathering(table: TableFactory) -> None:
    """``fan.chen_yanjie``: §5.4: against the Thief, gather first, then pay (her gather counts)."""
    t = chen_yanjie(table)
    t.mark(CHEN_YANJIE, "robbed")
    state = t.turn_of(CHEN_YANJIE)
    assert state.players[0].gold == 4  # not robbed at the reveal
    state = do(state, "take_gold")
    assert (state.players[0].gold, state.players[1].gold) == (0, 4 + 2)


def test_fan_chen_yanjie_may_pay_the_thief_first(table: TableFactory) -> None:
    """``fan.chen_yanjie``: §5.4: "or the reverse": pay first, then gather and keep it."""
    t = chen_yanjie(table)
    t.mark(CHEN_YANJIE, "robbed")
    state = use(t.turn_of(CHEN_YANJIE), "fan.chen_yanjie.pay")
    state = do(state, "take_gold")
    assert (state.players[0].gold, state.players[1].gold) == (2, 4)


def test_fan_chen_yanjie_builds_then_pays_what_is_left(table: TableFactory) -> None:
    """``fan.chen_yanjie``: §5.4: build first (before gathering), then gather: the Thief gets
    the rest."""
    t = chen_yanjie(table)
    t.mark(CHEN_YANJIE, "robbed")
    state = do(t.turn_of(CHEN_YANJIE), "build", card="temple")
    state = do(state, "take_gold")
    assert (state.players[0].gold, state.players[1].gold) == (0, 4 - 1 + 2)


# -- Yang Ruoxin (rank 6) ---------------------------------------------------------------


def yang_rx(table: TableFactory, **kw: Any) -> Table:
    t = table(players=4, preset="fan", seed=1, **kw)
    t.seat(0, gold=3, hand=("temple",), city=("manor", "market"), character=YANG_RX)
    t.seat(1, gold=9, hand=("tavern",), character="magician")
    t.seat(2, gold=9, hand=(), city=("castle",), character="warlord")
    return t


def test_fan_yang_ruoxin_hand_immune_to_the_magician_faq_004_Q7(table: TableFactory) -> None:
    """``fan.yang_ruoxin``: §6.4: the Magician (player-directed) may not exchange hands with
    her (she reveals)."""
    state = yang_rx(table, variants=(NO_MAGICIAN_CHARACTER,)).turn_of("magician")
    assert YANG_RX in state.revealed
    targets = {a.params.get("target") for a in cr.legal_actions(state) if a.kind == "ability"}
    assert 0 not in targets and 2 in targets


def test_fan_yang_ruoxin_city_immune_to_rank_8(table: TableFactory) -> None:
    """``fan.yang_ruoxin``: §6.4, R8.2.4: the Warlord may not destroy her districts."""
    state = yang_rx(table).turn_of("warlord")
    hit = {a.params.get("target") for a in cr.legal_actions(state) if a.kind == "ability"}
    assert 0 not in hit


def test_fan_yang_ruoxin_killed_loses_immunity_faq_004_Q41(table: TableFactory) -> None:
    """``fan.yang_ruoxin``: faq:004-Q41: a killed Yang Ruoxin's districts may be destroyed."""
    t = yang_rx(table)
    t.seat(3, character="assassin")
    t.mark(YANG_RX, "killed")
    state = t.turn_of("warlord")
    hit = {a.params.get("target") for a in cr.legal_actions(state) if a.kind == "ability"}
    assert 0 in hit


def test_fan_yang_ruoxin_income_in_gold_or_cards(table: TableFactory) -> None:
    """``fan.yang_ruoxin``: §6.4: green income, each unit gold or a card, the mix declared first."""
    state = yang_rx(table).turn_of(YANG_RX)
    options = {a.params.get("option") for a in cr.legal_actions(state) if a.kind == "income"}
    assert options == {"gold1_cards0", "gold0_cards1"}


def test_fan_yang_ruoxin_only_with_4_players() -> None:
    """``fan.yang_ruoxin``: C-7.2: Yang Ruoxin only with 4 or more players."""
    with pytest.raises(cr.ConfigError, match="4 or more"):
        cr.new_game(cr.GameConfig(players=3, preset="fan", characters=(YANG_RX,)))


# -- Lin Yuting (rank 7) ----------------------------------------------------------------


def lin_yt(table: TableFactory, city: tuple[str, ...] = ()) -> cr.GameState:
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=20, hand=("temple", "temple", "manor"), city=city, character=LIN_YT)
    t.deck(("tavern", "market", "castle", "palace", "docks", "harbor"))
    return t.turn_of(LIN_YT)


def test_fan_lin_yuting_gold_doubled(table: TableFactory) -> None:
    """``fan.lin_yuting``: §7.4: take gold gives 4."""
    assert do(lin_yt(table), "take_gold").players[0].gold == 24


@pytest.mark.skipif(
    "gold_mine" not in ALL_CARDS,
    reason="the 2016 Gold Mine is another pack's card (edition_2016), not installed here",
)
def test_fan_lin_yuting_gold_mine_faq_004_Q11(table: TableFactory) -> None:
    """``fan.lin_yuting``: faq:004-Q11: with a Gold Mine, 6."""
    assert do(lin_yt(table, ("gold_mine",)), "take_gold").players[0].gold == 26


def test_fan_lin_yuting_draw_4_keep_2(table: TableFactory) -> None:
    """``fan.lin_yuting``: §7.4: draw 4, keep 2."""
    state = do(lin_yt(table), "draw")
    assert set(state.pending.options) == {"tavern", "market", "castle", "palace"}
    state = do(do(state, "keep", card="tavern"), "keep", card="castle")
    assert {"tavern", "castle"} <= set(state.players[0].hand) and state.pending is None


def test_fan_lin_yuting_observatory_faq_004_Q11(table: TableFactory) -> None:
    """``fan.lin_yuting``: faq:004-Q11: with an Observatory, draw 6 keep 2."""
    state = do(lin_yt(table, ("observatory",)), "draw")
    assert len(state.pending.options) == 6


def test_fan_lin_yuting_library_faq_004_Q12(table: TableFactory) -> None:
    """``fan.lin_yuting``: faq:004-Q12: with a Library, draw 4 keep 4."""
    state = do(lin_yt(table, ("library",)), "draw")
    for c in ("tavern", "market", "castle", "palace"):
        state = do(state, "keep", card=c)
    assert state.pending is None and len(state.players[0].hand) == 3 + 4


def test_fan_lin_yuting_library_observatory_faq_004_Q13(table: TableFactory) -> None:
    """``fan.lin_yuting``: faq:004-Q13: Library + Observatory: draw 6, keep 6
    (``library_keeps_all``)."""
    state = do(lin_yt(table, ("library", "observatory")), "draw")
    for c in ("tavern", "market", "castle", "palace", "docks", "harbor"):
        state = do(state, "keep", card=c)
    assert state.pending is None and len(state.players[0].hand) == 3 + 6


def test_fan_lin_yuting_builds_three_duplicates_faq_004_Q56(table: TableFactory) -> None:
    """``fan.lin_yuting``: §7.4, faq:004-Q56: up to 3 builds, duplicates allowed."""
    state = do(lin_yt(table, ("temple",)), "take_gold")
    for built in ("temple", "temple", "manor"):
        state = do(state, "build", card=built)
    assert [d.card for d in state.players[0].city].count("temple") == 3
    assert "build" not in kinds(state)


def test_fan_yang_ruoxin_reveals_at_the_first_turn_of_rank_2_or_more(
    table: TableFactory,
) -> None:
    """``fan.yang_ruoxin``: §6.4 "reveal immediately" when picked -- shown once another
    player's character of rank 2 or more is called, not before (rank 1 names
    characters only)."""
    t = yang_rx(table)
    t.seat(3, character="assassin")
    assert YANG_RX not in t.turn_of("assassin").revealed
    assert YANG_RX in t.turn_of("magician").revealed


def test_fan_chen_yanjie_robbery_redirected_by_chen_yiru(table: TableFactory) -> None:
    """``fan.chen_yanjie`` with ``fan.chen_yiru``: a robbery of her character redirected
    to the swapped player resolves at the reveal on that player, never again on her."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, character=CHEN_YIRU)
    t.seat(1, gold=0, character="thief")
    t.seat(2, gold=4, hand=(), city=(), character=CHEN_YANJIE)
    t.seat(3, gold=3, character="warlord")
    state = use(t.turn_of(CHEN_YIRU), "fan.chen_yiru.swap", target=2, option=3)
    state = do(do(state, "take_gold"), "end_turn")
    state = use(state, "thief.rob", character=CHEN_YANJIE)
    state = do(do(state, "take_gold"), "end_turn")
    assert state.active_character == CHEN_YANJIE
    assert (state.players[1].gold, state.players[3].gold) == (2 + 3, 0)
    state = do(state, "take_gold")
    assert state.players[2].gold == 4 + 2


def test_fan_chen_yiru_redirects_jian_yuxin_to_the_other_city(table: TableFactory) -> None:
    """``fan.chen_yiru`` §1.4 default with ``fan.jian_yuxin``: aimed at seat 2 (swapped
    with seat 3), she chooses among seat 3's districts; seat 2's city is out of reach."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, character=CHEN_YIRU)
    t.seat(1, gold=9, city=("temple",), character="fan.jian_yuxin")
    t.seat(2, gold=0, city=("castle",), character="merchant")
    t.seat(3, gold=0, city=("tavern",), character="king")
    state = use(t.turn_of(CHEN_YIRU), "fan.chen_yiru.swap", target=2, option=3)
    state = do(do(state, "take_gold"), "end_turn")
    while state.active_character != "fan.jian_yuxin":
        state = do(state, "take_gold") if "take_gold" in kinds(state) else do(state, "end_turn")
    hits = {
        (a.params["target"], a.params["district"])
        for a in cr.legal_actions(state)
        if a.kind == "ability" and a.params["name"] == "fan.jian_yuxin.destroy"
    }
    assert (2, "tavern") in hits and (3, "castle") in hits and (2, "castle") not in hits
    state = use(state, "fan.jian_yuxin.destroy", target=2, district="tavern")
    assert state.players[3].city == () and [d.card for d in state.players[2].city] == ["castle"]


def test_hospital_vs_chen_yiru_character_named_aim_at_the_partner_is_void(
    table: TableFactory,
) -> None:
    """``fan.chen_yiru``, ``hospital_vs_chen_yiru`` (faq:004-Q72): seat 2 owns a Hospital;
    the Thief robs seat 3's character: voided -- neither seat 3 nor seat 2 pays."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, character=CHEN_YIRU)
    t.seat(1, gold=0, character="thief")
    t.seat(2, gold=5, city=("hospital",), character="merchant")
    t.seat(3, gold=4, character="warlord")
    state = use(t.turn_of(CHEN_YIRU), "fan.chen_yiru.swap", target=2, option=3)
    state = do(do(state, "take_gold"), "end_turn")
    state = use(state, "thief.rob", character="warlord")
    while state.active_character != "warlord":
        state = do(state, "take_gold") if "take_gold" in kinds(state) else do(state, "end_turn")
    assert state.players[3].gold == 4 and state.players[1].gold == 2


def test_fan_yang_xiaofan_with_no_city_hands_everything_back(table: TableFactory) -> None:
    """``fan.yang_xiaofan``: §3.4 step 2 with D = 0 (an empty city before the take): no
    district is rebuilt, every card taken is handed back (found by the fan golden games:
    the ability used to ask for one city card and then ran out of cards to give)."""
    t = table(players=3, preset="fan", seed=1, variants=("three_player_method_2",))
    t.seat(0, gold=0, hand=(), city=(), character=("fan.yang_xiaofan", "king"))
    t.seat(1, hand=("prison",), city=("monastery",), character=("assassin", "bishop"))
    t.seat(2, hand=("town_hall",), city=("temple",), character=("thief", "merchant"))
    state = do(t.turn_of("fan.yang_xiaofan"), "take_gold")
    state = use(state, "fan.yang_xiaofan.shuffle")
    kinds = []
    while state.pending is not None:
        kinds.append(state.pending.kind)
        state = cr.apply(state, cr.legal_actions(state)[0])
    assert "fan.yang_xiaofan.city" not in kinds
    assert state.players[0].city == () and state.players[0].hand == ()
    for seat in (1, 2):
        assert len(state.players[seat].hand) + len(state.players[seat].city) == 2
