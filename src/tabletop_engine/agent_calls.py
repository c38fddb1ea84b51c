"""Asking an agent for its action, on the same terms in every game the engine runs.

A game's ``play()`` and its command line's bots call :func:`ask`, so an agent that raises,
hangs past a timeout, returns something that is not an ``Action`` or an illegal one
always ends in the same :class:`~tabletop_engine.errors.AgentError` naming its seat.
What counts as "the library's own action" is the game's to say (``own``); both games
pass the engine's :func:`tabletop_engine.legality.own_action` on the state's own listing
(never the sequence the agent was handed), which matches a hand-built action to its
listed twin on exact types.

An agent may instead *name* its action without being handed the listing
(:func:`ask_named`: its ``decide(sight, rng)``, ``sight`` a cheap read-only view of what
its seat may know); the game then checks that one action with its exact legality test
(one that answers as ``own_action(listing, action)``, without the listing), on the same
terms: a wrong answer is the same ``AgentError`` naming the seat.
"""

from __future__ import annotations

import inspect
import math
import queue
import random
import threading
from collections.abc import Callable, Sequence
from typing import Any

from .actions import Action
from .errors import AgentError, IllegalChoice


def ask(
    seat: int,
    agent: Any,
    view: Any,
    legal: Sequence[Action],
    rng: random.Random,
    own: Callable[[Action], Action | None],
    timed: TimedCalls | None = None,
) -> Action:
    """``agent``'s choice for ``seat`` among ``legal``, as the library's own action.

    ``legal`` is what the agent is handed: the game's own listing as a tuple (the
    answer is first looked for in it by identity, so it must be one nothing can add to).

    ``own(action)`` gives the library's listed action equal to one the agent built, or
    None when it is not legal. Raises :class:`AgentError` when ``act`` raises or times
    out (``timed``) or returns something that is not an ``Action``, and
    :class:`IllegalChoice` (an ``AgentError`` and an ``IllegalAction``) for an
    illegal one.
    """
    if timed is None:
        try:
            action = agent.act(view, legal, rng)
        except Exception as exc:
            raise AgentError(seat, agent, f"raised {type(exc).__name__}: {exc}") from exc
    else:
        action = timed.call(seat, agent, view, legal, rng)
    for a in legal:  # by identity first: the common case costs no comparison
        if a is action:
            return a
    if not isinstance(action, Action):
        raise AgentError(seat, agent, f"returned {action!r}, not an Action")
    mine = own(action)
    if mine is None:
        raise IllegalChoice(seat, agent, action)
    return mine


def ask_named(
    seat: int,
    agent: Any,
    decide: Callable[[Any, random.Random], Any],
    sight: Any,
    rng: random.Random,
    own: Callable[[Action], Action | None],
    timed: TimedCalls | None = None,
) -> Action:
    """``agent``'s action for ``seat`` named without a listing: ``decide(sight, rng)``,
    the agent's fast path (Dominion's ``PriorityAgent.decide``), ``sight`` a cheap
    read-only view of what the seat may know.

    ``own(action)`` is the game's exact legality test for one action (the library's own
    legal action equal to it, or None), which answers as ``own_action(listing, action)``
    without building the listing. The errors are :func:`ask`'s: :class:`AgentError`
    when ``decide`` raises, times out or returns something that is not an ``Action``,
    :class:`IllegalChoice` for an illegal one, each naming the seat.
    """
    if timed is None:
        try:
            action = decide(sight, rng)
        except Exception as exc:
            raise AgentError(seat, agent, f"raised {type(exc).__name__}: {exc}") from exc
    else:
        action = timed.call_function(seat, agent, decide, (sight, rng))
    mine = own(action)
    if mine is not None:
        return mine
    if not isinstance(action, Action):
        raise AgentError(seat, agent, f"returned {action!r}, not an Action")
    raise IllegalChoice(seat, agent, action)


def check_timeout(agent_timeout: object) -> float:
    """``agent_timeout`` as seconds: a positive, finite number (``ValueError`` else)."""
    if (
        isinstance(agent_timeout, bool)
        or not isinstance(agent_timeout, (int, float))
        or not 0 < agent_timeout < math.inf
    ):
        msg = f"agent_timeout must be a positive number of seconds (or None), not {agent_timeout!r}"
        raise ValueError(msg)
    return float(agent_timeout)


