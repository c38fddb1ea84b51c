"""Milestone 5, item 5: bad input raises the documented, named errors (``ValueError``,
``TypeError`` saying what was expected, ``ConfigError``), never a raw ``KeyError``,
``AttributeError`` or ``RecursionError`` from deep inside."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import citadels_rules as cr
from tabletop_engine.serialization import MAX_SIZE


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ('{"type": "Action", "data": {}}', "$.data.kind: missing"),
        ('{"type": "Action", "data": [1]}', "$.data: expected an object, got [1]"),
        ('{"type": "GameConfig", "data": [1]}', "$.data: expected an object, got [1]"),
        ('{"type": ["GameState"], "data": {}}', '$.type: unknown JSON document type ["GameState"]'),
        ('{"type": {"a": 1}, "data": {}}', "$.type: unknown JSON document type"),
        ("[" * 100_000 + "]" * 100_000, "nested more than 100 levels deep"),
        ('{"type": "Action", "data": ' + "[" * 500 + "]" * 500 + "}", "nested more than"),
        (
            '{"type": "Action", "data": {"kind": "x", "params": {"a": '
            + "[" * 150
            + "]" * 150
            + "}}}",
            "nested more than",
        ),
    ],
)
def test_malformed_documents_are_value_errors(text: str, fragment: str) -> None:
    with pytest.raises(ValueError) as info:
        cr.from_json(text)
    assert type(info.value) is ValueError
    assert fragment in str(info.value)


def test_from_json_refuses_oversized_text_before_parsing() -> None:
    """Milestone 14 item 5 (bounded reads): text over ``max_size`` is refused at once,
    naming the limit, before ``json.loads`` can build it in memory; a caller who trusts a
    larger document raises the limit or lifts it."""
    action = cr.to_json(cr.Action("take_gold", actor=0))
    padded = action[:-1] + " " * 200 + "}"
    with pytest.raises(ValueError, match=r"more than max_size=100 \(pass a larger"):
        cr.from_json(padded, max_size=100)
    with pytest.raises(ValueError, match="max_size=100"):
        cr.from_json(padded.encode(), max_size=100)
    assert cr.from_json(padded, max_size=None) == cr.Action("take_gold", actor=0)
    assert cr.from_json(padded) == cr.Action("take_gold", actor=0)
    huge = " " * (MAX_SIZE + 1)
    with pytest.raises(ValueError, match="more than max_size=67,108,864"):
        cr.from_json(huge)


def test_from_json_of_something_not_text_is_a_type_error() -> None:
    with pytest.raises(TypeError, match=r"from_json\(\) expects JSON text .*not NoneType"):
        cr.from_json(None)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def state() -> cr.GameState:
    return cr.new_game(cr.GameConfig(players=4, seed=1))


def test_a_view_is_not_a_state(state: cr.GameState) -> None:
    view = cr.observe(state, 0)
    action = cr.legal_actions(state)[0]
    expected = "expects a GameState, not GameView: a view .* is not a state"
    with pytest.raises(TypeError, match=r"legal_actions\(\) " + expected):
        cr.legal_actions(view)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"apply\(\) " + expected):
        cr.apply(view, action)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"scores\(\) expects a GameState, not GameView"):
        cr.scores(view)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda a: cr.apply(None, a), r"apply\(\) expects a GameState, not NoneType"),
        (lambda a: cr.legal_actions(None), r"legal_actions\(\) expects a GameState, not NoneType"),
        (lambda a: cr.scores(None), r"scores\(\) expects a GameState, not NoneType"),
        (lambda a: cr.winners(None), r"winners\(\) expects a GameState, not NoneType"),
        (
            lambda a: cr.new_game("classic"),
            r"new_game\(\) expects a GameConfig, not str \(GameConfig\(preset='classic'",
        ),
    ],
)
def test_wrong_arguments_are_type_errors(
    state: cr.GameState, call: Callable[[cr.Action], Any], message: str
) -> None:
    with pytest.raises(TypeError, match=message):
        call(cr.legal_actions(state)[0])


def test_replay_of_a_state_is_a_type_error(state: cr.GameState) -> None:
    with pytest.raises(TypeError, match=r"replay\(\) expects a Record .*not GameState"):
        cr.replay(state)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("fields", "problem"),
    [
        ({"variants": [1]}, "variants must be ids (strings), not 1"),
        ({"characters": 5}, "characters must be a tuple of ids (strings), not 5"),
        ({"districts": ("library", None)}, "districts must be ids (strings), not None"),
        ({"variants": {"end_at_8": True}}, "variants must be a tuple of ids"),
    ],
)
def test_config_fields_of_the_wrong_type_are_config_errors(
    fields: dict[str, Any], problem: str
) -> None:
    with pytest.raises(cr.ConfigError) as info:
        cr.GameConfig(players=4, **fields)
    (only,) = info.value.problems
    assert only.startswith(problem)


def test_ids_are_still_accepted_as_a_list_or_one_string() -> None:
    config = cr.GameConfig(
        players=4, preset="dark_city", variants=["end_at_8"], districts="library"
    )
    assert config.variants == ("end_at_8",) and config.districts == ("library",)
