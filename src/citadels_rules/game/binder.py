"""Cards that read like their card text: a plugin bound to its card.

A card module declares *what it is bound to, when it may act, whom it may target and
what it costs*, and writes only the effect::

    smithy = DistrictCard("smithy")

    @smithy.ability("draw", gold=2, when=has_cards_to_draw)
    def draw(state, seat):
        return [Draw(seat, 3)]

The :class:`Card` object is the card's pluggy plugin. What it generates is small and
inspectable (:meth:`Card.describe`, ``citadels packs --hooks CARD``):

* ``@card.bound`` on a function named after a hook spec: the function hears only the
  calls that concern the card -- the window's *subject* (:data:`~.hookspecs.SUBJECTS`):
  the holder acting with a character's powers, the owner of a district. No "is this
  about me?" guard in the card.
* ``@card.ability(verb, ...)``: one declaration gives both the offer
  (``citadels_turn_actions``: exactly the legal targets, affordable, within the turn's
  limit and timing) and the resolution (``citadels_ability``, dispatched by name), with
  the ``Use`` bookkeeping, the payment and the rank-8 end of turn added by the binder.
  The recorded action is ``ability name=<card id>.<verb>`` plus the target's params.
* ``@card.answer(kind)``: resolves the decisions of kind ``<card id>.<kind>`` it asked.
* ``@card.redeal(kind)``: deals such a decision again in a resampled world (a bot's
  guess of the hidden state, ``citadels_resample_decision``).
* ``@card.hook``: the escape hatch, a plain hook implementation that hears every call
  (rules about everyone, suspended turns, borrowed powers).

Targets come from *selectors* (:mod:`.selectors`): plain functions that list the legal
:class:`Target` values and apply every protection in one place. Abilities carry *tags*
(``destroy``, ``rob``, ``exchange``...; by default their verb) so that other cards react
to what an ability does, never to its name (:func:`has_tag`).
"""

from __future__ import annotations

import inspect
from abc import abstractmethod
from collections.abc import Callable, Iterable
from types import ModuleType
from typing import Any, ClassVar

import attrs

from tabletop_engine.actions import Action, fresh_action, make_action
from tabletop_engine.binder import BoundCard, Part
from tabletop_engine.decisions import Decision
from tabletop_engine.errors import PackError

from . import effects as fx
from . import hookspecs
from .helpers import ability as make
from .helpers import find_district
from .selectors import priced_districts, reached_seat
from .state import GameState
from .turn import pay

_KIND_OF = {
    name: getattr(getattr(hookspecs, name), "__hook_kind__", None)
    for name in dir(hookspecs)
    if name.startswith(hookspecs.PROJECT + "_")
}

#: Timing of an ability (C-9.5, C-9.10, R8.1): any time in the turn,
ANY_TIME = "any_time"
#: once the gather is done,
AFTER_GATHER = "after_gather"
#: or the rank-8 rule: once the gather is done, and taking it ends the turn -- unless the
#: variant ``<card id>_any_time`` is on (any time, the turn going on).
END_OF_TURN = "end_of_turn"

_ANY_TIME: dict[str, str] = {}

#: The params an ``ability`` answer of a decision may fill (:meth:`Card.answer`).
_ABILITY_ANSWER_PARAMS = frozenset({"target", "character", "card", "option"})

#: The tag of an ability whose public outcome is a function of its target's hand (the
#: 2016 Spy: the gold and cards moved count the matching cards). At the table everyone
#: sees that outcome, so the hand is a legitimate input of what the other seats see:
#: :func:`revealed_hands` names that hand, and the non-interference check
#: (:func:`citadels_rules.testing.invariants.check_noninterference`) keeps it in place
#: instead of exchanging it. The target is the action's ``target`` seat, or the holder
#: of its ``character``.
REVEALS_HAND = "reveals_hand"

#: What a declared look may show its user (``shows=`` of :meth:`Card.ability` and
#: :meth:`Card.answer`): ``"hand"`` the target's hand (the Wizard, the Spy), ``"hands"``
#: other seats' hands (the Seer, Dong Zining), ``"deck"`` the deck (the Lighthouse, the
#: Magician's redraw), ``"aside"`` the cards set aside.
SHOWS = frozenset({"hand", "hands", "deck", "aside"})


def _check_shows(card: str, name: str, shows: Iterable[str]) -> None:
    """Raise ``PackError`` unless ``shows`` names only :data:`SHOWS`."""
    if isinstance(shows, str) or not set(shows) <= SHOWS:
        known = sorted(SHOWS)
        raise PackError(card, f"{name!r}: shows={shows!r} must be a tuple among {known}")


#: ``pay_to`` of an ability whose price goes to the targeted player (the Diplomat).
TARGET = "target"

