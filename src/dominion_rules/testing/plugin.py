"""The pytest plugin of dominion_rules (entry point ``pytest11``): installing the library
installs it, with no ``conftest.py`` needed, beside the Citadels one.

Fixtures:

``dominion_table``
    A *factory* of :class:`~dominion_rules.testing.Table`:
    ``dominion_table(players=2, preset="my_preset", seed=0)`` returns a new one each
    call, knowing the preset's cards and completing kingdoms from its pool.
``dominion_pack_invariants``
    ``dominion_pack_invariants(preset, players=(2, 3, 4), games=3, every=7, seed=0)``
    plays the games ``dominion check`` plays for every pack of the preset that is not
    the base game (each of its kingdom cards in some kingdom, one seat a bot that reaches
    for them), in check mode with every invariant: cards conserved (mats and piles
    outside the supply included), the listing, decisions asked again in a world dealt
    again, JSON round trip, illegal actions refused, the two-sided view check, the
    replay (the costlier checks -- JSON, illegal actions, the two-sided view check --
    every ``every``-th step; ``every=1`` at each, as ``dominion check`` does by default,
    slower). Returns how many games it played; a failure raises ``AssertionError``
    naming the card, its pack, the seed and the step, and writes the game's record to
    ``$DOMINION_FAILURES`` when set, else to the test's ``tmp_path``
    (``dominion replay RECORD --step N`` goes there)::

        def test_my_pack(dominion_pack_invariants):
            dominion_pack_invariants("my_preset", games=5)

Marker:

``@pytest.mark.dominion_pack("my_preset", players=(2, 3, 4), games=3, every=7)``
    Runs the same checks before the test's body (once per session for the same
    arguments); a problem fails the test with its message. A pack's CI needs one line::

        @pytest.mark.dominion_pack("my_preset")
        def test_my_preset(): ...

What the checks cannot see: a rule your card's text states but its code does not
(write a scenario test with the table for each), and a mechanism no bot reaches (a
decision only a rare hand offers: make that hand with the table).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest

from .table import Table

#: The marker's name.
MARKER = "dominion_pack"
#: Where the records of failed games go when set.
FAILURES_ENV = "DOMINION_FAILURES"

_OUTCOMES = pytest.StashKey[dict[str, "str | None"]]()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        f"{MARKER}(preset, players=(2, 3, 4), games=3, every=7): run the checks of "
        "dominion check for the packs of that preset before the test; a problem fails it",
    )
    config.stash[_OUTCOMES] = {}


@pytest.fixture
def dominion_table() -> Callable[..., Table]:
    """A factory of scenario tables: ``dominion_table(players=2, preset="base", seed=0)``."""

    def make(players: int = 2, preset: str = "base", seed: int = 0, **kwargs: Any) -> Table:
        return Table(players=players, preset=preset, seed=seed, **kwargs)

    return make


def check_preset(
    preset: str,
    players: Iterable[int] = (2, 3, 4),
    games: int = 3,
    *,
    every: int = 7,
    seed: int = 0,
    failures: Path | str | None = None,
) -> tuple[int, str | None]:
    """The checks of ``dominion check`` for every pack of ``preset`` (the base game's
    too when it is the preset's only pack): how many games were played and the first
    failure's description (None when every check held)."""
    from ..agents import agent_named
    from ..cli import EAGER, check_games
    from ..packs import available_packs, presets, ruleset_for
    from .invariants import EagerAgent, check_game

    known = presets()
    if preset not in known:
        return 0, f"unknown preset {preset!r} (known: {', '.join(sorted(known))})"
    ruleset_for(preset)  # a pack that fails to build fails here, named
    packs = available_packs()
    ids = [p for p in known[preset] if p != "base"] or list(known[preset])
    counts = sorted(set(players))
    played = 0
    for pack_id in ids:
        pack = packs[pack_id]
        eager = [c.id for c in pack.cards if c.kingdom]
        for game in check_games(pack, preset, counts, games, seed):
            agents = [EagerAgent(eager) if a == EAGER else agent_named(a) for a in game.agents]
            found = check_game(game.config, agents, every=every, failures=failures)
            played += 1
            if found:
                return played, found[0].describe()
    return played, None


@pytest.fixture
def dominion_pack_invariants(tmp_path: Path) -> Callable[..., int]:
    """``dominion_pack_invariants(preset, players=..., games=..., every=7, seed=0)``:
    see the module doc."""
    directory = Path(os.environ.get(FAILURES_ENV) or tmp_path / "dominion-failures")

    def check(preset: str, *args: Any, **kwargs: Any) -> int:
        kwargs.setdefault("failures", directory)
        played, failure = check_preset(preset, *args, **kwargs)
        if failure is not None:
            raise AssertionError(failure)
        return played

    return check


def _key(args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    return repr((args, sorted(kwargs.items())))


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_call(item: pytest.Item) -> None:
    """A test marked ``dominion_pack`` fails, before its body runs, when the preset's
    checks do (run once per session for the same marker arguments)."""
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
        default = Path(tempfile.gettempdir()) / "dominion-failures"
        kwargs.setdefault("failures", os.environ.get(FAILURES_ENV) or default)
        try:
            outcomes[key] = check_preset(*marker.args, **kwargs)[1]
        except Exception as exc:  # a bad marker argument, a pack that fails to build
            outcomes[key] = f"{type(exc).__name__}: {exc}"
    outcome = outcomes[key]
    if outcome is not None:
        pytest.fail(f"{MARKER}{marker.args!r}: {outcome}", pytrace=False)
