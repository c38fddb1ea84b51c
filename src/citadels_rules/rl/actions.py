"""Stable integer ids for every action of a preset and player count.

:class:`ActionSpace` enumerates, once, every action the packs can offer: each *shape*
(a kind, the ability's name for ``ability``, the param names) is a block, the product
of its params' domains. The domains come from the ruleset: seats, every character and
district card of the preset's packs (not only this game's lineup and deck), a fixed
vocabulary of ``option`` words, and city positions. The ability shapes are what the
cards declare: an ability without targets has no params, one with targets names what its
selector declares (:func:`~citadels_rules.pack_api.selector_params`).

Ids are laid out by *tier*, the pack that brings a card (classic 0, Dark City 1, ...):
first every action made only of tier-0 values, then those that need a tier-1 card, and so
on. A preset's space is therefore a prefix of the space of a preset with more packs, for
the same player count (classic 4p ids mean the same in dark_city 4p), and a pack added
after the others appends ids without renumbering.

Where a city holds two differing copies of one district (a Quarry), the action names the
district by its position too (``index``/``own_index``); those ids name the position
alone, so decoding them needs the state (:meth:`ActionSpace.action_from_id`).
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Iterator, Mapping, Sequence
from itertools import combinations, groupby
from typing import Any

import numpy as np

from tabletop_engine.actions import Action
from tabletop_engine.rl_spaces import FixedActionSpace

from ..game.binder import Card
from ..game.config import GameConfig
from ..game.packs import installed_packs
from ..game.reducer import legal_actions
from ..game.ruleset import Ruleset, ruleset_for
from ..game.state import GameState
from ..game.views import GameView

#: Positions a district may hold in a city (``index`` params): more than any city reaches
#: (the highest end threshold, 12, plus two Architect turns).
MAX_CITY = 20

#: The most cards a ``build`` may name in ``pay_cards`` (the Thieves' Den: its cost, 6).
MAX_PAY_CARDS = 6

#: The hand positions a ``pay_cards`` id may name: its id is the set of positions, in the
#: builder's hand sorted by card id with the den taken out, of the cards paid (each card
#: id's copies from its first position on). Encoding and decoding it need the state. A
#: payment naming a card further down a larger hand has no id (``ValueError``).
MAX_PAY_HAND = 20

#: How many actions an :class:`ActionSpace` remembers the ids of by value.
_CACHED = 200_000
#: How many action objects it remembers the ids of by identity: the interned ones (a few
#: thousand in Dark City 8p) and the one-off objects of long listings (the Diplomat's
#: pairs, new each time), forgotten all at once when there are this many.
_BY_OBJECT = 20_000
_ABSENT = object()

#: The ``option`` words the shipped rules use (decisions, incomes, colours), in a fixed
#: order; seats, character ids and district ids follow them in the ``option`` domain.
#: Append new words only at the end: the order is part of every id.
OPTION_WORDS: tuple[str, ...] = (
    "take",
    "decline",
    "gold",
    "card",
    "cards",
    "keep",
    "build",
    "pay",
    "refuse",
    "reveal",
    "confiscate",
    "yellow",
    "blue",
    "green",
    "red",
    "purple",
    *(f"gold{n - c}_cards{c}" for n in range(1, 11) for c in range(n + 1)),
)

#: The core kinds and their params, in id order (before the abilities of each tier).
CORE_SHAPES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("pick", ("character",)),
    ("remove", ("character",)),
    ("take_gold", ()),
    ("draw", ()),
    ("keep", ("card",)),
    ("build", ("card",)),
    ("income", ()),
    ("income", ("option",)),
    ("choose", ("option",)),
    ("done", ()),
    ("end_turn", ()),
)

#: Which domain each param takes its values from.
_DOMAIN_OF = {
    "character": "character",
    "target": "seat",
    "district": "district",
    "own": "district",
    "card": "district",
    "option": "option",
    "index": "position",
    "own_index": "position",
    "pay_cards": "paid",
}

#: A district param and the param that gives its position instead.
_POSITIONAL = {"district": "index", "own": "own_index"}


class _Domain:
    """The values a param may take, ordered by tier then declaration order."""

    def __init__(self, name: str, values: Iterable[tuple[Any, int]]) -> None:
        pairs = sorted(enumerate(values), key=lambda p: (p[1][1], p[0]))
        self.name = name
        self.values: tuple[Any, ...] = tuple(v for _, (v, _) in pairs)
        self.tiers: tuple[int, ...] = tuple(t for _, (_, t) in pairs)
        self.index: dict[Any, int] = {}
        for i, v in enumerate(self.values):
            self.index.setdefault(_key(v), i)

    def upto(self, tier: int) -> int:
        """How many values have a tier <= ``tier``."""
        return bisect.bisect_right(self.tiers, tier)


def _key(value: Any) -> tuple[str, Any]:
    """A dict key that keeps ``0``, ``False`` and ``"0"`` apart."""
    return (type(value).__name__, value)


class _Block:
    """One shape: ``kind``, ability ``name`` (or None; for a ``build`` with pack params,
    the card built), the action's param names (``keys``, sorted, without ``name`` or that
    ``card``) and the params the id encodes (``coords``)."""

    def __init__(
        self, kind: str, name: str | None, params: tuple[str, ...], tier: int, source: str
    ) -> None:
        self.kind = kind
        self.name = name
        #: The param that ``name`` fills: ``name`` (an ability), ``card`` (a build).
        self.named = "card" if kind == "build" else "name"
        self.coords = params
        keys = set(params)
        for district, index in _POSITIONAL.items():
            if index in keys:
                keys.add(district)
        self.keys = tuple(sorted(keys))
        self.tier = tier
        self.source = source
        self.positional = tuple(
            (district, index) for district, index in _POSITIONAL.items() if index in params
        )

    @property
    def shape(self) -> tuple[str, str | None, tuple[str, ...]]:
        return (self.kind, self.name, self.keys)


class _Box:
    """A block's ids at one tier: a product of one range of each coordinate's domain."""

    __slots__ = ("base", "block", "domains", "ranges", "size")

    def __init__(
        self,
        block: _Block,
        domains: tuple[_Domain, ...],
        ranges: tuple[tuple[int, int], ...],
        base: int,
    ) -> None:
        self.block = block
        self.domains = domains
        self.ranges = ranges
        self.base = base
        size = 1
        for lo, hi in ranges:
            size *= hi - lo
        self.size = size

    def encode(self, indices: Sequence[int]) -> int | None:
        """The id of the coordinates' domain ``indices``, or None outside this box."""
        local = 0
        for (lo, hi), i in zip(self.ranges, indices, strict=True):
            if not lo <= i < hi:
                return None
            local = local * (hi - lo) + i - lo
        return self.base + local

    def decode(self, i: int) -> list[Any]:
        """The coordinates' values of id ``i`` of this box."""
        local = i - self.base
        digits = []
        for lo, hi in reversed(self.ranges):
            local, d = divmod(local, hi - lo)
            digits.append(lo + d)
        digits.reverse()
        return [dom.values[d] for dom, d in zip(self.domains, digits, strict=True)]


