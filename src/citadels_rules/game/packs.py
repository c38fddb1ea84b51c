"""Packs: card data, plugins, variants and presets, found through entry points.

A pack is an installable Python package that exposes a :class:`Pack` object in the
entry-point group ``citadels_rules.packs``. Its card data (ids, names, costs, texts) is a
TOML file read by :func:`load_cards`; its behaviour is one plugin (a module of
``@hookimpl`` functions) per card or variant. Everything a tool needs to know about a pack
(:class:`PackInfo`) can be read without running any of its rules.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

import attrs

from tabletop_engine.errors import PackError
from tabletop_engine.packs import PackInfo
from tabletop_engine.registry import BrokenPack, Declared, PackKind, PackRegistry
from tabletop_engine.registry import PackWarning as PackWarning  # re-exported (pack_api)

ENTRY_POINT_GROUP = "citadels_rules.packs"
COLOURS = ("yellow", "blue", "green", "red", "purple")

#: Packs shipped with the library, taken before any other (whichever comes first on
#: ``sys.path``: a later pack cannot take their ids) and loaded from source when no entry
#: point names them (a checkout used without ``pip install``).
BUILTIN_PACKS = (
    "citadels_packs.classic:PACK",
    "citadels_packs.dark_city:PACK",
    "citadels_packs.edition_2016:PACK",
    "citadels_packs.fan:PACK",
    "citadels_packs.house_rules:PACK",
)


@attrs.frozen
class CardInfo:
    """One card's data: the same ``id`` names its behaviour (its plugin).

    Characters have ``rank`` and an ``income`` colour (or None); districts have ``cost``,
    ``colour``, ``count`` (copies in a deck) and ``value`` (points when it differs from
    the cost, e.g. Dragon Gate: cost 6, value 8).
    """

    id: str
    kind: str
    name: str
    name_zh: str = ""
    pack: str = ""
    text: str = ""
    rank: int | None = None
    income: str | None = None
    cost: int | None = None
    colour: str | None = None
    count: int = 1
    value: int | None = None
    edition: str = ""

    @property
    def points(self) -> int:
        """Points the district scores (its value, else its cost)."""
        if self.value is not None:
            return self.value
        return self.cost or 0


#: The presets this library ships (the columns of rules/variants.md's variant table).
SHIPPED_PRESETS = ("classic", "dark_city", "edition_2016", "fan")


@attrs.frozen
class VariantInfo:
    """A house rule: ``id``, a one-line ``summary``, its plugin and the ids it contradicts.

    ``presets`` names the presets where the variant applies (empty: every preset); switching
    it on elsewhere is a :class:`ConfigError` that gives ``why_not`` as the reason (e.g.
    "the Marshal is a 2016 character"). ``source`` cites where the rule comes from
    (``"004 Spy"``, ``"R16"``). ``base`` names the presets whose base rule already behaves
    this way (the variant is redundant there: "base" in rules/variants.md). ``costs``
    changes card data while the variant is on: ``(("hospital", 5),)`` makes the Hospital
    cost 5 for building, scoring and rank-8 abilities alike. ``packs`` names packs whose
    *cards* the variant brings into a preset that lacks them (their data and plugins, not
    their rules; the preset's own versions of a card win): ``all_purples`` in the classic
    game brings the Dark City and 2016 districts. ``ranks`` moves characters while the
    variant is on, before the lineup is checked: ``(("alchemist", 9),)`` puts the
    Alchemist at rank 9 (its card data and the preset's pool, ``lineup`` and ``rank9``);
    a character given rank None leaves the pool (``alchemist_rank9_retailer``).
    ``requires`` names variants that must be on with it (``super_mode_remove_whole_rank``
    changes ``super_mode``'s draft): switching it on without them is a
    :class:`ConfigError`, and ``citadels check`` builds it with them.
    """

    id: str
    summary: str
    plugin: object = attrs.field(eq=False, repr=False, default=None)
    conflicts: tuple[str, ...] = ()
    source: str = ""
    presets: tuple[str, ...] = ()
    why_not: str = ""
    base: tuple[str, ...] = ()
    costs: tuple[tuple[str, int], ...] = ()
    packs: tuple[str, ...] = ()
    ranks: tuple[tuple[str, int | None], ...] = ()
    requires: tuple[str, ...] = ()

    def applies_to(self, preset: str) -> bool:
        """Whether the variant may be switched on in ``preset`` (an id). ``presets`` speaks
        of the shipped presets (:data:`SHIPPED_PRESETS`, the columns of rules/variants.md);
        a pack's own preset (the example ``classic_watermill`` adds a rank-9 character to
        the classic game) may switch on any variant, whose own checks then object if its
        cards are missing."""
        return not self.presets or preset in self.presets or preset not in SHIPPED_PRESETS

    def default_in(self, preset: Preset) -> str:
        """Its default in ``preset``: ``"on"``, ``"off"``, ``"base"`` (the preset's base
        rule already behaves this way) or ``"n/a"`` (it does not apply there)."""
        if not self.applies_to(preset.id):
            return "n/a"
        if self.id in preset.variants:
            return "on"
        return "base" if preset.id in self.base else "off"


@attrs.frozen
class Preset:
    """A named ruleset: packs, player counts, character pools, deck, variants, bank.

    ``pool`` maps each rank to the character ids allowed there; ``lineup`` is the default
    character of ranks 1-8; ``rank9`` the preference order for a rank-9 character when
    one is required. ``purples`` are the purple district ids always in the deck (their
    copies come from the card data); ``optional_districts`` are in it too, unless the
    config's ``districts`` selects some of them (Dark City's 14 purples).
    ``thresholds`` maps a player count to the end threshold, ``threshold`` is the rest.
    ``default_districts`` are the optional districts used when the config selects none
    (None: all of them; edition_2016: R16's 14 first-game districts), and
    ``district_choice`` how many the config must select when it selects any (None: any
    number).

    **Editions.** The same card id may be defined by several packs (the classic Laboratory
    and the 2016 one): the version in play is the one of the *last* pack of ``packs`` that
    defines it, data and behaviour. A pack that redefines only a card's data (cost, text)
    and has no plugin for it keeps the earlier pack's behaviour.
    """

    id: str
    packs: tuple[str, ...]
    players: tuple[int, int]
    pool: tuple[tuple[int, tuple[str, ...]], ...]
    lineup: tuple[str, ...]
    commons: tuple[str, ...]
    purples: tuple[str, ...]
    optional_districts: tuple[str, ...] = ()
    rank9: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()
    bank: int | None = 30
    threshold: int = 8
    thresholds: tuple[tuple[int, int], ...] = ()
    face_up_first: bool = False
    description: str = ""
    default_districts: tuple[str, ...] | None = None
    district_choice: int | None = None

    def pool_of(self, rank: int) -> tuple[str, ...]:
        """Character ids allowed at ``rank``."""
        return dict(self.pool).get(rank, ())


@attrs.frozen
class Pack:
    """A pack: its info, cards, plugins by card id, rules plugins, variants and presets.

    ``rules`` are plugins always registered when the pack is in play (before the cards);
    ``plugins`` maps a card id to the plugin registered only when that card is in play.
    """

    info: PackInfo
    cards: tuple[CardInfo, ...] = ()
    plugins: Mapping[str, object] = attrs.field(factory=dict, eq=False, repr=False)
    rules: tuple[tuple[str, object], ...] = attrs.field(default=(), eq=False, repr=False)
    variants: tuple[VariantInfo, ...] = ()
    presets: tuple[Preset, ...] = ()

    @property
    def id(self) -> str:
        """The pack id."""
        return self.info.id


def load_cards(path: Path | str, pack: str) -> tuple[CardInfo, ...]:
    """Read a pack's card data file (TOML: ``[[character]]`` and ``[[district]]`` tables)."""
    try:
        with open(path, "rb") as fh:
            data = tomllib.load(fh)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise PackError(pack, f"cannot read card data {path}: {exc}") from None
    cards = []
    for kind in ("character", "district"):
        for entry in data.get(kind, []):
            try:
                cards.append(CardInfo(kind=kind, pack=pack, **entry))
            except TypeError as exc:
                raise PackError(pack, f"bad {kind} entry {entry.get('id')!r}: {exc}") from None
    _check_cards(cards, pack)
    return tuple(cards)


def _check_cards(cards: Iterable[CardInfo], pack: str) -> None:
    seen: set[str] = set()
    for c in cards:
        if c.id in seen:
            raise PackError(pack, f"card id {c.id!r} declared twice")
        seen.add(c.id)
        if c.kind == "character" and not isinstance(c.rank, int):
            raise PackError(pack, f"character {c.id!r} has no rank")
        if c.kind == "character" and c.income is not None and c.income not in COLOURS:
            raise PackError(pack, f"character {c.id!r} has unknown income colour {c.income!r}")
        if c.kind == "district" and (c.cost is None or c.colour not in COLOURS):
            raise PackError(pack, f"district {c.id!r} needs a cost and one of {COLOURS}")


def _declares(pack: Pack) -> Iterator[Declared]:
    """What a Citadels pack declares (for :data:`REGISTRY`): its presets, its cards (a
    card's edition tells two versions of one id apart: "Editions" in :class:`Preset`)
    and its variants."""
    for preset in pack.presets:
        yield Declared("preset", preset.id)
    for card in pack.cards:
        yield Declared("card", card.id, f"edition {card.edition!r}" if card.edition else "")
    for variant in pack.variants:
        yield Declared("variant", variant.id)


#: Citadels' packs: the entry-point group, the shipped packs first, no two packs
#: declaring one preset, card (of one edition) or variant id
#: (:class:`tabletop_engine.registry.PackRegistry`).
REGISTRY: PackRegistry[Pack] = PackRegistry(
    PackKind(ENTRY_POINT_GROUP, Pack, _declares, BUILTIN_PACKS)
)


def installed_packs(refresh: bool = False) -> dict[str, Pack]:
    """Every pack found in the entry-point group (plus the built-in ones and any
    :func:`register_pack` added), by id.

    A pack that declares a preset, card (of one edition) or variant id that a pack
    before it declares is left out (a :class:`PackWarning` names both): the shipped
    packs come first, then the others by entry-point name. Called while a pack's module
    is being imported (a pack deriving its preset from ``presets()["classic"]`` at
    import time), it returns the packs found so far without that one, and does not keep
    the answer: the next call finds them all.
    """
    return REGISTRY.packs(refresh)


def broken_packs() -> dict[str, BrokenPack]:
    """The entry points skipped by the last discovery, by entry-point name: one that
    failed to import, raised, is not a :class:`Pack`, or declares what another pack
    declares. A preset that needs one of them raises its :class:`PackError`;
    ``citadels packs`` lists them with the reason."""
    return REGISTRY.broken()


def discover_packs() -> dict[str, Pack]:
    """The packs installed through entry points, plus the built-in ones (no cache).

    An entry point that fails to import, raises, is not a :class:`Pack` or declares what
    another pack declares is skipped with a :class:`PackWarning` naming it, so one broken
    third-party pack does not disable the others. An entry point whose module is being
    imported right now (it asks for ``presets()`` at import time) is left out without a
    warning.
    """
    return REGISTRY.discover().packs


def needed_pack_error(pack_id: str) -> PackError | None:
    """The error of the broken entry point named ``pack_id`` (None if there is none):
    what a preset that needs that pack raises."""
    return REGISTRY.pack_error(pack_id)


def register_pack(pack: Pack) -> None:
    """Make ``pack`` available in this process without installing it.

    For tests, notebooks and examples: an installed pack is found through its entry
    point instead. From then on its presets, cards and variants are known to
    :class:`~citadels_rules.game.config.GameConfig` like those of an installed pack.
    Registering the same ``Pack`` object again does nothing; another pack with an id
    already in use, or one that declares a preset, card (of one edition) or variant id
    another pack declares, raises :class:`PackError` naming both. There is no
    unregistering: a test suite registers its test packs once (a module- or
    session-scoped fixture), each under an id of its own.
    """
    REGISTRY.register(pack)


def presets() -> dict[str, Preset]:
    """Every preset of every installed (or registered) pack, by id.

    A pack derives its own preset from a shipped one (``attrs.evolve(presets()["classic"],
    id=..., packs=...)``) rather than copying its fields, in its module at import time:
    then the pack being imported is not among them yet (see :func:`installed_packs`).
    No two packs define one preset id (the registry refuses the second one).
    """
    return {preset.id: preset for pack in installed_packs().values() for preset in pack.presets}


def all_cards() -> dict[str, CardInfo]:
    """Every card of every installed pack, by id: the first version of a card that has
    several editions (the classic Laboratory; see :func:`card_versions` for all)."""
    out: dict[str, CardInfo] = {}
    for versions in card_versions().values():
        out[versions[0].id] = versions[0]
    return out


def card_versions() -> dict[str, tuple[CardInfo, ...]]:
    """Every version of every card, by id, in pack order (``"laboratory"`` -> the classic
    card, then the 2016 one). Two versions of one id name different editions (the
    registry refuses a pack whose card has the edition of an installed one)."""
    out: dict[str, list[CardInfo]] = {}
    for pack in installed_packs().values():
        for card in pack.cards:
            out.setdefault(card.id, []).append(card)
    return {cid: tuple(v) for cid, v in out.items()}


def packs_in_order(
    ids: Iterable[str], packs: dict[str, Pack], needed_by: str | None = None
) -> list[Pack]:
    """The packs ``ids`` name, each after the packs it requires, once each. A missing
    pack raises :class:`PackError` naming ``needed_by`` (or the pack requiring it), or
    the reason it failed to load; with ``needed_by=None`` it is left out."""
    out: list[Pack] = []

    def add(pack_id: str, by: str | None) -> None:
        pack = packs.get(pack_id)
        if pack is None:
            if by is None:
                return
            broken = needed_pack_error(pack_id)
            if broken is not None:  # skipped at discovery, but this preset needs it
                raise broken
            raise PackError(by, f"needs pack {pack_id!r}, which is not installed")
        if pack in out:
            return
        for req in pack.info.requires:
            add(req, pack.id if by is not None else None)
        out.append(pack)

    for pack_id in ids:
        add(pack_id, needed_by)
    return out


def preset_cards(preset: Preset) -> dict[str, CardInfo]:
    """The version of every card a preset's packs define, by id, as the preset plays it:
    the last of its packs (requirements first) that defines an id wins ("Editions" in
    :class:`Preset`). Raises :class:`PackError` when a pack it needs is missing."""
    order = packs_in_order(preset.packs, installed_packs(), f"preset {preset.id}")
    return {card.id: card for pack in order for card in pack.cards}


def all_variants() -> dict[str, VariantInfo]:
    """Every variant of every installed pack, by id."""
    out: dict[str, VariantInfo] = {}
    for pack in installed_packs().values():
        for v in pack.variants:
            out[v.id] = v
    return out
