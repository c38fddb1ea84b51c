"""Meta-tests: the generated docs match the code, every hook is documented, every card
with behaviour is tested. Regenerate the docs with ``python -m citadels_rules.docs``.

That every hook spec actually *fires* during the suite is proven by the hook-call
monitor of ``tests/conftest.py`` (it fails a whole-suite run otherwise), not here.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

import citadels_rules as cr
from citadels_rules import pack_api
from citadels_rules.docs import (
    PAGES,
    STATE_CLASSES,
    attribute_docs,
    core_names,
    field_doc,
    hook_implementations,
    hook_specs,
    pages,
    public_fields,
    rst_to_markdown,
    ruleset_attributes,
    shipped_packs,
    suite_functions,
)
from citadels_rules.docs import tests_by_card as find_tests
from citadels_rules.pack_api import Pack, PackInfo

ROOT = Path(__file__).resolve().parents[2]
REGENERATE = "regenerate: python -m citadels_rules.docs"


@pytest.fixture(scope="module")
def generated() -> dict[str, str]:
    return pages(ROOT / "tests")


@pytest.mark.parametrize("page", PAGES)
def test_generated_page_is_up_to_date(page: str, generated: dict[str, str]) -> None:
    """docs/hooks.md, cards.md, variants.md and state.md are generated from the hook
    specs, the card data, the variants, the state classes and the tests naming each card."""
    current = (ROOT / "docs" / page).read_text(encoding="utf-8")
    assert current == generated[page], f"docs/{page} is stale: {REGENERATE}"


def test_generated_pages_are_in_the_site_nav() -> None:
    """mkdocs.yml lists every page of docs/ (``mkdocs build --strict`` checks the rest)."""
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    missing = [p.name for p in sorted((ROOT / "docs").glob("*.md")) if p.name not in nav]
    assert not missing, f"pages missing from the nav of mkdocs.yml: {missing}"


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
    """Each card that has a plugin is named by at least one test (name or docstring)."""
    ids = [cid for pack in shipped_packs() for cid in pack.plugins]
    found = find_tests(ROOT / "tests", ids)
    untested = sorted(cid for cid, node_ids in found.items() if not node_ids)
    assert not untested, f"cards with no test naming them: {untested}"


def test_tests_naming_a_card_are_pytest_node_ids() -> None:
    """The coverage table names tests by node id, a whole word of the name or docstring."""
    node_ids = [node_id for node_id, _ in suite_functions(ROOT / "tests")]
    assert "tests/unit/test_docs.py::test_every_card_with_behaviour_is_tested" in node_ids
    found = find_tests(ROOT / "tests", ["graveyard", "keep"])
    assert found["graveyard"] and all("::test_" in t for t in found["graveyard"])
    assert all(Path(ROOT / t.split("::")[0]).is_file() for t in found["keep"])


def test_rst_roles_and_fields_become_markdown() -> None:
    doc = (
        "Called by :func:`citadels_ability` with :class:`~a.b.Decision`.\n\n"
        ":param seat: the seat,\n    acting now. :param card: a card.\n"
        ":return: effects.\n\nUsed by: ``king``."
    )
    md = rst_to_markdown(doc, ["citadels_ability"])
    assert "[`citadels_ability`](#citadels_ability)" in md and "`Decision`" in md
    assert "- `seat`: the seat, acting now." in md and "- `card`: a card." in md
    assert "**Returns:** effects." in md and "**Used by:** ``king``." in md


def test_variants_page_names_presets_conflicts_and_hooks(generated: dict[str, str]) -> None:
    page = generated["variants.md"]
    line = next(row for row in page.splitlines() if row.startswith("| `three_player_method_1`"))
    header = next(row for row in page.splitlines() if row.startswith("| variant | summary"))
    assert "| source | `classic` | `dark_city` | `edition_2016` |" in header
    assert "| **on** | **on** | off |" in line  # its default per preset
    assert "`three_player_method_2`" in line and "hooks.md#citadels_lineup" in line
    bank = next(row for row in page.splitlines() if row.startswith("| `bank_unlimited`"))
    assert "`bank_35`" in bank  # conflicts are shown on both sides


def test_cards_page_lists_names_edition_and_tests(generated: dict[str, str]) -> None:
    page = generated["cards.md"]
    row = next(r for r in page.splitlines() if r.startswith("| `warlord`"))
    assert "| Warlord | 軍閥 | classic | 8 | red |" in row and "(#tests-warlord)" in row
    assert '<details id="tests-warlord">' in page


def test_generated_pages_ignore_installed_fan_packs(generated: dict[str, str]) -> None:
    """The committed pages describe the shipped packs only, whatever else is installed."""
    fan = Pack(info=PackInfo(id="docs_fan", version="0", name="docs fan"))
    assert pages(ROOT / "tests", [*shipped_packs(), fan])["cards.md"] == generated["cards.md"]
    assert "docs_fan" not in "".join(generated.values())


# -- what a plugin may read ---------------------------------------------------------------


@pytest.mark.parametrize("cls", STATE_CLASSES, ids=lambda c: c.__name__)
def test_every_state_field_is_documented(cls: type) -> None:
    """docs/state.md: a field a plugin may read has a ``#:`` comment (or a sentence of
    its class docstring naming it), so a new field cannot go undocumented."""
    fields = [f.name for f in public_fields(cls)]
    assert fields
    missing = [name for name in fields if not field_doc(cls, name)]
    assert not missing, f"{cls.__name__} fields without a #: comment: {missing}"


def test_every_ruleset_attribute_is_documented() -> None:
    """``state.rules``: every public attribute of a real ruleset has a ``#:`` comment."""
    rules = cr.new_game(cr.GameConfig(players=4, preset="classic", seed=1)).rules
    public = sorted(name for name in vars(rules) if not name.startswith("_"))
    docs = ruleset_attributes()
    missing = [name for name in public if not docs.get(name)]
    assert not missing, f"Ruleset attributes without a #: comment: {missing}"


