"""Shared test configuration: Hypothesis profiles (``ci`` has no deadline)."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", deadline=None, max_examples=40, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", deadline=None, max_examples=15)
settings.register_profile("thorough", deadline=None, max_examples=500)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))


# -- hook-call monitor -----------------------------------------------------------------
# "Exercised" is proven by recording calls, not by matching names: a whole-suite run
# fails when
#   * a hook implementation of a shipped pack never ran, or
#   * a hook spec never ran any implementation at all (test-only plugins, such as the
#     variants of tests/unit/test_hooks.py, count).
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from citadels_rules.docs import hooks_of, plugins_of, shipped_packs  # noqa: E402
from citadels_rules.engine import hooks as _hooks  # noqa: E402
from citadels_rules.engine.hooks import spec_kinds  # noqa: E402
from citadels_rules.game import hookspecs  # noqa: E402
from citadels_rules.game.ruleset import clear_cache  # noqa: E402

_hooks.MONITOR = set()
clear_cache()


def expected_impls() -> set[tuple[str, str]]:
    """(hook, plugin name) for every hook implementation of the shipped packs (not of fan
    packs that happen to be installed next to the library)."""
    return {
        (hook, name)
        for pack in shipped_packs()
        for name, plugin in plugins_of(pack)
        for hook in hooks_of(plugin)
    }


def expected_specs() -> set[str]:
    """Every hook spec of :mod:`citadels_rules.game.hookspecs`."""
    return set(spec_kinds(hookspecs, hookspecs.PROJECT))


def unexercised(called: set[tuple[str, str]]) -> tuple[list[tuple[str, str]], list[str]]:
    """What the recorded ``called`` pairs lack: shipped implementations that never ran,
    and hook specs for which no implementation ever ran."""
    missing_impls = sorted(expected_impls() - called)
    missing_specs = sorted(expected_specs() - {hook for hook, _ in called})
    return missing_impls, missing_specs


def _whole_suite(session: pytest.Session) -> bool:
    opt = session.config.option
    if getattr(opt, "keyword", "") or getattr(opt, "markexpr", ""):
        return False
    if getattr(opt, "lf", False) or getattr(opt, "deselect", None) or opt.collectonly:
        return False
    tests = Path(__file__).parent.resolve()
    args = [Path(a.split("::")[0]).resolve() for a in session.config.args]
    return all(a in (tests, tests.parent) for a in args)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if exitstatus != 0 or not _whole_suite(session) or _hooks.MONITOR is None:
        return
    missing_impls, missing_specs = unexercised(_hooks.MONITOR)
    if missing_impls:
        lines = "\n".join(f"  {hook} of {plugin}" for hook, plugin in missing_impls)
        print(f"\nhook implementations never called by the suite:\n{lines}")
    if missing_specs:
        lines = "\n".join(f"  {hook}" for hook in missing_specs)
        print(
            "\nhook specs never called with an implementation by the suite (add a test "
            f"that exercises each, e.g. a test plugin in tests/unit/test_hooks.py):\n{lines}"
        )
    if missing_impls or missing_specs:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