#: The kind of :class:`~.state.LogEntry` each effect class makes (``Card.on_effect``).
EVENT_OF: dict[type, str] = {
    fx.Transfer: "gold",
    fx.Build: "built",
    fx.Destroy: "destroyed",
    fx.MoveDistrict: "district_moved",
    fx.ExchangeDistricts: "exchanged",
    fx.Gathered: "gathered",
    fx.Reveal: "revealed",
    fx.MarkCharacter: "marked",
    fx.GiveCrown: "crown",
    fx.Affected: "affected",
}


@attrs.frozen
class Target:
    """One legal target of an ability: a player (``seat``), a district of their city
    (``index``), a character, a card of a hand, a district of the actor's own city
    (``own``), an ``option``. ``params`` are the action's params that name it.

    Each selector fills the fields its targets have (a district selector: ``seat`` and
    ``index``); the others are None. They are typed ``Any`` so that a card reads
    ``t.seat`` without a cast.
    """

    seat: Any = None
    index: Any = None
    character: Any = None
    card: Any = None
    own: Any = None
    option: Any = None
    params: tuple[tuple[str, Any], ...] = ()


Selector = Callable[[GameState, int, "Ability"], Iterable[Target]]
Price = int | Callable[[GameState, int, Any], int]


@attrs.frozen(eq=False)
class Ability:
    """A declared ability (see :meth:`Card.ability`)."""

    card: str
    verb: str
    effects: Callable[..., list[Any] | None]
    targets: Selector | None = None
    gold: Price = 0
    pay_to: Any = fx.BANK
    once: bool = True
    token: str = ""
    when: Callable[[GameState, int], bool] | None = None
    timing: str = ANY_TIME
    tags: frozenset[str] = frozenset()
    rank: int | None = None
    resolve: Callable[[GameState, Action], Target] | None = None
    secret: tuple[str, ...] = ()
    per_turn: bool = False
    priced: Callable[[GameState, int, Ability], Iterable[tuple[Any, int]]] | None = None
    redirects: bool = False
    shows: tuple[str, ...] = ()
    _name: str = attrs.field(init=False, default="", repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "_name", f"{self.card}.{self.verb}")
        price = getattr(self.gold, "per_district", None)
        scope = getattr(self.targets, "district_scope", None)
        if self.per_turn and self.priced is None and price is not None and scope is not None:
            # districts() priced by district_price(): the same list, priced first
            own, others = scope
            object.__setattr__(self, "priced", priced_districts(price, own=own, others=others))

    @property
    def name(self) -> str:
        """The ability's name in actions: ``<card id>.<verb>``."""
        return self._name

    def price(self, state: GameState, seat: int, target: Target | None) -> int:
        """What ``seat`` pays to use it on ``target``."""
        gold = self.gold
        return gold if isinstance(gold, int) else gold(state, seat, target)

    @property
    def any_time_variant(self) -> str:
        """The variant that lifts the rank-8 timing: ``<card id>_any_time`` (without a
        ``fan.`` prefix)."""
        return _ANY_TIME.setdefault(self.card, f"{self.card.rsplit('.', 1)[-1]}_any_time")

    def any_time(self, state: GameState) -> bool:
        """Whether the rank-8 timing is lifted by its ``<id>_any_time`` variant."""
        return self.any_time_variant in state.rules.variants

    def open_now(self, state: GameState, seat: int) -> bool:
        """Whether it may be offered now (limit, timing, condition), targets aside."""
        turn = state.turn
        if turn is None:
            return False
        if self.once and self.token in turn.used:
            return False
        timing = self.timing
        if timing == END_OF_TURN and self.any_time(state):
            timing = ANY_TIME
        if timing != ANY_TIME and not turn.gathered:
            return False
        return self.when is None or self.when(state, seat)

    def offers(self, state: GameState, seat: int) -> list[Action]:
        """The ``ability`` actions of ``seat`` now: one per affordable legal target."""
        if not self.open_now(state, seat):
            return []
        gold = state.players[seat].gold
        price = self.gold
        if self.targets is None:
            if (price if isinstance(price, int) else price(state, seat, None)) <= gold:
                return [make(seat, self._name)]
            return []
        name = self._name
        if self.per_turn:
            return [a for a, cost in self._listed(state, seat, gold) if cost <= gold]
        out = []
        if isinstance(price, int):
            if price > gold:
                return []
            for target in self.targets(state, seat, self):
                out.append(_offered(name, seat, target.params))
        else:
            for target in self.targets(state, seat, self):
                if price(state, seat, target) <= gold:
                    out.append(_offered(name, seat, target.params))
        return out

    def _listed(self, state: GameState, seat: int, gold: int) -> list[tuple[Action, int]]:
        """Every target's action and price, listed once for as long as what a
        ``per_turn`` selector may depend on stays the same (the same objects: states
        share what does not change) and the user's gold does not grow."""
        players = state.players
        inputs = (
            state.rules,
            state.round,
            state.calling,
            state.marks,
            state.tokens,
            state.revealed,
            *[p.city for p in players],
            *[p.characters for p in players],
        )
        slot = (self._name, seat)
        hit = _LISTED.get(slot)
        if (
            hit is not None
            and gold <= hit[1]
            and len(hit[0]) == len(inputs)
            and all(a is b or a == b for a, b in zip(hit[0], inputs, strict=True))
        ):
            return hit[2]
        name = self._name
        assert self.targets is not None
        if self.priced is not None:
            entries = list(self.priced(state, seat, self))
        else:
            entries = [
                (t.params, self.price(state, seat, t)) for t in self.targets(state, seat, self)
            ]
        if len(entries) <= _INTERN_UP_TO:  # a few targets, met again and again: interned
            listed = [(_offered(name, seat, params), cost) for params, cost in entries]
        else:
            # A long list of combinations (the Diplomat's pairs), kept for the turn: its
            # actions are not interned, as most are met once and would fill the table
            # with objects that the garbage collector keeps scanning.
            head = ("name", name)
            listed = [
                (fresh_action("ability", seat, tuple(sorted((head, *params)))), cost)
                for params, cost in entries
            ]
        if len(_LISTED) >= 4096:
            _LISTED.clear()
        _LISTED[slot] = (inputs, gold, listed)
        return listed

    def resolve_action(self, state: GameState, action: Action) -> list[Any]:
        """The effects of a legal ``action`` of this ability."""
        seat = action.actor
        assert seat is not None
        target = None
        if self.targets is not None:
            if self.resolve is not None:
                target = self.resolve(state, action)
            elif self.redirects:
                target = redirected_target_of(state, action, self)
            else:
                target = target_of(state, action)
        out: list[Any] = [fx.Use(self.token)] if self.once else []
        price = self.price(state, seat, target)
        if price:
            dst = target.seat if self.pay_to == TARGET and target is not None else self.pay_to
            out += pay(seat, dst, price)
        args = (state, seat) if target is None else (state, seat, target)
        out += self.effects(*args) or ()
        if self.timing == END_OF_TURN and not self.any_time(state):
            out.append(fx.EndTurn())
        return out


