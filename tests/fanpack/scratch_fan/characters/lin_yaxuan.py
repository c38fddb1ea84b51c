"""Lin Yaxuan (rank 4, fan): income per noble district in gold or cards; once, give the
crown to anyone, another recipient paying you 1 gold, 1 hand card or 1 city district.

characters.md §4.4 (004 "自創4號角色"); rulings faq:004-Q48, Q56, Q57, Q58. How this plugin
reads the card (tests in ``tests/fanpack/test_fan_lin_yaxuan.py``):

1. *Income*: yellow, each unit 1 gold or 1 card, any mix (``citadels_income_kinds``; the
   core offers one ``income option="goldG_cardsC"`` per mix).
2. *Crown* (optional, once, any time): ``fan.lin_yaxuan.crown target=<seat>``, any seat
   (herself and the current holder included).
3. *Payment* (faq:004-Q57: the recipient chooses): decision ``fan.lin_yaxuan.payment``,
   ``choose option=``: ``"gold"``, a hand card id, or ``"city:<id>"`` (``"city:<id>@<i>"``
   for one of two differing copies) for a district of their city, which goes to her
   hand, its owner receiving its printed build cost from the bank. A kind that
   ``citadels_may_affect`` forbids (Yang Ruoxin) is not offered; nothing to give: nothing.
4. *Build it at once* (faq:004-Q56): decision ``fan.lin_yaxuan.build`` (``"build"`` or
   ``"keep"``), offered after her gather when she can pay its price and may build it;
   the build does not count toward the limit and may duplicate a name.
5. *Killed* (faq:004-Q58): at the end of the round her player gives the crown to any seat
   (decision ``fan.lin_yaxuan.killed``, ``option=<seat>``) and receives nothing.
6. *Bewitched* (faq:004-Q48): the Witch, who has her powers, gives the crown and is paid.

7. *Receiving duplicates* (faq:004-Q61): this round's revealed Lin Yaxuan -- or the Witch
   who has her powers -- may receive a duplicate from a Diplomat or Jian Yuxin
   (``citadels_may_receive``; building one is another matter).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BANK,
    Action,
    Ask,
    Build,
    Decision,
    GameState,
    GiveCrown,
    MoveCard,
    MoveDistrict,
    Transfer,
    Use,
    ability,
    build_price,
    district_refs,
    find_district,
    hookimpl,
    is_killed,
    is_revealed,
    may_affect,
    pay,
    powers_seat,
    rank_of,
    used,
)

ID = "fan.lin_yaxuan"
CROWN = "fan.lin_yaxuan.crown"
PAYMENT, BUILD, KILLED = "fan.lin_yaxuan.payment", "fan.lin_yaxuan.build", "fan.lin_yaxuan.killed"
GOLD, CITY = "gold", "city:"


def payments(state: GameState, lin: int, target: int) -> tuple[str, ...]:
    """What ``target`` may give ``lin``: gold, each hand card id, each city district."""
    rank, p = rank_of(state, ID), state.players[target]
    out: list[str] = []
    if p.gold and may_affect(state, lin, CROWN, rank, target, "gold"):
        out.append(GOLD)
    if may_affect(state, lin, CROWN, rank, target, "hand"):
        out += sorted(set(p.hand))
    if may_affect(state, lin, CROWN, rank, target, "city"):
        for _, params in district_refs(state, target):
            at = f"@{params['index']}" if "index" in params else ""
            out.append(f"{CITY}{params['district']}{at}")
    return tuple(dict.fromkeys(out))


def _build_offer(state: GameState, lin: int, card: str) -> list[Any]:
    """Ask ``lin`` whether to build ``card`` now, if she could (after gathering)."""
    turn = state.turn
    if turn is None or turn.seat != lin or not turn.gathered:
        return []
    if build_price(state, lin, card) > state.players[lin].gold:
        return []
    if state.rules.hooks.may_build(state, lin, card) is False:
        return []
    return [Ask(Decision(lin, BUILD, ("build", "keep"), data=(card,)))]


@hookimpl
def citadels_may_discard_face_up(character: str) -> bool | None:
    return False if character == ID else None


@hookimpl
def citadels_may_receive(state: GameState, seat: int) -> bool | None:
    if is_revealed(state, ID) and not is_killed(state, ID) and powers_seat(state, ID) == seat:
        return True
    return None


@hookimpl
def citadels_income_kinds(character: str) -> tuple[str, ...] | None:
    return ("gold", "cards") if character == ID else None


@hookimpl
def citadels_turn_actions(state: GameState, seat: int, character: str | None) -> list[Any] | None:
    if character != ID or used(state, ID):
        return None
    return [ability(seat, CROWN, target=t) for t in range(len(state.players))]


@hookimpl
def citadels_ability(state: GameState, action: Action) -> list[Any] | None:
    if action.params["name"] != CROWN:
        return None
    lin, target = action.actor, action.params["target"]
    assert lin is not None  # an ability's actor is a seat (Action.actor is Optional)
    effects: list[Any] = [Use(ID), GiveCrown(target)]
    options = payments(state, lin, target) if target != lin else ()
    if options:
        effects.append(Ask(Decision(target, PAYMENT, options, data=(lin,))))
    return effects


@hookimpl
def citadels_answer(state: GameState, decision: Decision, action: Action) -> list[Any] | None:
    option = action.params.get("option")
    if decision.kind == PAYMENT:
        payer, (lin,) = decision.seat, decision.data
        if option == GOLD:
            return [Transfer(payer, lin, 1)]
        if not option.startswith(CITY):
            return [
                MoveCard(option, ("hand", payer), ("hand", lin)),
                *_build_offer(state, lin, option),
            ]
        card, _, at = option[len(CITY) :].partition("@")
        index = find_district(state, payer, card, int(at) if at else None)
        return [
            MoveDistrict(payer, index, ("hand", lin), by=lin, ability=CROWN),
            *pay(BANK, payer, state.rules.cards[card].cost or 0),
            *_build_offer(state, lin, card),
        ]
    if decision.kind == BUILD:
        (card,) = decision.data
        if option != "build":
            return []
        return [Build(decision.seat, card, build_price(state, decision.seat, card), counts=False)]
    if decision.kind == KILLED:
        return [GiveCrown(option)]
    return None


@hookimpl
def citadels_round_end(state: GameState) -> list[Any] | None:
    seat = state.holder(ID)
    if seat is None or not is_killed(state, ID):
        return None
    return [Ask(Decision(seat, KILLED, tuple(range(len(state.players)))))]
