"""``docs/dominion-cards.schema.json`` describes every Dominion ``cards.toml`` shipped
(the base game, the example pack, the pack guide's) and agrees with ``load_cards``: a file
the schema refuses, ``load_cards`` refuses too."""

from __future__ import annotations

import importlib.util
import json
import tomllib
from pathlib import Path
from typing import Any

import pytest

from dominion_rules.cards import load_cards
from tabletop_engine.errors import PackError

jsonschema = pytest.importorskip("jsonschema")

ROOT = Path(__file__).resolve().parents[2]
SCHEMA: dict[str, Any] = json.loads(
    (ROOT / "docs" / "dominion-cards.schema.json").read_text("utf-8")
)
SHIPPED = sorted(
    [
        *(ROOT / "packs" / "dominion_packs").rglob("cards.toml"),
        *(ROOT / "examples" / "harbor_pack").rglob("cards.toml"),
    ]
)


def _errors(value: Any) -> list[str]:
    validator = jsonschema.Draft202012Validator(SCHEMA)
    return [f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(value)]


def _guide_cards() -> str:
    spec = importlib.util.spec_from_file_location("clean_room", ROOT / ".ci" / "clean_room.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    files, _, _ = module.guide_blocks((ROOT / "docs" / "writing-dominion-packs.md").read_text())
    (text,) = [code for name, code in files.items() if name.endswith("cards.toml")]
    return str(text)


def test_the_schema_is_a_valid_json_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_shipped_dominion_cards_toml_passes(path: Path) -> None:
    assert _errors(tomllib.loads(path.read_text("utf-8"))) == []


def test_the_guides_cards_toml_passes() -> None:
    assert _errors(tomllib.loads(_guide_cards())) == []


CARD = '[[card]]\nid = "x"\ncost = 1\n'
BAD = {
    "a type of D-1.1 declared again": 'types = ["action"]\n' + CARD + 'types = ["action"]\n',
    "an unknown key": CARD + 'types = ["action"]\nkingdom = true\nflavour = "salty"\n',
    "a negative cost": '[[card]]\nid = "x"\ncost = -2\ntypes = ["action"]\nkingdom = true\n',
    "a pile of two counts": CARD + 'types = ["treasure"]\npile = "supply"\ncount = [1, 2]\n',
    "an unknown pile": CARD + 'types = ["treasure"]\npile = "bag"\ncount = 3\n',
    "a kingdom card with a pile": CARD + 'types = ["action"]\nkingdom = true\npile = "supply"\n',
}


@pytest.mark.parametrize("text", BAD.values(), ids=list(BAD))
def test_what_the_schema_refuses_load_cards_refuses(text: str, tmp_path: Path) -> None:
    assert _errors(tomllib.loads(text))
    path = tmp_path / "cards.toml"
    path.write_text(text)
    with pytest.raises(PackError):
        load_cards(path, "p")
