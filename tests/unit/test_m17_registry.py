"""One pack registry in the engine (Milestone 17, item 5): packs cannot take over each
other, and one that fails to load stops only itself.

First the engine's :class:`~tabletop_engine.registry.PackRegistry` on a toy game of its
own (no game named), then Citadels' planted packs: ``usurper`` declares the preset
``classic``; ``raising`` fails to import; ``dup_card`` redefines the classic Assassin
(same edition); ``dup_variant`` declares house_rules' ``bank_35`` again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

import attrs
import pytest
from click.testing import CliRunner

import citadels_rules as cr
from citadels_rules.cli import main
from citadels_rules.game import packs as packs_module
from citadels_rules.game.packs import all_variants, card_versions
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.pack_api import (
    ENTRY_POINT_GROUP,
    Pack,
    PackInfo,
    PackWarning,
    VariantInfo,
    all_cards,
    broken_packs,
    installed_packs,
    presets,
    register_pack,
)
from tabletop_engine.errors import ConfigError, PackError
from tabletop_engine.registry import Declared, PackKind, PackRegistry

AddEntryPoints = Callable[..., None]  # the fixture of tests/conftest.py

# -- the engine's registry, on a toy game ---------------------------------------------

TOY_GROUP = "tabletop_engine_tests.toy_packs"


@attrs.frozen
class ToyPack:
    """A toy game's pack: presets and cards by id."""

    info: PackInfo
    presets: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()


def toy_declares(pack: ToyPack) -> Iterable[Declared]:
    yield from (Declared("preset", p) for p in pack.presets)
    yield from (Declared("card", c) for c in pack.cards)


TOY = f"""
from tabletop_engine.packs import PackInfo
from {__name__} import ToyPack

ALPHA = ToyPack(PackInfo("alpha", "1", "Alpha"), presets=("alpha",), cards=("a1", "shared"))
BETA = ToyPack(PackInfo("beta", "1", "Beta"), presets=("beta", "alpha"), cards=("b1",))
GAMMA = ToyPack(PackInfo("gamma", "1", "Gamma"), presets=("gamma",), cards=("shared", "g1"))
ALPHA_AGAIN = ToyPack(PackInfo("alpha", "2", "Another alpha"), presets=("alpha2",))
NO_INFO = ToyPack("omega")
BAD_PRESETS = ToyPack(PackInfo("zeta", "1", "Zeta"), presets=7)
"""


def toy_registry(builtins: tuple[str, ...] = ()) -> PackRegistry[ToyPack]:
    return PackRegistry(PackKind(TOY_GROUP, ToyPack, toy_declares, builtins))


@pytest.mark.parametrize("first", [True, False])
def test_the_registry_refuses_a_clash_in_a_fixed_order(
    add_entry_points: AddEntryPoints, first: bool
) -> None:
    """Entry points are taken by name (the shipped ones first), whatever their order on
    ``sys.path``: the later of two packs declaring one id is refused, both named."""
    points = [
        ("gamma", "toy_packs:GAMMA"),
        ("beta", "toy_packs:BETA"),
        ("alpha", "toy_packs:ALPHA"),
        ("alpha_alias", "toy_packs:ALPHA"),  # the same pack under a second name: fine
        ("alpha_again", "toy_packs:ALPHA_AGAIN"),
        ("omega", "toy_packs:NO_INFO"),  # malformed packs: left out too, never a crash
        ("zeta", "toy_packs:BAD_PRESETS"),
    ]
    add_entry_points(TOY_GROUP, points, {"toy_packs": TOY}, first)
    registry = toy_registry()
    with pytest.warns(PackWarning) as caught:
        packs = registry.packs()
    assert list(packs) == ["alpha"]
    broken = registry.broken()
    assert set(broken) == {"alpha_again", "beta", "gamma", "omega", "zeta"}
    assert "'toy_packs:NO_INFO' has no PackInfo (its info is 'omega')" in broken["omega"].reason
    assert "cannot read what toy_packs:BAD_PRESETS declares: TypeError" in broken["zeta"].reason
    assert "two packs use the id 'alpha': toy_packs:ALPHA_AGAIN and toy_packs:ALPHA" in (
        broken["alpha_again"].reason
    )
    assert (
        "declares preset 'alpha', which pack 'alpha' (toy_packs:ALPHA) declares too"
        in broken["beta"].reason
    )
    assert "card 'shared', which pack 'alpha'" in broken["gamma"].reason
    assert len(caught) == 5 and all("skipped" in str(w.message) for w in caught)
    # A refused pack's own preset raises its error; an unknown one lists the left out.
    assert registry.preset_error("beta") is broken["beta"].error
    assert registry.preset_error("alpha") is None
    assert registry.unknown("preset", "eta", ["alpha"]) == (
        "unknown preset 'eta' (known: alpha; packs that failed to load: alpha_again, beta, "
        "gamma, omega, zeta)"
    )


