"""``docs/cards.schema.json`` describes every shipped ``cards.toml``, and what
``load_cards`` accepts: the schema passes the real files and catches broken ones."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from citadels_rules.game.packs import COLOURS
from citadels_rules.pack_api import PackError, load_cards

ROOT = Path(__file__).resolve().parents[2]
SCHEMA: dict[str, Any] = json.loads((ROOT / "docs" / "cards.schema.json").read_text("utf-8"))
SHIPPED = sorted(
    [
        # Citadels' packs (the schema is Citadels'; Dominion's cards.toml is checked by
        # tests/dominion/dominion_packs_test.py)
        *(p for p in (ROOT / "packs").rglob("cards.toml") if "dominion_packs" not in p.parts),
        *(p for p in (ROOT / "examples").rglob("cards.toml") if "harbor_pack" not in p.parts),
        *(ROOT / "tests" / "fanpack").rglob("cards.toml"),
    ]
)


def small_validator(value: Any, schema: dict[str, Any], path: str = "$") -> list[str]:
    """The part of JSON Schema that cards.schema.json uses (when jsonschema is missing)."""
    if "$ref" in schema:
        name = schema["$ref"].removeprefix("#/$defs/")
        return small_validator(value, SCHEMA["$defs"][name], path)
    errors: list[str] = []
    kinds = {"object": dict, "array": list, "string": str, "integer": int}
    kind = schema.get("type")
    if kind is not None and (
        not isinstance(value, kinds[kind]) or (kind == "integer" and isinstance(value, bool))
    ):
        return [f"{path}: {value!r} is not of type {kind!r}"]
    if "enum" in schema and value not in schema["enum"]:
        errors.append(f"{path}: {value!r} is not one of {schema['enum']}")
    if "pattern" in schema and not re.search(schema["pattern"], value):
        errors.append(f"{path}: {value!r} does not match {schema['pattern']!r}")
    if "minLength" in schema and len(value) < schema["minLength"]:
        errors.append(f"{path}: {value!r} is too short")
    if "minimum" in schema and value < schema["minimum"]:
        errors.append(f"{path}: {value!r} is less than the minimum of {schema['minimum']}")
    if kind == "object":
        properties = schema.get("properties", {})
        errors += [
            f"{path}: {key!r} is a required property"
            for key in schema.get("required", ())
            if key not in value
        ]
        for key, item in value.items():
            if key in properties:
                errors += small_validator(item, properties[key], f"{path}.{key}")
            elif schema.get("additionalProperties") is False:
                errors.append(f"{path}: additional property {key!r} is not allowed")
    if kind == "array" and "items" in schema:
        for i, item in enumerate(value):
            errors += small_validator(item, schema["items"], f"{path}[{i}]")
    return errors


def jsonschema_validator(value: Any) -> list[str]:
    jsonschema = pytest.importorskip("jsonschema")
    validator = jsonschema.Draft202012Validator(SCHEMA)
    return [
        f"$.{'.'.join(map(str, e.absolute_path))}: {e.message}"
        for e in validator.iter_errors(value)
    ]


VALIDATORS = {"jsonschema": jsonschema_validator, "small": lambda v: small_validator(v, SCHEMA)}


def test_the_schema_is_a_valid_json_schema() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    for kind in ("character", "district"):
        pattern = SCHEMA["$defs"][kind]["properties"]["id"]["pattern"]
        assert re.fullmatch(pattern, "fan.police_station") and not re.fullmatch(pattern, "Gym")
    assert SCHEMA["$defs"]["district"]["properties"]["colour"]["enum"] == list(COLOURS)


@pytest.mark.parametrize("validator", VALIDATORS)
@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: str(p.relative_to(ROOT)))
def test_shipped_cards_toml_follow_the_schema(path: Path, validator: str) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert VALIDATORS[validator](data) == []
    assert load_cards(path, "x")  # and the loader agrees


def test_the_files_are_found() -> None:
    names = {p.relative_to(ROOT).as_posix() for p in SHIPPED}
    assert "packs/citadels_packs/classic/cards.toml" in names
    assert "examples/watermill_pack/watermill/cards.toml" in names


BROKEN = """
[[character]]
id = "Lin Yaxuan"
name = "Lin"
rank = "2"
income = "pink"

[[district]]
id = "gym"
name = "Gym"
colour = "green"
copies = 2

[[building]]
id = "x"
"""


@pytest.mark.parametrize("validator", VALIDATORS)
def test_the_schema_names_each_mistake(validator: str, tmp_path: Path) -> None:
    errors = "\n".join(VALIDATORS[validator](tomllib.loads(BROKEN)))
    for fragment in ("Lin Yaxuan", "'2'", "pink", "'cost' is a required property", "copies"):
        assert fragment in errors, (fragment, errors)
    assert "building" in errors
    path = tmp_path / "cards.toml"
    path.write_text(BROKEN, encoding="utf-8")
    with pytest.raises(PackError):  # the loader refuses the file too
        load_cards(path, "broken")
