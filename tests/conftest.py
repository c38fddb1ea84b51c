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
# Every hook implementation of the shipped packs must actually run during the full suite
# ("exercised" is proven by recording calls, not by matching names).
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from citadels_rules.engine import hooks as _hooks  # noqa: E402
from citadels_rules.game.packs import discover_packs  # noqa: E402
from citadels_rules.game.ruleset import clear_cache  # noqa: E402

_hooks.MONITOR = set()
clear_cache()


def expected_impls() -> set[tuple[str, str]]:
    """(hook, plugin name) for every hook implementation of the shipped packs."""
    out = set()
    for pack in discover_packs().values():
        named = [(name, plugin) for name, plugin in pack.rules]
        named += list(pack.plugins.items())
        named += [(f"variant:{v.id}", v.plugin) for v in pack.variants if v.plugin is not None]
        for name, plugin in named:
            for attr in dir(plugin):
                if hasattr(getattr(plugin, attr, None), "citadels_impl"):
                    out.add((attr, name))
    return out


def _whole_suite(session: pytest.Session) -> bool:
    opt = session.config.option
    if getattr(opt, "keyword", "") or getattr(opt, "markexpr", ""):
        return False
    tests = Path(__file__).parent.resolve()
    args = [Path(a.split("::")[0]).resolve() for a in session.config.args]
    return all(a in (tests, tests.parent) for a in args)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if exitstatus != 0 or not _whole_suite(session) or _hooks.MONITOR is None:
        return
    missing = sorted(expected_impls() - _hooks.MONITOR)
    if missing:
        lines = "\n".join(f"  {hook} of {plugin}" for hook, plugin in missing)
        print(f"\nhook implementations never called by the suite:\n{lines}")
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
