"""Milestone 17: legality nobody can forge, in Dominion as in Citadels. ``play`` hands
agents an immutable listing and matches what they return against the state's own;
``apply`` accepts only the library's own ``Action`` equal to a listed one and applies
the listed one. Every hostile agent ends in an ``AgentError`` naming its seat."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest

import dominion_rules as dr
from dominion_rules.testing import Table
from tabletop_engine.actions import make_action
from tabletop_engine.params import Params

CONFIG = dr.GameConfig(players=2, seed=7)


class Liar(dr.Action):
    """An action equal to every action."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0


class AnyStr(str):
    """A string equal to every string."""

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0


def _buy_phase(coins: int = 0) -> dr.GameState:
    t = Table(players=2, seed=1)
    t.seat(0, hand=("estate",))
    return t.turn_of(0, phase="buy", coins=coins)


def test_the_listing_handed_out_is_immutable_and_legal_actions_is_a_copy() -> None:
    state = dr.new_game(CONFIG)
    assert isinstance(state.legal, tuple)
    mine = dr.legal_actions(state)
    mine.append(dr.Action("buy", actor=0, card="province"))
    assert dr.Action("buy", actor=0, card="province") not in dr.legal_actions(state)


def test_an_action_subclass_equal_to_everything_is_refused_by_apply() -> None:
    state = _buy_phase(coins=0)
    liar = Liar("buy", actor=0, card="province")
    assert liar == dr.legal_actions(state)[0]  # what fooled the membership test
    with pytest.raises(dr.IllegalAction, match="not the library's own Action"):
        dr.apply(state, liar)
    assert state.supply["province"] == 8


def test_a_param_equal_to_every_string_is_refused() -> None:
    state = _buy_phase(coins=0)
    with pytest.raises(dr.IllegalAction):
        dr.apply(state, dr.Action("buy", actor=0, card=AnyStr("province")))
    with pytest.raises(dr.IllegalAction):
        dr.apply(state, dr.Action(AnyStr("end_turn"), actor=0))


def test_an_equal_action_built_by_hand_is_legal_and_the_listed_one_is_applied() -> None:
    state = _buy_phase(coins=3)
    hand = dr.Action("buy", actor=0, card="silver")
    listed = make_action("buy", 0, (("card", "silver"),))
    assert hand is not listed and hand == listed
    assert dr.apply(state, hand) == dr.apply(state, listed)


class Appender:
    """Appends ``buy province`` to the legal actions it is handed and returns it."""

    def act(self, view: Any, legal: Any, rng: Any) -> dr.Action:
        legal.append(dr.Action("buy", actor=view.seat, card="province"))
        return legal[-1]  # type: ignore[no-any-return]


class ProvinceForger:
    """Returns ``buy province`` whenever it may buy, whatever its coins."""

    def act(self, view: Any, legal: Any, rng: Any) -> dr.Action:
        if any(a.kind == "buy" for a in legal) or legal[0].kind == "end_turn":
            return dr.Action("buy", actor=view.seat, card="province")
        return legal[-1]  # type: ignore[no-any-return]


class ViewEditor:
    """Empties the Province pile in its view, then buys one whatever its coins."""

    def act(self, view: Any, legal: Any, rng: Any) -> dr.Action:
        dict(view.supply)
        with contextlib.suppress(TypeError):  # the mapping is read-only
            view.supply._d["province"] = 0
        object.__setattr__(view, "supply", Params({"province": 0}))
        if view.turn.phase == "buy":
            return dr.Action("buy", actor=view.seat, card="province")
        return legal[-1]  # type: ignore[no-any-return]


class ParamsEditor:
    """Rewrites a listed ``buy`` to buy a Province (the listed actions are interned:
    shared by every game), then returns it."""

    def act(self, view: Any, legal: Any, rng: Any) -> dr.Action:
        for a in legal:
            if a.kind == "buy":
                dict(a.params)
                a.params._d["card"] = "province"
                return a  # type: ignore[no-any-return]
        return legal[-1]  # type: ignore[no-any-return]


class Spoofer:
    """Returns an action subclass equal to every listed action."""

    def act(self, view: Any, legal: Any, rng: Any) -> dr.Action:
        return Liar("buy", actor=view.seat, card="province")


class Raiser:
    def act(self, view: Any, legal: Any, rng: Any) -> dr.Action:
        raise RuntimeError("boom")


class Junk:
    def act(self, view: Any, legal: Any, rng: Any) -> Any:
        return "buy province"


@pytest.mark.parametrize(
    ("agent", "words"),
    [
        (Appender(), "raised AttributeError"),
        (ProvinceForger(), "illegal"),
        (ViewEditor(), "illegal"),
        (Spoofer(), "illegal"),
        (ParamsEditor(), "raised TypeError"),
        (Raiser(), "raised RuntimeError: boom"),
        (Junk(), "returned 'buy province', not an Action"),
    ],
    ids=[
        "appends-to-its-list",
        "forges",
        "edits-its-view",
        "spoofs",
        "edits-a-listed-action",
        "raises",
        "junk",
    ],
)
def test_every_hostile_agent_ends_in_an_agent_error_naming_its_seat(agent: Any, words: str) -> None:
    agents = [dr.BigMoneyAgent(), agent]
    with pytest.raises(dr.AgentError) as info:
        dr.play(CONFIG, agents)
    assert info.value.seat == 1
    assert "seat 1" in str(info.value)
    assert words in str(info.value).lower() or words in str(info.value)


def test_a_hand_built_action_is_recorded_as_the_listed_one() -> None:
    class ByHand:
        def act(self, view: Any, legal: Any, rng: Any) -> dr.Action:
            a = legal[0]
            return dr.Action(a.kind, actor=a.actor, **dict(a.params))

    record = dr.play(CONFIG, [ByHand(), ByHand()], max_actions=200_000)
    assert all(a is make_action(a.kind, a.actor, a.params.items_tuple()) for a in record.actions)
    assert dr.replay(record) == record.final_state


def test_an_agent_that_edits_its_view_plays_the_same_game() -> None:
    """Editing the view's supply (its mapping: what ended the real game before; the
    view's own field) changes nothing: the game is the one a plain agent plays."""

    class Editing(dr.BigMoneyAgent):
        observes = True

        def act(self, view: Any, legal: Any, rng: Any) -> dr.Action:
            dict(view.supply)
            with contextlib.suppress(TypeError):  # refused now: read-only
                view.supply._d["province"] = 0
            object.__setattr__(view, "supply", Params({"province": 0}))
            return super().act(view, legal, rng)

    plain = dr.play(CONFIG, [dr.BigMoneyAgent(), dr.BigMoneyAgent()])
    edited = dr.play(CONFIG, [dr.BigMoneyAgent(), Editing()])
    assert edited.actions == plain.actions and edited.final_state == plain.final_state
