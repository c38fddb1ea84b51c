"""Packs and rulesets: where cards come from and how their plugins are compiled.

A pack is found through the entry-point group ``dominion_rules.packs`` (the base game is
``dominion_packs.base:PACK``), exactly as a Citadels pack is found through
``citadels_rules.packs``, by the engine's registry (:mod:`tabletop_engine.registry`):
a pack that fails to load, or declares a preset or card id another pack declares, is
left out and named, and the others keep working. A :class:`Ruleset` compiles the
plugins of a preset's packs once per process (:func:`ruleset_for`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from types import MappingProxyType

import attrs

from tabletop_engine.errors import PackError
from tabletop_engine.hooks import compile_hooks
from tabletop_engine.packs import PackInfo
from tabletop_engine.registry import BrokenPack, Declared, PackKind, PackRegistry
from tabletop_engine.registry import PackWarning as PackWarning  # re-exported

from . import hookspecs
from .cards import CardInfo

GROUP = "dominion_rules.packs"

#: The basic cards of D-1.2, whose piles the core sets up in every game.
BASIC_CARDS = frozenset({"copper", "silver", "gold", "estate", "duchy", "province", "curse"})

#: Packs shipped with the library, taken before any other (whichever comes first on
#: ``sys.path``) and loaded from source when no entry point names them.
BUILTIN_PACKS = ("dominion_packs.base:PACK",)


@attrs.frozen
class Pack:
    """A pack: its ``info``, its ``cards`` (from its ``cards.toml``), its card
    ``plugins`` (``(name, plugin)`` in registration order) and the ``presets`` it
    defines (``{preset id: pack ids}``).

    What a pack of the later sets declares: ``mats``, the mats its cards put cards on,
    each ``"public"`` (everyone sees the cards) or ``"private"`` (only its owner; others
    see how many); ``coin_tokens``, whether a player may spend coin tokens in the buy
    phase (+1 coin each, the action ``coin``), as Coffers are spent. Plugins beyond the
    cards' (an escape hatch: a plain pluggy plugin implementing any hook with
    :data:`~.pack_api.hookimpl`) go in ``plugins`` too."""

    info: PackInfo
    cards: tuple[CardInfo, ...]
    plugins: tuple[tuple[str, object], ...]
    presets: Mapping[str, tuple[str, ...]] = attrs.field(factory=dict)
    mats: Mapping[str, str] = attrs.field(factory=dict)
    coin_tokens: bool = False


def _declares(pack: Pack) -> Iterator[Declared]:
    """What a Dominion pack declares (for :data:`REGISTRY`): its presets and cards."""
    for preset in pack.presets:
        yield Declared("preset", preset)
    for card in pack.cards:
        yield Declared("card", card.id)


#: Dominion's packs: the base game first, then the entry points by name, no two packs
#: declaring one preset or card id (:class:`tabletop_engine.registry.PackRegistry`).
REGISTRY: PackRegistry[Pack] = PackRegistry(PackKind(GROUP, Pack, _declares, BUILTIN_PACKS))


def available_packs() -> dict[str, Pack]:
    """Every usable pack by id: the entry points of group ``dominion_rules.packs`` and
    those :func:`register_pack` added. One that fails to load, or that declares a preset
    or card id another pack declares, is left out with a :class:`PackWarning` naming it
    (:func:`broken_packs`); every other pack keeps working."""
    return REGISTRY.packs()


def broken_packs() -> dict[str, BrokenPack]:
    """The packs left out at discovery, by entry-point name, each with its error."""
    return REGISTRY.broken()


def register_pack(pack: Pack) -> None:
    """Make ``pack`` available in this process without installing it (tests, notebooks).

    Registering the same object again does nothing; a pack whose id is in use, or that
    declares a preset or card id another pack declares, raises :class:`PackError`
    naming both. :func:`clear_cache` forgets it (and recompiles the rulesets)."""
    REGISTRY.register(pack)


def clear_cache() -> None:
    """Forget the packs found or registered and the compiled rulesets: the next call
    discovers the packs afresh."""
    REGISTRY.clear()
    ruleset_for.cache_clear()


def presets() -> dict[str, tuple[str, ...]]:
    """Every preset of the usable packs: ``{preset id: pack ids}`` (no two packs declare
    one preset id: the registry refuses the second)."""
    return {p: ids for pack in available_packs().values() for p, ids in pack.presets.items()}


def unknown_preset(preset: str) -> PackError | str:
    """Why ``preset`` is not playable: the error of the left-out pack that declares it
    (or is named like it), else the problem ``unknown preset ...`` naming the known
    presets and the packs that failed to load."""
    error = REGISTRY.preset_error(preset)
    return error if error is not None else REGISTRY.unknown("preset", preset, presets())


class Ruleset:
    """The compiled rules of one preset: ``cards`` by id, the compiled ``hooks`` (one
    function per hook spec, see :func:`tabletop_engine.hooks.compile_hooks`) and
    the tables the hot path reads (coin values, costs)."""

    def __init__(self, preset: str, packs: tuple[Pack, ...]) -> None:
        self.preset = preset
        self.packs = packs
        cards: dict[str, CardInfo] = {}
        plugins: list[tuple[str, object, str]] = []
        for pack in packs:
            for info in pack.cards:
                if info.id in cards:
                    raise PackError(pack.info.id, f"card {info.id!r} is defined twice")
                cards[info.id] = info
            for name, plugin in pack.plugins:
                plugins.append((f"{pack.info.id}.{name}", plugin, pack.info.id))
        # Read-only: one ruleset serves every game of its preset in the process, so a
        # card that wrote ``state.rules.cost["province"] = 0`` would change them all.
        self.cards: Mapping[str, CardInfo] = MappingProxyType(cards)
        self.pm, self.hooks = compile_hooks(hookspecs.PROJECT, hookspecs, plugins)
        self.cost: Mapping[str, int] = MappingProxyType({c.id: c.cost for c in cards.values()})
        self.coins: Mapping[str, int] = MappingProxyType(
            {c.id: c.coins for c in cards.values() if c.is_treasure}
        )
        self.actions = frozenset(c.id for c in cards.values() if c.is_action)
        self.treasures = frozenset(self.coins)
        self.kingdom = tuple(sorted(c.id for c in cards.values() if c.kingdom))
        self.versions = {p.info.id: p.info.version for p in packs}
        #: The cards with a pile of their pack's own (``pile`` in ``cards.toml``).
        self.piles = tuple(c for c in cards.values() if c.pile)
        for info in cards.values():  # every card a game can reach has a pile
            if not (info.kingdom or info.pile or info.id in BASIC_CARDS):
                raise PackError(
                    info.pack or "?",
                    f"card {info.id!r} has no pile: make it a kingdom card (kingdom = true) or "
                    'give it one of its own (pile = "supply" or "nonsupply", count = N)',
                )
            unknown = [c for c in info.needed_by if c not in cards]
            if unknown:
                raise PackError(
                    info.pack or "?", f"card {info.id!r}: needed_by names unknown cards {unknown}"
                )
        mats: dict[str, str] = {}
        for pack in packs:
            for mat, seen in pack.mats.items():
                if seen not in ("public", "private"):
                    why = f"mat {mat!r}: say 'public' or 'private', not {seen!r}"
                    raise PackError(pack.info.id, why)
                mats[mat] = seen
        #: Every mat of the packs, and those only their owner sees.
        self.mats: Mapping[str, str] = MappingProxyType(mats)
        self.private_mats = frozenset(m for m, seen in mats.items() if seen == "private")
        self.coin_tokens = any(pack.coin_tokens for pack in packs)
        #: The hooks some plugin implements: a window nobody listens to is not called on
        #: the hot path (the base game pays nothing for the later sets' windows).
        self.heard = frozenset(
            name.removeprefix(hookspecs.PROJECT + "_")
            for name, caller in vars(self.pm.hook).items()
            if name.startswith(hookspecs.PROJECT + "_") and caller.get_hookimpls()
        )
        #: Whether some card of the ruleset can stay in play (a Duration: ``@card.next_turn``,
        #: or the type ``duration``): only then does a Throne Room note its play number.
        self.durations = any(
            getattr(plugin, "_next", None) is not None for _, plugin, _ in plugins
        ) or any(c.is_a("duration") for c in cards.values())
        #: Whether every price is the printed one (no plugin listens to ``dominion_cost``):
        #: the hot path then reads :attr:`cost` and calls nothing.
        self.printed_costs = "cost" not in self.heard
        #: The Treasures whose text runs when played (``@card.text`` on a Treasure).
        self.treasure_texts = frozenset(c for c in self.treasures if _has_text(self.pm, c))

    def __repr__(self) -> str:
        return f"Ruleset({self.preset!r})"

    def name(self, card: str, lang: str = "en") -> str:
        """A card's printed name (``lang="zh"``: the seed's Chinese name)."""
        info = self.cards[card]
        return info.name_zh or info.name if lang == "zh" else info.name


def _has_text(pm: object, card: str) -> bool:
    """Whether some plugin answers ``dominion_card_effects`` for ``card`` (a Treasure
    with a text beyond its coins)."""
    for impl in pm.hook.dominion_card_effects.get_hookimpls():  # type: ignore[attr-defined]
        plugin = impl.plugin
        if getattr(plugin, "id", None) == card:
            return True
        if getattr(plugin, "id", None) is None:
            return True  # a plain plugin (the escape hatch) may answer any card
    return False


@cache
def ruleset_for(preset: str) -> Ruleset:
    """The compiled ruleset of ``preset`` (once per process)."""
    known = presets()
    if preset not in known:
        why = unknown_preset(preset)
        raise why if isinstance(why, PackError) else PackError(preset, why)
    packs = available_packs()
    ids = known[preset]
    if not isinstance(ids, tuple) or not all(isinstance(p, str) for p in ids):
        raise PackError(preset, f"preset {preset!r} must name a tuple of pack ids, not {ids!r}")
    missing = [p for p in ids if p not in packs]
    if missing:
        errors = [REGISTRY.pack_error(p) for p in missing]
        why = "; ".join(str(e) for e in errors if e is not None)
        msg = f"preset {preset!r} needs the packs {missing!r}, which are not installed"
        raise PackError(preset, msg + (f" ({why})" if why else ""))
    return Ruleset(preset, tuple(packs[p] for p in ids))
