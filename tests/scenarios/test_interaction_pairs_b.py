"""Milestone 13: scenario tests for pairs of the interaction matrix (group B).

``docs/interactions.md`` lists the pairs of fan and 2016 characters that meet on an
object; one scenario per pair below, named ``test_<cardA>_x_<cardB>_<what>``. Each
docstring names its source: the 004 seed text (quoted), a faq id, or the spec's AMBIGUOUS
default with its characters.md section. Each asserts what the two cards do to each
other's object (gold, hand, city, character, crown, tokens).
"""

from __future__ import annotations

from typing import Any

import citadels_rules as cr
from citadels_rules.testing import Table

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
    """Run the turns (gold taken, then ended) until ``character``'s turn."""
    while state.active_character != character:
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
    redirected: A and B each give one card of their own and get one back; A (3 cards) and B
    (1) keep their hand sizes and B's own card is the one taken from B."""
    t = chen_yiru_table("seer")
    state = use(swapped(t, "seer"), "seer.take")
    taken = sorted(state.aside)
    assert len(taken) == 3 and "church" in taken and "harbor" in taken
    assert len(set(taken) & {"manor", "castle", "palace"}) == 1  # A's own card
    assert state.players[B].hand == () and len(state.players[A].hand) == 2
    while state.pending is not None:
        state = do(state, "choose", option=state.pending.options[0])
    assert len(state.players[A].hand) == 3 and len(state.players[B].hand) == 1


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
