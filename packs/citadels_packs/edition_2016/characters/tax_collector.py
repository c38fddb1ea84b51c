"""Tax Collector (2016, rank 9): after each district a player builds, they place 1 gold
from their stash on the Tax Collector's token; you take all the gold on it.

Rules: characters.md §9.3 (2016 version, R16, 004). The tax is levied whenever the
lineup's rank 9 is the Tax Collector, even if nobody chose it, it was removed or killed;
the gold stays on the token (the account ``("token", "tax_collector.gold")``) across
rounds (C-13). Every build counts (ability builds, Stables, Framework, Necropolis). Not
taxed: a build in a turn with the Tax Collector's powers (in 2-3 player games the same
player's other character pays, C-6.5; ``tax_collector_pays_own_tax``, an erroneous
reading, taxes it too), nor a builder whose gold the tax may not take
(``citadels_may_affect``: fan Yang Ruoxin, §9.3 "Not paid by").
``tax_collector_no_gold_no_tax`` (on): a builder with no gold left pays nothing; off: a
taxed build needs its price + 1. ``tax_collector.collect`` takes the token's gold at
once; bewitched, the Witch takes it (faq:004-Q45). A district confiscated by the
Magistrate (moved by an ability tagged ``confiscate``) is taxed on the confiscator, not
the builder (characters.md §1.3, §9.3; 004, R16): the tax is levied as the build
resolves (``tryfirst``: before the Magistrate is asked), the public token
``tax_collector.levied`` naming ``(builder, district)``; at the confiscation the
confiscator pays the builder's gold back, or, with no gold (no gold, no tax), the token
gives it back. Plain hooks: the tax concerns every player's builds, outside the Tax
Collector's turn.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    CharacterCard,
    GameState,
    LogEntry,
    MoveDistrict,
    SetToken,
    Transfer,
    build_price,
    has_tag,
    may_affect,
    powers_seat,
    rank_of,
)

card = CharacterCard("tax_collector")
GOLD = card.name("gold")
TOKEN = ("token", GOLD)
LEVIED = card.name("levied")
TAX = card.name("tax")


def taxed(state: GameState, seat: int) -> bool:
    """Whether ``seat`` pays the tax on a build now."""
    turn = state.turn
    own = turn is not None and turn.seat == seat and turn.powers == card.id
    if own and "tax_collector_pays_own_tax" not in state.rules.variants:
        return False
    collector = powers_seat(state, card.id)  # None (nobody's): -1, another seat than any
    rank = rank_of(state, card.id)
    return may_affect(state, -1 if collector is None else collector, TAX, rank, seat, "gold")


def on_token(state: GameState, seat: int) -> bool:
    return bool(state.token(GOLD, 0))


@card.ability("collect", when=on_token)
def collect(state: GameState, seat: int) -> list[Any]:
    return [Transfer(TOKEN, seat, None)]


@card.hook(tryfirst=True)
def citadels_after_build(state: GameState, seat: int, card: str) -> list[Any] | None:
    if taxed(state, seat) and state.players[seat].gold:
        return [Transfer(seat, TOKEN, 1), SetToken(LEVIED, (seat, card))]
    return [SetToken(LEVIED, None)] if state.token(LEVIED) is not None else None


@card.on_effect(MoveDistrict)
def confiscated(state: GameState, event: LogEntry) -> list[Any] | None:
    """The confiscator pays the tax of the district just built, taxed on its builder:
    he pays the builder back; without gold, the token does."""
    seat, by = event.seat, event.by
    if by is None or not has_tag(state, event.ability, "confiscate"):
        return None
    if state.token(LEVIED) != (seat, event.card):
        return None
    back = Transfer(by if state.players[by].gold else TOKEN, seat, 1)
    return [back, SetToken(LEVIED, None)]


@card.hook
def citadels_may_build(state: GameState, seat: int, card: str) -> bool | None:
    if "tax_collector_no_gold_no_tax" in state.rules.variants or not taxed(state, seat):
        return None
    return False if build_price(state, seat, card) + 1 > state.players[seat].gold else None
