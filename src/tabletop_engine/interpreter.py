"""The effect loop: one interpreter applies every effect, in order, to a frozen state.

Rules never build states by hand: they return effects (small frozen values). A game
registers one handler per effect class; a handler takes ``(state, effect, ctx)`` and
returns ``(new_state, follow_ups)``. Follow-ups run before the rest of the queue, so an
effect can expand into smaller ones (a build into a payment, a card move, a check).

When an effect leaves a pending decision in the state, the loop stops and stores the
effects still queued in the state (``state.queue``): the continuation is data, so a
paused game serializes like any other. Answering the decision resumes the queue.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Protocol, TypeVar

from .errors import EffectError


class Pausable(Protocol):
    """What the loop needs of a state: whether a decision is pending."""

    @property
    def pending(self) -> Any: ...


S = TypeVar("S", bound=Pausable)
Handler = Callable[[Any, Any, Any], tuple[Any, Iterable[Any] | None]]


class Interpreter:
    """Runs effects through the handler registered for each effect's class."""

    def __init__(
        self,
        handlers: Mapping[type, Handler],
        suspend: Callable[[Any, tuple[Any, ...]], Any],
    ) -> None:
        self.handlers = dict(handlers)
        self.suspend = suspend

    def run(self, state: S, effects: Iterable[Any], ctx: Any) -> S:
        """Apply ``effects`` (then their follow-ups) until done or a decision is pending."""
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
            effects = more
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
                extend(reversed(more) if type(more) is list else list(more)[::-1])
            if state.pending is not None:
                if stack:
                    stack.reverse()
                    state = self.suspend(state, tuple(stack))
                break
        return state
