"""What a card costs now: the one cost window every price reads.

A card's printed cost (``cards.toml``) is where its price starts; the cards of a pack
may change it (``dominion_cost``, ``@card.cost_modifier``: "this turn, cards cost 1
less", "while this is in play, Actions cost 1 less"), and the game never lets it fall
below 0. The buy listing and the buy, every "gain a card costing up to N", Remodel's
and Mine's "+2"/"+3" over the trashed card, and the costs the views and the replay page
show all come from :func:`cost_of`, so that a reducer's discount is seen everywhere at
once. A ruleset in which no plugin listens to the window (the base game) reads the
printed table and pays nothing for it.
"""

from __future__ import annotations

from typing import Any

from tabletop_engine.errors import PackError

from .state import GameState


def cost_of(state: GameState, card: str) -> int:
    """What ``card`` costs in ``state``: printed, then every ``dominion_cost`` answer
    in plugin order, never below 0."""
    rules = state.rules
    printed: int = rules.cost[card]
    if "cost" not in rules.heard:
        return printed
    value = rules.hooks.cost(state, card, printed)
    if type(value) is not int:
        raise PackError(
            _modifiers(rules), f"dominion_cost answered {value!r} for {card!r}: a cost is an int"
        )
    return max(0, value)


def _modifiers(rules: Any) -> str:
    """The packs whose plugins answer ``dominion_cost`` (named by a bad answer)."""
    names = {impl.plugin_name for impl in rules.pm.hook.dominion_cost.get_hookimpls()}
    packs = sorted({name.partition(".")[0] for name in names})
    return ", ".join(packs) or "?"


def costs(state: GameState) -> dict[str, int]:
    """The cost of every card of the supply and the piles outside it, now (what a view
    and the replay page show beside the piles)."""
    cards = [c for c, _ in state.supply.items_tuple()]
    cards += [c for c, _ in state.nonsupply.items_tuple()]
    return {c: cost_of(state, c) for c in cards}


def affordable(state: GameState, limit: int) -> Any:
    """A test of "costs up to ``limit``" for card ids: printed costs when nobody changes
    them (a dict lookup), else :func:`cost_of`."""
    rules = state.rules
    if "cost" not in rules.heard:
        table = rules.cost
        return lambda card: table[card] <= limit
    return lambda card: cost_of(state, card) <= limit