class ActionSpace(FixedActionSpace):
    """Every action of a preset and player count, numbered ``0 .. size - 1``.

    The numbering depends on the preset, the player count and the installed packs, not
    on the seed, the lineup or the variants: the same id means the same action in every
    state of every game of that preset and player count (``actor`` aside: an id is the
    action of whichever seat must act).

    >>> import citadels_rules as cr
    >>> from citadels_rules.rl import ActionSpace
    >>> space = ActionSpace(cr.GameConfig(players=4, preset="classic", seed=1))
    >>> i = space.action_to_id(cr.Action("build", actor=2, card="temple"))
    >>> space.action_from_id(i, actor=2)
    Action('build', actor=2, card='temple')
    """

    def __init__(self, config: GameConfig) -> None:
        rules = ruleset_for(config)
        self.config = config
        self.players = config.players
        self.preset = rules.preset.id
        tiers = pack_tiers(rules)
        #: The pack ids in tier order (the pack bringing tier ``t`` is ``packs[t]``).
        self.packs: tuple[str, ...] = tuple(tiers)
        cards = list(rules.cards.values())
        characters = [(c.id, tiers[c.pack]) for c in cards if c.kind == "character"]
        districts = [(c.id, tiers[c.pack]) for c in cards if c.kind == "district"]
        seats = [(s, 0) for s in range(config.players)]
        words = [(w, 0) for w in OPTION_WORDS]
        builds = list(_build_shapes(rules, tiers))
        # "<district>><seat>" options of the cards that declare them (Card.gives_to_seats),
        # after every other option: the ids of presets without such cards do not move.
        giving = sorted({tier for tier, _, card in bound_cards(rules, tiers) if card.seat_gifts})
        gifts = [(f"{d}>{s}", tier) for tier in giving[:1] for d, _ in districts for s, _ in seats]
        self._domains = {
            "paid": _Domain("paid", [(p, 0) for p in _pay_positions()]),
            "character": _Domain("character", characters),
            "district": _Domain("district", districts),
            "seat": _Domain("seat", seats),
            "position": _Domain("position", [(i, 0) for i in range(MAX_CITY)]),
            "option": _Domain("option", [*words, *seats, *characters, *districts, *gifts]),
        }
        blocks = [_Block(kind, None, params, 0, "core") for kind, params in CORE_SHAPES]
        #: Abilities whose selector declares no params: their actions have no id.
        self.undeclared: tuple[str, ...] = ()
        for name, params, tier, source in _abilities(rules, tiers):
            if "?" in params:
                self.undeclared += (name,)
            for variant in _positional_variants(params):
                blocks.append(_Block("ability", name, variant, tier, source))
        for built, params, tier in builds:
            for variant in _positional_variants(params):
                blocks.append(_Block("build", built, variant, tier, built))
        self._blocks = tuple(blocks)
        self._boxes: list[_Box] = []
        self._by_shape: dict[tuple[str, str | None, tuple[str, ...]], list[_Box]] = {}
        base = 0
        for tier in range(len(self.packs)):
            for block in blocks:
                doms = tuple(self._domains[_DOMAIN_OF[p]] for p in block.coords)
                for ranges in self._ranges_of(block, tier):
                    box = _Box(block, doms, ranges, base)
                    if box.size:
                        self._boxes.append(box)
                        self._by_shape.setdefault(block.shape, []).append(box)
                        base += box.size
        #: The number of action ids.
        self.size = base
        self._bases = [box.base for box in self._boxes]
        self._ids: dict[Action, int] = {}
        #: The ids of the action objects seen, by ``id()`` (each entry holds its action, so
        #: that ``id`` is not reused): the listing's actions are interned, the same object
        #: each time, and an identity lookup skips hashing and comparing them.
        self._by_object: dict[int, tuple[Action, int]] = {}

    @property
    def characters(self) -> tuple[str, ...]:
        """Every character id of the preset's packs, in id order (tier, then rank)."""
        return self._domains["character"].values

    @property
    def districts(self) -> tuple[str, ...]:
        """Every district id of the preset's packs, in id order (tier, then pack order)."""
        return self._domains["district"].values

    @property
    def options(self) -> tuple[Any, ...]:
        """The ``option`` domain: :data:`OPTION_WORDS`, seats, characters, districts
        (by tier)."""
        return self._domains["option"].values

    # -- layout --------------------------------------------------------------------------

    def _ranges_of(self, block: _Block, tier: int) -> Iterator[tuple[tuple[int, int], ...]]:
        """The boxes (a range of each coordinate's domain) holding the tuples of ``block``
        whose highest tier is ``tier``."""
        if tier < block.tier:
            return
        doms = [self._domains[_DOMAIN_OF[p]] for p in block.coords]
        if tier == block.tier:
            yield tuple((0, d.upto(tier)) for d in doms)
            return
        # The tuples with a coordinate of this tier, split by the first such coordinate.
        for j in range(len(doms)):
            yield tuple(
                (0, d.upto(tier - 1))
                if i < j
                else (d.upto(tier - 1), d.upto(tier))
                if i == j
                else (0, d.upto(tier))
                for i, d in enumerate(doms)
            )

    def blocks(self) -> list[tuple[int, int, str]]:
        """``(first id, size, description)`` of each run of ids, in id order: the layout
        (``citadels_rules.rl`` docs print it)."""
        out = []
        for box in self._boxes:
            b = box.block
            what = b.kind if b.name is None else f"{b.kind} {b.name}"
            coords = " × ".join(
                f"{p}[{lo}:{hi}]" for p, (lo, hi) in zip(b.coords, box.ranges, strict=True)
            )
            out.append((box.base, box.size, f"{what} {coords}".rstrip()))
        return out

    # -- encoding ------------------------------------------------------------------------

    def action_to_id(self, action: Action, state: GameState | GameView | None = None) -> int:
        """The id of ``action`` (its ``actor`` aside); ``ValueError`` when this space has no
        id for it (an option word or an ability shape it does not know). A build naming
        the cards it pays with (``pay_cards``) needs the ``state`` (or the actor's view):
        its id names their positions in the hand."""
        hit = self._by_object.get(id(action))
        if hit is not None and hit[0] is action:
            return hit[1]
        if action.get("pay_cards", _ABSENT) is not _ABSENT:
            return self._encode(action, state)
        i = self._ids.get(action)
        if i is None:
            i = self._encode(action)
            if len(self._ids) < _CACHED:
                self._ids[action] = i
        if len(self._by_object) >= _BY_OBJECT:
            self._by_object.clear()  # the one-off actions (a Diplomat's pairs) pile up
        self._by_object[id(action)] = (action, i)
        return i

    def _encode(self, action: Action, state: GameState | GameView | None = None) -> int:
        params: Mapping[str, Any] = action.params
        if "pay_cards" in params:
            params = {**params, "pay_cards": _positions_of(action, state)}
        build_way = action.kind == "build" and len(params) > 1
        named = "name" if action.kind == "ability" else "card" if build_way else ""
        name = params.get(named) if named else None
        keys = tuple(k for k in params if k != named)
        boxes = self._by_shape.get((action.kind, name, keys))
        if boxes is None:
            msg = f"{action!r}: no action of this shape in {self!r}"
            if action.kind == "ability":
                msg += " (does its selector declare its params? see selector_params)"
            raise ValueError(msg)
        block = boxes[0].block
        indices = []
        for p, dom in zip(block.coords, boxes[0].domains, strict=True):
            i = dom.index.get(_key(params[p]))
            if i is None:
                raise ValueError(f"{action!r}: {p}={params[p]!r} is not in this action space")
            indices.append(i)
        for box in boxes:
            code = box.encode(indices)
            if code is not None:
                return code
        raise AssertionError(f"{action!r}: no box holds it")  # pragma: no cover

    def action_from_id(
        self, i: int, actor: int | None, state: GameState | GameView | None = None
    ) -> Action:
        """The action numbered ``i``, of seat ``actor``.

        An id that names a district by its position in a city (``index``, where a city
        holds two differing copies) needs the ``state`` (or any seat's view: cities are
        public) to name the district itself.
        """
        box = self._box_of(i)
        block = box.block
        params: dict[str, Any] = dict(zip(block.coords, box.decode(int(i)), strict=True))
        for district, index in block.positional:
            if state is None:
                msg = f"action id {i} names a district by its position ({index}): pass state="
                raise ValueError(msg)
            where = actor if district == "own" else params.get("target", actor)
            city = state.players[where].city if where is not None else ()
            if params[index] >= len(city):
                raise ValueError(f"action id {i}: seat {where} has no district at {params[index]}")
            params[district] = city[params[index]].card
        if "pay_cards" in params:
            params["pay_cards"] = _cards_at(params["pay_cards"], block.name, actor, state, i)
        if block.name is not None:
            params[block.named] = block.name
        return Action(block.kind, actor, **params)

    def needs_state(self, i: int) -> bool:
        """Whether id ``i`` names a district by its city position (decoding it needs the
        state or a view)."""
        block = self._box_of(i).block
        return bool(block.positional) or "pay_cards" in block.coords

    def _box_of(self, i: int) -> _Box:
        if not isinstance(i, int | np.integer) or not 0 <= i < self.size:
            raise ValueError(f"action id must be an int from 0 to {self.size - 1}, not {i!r}")
        return self._boxes[bisect.bisect_right(self._bases, int(i)) - 1]

    # -- masks ---------------------------------------------------------------------------

    def legal_ids(self, state: GameState) -> dict[int, Action]:
        """The legal actions of ``state`` by id (``ValueError`` if two share an id)."""
        out: dict[int, Action] = {}
        known = self._by_object
        for a in legal_actions(state):
            hit = known.get(id(a))
            i = hit[1] if hit is not None and hit[0] is a else self.action_to_id(a, state)
            if i in out:
                raise ValueError(f"{a!r} and {out[i]!r} share action id {i}")
            out[i] = a
        return out

    def legal_action_mask(self, state: GameState) -> np.ndarray:
        """A bool array of ``size``: True at the ids of the legal actions of ``state``."""
        mask = np.zeros(self.size, dtype=bool)
        for a in legal_actions(state):
            mask[self.action_to_id(a, state)] = True
        return mask

    def __repr__(self) -> str:
        return f"ActionSpace(preset={self.preset!r}, players={self.players}, size={self.size})"


