"""Milestone 13 item 3: fan Chen Yiru's swap redirects every player-directed ability.

characters.md §1.4 ``fan.chen_yiru``, defaults: "Player-directed effects (Magician,
Wizard, Spy, Diplomat, Warlord, Marshal, Jian Yuxin, Cardinal payer, Emperor/Lin Yaxuan
crown recipient): the actor names a target player; if it is A the effect is applied to B
(and vice versa); the actor then chooses the concrete card/district among B's that are
legal." Seat 0 holds Chen Yiru and swaps seats 2 (A) and 3 (B); seat 1 acts. The action
names the player aimed at (``target=2``); what it offers and reaches is seat 3's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import citadels_rules as cr
from citadels_rules.testing import Table

TableFactory = Callable[..., Table]
CHEN_YIRU = "fan.chen_yiru"
A, B = 2, 3


def do(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    seat = state.current_player
    assert seat is not None
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


def use(state: cr.GameState, name: str, **params: Any) -> cr.GameState:
    return do(state, "ability", name=name, **params)


def offered(state: cr.GameState, name: str) -> list[dict[str, Any]]:
    """The params of the ``name`` actions offered now."""
    return [
        {k: v for k, v in a.params.items() if k != "name"}
        for a in cr.legal_actions(state)
        if a.kind == "ability" and a.params["name"] == name
    ]


def swapped(t: Table, actor: str, *, gather: bool = False) -> cr.GameState:
    """Chen Yiru swaps seats 2 and 3; the turns run (gold taken, ended) to ``actor``'s,
    whose holder gathers gold first when ``gather``."""
    state = use(t.turn_of(CHEN_YIRU), "fan.chen_yiru.swap", target=A, option=B)
    while state.active_character != actor:
        kinds = {a.kind for a in cr.legal_actions(state)}
        state = do(state, "take_gold" if "take_gold" in kinds else "end_turn")
    return do(state, "take_gold") if gather else state


def table4(table: TableFactory, actor: str, *variants: str, gold: int = 9) -> Table:
    """Seat 0 Chen Yiru, seat 1 ``actor``; A (seat 2) and B (seat 3) with distinct hands
    and cities, holding ranks after most actors' (the Queen, rank 9, here allowed with 4
    players; the Merchant, 6)."""
    t = table(players=4, preset="fan", seed=1, variants=("-player_count_restrictions", *variants))
    t.seat(0, gold=0, hand=(), character=CHEN_YIRU)
    t.seat(1, gold=gold, hand=("temple", "castle"), city=("tavern",), character=actor)
    t.seat(A, gold=4, hand=("manor",), city=("market",), character="queen")
    t.seat(B, gold=5, hand=("church", "monastery"), city=("docks",), character="merchant")
    return t


def test_fan_chen_yiru_warlord_aimed_at_a_destroys_among_bs_districts(
    table: TableFactory,
) -> None:
    """``fan.chen_yiru`` §1.4 default (Warlord): aimed at A, the Warlord chooses among B's
    districts and destroys there; aimed at B, among A's."""
    state = swapped(table4(table, "warlord"), "warlord", gather=True)
    aims = {(p["target"], p["district"]) for p in offered(state, "warlord.destroy")}
    assert (A, "docks") in aims and (B, "market") in aims
    assert (A, "market") not in aims and (B, "docks") not in aims
    after = use(state, "warlord.destroy", target=A, district="docks")
    assert [d.card for d in after.players[B].city] == []
    assert [d.card for d in after.players[A].city] == ["market"]


def test_fan_chen_yiru_warlord_in_the_pair_is_not_redirected(table: TableFactory) -> None:
    """``fan.chen_yiru`` §1.4: "The two players' own abilities and properties do not move":
    a swapped Warlord's aims stay where he aims (his own city included)."""
    t = table4(table, "warlord")
    t.seat(1, character="queen")
    t.seat(A, character="warlord")
    state = swapped(t, "warlord", gather=True)
    aims = {(p["target"], p["district"]) for p in offered(state, "warlord.destroy")}
    assert {(A, "market"), (B, "docks"), (1, "tavern")} <= aims
    assert (A, "docks") not in aims and (B, "market") not in aims


def test_fan_chen_yiru_marshal_aimed_at_a_seizes_from_b_and_pays_b(table: TableFactory) -> None:
    """``fan.chen_yiru`` §1.4 default (Marshal): aimed at A, a district of B's, paid to B."""
    state = swapped(table4(table, "marshal"), "marshal", gather=True)
    aims = {(p["target"], p["district"]) for p in offered(state, "marshal.seize")}
    assert (A, "docks") in aims and (A, "market") not in aims
    gold = (state.players[A].gold, state.players[B].gold)
    after = use(state, "marshal.seize", target=A, district="docks")
    assert "docks" in after.players[1].built and not after.players[B].city
    assert (after.players[A].gold, after.players[B].gold) == (gold[0], gold[1] + 3)


def test_fan_chen_yiru_diplomat_aimed_at_a_exchanges_with_b(table: TableFactory) -> None:
    """``fan.chen_yiru`` §1.4 default (Diplomat): aimed at A, one of B's districts; the
    difference is paid to B."""
    state = swapped(table4(table, "diplomat"), "diplomat", gather=True)
    aims = {(p["target"], p["district"]) for p in offered(state, "diplomat.exchange")}
    assert (A, "docks") in aims and (A, "market") not in aims
    gold = (state.players[A].gold, state.players[B].gold)
    after = use(state, "diplomat.exchange", target=A, district="docks", own="tavern")
    assert after.players[1].built == frozenset({"docks"})
    assert [d.card for d in after.players[B].city] == ["tavern"]
    assert (after.players[A].gold, after.players[B].gold) == (gold[0], gold[1] + 3 - 1)


