"""One broken third-party pack does not disable the others (issue 8, item 3).

An entry point that fails to import, raises while importing or is not a ``Pack`` is
skipped with a :class:`PackWarning` naming it; a preset that needs it raises its
:class:`PackError`; ``citadels packs`` lists it as broken with the reason.
"""

from __future__ import annotations

from collections.abc import Iterator
from importlib import metadata
from pathlib import Path
from typing import Any

import attrs
import pytest
from click.testing import CliRunner

import citadels_rules as cr
from citadels_rules.cli import main
from citadels_rules.game import packs as packs_module
from citadels_rules.game.packs import PackWarning, broken_packs, installed_packs
from citadels_rules.game.ruleset import clear_cache
from tabletop_engine.errors import PackError

BROKEN = {
    "missing_mod": "no_such_module_for_citadels_tests:PACK",
    "raises_mod": "citadels_raising_pack:PACK",
    "not_a_pack": "json:dumps",
}


@pytest.fixture
def broken_entry_points(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """The real entry points plus three broken ones; discovery runs afresh."""
    (tmp_path / "citadels_raising_pack.py").write_text("1 / 0\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    real = metadata.entry_points

    def entry_points(**kwargs: Any) -> Any:
        found = list(real(**kwargs))
        if kwargs.get("group") == packs_module.ENTRY_POINT_GROUP:
            found += [
                metadata.EntryPoint(name, value, packs_module.ENTRY_POINT_GROUP)
                for name, value in BROKEN.items()
            ]
        return found

    monkeypatch.setattr(metadata, "entry_points", entry_points)
    monkeypatch.setattr(packs_module.REGISTRY, "found", None)
    clear_cache()
    yield
    clear_cache()


def test_broken_entry_points_are_skipped_with_a_warning(broken_entry_points: None) -> None:
    with pytest.warns(PackWarning) as caught:
        packs = installed_packs()
    messages = " ".join(str(w.message) for w in caught)
    for name in BROKEN:
        assert repr(name) in messages
    assert "ModuleNotFoundError" in messages
    assert "ZeroDivisionError" in messages
    assert "is a function, not a citadels_rules Pack" in messages
    assert {"classic", "dark_city", "house_rules"} <= set(packs)
    assert set(broken_packs()) == set(BROKEN)
    # classic and dark_city still play
    for preset in ("classic", "dark_city"):
        state = cr.new_game(cr.GameConfig(players=4, preset=preset, seed=1))
        assert cr.legal_actions(state)


def test_a_preset_that_needs_a_broken_pack_raises_its_error(
    broken_entry_points: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A preset naming a broken pack (or a broken pack named like the preset) raises the
    PackError of the load, not an unknown-preset error."""
    with pytest.warns(PackWarning):
        found = packs_module.REGISTRY.snapshot()
    classic = packs_module.presets()["classic"]
    needy = attrs.evolve(classic, id="needy", packs=(*classic.packs, "raises_mod"))
    host = attrs.evolve(found.packs["house_rules"], presets=(needy,))
    found.packs["house_rules"] = host
    monkeypatch.setattr(packs_module.REGISTRY, "found", found)
    clear_cache()
    with pytest.raises(PackError, match=r"raises_mod.*ZeroDivisionError"):
        cr.new_game(cr.GameConfig(players=4, preset="needy", seed=1))
    with pytest.raises(PackError, match=r"not_a_pack.*not a citadels_rules Pack"):
        cr.new_game(cr.GameConfig(players=4, preset="not_a_pack", seed=1))
    with pytest.raises(cr.ConfigError, match="failed to load: missing_mod"):
        cr.new_game(cr.GameConfig(players=4, preset="nowhere", seed=1))


def test_citadels_packs_lists_broken_packs(broken_entry_points: None) -> None:
    result = CliRunner().invoke(main, ["packs"])
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())
    assert "Broken packs" in out
    for name in BROKEN:
        assert name in out
    assert "ZeroDivisionError" in out and "ModuleNotFoundError" in out
    assert "classic" in out and "Traceback" not in out


def test_other_commands_warn_in_one_line_and_go_on(broken_entry_points: None) -> None:
    result = CliRunner().invoke(main, ["cards", "assassin"])
    assert result.exit_code == 0, result.output
    warnings = [line for line in result.output.splitlines() if line.startswith("Warning: ")]
    assert len(warnings) == len(BROKEN), result.output
    assert "Assassin" in result.output
    result = CliRunner().invoke(main, ["check", "raises_mod"])
    assert result.exit_code == 2
    assert "ZeroDivisionError" in result.output
