"""Planted packs for Dominion (Milestone 17, item 5): packs that would take over each
other, and the engine's registry (:mod:`tabletop_engine.registry`) catching them.

- ``hijack`` declares the preset ``base``: it is refused whatever the order of the
  entry points (``sys.path``), the base game keeps its own packs, and the warning, the
  ``dominion packs`` list and a request for ``hijack``'s own preset name both packs.
- ``raising`` fails to import and ``not_a_pack`` names a function: each is left out and
  named with its error; base plays on; asking for its preset names it and the error.
- ``dup_card`` declares the card id ``village`` of the base game: refused, naming both
  packs and the card, at discovery and by ``register_pack``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from click.testing import CliRunner

import dominion_packs.base as base
import dominion_rules as dr
from dominion_rules.cli import main
from dominion_rules.packs import (
    GROUP,
    REGISTRY,
    Pack,
    PackInfo,
    PackWarning,
    available_packs,
    broken_packs,
    presets,
    register_pack,
    ruleset_for,
)
from tabletop_engine.errors import ConfigError, PackError

HIJACK = """
from dominion_rules.pack_api import Pack, PackInfo

PACK = Pack(
    info=PackInfo(id="hijack", version="6.6.6", name="Hijack"),
    cards=(),
    plugins=(),
    presets={"base": ("hijack",), "hijack_own": ("hijack",)},
)
"""

DUP_CARD = """
import attrs

from dominion_packs.base import CARDS
from dominion_rules.pack_api import Pack, PackInfo

VILLAGE = attrs.evolve(next(c for c in CARDS if c.id == "village"), cost=1, pack="dup_card")
PACK = Pack(
    info=PackInfo(id="dup_card", version="0", name="Cheap Village"),
    cards=(VILLAGE,),
    plugins=(),
    presets={"cheap_village": ("base", "dup_card")},
)
"""

AddEntryPoints = Callable[..., None]  # the fixture of tests/conftest.py
BROKEN = [("raising", "dominion_raising_pack:PACK"), ("not_a_pack", "json:dumps")]


@pytest.fixture
def fresh() -> Iterator[None]:
    """Dominion's packs discovered afresh in the test, the installed ones after it."""
    saved = REGISTRY.found
    REGISTRY.clear()
    ruleset_for.cache_clear()
    yield
    REGISTRY.found = saved
    ruleset_for.cache_clear()


def _plays_base() -> None:
    """The base preset is the base game's: its 32 cards, a game that starts and moves."""
    assert presets()["base"] == ("base",)
    assert available_packs()["base"] is base.PACK
    rules = ruleset_for("base")
    assert len(rules.cards) == 32 and rules.cost["province"] == 8
    state = dr.new_game(dr.GameConfig(players=2, seed=3))
    assert state.rules is rules
    state = dr.apply(state, dr.legal_actions(state)[0])
    assert dr.legal_actions(state)


@pytest.mark.parametrize("first", [True, False], ids=["hijack_first", "hijack_last"])
def test_a_pack_declaring_preset_base_is_refused_in_any_order(
    add_entry_points: AddEntryPoints, fresh: None, first: bool
) -> None:
    add_entry_points(
        GROUP, [("hijack", "dominion_hijack_pack:PACK")], {"dominion_hijack_pack": HIJACK}, first
    )
    with pytest.warns(PackWarning) as caught:
        packs = available_packs()
    (message,) = [str(w.message) for w in caught]
    assert "'hijack'" in message and "preset 'base'" in message
    assert "which pack 'base' (dominion_packs.base:PACK) declares too" in message
    assert "hijack" not in packs and set(broken_packs()) == {"hijack"}
    _plays_base()
    # The refused pack's own preset names it and the pack whose id it took.
    with pytest.raises(PackError, match=r"pack 'hijack': declares preset 'base'.*'base'"):
        ruleset_for("hijack_own")
    with pytest.raises(ConfigError, match=r"pack 'hijack'.*preset 'base'"):
        dr.new_game(dr.GameConfig(players=2, seed=1, preset="hijack_own"))


def test_a_pack_that_fails_to_load_is_named_and_base_plays(
    add_entry_points: AddEntryPoints, fresh: None
) -> None:
    add_entry_points(GROUP, BROKEN, {"dominion_raising_pack": "1 / 0\n"}, True)
    with pytest.warns(PackWarning) as caught:
        available_packs()
    messages = " ".join(str(w.message) for w in caught)
    assert "'raising' (dominion_raising_pack:PACK)" in messages and "ZeroDivisionError" in messages
    assert "'not_a_pack' (json:dumps)" in messages
    assert "is a function, not a dominion_rules Pack" in messages
    assert set(broken_packs()) == {"raising", "not_a_pack"}
    _plays_base()
    with pytest.raises(PackError, match=r"pack 'raising': cannot load.*ZeroDivisionError"):
        ruleset_for("raising")
    with pytest.raises(ConfigError, match=r"pack 'raising'.*ZeroDivisionError"):
        dr.new_game(dr.GameConfig(players=2, seed=1, preset="raising"))
    with pytest.raises(ConfigError, match=r"unknown preset 'nowhere'.*failed to load: not_a_pack"):
        dr.new_game(dr.GameConfig(players=2, seed=1, preset="nowhere"))


