"""The three errors every caller can rely on.

All three subclass :class:`ValueError`, so ``except ValueError`` keeps working for
code that does not care which kind of bad input it was given.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


class IllegalAction(ValueError):
    """An action that the rules do not allow in this state.

    Raised by :func:`apply` before anything is changed: states are values, so the
    caller's state is untouched and can be used again.
    """

    def __init__(self, action: object, reason: str) -> None:
        self.action = action
        self.reason = reason
        super().__init__(f"illegal action {action!r}: {reason}")


class ConfigError(ValueError):
    """An invalid game configuration. ``problems`` lists every problem found."""

    def __init__(self, problems: Iterable[str] | str) -> None:
        if isinstance(problems, str):
            problems = [problems]
        self.problems: tuple[str, ...] = tuple(problems)
        lines = "\n".join(f"  - {p}" for p in self.problems)
        n = len(self.problems)
        super().__init__(f"invalid configuration ({n} problem{'s' if n != 1 else ''}):\n{lines}")


class PackError(Exception):
    """A broken pack: raised when the pack is loaded, naming the pack and the fault."""

    def __init__(self, pack: str, message: str) -> None:
        self.pack = pack
        super().__init__(f"pack {pack!r}: {message}")


class MutatedInput(PackError):
    """A hook changed the state it was given (``object.__setattr__`` on a frozen value),
    found in check mode (:func:`~tabletop_engine.hooks.checking_inputs`): the
    message names the plugin, the hook and what changed."""


class EffectError(Exception):
    """An effect that cannot be applied as written (a zero amount, a missing account or
    card). Raised by effect handlers; the reducer reports it as a :class:`PackError`
    naming the plugin that returned the effect."""

    def __init__(self, effect: object, message: str) -> None:
        self.effect = effect
        self.reason = message
        super().__init__(f"{effect!r}: {message}")


class BadValue(EffectError, ValueError):
    """A value that no effect can be made of (``pay`` with a negative amount), raised
    where the effect is made. A :class:`ValueError` for the caller; inside ``apply`` an
    :class:`EffectError`, reported as a :class:`PackError` naming the plugin whose code
    made it or whose value hook answered the bad value."""


class _Named:
    """Stands in for an agent that does not pickle, in an :class:`AgentError` sent from
    a worker process: its repr is the agent's."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


class AgentError(Exception):
    """An agent failed: ``act`` raised (the original is the ``__cause__``), took longer
    than ``agent_timeout`` seconds, could not be called as ``act(view, legal_actions,
    rng)``, or returned something that is not one of the legal actions.

    ``seat`` is the seat it plays, ``agent`` the agent itself (in a worker process of
    ``simulate``, an object whose repr is the agent's), ``reason`` what went wrong. The
    game stops: nothing is applied.
    """

    def __init__(self, seat: int, agent: object, reason: str) -> None:
        self.seat = seat
        self.agent = agent
        self.reason = reason
        Exception.__init__(self, f"agent {agent!r} of seat {seat} {reason}")

    def __reduce__(self) -> tuple[object, ...]:
        import pickle

        agent = self.agent
        try:
            pickle.dumps(agent)
        except Exception:
            agent = _Named(repr(agent))
        return (_rebuild, (type(self), self.seat, agent, self.reason, self.args))


def _rebuild(
    cls: type[AgentError], seat: int, agent: object, reason: str, args: tuple[object, ...]
) -> AgentError:
    """Unpickle an :class:`AgentError` (or a subclass, whatever its ``__init__``)."""
    error = cls.__new__(cls)
    Exception.__init__(error, *args)
    error.seat, error.agent, error.reason = seat, agent, reason
    return error


class IllegalChoice(AgentError, IllegalAction):
    """An agent returned an action that is not legal (another seat's, one never offered):
    an :class:`AgentError` and an :class:`IllegalAction` (``.action``, ``.reason``)."""

    def __init__(self, seat: int, agent: object, action: object) -> None:
        self.action = action
        AgentError.__init__(self, seat, agent, f"chose an illegal action {action!r}")

    def __reduce__(self) -> tuple[object, ...]:
        _, state = super().__reduce__()
        return (_rebuild_choice, (*state[1:], self.action))  # type: ignore[index]


def _rebuild_choice(
    seat: int, agent: object, reason: str, args: tuple[object, ...], action: object
) -> AgentError:
    error = _rebuild(IllegalChoice, seat, agent, reason, args)
    error.action = action  # type: ignore[attr-defined]
    return error


class BudgetExceeded(PackError):
    """A run of the effect loop went over its effect budget
    (:func:`tabletop_engine.interpreter.effect_budget`): a card that never finishes (a
    decision that asks itself again with one option, a step that schedules itself).

    ``pack``, ``card`` and ``hook`` name the hook implementation that kept returning
    effects while the loop ran on (``sources`` lists up to three, most first; ``pack`` is
    ``"core"`` and ``card``/``hook`` None when no plugin's code did); ``budget`` is the
    bound, ``effect`` the effect the loop was about to run, ``where`` the point of the
    game (seed, seat, step) the game described.
    """

    def __init__(
        self,
        budget: int,
        effect: object,
        sources: Sequence[tuple[str, str, str]],
        where: str = "",
    ) -> None:
        self.budget = budget
        self.effect = effect
        self.sources = tuple(sources)
        self.where = where
        pack, card, hook = self.sources[0] if self.sources else ("core", None, None)
        self.card = card
        self.hook = hook
        if card is None:
            who = "the core's effects did not finish (no plugin returned effects)"
        else:
            who = f"card {card!r}, hook {hook!r} did not finish"
        others = "; ".join(f"card {c!r} of pack {p!r}, hook {h!r}" for p, c, h in sources[1:])
        shown = repr(effect)
        if len(shown) > 200:
            shown = shown[:197] + "..."
        text = (
            f"{who}: more than {budget:,} effects scheduled in one apply, running {shown}"
            f"{f' ({where})' if where else ''}"
            f"{f'; also returning effects: {others}' if others else ''}. A decision that "
            "asks itself again or a step that schedules itself? (A card that really needs "
            "more effects: tabletop_engine.interpreter.effect_budget.)"
        )
        super().__init__(pack, text)

    def at(self, where: str) -> BudgetExceeded:
        """The same error with ``where`` (e.g. a check's seed and step) added to the
        point of the game it names."""
        more = f"{self.where}, {where}" if self.where else where
        return BudgetExceeded(self.budget, self.effect, self.sources, more)

    def __reduce__(self) -> tuple[object, ...]:
        return (BudgetExceeded, (self.budget, self.effect, self.sources, self.where))
