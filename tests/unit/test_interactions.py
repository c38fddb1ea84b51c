"""Milestone 13: every pair of the interaction matrix (``docs/interactions.md``) has a
scenario test naming both cards, or is listed in ``interactions.PENDING`` with a reason."""

from __future__ import annotations

from pathlib import Path

from citadels_rules import interactions
from citadels_rules.docs import shipped_packs

ROOT = Path(__file__).resolve().parents[2]


def test_every_listed_pair_has_a_test() -> None:
    """A pair that gains no test fails here, by name (rename nothing: write
    ``test_<cardA>_x_<cardB>_<what>`` in tests/scenarios/test_interactions_fan_2016.py)."""
    missing = interactions.uncovered(shipped_packs(), ROOT / "tests")
    names = [f"{a} x {b}" for a, b in missing]
    assert not missing, f"{len(missing)} interaction pairs with no test: {names}"


def test_pending_pairs_are_listed_and_still_uncovered() -> None:
    """``PENDING`` holds only listed pairs that no test covers yet, each with a reason."""
    packs = shipped_packs()
    listed = interactions.pairs(packs)
    found = interactions.covering(ROOT / "tests", listed)
    for pair, reason in interactions.PENDING:
        assert pair in listed, f"pending pair {pair} is not in the matrix"
        assert reason.strip(), f"pending pair {pair} gives no reason"
        assert not found[pair], f"pending pair {pair} is covered now: drop it from PENDING"


def test_pairs_are_derived_from_declarations() -> None:
    """Spot checks of the derivation: redirection meets the Warlord on the city, the
    immunity meets the Thief on gold and character, two characters of one rank never
    meet, a card with no object meets nobody."""
    listed = interactions.pairs(shipped_packs())
    assert "city" in listed[("warlord", "fan.chen_yiru")]
    assert {"gold", "character"} <= set(listed[("thief", "fan.yang_ruoxin")])
    assert ("assassin", "witch") not in listed
    assert not [p for p in listed if "merchant" in p]


def test_a_test_covers_a_pair_when_its_name_names_both(tmp_path: Path) -> None:
    """Whole ``_``-separated words of the function name: ``king`` is not ``kings``."""
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "test_x.py").write_text(
        "def test_thief_x_yang_ruoxin_a():\n    pass\n"
        "def test_kings_and_fan_chen_yiru():\n    pass\n",
        encoding="utf-8",
    )
    found = interactions.covering(tests, [("thief", "fan.yang_ruoxin"), ("king", "fan.chen_yiru")])
    assert found[("thief", "fan.yang_ruoxin")] == ["tests/test_x.py::test_thief_x_yang_ruoxin_a"]
    assert found[("king", "fan.chen_yiru")] == []
