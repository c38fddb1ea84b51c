"""The 004 character variants that variants.md marks off (not n/a) in dark_city, played
by the Dark City cards: ``wizard_targets_character`` (28), ``abbot_fan_cards`` (31),
``alchemist_green_half`` (32); each with and without. (``tax_collector_pays_own_tax``,
45, is n/a in dark_city: the Dark City Tax Collector levies no build tax.)"""

from __future__ import annotations

from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.testing import Table

LINEUP = ("wizard", "abbot", "alchemist")


def table(variants: tuple[str, ...] = ()) -> Table:
    return Table(players=5, preset="dark_city", seed=1, characters=LINEUP, variants=variants)


def act(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    return cr.apply(state, cr.Action(kind, actor=state.current_player, **params))


def offered(state: cr.GameState, name: str) -> list[cr.Action]:
    return [a for a in cr.legal_actions(state) if a.params.get("name") == name]


@pytest.mark.parametrize("variant", [True, False])
def test_dark_city_wizard_targets_character_variant(variant: bool) -> None:
    """variants.md 28 ``wizard_targets_character`` (004 Wizard): the Dark City Wizard
    names a character and takes from its holder's hand; nobody holds it: no effect.
    Off: he names a player (characters.md §3.2)."""
    t = table(("wizard_targets_character",) if variant else ())
    t.seat(0, gold=2, character="wizard")
    t.seat(3, hand=("tavern",), character="warlord")
    state = t.turn_of("wizard")
    takes = offered(state, "wizard.take")
    if not variant:
        assert 3 in {a.params["target"] for a in takes}
        assert all("character" not in a.params for a in takes)
        return
    named = {a.params["character"] for a in takes}
    assert "warlord" in named and "wizard" not in named
    assert all("target" not in a.params for a in takes)
    state = act(
        act(state, "ability", name="wizard.take", character="warlord"), "choose", option="tavern"
    )
    assert "tavern" in state.players[0].hand and state.players[3].hand == ()
    start = t.turn_of("wizard")
    free = next(c for c in sorted(named) if start.holder(c) is None)
    nobody = act(start, "ability", name="wizard.take", character=free)
    assert nobody.pending is None and "wizard" in nobody.turn.used


def _abbot(variants: tuple[str, ...]) -> cr.GameState:
    t = table(variants)
    hands = ((), ("temple",), ("manor", "tavern", "market"), (), ())
    for seat, (gold, hand) in enumerate(zip((0, 5, 3, 1, 1), hands, strict=True)):
        t.seat(seat, gold=gold, hand=hand)
    t.seat(0, gold=0, city=("temple", "church"), character="abbot")
    return t.turn_of("abbot")


@pytest.mark.parametrize("variant", [True, False])
def test_dark_city_abbot_fan_cards_variant(variant: bool) -> None:
    """variants.md 31 ``abbot_fan_cards`` (004 Abbot): blue income in any gold/card mix,
    and the player with the most cards gives 1 random card besides the richest's gold.
    Off: the Dark City Abbot (characters.md §5.2): gold income, the richest's gold only."""
    state = _abbot(("abbot_fan_cards",) if variant else ())
    incomes = {a.params.get("option") for a in cr.legal_actions(state) if a.kind == "income"}
    assert incomes == ({"gold2_cards0", "gold1_cards1", "gold0_cards2"} if variant else {None})
    state = act(state, "ability", name="abbot.collect")
    assert [p.gold for p in state.players][:2] == [1, 4]
    assert len(state.players[0].hand) == (1 if variant else 0)
    assert len(state.players[2].hand) == (2 if variant else 3)


@pytest.mark.parametrize("variant", [True, False])
def test_dark_city_alchemist_green_half_variant(variant: bool) -> None:
    """variants.md 32 ``alchemist_green_half`` (faq:004-Q59 suggestion): 1 gold per 2
    green districts, once, as her income (the ``income`` action). Off: no income
    (faq:000-alchemist-1)."""
    t = table(("alchemist_green_half",) if variant else ())
    t.seat(0, gold=0, city=("market", "tavern", "docks"), character="alchemist")
    state = act(t.turn_of("alchemist"), "take_gold")
    incomes = [a for a in cr.legal_actions(state) if a.kind == "income"]
    if not variant:
        assert incomes == []
        return
    state = act(state, "income")
    assert state.players[0].gold == 3
    assert not any(a.kind == "income" for a in cr.legal_actions(state))


def test_tax_collector_pays_own_tax_is_not_for_dark_city() -> None:
    """variants.md 45: ``tax_collector_pays_own_tax`` is n/a in dark_city."""
    with pytest.raises(cr.ConfigError, match="tax_collector_pays_own_tax"):
        cr.new_game(
            cr.GameConfig(players=4, preset="dark_city", variants=("tax_collector_pays_own_tax",))
        )
