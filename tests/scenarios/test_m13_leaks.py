"""Milestone 13 item 5: a hidden-information leak in fan with 3 players.

The general cause: Yang Ruoxin's immunity was consulted when a character-naming ability
listed its names (``citadels_may_name``: "no other player may name the character of the
seat it protects"), and that asks who holds each character -- hidden, when a seat holds
two. The rule for identity-dependent targets (characters.md §6.4 "Revealing", variants.md
``super_mode``, README ambiguity 41): a character-naming ability lists every name
whoever holds it; what depends on the holder resolves at use ("no effect", the ability
used). Only a *revealed* character of her seat is refused at listing (its holder is
public).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.testing import Table
from citadels_rules.testing.invariants import check_game

TableFactory = Callable[..., Table]
YANG_RX = "fan.yang_ruoxin"


def names_offered(state: cr.GameState, name: str) -> set[Any]:
    return {
        a.params.get("character")
        for a in cr.legal_actions(state)
        if a.kind == "ability" and a.params["name"] == name
    }


def three_players(table: TableFactory, hidden_at: int) -> cr.GameState:
    """3 players: seat 0 the Spy (and the Architect); seat 1 Yang Ruoxin, revealed and
    immune when the Spy's turn begins; the Warlord held, hidden, by seat ``hidden_at``."""
    t = table(players=3, preset="fan", seed=1, variants=("-player_count_restrictions",))
    other = 2 if hidden_at == 1 else 1
    t.seat(0, gold=2, hand=("temple",), character=("spy", "architect"))
    t.seat(hidden_at, gold=4, hand=("castle", "manor"), character="warlord")
    t.seat(other, gold=4, hand=("castle", "manor"), character="wizard")
    t.seat(1, character=(YANG_RX, "warlord") if hidden_at == 1 else (YANG_RX, "wizard"))
    return t.turn_of("spy")


def test_fan_yang_ruoxin_revealing_s6_4_names_offered_do_not_show_who_holds_what(
    table: TableFactory,
) -> None:
    """characters.md §6.4 "Revealing" with ``spy_targets_character`` (fan): the names a
    character-naming Spy is offered are the same whether the hidden Warlord is held by
    Yang Ruoxin's seat or another; her revealed card is refused either way."""
    mine = three_players(table, hidden_at=1)
    theirs = three_players(table, hidden_at=2)
    assert YANG_RX in mine.revealed and YANG_RX in theirs.revealed
    assert names_offered(mine, "spy.peek") == names_offered(theirs, "spy.peek")
    assert "warlord" in names_offered(mine, "spy.peek")
    assert YANG_RX not in names_offered(mine, "spy.peek")


def test_fan_yang_ruoxin_s6_4_naming_her_seats_hidden_character_has_no_effect(
    table: TableFactory,
) -> None:
    """characters.md §6.4 immunity: the Spy names the Warlord, held by Yang Ruoxin's
    seat: no gold, no cards move, and the ability is used."""
    state = three_players(table, hidden_at=1)
    after = cr.apply(
        state, cr.Action("ability", actor=0, name="spy.peek", character="warlord", option="red")
    )
    assert [p.gold for p in after.players] == [p.gold for p in state.players]
    assert [p.hand for p in after.players] == [p.hand for p in state.players]
    assert not names_offered(after, "spy.peek")


LEAK = cr.GameConfig(
    players=3,
    preset="fan",
    seed=34069,
    characters=(
        "fan.chen_yiru",
        "spy",
        "wizard",
        "emperor",
        "fan.chen_yanjie",
        "fan.yang_ruoxin",
        "architect",
        "warlord",
        "queen",
    ),
    variants=("-player_count_restrictions", "alchemist_rank9_retailer", "-hospital_vs_chen_yiru"),
)


@pytest.mark.parametrize("every", [1, 4])
def test_m13_item5_fan_three_players_seed_34069_no_leak(every: int) -> None:
    """Milestone 13 item 5: ``check_game(cfg, 1099, every=1)`` failed at step 45
    (``spy.peek``), with ``every=4`` at step 120 (``wizard.take``)."""
    check_game(LEAK, 1099, every=every)