def check_agent(seat: int, agent: object) -> None:
    """:class:`AgentError` unless ``agent.act`` can be called as ``act(view, legal, rng)``:
    checked before the game starts, so a wrong agent fails at once, not mid-game."""
    act = getattr(agent, "act", None)
    if not callable(act):
        raise AgentError(seat, agent, "has no act(view, legal_actions, rng) method")
    try:
        signature = inspect.signature(act)
    except (TypeError, ValueError):  # a builtin or C callable: it will tell when called
        return
    try:
        signature.bind(None, (), None)
    except TypeError as exc:
        msg = f"cannot be called as act(view, legal_actions, rng): act{signature} ({exc})"
        raise AgentError(seat, agent, msg) from exc


#: ``(agent class, its act function)`` pairs whose ``act`` passed :func:`check_agent`.
_CHECKED: set[tuple[type, Any]] = set()


def check_agent_once(seat: int, agent: object) -> None:
    """:func:`check_agent`, done once per agent class whose ``act`` is a plain function
    of the class (not set on the instance): reading a signature costs about as much as
    a dozen actions, and ``play`` is called once per game with fresh agents."""
    cls = type(agent)
    act = getattr(cls, "act", None)
    own = getattr(agent, "__dict__", None)
    key = None
    if inspect.isfunction(act) and not (own and "act" in own):
        key = (cls, act)
        if key in _CHECKED:
            return
    check_agent(seat, agent)
    if key is not None:
        if len(_CHECKED) >= 1024:  # bounded: classes made on the fly do not pile up
            _CHECKED.clear()
        _CHECKED.add(key)


class _Answer:
    """One decision asked of an agent in :class:`TimedCalls`' thread."""

    __slots__ = ("action", "done", "error")

    def __init__(self) -> None:
        self.done = threading.Event()
        self.action: Any = None
        self.error: BaseException | None = None


class TimedCalls:
    """Agents' ``act`` run in one helper thread per game, each answer awaited at most
    ``timeout`` seconds (``play(agent_timeout=...)``). After a timeout the thread is left
    to finish the hung call (a thread cannot be killed) and then ends; it is a daemon, so
    it never keeps the process alive."""

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self._requests: queue.SimpleQueue[Any] | None = None

    def call(self, seat: int, agent: Any, view: Any, legal: Any, rng: random.Random) -> Any:
        """``agent.act(view, legal, rng)``, or :class:`AgentError` (raised, timed out)."""
        return self.call_function(seat, agent, agent.act, (view, legal, rng))

    def call_function(self, seat: int, agent: Any, function: Any, args: tuple[Any, ...]) -> Any:
        """``function(*args)`` for ``agent`` (its ``act`` or ``decide``), or
        :class:`AgentError` (raised, timed out)."""
        requests = self._requests
        if requests is None:
            requests = self._requests = queue.SimpleQueue()
            threading.Thread(
                target=_serve, args=(requests,), name="game-agent", daemon=True
            ).start()
        answer = _Answer()
        requests.put((function, args, answer))
        if not answer.done.wait(self.timeout):
            self.close()  # the thread ends once the hung call returns, if ever
            msg = (
                f"did not answer within {self.timeout:g} s (agent_timeout); its call goes on "
                "in a thread that cannot be stopped"
            )
            raise AgentError(seat, agent, msg)
        error = answer.error
        if error is not None:
            if not isinstance(error, Exception):
                raise error
            raise AgentError(seat, agent, f"raised {type(error).__name__}: {error}") from error
        return answer.action

    def close(self) -> None:
        """Let the thread end (after the call it is running, if any)."""
        if self._requests is not None:
            self._requests.put(None)
            self._requests = None


def _serve(requests: queue.SimpleQueue[Any]) -> None:
    """The helper thread of :class:`TimedCalls`: answer requests until a ``None``."""
    while True:
        request = requests.get()
        if request is None:
            return
        act, args, answer = request
        try:
            answer.action = act(*args)
        except BaseException as exc:  # handed to the game's thread
            answer.error = exc
        answer.done.set()
