"""Milestone 20, item 7: ``docs/records.schema.json``, a JSON Schema of both games'
records (published as ``cards.schema.json`` is for cards): real records of every kind
validate against it, broken ones do not. ``jsonschema`` is in the ``test`` extra."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import citadels_rules as cr
import dominion_rules as dr
from citadels_rules.cli import main as citadels_main
from dominion_rules.cli import main as dominion_main

jsonschema = pytest.importorskip("jsonschema")

ROOT = Path(__file__).resolve().parents[2]
SCHEMA: dict[str, Any] = json.loads((ROOT / "docs" / "records.schema.json").read_text("utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def errors(doc: Any) -> list[str]:
    return [e.message for e in VALIDATOR.iter_errors(doc)]


def test_the_schema_is_a_valid_json_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    assert SCHEMA["$id"] == "records.schema.json"


def real_records(tmp: Path) -> dict[str, str]:
    """Records as each game writes them: by ``play``, by the ``play`` commands' --save
    (a finished and a stopped game), with variants and another preset."""
    out = {
        "citadels classic": cr.to_json(
            cr.play(cr.GameConfig(players=4, seed=1), [cr.RandomAgent() for _ in range(4)])
        ),
        "citadels dark_city 8p": cr.to_json(
            cr.play(
                cr.GameConfig(players=8, preset="dark_city", seed=2),
                [cr.GreedyAgent() for _ in range(8)],
            )
        ),
        "citadels no events": cr.to_json(
            cr.play(
                cr.GameConfig(players=3, seed=3, variants=("tiebreak_chain",)),
                [cr.RandomAgent()] * 3,
                record_events=False,
            )
        ),
        "dominion base": dr.to_json(dr.play(dr.GameConfig(seed=1), [dr.BigMoneyAgent()] * 2)),
        "dominion 4p": dr.to_json(
            dr.play(dr.GameConfig(players=4, seed=2, variants=("open_discard_size",)))
        ),
    }
    for name, main, moves in (
        ("citadels", citadels_main, "1\n" * 20 + "q\n"),
        ("dominion", dominion_main, "1\n" * 3000),
    ):
        path = tmp / f"{name}.json"
        result = CliRunner().invoke(main, ["play", "-s", "4", "--save", str(path)], input=moves)
        assert result.exit_code == 0, result.output
        out[f"{name} play --save"] = path.read_text(encoding="utf-8")
    return out


def test_real_records_validate(tmp_path: Path) -> None:
    for name, text in real_records(tmp_path).items():
        assert errors(json.loads(text)) == [], name


def test_broken_records_do_not(tmp_path: Path) -> None:
    records = real_records(tmp_path)
    citadels = json.loads(records["citadels classic"])
    dominion = json.loads(records["dominion base"])
    broken = []
    doc = json.loads(json.dumps(citadels))
    doc["data"]["config"]["seed"] = -1
    broken.append(doc)
    doc = json.loads(json.dumps(dominion))
    doc["data"]["config"]["kingdom"] = ["cellar"]
    broken.append(doc)
    doc = json.loads(json.dumps(dominion))
    doc["type"] = "Record"  # a Dominion record named as Citadels'
    broken.append(doc)
    doc = json.loads(json.dumps(citadels))
    del doc["data"]["actions"]
    broken.append(doc)
    doc = json.loads(json.dumps(dominion))
    doc["data"]["actions"][0]["actor"] = "0"
    broken.append(doc)
    for doc in broken:
        assert errors(doc), doc["data"].get("config")


def test_the_schema_is_published() -> None:
    versioning = (ROOT / "docs" / "versioning.md").read_text(encoding="utf-8")
    assert "records.schema.json" in versioning
