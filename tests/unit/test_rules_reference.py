"""The rules reference (docs/rules/): every rule id that the code, the packs, the tests
and the examples cite is defined there, with an anchor to link to; the copy is the
specification's text with only anchors added. Refresh it with
``python -m citadels_rules.rules_reference`` (needs ``../shared/rules``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from citadels_rules.rules_reference import (
    SPEC_PAGES,
    anchor,
    citations,
    cited_ids,
    defined_ids,
    refresh,
    with_anchors,
)

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules"
SPEC = ROOT.parent / "shared" / "rules"
CITING = ("src", "packs", "tests", "examples")


@pytest.fixture(scope="module")
def defined() -> dict[str, str]:
    return defined_ids(RULES)


def test_every_cited_rule_id_is_defined_in_the_rules_reference(defined: dict[str, str]) -> None:
    """C-n.m, R8.n, faq:… (and the source key R16) cited anywhere in src/, packs/, tests/,
    examples/, the README or the docs' pages are defined in docs/rules/; each missing one
    is reported with file:line."""
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    found = list(citations([*(ROOT / d for d in CITING), *pages], ROOT))
    assert len(found) > 500, "the citation scan found almost nothing"
    missing = [
        f"{path}:{line}: {cited}"
        for path, line, citation in found
        for cited in cited_ids(citation)
        if cited not in defined
    ]
    assert not missing, "ids cited but not defined in docs/rules/:\n" + "\n".join(missing)


def test_the_reference_defines_the_ids_of_every_kind(defined: dict[str, str]) -> None:
    """Core rules, shared character rules, FAQ rulings of the three sources, source keys."""
    for cited, target in {
        "C-10.2": "core.md#c-10-2",
        "C-14.1a": "core.md#c-14-1a",
        "C-13": "core.md#c-13",
        "R1": "characters.md#r1",
        "R8.2": "characters.md#r8-2",
        "faq:000-thief-1": "faq.md#faq-000-thief-1",
        "faq:000-university_dragon_gate-1": "faq.md#faq-000-university_dragon_gate-1",
        "faq:003-gen-1": "faq.md#faq-003-gen-1",
        "faq:004-Q45": "faq.md#faq-004-q45",
        "R16": "index.md#r16",
    }.items():
        assert defined.get(cited) == target, cited
    assert sum(c.startswith("faq:" + "004-Q") for c in defined) == 80


def test_every_anchor_is_in_the_page(defined: dict[str, str]) -> None:
    """The anchors the lookup promises exist in the committed pages (mkdocs links to them)."""
    for spec_name, page in SPEC_PAGES.items():
        text = (RULES / page).read_text(encoding="utf-8")
        ids = set(re.findall(r'<a id="([^"]+)"></a>', text))
        expected = {anchor(c) for c, target in defined.items() if target.startswith(page + "#")}
        assert expected <= ids, (spec_name, sorted(expected - ids)[:5])


def test_the_copy_is_the_spec_text_with_only_anchors_added() -> None:
    """Removing the anchors gives back the specification (when ../shared/rules is there,
    byte for byte; refresh with ``python -m citadels_rules.rules_reference``)."""
    for spec_name, page in SPEC_PAGES.items():
        text = (RULES / page).read_text(encoding="utf-8")
        assert with_anchors(spec_name, text) == text, f"{page}: anchors not as generated"
        source = SPEC / spec_name
        if source.is_file():
            plain = re.sub(r'<a id="[^"]*"></a>', "", text)
            assert plain == source.read_text(encoding="utf-8"), (
                f"docs/rules/{page} differs from {source}: python -m citadels_rules.rules_reference"
            )


def test_refresh_writes_the_pages_and_is_idempotent(tmp_path: Path) -> None:
    spec = tmp_path / "spec"
    spec.mkdir()
    (spec / "core.md").write_text("## C-1 Definitions\n\n- **C-1.1 Seating.** Text.\n")
    (spec / "faq.md").write_text("| id | ruling |\n|---|---|\n| 004-Q7 | Ruling. |\n")
    out = tmp_path / "rules"
    assert sorted(p.name for p in refresh(spec, out)) == ["core.md", "faq.md"]
    assert (out / "core.md").read_text() == (
        '## <a id="c-1"></a>C-1 Definitions\n\n- **<a id="c-1-1"></a>C-1.1 Seating.** Text.\n'
    )
    assert '| <a id="faq-004-q7"></a>004-Q7 |' in (out / "faq.md").read_text()
    assert refresh(spec, out) == []


@pytest.mark.parametrize(
    ("line", "cited"),
    [
        ("(C-10.2, C-14.1a; R8.2)", ["C-10.2", "C-14.1a", "R8.2"]),
        ("see C-13 step 1 and R16", ["C-13", "R16"]),
        ("faq:000-bell_tower-5, faq:004-Q45.", ["faq:000-bell_tower-5", "faq:004-Q45"]),
        ("ABC-1 PR16 utf-8", []),
    ],
)
def test_citation_pattern(tmp_path: Path, line: str, cited: list[str]) -> None:
    (tmp_path / "x.py").write_text(line + "\n")
    assert [c for _, _, c in citations([tmp_path], tmp_path)] == cited


def test_a_faq_range_names_both_ends() -> None:
    assert cited_ids("faq:004-Q44-Q54") == ["faq:004-Q44", "faq:004-Q54"]
    assert cited_ids("faq:000-thief-1") == ["faq:000-thief-1"]


def test_the_rules_pages_are_in_the_site_nav() -> None:
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    missing = [page for page in SPEC_PAGES.values() if f"rules/{page}" not in nav]
    assert not missing, f"docs/rules/ pages missing from the nav of mkdocs.yml: {missing}"
