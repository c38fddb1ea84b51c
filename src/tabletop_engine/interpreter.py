"""The effect loop: one interpreter applies every effect, in order, to a frozen state.

Rules never build states by hand: they return effects (small frozen values). A game
registers one handler per effect class; a handler takes ``(state, effect, ctx)`` and
returns ``(new_state, follow_ups)``. Follow-ups run before the rest of the queue, so an
effect can expand into smaller ones (a build into a payment, a card move, a check).

When an effect leaves a pending decision in the state, the loop stops and stores the
effects still queued in the state (``state.queue``): the continuation is data, so a
paused game serializes like any other. Answering the decision resumes the queue.

**The effect budget.** One run of the loop schedules at most :func:`current_budget`
follow-up effects (:data:`DEFAULT_BUDGET`, 10,000, unless :func:`effect_budget` says
otherwise), so it applies at most the effects it was given and that many more. Every
step a card schedules and every decision a game answers by itself (Dominion's one-option
decisions, D-3.7) is a follow-up, so a card that never finishes -- a decision that asks
itself again with one option, a step that schedules itself -- cannot hang the process:
past the budget the loop raises :class:`~tabletop_engine.errors.BudgetExceeded`, a
:class:`~tabletop_engine.errors.PackError` naming the pack, the card and the hook that
kept the loop going (and where: the game's :attr:`Interpreter.where`). A reducer runs
the loop a fixed number of times per ``apply`` (Citadels once, Dominion at most twice:
the clean-up, then the next turn's start), so the budget bounds the work of one
``apply`` too.

The budget is counted where follow-ups are scheduled (one addition and one comparison
per effect that returns any, one read of the budget per run: nothing per effect that
only changes the state), and the card is named only once the budget is spent: measured
with cachegrind, about 0.2% of the instructions of a Citadels game.
"""

from __future__ import annotations

import contextlib
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from types import FrameType
from typing import Any, Protocol, TypeVar

from .errors import BudgetExceeded, EffectError


class Pausable(Protocol):
    """What the loop needs of a state: whether a decision is pending."""

    @property
    def pending(self) -> Any: ...


S = TypeVar("S", bound=Pausable)
Handler = Callable[[Any, Any, Any], tuple[Any, Iterable[Any] | None]]

#: ``(pack, card, hook)`` of one hook implementation: the card is the plugin's card id
#: (a binder card's ``id``) or, for a plugin that is not a card, the plugin's name.
Source = tuple[str, str, str]

#: Follow-up effects one run of the loop may schedule, unless :func:`effect_budget` sets
#: another bound. The most any real game used, measured over random games of every preset
#: (Dominion: 400 games, 2-4 players, the preset kingdoms and random ones; Citadels: 300
#: games of its four presets, 2-8 players, random lineups), is 30 effects in one
#: ``apply`` in Dominion and 32 in Citadels (its set-up), 19 in one of its actions: the
#: default is some 300 times that. At a few microseconds an effect, a runaway card is
#: stopped within a few hundredths of a second.
DEFAULT_BUDGET = 10_000

#: The budget in force (:func:`effect_budget` sets it): a plain module global, which the
#: loop reads once per run.
_budget = DEFAULT_BUDGET

#: Effects the loop runs past the budget, watching which hook implementations return
#: effects, to name the card that keeps it going (only once the budget is spent).
WINDOW = 200


def current_budget() -> int:
    """The effect budget in force here (:data:`DEFAULT_BUDGET` outside any
    :func:`effect_budget`)."""
    return _budget


@contextlib.contextmanager
def effect_budget(n: int) -> Iterator[int]:
    """Within the ``with`` block, one run of the effect loop schedules at most ``n``
    follow-up effects (an int >= 1); the previous budget is back after it::

        with effect_budget(1_000_000):  # a pack whose cards chain a million effects
            record = play(config, agents)

    A context manager rather than a parameter of ``apply``: the bound reaches every
    ``apply`` underneath it -- ``play``, ``replay``, the checks, a search -- without a new
    argument on each of them. It sets a module global, not a
    :class:`~contextvars.ContextVar`: the loop reads it once per run, and a global costs
    that read nothing measurable where a context variable's lookup would cost some 1% of
    a game (the loop runs a few hundred times per game). So the budget is the process's:
    while the block lasts it holds in every thread, and a worker process of ``simulate``
    starts from :data:`DEFAULT_BUDGET`.
    """
    global _budget
    if type(n) is not int or n < 1:
        raise ValueError(f"the effect budget must be an int >= 1, not {n!r}")
    before = _budget
    _budget = n
    try:
        yield n
    finally:
        _budget = before


@contextlib.contextmanager
def located(where: str) -> Iterator[None]:
    """Add ``where`` (a check's seed and step, say) to the point of the game a
    :class:`~tabletop_engine.errors.BudgetExceeded` raised in the block names: a check
    that plays a game wraps each step in it, so its message says where to look again."""
    try:
        yield
    except BudgetExceeded as exc:
        raise exc.at(where) from None


