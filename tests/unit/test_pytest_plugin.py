"""The pytest plugin (``citadels_rules.testing.plugin``): the ``citadels_pack`` marker
runs the standard checks of a preset, and the docs say what the fixtures are.

The marker's tests run pytest in a subprocess (``pytester``), so the planted pack they
register stays out of this process.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parents[2]

#: A conftest registering a pack whose variant breaks an effect's contract.
PLANTED_CONFTEST = """
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.pack_api import BANK, Pack, PackInfo, Transfer, VariantInfo, hookimpl
from citadels_rules.pack_api import register_pack


class NegativeRefund:
    @hookimpl
    def citadels_after_gather(self, seat, kind):
        return [Transfer(BANK, seat, -1)] if kind == "cards" else None


register_pack(
    Pack(
        info=PackInfo(id="planted", version="0", name="planted bugs"),
        variants=(VariantInfo("planted.negative", "planted.negative", NegativeRefund()),),
    )
)
clear_cache()
"""

MARKED_TESTS = """
import pytest

RAN = []


@pytest.mark.citadels_pack("classic", players=(3,), games=1)
def test_classic():
    RAN.append("classic")


@pytest.mark.citadels_pack("classic", players=(3,), games=1)
def test_classic_again():
    assert RAN == ["classic"]  # the body runs after the checks pass


@pytest.mark.citadels_pack(
    "classic", players=(4,), games=3, variants=("planted.negative",)
)
def test_planted():
    raise RuntimeError("the body ran")


@pytest.mark.citadels_pack("no_such_preset")
def test_unknown_preset():
    pass


@pytest.mark.citadels_pack
def test_no_preset():
    pass
"""

MODULE_MARKED = """
import pytest

pytestmark = pytest.mark.citadels_pack("classic", players=(2,), games=1)


def test_one():
    pass


def test_two():
    pass
"""


@pytest.fixture
def records(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = pytester.path / "records"
    monkeypatch.setenv("CITADELS_FAILURES", str(path))
    return path


def test_the_marker_runs_the_standard_checks_of_a_preset(
    pytester: pytest.Pytester, records: Path
) -> None:
    """``@pytest.mark.citadels_pack(preset, ...)``: a preset that keeps the invariants
    passes (then the body runs); a planted bug, an unknown preset and a marker without a
    preset fail the test with the checks' message, the failed game's record written."""
    pytester.makeconftest(PLANTED_CONFTEST)
    pytester.makepyfile(test_marked=MARKED_TESTS, test_module_marked=MODULE_MARKED)
    result = pytester.runpytest_subprocess("--strict-markers", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=4, failed=3)
    out = result.stdout.str()
    assert "the body ran" not in out
    assert "invariant failed in preset 'classic', 4 players" in out
    assert "amount must be an int >= 1" in out and "plugin 'variant:planted.negative'" in out
    assert [p.suffix for p in records.iterdir()] == [".json"]
    assert "unknown preset 'no_such_preset'" in out
    assert "needs a preset id" in out


def test_the_marker_is_registered(pytester: pytest.Pytester) -> None:
    result = pytester.runpytest_subprocess("--markers")
    assert "@pytest.mark.citadels_pack(preset, players=None, games=3, every=7" in (
        result.stdout.str()
    )


def test_check_preset_finds_broken_data_before_playing() -> None:
    """The marker's checks start with those of ``citadels check``'s first two steps."""
    from citadels_rules.testing.plugin import check_preset

    assert check_preset("classic", players=(2,), games=1) is None
    assert "unknown preset 'nope'" in (check_preset("nope") or "")


def test_the_docs_say_what_table_is_and_how_often_the_costly_checks_run() -> None:
    """README and the docs say that ``table`` makes tables (not that ``Table`` is a
    fixture), that ``pack_invariants`` checks the costly invariants every 7th action
    (``every=7``), and show the marker."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "`Table` is also a pytest fixture" not in readme
    assert "a factory of `Table`s" in readme and "citadels_pack(" in readme
    for page in ("guide.md", "writing-packs.md", "tutorial-character.md"):
        text = (ROOT / "docs" / page).read_text(encoding="utf-8")
        assert "every=7" in text, page
        assert "@pytest.mark.citadels_pack(" in text, page
    tutorial = (ROOT / "docs" / "tutorial-character.md").read_text(encoding="utf-8")
    assert "checks after every move" not in tutorial
