"""Milestone 20, item 4: the two games' public signatures agree, as docs/two-games.md
says: the same parameter names, order, kinds and defaults, but for what the table lists
as one game's own; seeds are validated the same, in the engine."""

from __future__ import annotations

import inspect
import re
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import citadels_rules as cr
import dominion_rules as dr
from citadels_rules.simulate import simulate as citadels_simulate
from dominion_rules.simulate import simulate as dominion_simulate

ROOT = Path(__file__).resolve().parents[2]
PAGE = (ROOT / "docs" / "two-games.md").read_text(encoding="utf-8")

#: Parameters one game has and the other has not, as the page's table lists them.
OWN = {
    ("citadels", "play"): {"events", "event_kinds"},
    ("citadels", "resample"): {"seen"},
    ("dominion", "resample"): {"owned"},
    ("citadels", "simulate"): {"card_stats", "save_games", "game_rows"},
}
#: Defaults that are each game's own (the page says why).
OWN_DEFAULTS = {("play", "max_actions")}


def shared() -> dict[str, tuple[Callable[..., Any], Callable[..., Any]]]:
    names = sorted(
        n
        for n in set(cr.__all__) & set(dr.__all__)
        if inspect.isfunction(getattr(cr, n)) and inspect.isfunction(getattr(dr, n))
    )
    out = {n: (getattr(cr, n), getattr(dr, n)) for n in names}
    out["simulate"] = (citadels_simulate, dominion_simulate)
    return out


def test_every_shared_function_is_in_the_table() -> None:
    rows = set(re.findall(r"^\| `(\w+)` \|", PAGE, flags=re.M))
    assert set(shared()) <= rows, set(shared()) - rows
    assert {"play", "simulate", "new_game", "replay", "from_json"} <= set(shared())


@pytest.mark.parametrize("name", sorted(shared()))
def test_signatures_agree(name: str) -> None:
    c_fn, d_fn = shared()[name]
    c, d = inspect.signature(c_fn).parameters, inspect.signature(d_fn).parameters
    c_own, d_own = OWN.get(("citadels", name), set()), OWN.get(("dominion", name), set())
    assert set(c) - set(d) == c_own, f"{name}: only in Citadels: {set(c) - set(d)}"
    assert set(d) - set(c) == d_own, f"{name}: only in Dominion: {set(d) - set(c)}"
    common_c = [p for p in c.values() if p.name in d]
    common_d = [p for p in d.values() if p.name in c]
    assert [p.name for p in common_c] == [p.name for p in common_d], f"{name}: order"
    for pc, pd in zip(common_c, common_d, strict=True):
        assert pc.kind == pd.kind, f"{name}({pc.name}): {pc.kind} / {pd.kind}"
        if (name, pc.name) not in OWN_DEFAULTS:
            assert pc.default == pd.default, f"{name}({pc.name}): {pc.default} / {pd.default}"
        for key in OWN:
            if key[1] == name:
                assert f"`{next(iter(OWN[key]))}=" in PAGE


def test_the_record_has_one_name() -> None:
    assert dr.Record is dr.GameRecord and cr.Record.__name__ == "Record"
    assert "Agent" in dr.__all__ and "Record" in dr.__all__


# (True is refused too, on a config not seen before: Citadels' ruleset cache takes
# GameConfig(seed=True) for the equal GameConfig(seed=1) once that one has played.)
@pytest.mark.parametrize("seed", [-1, 2**64, 2**70, "3", 2.5])
def test_seeds_are_refused_alike(seed: object) -> None:
    messages = []
    for game, config in (
        (cr, cr.GameConfig(players=4, seed=seed)),  # type: ignore[arg-type]
        (dr, dr.GameConfig(players=2, seed=seed)),  # type: ignore[arg-type]
    ):
        with pytest.raises(game.ConfigError) as err:
            game.new_game(config)
        messages.append(next(p for p in err.value.problems if p.startswith("seed")))
    assert messages[0] == messages[1]
    assert "seed must be" in messages[0]


def test_the_largest_seed_plays_in_both() -> None:
    top = 2**64 - 1
    cr.new_game(cr.GameConfig(players=4, seed=top))
    dr.new_game(dr.GameConfig(players=2, seed=top))
    with pytest.raises(dr.ConfigError, match="go past 2"):
        dominion_simulate(dr.GameConfig(seed=top), 2, "bm")
    with pytest.raises(cr.ConfigError, match="go past 2"):
        citadels_simulate(cr.GameConfig(players=4, seed=top), 2)


def test_dominion_play_takes_record_events() -> None:
    config = dr.GameConfig(seed=2)
    agents = [dr.BigMoneyAgent(), dr.BigMoneyAgent()]
    assert dr.play(config, agents, record_events=False) == dr.play(config, agents)
    with pytest.raises(TypeError, match="bool"):
        dr.play(config, agents, record_events="no")  # type: ignore[arg-type]


def test_dominion_simulate_in_citadels_order_and_the_old_one() -> None:
    config = dr.GameConfig(seed=5)
    rows = dominion_simulate(config, 2, ("bm", "smithy"))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        old = dominion_simulate(config, ("bm", "smithy"), 2)  # type: ignore[arg-type]
    assert old == rows and [row.seed for row in rows] == [5, 6]
    assert any(issubclass(w.category, DeprecationWarning) for w in caught)
    assert dominion_simulate(config, 1)[0].agents == ("random", "random")
    with pytest.raises(TypeError, match="games is an int"):
        dominion_simulate(config, "bm", "smithy")  # type: ignore[arg-type]


def test_dominion_errors_are_prose() -> None:
    with pytest.raises(dr.ConfigError) as err:
        dr.new_game(dr.GameConfig(kingdom=("bogus",), variants=("nope",), names=("a",)))
    text = str(err.value)
    assert "['" not in text and "[]" not in text
    assert "unknown kingdom card 'bogus'" in text and "got 1: bogus" in text
    assert "unknown variant 'nope'" in text