def test_dominion_packs_lists_the_left_out_packs(
    add_entry_points: AddEntryPoints, fresh: None
) -> None:
    add_entry_points(
        GROUP,
        [*BROKEN, ("hijack", "dominion_hijack_pack:PACK")],
        {"dominion_raising_pack": "1 / 0\n", "dominion_hijack_pack": HIJACK},
    )
    result = CliRunner().invoke(main, ["packs"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())
    assert "Broken packs (skipped)" in out and "Traceback" not in out
    assert "ZeroDivisionError" in out and "not a dominion_rules Pack" in out
    assert "declares preset 'base', which pack 'base'" in out
    assert "│ base │ 1.0 │ 32 │ base │" in out
    # Any other command says each in one line and goes on.
    REGISTRY.clear()  # discovered again, as by a new process
    result = CliRunner().invoke(main, ["cards", "village"])
    assert result.exit_code == 0, result.output
    warned = [line for line in result.output.splitlines() if line.startswith("Warning: ")]
    assert len(warned) == 3 and all("skipped" in line for line in warned), result.output
    assert "Village" in result.output


def test_a_duplicate_card_id_is_refused(add_entry_points: AddEntryPoints, fresh: None) -> None:
    add_entry_points(
        GROUP, [("dup_card", "dominion_dup_card_pack:PACK")], {"dominion_dup_card_pack": DUP_CARD}
    )
    with pytest.warns(PackWarning, match=r"card 'village', which pack 'base'"):
        assert "dup_card" not in available_packs()
    _plays_base()
    assert ruleset_for("base").cost["village"] == 3
    with pytest.raises(PackError, match=r"pack 'dup_card': declares card 'village'"):
        ruleset_for("cheap_village")


def test_register_pack_refuses_what_another_pack_declares(fresh: None) -> None:
    """In-process registration: a clash raises at once (nothing is added); the same
    object twice is fine; another object under a pack id in use is refused."""
    own = Pack(PackInfo("own", "0", "Own"), (), (), {"own": ("base", "own")})
    register_pack(own)
    register_pack(own)
    assert available_packs()["own"] is own and presets()["own"] == ("base", "own")
    village = next(c for c in base.PACK.cards if c.id == "village")
    clash = Pack(PackInfo("fan", "0", "Fan"), (village,), (), {"base": ("fan",)})
    with pytest.raises(PackError, match=r"preset 'base', card 'village', which pack 'base'"):
        register_pack(clash)
    assert "fan" not in available_packs()
    with pytest.raises(PackError, match=r"two packs use the id 'own'"):
        register_pack(Pack(PackInfo("own", "1", "Own again"), (), ()))
    assert available_packs()["own"] is own
    with pytest.raises(TypeError, match=r"register_pack\(\) expects a Pack, not dict"):
        register_pack({"info": "base"})  # type: ignore[arg-type]
    _plays_base()


def test_a_pack_that_exits_at_import_is_left_out_and_base_plays(
    add_entry_points: AddEntryPoints, fresh: None
) -> None:
    """A module that parses its arguments at import time raises SystemExit: that pack is
    left out and named like any other, never the end of every game."""
    source = "import sys\nsys.exit(3)\n"
    add_entry_points(
        GROUP, [("exits", "dominion_exiting_pack:PACK")], {"dominion_exiting_pack": source}
    )
    with pytest.warns(PackWarning, match=r"'exits'.*SystemExit"):
        available_packs()
    assert set(broken_packs()) == {"exits"}
    _plays_base()


GHOST = """
from dominion_rules.pack_api import Pack, PackInfo

PACK = Pack(
    info=PackInfo(id="ghost", version="0", name="Ghost"),
    cards=(),
    plugins=(),
    presets={"ghost": ("base", "ghost", "nosuch"), "letters": "base"},
)
"""


def test_a_preset_naming_a_pack_not_installed_is_a_pack_error(
    add_entry_points: AddEntryPoints, fresh: None
) -> None:
    """A preset that needs a pack not installed, or that is not a tuple of pack ids, is
    a PackError naming the preset and what is wrong (it was a raw KeyError)."""
    add_entry_points(GROUP, [("ghost", "dominion_ghost_pack:PACK")], {"dominion_ghost_pack": GHOST})
    with pytest.raises(PackError, match=r"preset 'ghost' needs the packs \['nosuch'\]"):
        ruleset_for("ghost")
    with pytest.raises(PackError, match=r"preset 'letters' must name a tuple of pack ids"):
        ruleset_for("letters")
    with pytest.raises(PackError, match=r"nosuch"):  # the pack's fault, not the config's
        dr.new_game(dr.GameConfig(players=2, seed=1, preset="ghost"))
    _plays_base()


def test_dominion_check_of_a_pack_that_fails_to_load_says_why(
    add_entry_points: AddEntryPoints, fresh: None
) -> None:
    """Not "unknown pack": the pack is installed, and its load error is the answer."""
    add_entry_points(GROUP, BROKEN, {"dominion_raising_pack": "1 / 0\n"})
    result = CliRunner().invoke(main, ["check", "raising"], env={"COLUMNS": "200"})
    assert result.exit_code == 1, result.output
    out = " ".join(result.output.split())
    assert "pack 'raising' failed to load" in out and "ZeroDivisionError" in out
    assert "unknown pack" not in out
