"""Target selectors: plain functions that list the legal targets of an ability.

A selector takes ``(state, seat, ability)`` and yields :class:`~.binder.Target` values;
every protection is applied here, in one place, through the windows that express it
(``citadels_may_name``: the Witch; ``citadels_may_affect``: fan Yang Ruoxin;
``citadels_may_target``: completed cities, the Bishop, the Keep). Cards pass them to
``@card.ability(targets=...)``; the price (and a Great Wall's surcharge) is the
ability's ``gold``.

Each selector declares the action params its targets name (:func:`selector_params`):
``citadels_rules.rl`` numbers the actions from these declarations.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from .helpers import district_params
from .state import GameState

if TYPE_CHECKING:
    from .binder import Ability, Selector, Target


F = TypeVar("F", bound=Callable[..., Any])


def selector_params(
    *names: str,
    shapes: tuple[tuple[str, ...], ...] | None = None,
    variant_shapes: Mapping[str, tuple[tuple[str, ...], ...]] | None = None,
) -> Callable[[F], F]:
    """Declare the action params a selector's targets name, in a fixed order: a card's
    own selector says ``@selector_params("target", "district", "own")``.

    Names are among ``target`` (a seat), ``character``, ``district`` and ``own`` (a
    district of the target's or the actor's city; the ``index`` and ``own_index`` that
    tell differing copies apart are implied), ``card`` (a district card of a hand or the
    deck) and ``option``. Read as the selector's ``action_params`` attribute by
    :class:`citadels_rules.rl.ActionSpace`, which gives every action a stable number.

    >>> @selector_params("target")
    ... def anyone(state, seat, ability):
    ...     return iter(())
    >>> anyone.action_params
    ('target',)

    ``shapes``: when a target names only some of ``names`` (a Spy naming a player or,
    with a variant, a character; an Abbot naming a player only on a tie), the param
    tuples its actions may name, each in the order of ``names`` (``()``: no param).
    Read as ``action_shapes`` (default: ``(names,)``). ``variant_shapes`` adds shapes
    used only while a variant is in force (the Magician naming a ``character`` under
    ``magician_targets_character``), so the RL ids of games without it do not move.
    """
    known = {"target", "character", "district", "own", "card", "option"}
    unknown = [n for n in names if n not in known]
    if unknown or len(set(names)) != len(names):
        msg = f"selector_params{names!r}: each name once, among {sorted(known)}"
        raise ValueError(msg)

    forms = (tuple(names),) if shapes is None else tuple(tuple(f) for f in shapes)
    if any(not set(f) <= set(names) or list(f) != sorted(f, key=names.index) for f in forms):
        raise ValueError(f"selector_params{names!r}: shapes={shapes!r} not in that order")

    def declare(fn: F) -> F:
        setattr(fn, "action_params", tuple(names))  # noqa: B010 (a function attribute)
        setattr(fn, "action_shapes", forms)  # noqa: B010
        extra = {v: tuple(tuple(f) for f in fs) for v, fs in (variant_shapes or {}).items()}
        setattr(fn, "variant_shapes", extra)  # noqa: B010
        return fn

    return declare


def _target(**fields: Any) -> Target:
    global _TARGET
    if _TARGET is None:  # binder imports this module: looked up once, on first use
        from .binder import Target

        _TARGET = Target
    params = tuple((k, v) for k, v in fields.pop("params").items())
    return _TARGET(**fields, params=params)


_TARGET: Any = None


#: Targets that depend on one value only are made once (selectors run on every state).
_SIMPLE: dict[tuple[str, Any], Target] = {}


def _simple(field: str, param: str, value: Any) -> Target:
    key = (param, value)
    target = _SIMPLE.get(key)
    if target is None:
        target = _target(**{field: value}, params={param: value})
        if len(_SIMPLE) < 100_000:
            _SIMPLE[key] = target
    return target


def player_target(seat: int) -> Target:
    """The :class:`~.binder.Target` naming player ``seat`` (``target=<seat>``)."""
    return _simple("seat", "target", seat)


def district_target(state: GameState, seat: int, index: int) -> Target:
    """The :class:`~.binder.Target` naming district ``index`` of ``seat``'s city
    (``target``, ``district`` and, where two copies differ, ``index``)."""
    player = state.players[seat]
    if len(player.built) == len(player.city):  # no two copies: made once, kept
        key = (seat, index, player.city[index].card)
        target = _DISTRICTS.get(key)
        if target is None:
            target = _target(seat=seat, index=index, params={"target": seat, "district": key[2]})
            if len(_DISTRICTS) < 100_000:
                _DISTRICTS[key] = target
        return target
    return _target(
        seat=seat, index=index, params={"target": seat, **district_params(state, seat, index)}
    )


_DISTRICTS: dict[tuple[int, int, str], Target] = {}


def card_target(card: str) -> Target:
    """The :class:`~.binder.Target` naming a card of the actor's hand (``card=<id>``)."""
    return _simple("card", "card", card)


