"""Shared test configuration: the two tiers and their Hypothesis profiles, and the
hook-call monitor, and ``add_entry_points`` (packs installed for one test).

**Tiers.** ``python -m pytest`` runs the default tier: every rule, card and FAQ scenario,
every unit test, each property test with a few examples (profile ``quick``), the first
golden game of each preset and player count. ``python -m pytest --thorough`` runs what the
default tier shortens or leaves out: the property tests with the ``thorough`` profile
(40 examples), every golden seed, the browser and Ctrl-C tests, the soak-like random
game runs (tests marked ``thorough``). CI runs both. Both profiles are derandomized (the
same examples every run); ``HYPOTHESIS_PROFILE=long`` (500 random examples) overrides
either tier's profile for a long hunt.
"""

from __future__ import annotations

import builtins
import errno
import io
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

# The tiers' profiles are derandomized: the same examples on every run, so that a tier
# that passed here passes in CI (a found failure reproduces). ``long`` draws new examples
# each time: the hunt for new failures (add what it finds to the scenarios).
_RELAXED = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("quick", max_examples=3, derandomize=True, **_RELAXED)
settings.register_profile("thorough", max_examples=40, derandomize=True, **_RELAXED)
settings.register_profile("long", max_examples=500, **_RELAXED)
settings.register_profile("ci", parent=settings.get_profile("thorough"))  # the former name
settings.load_profile("quick")

PROPERTY = Path(__file__).parent.resolve() / "property"
#: Property-test modules outside ``PROPERTY`` (the second game's), run again by the
#: thorough tier as those in it are.
PROPERTY_FILES = frozenset(
    PROPERTY.parent / "dominion" / name
    for name in ("dominion_properties_test.py", "dominion_resample_test.py")
)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--thorough",
        action="store_true",
        default=False,
        help="run the thorough tier (property tests with 40 examples, every golden seed, "
        "the browser, Ctrl-C and soak-like tests) instead of the default tier",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "thorough: a slow test run only by the thorough tier (pytest --thorough), "
        "never by the default tier",
    )
    thorough = config.getoption("--thorough")
    settings.load_profile(
        os.environ.get("HYPOTHESIS_PROFILE") or ("thorough" if thorough else "quick")
    )