def test_shipped_packs_come_first(add_entry_points: AddEntryPoints) -> None:
    """``gamma`` is a shipped pack: it wins ``shared`` over ``alpha``, whose name sorts
    first, and ``alpha`` is the refused one."""
    points = [("alpha", "toy_packs:ALPHA"), ("gamma", "toy_packs:GAMMA")]
    add_entry_points(TOY_GROUP, points, {"toy_packs": TOY})
    registry = toy_registry(builtins=("toy_packs:GAMMA",))
    with pytest.warns(PackWarning, match=r"card 'shared', which pack 'gamma'"):
        assert list(registry.packs()) == ["gamma"]


def test_the_registry_caches_and_clears(add_entry_points: AddEntryPoints) -> None:
    add_entry_points(TOY_GROUP, [("alpha", "toy_packs:ALPHA")], {"toy_packs": TOY})
    registry = toy_registry()
    packs = registry.packs()
    assert registry.packs() is packs
    delta = ToyPack(PackInfo("delta", "1", "Delta"), presets=("delta",))
    registry.register(delta)
    registry.register(delta)  # the very same object: nothing happens
    with pytest.raises(PackError, match=r"pack 'beta': declares preset 'alpha'.*'alpha'"):
        registry.register(ToyPack(PackInfo("beta", "1", "Beta"), presets=("alpha",)))
    with pytest.raises(PackError, match=r"pack 'delta': two packs use the id 'delta'"):
        registry.register(ToyPack(PackInfo("delta", "2", "Delta again")))
    with pytest.raises(TypeError, match=r"the pack's info is 'x', not a PackInfo"):
        registry.register(ToyPack("x"))  # type: ignore[arg-type]
    with pytest.raises(PackError, match=r"declares card 'x' twice"):
        registry.register(ToyPack(PackInfo("echo", "1", "Echo"), cards=("x", "x")))
    assert list(registry.packs()) == ["alpha", "delta"]
    saved = registry.snapshot()
    saved.packs.pop("delta")
    assert "delta" in registry.packs()  # a snapshot is a copy
    registry.clear()
    assert list(registry.packs()) == ["alpha"]  # found afresh, the registered forgotten


# -- Citadels' planted packs -------------------------------------------------------------

USURPER = """
import attrs

from citadels_rules.pack_api import Pack, PackInfo, presets

CLASSIC = presets()["classic"]  # at import time: the packs found so far
PACK = Pack(
    info=PackInfo(id="usurper", version="6.6.6", name="Usurper", requires=("classic",)),
    presets=(
        attrs.evolve(CLASSIC, bank=None, description="the usurper's classic game"),
        attrs.evolve(CLASSIC, id="usurper_own"),
    ),
)
"""

DUP_CARD = """
import attrs

from citadels_rules.pack_api import Pack, PackInfo, all_cards

ASSASSIN = attrs.evolve(all_cards()["assassin"], name="Cheap Assassin", pack="dup_card")
PACK = Pack(info=PackInfo(id="dup_card", version="0", name="Dup"), cards=(ASSASSIN,))
"""

DUP_VARIANT = """
from citadels_rules.pack_api import Pack, PackInfo, VariantInfo

PACK = Pack(
    info=PackInfo(id="dup_variant", version="0", name="Dup"),
    variants=(VariantInfo("bank_35", "a bank of 35, again"), VariantInfo("dup.own", "own")),
)
"""

