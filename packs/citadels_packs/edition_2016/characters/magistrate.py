"""Magistrate (rank 1): place 3 warrants on 3 characters, one of them signed; when the
holder of the signed warrant pays to build their first district of the turn, you may
confiscate it: it goes into your city for free and they get back the gold paid (a
``Refund``: no longer spent on builds, so an Alchemist is not refunded twice, §6.2).

Rules: characters.md §1.3, C-10.5, C-1.9. ``magistrate.warrant character=<signed>`` then
``choose`` the two unsigned ones (all three secret until placed: only the Magistrate knows
which is signed, C-1.11). Not rank 1. The warrant marks are public; the signed one is a
secret mark. The Magistrate is asked (``"confiscate"``/``"decline"``) at the first paid
build of the turn of *any* warrant holder -- only for the signed one may he confiscate --
so that being asked tells nobody which is signed. Free builds (no gold paid: Framework,
Necropolis by destruction) neither trigger nor use up the warrant (R16), unless
``magistrate_confiscates_free_builds``. The confiscated district counts toward the
builder's limit (R16) unless ``magistrate_victim_builds_again``. No name the Magistrate
already has, Quarry or not (R16), unless ``magistrate_duplicates``. With
``hospital_vs_magistrate`` he pays half the printed cost (rounded down) to the bank to
confiscate from a Hospital owner (faq:004-Q72).

The confiscation and the builder's limit are plain hooks: they concern the warrant
holder's turn, whoever holds the Magistrate; so is the resampling of the signed warrant.

A builder who orders their own turn (``citadels_orders_turn``: fan Chen Yanjie, §5.4;
004 "可以直接拿回該棟建築物及取回建築花費的金幣…再自己直接把任何一張地區牌放到行政官的城市
內…同時再蓋一棟建築到自己的城市") answers the confiscation: decision
``magistrate.substitute``, ``choose option=``: ``"yield"`` (confiscated as for anyone), or
a card id of their hand -- the district just built counted back in it -- whose printed
cost is at most their gold once refunded and whose name the Magistrate may have. Then
the district goes back to their hand with its gold (``Refund``), the chosen card is
placed in the Magistrate's city (not built: no price, no after-build window), and the
build taken back does not count toward their limit (they may build again). Reading: 004
says "任何一張地區牌" (any district card); the spec's default reads it as a card *from
their hand* (characters.md §5.4), followed here. The tax of a 2016 Tax Collector on
the build taken back is paid by the Magistrate, as for a confiscation (§1.3, a default);
a Hospital owner's price (``hospital_vs_magistrate``) is paid only for a district really
confiscated.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    BANK,
    Ability,
    Action,
    Ask,
    CharacterCard,
    Complete,
    Decision,
    EndTrigger,
    GameState,
    MarkCharacter,
    MoveCard,
    MoveDistrict,
    Redeal,
    Refund,
    Target,
    Use,
    build_counts,
    characters,
    is_complete,
    may_affect,
    orders_turn,
    owns,
    pay,
    rank_of,
    selector_params,
    used,
)

from . import _tokens

card = CharacterCard("magistrate")
WARRANT = card.name("warrant")
UNSIGNED = card.name("unsigned")
CONFISCATE = card.name("confiscate")
SUBSTITUTE = card.name("substitute")
#: The ``magistrate.substitute`` option of a builder who lets the confiscation stand.
YIELD = "yield"
SIGNED = "signed_warrant"
#: Turn tokens of the builder's turn: the warrant was checked; a district was confiscated.
CHECKED, TAKEN = card.name("checked"), card.name("confiscated")
_characters = characters(ranks_not=(1,))


def _legal(state: GameState, seat: int) -> list[str]:
    """The characters a warrant may go to."""
    return [t.character for t in _characters(state, seat, card.abilities[WARRANT])]


@selector_params("character")
def signable(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """The characters a warrant may go to, when there are three."""
    found = list(_characters(state, seat, ability))
    return iter(found if len(found) >= 3 else ())


@card.ability("warrant", targets=signable, secret=("character",), tags=("confiscate",))
def warrant(state: GameState, seat: int, t: Target) -> list[Any]:
    return [Ask(_unsigned(state, seat, (t.character,)))]


def _unsigned(state: GameState, seat: int, chosen: tuple[str, ...]) -> Decision:
    options = tuple(c for c in _legal(state, seat) if c not in chosen)
    return Decision(seat, UNSIGNED, options, data=chosen)


def _placed(state: GameState, decision: Decision, action: Action) -> frozenset[str] | None:
    """The last unsigned warrant places all three: which characters hold a warrant is
    public at once (only which one is signed stays secret)."""
    if len(decision.data) < 2:
        return None
    return frozenset((*decision.data, action.params["option"]))


@card.answer("unsigned", secret=True, public=_placed)
def unsigned(state: GameState, decision: Decision, action: Action) -> list[Any]:
    chosen = (*decision.data, action.params["option"])
    if len(chosen) < 3:
        return [Ask(_unsigned(state, decision.seat, chosen))]
    return _tokens.place(state, decision.seat, "warrant", SIGNED, chosen)


def _may_take(state: GameState, maker: int, seat: int, district: str) -> bool:
    if maker == seat:
        return False
    if not may_affect(state, maker, WARRANT, rank_of(state, card.id), seat, "city"):
        return False  # fan Yang Ruoxin's seat (the warrant named its other character)
    if (
        district in state.players[maker].built
        and "magistrate_duplicates" not in state.rules.variants
    ):
        return False
    return state.players[maker].gold >= _price(state, seat, district)


def _price(state: GameState, seat: int, district: str) -> int:
    """What confiscating costs the Magistrate: nothing, or half the printed cost from a
    Hospital owner (``hospital_vs_magistrate``)."""
    if "hospital_vs_magistrate" in state.rules.variants and owns(state, seat, "hospital"):
        return (state.rules.cards[district].cost or 0) // 2
    return 0


def _ask(state: GameState, maker: int, seat: int, character: str) -> Decision:
    """The Magistrate's decision on the district ``seat`` just built."""
    entry = next(e for e in reversed(state.round_log) if e.kind == "built" and e.seat == seat)
    district = str(entry.card)
    index = max(i for i, d in enumerate(state.players[seat].city) if d.card == district)
    options: tuple[str, ...] = ("decline",)
    if _tokens.special_of(state, character, SIGNED, maker) and _may_take(
        state, maker, seat, district
    ):
        options = ("confiscate", "decline")
    return Decision(maker, CONFISCATE, options, data=(seat, index, district, entry.amount or 0))


