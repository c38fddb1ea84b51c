"""Milestone 14: legality compares the library's own values (exact type and fields), in
``apply``, ``play``, ``simulate`` and ``replay``; an ``Action`` subclass whose ``__eq__``
says yes to anything, or a param that does, is never legal."""

from __future__ import annotations

from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.game.reducer import is_legal
from citadels_rules.runner import Record


class Liar(cr.Action):
    """An action equal to every action (and hashing like the first legal one)."""

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


def _turn() -> cr.GameState:
    state = cr.new_game(cr.GameConfig(players=4, seed=1))
    while state.phase == "draft":
        state = cr.apply(state, cr.legal_actions(state)[0])
    return state


def test_an_action_subclass_equal_to_everything_is_not_legal() -> None:
    state = _turn()
    liar = Liar("take_gold", actor=state.current_player)
    assert liar == cr.legal_actions(state)[0]  # what fooled the membership test
    assert not is_legal(state, liar)
    with pytest.raises(cr.IllegalAction):
        cr.apply(state, liar)
    # a gather done, a second one (the spoof) is refused
    gathered = cr.apply(state, cr.Action("take_gold", actor=state.current_player))
    with pytest.raises(cr.IllegalAction):
        cr.apply(gathered, Liar("take_gold", actor=state.current_player))


def test_a_param_equal_to_every_string_is_not_legal() -> None:
    state = cr.new_game(cr.GameConfig(players=4, seed=1))
    seat = state.current_player
    forged = cr.Action("pick", actor=seat, character=AnyStr("nobody"))
    assert not is_legal(state, forged)
    with pytest.raises(cr.IllegalAction):
        cr.apply(state, forged)
    kind = cr.Action(AnyStr("pick"), actor=seat, character="assassin")
    assert kind.kind == "pick"
    legal = [a for a in cr.legal_actions(state) if a.params.get("character") == "assassin"]
    if legal:  # a str subclass kind is not the library's "pick"
        assert not is_legal(state, kind)


def test_an_equal_action_built_by_hand_is_still_legal_and_the_listed_one_is_applied() -> None:
    state = _turn()
    hand = cr.Action("take_gold", actor=state.current_player)
    assert is_legal(state, hand)
    listed = next(a for a in cr.legal_actions(state) if a.kind == "take_gold")
    assert cr.apply(state, hand) == cr.apply(state, listed)


class Spoofer:
    """Takes income again and again, and builds what it cannot afford."""

    def act(self, view: Any, legal: Any, rng: Any) -> cr.Action:
        return Liar("take_gold", actor=view.seat)


def test_play_and_simulate_refuse_a_spoofed_action() -> None:
    config = cr.GameConfig(players=4, seed=1)
    with pytest.raises(cr.IllegalAction, match="Spoofer"):
        cr.play(config, agents=[Spoofer()] * 4)


def test_replay_refuses_a_record_with_a_spoofed_action() -> None:
    config = cr.GameConfig(players=4, seed=2)
    record = cr.play(config)
    actions = list(record.actions)
    # an end of turn (after gathering) replaced by a second gather, as the spoofer did
    i = next(k for k, a in enumerate(actions) if a.kind == "end_turn")
    actions[i] = Liar("take_gold", actor=actions[i].actor)
    forged = Record(
        config=record.config,
        plugins=record.plugins,
        actions=tuple(actions),
        events=(),
        final_state=record.final_state,
        scores=record.scores,
    )
    with pytest.raises(cr.IllegalAction):
        cr.replay(forged, upto=i + 1)
