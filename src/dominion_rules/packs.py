"""Packs and rulesets: where cards come from and how their plugins are compiled.

A pack is found through the entry-point group ``dominion_rules.packs`` (the base game is
``dominion_packs.base:PACK``), exactly as a Citadels pack is found through
``citadels_rules.packs``. A :class:`Ruleset` compiles the plugins of a preset's packs
once per process (:func:`ruleset_for`).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from importlib.metadata import entry_points

import attrs

from tabletop_engine.errors import PackError
from tabletop_engine.hooks import compile_hooks
from tabletop_engine.packs import PackInfo

from . import hookspecs
from .cards import CardInfo

GROUP = "dominion_rules.packs"


@attrs.frozen
class Pack:
    """A pack: its ``info``, its ``cards`` (from its ``cards.toml``), its card
    ``plugins`` (``(name, plugin)`` in registration order) and the ``presets`` it
    defines (``{preset id: pack ids}``)."""

    info: PackInfo
    cards: tuple[CardInfo, ...]
    plugins: tuple[tuple[str, object], ...]
    presets: Mapping[str, tuple[str, ...]] = attrs.field(factory=dict)


@cache
def available_packs() -> dict[str, Pack]:
    """Every installed pack by id (entry-point group ``dominion_rules.packs``)."""
    out: dict[str, Pack] = {}
    for ep in entry_points(group=GROUP):
        pack = ep.load()
        if not isinstance(pack, Pack):
            raise PackError(ep.name, f"entry point {ep.value!r} is not a dominion_rules Pack")
        out[pack.info.id] = pack
    return out


def presets() -> dict[str, tuple[str, ...]]:
    """Every preset of the installed packs: ``{preset id: pack ids}``."""
    out: dict[str, tuple[str, ...]] = {}
    for pack in available_packs().values():
        out.update(pack.presets)
    return out


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
        self.cards = cards
        self.pm, self.hooks = compile_hooks(hookspecs.PROJECT, hookspecs, plugins)
        self.cost = {c.id: c.cost for c in cards.values()}
        self.coins = {c.id: c.coins for c in cards.values() if c.is_treasure}
        self.actions = frozenset(c.id for c in cards.values() if c.is_action)
        self.treasures = frozenset(self.coins)
        self.kingdom = tuple(sorted(c.id for c in cards.values() if c.kingdom))
        self.versions = {p.info.id: p.info.version for p in packs}

    def __repr__(self) -> str:
        return f"Ruleset({self.preset!r})"

    def name(self, card: str, lang: str = "en") -> str:
        """A card's printed name (``lang="zh"``: the seed's Chinese name)."""
        info = self.cards[card]
        return info.name_zh or info.name if lang == "zh" else info.name


@cache
def ruleset_for(preset: str) -> Ruleset:
    """The compiled ruleset of ``preset`` (once per process)."""
    known = presets()
    if preset not in known:
        raise PackError(preset, f"unknown preset (known: {sorted(known)})")
    packs = available_packs()
    return Ruleset(preset, tuple(packs[p] for p in known[preset]))