def in_thorough_tier(item: pytest.Item) -> bool:
    """Whether the thorough tier runs ``item``: a test marked ``thorough`` or a property
    test (run again there with the thorough profile's examples)."""
    return (
        item.get_closest_marker("thorough") is not None
        or PROPERTY in item.path.parents
        or item.path in PROPERTY_FILES
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    thorough = config.getoption("--thorough")
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    for item in items:
        default = item.get_closest_marker("thorough") is None
        (keep if (in_thorough_tier(item) if thorough else default) else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


# -- hook-call monitor -----------------------------------------------------------------
# "Exercised" is proven by recording calls, not by matching names: a whole-suite run
# fails when
#   * a hook implementation of a shipped pack never ran, or
#   * a hook spec never ran any implementation at all (test-only plugins, such as the
#     variants of tests/unit/test_hooks.py, count).
from citadels_rules.docs import hooks_of, plugins_of, shipped_packs  # noqa: E402
from citadels_rules.game import hookspecs  # noqa: E402
from citadels_rules.game.ruleset import clear_cache  # noqa: E402
from tabletop_engine import hooks as _hooks  # noqa: E402
from tabletop_engine.hooks import spec_kinds  # noqa: E402

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
    """Whether this is the default tier's whole run (the ``-m 'not soak'`` of addopts
    included: before, that expression alone kept the monitor from ever checking)."""
    opt = session.config.option
    if getattr(opt, "keyword", "") or getattr(opt, "markexpr", "") not in ("", "not soak"):
        return False
    if opt.thorough:
        return False
    if getattr(opt, "lf", False) or getattr(opt, "deselect", None) or opt.collectonly:
        return False
    tests = Path(__file__).parent.resolve()
    args = [Path(a.split("::")[0]).resolve() for a in session.config.args]
    return all(a in (tests, tests.parent) for a in args)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    """pytest-xdist: a worker's recorded hook calls join the controller's."""
    calls = getattr(node, "workeroutput", {}).get("citadels_monitor", ())
    if _hooks.MONITOR is not None:
        _hooks.MONITOR.update((hook, plugin) for hook, plugin in calls)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:  # a pytest-xdist worker: the controller checks
        workeroutput["citadels_monitor"] = sorted(_hooks.MONITOR or ())
        return
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


# -- skipped tests, for CI -------------------------------------------------------------
# CI's clean room runs the README's test command with the test extra alone; the tests it
# skips (those needing the rl, dask, plot or docs extras) are written to the file named by
# CITADELS_SKIPPED_LOG, and .ci/run runs them again where those extras are installed.
_SKIPPED_LOG = os.environ.get("CITADELS_SKIPPED_LOG")


def _log_skip(report: pytest.CollectReport | pytest.TestReport) -> None:
    if _SKIPPED_LOG and report.skipped and report.nodeid:
        with open(_SKIPPED_LOG, "a", encoding="utf-8") as log:
            log.write(report.nodeid + "\n")


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _log_skip(report)


def pytest_collectreport(report: pytest.CollectReport) -> None:
    _log_skip(report)


# -- a full disk (Milestone 17: a failed write never destroys the file it replaces) -----------
class _FullFile:
    """A file opened for writing on a disk with ``room`` characters (or bytes) left: the
    write that does not fit writes what fits, then fails with ``ENOSPC``, as a real
    full disk does (so that a file written in place is left truncated)."""

    def __init__(self, real: Any, room: int) -> None:
        self._real = real
        self._room = room

    def write(self, data: Any) -> int:
        if len(data) > self._room:
            self._real.write(data[: self._room])
            self._real.flush()
            self._room = 0
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        self._room -= len(data)
        return int(self._real.write(data))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)

    def __enter__(self) -> _FullFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self._real.close()


def _opened_path(file: Any) -> str:
    """The path ``open`` was given: a name, or the file behind a descriptor."""
    if isinstance(file, int):
        try:
            return os.readlink(f"/proc/self/fd/{file}")
        except OSError:  # no /proc: count the descriptor as a file under test
            return ""
    return os.fspath(file)


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Any:
    """``full_disk(room=64)``: from then on every file opened for writing under
    ``tmp_path`` (by ``open``, ``Path.write_text``, ``Path.open``, ``os.fdopen``) fails
    as on a full disk after ``room`` characters or bytes; other files are untouched."""
    real_open = builtins.open
    folder = str(tmp_path.resolve())

    def fill(room: int = 64) -> None:
        def opener(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
            fh = real_open(file, mode, *args, **kwargs)
            where = _opened_path(file)
            if set(mode) & set("wax+") and (where == "" or where.startswith(folder)):
                return _FullFile(fh, room)
            return fh

        monkeypatch.setattr(builtins, "open", opener)
        monkeypatch.setattr(io, "open", opener)

    return fill


# -- packs installed for one test --------------------------------------------------------
AddEntryPoints = Callable[..., None]


@pytest.fixture
def add_entry_points(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> AddEntryPoints:
    """``add(group, [(name, "module:attr"), ...], modules={module: source}, first=False)``:
    entry points of ``group`` added to the installed ones for this test (before them with
    ``first``: as if earlier on ``sys.path``), their ``modules`` written to a folder on
    ``sys.path`` and forgotten after the test. The test resets its game's registry."""

    def add(
        group: str,
        points: Sequence[tuple[str, str]],
        modules: Mapping[str, str] | None = None,
        first: bool = False,
    ) -> None:
        for name, source in (modules or {}).items():
            (tmp_path / f"{name}.py").write_text(source, encoding="utf-8")
            monkeypatch.delitem(sys.modules, name, raising=False)  # gone after the test
        monkeypatch.syspath_prepend(str(tmp_path))
        real = metadata.entry_points
        extra = [metadata.EntryPoint(name, value, group) for name, value in points]

        def entry_points(**kwargs: Any) -> Any:
            found = list(real(**kwargs))
            if kwargs.get("group") != group:
                return found
            return extra + found if first else found + extra

        monkeypatch.setattr(metadata, "entry_points", entry_points)

    return add