def hook_sources(pm: Any, pack_of: Callable[[str], str]) -> dict[int, Source]:
    """``{id(code): (pack, card, hook)}`` for every hook implementation registered in the
    pluggy manager ``pm`` (``pack_of`` gives a plugin's pack from its name): what a game's
    :attr:`Interpreter.sources` returns. Keyed by the code object's identity, not its
    value: the binder generates one implementation per card from the same source text,
    and such code objects are equal (the manager keeps them alive while the rules live)."""
    out: dict[int, Source] = {}
    for hook in dir(pm.hook):
        caller = getattr(pm.hook, hook)
        for impl in getattr(caller, "get_hookimpls", list)():
            code = getattr(impl.function, "__code__", None)
            if code is not None:
                card = getattr(impl.plugin, "id", None)
                card = card if isinstance(card, str) else impl.plugin_name
                out[id(code)] = (pack_of(impl.plugin_name), card, hook)
    return out


class Interpreter:
    """Runs effects through the handler registered for each effect class.

    ``sources(state)`` (optional) gives the hook implementations of the state's rules
    (:func:`hook_sources`) and ``where(state)`` a short description of the point of the
    game (seed, seat, step...): both are asked only when a run overruns its budget, to
    name the card in the :class:`~tabletop_engine.errors.BudgetExceeded` it raises.
    """

    def __init__(
        self,
        handlers: Mapping[type, Handler],
        suspend: Callable[[Any, tuple[Any, ...]], Any],
        *,
        sources: Callable[[Any], Mapping[int, Source]] | None = None,
        where: Callable[[Any], str] | None = None,
    ) -> None:
        self.handlers = dict(handlers)
        self.suspend = suspend
        self.sources = sources
        self.where = where

    def run(self, state: S, effects: Iterable[Any], ctx: Any) -> S:
        """Apply ``effects`` (then their follow-ups) until done or a decision is pending.

        Raises :class:`~tabletop_engine.errors.BudgetExceeded` when the effects schedule
        more than :func:`current_budget` follow-ups."""
        handlers = self.handlers
        if type(effects) is list and len(effects) == 1:  # the common case: one effect
            effect = effects[0]
            handler = handlers.get(type(effect))
            if handler is None:
                raise EffectError(effect, "is not an effect this game knows")
            state, more = handler(state, effect, ctx)
            if not more or state.pending is not None:
                if more:
                    more = more if type(more) is list else list(more)
                    state = self.suspend(state, tuple(more))
                return state
            effects = more = more if type(more) is list else list(more)
            scheduled = len(more)  # follow-ups this run scheduled (counted up: no allocation)
        else:
            scheduled = 0
        limit = _budget
        stack = list(effects)
        stack.reverse()
        pop = stack.pop
        extend = stack.extend
        while stack:
            effect = pop()
            handler = handlers.get(type(effect))
            if handler is None:
                raise EffectError(effect, "is not an effect this game knows")
            state, more = handler(state, effect, ctx)
            if more:
                if type(more) is not list:
                    more = list(more)
                scheduled += len(more)  # the budget: counted where effects are scheduled
                extend(reversed(more))
                if scheduled > limit:
                    self._overrun(state, stack, ctx)
            if state.pending is not None:
                if stack:
                    stack.reverse()
                    state = self.suspend(state, tuple(stack))
                break
        return state

    def _overrun(self, state: Any, stack: list[Any], ctx: Any) -> None:
        """Raise :class:`BudgetExceeded` for a run that spent its budget with ``stack``
        still to do: the loop goes on for at most :data:`WINDOW` effects, watching (with
        a profile function, on this path only) which hook implementations return
        effects; the one that returned most is named."""
        budget = _budget
        effect = stack[-1]
        where, sources = "", {}
        with contextlib.suppress(Exception):  # naming must never hide the overrun
            where = self.where(state) if self.where is not None else ""
            sources = dict(self.sources(state)) if self.sources is not None else {}
        seen: Counter[Source] = Counter()

        def watch(frame: FrameType, event: str, value: Any) -> None:
            if event == "return" and value and type(value) in (list, tuple):
                found = sources.get(id(frame.f_code))
                if found is not None:
                    seen[found] += 1

        old = sys.getprofile()
        sys.setprofile(watch)
        try:
            # The window only watches: what it runs into (an error) is not the fault.
            with contextlib.suppress(Exception):
                self._window(state, stack, ctx)
        finally:
            sys.setprofile(old)
        ranked = [source for source, _ in seen.most_common(3)]
        raise BudgetExceeded(budget, effect, ranked, where)

    def _window(self, state: Any, stack: list[Any], ctx: Any) -> None:
        """Run up to :data:`WINDOW` more effects of ``stack`` (the overrun's watch)."""
        handlers = self.handlers
        for _ in range(WINDOW):
            if not stack:
                return
            handler = handlers.get(type(stack[-1]))
            if handler is None:
                return
            state, more = handler(state, stack.pop(), ctx)
            if more:
                stack.extend(reversed(list(more)))
            if state.pending is not None:
                return
