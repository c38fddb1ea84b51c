"""A character's turn (C-9): what may be done, and what each core action does.

The core offers gathering, building, income and ending the turn; every other action of a
turn comes from :func:`~.hookspecs.citadels_turn_actions`.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from tabletop_engine.actions import Action, make_action
from tabletop_engine.decisions import Decision
from tabletop_engine.errors import BadValue

from . import effects as fx
from .handlers import ENDING
from .state import District, GameState

INCOME = "income"


def build_price(state: GameState, seat: int, card: str) -> int:
    """What ``seat`` pays to build ``card`` now: its printed cost through every
    :func:`~.hookspecs.citadels_build_cost` in play (Factory, a Magistrate's...).

    A card that builds outside the core's ``build`` action (the Wizard building the card
    it took, a Framework) charges this price, so every discount applies to it too.
    """
    rules = state.rules
    cost = rules.cards[card].cost
    return rules.hooks.build_cost(state, seat, card, cost) if "build_cost" in rules.live else cost


def can_build(state: GameState, seat: int, card: str) -> bool:
    """Whether ``seat`` may build ``card`` from hand now, limit aside (C-9.3, C-1.10):
    no forbidden duplicate (:func:`~.hookspecs.citadels_may_duplicate`), the
    :func:`build_price` affordable, no :func:`~.hookspecs.citadels_may_build` objecting.

    For a card that offers an extra or unusual build and must respect the usual checks.
    """
    if build_price(state, seat, card) > state.players[seat].gold:
        return False
    return may_build_card(state, seat, card)


def may_build_card(state: GameState, seat: int, card: str) -> bool:
    """Whether ``seat`` may build ``card`` now, limit and price aside: no forbidden
    duplicate (:func:`~.hookspecs.citadels_may_duplicate`), no
    :func:`~.hookspecs.citadels_may_build` objecting.

    For a card that builds without paying the price (the Framework, a Necropolis built
    by destroying a district)."""
    hooks = state.rules.hooks
    if card in state.players[seat].built and not hooks.may_duplicate(state, seat, card):
        return False
    return hooks.may_build(state, seat, card) is not False


def build_counts(state: GameState, seat: int, card: str) -> bool:
    """Whether building ``card`` uses up one of ``seat``'s builds this turn (C-9.4):
    True unless a :func:`~.hookspecs.citadels_build_counts` says not (the Stables)."""
    hooks = state.rules.hooks
    if not hooks.build_counts.__impl_fns__:
        return True
    return hooks.build_counts(state, seat, card) is not False


def builds_left(state: GameState) -> int:
    """How many more districts the acting player may build this turn (C-9.4).

    The base limit is 1, or 0 in a turn without a character's powers.
    """
    turn = state.turn
    assert turn is not None
    base = 0 if turn.powers is None else 1
    limit = state.rules.hooks.build_limit(state, turn.seat, turn.powers, base)
    return limit - turn.builds


BEFORE_GATHER = frozenset({"take_gold", "draw", INCOME})
AFTER_GATHER = frozenset({"build", "end_turn", INCOME})


def turn_actions(state: GameState) -> list[Action]:
    """The actions of the acting player in a turn with no pending decision, sorted and
    unique (the order of :func:`~citadels_rules.legal_actions`)."""
    turn = state.turn
    assert turn is not None
    seat = turn.seat
    rules = state.rules
    hooks = rules.hooks
    if rules.has_only_actions:
        only = hooks.only_actions(state, seat, turn.powers)
        if only is not None:
            return _sorted(list(only))
    p = state.players[seat]
    open_kinds = AFTER_GATHER if turn.gathered else BEFORE_GATHER
    if rules.has_open_actions:
        open_kinds = hooks.open_actions(state, seat, turn.powers, open_kinds)
    # Built kind by kind in the sort order of actions (ability < build < draw < end_turn
    # < income < take_gold), so only the plugins' share needs sorting.
    extra = hooks.turn_actions(state, seat, turn.powers)
    if extra:
        for a in extra:
            if a.kind != "ability":
                return _sorted([*_core_actions(state, seat, p, open_kinds), *extra])
        out = _sorted(extra) if len(extra) > 1 else list(extra)
    else:
        out = []
    out += _core_actions(state, seat, p, open_kinds)
    return out


def _sorted(actions: list[Action]) -> list[Action]:
    return sorted(dict.fromkeys(actions), key=_SORT_KEY)


def _core_actions(state: GameState, seat: int, p: Any, open_kinds: Any) -> list[Action]:
    """The core's actions of a turn (gather, build, end, income), in sorted order."""
    turn = state.turn
    assert turn is not None
    hooks = state.rules.hooks
    out: list[Action] = []
    if (
        "build" in open_kinds
        and p.hand
        and ("build_ways" in state.rules.live or "build_counts" in state.rules.live)
    ):  # other ways to build, or builds that do not count (2016 Necropolis, Stables)
        out.extend(_sorted(build_actions(state, seat, builds_left(state) > 0)))
    elif "build" in open_kinds and p.hand and builds_left(state) > 0:
        # can_build() for each distinct card, with the windows nobody answers skipped
        rules = state.rules
        infos = rules.cards
        live = rules.live
        gold = p.gold
        built = p.built
        if live.isdisjoint(_BUILD_WINDOWS):  # the printed cost, no duplicate: no hook
            for card in sorted(set(p.hand)):
                if card not in built and infos[card].cost <= gold:
                    action = _BUILDS.get((seat, card))
                    if action is None:
                        action = _BUILDS[seat, card] = make_action("build", seat, (("card", card),))
                    out.append(action)
            return _after_build(state, seat, turn, open_kinds, hooks, out)
        for card in sorted(set(p.hand)):
            if card in built and (
                "may_duplicate" not in live or not hooks.may_duplicate(state, seat, card)
            ):
                continue
            cost = infos[card].cost
            if "build_cost" in live:
                cost = hooks.build_cost(state, seat, card, cost)
            if cost > gold:
                continue
            if "may_build" in live and hooks.may_build(state, seat, card) is False:
                continue
            out.append(make_action("build", seat, (("card", card),)))
    return _after_build(state, seat, turn, open_kinds, hooks, out)


