"""Saved JSON: format and versions in every document, old files load, newer or broken
files fail naming the field by its path in the file."""

from __future__ import annotations

import json
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.simulate import simulate
from tabletop_engine.serialization import FORMAT


@pytest.fixture(scope="module")
def record() -> cr.Record:
    return cr.play(cr.GameConfig(players=4, seed=2), record_events=False)


def doc_of(value: Any) -> dict[str, Any]:
    return dict(json.loads(cr.to_json(value)))


def load_error(doc: dict[str, Any]) -> str:
    with pytest.raises(ValueError) as info:
        cr.from_json(json.dumps(doc))
    return str(info.value)


def test_documents_carry_format_and_versions(record: cr.Record) -> None:
    """citadels_rules' version and those of the packs the rules come from."""
    doc = doc_of(record)
    assert doc["type"] == "Record" and doc["format"] == FORMAT == 1
    assert doc["citadels_rules"] == cr.__version__
    assert doc["packs"]["classic"] == "1.0"
    dark = doc_of(cr.GameConfig(players=3, preset="dark_city", seed=1))
    assert {"classic", "dark_city"} <= set(dark["packs"])
    view = doc_of(cr.observe(record.final_state, 1))
    assert view["packs"] == doc_of(record.final_state)["packs"]
    score = doc_of(record.scores[0])  # no config: citadels_rules' version only
    assert score["citadels_rules"] == cr.__version__ and "packs" not in score


def test_the_version_is_the_installed_distributions() -> None:
    from importlib.metadata import version

    assert cr.__version__ == version("citadels_rules")


def test_files_without_a_version_still_load(record: cr.Record) -> None:
    """Documents written before the header existed are format 1."""
    doc = doc_of(record)
    old = {"type": doc["type"], "data": doc["data"]}
    assert cr.from_json(json.dumps(old)) == record


def test_a_newer_format_is_refused_naming_the_writer(record: cr.Record) -> None:
    doc = doc_of(record) | {"format": FORMAT + 1, "citadels_rules": "9.0.0"}
    message = load_error(doc)
    assert message.startswith("$.format: ")
    assert f"format {FORMAT + 1}" in message and "9.0.0" in message
    assert "upgrade citadels_rules" in message
    assert load_error(doc_of(record) | {"format": "1"}) == (
        '$.format: expected a positive int, got "1"'
    )


def test_a_broken_record_names_each_wrong_field(record: cr.Record) -> None:
    doc = doc_of(record)
    doc["data"]["final_state"]["players"][2]["gold"] = "5"
    doc["data"]["final_state"]["players"][1]["hand"] = 3
    doc["data"]["config"]["players"] = True
    doc["data"]["actions"][3]["params"] = 5
    doc["data"]["actions"][4]["actor"] = "x"
    del doc["data"]["actions"][5]["kind"]
    del doc["data"]["final_state"]["deck"]
    message = load_error(doc)
    assert message.startswith("invalid Record JSON: ")
    problems = set(message.removeprefix("invalid Record JSON: ").split("; "))
    assert problems == {
        '$.data.final_state.players[2].gold: expected int, got "5"',
        "$.data.final_state.players[1].hand: expected a list",
        "$.data.config.players: expected int, got true",
        "$.data.actions[3].params: expected an object, got 5",
        '$.data.actions[4].actor: expected int, got "x"',
        "$.data.actions[5].kind: missing",
        "$.data.final_state.deck: missing",
    }


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("{ not json", "not a citadels_rules JSON document"),
        ("[1, 2]", "expected 'type' and 'data', got [1, 2]"),
        ('{"type": "Nope", "data": {}}', '$.type: unknown JSON document type "Nope"'),
        (
            '{"type": "GameConfig", "data": {"players": "4"}}',
            '$.data.players: expected int, got "4"',
        ),
        ('{"type": "Action", "data": {"kind": 1}}', "$.data.kind: expected string, got 1"),
    ],
)
def test_bad_documents_are_value_errors(text: str, fragment: str) -> None:
    with pytest.raises(ValueError, match=None) as info:
        cr.from_json(text)
    assert fragment in str(info.value)


def test_simulate_json_carries_the_versions() -> None:
    data = simulate(cr.GameConfig(players=3, seed=1), games=2).to_dict()
    assert data["format"] == FORMAT and data["citadels_rules"] == cr.__version__
    assert data["packs"]["classic"] == "1.0"
    json.dumps(data)