#: A ``per_turn`` list of at most this many targets has its actions interned.
_INTERN_UP_TO = 24

_OFFERED: dict[tuple[Any, ...], Action] = {}
#: ``(ability name, seat) -> (inputs, gold, [(action, price)])``: the lists of
#: ``per_turn`` abilities (:meth:`Ability._listed`).
_LISTED: dict[tuple[str, int], tuple[tuple[Any, ...], int, list[tuple[Action, int]]]] = {}


def _offered(name: str, seat: int, params: tuple[tuple[str, Any], ...]) -> Action:
    """The action of ability ``name`` on a target named by ``params`` (interned)."""
    key = (name, seat, params)
    action = _OFFERED.get(key)
    if action is None:
        action = make_action("ability", seat, tuple(sorted((("name", name), *params))))
        if len(_OFFERED) < 100_000:
            _OFFERED[key] = action
    return action


def target_of(state: GameState, action: Action) -> Target:
    """The :class:`Target` an ability action names (the inverse of a selector's params):
    ``target`` seat, ``district`` (+ ``index``) in that seat's city (default: the
    actor's), ``own`` (+ ``own_index``) in the actor's, ``character``, ``card``,
    ``option``."""
    p = action.params
    seat = p.get("target")
    index = None
    if "district" in p:
        where = action.actor if seat is None else seat
        assert where is not None
        index = find_district(state, where, p["district"], p.get("index"))
    own = None
    if "own" in p:
        assert action.actor is not None
        own = find_district(state, action.actor, p["own"], p.get("own_index"))
    items = tuple((k, v) for k, v in p.items() if k != "name")
    return Target(seat, index, p.get("character"), p.get("card"), own, p.get("option"), items)


def redirected_target_of(state: GameState, action: Action, ability: Ability) -> Target:
    """:func:`target_of` for an ability declared with ``redirects=True``: its ``target``
    is the player *aimed at*; the :class:`Target`'s ``seat`` is the player it reaches
    (``citadels_redirect``: fan Chen Yiru's swapped number cards), and a ``district`` is
    one of that player's (characters.md §1.4 default)."""
    p = action.params
    aimed, seat = p.get("target"), action.actor
    if aimed is None or seat is None:
        return target_of(state, action)
    reached = reached_seat(state, seat, ability, aimed)
    index = own = None
    if "district" in p:
        index = find_district(state, reached, p["district"], p.get("index"))
    if "own" in p:
        own = find_district(state, seat, p["own"], p.get("own_index"))
    items = tuple((k, v) for k, v in p.items() if k != "name")
    return Target(reached, index, p.get("character"), p.get("card"), own, p.get("option"), items)