def test_fan_chen_yiru_wizard_aimed_at_a_takes_from_bs_hand(table: TableFactory) -> None:
    """``fan.chen_yiru`` §1.4 default (Wizard, player-directed): aimed at A, B's hand is
    the one looked at."""
    state = swapped(table4(table, "wizard", "-wizard_targets_character"), "wizard")
    after = use(state, "wizard.take", target=A)
    assert after.pending is not None
    assert set(after.pending.options) == {"church", "monastery"}


def test_fan_chen_yiru_wizard_naming_as_character_takes_from_b(table: TableFactory) -> None:
    """``fan.chen_yiru`` §1.4 default, character-directed (``wizard_targets_character``,
    on in fan): the Wizard names A's character; B's hand is the one looked at."""
    state = use(swapped(table4(table, "wizard"), "wizard"), "wizard.take", character="queen")
    assert after_options(state) == {"church", "monastery"}


def after_options(state: cr.GameState) -> set[Any]:
    assert state.pending is not None
    return set(state.pending.options)


def test_fan_chen_yiru_spy_aimed_at_a_counts_bs_hand(table: TableFactory) -> None:
    """``fan.chen_yiru`` §1.4 default (Spy, player-directed: ``-spy_targets_character``):
    aimed at A and naming blue, B's two blue cards count -- B pays 2 gold."""
    state = swapped(table4(table, "spy", "-spy_targets_character"), "spy")
    after = use(state, "spy.peek", target=A, option="blue")
    assert (after.players[A].gold, after.players[B].gold) == (4, 5 - 2)
    assert after.players[1].gold == 9 + 2


def test_fan_chen_yiru_spy_naming_as_character_counts_bs_hand(table: TableFactory) -> None:
    """``fan.chen_yiru`` §1.4 default, character-directed (``spy_targets_character``, on
    in fan): the Spy names A's character; B's hand counts, B pays and gives the cards."""
    state = swapped(table4(table, "spy"), "spy")
    after = use(state, "spy.peek", character="queen", option="blue")
    assert (after.players[A].gold, after.players[B].gold) == (4, 5 - 2)
    assert after.players[A].hand == ("manor",) and not after.players[B].hand


def test_fan_chen_yiru_magician_aimed_at_a_swaps_with_b(table: TableFactory) -> None:
    """``fan.chen_yiru`` §1.4 default (Magician, player-directed): aimed at A, the hands
    are exchanged with B; a Jewelry Store of B's sets the price (paid to B)."""
    t = table4(table, "magician", "-magician_targets_character")
    t.seat(B, city=("fan.jewelry_store",))
    state = swapped(t, "magician")
    assert {p["target"] for p in offered(state, "magician.swap")} == {0, A, B}
    after = use(state, "magician.swap", target=A)
    assert after.players[1].hand == ("church", "monastery")
    assert after.players[A].hand == ("manor",)
    assert (after.players[1].gold, after.players[B].gold) == (9 - 2, 5 + 2)


def test_fan_chen_yiru_cardinal_payer_aimed_at_a_is_b(table: TableFactory) -> None:
    """``fan.chen_yiru`` §1.4 default (Cardinal's payer): the payer offered under A is the
    one reached, B -- who pays the shortfall and receives the cards. A (1 gold) cannot pay
    the Palace's 2, B (5 gold) can: aimed at A, the Palace is offered; aimed at B, not."""
    t = table4(table, "cardinal", gold=1)
    t.seat(1, hand=("palace", "temple", "castle", "tavern"))
    t.seat(A, gold=1)
    state = swapped(t, "cardinal", gather=True)  # 3 gold: the Palace is 2 short, the Castle 1
    aims = {(p["target"], p["card"]) for p in offered(state, "cardinal.borrow")}
    expected = {(A, "palace"), (A, "castle"), (B, "castle")}
    assert {(target, c) for target, c in aims if target in (A, B)} == expected
    after = use(state, "cardinal.borrow", target=A, card="palace")
    while after.pending is not None and after.pending.kind == "cardinal.give":
        after = do(after, "choose", option=after.pending.options[0])
    assert "palace" in after.players[1].built
    assert (after.players[A].gold, after.players[B].gold) == (1, 5 - 2)
    assert len(after.players[B].hand) == 2 + 2 and after.players[A].hand == ("manor",)


def test_fan_chen_yiru_emperor_crown_aimed_at_a_reaches_b(table: TableFactory) -> None:
    """``fan.chen_yiru`` §1.4 default (the crown's recipient): the Emperor aims at A; the
    crown goes to B, who pays."""
    t = table4(table, "emperor")
    t.crown(1)
    state = swapped(t, "emperor")
    after = use(state, "emperor.crown", target=A)
    assert after.crown == B
    assert after.pending is None or after.pending.seat in (1, B)


def test_fan_chen_yiru_armory_aimed_at_a_destroys_among_bs_districts(
    table: TableFactory,
) -> None:
    """``fan.chen_yiru`` §1.4: "every ability that would be directed at one of them ... at
    their districts": a district's too (the Armory)."""
    t = table4(table, "merchant")
    t.seat(1, city=("tavern", "armory"), character="architect")
    t.seat(B, character="king")
    state = swapped(t, "architect")
    aims = {(p["target"], p["district"]) for p in offered(state, "armory.destroy")}
    assert (A, "docks") in aims and (A, "market") not in aims
    after = use(state, "armory.destroy", target=A, district="docks")
    assert not after.players[B].city and [d.card for d in after.players[A].city] == ["market"]
