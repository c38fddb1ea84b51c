"""The suite's two tiers (tests/conftest.py): the default tier, which the README's test
command runs in a few minutes, keeps every rule and card scenario; the thorough tier
(``pytest --thorough``) runs the property tests again with more examples and everything
the default tier leaves out, so that CI, which runs both, loses no coverage."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import settings

ROOT = Path(__file__).resolve().parents[2]


def collected(*args: str) -> set[str]:
    """The node ids ``pytest --collect-only`` selects with ``args``."""
    done = subprocess.run(
        [
            *(sys.executable, "-m", "pytest", "--collect-only", "-q"),
            *("-p", "no:cacheprovider", "-n", "0", *args),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return {line for line in done.stdout.splitlines() if "::" in line}


@pytest.fixture(scope="module")
def tiers() -> tuple[set[str], set[str]]:
    """(the default tier, the thorough tier)."""
    return collected(), collected("--thorough")


def test_every_scenario_and_property_test_is_in_the_default_tier(
    tiers: tuple[set[str], set[str]],
) -> None:
    default, thorough = tiers
    everything = default | thorough
    scenarios = {t for t in everything if t.startswith("tests/scenarios/")}
    assert len(scenarios) > 1000 and scenarios <= default

    def functions(tests: set[str]) -> set[str]:
        return {t.split("[")[0] for t in tests if t.startswith("tests/property/")}

    # every property test, at some of its player counts (strategies.tiered)
    assert functions(everything) and functions(everything) == functions(default)
    assert thorough - default, "the default tier leaves the slow tests to the thorough tier"


def test_the_thorough_tier_reruns_the_property_tests_and_the_slow_ones(
    tiers: tuple[set[str], set[str]],
) -> None:
    default, thorough = tiers
    properties = {t for t in default if t.startswith("tests/property/")}
    assert properties <= thorough
    assert not any(t.startswith("tests/scenarios/") for t in thorough)
    browser = "tests/unit/test_replay_browser.py::test_replay_page_in_a_browser"
    assert browser in thorough and browser not in default
    lineup_soak = "tests/soak/test_lineups_soak.py::test_lineup_soak["
    assert any(t.startswith(lineup_soak) for t in thorough)
    assert not any(t.startswith(lineup_soak) for t in default)


def test_the_default_tier_replays_the_first_seeds_of_every_golden_game(
    tiers: tuple[set[str], set[str]],
) -> None:
    default, thorough = tiers
    quick = {t.split("[")[1] for t in default if "test_golden_first_seeds[" in t}
    full = {t.split("[")[1] for t in thorough if "test_golden_final_states[" in t}
    assert len(quick) > 40 and quick == full
    assert not any("test_golden_final_states[" in t for t in default)


@pytest.mark.skipif(bool(os.environ.get("HYPOTHESIS_PROFILE")), reason="profile overridden")
def test_property_tests_use_fewer_examples_in_the_default_tier() -> None:
    quick = settings.get_profile("quick").max_examples
    assert quick < settings.get_profile("thorough").max_examples
    assert settings.default.max_examples == quick
