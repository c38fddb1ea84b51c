"""Emperor (2016, rank 4): you must take the crown from its holder and give it to another
player, then take 1 gold from their stash or 1 random card from their hand; yellow
income.

Rules: characters.md §4.2 (2016 version, R16). The Dark City Emperor's rules are reused
(``dark_city/characters/emperor.py``): the recipients (neither yourself nor the holder),
the must (C-17.6), never a face-up removal (C-4.4), and, with
``emperor_killed_moves_crown`` (on; faq:004-Q58), a killed Emperor's holder moving the
crown at the end of the round for nothing. The Emperor chooses the payment (R16); with
``emperor_recipient_chooses_payment`` (faq:004-Q57) the recipient does. A card is always
taken at random; nothing if the recipient has neither (C-17.3), nor what the ability may
not reach (a fan Yang Ruoxin recipient, §4.2 AMBIGUOUS default). Bewitched: the Witch
gives the crown and is paid (faq:004-Q47).
"""

from __future__ import annotations

from typing import Any

from citadels_packs.dark_city.characters import emperor as dark_city
from citadels_rules.pack_api import (
    Action,
    Ask,
    CharacterCard,
    Decision,
    GameState,
    GiveCrown,
    Redeal,
    TakeRandomCards,
    Target,
    Transfer,
)

card = CharacterCard("emperor")
PAYMENT = card.name("payment")
card.bound(dark_city.citadels_may_discard_face_up)
card.bound(dark_city.citadels_may_end_turn)
card.hook(dark_city.citadels_round_end)
card.answer("receiver")(dark_city.receiver)
card.redeal("receiver")(dark_city.receiver_again)


@card.ability("crown", targets=dark_city.recipients, redirects=True)
def crown(state: GameState, seat: int, t: Target) -> list[Any]:
    options = dark_city.payment_options(state, seat, t.seat)
    chooser = t.seat if "emperor_recipient_chooses_payment" in state.rules.variants else seat
    payment = [Ask(Decision(chooser, PAYMENT, options, data=(t.seat, seat)))] if options else []
    return [GiveCrown(t.seat), *payment]


@card.answer("payment")
def payment(state: GameState, decision: Decision, action: Action) -> list[Any]:
    payer, emperor = decision.data
    if action.params["option"] == "gold":
        return [Transfer(payer, emperor, 1)]
    return [TakeRandomCards(payer, 1, ("hand", emperor))]


@card.redeal("payment")
def payment_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """Another seat's view hides the payment's options and who pays whom: the payer is
    the crown's new holder, the Emperor the seat taking the turn (the Witch's, when
    bewitched), and the options follow from the payer's gold and hand size, both
    public. Without it a bot's sampled world held a decision with no option."""
    if decision.seat == seat:
        return Redeal(decision)
    payer, emperor = state.crown, dark_city.emperor_seat(state)
    options = dark_city.payment_options(state, emperor, payer)
    return Redeal(Decision(decision.seat, PAYMENT, options, data=(payer, emperor)))