def test_every_core_name_is_documented_and_exported() -> None:
    """The token names, mark kinds and flags that pack_api defines are in ``__all__``
    and carry a ``#:`` comment (their row of docs/state.md)."""
    names = {name: doc for name, _value, doc in core_names()}
    assert {"INCOME", "BUILT", "ENDING", "KILLED", "ROBBED", "BEWITCHED"} <= set(names)
    assert all(name in pack_api.__all__ for name in names)
    assert not [name for name, doc in names.items() if not doc]


def test_attribute_docs_reads_sphinx_comments() -> None:
    source = (
        "#: One.\n#: Two.\nA: int = 1\n\n#: Lost.\n\nB = 2\n    #: Mine.\n    self.c = 3\nD = 4\n"
    )
    assert attribute_docs(source) == {"A": "One. Two.", "c": "Mine."}


def test_state_page_names_fields_helpers_rules_and_tokens(generated: dict[str, str]) -> None:
    page = generated["state.md"]
    assert "| `used` | `frozenset[str]` |" in page
    assert "`holder(character: str) -> int | None`" in page
    assert "| `variants` |" in page and "`threshold(state: GameState) -> int`" in page
    assert "| `BUILT` | `'built'` |" in page and "| `KILLED` | `'killed'` |" in page
    assert "| `done` | `bool` | Whether the seat may also finish" in page


@pytest.mark.parametrize("cls", STATE_CLASSES, ids=lambda c: c.__name__)
def test_field_docs_say_something_of_their_own(cls: type) -> None:
    """A field's row in docs/state.md is not its class's docstring again: no two fields
    share a text, and none repeats the class's first line."""
    docs = {f.name: field_doc(cls, f.name) for f in public_fields(cls)}
    summary = (cls.__doc__ or "").strip().splitlines()[0]
    repeated = [name for name, doc in docs.items() if summary in doc]
    shared = [name for name, doc in docs.items() if list(docs.values()).count(doc) > 1]
    assert not repeated and not shared, f"{cls.__name__}: {repeated or shared}"


def test_hook_reference_lists_each_implementer_once_and_agrees_with_used_by() -> None:
    """docs/hooks.md: a hook whose doc says no shipped card uses it has no shipped
    implementation, and a card of two editions is listed once."""
    impls = hook_implementations()
    for name, _kind, _sig, doc in hook_specs():
        used = impls.get(name, [])
        assert len(used) == len(set(used)), f"{name}: {used}"
        if "Used by: no shipped card" in " ".join(doc.split()):
            assert not used, f"{name}'s doc says no shipped card uses it, yet: {used}"
    assert impls["citadels_only_actions"] == ["witch", "ballroom", "blackmailer"]


# -- the hand-written pages ---------------------------------------------------------------
#: Pages whose ```python blocks run as they are, top to bottom, in one namespace per page.
RUNNABLE = ("index.md", "quickstart.md", "guide.md", "bots.md")
FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.S | re.M)


def _installed(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):  # ValueError: blocked in sys.modules
        return False


#: docs/rl.md needs the ``rl`` extra (CI installs it).
RL_PAGE = pytest.param(
    "rl.md",
    marks=pytest.mark.skipif(
        not all(_installed(m) for m in ("pettingzoo", "gymnasium", "numpy")),
        reason="the rl extra (pettingzoo, gymnasium, numpy) is not installed",
    ),
)


@pytest.mark.parametrize("page", [*RUNNABLE, RL_PAGE, "../README.md"])
def test_examples_in_the_docs_run(page: str) -> None:
    """The guide's examples are real code: every ```python block of the page runs."""
    text = (ROOT / "docs" / page).read_text(encoding="utf-8")
    namespace: dict[str, object] = {"__name__": f"docs_{page[:-3]}"}
    blocks = [m.group(2) for m in FENCE.finditer(text) if m.group(1) == "python"]
    assert blocks, f"docs/{page} has no python example"
    for i, code in enumerate(blocks):
        exec(compile(code, f"docs/{page}, example {i + 1}", "exec"), namespace)


def quoted_excerpts(page: str) -> list[tuple[str, str]]:
    """``(path, excerpt)`` for each code block of a page that a line ``From `path`:``
    introduces (a paragraph in between ends the quoting); ``# ...`` lines elide code."""
    text = (ROOT / "docs" / page).read_text(encoding="utf-8")
    out: list[tuple[str, str]] = []
    source: str | None = None
    pos = 0
    for m in FENCE.finditer(text):
        for line in text[pos : m.start()].splitlines():
            quote = re.fullmatch(r"From `([^`]+)`:", line.strip())
            if quote:
                source = quote.group(1)
            elif line.strip():
                source = None
        pos = m.end()
        if source is not None:
            for chunk in re.split(r"^\s*# \.\.\.\n", m.group(2), flags=re.M):
                if chunk.strip():
                    out.append((source, chunk.strip("\n")))
    return out


@pytest.mark.parametrize("page", ["tutorial-character.md", "writing-packs.md"])
def test_quoted_code_is_verbatim(page: str) -> None:
    """Every code block a page says is *From* a file (of examples/, packs/) is in that
    file, so the tutorial follows the example pack as it is."""
    excerpts = quoted_excerpts(page)
    assert len({path for path, _ in excerpts}) >= 3
    stale = [
        f"{path}:\n{excerpt}"
        for path, excerpt in excerpts
        if excerpt not in (ROOT / path).read_text(encoding="utf-8")
    ]
    assert not stale, f"docs/{page} quotes code that is gone:\n" + "\n".join(stale)
