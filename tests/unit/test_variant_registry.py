"""The variant registry against rules/variants.md's summary table.

Every id of the table (and the engine option ``engine.ballroom_auto_thanks``) must be a
known variant that applies exactly to the presets whose cell is not "n/a", whose "base"
cells are its ``base`` presets, and each installed preset switches on exactly the ids
whose cell is "on". ``PENDING`` lists the ids other branches implement: they may be
missing here (the lead empties it when merging), but once known they are checked too.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import citadels_rules as cr
from citadels_rules.game.packs import all_variants, presets

ROOT = Path(__file__).parents[2]
#: The spec (../shared/rules) when present, else its copy in the rules reference.
SPEC = ROOT.parent / "shared" / "rules" / "variants.md"
LOCAL_SPEC = ROOT / "docs" / "rules" / "variants.md"
COLUMNS = ("classic", "dark_city", "edition_2016", "fan")
ENGINE = ("engine.ballroom_auto_thanks",)

#: Ids of variants.md that other branches implement (fan/2016 cards, deck variants,
#: 2016 character variants, super mode): allowed to be unknown here.
PENDING: set[str] = set()

#: Real contradictions of variants.md: each pair must be declared (on either side) once
#: both ids are known.
CONFLICTS = (
    ("bank_35", "bank_unlimited"),
    ("three_player_method_1", "three_player_method_2"),
    ("three_player_method_1", "three_player_method_3"),
    ("three_player_method_2", "three_player_method_3"),
    ("three_player_nine_q1", "three_player_method_1"),
    ("three_player_nine_q1", "three_player_method_2"),
    ("three_player_nine_q1", "three_player_method_3"),
    ("spy_targets_character", "spy_takes_from_hand"),
    ("abbot_gold_only", "abbot_fan_cards"),
    ("hospital_cost_5", "hospital_clinic_split"),
)


def _spec_text() -> str:
    path = SPEC if SPEC.exists() else LOCAL_SPEC
    if not path.exists():
        pytest.skip("rules/variants.md is not available")
    return path.read_text("utf-8")


def table() -> dict[str, dict[str, str]]:
    """id -> preset -> cell ("on", "off", "base", "n/a"), from the summary table."""
    row = re.compile(r"^\|\s*\d+\s*\|\s*`([^`]+)`\s*\|.*\|([^|]*)\|([^|]*)\|([^|]*)\|([^|]*)\|\s*$")
    out: dict[str, dict[str, str]] = {}
    for line in _spec_text().splitlines():
        m = row.match(line)
        if m:
            cells = [c.strip().rstrip("*") for c in m.groups()[1:]]
            # "(in #31)": abbot_tie_no_gold is part of abbot_fan_cards there, not on itself.
            cells = [c if c in ("on", "off", "base", "n/a") else "off" for c in cells]
            out[m.group(1)] = dict(zip(COLUMNS, cells, strict=True))
    return out


TABLE = table() if SPEC.exists() or LOCAL_SPEC.exists() else {}
KNOWN = all_variants()


def test_the_table_has_85_ids_and_pending_names_only_table_ids() -> None:
    assert len(_spec_table()) == 85
    assert set(_spec_table()) >= PENDING, sorted(PENDING - set(_spec_table()))


def _spec_table() -> dict[str, dict[str, str]]:
    return TABLE or table()


def test_every_id_is_known_unless_pending() -> None:
    missing = [v for v in [*_spec_table(), *ENGINE] if v not in KNOWN and v not in PENDING]
    assert missing == []


@pytest.mark.parametrize("vid", sorted(TABLE))
def test_variant_presets_match_the_na_columns(vid: str) -> None:
    """A variant applies exactly where its cell is not n/a; "base" cells are its base."""
    if vid not in KNOWN:
        assert vid in PENDING
        return
    info, cells = KNOWN[vid], TABLE[vid]
    applies = {p for p in COLUMNS if cells[p] != "n/a"}
    assert {p for p in COLUMNS if info.applies_to(p)} == applies
    assert set(info.base) == {p for p in COLUMNS if cells[p] == "base"}
    assert info.source, f"{vid} names no source"
    if info.presets:
        assert info.why_not, f"{vid} does not say why it does not apply elsewhere"


@pytest.mark.parametrize("preset", [p for p in COLUMNS if p in presets()])
def test_each_preset_switches_on_the_tables_on_cells(preset: str) -> None:
    the_preset = presets()[preset]
    expected = {vid for vid, cells in _spec_table().items() if cells[preset] == "on"}
    assert set(the_preset.variants) == expected
    for vid, cells in _spec_table().items():
        if vid in KNOWN:
            assert KNOWN[vid].default_in(the_preset) == cells[preset], vid


def test_engine_option_is_known_and_off() -> None:
    info = KNOWN["engine.ballroom_auto_thanks"]
    assert info.default_in(presets()["dark_city"]) == "off"
    assert not info.applies_to("classic")


@pytest.mark.parametrize("a,b", CONFLICTS)
def test_contradictions_are_declared(a: str, b: str) -> None:
    if a not in KNOWN or b not in KNOWN:
        assert {a, b} & PENDING
        return
    assert b in KNOWN[a].conflicts or a in KNOWN[b].conflicts


def test_conflicts_name_real_ids() -> None:
    ids = set(_spec_table()) | set(ENGINE)
    for info in KNOWN.values():
        assert set(info.conflicts) <= ids | set(KNOWN), info.id


def test_conflicting_variants_are_a_config_error_naming_both() -> None:
    config = cr.GameConfig(players=4, seed=1, variants=("bank_35", "bank_unlimited"))
    with pytest.raises(cr.ConfigError, match="'bank_35' and 'bank_unlimited'"):
        cr.new_game(config)


def test_a_conflicting_variant_replaces_the_presets_default() -> None:
    """An explicit method 2 switches the preset's method 1 off (no error)."""
    state = cr.new_game(cr.GameConfig(players=3, seed=1, variants=("three_player_method_2",)))
    assert "three_player_method_1" not in state.rules.variants