@card.hook  # the build of a warrant holder, whoever builds
def citadels_after_build(state: GameState, seat: int) -> list[Any] | None:
    turn = state.turn
    if turn is None or turn.seat != seat or used(state, CHECKED):
        return None
    mark = state.marked(turn.character, "warrant")
    if mark is None or mark.seat is None:
        return None
    paid = state.round_log[-1].amount if state.round_log else 0
    if not paid and "magistrate_confiscates_free_builds" not in state.rules.variants:
        return None
    return [Use(CHECKED), Ask(_ask(state, mark.seat, seat, turn.character))]


@card.answer("confiscate")
def confiscate(state: GameState, decision: Decision, action: Action) -> list[Any]:
    if action.params["option"] != "confiscate":
        return []
    seat, index, district, paid = decision.data
    maker = decision.seat
    turn = state.turn
    character = turn.character if turn is not None else district
    signed = MarkCharacter(character, SIGNED, maker)
    if turn is not None and orders_turn(state, seat, turn.powers, WARRANT):
        answer = _substitute(state, maker, seat, (seat, index, district, paid))
        if len(answer.options) > 1:
            return [signed, Ask(answer)]
    return [signed, *_confiscation(state, maker, seat, index, district, paid)]


def _confiscation(
    state: GameState, maker: int, seat: int, index: int, district: str, paid: int
) -> list[Any]:
    out: list[Any] = [
        *pay(maker, BANK, _price(state, seat, district)),
        *_uncomplete(state, seat, index),
        MoveDistrict(seat, index, ("city", maker), by=maker, ability=WARRANT),
        *([Refund(seat, paid)] if paid else []),
    ]
    victim_builds_again = "magistrate_victim_builds_again" in state.rules.variants
    if victim_builds_again and build_counts(state, seat, district):
        out.append(Use(TAKEN))
    return out