#: The windows that may change which cards can be built from hand (duplicates, prices,
#: objections): without them, the printed cost decides.
_BUILD_WINDOWS = frozenset({"may_duplicate", "build_cost", "may_build"})
#: ``(seat, card) -> the build action`` (interned by make_action; looked up directly).
_BUILDS: dict[tuple[int, str], Action] = {}


def _after_build(
    state: GameState, seat: int, turn: Any, open_kinds: Any, hooks: Any, out: list[Action]
) -> list[Action]:
    """:func:`_core_actions` after the builds: draw, end the turn, income, take gold."""
    plain = _PLAIN.get(seat)
    if plain is None:  # (draw, end_turn, income, take_gold) of this seat, interned
        kinds = ("draw", "end_turn", INCOME, "take_gold")
        plain = _PLAIN[seat] = tuple(make_action(kind, seat) for kind in kinds)
    gathered = turn.gathered
    if not gathered and "draw" in open_kinds and (state.deck or state.discard):
        out.append(plain[0])
    if "end_turn" in open_kinds and (
        "may_end_turn" not in state.rules.live
        or hooks.may_end_turn(state, seat, turn.powers) is not False
    ):
        out.append(plain[1])
    powers = turn.powers
    if (
        "income" in open_kinds
        and powers is not None
        and INCOME not in turn.used
        and state.rules.cards[powers].income is not None
    ):
        if "income_kinds" not in state.rules.live:  # income_actions: paid in gold
            out.append(plain[2])
        else:
            income = income_actions(state, seat, powers)
            out += _sorted(income) if len(income) > 1 else income
    if not gathered and "take_gold" in open_kinds:
        out.append(plain[3])
    return out


#: ``seat -> (draw, end_turn, income, take_gold)``, the plain actions of the core.
_PLAIN: dict[int, tuple[Action, ...]] = {}


def build_actions(state: GameState, seat: int, left: bool) -> list[Action]:
    """The ``build`` actions of ``seat`` (``left``: a build of the turn is left): one per
    card of the hand that may be built and paid for, and the other ways to build it
    (:func:`~.hookspecs.citadels_build_ways`). A build that does not count toward the
    limit (:func:`~.hookspecs.citadels_build_counts`) is offered without one left, in a
    turn with a character's powers."""
    hooks = state.rules.hooks
    turn = state.turn
    uncounted = (
        not left
        and turn is not None
        and turn.powers is not None
        and bool(hooks.build_counts.__impl_fns__)
    )
    if not (left or uncounted):
        return []
    ways = bool(hooks.build_ways.__impl_fns__)
    out: list[Action] = []
    for card in dict.fromkeys(state.players[seat].hand):
        if not left and build_counts(state, seat, card):
            continue
        if can_build(state, seat, card):
            out.append(make_action("build", seat, (("card", card),)))
        if ways and may_build_card(state, seat, card):
            for way in hooks.build_ways(state, seat, card):
                items = tuple(sorted((("card", card), *way)))
                out.append(make_action("build", seat, items))
    return out


_SORT_KEY = attrgetter("_key")


def income_option(gold: int, cards: int) -> str:
    """The ``option`` naming an income mix: ``income_option(2, 1) == "gold2_cards1"``."""
    return f"gold{gold}_cards{cards}"


def parse_income_option(option: str) -> tuple[int, int]:
    """``(gold, cards)`` of an income ``option`` (see :func:`income_option`)."""
    gold, cards = option.split("_")
    return int(gold[len("gold") :]), int(cards[len("cards") :])


def income_paid_in(state: GameState, seat: int, character: str) -> tuple[str, ...]:
    """What ``character``'s income is paid in: ``("gold",)`` unless a
    :func:`~.hookspecs.citadels_income_kinds` says otherwise."""
    hooks = state.rules.hooks
    if not hooks.income_kinds.__impl_fns__:
        return ("gold",)
    return tuple(hooks.income_kinds(state, seat, character, ("gold",)))