def _pay_positions() -> Iterator[tuple[int, ...]]:
    """The ``pay_cards`` domain: every set of 1 .. :data:`MAX_PAY_CARDS` positions below
    :data:`MAX_PAY_HAND`, by size then lexicographically."""
    for n in range(1, MAX_PAY_CARDS + 1):
        yield from combinations(range(MAX_PAY_HAND), n)


def _pay_hand(action: Action, state: GameState | GameView | None) -> list[str]:
    """The builder's hand sorted by card id, the card built taken out once."""
    if state is None or action.actor is None:
        raise ValueError(f"{action!r} names cards of a hand by position: pass state=")
    hand = state.players[action.actor].hand
    if not isinstance(hand, tuple):
        raise ValueError(f"{action!r}: this view does not show seat {action.actor}'s hand")
    rest = sorted(hand)
    if action.params.get("card") in rest:
        rest.remove(action.params["card"])
    return rest


def _positions_of(action: Action, state: GameState | GameView | None) -> tuple[int, ...]:
    """The positions (in :func:`_pay_hand`) of the cards ``action`` pays with."""
    rest = _pay_hand(action, state)
    out: list[int] = []
    for card, group in groupby(sorted(action.params["pay_cards"])):
        if card not in rest:
            raise ValueError(f"{action!r}: {card} is not in the hand")
        first = rest.index(card)
        out += range(first, first + len(list(group)))
    if out and out[-1] >= MAX_PAY_HAND:
        raise ValueError(f"{action!r}: a card paid lies beyond position {MAX_PAY_HAND - 1}")
    return tuple(out)


