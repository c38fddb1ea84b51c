"""The pytest plugin of citadels_rules (entry point ``pytest11``): installing the library
installs it, with no ``conftest.py`` needed.

Fixtures:

``table``
    A *factory* of :class:`~citadels_rules.testing.Table` (the fixture is not a table
    itself): ``table(players=4, preset="classic", seed=0, variants=(...))`` returns a new
    one each call.
``pack_invariants``
    A function ``pack_invariants(config_or_preset, players=(2, ..., 7), games=5,
    every=7, **config)`` that plays random games with the standard property checks
    (conservation, determinism, JSON round-trip, hidden views, hidden information by
    non-interference, non-empty legal actions, rejected illegal actions, termination)::

        def test_my_pack(pack_invariants):
            pack_invariants("my_preset", players=range(2, 8), games=10)

    Conservation, legal actions, termination and determinism are checked at every
    action; the costlier checks (JSON round-trip, views, hidden information, illegal
    actions) every ``every``-th action only: ``every=7`` by default, ``every=1`` checks
    them all at every action (slower: ``citadels check`` and the soak run do the same
    sampling).

    A failure raises :class:`~citadels_rules.testing.invariants.InvariantFailure`
    naming the game, step and action, and writes the record of the game up to the
    failure (``citadels replay FILE`` replays it) into ``$CITADELS_FAILURES`` when set
    (say, a directory your CI keeps as an artifact), else into the test's ``tmp_path``
    (``citadels-failures/``).

Marker:

``@pytest.mark.citadels_pack("my_preset", players=..., games=3, every=7, **config)``
    Runs the standard checks of ``citadels check --preset my_preset`` before the test's
    body: the data and plugins of the preset's packs, its rules built for each player
    count and alternative character, then ``games`` random games per player count
    (``players``: default every count of the preset) with every invariant above. A
    problem fails the test with its message. So a pack's CI needs one line::

        @pytest.mark.citadels_pack("my_preset")
        def test_my_preset(): ...

    The same checks with the same arguments run once per session (several tests, or a
    module's ``pytestmark``, share the outcome). Records of failed games go to
    ``$CITADELS_FAILURES`` when set, else to ``citadels-failures/`` in the system's
    temporary directory (as with ``citadels check``); the failure names the file.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest

from .invariants import FAILURES_ENV, InvariantFailure, run_pack_invariants
from .table import Table

#: The marker's name.
MARKER = "citadels_pack"

_OUTCOMES = pytest.StashKey[dict[str, "str | None"]]()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        f"{MARKER}(preset, players=None, games=3, every=7, **config): run the standard "
        "checks of citadels check for that preset (data and plugins, rules, random games "
        "with every invariant) before the test; a problem fails it",
    )
    config.stash[_OUTCOMES] = {}


@pytest.fixture
def table() -> Callable[..., Table]:
    """A factory of scenario tables: ``table(players=4, preset="classic", seed=0)``."""

    def make(players: int = 4, preset: str = "classic", seed: int = 0, **kwargs: Any) -> Table:
        return Table(players=players, preset=preset, seed=seed, **kwargs)

    return make


def _failures(tmp_path: Path) -> Path:
    return Path(os.environ.get(FAILURES_ENV) or tmp_path / "citadels-failures")


@pytest.fixture
def pack_invariants(tmp_path: Path) -> Callable[..., int]:
    """``pack_invariants(config_or_preset, players=..., games=..., every=7)``: see the
    module doc.

    Records of failed games go to ``$CITADELS_FAILURES``, else ``tmp_path``.
    """
    directory = _failures(tmp_path)

    def check(config: Any, *args: Any, **kwargs: Any) -> int:
        kwargs.setdefault("failures", directory)
        return run_pack_invariants(config, *args, **kwargs)

    return check


def check_preset(
    preset: str,
    players: Iterable[int] | None = None,
    games: int = 3,
    *,
    every: int = 7,
    failures: Path | str | None = None,
    **config: Any,
) -> str | None:
    """The standard checks of ``citadels check --preset PRESET``: the problems found (one
    per line) or None when all pass.

    The data and plugins of the preset's packs (errors only: warnings do not fail), the
    rules of the preset for each player count and alternative character, then ``games``
    random games for each of ``players`` (default: every count of the preset) with every
    invariant (:func:`~citadels_rules.testing.invariants.run_pack_invariants`).
    """
    from ..cli import pack_problems, ruleset_problems
    from ..game.packs import installed_packs, presets

    known = presets()
    if preset not in known:
        return f"unknown preset {preset!r} (known: {', '.join(sorted(known))})"
    chosen = known[preset]
    packs = installed_packs()
    problems = [
        p for pack in chosen.packs if pack in packs for p in pack_problems(packs[pack], packs)
    ]
    problems += ruleset_problems(chosen, None)
    errors = [f"{p.pack}, {p.where}: {p.message}" for p in problems if p.level == "error"]
    if errors:
        return f"preset {preset!r}: data and plugins:\n" + "\n".join(errors)
    low, high = chosen.players
    counts = list(players) if players is not None else list(range(low, high + 1))
    try:
        run_pack_invariants(preset, counts, games, every=every, failures=failures, **config)
    except InvariantFailure as exc:
        return str(exc)
    return None


def _key(args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    return repr((args, sorted(kwargs.items())))


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_call(item: pytest.Item) -> None:
    """A test marked ``citadels_pack`` fails, before its body runs, when the preset's
    standard checks do (run once per session for the same marker arguments)."""
    marker = item.get_closest_marker(MARKER)
    if marker is None:
        return
    if not marker.args or not isinstance(marker.args[0], str):
        pytest.fail(
            f'@pytest.mark.{MARKER} needs a preset id: {MARKER}("my_preset"), not {marker.args!r}',
            pytrace=False,
        )
    kwargs = dict(marker.kwargs)
    outcomes = item.config.stash.setdefault(_OUTCOMES, {})
    key = _key(marker.args, kwargs)
    if key not in outcomes:
        # as `citadels check`: $CITADELS_FAILURES, else the system's temporary directory
        default = Path(tempfile.gettempdir()) / "citadels-failures"
        kwargs.setdefault("failures", os.environ.get(FAILURES_ENV) or default)
        try:
            outcomes[key] = check_preset(*marker.args, **kwargs)
        except Exception as exc:  # a bad marker argument (an unknown variant...)
            outcomes[key] = f"{type(exc).__name__}: {exc}"
    outcome = outcomes[key]
    if outcome is not None:
        pytest.fail(f"{MARKER}{marker.args!r}: {outcome}", pytrace=False)
