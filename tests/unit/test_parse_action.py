"""Milestone 5, item 9: ``parse_action`` returns only actions legal in the given state;
anything else (garbage, control characters, huge text, broken notation, another seat's
move) raises ``ValueError`` saying why."""

from __future__ import annotations

import random

import pytest

import citadels_rules as cr


@pytest.fixture(scope="module")
def state() -> cr.GameState:
    return cr.new_game(cr.GameConfig(players=4, seed=1))


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("garbage", "no legal action matches 'garbage': 'garbage' is not possible now"),
        ("\x00", "not an action: '\\x00' holds control characters"),
        ("pick\x1bcharacter=king", "holds control characters"),
        ("x" * 100_000, "not an action: the text is 100000 characters long"),
        ("pick(character=)", "no legal action matches 'pick(character=)'"),
        ("pick character=", "no legal 'pick' has these parameters"),
        ("pick character=nobody", "no legal 'pick' has these parameters"),
        ("pick =king", "no legal 'pick' has these parameters"),
        ("take_gold", "'take_gold' is not possible now (possible: pick)"),
        ("warlord.destroy 2 temple", "'ability' is not possible now"),
        ("", "empty action text"),
        (":", "no legal action matches ':'"),
    ],
)
def test_text_that_is_no_legal_action_is_refused(
    state: cr.GameState, text: str, fragment: str
) -> None:
    with pytest.raises(ValueError) as info:
        cr.parse_action(text, state)
    assert fragment in str(info.value)
    assert len(str(info.value)) < 200


def test_another_seats_move_is_refused(state: cr.GameState) -> None:
    seat = state.current_player
    assert seat is not None
    other = (seat + 1) % 4
    legal = cr.legal_actions(state)[0]
    with pytest.raises(ValueError, match=f"seat {seat} is to act, not seat {other}"):
        cr.parse_action(f"{other}: {legal}", state)


def test_a_finished_game_takes_no_action() -> None:
    final = cr.play(cr.GameConfig(players=3, seed=2)).final_state
    with pytest.raises(ValueError, match="the game is over"):
        cr.parse_action("0: end_turn", final)


def test_legal_text_still_reads_back() -> None:
    rng, state = random.Random(3), cr.new_game(cr.GameConfig(players=4, seed=3))
    for _ in range(80):
        for action in cr.legal_actions(state):
            assert cr.parse_action(str(action), state) == action
            assert cr.parse_action(f"{action.actor}: {action}", state) == action
        state = cr.apply(state, rng.choice(cr.legal_actions(state)))
    king = cr.new_game(cr.GameConfig(players=4, seed=1))
    assert cr.parse_action("pick king", king).params["character"] == "king"


def test_wrong_argument_types(state: cr.GameState) -> None:
    with pytest.raises(TypeError, match="expects the text of an action, not int"):
        cr.parse_action(5, state)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="expects a GameState, not GameView"):
        cr.parse_action("pick king", cr.observe(state, 0))  # type: ignore[arg-type]
