"""The reducer: ``new_game``, ``legal_actions`` and ``apply``.

``apply`` is the only way a game moves. It is pure: the same state and action always
give the same new state (the random generator lives in the state).
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any

from tabletop_engine import legality
from tabletop_engine.actions import Action, make_action
from tabletop_engine.errors import ConfigError, EffectError, IllegalAction, PackError
from tabletop_engine.events import Event
from tabletop_engine.hooks import ORIGINS, VALUES
from tabletop_engine.interpreter import Interpreter, Source, hook_sources

from . import draft, flow, handlers
from . import effects as fx
from .config import GameConfig
from .handlers import hears
from .ruleset import Ruleset, ruleset_for
from .secrets import action_event
from .state import GameState, PlayerState, WorkingState, thaw
from .turn import action_effects, keep_effects, turn_actions

CORE_DECISIONS = ("pick", "remove", "keep")
_PARAM_OF = {"pick": "character", "remove": "character", "keep": "card"}


def _suspend(state: GameState, queue: tuple[Any, ...]) -> GameState:
    return state.set(queue=queue)


def _sources(state: GameState) -> dict[int, Source]:
    """The hook implementations of ``state``'s rules (named when a run overruns its
    effect budget, :mod:`tabletop_engine.interpreter`)."""
    return hook_sources(state.rules.pm, state.rules.pack_of)


def _where(state: GameState) -> str:
    """The point of the game an overrun names: the seed, the step, the acting seat."""
    where = f"seed {state.config.seed}, step {state.steps}"
    seat = state.current_player
    return where if seat is None else f"{where}, seat {seat}"


INTERPRETER = Interpreter(
    {**handlers.HANDLERS, **draft.HANDLERS, **flow.HANDLERS},
    _suspend,
    sources=_sources,
    where=_where,
)


class Ctx:
    """What effect handlers may use besides the state: the event sink (or None) and the
    kinds of event it listens to (None: all). An event nobody listens to is not built."""

    __slots__ = ("events", "kinds", "triggers")

    def __init__(
        self, events: list[Event] | None = None, kinds: frozenset[str] | None = None
    ) -> None:
        self.events = events
        #: The event kinds to report (None: every kind).
        self.kinds = kinds
        #: Trigger answers so far in this action (the loop guard of ``citadels_on_event``).
        self.triggers = 0


_QUIET = Ctx()


def initial_state(config: GameConfig, rules: Ruleset) -> GameState:
    """The state before setup effects: shuffled deck, empty hands, bank full."""
    from tabletop_engine.rng import Rng

    rng = Rng(config.seed or 0)
    deck, rng = rng.shuffled(rules.deck)
    players = tuple(PlayerState(0, ()) for _ in range(config.players))
    return GameState(
        config=config,
        players=players,
        deck=deck,
        bank=rules.bank,
        crown=0,
        lineup=rules.lineup,
        rng=rng,
        rules=rules,
    )


def deal(state: GameState, ctx: Ctx) -> GameState:
    """C-2.4/C-2.5: 4 cards and 2 gold to each player, then the crown."""
    n = len(state.players)
    effects: list[Any] = []
    for seat in range(n):
        effects.append(fx.Draw(seat, 4))
        effects.append(fx.Transfer(fx.BANK, seat, 2))
    crown = state.config.crown
    if crown is None:
        crown, rng = state.rng.below(n)
        state = state.but(rng=rng)
    state = run(state, effects, ctx)
    return state.but(crown=crown)


def expect_state(value: object, caller: str) -> None:
    """Raise ``TypeError`` unless ``value`` is a :class:`GameState` (a view is not one:
    agents receive views, and a view cannot be played on)."""
    if isinstance(value, GameState):
        return
    got = type(value).__name__
    msg = f"{caller}() expects a GameState, not {got}"
    if got == "GameView":
        msg += (
            ": a view (what observe() shows one seat) is not a state and cannot be played "
            "on; an agent gets its legal actions as the act() argument"
        )
    raise TypeError(msg)


def new_game(config: GameConfig) -> GameState:
    """A new game at the start of the first draft; raises ``ConfigError`` if invalid.

    >>> import citadels_rules as cr
    >>> state = cr.new_game(cr.GameConfig(players=4, seed=7))
    >>> state.phase, state.round, len(state.players[0].hand)
    ('draft', 1, 4)
    """
    if not isinstance(config, GameConfig):
        got = type(config).__name__
        hint = f" (GameConfig(preset={config!r}, ...))" if isinstance(config, str) else ""
        raise TypeError(f"new_game() expects a GameConfig, not {got}{hint}")
    return start(config, _QUIET)


def start(config: GameConfig, ctx: Ctx) -> GameState:
    """:func:`new_game` recording events in ``ctx``."""
    rules = ruleset_for(config)
    if config.seed is None:
        raise ConfigError(["seed must be an int, not None (a view's config hides the seed)"])
    try:
        return _start(config, rules, ctx)
    except EffectError as exc:
        rerun = lambda: _start(config, rules.traced(), Ctx())  # noqa: E731
        raise blame(exc, rerun, "setting up", rules) from None
    except (IllegalAction, PackError, ConfigError):
        raise
    except Exception as exc:
        raise hook_error(exc, rules, "setting up") from exc


def _start(config: GameConfig, rules: Ruleset, ctx: Ctx) -> GameState:
    ctx.triggers = 0  # the setup is one action (TRIGGER_LIMIT): _QUIET is shared
    state = initial_state(config, rules)
    state = run(state, rules.hooks.setup(state), ctx)
    state = deal(state, ctx)
    return run(state, [fx.StartRound()], ctx)


def run(state: GameState, effects: Any, ctx: Ctx = _QUIET) -> GameState:
    """Apply ``effects`` to ``state`` with the core interpreter: a frozen state gives a
    new frozen state (``state`` is unchanged), a working state is updated in place."""
    if type(state) is GameState:
        return INTERPRETER.run(thaw(state), effects, ctx).freeze()
    return INTERPRETER.run(state, effects, ctx)


# -- legal actions --------------------------------------------------------------------


def _decision_actions(state: GameState) -> tuple[Action, ...]:
    """The answers to the pending decision, sorted and unique; the draft's (a few
    subsets of the lineup, met again and again) kept in a small memo."""
    d = state.pending
    assert d is not None
    if d.kind not in _DRAFT:
        return tuple(_sorted_unique(_list_decision(d, state.rules)))
    key = (d.kind, d.seat, d.options, d.done)
    try:
        cached = _DECISIONS.get(key)
    except TypeError:  # an unhashable option: no memo
        return tuple(_sorted_unique(_list_decision(d, state.rules)))
    if cached is None:
        cached = tuple(_sorted_unique(_list_decision(d, state.rules)))
        if len(_DECISIONS) >= 4096:  # bounded: memory stays flat over many games
            _DECISIONS.clear()
        _DECISIONS[key] = cached
    return cached


_DECISIONS: dict[tuple[Any, ...], tuple[Action, ...]] = {}
_DRAFT = frozenset({"pick", "remove"})


def _list_decision(d: Any, rules: Ruleset) -> list[Action]:
    seat = d.seat
    if d.kind in _PARAM_OF:
        name = _PARAM_OF[d.kind]
        out = [make_action(d.kind, seat, ((name, o),)) for o in dict.fromkeys(d.options)]
    elif d.kind in rules.ability_answers:  # answered by using the ability it names
        param = rules.ability_answers[d.kind]
        out = [
            make_action("ability", seat, tuple(sorted((("name", d.kind), (param, o)))))
            for o in dict.fromkeys(d.options)
        ]
    else:
        out = [make_action("choose", seat, (("option", o),)) for o in dict.fromkeys(d.options)]
    if d.done:
        out.append(make_action("done", seat))
    return out


def _sorted_unique(actions: list[Action]) -> list[Action]:
    if len(actions) > 1:
        return sorted(dict.fromkeys(actions), key=_SORT_KEY)
    return actions


def _compute_legal(state: GameState) -> tuple[Action, ...]:
    if state.phase == "over":
        return ()
    if state.pending is not None:
        return _decision_actions(state)
    if state.turn is not None:
        return tuple(turn_actions(state))  # sorted and unique
    return ()


_SORT_KEY = attrgetter("_key")  # every Action computes its sort key when it is made


def _legal(state: GameState) -> tuple[Action, ...]:
    """The memoised legal actions of ``state``: a tuple, so that nobody (an agent of
    ``play``) can change what is legal."""
    cached = state._legal
    if cached is None:
        try:
            cached = _compute_legal(state)
        except (IllegalAction, PackError, EffectError):
            raise
        except Exception as exc:
            raise hook_error(exc, state.rules, "listing the legal actions") from exc
        object.__setattr__(state, "_legal", cached)  # a memo, not a change of value
    return cached


def is_legal(state: GameState, action: object) -> bool:
    """Whether ``action`` is one of the legal actions of ``state``: by identity first
    (the listing's actions are interned, so an agent returns one of those very objects),
    then by value (an equal action built by hand), comparing the library's own values
    only (:func:`own_action`)."""
    return own_action(state, action) is not None


def own_action(state: GameState, action: object) -> Action | None:
    """The legal action of ``state`` that ``action`` is, or None when it is not legal:
    the engine's :func:`tabletop_engine.legality.own_action` on this state's listing
    (the library's own ``Action`` exactly, with the exact types and values of a listed
    one). What the reducer then applies is the listed action, never the caller's object.
    """
    return legality.own_action(_legal(state), action)


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action of ``state.current_player``: finite, sorted, unique.

    Empty only when the game is over. Raises ``TypeError`` for anything but a
    :class:`GameState` (a view, which agents receive, included).
    """
    expect_state(state, "legal_actions")
    return list(_legal(state))


# -- apply ----------------------------------------------------------------------------


def _why_illegal(state: GameState, action: Action) -> str:
    if not isinstance(action, Action):
        return f"expected an Action, got {type(action).__name__}"
    if state.phase == "over":
        return "the game is over"
    actor = action.actor
    if not isinstance(actor, int) or isinstance(actor, bool):
        seats = len(state.players)
        return f"actor must be a seat number (an int from 0 to {seats - 1}), not {actor!r}"
    if actor != state.current_player:
        return f"seat {state.current_player} must act now, not seat {actor}"
    if state.pending is not None:
        kinds = sorted({a.kind for a in _legal(state)})
        return f"a {state.pending.kind!r} decision is pending; expected one of {kinds}"
    kinds = sorted({a.kind for a in _legal(state)})
    if action.kind not in kinds:
        return f"{action.kind!r} is not possible now (possible: {', '.join(kinds)})"
    return "its parameters are not among the legal choices"


def step(state: GameState, action: Action, ctx: Ctx, check: bool = True) -> GameState:
    """Apply ``action`` recording events in ``ctx``; ``check=False`` trusts the caller
    (the action came from :func:`legal_actions` of this very state).

    An effect that cannot be applied raises :class:`PackError` naming the plugin that
    returned it (found by replaying the step with traced hooks).
    """
    if check:
        own = own_action(state, action)
        if own is None:
            raise IllegalAction(action, _why_illegal(state, action))
        action = own
    try:
        return _step(state, action, ctx)
    except EffectError as exc:
        traced = state.but(rules=state.rules.traced())
        rerun = lambda: _step(traced, action, Ctx())  # noqa: E731
        raise blame(exc, rerun, f"applying {action!r}", state.rules) from None
    except (IllegalAction, PackError):
        raise
    except Exception as exc:
        raise hook_error(exc, state.rules, f"applying {action!r}") from exc


def hook_error(exc: Exception, rules: Ruleset, doing: str) -> Exception:
    """A :class:`PackError` naming the pack, plugin and hook whose implementation raised
    ``exc`` (the innermost hook implementation in its traceback); ``exc`` itself when
    no plugin's code raised it (a bug of the core)."""
    found = rules.impl_of_frames(exc.__traceback__)
    if found is None:
        return exc
    pack, plugin, hook = found
    what = f"{type(exc).__name__}: {exc}"
    return PackError(pack, f"plugin {plugin!r}, hook {hook!r} raised {what} ({doing})")


def blame(exc: EffectError, rerun: Callable[[], object], doing: str, rules: Ruleset) -> PackError:
    """The :class:`PackError` for ``exc``: ``rerun`` replays the same work with traced
    hooks (states are values and the reducer is pure, so it fails the same way) to find
    the plugin that returned the failing effect -- or, for a core effect, the plugin
    whose value hook answered the bad value it carries (a negative amount from
    ``citadels_gather_gold``): the last answer equal to one of the effect's fields."""
    ORIGINS.clear()
    VALUES.clear()
    try:
        rerun()
    except EffectError as again:
        exc = again
    origin = ORIGINS.get(id(exc.effect))
    answers = list(VALUES)
    ORIGINS.clear()
    VALUES.clear()
    what = f"effect {exc.effect!r} cannot be applied ({doing}): {exc.reason}"
    if origin is None:
        raised = rules.impl_of_frames(exc.__traceback__)
        if raised is not None:  # made and refused inside a plugin's code (pay)
            pack, plugin, hook = raised
            return PackError(pack, f"plugin {plugin!r}, hook {hook!r}: {what}")
        found = _value_origin(exc.effect, answers)
        if found is not None:
            hook, plugin, value = found
            return PackError(
                rules.pack_of(plugin),
                f"plugin {plugin!r}, hook {hook!r} returned {value!r}, and the core's {what}",
            )
        return PackError(
            "core", f"{what} (a core effect, not a plugin's: check the values hooks return)"
        )
    plugin = origin[1]
    return PackError(rules.pack_of(plugin), f"plugin {plugin!r}: {what}")


def _value_origin(effect: Any, answers: list[tuple[str, str, Any]]) -> tuple[str, str, Any] | None:
    """The last value-hook answer among ``answers`` equal to a field of ``effect`` (same
    type, not a bool or None), or None."""
    try:
        fields = [getattr(effect, f.name) for f in effect.__attrs_attrs__]
    except AttributeError:
        return None
    fields = [f for f in fields if f is not None and type(f) is not bool]
    for hook, plugin, value in reversed(answers):
        if type(value) is bool:
            continue
        if any(type(f) is type(value) and f == value for f in fields):
            return hook, plugin, value
    return None


def _step(state: GameState, action: Action, ctx: Ctx) -> GameState:
    return advance(thaw(state), action, ctx).freeze()


def advance(state: WorkingState, action: Action, ctx: Ctx) -> WorkingState:
    """Apply a legal ``action`` to the working state ``state``, in place (the loop of
    :func:`~citadels_rules.runner.play`, which freezes only for the final state)."""
    ctx.triggers = 0
    if ctx.events is not None and hears(ctx, action.kind):
        ctx.events.append(action_event(state, action))
    d = state.__dict__  # the working state's fields, updated in place (WorkingState.set)
    decision = d["pending"]
    if decision is not None:
        kind = decision.kind
        if kind == "pick" or kind == "remove":
            effects: list[Any] | None = [
                fx.DraftTake(decision.seat, action.params["character"], kind)
            ]
        elif kind == "keep":
            effects = keep_effects(state, decision, action)
        else:
            effects = state.rules.hooks.answer(state, decision, action)
        if effects is None:
            raise IllegalAction(action, f"no plugin answers a {kind!r} decision")
        queue = d["queue"]
        d["pending"] = None
        d["queue"] = ()
        d["steps"] += 1
        d["_legal"] = None
        return INTERPRETER.run(state, [*effects, *queue] if queue else effects, ctx)
    d["steps"] += 1
    d["_legal"] = None
    effects = action_effects(state, action)
    if effects is None:
        raise IllegalAction(action, f"no rule resolves {action!r}")
    return INTERPRETER.run(state, effects, ctx)


def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action``; raises ``IllegalAction`` (``state`` is unchanged).

    Accepts exactly the actions of :func:`legal_actions` (or equal ones built by hand).
    Raises ``TypeError`` when ``state`` is not a :class:`GameState` (a view, None...).
    """
    expect_state(state, "apply")
    return step(state, action, _QUIET)