def reached_seat(state: GameState, seat: int, ability: Ability, aimed: int) -> int:
    """The player that ``seat``'s ``ability``, aimed at player ``aimed``, reaches:
    ``aimed`` itself unless the ability was declared with ``redirects=True`` and
    ``citadels_redirect`` (fan Chen Yiru) says otherwise. An aim at the actor's own seat
    is never redirected."""
    rules = state.rules
    if aimed == seat or not ability.redirects or "redirect" not in rules.live:
        return aimed
    rank = rules.ability_rank(ability.name)
    return int(rules.hooks.redirect(state, seat, ability.name, rank, aimed, aimed))


def aims(state: GameState, seat: int, ability: Ability | None) -> Iterator[tuple[int, int]]:
    """Each player ``(aimed, reached)``: every seat, the player ``seat``'s ``ability``
    aimed there reaches (:func:`reached_seat`; ``ability=None``: not redirected). A
    selector of a ``redirects=True`` ability lists the reached player's targets under
    ``target=<aimed>`` (characters.md §1.4 default).

    A void aim is left out: another player's seat whose aim reaches the user itself
    (``citadels_redirect`` answering ``seat``: fan Chen Yiru's partner of a Hospital
    owner, ``hospital_vs_chen_yiru``), which affects nobody and so is never offered."""
    for aimed in range(len(state.players)):
        reached = aimed if ability is None else reached_seat(state, seat, ability, aimed)
        if reached != seat or aimed == seat:
            yield aimed, reached


def _scoped_aims(
    state: GameState, seat: int, ability: Ability, own: bool, others: bool
) -> Iterator[tuple[int, int]]:
    """:func:`aims` of a district selector: the user's own city if ``own``, the others'
    if ``others``, redirected when the ability ``redirects`` and a plugin answers
    ``citadels_redirect``."""
    redirect = ability.redirects and "redirect" in state.rules.live
    for aimed, t in aims(state, seat, ability if redirect else None):
        if own if aimed == seat else others:
            yield aimed, t


def aimed_target(target: Target, aimed: int) -> Target:
    """``target`` (naming the reached player) named by the player aimed at instead."""
    if target.params and dict(target.params).get("target") == aimed:
        return target
    params = tuple(("target", aimed) if k == "target" else (k, v) for k, v in target.params)
    return _target(**{**_fields(target), "params": dict(params)})


def _fields(target: Target) -> dict[str, Any]:
    return {k: getattr(target, k) for k in ("seat", "index", "character", "card", "own", "option")}


