"""Meta-tests: the generated docs match the code, every hook is documented, every card
with behaviour is tested. Regenerate the docs with ``python -m citadels_rules.docs``."""

from __future__ import annotations

from pathlib import Path

import pytest

from citadels_rules.docs import cards_table, hook_reference, hook_specs
from citadels_rules.docs import tests_by_card as count_tests
from citadels_rules.game.packs import discover_packs

ROOT = Path(__file__).resolve().parents[2]


def test_hook_reference_is_up_to_date() -> None:
    """docs/hooks.md is generated from the hook specs."""
    current = (ROOT / "docs" / "hooks.md").read_text(encoding="utf-8")
    assert current == hook_reference(), "regenerate: python -m citadels_rules.docs"


def test_cards_table_is_up_to_date() -> None:
    """docs/cards.md is generated from the card data and the tests naming each card."""
    expected = cards_table(discover_packs().values(), ROOT / "tests")
    current = (ROOT / "docs" / "cards.md").read_text(encoding="utf-8")
    assert current == expected, "regenerate: python -m citadels_rules.docs"


@pytest.mark.parametrize("name,kind,sig,doc", hook_specs(), ids=lambda v: str(v)[:40])
def test_every_hook_spec_says_when_what_and_who(name: str, kind: str, sig: str, doc: str) -> None:
    """A pack author needs: when the window fires, what to return, which card uses it."""
    assert len(doc.splitlines()) >= 3, f"{name} has no real docstring"
    assert "Used by" in doc, f"{name} does not say which cards use it"
    if kind == "fold":
        assert "value:" in sig, f"fold hook {name} must take the value so far"
    else:
        assert ":return:" in doc or "Return" in doc or "return" in doc, f"{name}: what to return?"


def test_every_card_with_behaviour_is_tested() -> None:
    """Each card that has a plugin is named by at least one test."""
    packs = discover_packs()
    ids = [cid for pack in packs.values() for cid in pack.plugins]
    counts = count_tests(ROOT / "tests", ids)
    untested = sorted(cid for cid, n in counts.items() if n == 0)
    assert not untested, f"cards with no test naming them: {untested}"
