"""A character's turn (C-9): what may be done, and what each core action does.

The core offers gathering, building, income and ending the turn; every other action of a
turn comes from :func:`~.hookspecs.citadels_turn_actions`.
"""

from __future__ import annotations

from typing import Any

from ..engine.actions import Action, make_action
from ..engine.decisions import Decision
from . import effects as fx
from .handlers import ENDING
from .state import District, GameState

INCOME = "income"


def build_price(state: GameState, seat: int, card: str) -> int:
    """What ``seat`` pays to build ``card`` now: its printed cost through every
    :func:`~.hookspecs.citadels_build_cost` in play (Factory, a Magistrate's...).

    A card that builds outside the core's ``build`` action (the Wizard building the card
    it took, a Framework) charges this price, so every discount applies to it too.
    """
    rules = state.rules
    return rules.hooks.build_cost(state, seat, card, rules.cards[card].cost)


def can_build(state: GameState, seat: int, card: str) -> bool:
    """Whether ``seat`` may build ``card`` from hand now, limit aside (C-9.3, C-1.10):
    no forbidden duplicate (:func:`~.hookspecs.citadels_may_duplicate`), the
    :func:`build_price` affordable, no :func:`~.hookspecs.citadels_may_build` objecting.

    For a card that offers an extra or unusual build and must respect the usual checks.
    """
    p = state.players[seat]
    hooks = state.rules.hooks
    if card in p.built and not hooks.may_duplicate(state, seat, card):
        return False
    if build_price(state, seat, card) > p.gold:
        return False
    return hooks.may_build(state, seat, card) is not False


def builds_left(state: GameState) -> int:
    """How many more districts the acting player may build this turn (C-9.4).

    The base limit is 1, or 0 in a turn without a character's powers.
    """
    turn = state.turn
    assert turn is not None
    base = 0 if turn.powers is None else 1
    limit = state.rules.hooks.build_limit(state, turn.seat, turn.powers, base)
    return limit - turn.builds


def turn_actions(state: GameState) -> list[Action]:
    """The actions of the acting player in a turn with no pending decision."""
    turn = state.turn
    assert turn is not None
    seat = turn.seat
    rules = state.rules
    only = rules.hooks.only_actions(state, seat, turn.powers)
    if only is not None:
        return list(only)
    p = state.players[seat]
    out: list[Action] = []
    if not turn.gathered:
        out.append(make_action("take_gold", seat))
        if state.deck or state.discard:
            out.append(make_action("draw", seat))
    else:
        if p.hand and builds_left(state) > 0:
            for card in dict.fromkeys(p.hand):
                if can_build(state, seat, card):
                    out.append(make_action("build", seat, (("card", card),)))
        if rules.hooks.may_end_turn(state, seat, turn.powers) is not False:
            out.append(make_action("end_turn", seat))
    powers = turn.powers
    if powers is not None and INCOME not in turn.used and rules.cards[powers].income is not None:
        out.append(make_action("income", seat))
    out.extend(rules.hooks.turn_actions(state, seat, turn.powers))
    return out


def income_colours(state: GameState, seat: int, district: District) -> tuple[str, ...]:
    """The colours ``district`` of ``seat``'s city counts as for income (C-9.6): its own,
    or what :func:`~.hookspecs.citadels_income_colors` makes of it (School of Magic).

    For a card that pays per district of a colour in another way than the core's income
    (a character of two colours, a bonus per green district), so that the School of
    Magic counts there too.
    """
    rules = state.rules
    return tuple(
        rules.hooks.income_colors(state, seat, district, (rules.cards[district.card].colour,))
    )


def income_amount(state: GameState, seat: int, character: str | None) -> int:
    """Income of ``character`` for ``seat``'s own city (C-9.6): one per district that
    counts as the character's colour; 0 for None or a character without income.

    What the core's ``income`` action pays; for a card that grants or replaces an income
    (a bewitched character's income taken by the Witch, an income counted twice).
    """
    if character is None:
        return 0
    colour = state.rules.cards[character].income
    if colour is None:
        return 0
    return sum(1 for d in state.players[seat].city if colour in income_colours(state, seat, d))


def action_effects(state: GameState, action: Action) -> list[Any] | None:
    """The effects of a legal turn action (None: not a turn action the core knows)."""
    kind = action.kind
    seat = action.actor
    assert seat is not None
    hooks = state.rules.hooks
    if kind == "take_gold":
        return [fx.Transfer(fx.BANK, seat, hooks.gather_gold(state, seat, 2)), fx.Gathered(seat)]
    if kind == "draw":
        n = hooks.gather_draw(state, seat, 2)
        return [fx.Note("gather_cards", seat), fx.DrawToKeep(seat, n), fx.Gathered(seat)]
    if kind == "build":
        card = action.params["card"]
        return [fx.Build(seat, card, build_price(state, seat, card))]
    if kind == INCOME:
        assert state.turn is not None
        amount = income_amount(state, seat, state.turn.powers)
        return [fx.Use(INCOME), fx.Transfer(fx.BANK, seat, amount)]
    if kind == "end_turn":
        return [fx.EndTurn()]
    if kind == "ability":
        return hooks.ability(state, action)
    return None


def keep_effects(state: GameState, decision: Decision, action: Action) -> list[Any]:
    """Answer to a ``keep`` decision: keep one drawn card (C-9.2)."""
    drawn, keep = decision.data
    return [fx.KeepDrawn(decision.seat, action.params["card"], drawn, keep - 1)]


__all__ = [
    "ENDING",
    "INCOME",
    "action_effects",
    "build_price",
    "can_build",
    "income_amount",
    "income_colours",
    "turn_actions",
]
