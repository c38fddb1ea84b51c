"""Abbot (2016, rank 5): gain 1 gold or 1 card per religious (blue) district, any mix
declared first; the richest player must give you 1 gold.

Rules: characters.md §5.2 (2016 version, R16). The income is the ``income`` action, one
per gold/card mix (C-9.6). ``abbot.collect``: the unique richest player gives 1 gold; on
a tie you choose which of them (``target``); nothing if you are among the richest (R16)
or nobody has gold. Gold on districts does not count. Variants: ``abbot_gold_only`` (the
Dark City Abbot, ``dark_city/characters/abbot.py``: gold income, ties give nothing),
``abbot_tie_no_gold`` (ties give nothing), ``abbot_fan_cards`` (the most-gold player gives
1 gold and the most-cards player 1 random card, each part nothing on a tie or if the
Abbot has or ties the most); ``alchemist_rank9_retailer`` implies ``abbot_gold_only``
(004 Alchemist "修士只能拿金幣", rules/variants.md #33). Fan Yang Ruoxin's gold is out
of reach (``citadels_may_affect``): the unique richest, she gives nothing; tied, she
is not among those the Abbot may choose (§5.2, README ambiguity 25).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_packs.dark_city.characters import abbot as dark_city
from citadels_rules.pack_api import (
    Ability,
    CharacterCard,
    GameState,
    Target,
    Transfer,
    player_target,
    selector_params,
)

card = CharacterCard("abbot")
ALONE = Target()
most, gold = dark_city.most, dark_city.gold
#: The variants that make this Abbot the Dark City one (#33 implies ``abbot_gold_only``).
GOLD_ONLY = frozenset({"abbot_gold_only", "alchemist_rank9_retailer"})


@selector_params("target", shapes=((), ("target",)))
def givers(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """A choice only on a 2016 tie for richest; otherwise one plain use."""
    variants = state.rules.variants
    tied = most(state, seat, gold)
    if len(tied) < 2 or variants & {*GOLD_ONLY, "abbot_tie_no_gold", "abbot_fan_cards"}:
        yield ALONE
        return
    yield from (player_target(s) for s in tied if dark_city.may_take(state, seat, s, "gold"))


@card.ability("collect", targets=givers)
def collect(state: GameState, seat: int, t: Target) -> list[Any]:
    variants = state.rules.variants
    if variants & GOLD_ONLY:
        return dark_city.collect(state, seat)
    if t.seat is not None:
        return [Transfer(t.seat, seat, 1)]
    rich = most(state, seat, gold)
    unique = len(rich) == 1 and dark_city.may_take(state, seat, rich[0], "gold")
    paid = [Transfer(rich[0], seat, 1)] if unique else []
    return [*paid, *dark_city.fan_cards(state, seat)]


@card.bound
def citadels_income_kinds(state: GameState) -> tuple[str, ...] | None:
    return None if state.rules.variants & GOLD_ONLY else ("gold", "cards")