def _cards_at(
    positions: tuple[int, ...],
    built: str | None,
    actor: int | None,
    state: GameState | GameView | None,
    i: int,
) -> tuple[str, ...]:
    """The cards at ``positions`` of the builder of ``built``'s sorted hand (id ``i``'s
    ``pay_cards``)."""
    probe = Action("build", actor, card=built, pay_cards=())
    rest = _pay_hand(probe, state)
    if positions[-1] >= len(rest):
        raise ValueError(f"action id {i}: seat {actor}'s hand has no card at {positions[-1]}")
    return tuple(rest[k] for k in positions)


def pack_tiers(rules: Ruleset) -> dict[str, int]:
    """Pack id -> tier: the packs bringing cards in the order of their cards, then the
    preset's other packs."""
    tiers: dict[str, int] = {}
    for card in rules.cards.values():
        tiers.setdefault(card.pack, len(tiers))
    for pack in rules.preset.packs:
        tiers.setdefault(pack, len(tiers))
    return tiers


def bound_cards(rules: Ruleset, tiers: dict[str, int]) -> Iterator[tuple[int, str, Card]]:
    """``(tier, owner id, bound card)`` of the preset's packs' bound cards, by tier: each
    pack's rules plugins, then its cards in pack order, then its variants."""
    packs = installed_packs()
    for pack_id, tier in tiers.items():
        pack = packs.get(pack_id)
        if pack is None:
            continue
        plugins: list[tuple[str, object]] = list(pack.rules)
        plugins += [(c.id, pack.plugins.get(c.id)) for c in pack.cards if c.id in rules.cards]
        plugins += [(v.id, v.plugin) for v in pack.variants]
        for owner, plugin in plugins:
            if isinstance(plugin, Card):
                yield tier, owner, plugin


