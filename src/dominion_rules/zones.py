"""Zone primitives: the few state changes every rule is made of (D-4).

Plain functions from a state to a state. The effect handlers
(:mod:`dominion_rules.handlers`) and the reducer's basic moves (treasures, buys,
clean-up) both use them, so a buy and a Workshop's gain move cards the same way.
"""

from __future__ import annotations

from tabletop_engine.params import EMPTY, Params

from .state import Cards, GameState, PlayerState

ZONES = ("hand", "deck", "discard", "in_play", "set_aside")


def player(
    p: PlayerState,
    hand: Cards | None = None,
    deck: Cards | None = None,
    discard: Cards | None = None,
    in_play: Cards | None = None,
    set_aside: Cards | None = None,
) -> PlayerState:
    """``p`` with the given zones replaced (a fast ``attrs.evolve``)."""
    return p.with_zones(
        p.hand if hand is None else hand,
        p.deck if deck is None else deck,
        p.discard if discard is None else discard,
        p.in_play if in_play is None else in_play,
        p.set_aside if set_aside is None else set_aside,
    )


def with_zone(p: PlayerState, zone: str, cards: Cards) -> PlayerState:
    """``p`` with zone ``zone`` (one of :data:`ZONES`) set to ``cards``."""
    if zone not in ZONES:
        raise ValueError(f"unknown zone {zone!r}")
    return player(p, **{zone: cards})


def without(cards: Cards, card: str, *, first: bool = False) -> Cards:
    """``cards`` minus one copy of ``card``: the last one (a discard's top), or with
    ``first`` the first one (a deck's top)."""
    i = cards.index(card) if first else len(cards) - 1 - cards[::-1].index(card)
    return cards[:i] + cards[i + 1 :]


def take(state: GameState, seat: int, n: int, into: str) -> tuple[GameState, bool]:
    """Move up to ``n`` cards from the top of ``seat``'s deck to the end of zone ``into``
    (``hand`` for a draw, ``set_aside`` for a reveal), one at a time: when the deck runs
    out the discard pile -- only it (D-4.2) -- is shuffled into a new deck and taking
    goes on; with both empty it stops. Returns the state and whether it reshuffled."""
    p = state.players[seat]
    deck = p.deck
    if len(deck) >= n:
        got, deck = deck[:n], deck[n:]
        rng = state.rng
        shuffled = False
    else:
        got = deck
        rng = state.rng
        shuffled = bool(p.discard) and n > len(got)
        if shuffled:
            deck, rng = rng.shuffled(p.discard)
            need = n - len(got)
            got, deck = got + deck[:need], deck[need:]
        else:
            deck = ()
    discard = () if shuffled else p.discard
    if into == "hand":
        new = p.with_zones(p.hand + got, deck, discard, p.in_play, p.set_aside)
    else:
        new = with_zone(
            p.with_zones(p.hand, deck, discard, p.in_play, p.set_aside),
            into,
            getattr(p, into) + got,
        )
    players = list(state.players)
    players[seat] = new
    if shuffled:
        return state.but(players=tuple(players), rng=rng), True
    return state.but(players=tuple(players)), False


def reshuffle_if_empty(state: GameState, seat: int) -> tuple[GameState, bool]:
    """If ``seat``'s deck is empty, shuffle its discard pile into a new deck (D-4.9)."""
    p = state.players[seat]
    if p.deck or not p.discard:
        return state, False
    deck, rng = state.rng.shuffled(p.discard)
    return state.with_player(seat, player(p, deck=deck, discard=())).but(rng=rng), True


def set_pile(supply: Params, card: str, n: int) -> Params:
    """``supply`` with pile ``card`` at ``n`` cards."""
    items = supply.items_tuple()
    return Params._from_items(tuple((k, n if k == card else v) for k, v in items))


def gain(state: GameState, seat: int, card: str, to: str = "discard") -> tuple[GameState, bool]:
    """``seat`` gains ``card`` from the supply onto ``to`` (``deck``: its top); an empty
    or absent pile gains nothing (D-4.8). Returns the state and whether it gained."""
    left = state.supply.get(card, 0)
    if not left:
        return state, False
    p = state.players[seat]
    if to == "discard":
        new = p.with_zones(p.hand, p.deck, (*p.discard, card), p.in_play, p.set_aside)
    elif to == "deck":
        new = player(p, deck=(card, *p.deck))
    else:
        new = with_zone(p, to, (*getattr(p, to), card))
    players = list(state.players)
    players[seat] = new
    return state.but(players=tuple(players), supply=set_pile(state.supply, card, left - 1)), True


def gain_nonsupply(
    state: GameState, seat: int, card: str, to: str = "discard"
) -> tuple[GameState, bool]:
    """``seat`` gains ``card`` from its pile outside the supply (a pack's Prize-like
    card); an empty or absent pile gains nothing. Returns the state and whether it
    gained."""
    left = state.nonsupply.get(card, 0)
    if not left:
        return state, False
    p = state.players[seat]
    new = (
        player(p, deck=(card, *p.deck))
        if to == "deck"
        else with_zone(p, to, (*getattr(p, to), card))
    )
    state = state.with_player(seat, new)
    return state.but(nonsupply=set_pile(state.nonsupply, card, left - 1)), True


def with_mat(p: PlayerState, mat: str, cards: Cards) -> PlayerState:
    """``p`` with mat ``mat`` holding ``cards`` (an emptied mat is left out)."""
    mats = {m: c for m, c in p.mats.items_tuple() if m != mat}
    if cards:
        mats[mat] = cards
    return p.with_extra(mats=Params(dict(sorted(mats.items()))) if mats else EMPTY)


def move(state: GameState, seat: int, card: str, src: str, dst: str) -> tuple[GameState, bool]:
    """Move one ``card`` of ``seat`` from zone ``src`` to ``dst`` (``deck``: on top).
    Returns the state and whether the card was there."""
    p = state.players[seat]
    cards = getattr(p, src)
    if card not in cards:
        return state, False
    p = with_zone(p, src, without(cards, card, first=src == "deck"))
    if dst == "deck":
        p = player(p, deck=(card, *p.deck))
    else:
        p = with_zone(p, dst, (*getattr(p, dst), card))
    return state.with_player(seat, p), True


def trash(state: GameState, seat: int, card: str, src: str) -> tuple[GameState, bool]:
    """``seat`` trashes one ``card`` from zone ``src`` (D-4.7). Returns the state and
    whether the card was there."""
    p = state.players[seat]
    cards = getattr(p, src)
    if card not in cards:
        return state, False
    p = with_zone(p, src, without(cards, card, first=src == "deck"))
    return state.with_player(seat, p).but(trash=(*state.trash, card)), True