PLANTED = {
    "citadels_usurper_pack": USURPER,
    "citadels_raising_pack_m17": "raise RuntimeError('the pack cannot start')\n",
    "citadels_dup_card_pack": DUP_CARD,
    "citadels_dup_variant_pack": DUP_VARIANT,
}
POINTS = [
    ("usurper", "citadels_usurper_pack:PACK"),
    ("raising", "citadels_raising_pack_m17:PACK"),
    ("dup_card", "citadels_dup_card_pack:PACK"),
    ("dup_variant", "citadels_dup_variant_pack:PACK"),
]


@pytest.fixture
def planted(add_entry_points: AddEntryPoints, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The installed packs and the four planted ones, before them on ``sys.path``."""
    add_entry_points(ENTRY_POINT_GROUP, POINTS, PLANTED, True)
    monkeypatch.setattr(packs_module.REGISTRY, "found", None)
    clear_cache()
    yield
    clear_cache()


def _plays_classic() -> None:
    classic = presets()["classic"]
    assert classic.bank == 30 and classic.packs == ("classic", "house_rules")
    state = cr.new_game(cr.GameConfig(players=4, preset="classic", seed=1))
    assert cr.legal_actions(state)


def test_planted_packs_are_left_out_and_named(planted: None) -> None:
    with pytest.warns(PackWarning) as caught:
        packs = installed_packs()
    messages = {str(w.message).split("'")[1]: str(w.message) for w in caught}
    assert set(messages) == {"usurper", "raising", "dup_card", "dup_variant"}
    assert "declares preset 'classic', which pack 'classic'" in messages["usurper"]
    assert "RuntimeError: the pack cannot start" in messages["raising"]
    assert "card 'assassin' (edition 'classic'), which pack 'classic'" in messages["dup_card"]
    assert "variant 'bank_35', which pack 'house_rules'" in messages["dup_variant"]
    assert set(broken_packs()) == set(messages) and not set(messages) & set(packs)
    _plays_classic()
    assert card_versions()["assassin"][0].name == "Assassin"
    assert all_variants()["bank_35"].summary != "a bank of 35, again"
    assert "dup.own" not in all_variants()
    for preset, match in (
        ("usurper_own", r"pack 'usurper': declares preset 'classic'"),
        ("raising", r"pack 'raising': cannot load.*RuntimeError"),
    ):
        with pytest.raises(PackError, match=match):
            cr.new_game(cr.GameConfig(players=4, preset=preset, seed=1))
    with pytest.raises(ConfigError, match=r"failed to load: dup_card, dup_variant, raising"):
        cr.new_game(cr.GameConfig(players=4, preset="nowhere", seed=1))


def test_citadels_packs_names_the_left_out_packs(planted: None) -> None:
    result = CliRunner().invoke(main, ["packs"], env={"COLUMNS": "250"})
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())
    assert "Broken packs (skipped)" in out and "Traceback" not in out
    for name, spec in POINTS:
        assert f"│ {name} │ {spec}: pack '{name}': " in out
    assert "which pack 'classic' (citadels_packs.classic:PACK) declares too" in out


def test_register_pack_refuses_a_card_or_variant_another_pack_declares(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(packs_module.REGISTRY, "found", packs_module.REGISTRY.snapshot())
    assassin = all_cards()["assassin"]
    for pack, match in (
        (
            Pack(PackInfo("m17_card", "0", "t"), cards=(attrs.evolve(assassin, pack="m17"),)),
            r"pack 'm17_card': declares card 'assassin' \(edition 'classic'\), which pack "
            r"'classic' \(citadels_packs.classic:PACK\) declares too",
        ),
        (
            Pack(PackInfo("m17_variant", "0", "t"), variants=(VariantInfo("super_mode", "x"),)),
            r"pack 'm17_variant': declares variant 'super_mode', which pack 'fan'",
        ),
        (
            Pack(PackInfo("m17_preset", "0", "t"), presets=(presets()["dark_city"],)),
            r"pack 'm17_preset': declares preset 'dark_city', which pack 'dark_city'",
        ),
    ):
        with pytest.raises(PackError, match=match):
            register_pack(pack)
        assert pack.id not in installed_packs()
    # A new edition of a card is not a clash: it is how a pack brings its own version.
    mine = Pack(PackInfo("m17_edition", "0", "t"), cards=(attrs.evolve(assassin, edition="m17"),))
    register_pack(mine)
    assert [c.edition for c in card_versions()["assassin"]][-1] == "m17"