def _abilities(
    rules: Ruleset, tiers: dict[str, int]
) -> Iterator[tuple[str, tuple[str, ...], int, str]]:
    """``(name, declared params, tier, card id)`` of each ability of the preset's cards,
    by tier, then card order, then declaration order."""
    seen: set[str] = set()
    for tier, owner, card in bound_cards(rules, tiers):
        for name, ability in card.abilities.items():
            if name not in seen:
                seen.add(name)
                for params in _declared_shapes(ability):
                    yield name, params, tier, owner
                extra = getattr(ability.targets, "variant_shapes", None) or {}
                for variant in sorted(extra):
                    if variant in rules.variants:
                        for params in extra[variant]:
                            yield name, params, tier, owner
        for name, param in card.ability_answers.items():  # decisions answered by abilities
            if name not in seen:
                seen.add(name)
                yield name, (param,), tier, owner


def _build_shapes(
    rules: Ruleset, tiers: dict[str, int]
) -> Iterator[tuple[str, tuple[str, ...], int]]:
    """``(card id, params besides card, tier)`` of each ``build`` with pack params that
    the preset's cards declare (:meth:`~citadels_rules.game.binder.Card.builds_with`)."""
    seen: set[tuple[str, tuple[str, ...]]] = set()
    for tier, owner, card in bound_cards(rules, tiers):
        for params in card.build_params:
            if (owner, params) not in seen:
                seen.add((owner, params))
                yield owner, params, tier