@pytest.mark.parametrize(
    "vid",
    [
        "dc_district_limit_3",
        "hospital_vs_witch",
        "bell_tower_designated_player",
        "witch_takes_gather_bonus",
    ],
)
def test_a_variant_off_its_presets_is_a_config_error_saying_why(vid: str) -> None:
    info = KNOWN[vid]
    with pytest.raises(cr.ConfigError) as err:
        cr.new_game(cr.GameConfig(players=4, preset="classic", seed=1, variants=(vid,)))
    assert vid in str(err.value) and info.why_not in str(err.value)
    assert "does not apply to preset 'classic'" in str(err.value)


def test_every_variant_id_appears_on_the_docs_page_with_its_defaults() -> None:
    page = (ROOT / "docs" / "variants.md").read_text("utf-8")
    for vid, info in KNOWN.items():
        line = next((ln for ln in page.splitlines() if ln.startswith(f"| `{vid}` |")), None)
        assert line is not None, vid
        assert info.source in line or not info.source


def test_citadels_packs_lists_every_variant_with_its_defaults() -> None:
    """``citadels packs`` lists each variant with its source and its default per
    preset (on, off, base, n/a)."""
    from click.testing import CliRunner

    from citadels_rules.cli import main

    result = CliRunner().invoke(main, ["packs"], env={"COLUMNS": "160"})
    assert result.exit_code == 0, result.output
    out = result.output
    for vid in KNOWN:
        assert vid in out, vid
    out = " ".join(out.replace("│", " ").split())
    assert "on: classic, dark_city" in out  # three_player_method_1
    assert "base: classic, dark_city" in out  # tie_shared_victory
    assert "n/a: classic" in out
    assert "source: 004-Q71" in out