def _substitute(state: GameState, maker: int, seat: int, data: tuple[Any, ...]) -> Decision:
    """The builder's answer to the confiscation: ``"yield"``, or a card of their hand
    (the district built counted back in it) to put into the Magistrate's city."""
    _, _, district, paid = data
    p, infos = state.players[seat], state.rules.cards
    duplicates = "magistrate_duplicates" in state.rules.variants
    built = state.players[maker].built
    cards = sorted(
        c
        for c in {*p.hand, district}
        if (infos[c].cost or 0) <= p.gold + paid and (duplicates or c not in built)
    )
    return Decision(seat, SUBSTITUTE, (YIELD, *cards), data=(*data, maker))


@card.answer("substitute")
def substitute(state: GameState, decision: Decision, action: Action) -> list[Any]:
    seat, index, district, paid, maker = decision.data
    option = action.params["option"]
    if option == YIELD:
        return _confiscation(state, maker, seat, index, district, paid)
    out: list[Any] = [
        *_uncomplete(state, seat, index),
        MoveDistrict(seat, index, ("hand", seat), by=maker, ability=WARRANT),
        *([Refund(seat, paid)] if paid else []),
        MoveCard(option, ("hand", seat), ("city", maker)),
    ]
    if build_counts(state, seat, district):
        out.append(Use(TAKEN))
    return out


def _uncomplete(state: GameState, seat: int, index: int) -> list[Any]:
    """The confiscated district never entered the builder's city (§1.3): if it is what
    completed it, the builder is not complete, and the game end it triggered is off
    unless another city is complete (the Magistrate's, when the move completes it)."""
    p = state.players[seat]
    if p.completed is None:
        return []
    players = list(state.players)
    players[seat] = p.but(city=p.city[:index] + p.city[index + 1 :])
    if is_complete(state.but(players=tuple(players)), seat):
        return []
    others = any(q.completed for s, q in enumerate(state.players) if s != seat)
    return [Complete(seat, None), *([] if others else [EndTrigger(False)])]


@card.hook(trylast=True)  # the builder's limit (victim_builds_again, a substitution)
def citadels_build_limit(state: GameState, value: int) -> int | None:
    """After every other limit (an Architect's 3): the confiscated build is given back."""
    return value + 1 if used(state, TAKEN) else None


@card.hook
def citadels_resample_marks(state: GameState, seat: int, rng: random.Random) -> list[Any]:
    return _tokens.deal_again(state, seat, rng, "warrant", SIGNED, "no_such_mark")


@card.redeal("unsigned")
def redeal_unsigned(state: GameState, decision: Decision, seat: int) -> Redeal:
    if decision.seat == seat:
        return Redeal(decision)
    return Redeal(_unsigned(state, decision.seat, tuple(_legal(state, decision.seat)[:1])))


@card.redeal("confiscate")
def redeal_confiscate(state: GameState, decision: Decision, seat: int) -> Redeal:
    if decision.seat == seat:
        return Redeal(decision)
    turn = state.turn
    assert turn is not None
    return Redeal(_ask(state, decision.seat, turn.seat, turn.character))


@card.redeal("substitute")
def redeal_substitute(state: GameState, decision: Decision, seat: int) -> Redeal:
    if decision.seat == seat:
        return Redeal(decision)
    turn = state.turn
    assert turn is not None
    mark = state.marked(turn.character, "warrant")
    assert mark is not None and mark.seat is not None
    asked = _ask(state, mark.seat, turn.seat, turn.character)
    return Redeal(_substitute(state, mark.seat, turn.seat, asked.data))
