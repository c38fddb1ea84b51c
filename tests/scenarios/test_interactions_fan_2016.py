"""Milestone 13: the interaction matrix of the fan and 2016 characters
(``docs/interactions.md``, ``citadels_rules.interactions``). One scenario per pair the
matrix lists, named ``test_<cardA>_x_<cardB>_<what>``; each docstring gives the source
(004 text, a faq id, or the spec's AMBIGUOUS default with its characters.md section).
"""

from __future__ import annotations

from typing import Any

import citadels_rules as cr
from citadels_rules.testing import Table

YANG = "fan.yang_ruoxin"
CHEN_YIRU = "fan.chen_yiru"
A, B = 2, 3


def do(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    seat = state.current_player
    assert seat is not None
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


def use(state: cr.GameState, name: str, **params: Any) -> cr.GameState:
    return do(state, "ability", name=name, **params)


def offered(state: cr.GameState, name: str, key: str) -> set[Any]:
    """The values of ``key`` among the legal uses of ability ``name``."""
    return {
        a.params.get(key)
        for a in cr.legal_actions(state)
        if a.kind == "ability" and a.params.get("name") == name
    }


def until(state: cr.GameState, character: str) -> cr.GameState:
    """Run the turns (gold taken, then ended) until ``character``'s turn."""
    while state.active_character != character:
        kinds = {a.kind for a in cr.legal_actions(state)}
        state = do(state, "take_gold" if "take_gold" in kinds else "end_turn")
    return state


def yang_table(
    actor: str, *, actor_city: tuple[str, ...] = ("temple",), other: str = "king", **kw: Any
) -> Table:
    """Seat 0 ``actor``; seat 1 Yang Ruoxin (with gold, hand, city); seat 2 ``other``
    (the King) with the same."""
    t = Table(players=5, preset="fan", seed=2, characters=(actor, YANG), **kw)
    t.seat(0, gold=9, hand=("tavern",), city=actor_city, character=actor)
    t.seat(1, gold=4, hand=("temple", "church"), city=("market", "docks"), character=YANG)
    t.seat(2, gold=4, hand=("manor", "castle"), city=("tavern", "harbor"), character=other)
    return t


# -- Yang Ruoxin's immunity (characters.md §6.4, faq:004-Q7) ------------------------------


def test_warlord_x_yang_ruoxin_her_districts_are_not_offered() -> None:
    """§6.4 (004 list "Warlord"), faq:004-Q7: the Warlord may destroy the King's
    districts, none of Yang Ruoxin's."""
    state = do(yang_table("warlord").turn_of("warlord"), "take_gold")
    aimed = offered(state, "warlord.destroy", "target")
    assert 2 in aimed and 1 not in aimed


def test_assassin_x_yang_ruoxin_killed_she_loses_immunity() -> None:
    """§6.4 "Loses immunity if killed" (004, faq:004-Q41): with Yang Ruoxin killed the
    Warlord may destroy her districts."""
    t = yang_table("warlord", variants=())
    t.seat(3, gold=0, character="assassin")
    t.mark(YANG, "killed")
    state = do(t.turn_of("warlord"), "take_gold")
    assert 1 in offered(state, "warlord.destroy", "target")


def test_diplomat_x_yang_ruoxin_no_exchange_with_her() -> None:
    """§6.4 (004 list "Diplomat"): the Diplomat may exchange with the King, not with her."""
    state = do(yang_table("diplomat").turn_of("diplomat"), "take_gold")
    aimed = offered(state, "diplomat.exchange", "target")
    assert 2 in aimed and 1 not in aimed


def test_marshal_x_yang_ruoxin_no_seizure_from_her() -> None:
    """§6.4 (004 list "Marshal"): the Marshal may seize from the King's city only."""
    t = Table(players=5, preset="fan", seed=2, characters=("marshal", YANG))
    t.seat(0, gold=9, character="marshal")
    t.seat(1, gold=4, city=("market", "docks"), character=YANG)
    t.seat(2, gold=4, city=("tavern", "harbor"), character="king")
    state = do(t.turn_of("marshal"), "take_gold")
    aimed = offered(state, "marshal.seize", "target")
    assert 2 in aimed and 1 not in aimed


def test_jian_yuxin_x_yang_ruoxin_her_city_is_out_of_reach() -> None:
    """§6.4 "no other player's character ability may move, take or affect your ... city";
    §8.4 (Jian Yuxin destroys any district): her districts are not offered, the King's
    are."""
    state = do(yang_table("fan.jian_yuxin").turn_of("fan.jian_yuxin"), "take_gold")
    aimed = offered(state, "fan.jian_yuxin.destroy", "target")
    assert 2 in aimed and 1 not in aimed


def test_thief_x_yang_ruoxin_may_not_be_named() -> None:
    """§2.1 illegal targets "... Yang Ruoxin (004)": the Thief may not rob her."""
    state = yang_table("thief").turn_of("thief")
    named = offered(state, "thief.rob", "character")
    assert "king" in named and YANG not in named


def test_blackmailer_x_yang_ruoxin_may_not_be_threatened() -> None:
    """§2.3 illegal targets "... Yang Ruoxin (fan)": no threat token on her."""
    state = yang_table("blackmailer").turn_of("blackmailer")
    named = offered(state, "blackmailer.threaten", "character")
    assert "king" in named and YANG not in named


def test_magistrate_x_yang_ruoxin_no_warrant_on_her() -> None:
    """§1.3 warrants "not Yang Ruoxin"; §6.4 (004 list "Magistrate warrants")."""
    state = yang_table("magistrate").turn_of("magistrate")
    named = offered(state, "magistrate.warrant", "character")
    assert "king" in named and YANG not in named


def test_cardinal_x_yang_ruoxin_borrows_nothing_from_her() -> None:
    """§6.4 immunity (gold): the Cardinal's payer may be the King, never Yang Ruoxin."""
    t = yang_table("cardinal", actor_city=())
    t.seat(0, gold=0, hand=("palace", "temple", "church", "manor"), city=(), character="cardinal")
    state = do(t.turn_of("cardinal"), "take_gold")
    payers = offered(state, "cardinal.borrow", "target")
    assert 2 in payers and 1 not in payers


def test_seer_x_yang_ruoxin_takes_no_card_from_her() -> None:
    """§6.4 "Seer ... (you neither give nor receive)": after the Seer's take her hand is
    unchanged; the King's lost a card."""
    state = yang_table("seer").turn_of("seer")
    after = use(state, "seer.take")
    assert after.players[1].hand == state.players[1].hand
    assert len(after.players[2].hand) == len(state.players[2].hand) - 1


def test_lin_yaxuan_x_yang_ruoxin_crowned_she_gives_nothing() -> None:
    """§4.4 "Yang Ruoxin recipient: gives nothing (AMBIGUOUS, as Emperor)"; §6.4 "Lin
    Yaxuan may still move the crown to you" (004): she gets the crown, Lin Yaxuan no
    payment."""
    t = yang_table("fan.lin_yaxuan", other="bishop")
    t.crown(2)
    state = use(t.turn_of("fan.lin_yaxuan"), "fan.lin_yaxuan.crown", target=1)
    assert state.pending is None or state.pending.seat != 1
    assert state.crown == 1
    assert state.players[0].gold == 9 and state.players[1].gold == 4
    assert len(state.players[1].hand) == 2 and len(state.players[1].city) == 2


# -- Chen Yiru's swap redirects character-named delayed effects (§1.4 AMBIGUOUS) -----------


def test_thief_x_chen_yiru_robbing_as_character_reaches_the_partner() -> None:
    """§1.4 AMBIGUOUS default: "the Thief names rank 6 held by A; when rank 6 is
    revealed, B gives all gold" (004 "自創1號角色")."""
    t = Table(players=4, preset="fan", seed=1, variants=("-player_count_restrictions",))
    t.seat(0, gold=0, hand=(), character=CHEN_YIRU)
    t.seat(1, gold=0, hand=(), character="thief")
    t.seat(A, gold=4, hand=(), character="merchant")
    t.seat(B, gold=5, hand=(), character="queen")
    state = use(t.turn_of(CHEN_YIRU), "fan.chen_yiru.swap", target=A, option=B)
    state = until(state, "thief")
    state = use(state, "thief.rob", character="merchant")
    before = do(state, "take_gold")  # the Thief's gathering; his turn then ends
    state = until(before, "merchant")
    assert state.players[B].gold == 0
    assert state.players[1].gold == before.players[1].gold + 5
    assert state.players[A].gold == 4
