"""Hostile JSON: Dominion reads documents through the engine's checked envelope
(size cap, nesting limit, format) and refuses a forged state before it is played on."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import dominion_rules as dr


@pytest.fixture(scope="module")
def mid_game() -> dr.GameState:
    config = dr.GameConfig(players=3, seed=1, kingdom=dr.kingdoms()["interaction"])
    record = dr.play(config, [dr.GreedyAgent()] * 3)
    state = dr.new_game(config)
    for action in record.actions[:150]:
        state = dr.apply(state, action)
    return state


def _doc(state: dr.GameState) -> dict[str, Any]:
    return json.loads(dr.to_json(state))  # type: ignore[no-any-return]


def test_text_over_max_size_is_refused_before_parsing() -> None:
    text = dr.to_json(dr.GameConfig(players=2, seed=1))
    with pytest.raises(ValueError, match="more than max_size=10"):
        dr.from_json(text, max_size=10)
    assert dr.from_json(text, max_size=None) == dr.GameConfig(players=2, seed=1)


def test_deep_nesting_is_refused() -> None:
    deep = '{"type": "GameConfig", "format": 1, "data": ' + "[" * 5000 + "]" * 5000 + "}"
    with pytest.raises(ValueError, match="not a dominion_rules JSON document: nested"):
        dr.from_json(deep)


def test_a_newer_format_names_the_library() -> None:
    with pytest.raises(ValueError, match="reads formats up to 1: upgrade dominion_rules"):
        dr.from_json('{"type": "GameConfig", "format": 2, "data": {}}')


@pytest.mark.parametrize(
    ("path", "value", "words"),
    [
        (("data", "players", 0, "hand"), ["copper", "dragon"], "unknown cards ['dragon']"),
        (("data", "turn", "seat"), 7, "turn.seat: no seat 7"),
        (("data", "supply", "gold"), -3, "negative or non-integer piles ['gold']"),
        (("data", "turns"), [1, 2], "turns: expected 3 counts"),
        (("data", "turn", "phase"), "lunch", "turn.phase"),
        (("data", "config", "players"), 9, "players must be 2, 3 or 4"),
    ],
)
def test_a_forged_state_is_refused_naming_the_problem(
    mid_game: dr.GameState, path: tuple[Any, ...], value: Any, words: str
) -> None:
    doc = _doc(mid_game)
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(ValueError, match="invalid GameState JSON") as info:
        dr.from_json(json.dumps(doc))
    assert words in str(info.value)


def _mutate(value: Any, rng: random.Random) -> Any:
    junk = [None, -1, "x", [], {}, 1.5, True, 10**30, [1, 2], {"a": 1}]
    if isinstance(value, dict) and value:
        key = rng.choice(list(value))
        roll = rng.random()
        if roll < 0.2:
            value.pop(key)
        elif roll < 0.6:
            value[key] = _mutate(value[key], rng)
        else:
            value[key] = rng.choice(junk)
        return value
    if isinstance(value, list) and value:
        i = rng.randrange(len(value))
        value[i] = _mutate(value[i], rng)
        return value
    return rng.choice(junk)


def test_forged_documents_are_refused_or_play_on(mid_game: dr.GameState) -> None:
    """400 random mutations of a mid-game state: each is refused with a ValueError, or
    read as a state that plays on under the rules (IllegalAction at worst), never a
    crash inside the reducer."""
    rng = random.Random(7)
    refused = played = 0
    for _ in range(400):
        text = json.dumps(_mutate(_doc(mid_game), rng))
        try:
            state = dr.from_json(text)
        except ValueError:
            refused += 1
            continue
        played += 1
        for _ in range(20):
            if state.is_over:
                break
            legal = dr.legal_actions(state)
            assert legal, "a state read from JSON offers no action before the end"
            state = dr.apply(state, rng.choice(legal))
    assert refused and played