def characters(*, ranks_not: Iterable[int] = (), killed: bool = True) -> Selector:
    """The lineup's characters but the ability's own that it may name
    (``citadels_may_name``), without ``ranks_not`` and, unless ``killed``, the killed."""
    skip = frozenset(ranks_not)

    def select(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
        rules = state.rules
        may_name = rules.hooks.may_name if "may_name" in rules.live else None
        name = ability.name
        own = ability.card
        for c in state.lineup:
            if c == own or (skip and rules.rank(c) in skip):
                continue
            if not killed and state.marked(c, "killed") is not None:
                continue
            if may_name is None or may_name(state, seat, name, c) is not False:
                yield _simple("character", "character", c)

    return selector_params("character")(select)


def other_players(what: str) -> Selector:
    """Every other player whose ``what`` (``"gold"``, ``"hand"``, ``"city"``) the
    ability may reach (``citadels_may_affect``); for a ``redirects=True`` ability, the
    player reached by an aim at each (:func:`aims`), named by the one aimed at."""

    def select(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
        rules = state.rules
        redirect = ability.redirects and "redirect" in rules.live
        if "may_affect" not in rules.live and not redirect:  # every other player
            for t in range(len(state.players)):
                if t != seat:
                    yield player_target(t)
            return
        rank = rules.ability_rank(ability.name)
        may_affect = rules.hooks.may_affect if "may_affect" in rules.live else None
        name = ability.name
        for aimed, t in aims(state, seat, ability if redirect else None):
            if aimed == seat or t == seat:
                continue
            if may_affect is not None and may_affect(state, seat, name, rank, t, what) is False:
                continue
            yield player_target(t) if t == aimed else _target(seat=t, params={"target": aimed})

    return selector_params("target")(select)


def districts(*, own: bool = True, others: bool = True) -> Selector:
    """Every district of the chosen cities that the ability may affect
    (``citadels_may_target``: a completed city, the Bishop's, a Keep...); for a
    ``redirects=True`` ability, aimed at another player, the districts of the player
    reached (:func:`aims`), named by ``target=<aimed>``."""

    def select(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
        rules = state.rules
        rank = rules.ability_rank(ability.name)
        may_target = rules.hooks.may_target
        name = ability.name
        players = state.players
        for aimed, t in _scoped_aims(state, seat, ability, own, others):
            player = players[t]
            city = player.city
            single = len(player.built) == len(city)  # no two copies: district_target's memo
            for i in range(len(city)):
                if may_target(state, seat, name, rank, t, i) is not False:
                    target = _DISTRICTS.get((t, i, city[i].card)) if single else None
                    if target is None:
                        target = district_target(state, t, i)
                    yield target if t == aimed else aimed_target(target, aimed)

    select.district_scope = (own, others)  # type: ignore[attr-defined]
    return selector_params("target", "district")(select)


#: What a district costs an ability: ``(state, seat, target seat, index) -> gold``.
DistrictPrice = Callable[[GameState, int, int, int], int]


def district_price(price: DistrictPrice) -> Callable[[GameState, int, Target], int]:
    """The ``gold=`` of an ability on :func:`districts` whose price depends on the
    district alone: ``price(state, seat, t.seat, t.index)`` for each target ``t``. With
    ``per_turn=True`` the ability lists its targets with :func:`priced_districts` (the
    same targets and prices, faster); this stays the reference."""

    def gold(state: GameState, seat: int, t: Target) -> int:
        return price(state, seat, t.seat, t.index)

    gold.per_district = price  # type: ignore[attr-defined]
    return gold


def priced_districts(
    price: DistrictPrice, *, own: bool = True, others: bool = True
) -> Callable[[GameState, int, Ability], Iterator[tuple[tuple[tuple[str, Any], ...], int]]]:
    """The ``priced=`` of an ability with ``targets=districts(own=, others=)`` and
    ``gold=district_price(price)``: the targets the user can afford, each with its
    price, as ``(params, price)`` in the selector's order. Each district is priced
    first and its protections (``citadels_may_target``) are asked only when the user
    can pay for it -- most districts cost more than a Warlord has once he has gathered
    (a ``per_turn`` list may leave out what its user cannot afford)."""

    def priced(
        state: GameState, seat: int, ability: Ability
    ) -> Iterator[tuple[tuple[tuple[str, Any], ...], int]]:
        rules = state.rules
        rank = rules.ability_rank(ability.name)
        may_target = rules.hooks.may_target
        name = ability.name
        players = state.players
        gold = players[seat].gold
        for aimed, t in _scoped_aims(state, seat, ability, own, others):
            for i in range(len(players[t].city)):
                cost = price(state, seat, t, i)
                if cost > gold or may_target(state, seat, name, rank, t, i) is False:
                    continue
                target = district_target(state, t, i)
                yield (target if t == aimed else aimed_target(target, aimed)).params, cost

    return priced


@selector_params("district")
def own_districts(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """Each district of the actor's own city (named by ``district``, + ``index``)."""
    for i in range(len(state.players[seat].city)):
        yield _target(seat=seat, index=i, params=district_params(state, seat, i))


@selector_params("card")
def hand_cards(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """Each distinct card of the actor's hand (named by ``card``)."""
    for c in dict.fromkeys(state.players[seat].hand):
        yield card_target(c)


def options(*values: Any) -> Selector:
    """A fixed choice among ``values`` (named by ``option``)."""

    def select(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
        for v in values:
            yield _simple("option", "option", v)

    return selector_params("option")(select)


__all__ = [
    "aimed_target",
    "aims",
    "card_target",
    "characters",
    "district_price",
    "district_target",
    "districts",
    "hand_cards",
    "options",
    "other_players",
    "own_districts",
    "player_target",
    "priced_districts",
    "reached_seat",
    "selector_params",
]
