"""``Ruleset``: the rules in force for one configuration, built once and cached.

Building a ruleset validates the configuration (every problem is reported together in one
:class:`ConfigError`), decides the lineup and the deck, registers exactly the plugins of
the cards and variants in play -- in a fixed, recorded order -- and compiles the hooks.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import CodeType, TracebackType
from typing import TYPE_CHECKING, Any

import attrs
import pluggy

from tabletop_engine import hooks as engine_hooks
from tabletop_engine.errors import ConfigError
from tabletop_engine.rng import MAX_SEED as ENGINE_MAX_SEED
from tabletop_engine.rng import seed_problem
from tabletop_engine.suggest import did_you_mean

from . import dispatch, hookspecs
from .binder import (
    declared_ability_answers,
    declared_public_answers,
    declared_secrets,
    declared_shows,
    declared_tags,
)
from .config import GameConfig
from .packs import (
    REGISTRY,
    CardInfo,
    Pack,
    Preset,
    VariantInfo,
    all_variants,
    installed_packs,
    packs_in_order,
    presets,
)

if TYPE_CHECKING:
    from .state import GameState


class Ruleset:
    """Everything about a game that follows from its configuration (not its seed).

    Attributes: ``config``; ``preset``; ``cards`` (id -> :class:`CardInfo` of every card
    of the packs in play); ``lineup`` (character ids by rank); ``deck`` (the district
    deck's composition, one id per card, unshuffled); ``variants`` (ids in force);
    ``plugins`` (plugin names in call order, recorded in game records); ``hooks`` (one
    compiled function per hook spec, e.g. ``rules.hooks.build_cost``); ``bank`` (None:
    unlimited).
    """

    def __init__(
        self,
        config: GameConfig,
        preset: Preset,
        cards: dict[str, CardInfo],
        lineup: tuple[str, ...],
        deck: tuple[str, ...],
        variants: frozenset[str],
        plugins: tuple[tuple[str, object, str], ...],
    ) -> None:
        #: The :class:`GameConfig` the rules follow from (its seed aside).
        self.config = config
        #: The :class:`Preset` the game starts from (packs, pools, deck, variants), with
        #: the characters its variants move (``VariantInfo.ranks``).
        self.preset = preset
        #: Card id -> :class:`CardInfo` of every card of the packs in play (names, rank or
        #: cost, colour, copies), also of cards not in this game's lineup or deck.
        self.cards = cards
        #: This game's character ids, one per rank, in rank order.
        self.lineup = lineup
        #: The district deck's composition, one id per card, unshuffled.
        self.deck = deck
        #: The ids of the variants in force: a flag variant is read as
        #: ``"<id>" in state.rules.variants``.
        self.variants = variants
        pm, hooks = engine_hooks.compile_hooks(hookspecs.PROJECT, hookspecs, plugins)
        dispatch.specialise(pm, hooks)
        #: The pluggy ``PluginManager`` holding the plugins (the core's: call ``hooks``).
        self.pm = pm
        #: One compiled function per hook spec, without the ``citadels_`` prefix
        #: (``state.rules.hooks.build_cost(state, seat, card, value)``): how a plugin asks
        #: the other plugins in play.
        self.hooks = hooks
        #: The plugin names in call order (recorded in game records).
        self.plugins = tuple(name for name, _, _ in plugins)
        self._registered = plugins
        self._traced: Ruleset | None = None
        self._checked: Ruleset | None = None
        self._impl_codes: dict[CodeType, tuple[str, str, str]] | None = None
        #: Whether abilities name ranks rather than characters (``citadels_names_ranks``:
        #: super mode); :meth:`GameState.marked` then compares ranks.
        self.names_ranks = bool(self.hooks.names_ranks(config, variants))
        #: Character id -> rank for the lineup (use :meth:`rank`, which knows every card).
        self.ranks = {c: cards[c].rank for c in lineup}
        bank = self.hooks.bank(config, preset.bank)
        #: The bank's gold at setup; None when the bank is unlimited.
        self.bank: int | None = None if bank is None or bank == float("inf") else int(bank)
        #: The end threshold before any hook changes it (use :meth:`threshold`).
        self.base_threshold = dict(preset.thresholds).get(config.players, preset.threshold)
        #: Ability name -> what it does (tags such as ``destroy``), for the bound cards in
        #: play; other abilities' tag is their verb (see ``binder.has_tag``).
        self.ability_tags = declared_tags(plugin for _, plugin, _ in plugins)
        secret_params, secret_decisions = declared_secrets(p for _, p, _ in plugins)
        #: Ability name -> the params only its user may see (``game/secrets.py``).
        self.secret_params = secret_params
        #: The decision kinds whose answer only the answering seat may see.
        self.secret_decisions = secret_decisions
        #: Decision kind -> param, for the decisions answered by an ``ability`` action
        #: named after the kind (``@card.answer(kind, ability=param)``: the Theater).
        self.ability_answers = declared_ability_answers(p for _, p, _ in plugins)
        #: Ability name or decision kind -> the hidden cards it shows its user by its
        #: card's text (``shows=``): the declared looks.
        self.shows = declared_shows(p for _, p, _ in plugins)
        #: Decision kind -> what the rules make public of a secret answer at once
        #: (``@card.answer(public=...)``), for the hidden-information check.
        self.public_answers = declared_public_answers(p for _, p, _ in plugins)
        #: Whether any plugin answers the trigger window (``citadels_on_event``).
        self.has_triggers = bool(self.hooks.on_event.__impl_fns__)
        #: The hooks (names without the prefix) that have an implementation: the core
        #: skips calling the others on its hot paths.
        self.live = frozenset(
            name for name, fn in vars(self.hooks).items() if getattr(fn, "__impl_fns__", ())
        )
        #: Whether any plugin narrows the turn's actions (``citadels_only_actions``).
        self.has_only_actions = bool(self.hooks.only_actions.__impl_fns__)
        #: Whether any plugin changes the open core actions (``citadels_open_actions``).
        self.has_open_actions = bool(self.hooks.open_actions.__impl_fns__)
        self._ability_ranks: dict[str | None, int | None] = {None: None}

    def ability_rank(self, ability: str | None) -> int | None:
        """The rank of the character whose ability ``ability`` is (``"warlord.destroy"``
        -> 8); None for a district's ability, a core action or an unknown card."""
        try:
            return self._ability_ranks[ability]
        except KeyError:
            pass
        card = self.cards.get(str(ability).rsplit(".", 1)[0])
        rank = card.rank if card is not None and card.kind == "character" else None
        self._ability_ranks[ability] = rank
        return rank

    def threshold(self, state: GameState) -> int:
        """The end threshold T now (C-14.1)."""
        if "end_threshold" not in self.live:
            return self.base_threshold
        return self.hooks.end_threshold(state, self.base_threshold)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its config: the compiled hooks are functions made at run time, and
        the same config gives the same rules in any process (a state or a record sent
        to another process, ``multiprocessing``, Dask)."""
        return (ruleset_for, (self.config,))

    def _copy(self) -> Ruleset:
        """A shallow copy (``copy.copy`` would go through :meth:`__reduce__` and give the
        cached ruleset itself back)."""
        new = object.__new__(Ruleset)
        new.__dict__.update(self.__dict__)
        return new

    def _recompiled(self, *, trace: bool = False, check: bool = False) -> Ruleset:
        """A copy of these rules whose hooks are compiled again with ``trace``/``check``."""
        copy = self._copy()
        copy.pm, copy.hooks = engine_hooks.compile_hooks(
            hookspecs.PROJECT, hookspecs, self._registered, trace=trace, check=check
        )
        dispatch.specialise(copy.pm, copy.hooks)
        return copy

    def traced(self) -> Ruleset:
        """A copy whose hooks record which plugin returned each effect
        (:data:`~tabletop_engine.hooks.ORIGINS`): replaying a failed step with it
        names the plugin behind the effect that failed. Built on first use."""
        if self._traced is None:
            traced = self._recompiled(trace=True)
            traced._traced = traced
            self._traced = traced
        return self._traced

    def checked(self) -> Ruleset:
        """A copy whose hooks run in check mode: each implementation's arguments are
        digested before and after the call, and one that changed the state it was given
        raises :class:`~citadels_rules.PackError` naming it
        (:func:`~tabletop_engine.hooks.checking_inputs`). Built on first use;
        :func:`ruleset_for` hands it out while checking."""
        if self._checked is None:
            checked = self._recompiled(check=True)
            checked._checked = checked
            self._checked = checked
        return self._checked

    def impl_of_frames(self, tb: TracebackType | None) -> tuple[str, str, str] | None:
        """``(pack, plugin, hook)`` of the innermost hook implementation among the frames
        of traceback ``tb`` (None if no plugin's code is in it): who raised."""
        codes = self._impl_codes
        if codes is None:
            codes = {}
            for hook_name in dir(self.pm.hook):
                caller = getattr(self.pm.hook, hook_name)
                for impl in getattr(caller, "get_hookimpls", list)():
                    code = getattr(impl.function, "__code__", None)
                    if code is not None:
                        codes[code] = (self.pack_of(impl.plugin_name), impl.plugin_name, hook_name)
            self._impl_codes = codes
        found = None
        while tb is not None:
            found = codes.get(tb.tb_frame.f_code, found)
            tb = tb.tb_next
        return found

    def pack_of(self, plugin: str) -> str:
        """The pack id of a registered plugin (by its name)."""
        for name, _, pack in self._registered:
            if name == plugin:
                return pack
        return "?"

    def rank(self, character: str) -> int:
        """The rank of a character of this game."""
        rank = self.ranks.get(character)
        if rank is None:
            rank = self.cards[character].rank
        assert rank is not None
        return rank

    def __repr__(self) -> str:
        players = self.config.players
        return f"<Ruleset preset={self.preset.id!r} players={players} lineup={self.lineup}>"


_CACHE: dict[GameConfig, Ruleset] = {}

#: The largest seed (seeds are 0 to 2**64 - 1, the state of the game's random generator).
MAX_SEED = ENGINE_MAX_SEED  # the engine's, the same in every game


#: Valid configs already seen (seeds and names included) -> their ruleset: one lookup for
#: the agents and views that ask for every action.
_SEEN: dict[GameConfig, Ruleset] = {}


def ruleset_for(config: GameConfig) -> Ruleset:
    """The (cached) ruleset of ``config``; raises :class:`ConfigError` if it is invalid."""
    seen = _SEEN.get(config)
    if seen is not None:
        return seen.checked() if engine_hooks.CHECKING else seen
    key = config.rules_key()
    problems = _instance_problems(config) if key is not config else []
    rules = _CACHE.get(key)
    if rules is None:
        try:
            rules = _build(key)
        except ConfigError as exc:
            raise ConfigError([*exc.problems, *problems]) from None
        if len(_CACHE) > 512:
            _CACHE.clear()
        _CACHE[key] = rules
    if problems:
        raise ConfigError(problems)
    if len(_SEEN) > 4096:
        _SEEN.clear()
    _SEEN[config] = rules
    return rules.checked() if engine_hooks.CHECKING else rules


def _instance_problems(config: GameConfig) -> list[str]:
    """Problems of the fields that do not change the rules (seed, names, crown)."""
    problems = []
    seed = seed_problem(config.seed)  # None: a view's config (its seed is hidden)
    if seed is not None:
        problems.append(seed)
    players = config.players if isinstance(config.players, int) else 0
    if config.names is not None:
        if len(config.names) != players:
            problems.append(f"names gives {len(config.names)} names for {config.players} players")
        bad = [n for n in config.names if not isinstance(n, str)]
        if bad:
            problems.append(f"names must be strings, not {', '.join(map(repr, bad))}")
    if config.crown is not None and not (
        isinstance(config.crown, int)
        and not isinstance(config.crown, bool)
        and 0 <= config.crown < players
    ):
        problems.append(f"crown must be a seat from 0 to {players - 1}, not {config.crown!r}")
    return problems


def clear_cache() -> None:
    """Forget every cached ruleset (after registering packs, or switching the monitor)."""
    _CACHE.clear()
    _SEEN.clear()


def _resolve_variants(
    config: GameConfig, preset: Preset, known: dict[str, VariantInfo], problems: list[str]
) -> frozenset[str]:
    explicit_on = [v for v in config.variants if not v.startswith("-")]
    explicit_off = {v[1:] for v in config.variants if v.startswith("-")}
    for v in [*explicit_on, *explicit_off]:
        if v not in known:
            problems.append(f"unknown variant {v!r}{did_you_mean(v, known)}")
    for v in explicit_on:
        info = known.get(v)
        if info is not None and not info.applies_to(preset.id):
            why = f": {info.why_not}" if info.why_not else ""
            problems.append(
                f"variant {v!r} does not apply to preset {preset.id!r}{why} "
                f"(it applies to {', '.join(info.presets)})"
            )
    for i, a in enumerate(explicit_on):
        for b in explicit_on[i + 1 :]:
            if a in known and b in known and (b in known[a].conflicts or a in known[b].conflicts):
                problems.append(f"variants {a!r} and {b!r} contradict each other")
    chosen = set(explicit_on)
    for v in preset.variants:
        if v in explicit_off or v in chosen:
            continue
        info = known.get(v)
        clash = info is not None and any(
            c in info.conflicts or (c in known and v in known[c].conflicts) for c in chosen
        )
        if not clash:
            chosen.add(v)
    for v in sorted(chosen):
        info = known.get(v)
        missing = [r for r in info.requires if r not in chosen] if info is not None else []
        if missing:
            problems.append(
                f"variant {v!r} needs {', '.join(map(repr, missing))}: switch "
                f"{' and '.join(missing)} on too"
            )
    return frozenset(v for v in chosen if v in known)


def _lineup(
    config: GameConfig, preset: Preset, cards: dict[str, CardInfo], problems: list[str]
) -> tuple[str, ...]:
    by_rank: dict[int, str] = {}
    for rank, cid in enumerate(preset.lineup, start=1):
        by_rank[rank] = cid
    given: dict[int, str] = {}
    for cid in config.characters:
        card = cards.get(cid)
        if card is None:
            problems.append(_not_here("character", cid, preset))
            continue
        if card.kind != "character" or card.rank is None:
            problems.append(f"{cid!r} is a district, not a character")
            continue
        if cid not in preset.pool_of(card.rank):
            problems.append(f"character {cid!r} is not in preset {preset.id!r}")
            continue
        if card.rank in given:
            other = given[card.rank]
            problems.append(f"two characters of rank {card.rank}: {other!r} and {cid!r}")
            continue
        given[card.rank] = cid
    by_rank.update(given)
    if 9 not in by_rank and config.players >= 8 and preset.rank9:
        by_rank[9] = preset.rank9[0]
    return tuple(by_rank[r] for r in sorted(by_rank))


def _moved(
    preset: Preset, cards: dict[str, CardInfo], ranks: tuple[tuple[str, int | None], ...]
) -> Preset:
    """``preset`` with the characters of ``ranks`` (``VariantInfo.ranks``) moved: each
    leaves its rank of the pool and, unless its new rank is None, joins the new one (the
    card data in ``cards`` too, if the game has the card). ``lineup`` keeps a character
    still at its rank, else takes the rank's first; ``rank9`` keeps those still at rank 9,
    then those moved there."""
    if not ranks:
        return preset
    pool = {rank: list(ids) for rank, ids in preset.pool}
    for cid, rank in ranks:
        for ids in pool.values():
            if cid in ids:
                ids.remove(cid)
        if rank is not None and cid in cards:
            cards[cid] = attrs.evolve(cards[cid], rank=rank)
            pool.setdefault(rank, []).append(cid)
    lineup = tuple(
        c if c in pool.get(r, ()) else (pool.get(r) or [c])[0]
        for r, c in enumerate(preset.lineup, start=1)
    )
    moved_in = [c for c, r in ranks if r == 9 and c in pool.get(9, ())]
    rank9 = tuple(dict.fromkeys(c for c in (*preset.rank9, *moved_in) if c in pool.get(9, ())))
    return attrs.evolve(
        preset,
        pool=tuple((r, tuple(ids)) for r, ids in sorted(pool.items())),
        lineup=lineup,
        rank9=rank9,
    )


def _deck(
    preset: Preset, config: GameConfig, cards: dict[str, CardInfo], problems: list[str]
) -> tuple[str, ...]:
    """The deck's composition: the preset's commons and purples, plus its optional
    districts -- those ``config.districts`` selects, or all of them by default."""
    ids = list(preset.commons) + list(preset.purples)
    if not config.districts:
        default = preset.default_districts
        ids += preset.optional_districts if default is None else default
    elif preset.district_choice is not None and len(config.districts) != preset.district_choice:
        problems.append(
            f"preset {preset.id!r} plays with {preset.district_choice} of its "
            f"{len(preset.optional_districts)} unique districts; districts= gives "
            f"{len(config.districts)}"
        )
    given: set[str] = set()
    for did in config.districts:
        card = cards.get(did)
        if did in given:
            problems.append(f"district {did!r} is given twice in districts=")
            continue
        given.add(did)
        if card is None:
            problems.append(_not_here("district", did, preset))
        elif card.kind != "district":
            problems.append(f"{did!r} is a character, not a district")
        elif did in ids:
            problems.append(
                f"district {did!r} is always in the deck of preset {preset.id!r}; "
                f"districts= selects among {', '.join(preset.optional_districts) or 'nothing'}"
            )
        elif did not in preset.optional_districts:
            problems.append(f"district {did!r} is not offered by preset {preset.id!r}")
        else:
            ids.append(did)
    deck: list[str] = []
    for did in ids:
        deck += [did] * cards[did].count
    return tuple(deck)


def _build(config: GameConfig) -> Ruleset:
    problems: list[str] = []
    if not isinstance(config.players, int) or isinstance(config.players, bool):
        problems.append(f"players must be an int, not {config.players!r}")
    known_presets = presets()
    preset = known_presets.get(config.preset)
    if preset is None:
        broken = REGISTRY.preset_error(str(config.preset))
        if broken is not None:  # the preset of a pack that failed to load or was refused
            raise broken
        problems.append(REGISTRY.unknown("preset", config.preset, known_presets))
        problems += _unknown_ids(config)
        raise ConfigError(problems)
    if problems:
        raise ConfigError(problems + _unknown_ids(config))
    lo, hi = preset.players
    if not lo <= config.players <= hi:
        problems.append(f"preset {preset.id!r} is for {lo}-{hi} players, not {config.players}")

    packs = packs_in_order(preset.packs, installed_packs(), f"preset {preset.id}")
    cards: dict[str, CardInfo] = {}
    for pack in packs:
        for card in pack.cards:
            cards[card.id] = card
    known_variants = {v.id: v for pack in packs for v in pack.variants}
    for vid, v in all_variants().items():
        known_variants.setdefault(vid, v)
    variants = _resolve_variants(config, preset, known_variants, problems)
    # Cards a variant brings from packs the preset lacks (VariantInfo.packs): their data
    # and plugins, after the preset's own (whose versions of a card win), not their rules.
    brought: list[Pack] = []
    for vid in sorted(variants):
        for pack in packs_in_order(known_variants[vid].packs, installed_packs()):
            if pack not in packs and pack not in brought:
                brought.append(pack)
    for pack in brought:
        for card in pack.cards:
            cards.setdefault(card.id, card)
    for vid in sorted(variants):  # card data a variant changes (VariantInfo.costs)
        for cid, cost in known_variants[vid].costs:
            if cid in cards:
                cards[cid] = attrs.evolve(cards[cid], cost=cost)
    for vid in sorted(variants):  # characters a variant moves (VariantInfo.ranks)
        preset = _moved(preset, cards, known_variants[vid].ranks)
    lineup = _lineup(config, preset, cards, problems)
    deck = _deck(preset, config, cards, problems)

    def plugins_for(
        chars: Iterable[str], districts: Iterable[str]
    ) -> tuple[tuple[str, object, str], ...]:
        out: list[tuple[str, object, str]] = []
        for pack in packs:
            out += [(name, plugin, pack.id) for name, plugin in pack.rules]
        for cid in sorted(set(chars), key=lambda c: (cards[c].rank or 0, c)):
            plugin = _plugin_of(packs, cid) or _plugin_of(brought, cid)
            if plugin is not None:
                out.append((cid, plugin, cards[cid].pack))
        order = {
            c.id: i for i, c in enumerate(c for pack in (*packs, *brought) for c in pack.cards)
        }
        for did in sorted(set(districts), key=lambda d: order.get(d, 0)):
            plugin = _plugin_of(packs, did) or _plugin_of(brought, did)
            if plugin is not None:
                out.append((did, plugin, cards[did].pack))
        variant_order = [v.id for pack in installed_packs().values() for v in pack.variants]
        for vid in sorted(variants, key=variant_order.index):
            info = known_variants[vid]
            if info.plugin is not None:
                out.append((f"variant:{vid}", info.plugin, _pack_of_variant(vid)))
        return tuple(out)

    # Phase 1: every candidate card, to let plugins adjust the lineup and the deck.
    staging = Ruleset(config, preset, cards, lineup, deck, variants, plugins_for(lineup, deck))
    cards = dict(staging.hooks.cards(config, variants, cards))
    lineup = tuple(staging.hooks.lineup(config, cards, lineup))
    base, deck = deck, tuple(staging.hooks.deck(config, cards, lineup, variants, deck))
    added = tuple(sorted(set(deck) - set(base)))
    if added:  # the added cards' plugins adjust the deck too (C-2.3 for restored cards)
        staging = Ruleset(
            config, preset, cards, lineup, base, variants, plugins_for(lineup, base + added)
        )
        deck = tuple(staging.hooks.deck(config, cards, lineup, variants, base))
    # Phase 2: exactly the cards in play.
    rules = Ruleset(config, preset, cards, lineup, deck, variants, plugins_for(lineup, deck))
    if lo <= config.players <= hi:  # the plugins' checks assume a possible player count
        # Every candidate card may object, also one the lineup or deck rules removed.
        problems += staging.hooks.check_config(config, cards, lineup, variants)
    if problems:
        raise ConfigError(problems)
    if len(_SEEN) > 4096:
        _SEEN.clear()
    _SEEN[config] = rules
    return rules


def _not_here(kind: str, cid: str, preset: Preset) -> str:
    """The problem with an id that the preset's packs do not have."""
    for pack in installed_packs().values():
        if any(c.id == cid for c in pack.cards):
            return (
                f"{kind} {cid!r} is not in preset {preset.id!r} (it is a card of pack {pack.id!r})"
            )
    return f"unknown {kind} {cid!r}{did_you_mean(cid, _installed_ids(kind))}"


def _installed_ids(kind: str) -> list[str]:
    """The ids of every installed card of ``kind`` (``character``, ``district``): what
    a misspelt id is compared with (:func:`~tabletop_engine.suggest.did_you_mean`)."""
    return [c.id for pack in installed_packs().values() for c in pack.cards if c.kind == kind]


def _unknown_ids(config: GameConfig) -> list[str]:
    """Ids of the config that no installed pack knows (when the preset is unusable)."""
    cards = {}
    for pack in installed_packs().values():
        cards.update({c.id: c for c in pack.cards})
    variants = all_variants()
    problems = [
        f"unknown character {c!r}{did_you_mean(c, _installed_ids('character'))}"
        for c in config.characters
        if c not in cards
    ]
    problems += [
        f"unknown district {d!r}{did_you_mean(d, _installed_ids('district'))}"
        for d in config.districts
        if d not in cards
    ]
    problems += [
        f"unknown variant {v!r}{did_you_mean(v.lstrip('-'), variants)}"
        for v in config.variants
        if v.lstrip("-") not in variants
    ]
    return problems


def _plugin_of(packs: list[Pack], card_id: str) -> object | None:
    """The card's behaviour: that of the last pack (in the preset's order) with a plugin
    for it -- a later edition replaces an earlier one (``Preset``, "Editions")."""
    for pack in reversed(packs):
        if card_id in pack.plugins:
            return pack.plugins[card_id]
    return None


def _pack_of_variant(vid: str) -> str:
    for pack in installed_packs().values():
        if any(v.id == vid for v in pack.variants):
            return pack.id
    return "?"


def hookimpl_marker() -> pluggy.HookimplMarker:
    """The ``@hookimpl`` decorator of this project."""
    return pluggy.HookimplMarker(hookspecs.PROJECT)


__all__ = ["Ruleset", "clear_cache", "hookimpl_marker", "ruleset_for"]
