"""Magician (rank 3): exchange hands with a player, or redraw any number of cards.

Rules: characters.md §3.1. The exchange is allowed with empty hands. The redraw puts the
chosen cards at the bottom of the deck, then draws as many (faq:000-magician-1,
faq:004-Q33): ``magician.redraw`` then ``choose`` one card at a time and ``done``.
A swap's price (``citadels_hand_swap_price``: fan Jewelry Store) and who it may reach
(``citadels_may_affect``, ``citadels_redirect``) are the windows' to say.
With ``magician_targets_character`` (004 Magician) the swap names a ``character`` instead:
every character is offered whoever holds it (the holder is hidden); its holder's hand is
exchanged (``reached_holder``) -- if nobody else holds it, if its holder may not be
reached (fan Yang Ruoxin) or if the Magician cannot pay the holder's price (fan Jewelry
Store: README ambiguity 40), nothing happens and the ability is used.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    TARGET,
    Action,
    Affected,
    Ask,
    CharacterCard,
    Decision,
    Draw,
    ExchangeHands,
    GameState,
    MoveCard,
    Redeal,
    Target,
    characters,
    other_players,
    rank_of,
    reached_holder,
    redirected,
    selector_params,
)

card = CharacterCard("magician")
SWAP, REDRAW = card.name("swap"), card.name("redraw")
BY_CHARACTER = "magician_targets_character"
_PLAYERS, _CHARACTERS = other_players("hand"), characters()


def swap_price(state: GameState, seat: int, t: Target) -> int:
    """Gold ``seat`` pays the target to exchange hands (0; fan Jewelry Store: 2)."""
    if t.seat is None:
        return 0  # a character named: its holder is known only once it resolves
    return state.rules.hooks.hand_swap_price(state, seat, SWAP, t.seat, 0)


@selector_params(
    "target", "character", shapes=(("target",),), variant_shapes={BY_CHARACTER: (("character",),)}
)
def swap_targets(state: GameState, seat: int, ability: Any) -> Any:
    """Other players -- or, with ``magician_targets_character``, characters."""
    by_character = BY_CHARACTER in state.rules.variants
    return (_CHARACTERS if by_character else _PLAYERS)(state, seat, ability)


def swapped_with(state: GameState, action: Action) -> Target:
    """The player a swap aimed at ``target`` (or at the holder of ``character``) really
    reaches (``citadels_redirect``); a seat of None: no effect -- nobody else holds the
    character, its holder may not be reached (``citadels_may_affect``), or the Magician
    cannot pay the price their city asks (fan Jewelry Store, README ambiguity 40)."""
    seat = action.actor
    assert seat is not None
    aimed = action.params.get("target")
    if aimed is not None:
        other = redirected(state, seat, SWAP, rank_of(state, card.id), aimed)
        if other == seat and aimed != seat:
            return Target()  # a void aim (fan Chen Yiru's Hospital variant): no effect
        return Target(seat=other, params=(("target", other),))
    holder = reached_holder(state, seat, SWAP, action.params["character"], "hand")
    if holder is None:
        return Target()
    named = Target(seat=holder, params=(("target", holder),))
    if swap_price(state, seat, named) > state.players[seat].gold:
        return Target()  # identity-dependent, illegal: no effect, the ability used
    return named


def has_hand(state: GameState, seat: int) -> bool:
    return bool(state.players[seat].hand)


@card.ability(
    "swap",
    targets=swap_targets,
    gold=swap_price,
    pay_to=TARGET,
    resolve=swapped_with,
    redirects=True,
)
def swap(state: GameState, seat: int, t: Target) -> list[Any]:
    if t.seat is None:
        return []
    return [ExchangeHands(seat, t.seat), Affected(t.seat, seat, SWAP)]


@card.ability("redraw", when=has_hand)
def redraw(state: GameState, seat: int) -> list[Any]:
    return [_ask(seat, state.players[seat].hand, ())]


def _ask(seat: int, hand: tuple[str, ...], chosen: tuple[str, ...]) -> Ask:
    return Ask(Decision(seat, REDRAW, tuple(dict.fromkeys(hand)), done=bool(chosen), data=chosen))


@card.answer("redraw", secret=True)
def choose(state: GameState, decision: Decision, action: Action) -> list[Any]:
    seat, chosen = decision.seat, decision.data
    if action.kind == "done":
        put = [MoveCard(c, ("aside",), ("deck_bottom",)) for c in chosen]
        return [*put, Draw(seat, len(chosen))]
    picked = action.params["option"]
    hand = list(state.players[seat].hand)
    hand.remove(picked)
    return [
        MoveCard(picked, ("hand", seat), ("aside",)),
        _ask(seat, tuple(hand), (*chosen, picked)),
    ]


@card.redeal("redraw")
def redraw_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """The cards chosen so far lie aside; the options are the rest of the hand."""
    if decision.seat == seat:
        return Redeal(decision, ((("aside",), decision.data),))
    chosen = state.aside
    return Redeal(_ask(decision.seat, state.players[decision.seat].hand, chosen).decision)