def income_actions(state: GameState, seat: int, character: str) -> list[Action]:
    """One ``income`` action, or one per gold/card mix when the income may be paid in
    cards (``citadels_income_kinds``)."""
    kinds = income_paid_in(state, seat, character)
    if kinds == ("gold",):
        return [make_action(INCOME, seat)]
    n = income_amount(state, seat, character)
    low = 0 if "gold" in kinds else n
    high = n if "cards" in kinds else 0
    if n == 0 or low == high:  # no real choice (API.md: an option only where there is one)
        return [make_action(INCOME, seat)]
    return [
        make_action(INCOME, seat, (("option", income_option(n - c, c)),))
        for c in range(low, high + 1)
    ]


def income_colours(state: GameState, seat: int, district: District) -> tuple[str, ...]:
    """The colours ``district`` of ``seat``'s city counts as for income (C-9.6): its own,
    or what :func:`~.hookspecs.citadels_income_colors` makes of it (School of Magic).

    For a card that pays per district of a colour in another way than the core's income
    (a character of two colours, a bonus per green district), so that the School of
    Magic counts there too.
    """
    rules = state.rules
    return tuple(
        rules.hooks.income_colors(state, seat, district, (rules.cards[district.card].colour,))
    )


def income_amount(state: GameState, seat: int, character: str | None) -> int:
    """Income of ``character`` for ``seat``'s own city (C-9.6): one per district that
    counts as the character's colour; 0 for None or a character without income.

    What the core's ``income`` action pays; for a card that grants or replaces an income
    (a bewitched character's income taken by the Witch, an income counted twice).
    """
    if character is None:
        return 0
    colour = state.rules.cards[character].income
    if colour is None:
        return 0
    return sum(1 for d in state.players[seat].city if colour in income_colours(state, seat, d))


def action_effects(state: GameState, action: Action) -> list[Any] | None:
    """The effects of a legal turn action (None: not a turn action the core knows), as
    the cards may change them (:func:`~.hookspecs.citadels_action_effects`)."""
    effects = _action_effects(state, action)
    if effects is not None and "action_effects" in state.rules.live:
        effects = state.rules.hooks.action_effects(state, action, effects)
    return effects


def _action_effects(state: GameState, action: Action) -> list[Any] | None:
    kind = action.kind
    seat = action.actor
    assert seat is not None
    rules = state.rules
    hooks = rules.hooks
    if kind == "end_turn":
        return [fx.EndTurn()]
    if kind == "take_gold":
        gold = hooks.gather_gold(state, seat, 2) if "gather_gold" in rules.live else 2
        return [*pay(fx.BANK, seat, gold), fx.Gathered(seat, "gold", gold)]
    if kind == "draw":
        n = hooks.gather_draw(state, seat, 2)
        return [
            fx.Note("gather_cards", seat),
            fx.DrawToKeep(seat, n),
            fx.Gathered(seat, "cards", n),
        ]
    if kind == "build":
        if len(action.params) > 1:
            return hooks.build_way(state, action)
        card = action.params["card"]
        counts = build_counts(state, seat, card)
        return [fx.Build(seat, card, build_price(state, seat, card), counts)]
    if kind == INCOME:
        assert state.turn is not None
        option = action.params.get("option")
        powers = state.turn.powers
        if option is None:
            gold, cards = income_amount(state, seat, powers), 0
            if gold and powers and "gold" not in income_paid_in(state, seat, powers):
                gold, cards = 0, gold  # an income paid in cards only (2016 Patrician)
        else:
            gold, cards = parse_income_option(option)
        return [
            fx.Use(INCOME),
            *pay(fx.BANK, seat, gold),
            *([fx.Draw(seat, cards)] if cards else []),
        ]
    if kind == "ability":
        return hooks.ability(state, action)
    return None


def pay(src: Any, dst: Any, amount: int) -> list[Any]:
    """``[Transfer(src, dst, amount)]``, or no effect when ``amount`` is 0 (a
    :class:`~.effects.Transfer` must move at least 1 gold).

    ``amount`` must be an int >= 0: anything else (a negative amount, a float) raises
    :class:`~tabletop_engine.errors.BadValue` (a ``ValueError``) at once, reported
    as a ``PackError`` naming the plugin that paid or whose hook answered the amount.
    """
    if type(amount) is not int or amount < 0:
        effect = fx.Transfer(src, dst, amount)
        raise BadValue(effect, f"pay: amount must be an int >= 0, not {amount!r}")
    return [fx.Transfer(src, dst, amount)] if amount else []


def keep_effects(state: GameState, decision: Decision, action: Action) -> list[Any]:
    """Answer to a ``keep`` decision: keep one drawn card (C-9.2)."""
    drawn, keep = decision.data
    return [fx.KeepDrawn(decision.seat, action.params["card"], drawn, keep - 1)]


__all__ = [
    "ENDING",
    "INCOME",
    "action_effects",
    "build_actions",
    "build_counts",
    "build_price",
    "can_build",
    "income_actions",
    "income_amount",
    "income_colours",
    "income_option",
    "may_build_card",
    "pay",
    "turn_actions",
]