def _declared_shapes(ability: Any) -> tuple[tuple[str, ...], ...]:
    """The param tuples an ability's actions name (one, unless its selector declares
    several ``shapes``: :func:`~citadels_rules.pack_api.selector_params`)."""
    shapes = getattr(ability.targets, "action_shapes", None)
    return (_declared_params(ability),) if shapes is None else tuple(shapes)


def _declared_params(ability: Any) -> tuple[str, ...]:
    """The params an ability's actions name (empty without targets)."""
    if ability.targets is None:
        return ()
    params = getattr(ability.targets, "action_params", None)
    if params is None:
        return ("?",)  # undeclared: no block (its actions have no id; see _encode)
    return tuple(params)


def _positional_variants(params: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
    """The param tuples of a declared shape: as declared, and with each district param
    replaced by its position (``index``, ``own_index``) in every combination."""
    if "?" in params:
        return
    swappable = [i for i, p in enumerate(params) if p in _POSITIONAL]
    for mask in range(1 << len(swappable)):
        out = list(params)
        for bit, i in enumerate(swappable):
            if mask >> bit & 1:
                out[i] = _POSITIONAL[params[i]]
        yield tuple(out)


__all__ = [
    "CORE_SHAPES",
    "MAX_CITY",
    "MAX_PAY_CARDS",
    "MAX_PAY_HAND",
    "OPTION_WORDS",
    "ActionSpace",
]
