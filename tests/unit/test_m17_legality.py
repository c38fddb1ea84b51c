"""Milestone 17: the engine's legality (``tabletop_engine.legality``), which both games'
``apply`` and ``play`` call: the listed action a caller's action is, on exact types."""

from __future__ import annotations

import pytest
from test_spoofed_actions import AnyStr, Liar  # tests/unit, on the path of its tests

import citadels_rules as cr
from tabletop_engine.actions import Action, make_action
from tabletop_engine.legality import own_action, same

LEGAL = (make_action("buy", 0, (("card", "gold"),)), make_action("end_turn", 0))


class AnyInt(int):
    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0


def test_a_listed_action_is_itself_and_a_hand_built_one_its_listed_twin() -> None:
    assert own_action(LEGAL, LEGAL[1]) is LEGAL[1]
    built = Action("buy", actor=0, card="gold")
    assert built is not LEGAL[0]
    assert own_action(LEGAL, built) is LEGAL[0]


@pytest.mark.parametrize(
    "forged",
    [
        Liar("end_turn", actor=0),
        Action("buy", actor=0, card=AnyStr("gold")),
        Action(AnyStr("end_turn"), actor=0),
        Action("end_turn", actor=AnyInt(0)),
        Action("buy", actor=0, card="province"),
        Action("end_turn", actor=1),
        "end_turn",
        None,
    ],
    ids=["subclass", "str-param", "str-kind", "int-actor", "unlisted", "other-seat", "str", "none"],
)
def test_what_is_not_the_librarys_own_listed_value_is_not_legal(forged: object) -> None:
    assert own_action(LEGAL, forged) is None


def test_same_compares_exact_types_item_by_item() -> None:
    assert same(("a", (1, "b")), ("a", (1, "b")))
    assert not same(("a",), (AnyStr("a"),))
    assert not same((1,), (True,))
    assert not same((1, 2), (1,))


def test_citadels_own_action_is_the_engines() -> None:
    from citadels_rules.game.reducer import _legal
    from citadels_rules.game.reducer import own_action as citadels_own

    state = cr.new_game(cr.GameConfig(players=4, seed=1))
    legal = _legal(state)
    built = Action(legal[0].kind, actor=legal[0].actor, **dict(legal[0].params))
    assert citadels_own(state, built) is own_action(legal, built) is legal[0]
    assert citadels_own(state, Liar(legal[0].kind, actor=legal[0].actor)) is None
