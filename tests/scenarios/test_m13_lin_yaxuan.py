"""Milestone 13: Lin Yaxuan's payment options and their docs agree (API.md: "the
receiver ``choose``s ``"gold"``, a hand card id or a city district id")."""

from __future__ import annotations

import re
from pathlib import Path

import citadels_rules as cr
from citadels_rules.testing import Table

ID = "fan.lin_yaxuan"
CROWN = "fan.lin_yaxuan.crown"
DOCS = Path(__file__).resolve().parents[2] / "docs"


def paying(hand: tuple[str, ...]) -> cr.GameState:
    """Seat 0 Lin Yaxuan gives the crown to seat 1 (1 gold, ``hand``, a Temple and a
    University in the city)."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=3, hand=(), character=ID)
    t.seat(1, gold=1, hand=hand, city=("temple", "university"), character="bishop")
    t.seat(2, gold=0, hand=(), city=(), character="merchant")
    t.crown(2)
    state = t.turn_of(ID)
    return cr.apply(state, cr.Action("ability", actor=0, name=CROWN, target=1))


def test_api_lin_yaxuan_city_district_named_by_its_id() -> None:
    """API.md ``fan.lin_yaxuan.crown``: a city district is offered by its bare id."""
    state = paying(("tavern",))
    assert state.pending is not None
    assert state.pending.options == ("gold", "tavern", "temple", "university")
    state = cr.apply(state, cr.Action("choose", actor=1, option="temple"))
    assert [d.card for d in state.players[1].city] == ["university"]
    assert state.players[0].hand == ("temple",) and state.players[1].hand == ("tavern",)


def test_api_lin_yaxuan_city_prefix_only_when_the_hand_has_the_same_id() -> None:
    """API.md (a hand card id or a city district id) and the card's docstring: a Temple
    both in hand and in the city: the hand's is ``"temple"``, the city's ``"city:temple"``."""
    state = paying(("temple",))
    assert state.pending is not None
    assert state.pending.options == ("gold", "temple", "city:temple", "university")
    city = cr.apply(state, cr.Action("choose", actor=1, option="city:temple"))
    assert [d.card for d in city.players[1].city] == ["university"]
    assert city.players[1].hand == ("temple",) and city.players[1].gold == 1 + 1
    hand = cr.apply(state, cr.Action("choose", actor=1, option="temple"))
    assert [d.card for d in hand.players[1].city] == ["temple", "university"]
    assert hand.players[1].hand == ()


def test_api_lin_yaxuan_guide_documents_the_options_as_the_card_offers_them() -> None:
    """docs/guide.md's action reference agrees with API.md and the options: a city
    district is its id; ``"city:<id>"`` only tells it apart from the same id in hand."""
    guide = (DOCS / "guide.md").read_text(encoding="utf-8")
    row = next(line for line in guide.splitlines() if line.startswith(f"| `{CROWN}`"))
    assert "a city district id" in row
    assert re.search(r'`"city:<id>"` when', row), row
