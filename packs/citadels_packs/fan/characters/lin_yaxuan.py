"""Lin Yaxuan (rank 4, fan): income per noble district in gold or cards; once, give the
crown to anyone, another recipient paying you 1 gold, 1 hand card or 1 city district.

characters.md §4.4 (004 "自創4號角色"); rulings faq:004-Q48, Q56, Q57, Q58, Q61. Reading:

1. *Income*: yellow, each unit 1 gold or 1 card, any mix (``citadels_income_kinds``).
2. *Crown* (optional, once, any time): ``fan.lin_yaxuan.crown target=<seat>``, any seat
   (herself and the current holder included); the recipient may be redirected
   (``citadels_redirect``: fan Chen Yiru); with ``hospital_vs_chen_yiru`` an aim at the
   partner of a Hospital owner is void (faq:004-Q72): that seat is not offered.
3. *Payment* (faq:004-Q57: the recipient chooses): decision ``fan.lin_yaxuan.payment``,
   ``choose option=``: ``"gold"``, a hand card id, or a district id of their city (API.md;
   ``"city:<id>"`` only when that id is also in the hand, ``"city:<id>@<i>"`` for one of
   two differing copies),
   which goes to her hand, its owner receiving its printed cost from the bank. A kind
   that ``citadels_may_affect`` forbids (Yang Ruoxin) is not offered; nothing to give:
   nothing (README ambiguity 24).
4. *Build it at once* (faq:004-Q56): decision ``fan.lin_yaxuan.build`` (``"build"`` or
   ``"keep"``), offered after her gather when she can pay its price and may build it;
   that build does not count toward the limit and may duplicate a name.
5. *Killed* (faq:004-Q58, ``emperor_killed_moves_crown``): at the end of the round her
   player gives the crown to any seat (``fan.lin_yaxuan.killed``, ``option=<seat>``)
   and receives nothing.
6. *Bewitched* (faq:004-Q48): the Witch, who has her powers, gives the crown, is paid.
7. *Receiving duplicates* (faq:004-Q61): this round's revealed Lin Yaxuan -- or the
   Witch who has her powers -- may receive a duplicate from another player's rank-8
   transfer; in her player's own rank-8 turn (2-3 players) only a Quarry helps (§8.2-§8.4
   "Quarry for you").
8. Never a face-up removal (C-4.4).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    BANK,
    Ability,
    Action,
    Ask,
    Build,
    CharacterCard,
    Decision,
    GameState,
    GiveCrown,
    MoveCard,
    MoveDistrict,
    Redeal,
    Target,
    Transfer,
    build_price,
    district_refs,
    find_district,
    is_killed,
    is_revealed,
    may_affect,
    pay,
    player_target,
    powers_seat,
    rank_of,
    redirected,
    selector_params,
)

from . import chen_yiru

card = CharacterCard("fan.lin_yaxuan")
CROWN = card.name("crown")
PAYMENT, BUILD, KILLED = card.name("payment"), card.name("build"), card.name("killed")
GOLD, CITY = "gold", "city:"


def payments(state: GameState, lin: int, target: int) -> tuple[str, ...]:
    """What ``target`` may give ``lin``: gold, each hand card id, each city district."""
    rank, p = rank_of(state, card.id), state.players[target]
    out: list[str] = []
    if p.gold and may_affect(state, lin, CROWN, rank, target, "gold"):
        out.append(GOLD)
    if may_affect(state, lin, CROWN, rank, target, "hand"):
        out += sorted(set(p.hand))
    if may_affect(state, lin, CROWN, rank, target, "city"):
        for _, params in district_refs(state, target):
            plain = "index" not in params and params["district"] not in p.hand
            at = f"@{params['index']}" if "index" in params else ""
            out.append(params["district"] if plain else f"{CITY}{params['district']}{at}")
    return tuple(dict.fromkeys(out))


def _may_build_now(state: GameState, lin: int, received: str) -> bool:
    """Whether ``lin`` could build ``received`` now (after gathering, at its price)."""
    turn = state.turn
    if turn is None or turn.seat != lin or not turn.gathered:
        return False
    if build_price(state, lin, received) > state.players[lin].gold:
        return False
    return state.rules.hooks.may_build(state, lin, received) is not False


def _build_offer(state: GameState, lin: int, received: str) -> list[Any]:
    """Ask ``lin`` whether to build ``received`` now, if she could (after gathering)."""
    if not _may_build_now(state, lin, received):
        return []
    return [Ask(Decision(lin, BUILD, ("build", "keep"), data=(received,)))]


@selector_params("target")
def anyone(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """Every seat, hers included, but one an aim at is void (``hospital_vs_chen_yiru``)."""
    for t in range(len(state.players)):
        if not chen_yiru.voided(state, seat, t):
            yield player_target(t)


def recipient(state: GameState, action: Action) -> Target:
    """The seat the crown really reaches (``citadels_redirect``)."""
    seat = action.actor
    assert seat is not None
    aimed = action.params["target"]
    reached = (
        aimed if aimed == seat else redirected(state, seat, CROWN, rank_of(state, card.id), aimed)
    )
    return Target(seat=reached, params=(("target", reached),))


@card.bound
def citadels_may_discard_face_up() -> bool:
    return False


@card.hook
def citadels_may_receive(state: GameState, seat: int) -> bool | None:
    if state.turn is not None and state.turn.seat == seat:
        return None  # her player takes or exchanges by their own ability: a Quarry only
    if is_revealed(state, card.id) and not is_killed(state, card.id):
        return True if powers_seat(state, card.id) == seat else None
    return None


@card.bound
def citadels_income_kinds() -> tuple[str, ...]:
    return ("gold", "cards")


@card.ability("crown", targets=anyone, resolve=recipient)
def crown(state: GameState, seat: int, t: Target) -> list[Any]:
    options = payments(state, seat, t.seat) if t.seat != seat else ()
    ask = [Ask(Decision(t.seat, PAYMENT, options, data=(seat,)))] if options else []
    return [GiveCrown(t.seat), *ask]


@card.answer("payment")
def payment(state: GameState, decision: Decision, action: Action) -> list[Any]:
    option = str(action.params["option"])
    payer, (lin,) = decision.seat, decision.data
    if option == GOLD:
        return [Transfer(payer, lin, 1)]
    if not option.startswith(CITY) and option in state.players[payer].hand:
        return [MoveCard(option, ("hand", payer), ("hand", lin)), *_build_offer(state, lin, option)]
    district, _, at = option.removeprefix(CITY).partition("@")
    index = find_district(state, payer, district, int(at) if at else None)
    return [
        MoveDistrict(payer, index, ("hand", lin), by=lin, ability=CROWN),
        *pay(BANK, payer, state.rules.cards[district].cost or 0),
        *_build_offer(state, lin, district),
    ]


@card.answer("build")
def build(state: GameState, decision: Decision, action: Action) -> list[Any]:
    (received,) = decision.data
    if action.params.get("option") != "build":
        return []
    price = build_price(state, decision.seat, received)
    return [Build(decision.seat, received, price, counts=False)]


@card.answer("killed")
def killed(state: GameState, decision: Decision, action: Action) -> list[Any]:
    return [GiveCrown(action.params["option"])]


@card.hook
def citadels_round_end(state: GameState) -> list[Any] | None:
    seat = state.holder(card.id)
    if seat is None or not is_killed(state, card.id):
        return None
    return [Ask(Decision(seat, KILLED, tuple(range(len(state.players)))))]


@card.redeal("payment")
def payment_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """The payer's options follow from its gold, hand and city; she is the seat taking
    the turn (the Witch who has her powers: the witch's seat)."""
    if decision.seat == seat:
        return Redeal(decision)
    lin = state.turn.seat if state.turn is not None else powers_seat(state, card.id)
    if lin is None:
        return Redeal(decision)
    options = payments(state, lin, decision.seat)
    return Redeal(Decision(decision.seat, PAYMENT, options, data=(lin,)))


@card.redeal("build")
def build_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """A district of a city she received is in the round log (and in her hand); a hand
    card given her is hidden: seen from another seat, the last card of her hand."""
    if decision.seat == seat:
        return Redeal(decision)
    lin = decision.seat
    moved = [
        e.card
        for e in state.round_log
        if e.kind == "district_moved" and e.by == lin and e.ability == CROWN and e.card
    ]
    hand = state.players[lin].hand
    received = moved[-1] if moved else hand[-1]
    options = ("build", "keep") if _may_build_now(state, lin, received) else ("keep",)
    redeal = Decision(lin, BUILD, options, data=(received,))
    return Redeal(redeal, ((("hand", lin), (received,)),) if moved else ())


@card.redeal("killed")
def killed_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """Any seat (public)."""
    return Redeal(Decision(decision.seat, KILLED, tuple(range(len(state.players)))))