def _acting(state: GameState, seat: int, card: str) -> bool:
    turn = state.turn
    return turn is not None and turn.seat == seat and turn.powers == card


def _owns(state: GameState, seat: int, card: str) -> bool:
    return card in state.players[seat].built


class Card(BoundCard):
    """The plugin of one card, bound to its id (use :class:`CharacterCard` or
    :class:`DistrictCard`). Register it as the card's plugin in the pack's ``plugins``.
    Its hook implementations are generated by the engine's binder core
    (:class:`~tabletop_engine.binder.BoundCard`)."""

    kind = ""
    specs: ClassVar[ModuleType] = hookspecs
    project: ClassVar[str] = hookspecs.PROJECT
    condition_names: ClassVar[dict[str, Any]] = {"_acting": _acting, "_owns": _owns}

    def __init__(self, id: str) -> None:
        super().__init__(id)
        self.abilities: dict[str, Ability] = {}
        self.answers: dict[str, Callable[..., Any]] = {}
        self.secret_answers: set[str] = set()
        #: Decision kind -> the param its options fill, for the decisions answered by an
        #: ``ability`` action named after the kind (see :meth:`answer`).
        self.ability_answers: dict[str, str] = {}
        self.redeals: dict[str, Callable[..., Any]] = {}
        #: Decision kind -> the part of a secret answer the rules make public at once
        #: (``public=``).
        self.public_answers: dict[str, Callable[..., Any]] = {}
        #: Decision kind -> the hidden cards it shows the seat deciding (``shows=``).
        self.shows: dict[str, tuple[str, ...]] = {}
        #: The params of the ``build`` actions this card offers besides ``card``
        #: (:func:`~.hookspecs.citadels_build_ways`): each tuple a shape, e.g.
        #: ``("own",)`` (see :meth:`builds_with`).
        self.build_params: tuple[tuple[str, ...], ...] = ()
        #: Whether its decisions offer ``"<district>><seat>"`` options (``gives_to_seats``).
        self.seat_gifts = False

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id!r}>"

    # -- declarations -------------------------------------------------------------------

    def bound(self, fn: Any = None, *, tryfirst: bool = False, trylast: bool = False) -> Any:
        """Decorate a function named after a hook spec: it hears only the calls that
        concern this card (the spec's subject, :data:`~.hookspecs.SUBJECTS`).

        ``@card.bound("citadels_score_lines")`` names the window explicitly, for a
        module that holds several cards' implementations of one window.
        """
        hook = fn if isinstance(fn, str) else None

        def add(f: Callable[..., Any]) -> Callable[..., Any]:
            name = hook or f.__name__
            if name not in hookspecs.SUBJECTS:
                why = "no hook spec" if name not in _KIND_OF else "no subject"
                raise PackError(
                    self.id, f"@bound {name!r}: that window has {why}; use @{self.id}.hook"
                )
            self._add(name, f, bound=True, tryfirst=tryfirst, trylast=trylast)
            return f

        return add(fn) if fn is not None and hook is None else add

    def hook(
        self,
        fn: Any = None,
        *,
        tryfirst: bool = False,
        trylast: bool = False,
        only_if: str | None = None,
    ) -> Any:
        """Decorate a plain hook implementation (named after its spec, or named as
        ``@card.hook("citadels_...")``) that hears every call: the escape hatch, for
        rules about everyone.

        ``only_if``: a Python expression over the spec's arguments (e.g. ``"rank ==
        8"``) without which the function answers nothing (None; in a ``fold`` window
        the value unchanged; in a ``collect`` window no effect): the compiled hook tests
        it in line and calls the function only when it holds (see
        :func:`~.dispatch.answers_only_if`). A wrong guard changes the game: the tests
        compare guarded and unguarded calls."""
        hook = fn if isinstance(fn, str) else None
        if only_if is not None:
            check_guard(only_if, self.id)

        def add(f: Callable[..., Any]) -> Callable[..., Any]:
            name = hook or f.__name__
            if name not in _KIND_OF:
                raise PackError(self.id, f"{name!r} is not a hook spec")
            self._add(name, f, bound=False, tryfirst=tryfirst, trylast=trylast, only_if=only_if)
            return f

        return add(fn) if fn is not None and hook is None else add

    def on_effect(self, effect: type) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """React to every applied effect of class ``effect`` (``Destroy``, ``Build``,
        ``MoveDistrict``...), wherever it happens: the trigger window
        (``citadels_on_event``) filtered by the kind of event the effect makes. The
        function takes ``(state, event)`` (a :class:`~.state.LogEntry`) and returns
        effects; it runs right after the effect and its own window."""
        kind = EVENT_OF.get(effect)
        if kind is None:
            known = ", ".join(sorted(c.__name__ for c in EVENT_OF))
            raise PackError(self.id, f"on_effect({effect!r}): not one of {known}")

        def add(fn: Callable[..., Any]) -> Callable[..., Any]:
            args = tuple(inspect.signature(fn).parameters)
            part = Part(fn, args, False, f"event.kind == {kind!r}")
            self._parts.setdefault("citadels_on_event", []).append(part)
            self._generate("citadels_on_event")
            return fn

        return add

    def ability(
        self,
        verb: str,
        *,
        targets: Selector | None = None,
        gold: Price = 0,
        pay_to: Any = fx.BANK,
        once: bool = True,
        token: str | None = None,
        when: Callable[[GameState, int], bool] | None = None,
        timing: str = ANY_TIME,
        tags: Iterable[str] = (),
        resolve: Callable[[GameState, Action], Target] | None = None,
        secret: Iterable[str] = (),
        per_turn: bool = False,
        priced: Callable[[GameState, int, Ability], Iterable[tuple[Any, int]]] | None = None,
        redirects: bool = False,
        shows: Iterable[str] = (),
    ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Declare the ability ``<card id>.<verb>``; the decorated function takes
        ``(state, seat)`` -- or ``(state, seat, target)`` with ``targets`` -- and returns
        its effects.

        :param targets: a selector listing the legal :class:`Target` values.
        :param gold: the price (an int >= 0, or a function of ``(state, seat, target)``
            returning one); targets the user cannot afford are not offered; paid before
            the effects. A negative or non-int ``gold`` raises :class:`PackError` when
            declared; a function's negative price, when the ability is used.
        :param pay_to: who receives the price: ``BANK``, or :data:`TARGET` (the
            targeted player).
        :param once: once per turn (C-9.5): the binder adds ``Use(token)``.
        :param token: the once-per-turn token (default: the card id, shared by its
            abilities).
        :param when: a condition ``(state, seat) -> bool`` besides targets and price.
        :param timing: :data:`ANY_TIME`, :data:`AFTER_GATHER` or :data:`END_OF_TURN`.
        :param tags: what the ability does (``destroy``, ``rob``, ``exchange``...),
            for the cards that react to it; the verb is always one.
        :param resolve: how to read the target back from an action (default:
            :func:`target_of`).
        :param secret: the params only the user may see (the Museum's stored ``card``):
            redacted from other seats' event streams (:func:`~.secrets.events_for`),
            kept in the record.
        :param per_turn: list the targets and their prices once per turn, not on
            every state of it (for long target lists: the Diplomat's pairs, the
            Warlord's districts). Allowed when the selector and the price depend only on
            the cities, the characters held, the marks, tokens and reveals, the rules --
            and on the user's own gold only to leave out what they cannot afford (the
            list is made again when their gold grows). The list is made again whenever
            one of these changes, so a build or a destruction is seen at once.
        :param priced: with ``per_turn``, a faster way to make that list: a function of
            ``(state, seat, ability)`` yielding ``(params, price)`` for each target --
            the same targets in the same order as ``targets``, each with the price
            ``gold`` gives it -- so that a long list (the Diplomat's pairs) makes no
            :class:`Target` and asks no price per target. ``targets`` and ``gold`` stay
            the reference (resolution, the action space, tests). An ability on
            :func:`~.selectors.districts` priced by
            :func:`~.selectors.district_price` gets one by itself
            (:func:`~.selectors.priced_districts`).
        :param redirects: the ability is directed at a player (characters.md §1.4: the
            Warlord, the Diplomat, the Wizard...): its ``target`` names the player *aimed
            at*, and fan Chen Yiru's swap (``citadels_redirect``) sends it to the player
            *reached*. The stock selectors (:func:`~.selectors.other_players`,
            :func:`~.selectors.districts`; a card's own through
            :func:`~.selectors.aims`) then list, under ``target=<aimed>``, what the
            reached player offers (their districts, checked against their protections),
            and the default resolution reads the target back the same way
            (:func:`redirected_target_of`). An aim at the user's own seat is never
            redirected.
        :param shows: the hidden cards the ability shows its user, by its card's text
            (:data:`SHOWS`: ``"hand"`` the target's hand, ``"hands"``, ``"deck"``,
            ``"aside"``): a declared look. The checks fail an ability or decision that
            shows its user hidden cards without declaring it
            (:func:`~citadels_rules.testing.invariants.check_declared_looks`).
        """
        _check_shows(self.id, verb, shows)

        if not callable(gold) and (type(gold) is not int or gold < 0):
            msg = (
                f"ability '{self.id}.{verb}': gold must be an int >= 0 or a function "
                f"(state, seat, target) -> int, not {gold!r}"
            )
            raise PackError(self.id, msg)

        def add(fn: Callable[..., Any]) -> Callable[..., Any]:
            ab = Ability(
                self.id,
                verb,
                fn,
                targets,
                gold,
                pay_to,
                once,
                token or self.id,
                when,
                timing,
                frozenset({verb, *tags}),
                None,
                resolve,
                tuple(secret),
                per_turn,
                priced,
                redirects,
                tuple(shows),
            )
            if ab.name in self.abilities:
                raise PackError(self.id, f"ability {ab.name!r} declared twice")
            self.abilities[ab.name] = ab
            self._refresh_abilities()
            return fn

        return add

    def answer(
        self,
        kind: str,
        *,
        secret: bool = False,
        ability: str | None = None,
        shows: Iterable[str] = (),
        public: Callable[[GameState, Decision, Action], Any] | None = None,
    ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Resolve decisions of kind ``<card id>.<kind>`` (asked by this card): the
        function takes ``(state, decision, action)`` and returns effects. ``secret``:
        the answer's option is seen only by the seat answering (a card chosen from a
        hand or the deck); other seats' event streams show ``"?"``.

        ``ability``: the decision is the moment to use an ability, not a ``choose``: each
        option is offered as ``ability name=<card id>.<kind> <ability>=<option>`` (the
        Theater's ``theater.swap target=<seat>``), and ``done`` (if the decision allows
        it) declines. ``citadels_rules.rl`` numbers these actions from the declaration.

        ``shows``: the hidden cards such a decision shows the seat deciding, by the
        card's text (see :meth:`ability`); a decision whose ``@card.redeal`` says where
        its cards lie (``Redeal.cards``, for the deciding seat) declares it as well.

        ``public``: for a ``secret`` answer, ``(state, decision, action) -> value``, what
        the rules make public of it at once (None: nothing). The hidden-information check
        compares a secret answer with the other answers of the same public part only: the
        Magistrate's last unsigned warrant places all three warrants, so the *set* of
        warranted characters is public and only which one is signed stays secret."""
        _check_shows(self.id, kind, shows)
        if ability is not None and ability not in _ABILITY_ANSWER_PARAMS:
            known = sorted(_ABILITY_ANSWER_PARAMS)
            raise PackError(self.id, f"answer({kind!r}, ability={ability!r}): not one of {known}")

        def add(fn: Callable[..., Any]) -> Callable[..., Any]:
            if ability is not None:
                self.ability_answers[self.name(kind)] = ability
            if secret:
                self.secret_answers.add(self.name(kind))
            if public is not None:
                self.public_answers[self.name(kind)] = public
            if shows:
                self.shows[self.name(kind)] = tuple(shows)
            self.answers[self.name(kind)] = fn
            self._refresh_answers()
            return fn

        return add

    def redeal(self, kind: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Deal decisions of kind ``<card id>.<kind>`` again in a resampled world
        (:func:`~citadels_rules.game.resample.resample`): the function takes ``(state,
        decision, seat)`` and returns a :class:`~citadels_rules.pack_api.Redeal` (see
        ``citadels_resample_decision``)."""

        def add(fn: Callable[..., Any]) -> Callable[..., Any]:
            self.redeals[self.name(kind)] = fn
            self._parts["citadels_resample_decision"] = [
                Part(self._resolve_redeal, ("state", "decision", "seat"), False)
            ]
            self._generate("citadels_resample_decision")
            return fn

        return add

    def builds_with(self, *params: str) -> None:
        """Declare that this card is built by a ``build`` action carrying ``params``
        besides ``card`` (offered by its :func:`~.hookspecs.citadels_build_ways`): the
        Necropolis ``own`` (a district of the builder's city; ``own_index`` is implied),
        the Thieves' Den ``pay_cards`` (the sorted tuple of the card ids paid).
        ``citadels_rules.rl`` numbers these actions from the declaration (``pay_cards`` by
        the cards' positions in the builder's sorted hand)."""
        known = {"own", "pay_cards"}
        if not params or not set(params) <= known or len(set(params)) != len(params):
            raise PackError(self.id, f"builds_with{params!r}: each once, among {sorted(known)}")
        self.build_params += (tuple(params),)

    def gives_to_seats(self) -> None:
        """Declare that this card's decisions offer options ``"<district>><seat>"`` (a card
        of the chooser's hand handed to a seat: the fan Opera House, Yang Xiaofan), so
        that ``citadels_rules.rl`` numbers them (one option per district and seat)."""
        self.seat_gifts = True

    # -- what the binder generates ------------------------------------------------------

    def _refresh_abilities(self) -> None:
        self._parts["citadels_ability"] = [Part(self._resolve_ability, ("action", "state"), False)]
        self._generate("citadels_ability")
        parts = [p for p in self._parts.get("citadels_turn_actions", []) if p.fn != self._offer]
        parts.insert(0, Part(self._offer, ("state", "seat"), True))
        self._parts["citadels_turn_actions"] = parts
        self._generate("citadels_turn_actions")

    def _refresh_answers(self) -> None:
        self._parts["citadels_answer"] = [
            Part(self._resolve_answer, ("state", "decision", "action"), False)
        ]
        self._generate("citadels_answer")

    def _offer(self, state: GameState, seat: int) -> list[Action]:
        out: list[Action] = []
        for ab in self.abilities.values():
            out += ab.offers(state, seat)
        return out

    def _resolve_ability(self, action: Action, state: GameState) -> list[Any] | None:
        ab = self.abilities.get(str(action.params["name"]))
        return None if ab is None else ab.resolve_action(state, action)

    def _resolve_answer(
        self, state: GameState, decision: Decision, action: Action
    ) -> list[Any] | None:
        fn = self.answers.get(decision.kind)
        return None if fn is None else fn(state, decision, action)

    def _resolve_redeal(self, state: GameState, decision: Decision, seat: int) -> Any:
        fn = self.redeals.get(decision.kind)
        return None if fn is None else fn(state, decision, seat)

    @abstractmethod
    def guard(self, subject: str) -> str:
        """The condition (Python source) under which a bound part hears a call about
        ``subject`` (the window's subject, :data:`~.hookspecs.SUBJECTS`)."""

    def bound_condition(self, hook: str) -> str:
        return self.guard(hookspecs.SUBJECTS[hook])

    def inline_guard(self, subject: str) -> str | None:
        """:meth:`guard` as an expression over the spec's arguments alone, the card's id
        written in (no helper): the guard the compiled hook tests before calling this
        card's implementation (``engine.hooks.GUARD``); None: none (always called)."""
        return None

    def inline_condition(self, hook: str) -> str | None:
        return self.inline_guard(hookspecs.SUBJECTS[hook])

    def describe(self) -> list[str]:
        """One line per generated hook implementation: what it calls and under which
        condition (``citadels packs --hooks CARD``)."""
        out = []
        for hook, parts in sorted(self._parts.items()):
            for part in parts:
                name = getattr(part.fn, "__name__", "?")
                cond = part.when or "every call"
                if part.bound:
                    cond = self.guard(hookspecs.SUBJECTS[hook]).replace("ID", repr(self.id))
                    cond = cond.replace("_owns(state, seat, ", "seat owns (")
                    cond = cond.replace("_acting(state, seat, ", "seat acts with the powers of (")
                if part.fn == self._offer:
                    name = "offers " + ", ".join(self.abilities)
                elif part.fn == self._resolve_ability:
                    name, cond = "resolves", "action name in " + ", ".join(self.abilities)
                elif part.fn == self._resolve_answer:
                    name, cond = "answers", "decision kind in " + ", ".join(self.answers)
                elif part.fn == self._resolve_redeal:
                    name, cond = "deals again", "decision kind in " + ", ".join(self.redeals)
                out.append(f"{hook}: {name} [{cond}]")
        return out


def check_guard(expression: str, who: str) -> None:
    """Raise ``PackError`` naming ``who`` unless ``expression`` is one Python expression
    (a declared guard, ``only_if=``)."""
    try:
        compile(expression, f"<guard of {who}>", "eval")
    except SyntaxError as exc:
        msg = f"only_if={expression!r} is not a Python expression: {exc.msg}"
        raise PackError(who, msg) from None


class CharacterCard(Card):
    """A character's plugin: bound parts hear the calls about this character -- its
    holder acting with its powers (a Witch with the bewitched character's included)."""

    kind = "character"

    def guard(self, subject: str) -> str:
        if subject in ("seat", "district"):
            return "_acting(state, seat, ID)"
        return "character == ID"

    def inline_guard(self, subject: str) -> str:
        if subject in ("seat", "district"):  # _acting(state, seat, ID), in line
            return (
                f"(state.turn is not None and state.turn.seat == seat "
                f"and state.turn.powers == {self.id!r})"
            )
        return f"character == {self.id!r}"


class DistrictCard(Card):
    """A district's plugin: bound parts hear the calls about a player whose city holds
    this district (its owner), or about this very district (its colours, its points)."""

    kind = "district"

    def guard(self, subject: str) -> str:
        if subject == "district":
            return "district.card == ID"
        return "_owns(state, seat, ID)"

    def inline_guard(self, subject: str) -> str:
        if subject == "district":
            return f"district.card == {self.id!r}"
        return f"{self.id!r} in state.players[seat].built"  # _owns(state, seat, ID)


def card_plugins(*modules: Any) -> dict[str, object]:
    """A pack's ``plugins`` mapping from its card modules: a module's bound card (its
    ``card`` attribute) under the card's id, a :class:`Card` given directly (a module
    holding several cards), or -- for a module of plain ``@hookimpl`` functions -- the
    module itself under its ``ID``."""
    out: dict[str, object] = {}
    for module in modules:
        card = module if isinstance(module, Card) else getattr(module, "card", None)
        if isinstance(card, Card):
            out[card.id] = card
        else:
            out[module.ID] = module
    return out


def ability_tags(state: GameState, name: str) -> frozenset[str]:
    """The tags of ability ``name``: those its card declared, else its verb."""
    tags = state.rules.ability_tags.get(name)
    if tags is None:
        return frozenset({name.rsplit(".", 1)[-1]})
    return tags


def has_tag(state: GameState, name: str | None, tag: str) -> bool:
    """Whether ability ``name`` is of kind ``tag`` (``destroy``, ``rob``, ``exchange``...):
    how a card reacts to what an ability does, never to which card it is."""
    return name is not None and tag in ability_tags(state, name)


def revealed_hands(state: GameState, action: Action) -> tuple[int, ...]:
    """The seats whose hand ``action`` (about to be applied to ``state``) publicly
    reveals a function of: the target of an ability tagged :data:`REVEALS_HAND`."""
    if action.kind != "ability" or not has_tag(state, action.params.get("name"), REVEALS_HAND):
        return ()
    seat = action.params.get("target")
    if seat is None and "character" in action.params:
        seat = state.holder(action.params["character"])
    if seat is None:
        return ()
    actor, rules = action.actor, state.rules
    if actor is None or seat == actor or "redirect" not in rules.live:
        return (seat,)
    name = str(action.params["name"])  # fan Chen Yiru: the hand of the player reached
    reached = rules.hooks.redirect(state, actor, name, rules.ability_rank(name), seat, seat)
    return (seat,) if reached == seat else (seat, reached)


def declared_secrets(
    plugins: Iterable[object],
) -> tuple[dict[str, tuple[str, ...]], frozenset[str]]:
    """Secret params by ability name, and the secret decision kinds, over the bound
    cards among ``plugins``."""
    params: dict[str, tuple[str, ...]] = {}
    kinds: set[str] = set()
    for plugin in plugins:
        if isinstance(plugin, Card):
            params.update({n: ab.secret for n, ab in plugin.abilities.items() if ab.secret})
            kinds |= plugin.secret_answers
    return params, frozenset(kinds)


def declared_public_answers(plugins: Iterable[object]) -> dict[str, Callable[..., Any]]:
    """Decision kind -> the public part of its secret answers (``public=``), over the
    bound cards among ``plugins``."""
    out: dict[str, Callable[..., Any]] = {}
    for plugin in plugins:
        if isinstance(plugin, Card):
            out.update(plugin.public_answers)
    return out


def declared_shows(plugins: Iterable[object]) -> dict[str, tuple[str, ...]]:
    """Ability name or decision kind -> what it shows its user (``shows=``), over the
    bound cards among ``plugins``; an ability tagged :data:`REVEALS_HAND` shows its
    target's hand."""
    out: dict[str, tuple[str, ...]] = {}
    for plugin in plugins:
        if isinstance(plugin, Card):
            for name, ab in plugin.abilities.items():
                shows = ab.shows or (("hand",) if REVEALS_HAND in ab.tags else ())
                if shows:
                    out[name] = shows
            out.update(plugin.shows)
    return out


def declared_ability_answers(plugins: Iterable[object]) -> dict[str, str]:
    """Decision kind -> the param its ``ability`` answers fill, over the bound cards
    among ``plugins`` (``@card.answer(kind, ability=...)``)."""
    out: dict[str, str] = {}
    for plugin in plugins:
        if isinstance(plugin, Card):
            out.update(plugin.ability_answers)
    return out


def declared_tags(plugins: Iterable[object]) -> dict[str, frozenset[str]]:
    """Ability name -> tags, over the bound cards among ``plugins``."""
    out: dict[str, frozenset[str]] = {}
    for plugin in plugins:
        if isinstance(plugin, Card):
            out.update({name: ab.tags for name, ab in plugin.abilities.items()})
    return out


__all__ = [
    "AFTER_GATHER",
    "ANY_TIME",
    "END_OF_TURN",
    "REVEALS_HAND",
    "SHOWS",
    "TARGET",
    "Ability",
    "Card",
    "CharacterCard",
    "DistrictCard",
    "Target",
    "ability_tags",
    "card_plugins",
    "declared_ability_answers",
    "declared_shows",
    "declared_tags",
    "has_tag",
    "revealed_hands",
    "target_of",
]
