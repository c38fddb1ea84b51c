"""``play`` a game with agents, and ``replay`` its record exactly."""

from __future__ import annotations

import random
import warnings
from collections.abc import Iterable, Iterator, Sequence
from functools import partial
from typing import Any, Protocol

import attrs

from tabletop_engine.actions import Action
from tabletop_engine.agent_calls import TimedCalls, ask, check_timeout
from tabletop_engine.agent_calls import check_agent_once as _check_agent_once
from tabletop_engine.events import Event
from tabletop_engine.validation import record_mismatch as mismatch
from tabletop_engine.validation import replay_arguments

from .agents import RandomAgent
from .game.config import GameConfig
from .game.reducer import Ctx, _legal, advance, own_action, start, step
from .game.ruleset import ruleset_for
from .game.scoring import Score, scores
from .game.serialization import LONGEST_GAME, register_record
from .game.state import GameState, thaw
from .game.views import observe


@attrs.frozen
class Failure:
    """Why a record stops early: a check failed at ``step`` (the number of actions played
    before it), on ``action`` (the action being taken; None when the failure is about a
    state or the game as a whole), with ``message``.

    Written by :func:`citadels_rules.testing.invariants.check_game`; the record's actions
    replay exactly to the state in which the failure happened.
    """

    step: int
    action: Action | None
    message: str


@attrs.frozen(repr=False)
class Record:
    """A finished (or stopped) game: everything needed to replay and explain it.

    ``plugins`` are the plugin names in call order (the header of the rules used).
    ``failure`` is set when the game stopped because a check failed (:class:`Failure`):
    ``final_state`` is then the state reached before the failing action.

    ``events`` is a tuple of events (API.md). Those of a record from :func:`play` are
    made when first read, by replaying its actions (:class:`RecordedEvents`), so that
    recording them costs nothing while the game is played; the tuple is kept then.
    """

    config: GameConfig
    plugins: tuple[str, ...]
    actions: tuple[Action, ...]
    _events: Sequence[Event] = attrs.field(alias="events")
    final_state: GameState
    scores: tuple[Score, ...]
    agents: tuple[str, ...] = ()
    failure: Failure | None = None

    @property
    def events(self) -> tuple[Event, ...]:
        """The game's events, in order (replayed on the first read of a :func:`play`
        record's, then kept)."""
        events = self._events
        if type(events) is not tuple:
            events = tuple(events)
            object.__setattr__(self, "_events", events)  # a memo: equal value, now a tuple
        return events

    @property
    def seed(self) -> int:
        """The game's seed."""
        return self.config.seed or 0

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats."""
        from .game.scoring import winners

        return winners(self.final_state)

    def __repr__(self) -> str:
        totals = [s.total for s in self.scores]
        return (
            f"<Record players={self.config.players} preset={self.config.preset!r} "
            f"seed={self.config.seed} actions={len(self.actions)} scores={totals}>"
        )


register_record(Record)


class RecordedEvents(Sequence[Event]):
    """The events of a game that :func:`play` recorded, made when first read.

    Games are deterministic, so the events are those of replaying the record's config
    and actions: ``play`` does not build them while the game runs (the fast path), and
    the first read (``len``, iteration, indexing, comparison, serialization, pickling)
    replays the game once with an event list. It reads as the tuple of events, and
    compares equal to it.
    """

    __slots__ = ("_actions", "_config", "_items")

    def __init__(self, config: GameConfig, actions: tuple[Action, ...]) -> None:
        self._config = config
        self._actions = actions
        self._items: tuple[Event, ...] | None = None

    def items(self) -> tuple[Event, ...]:
        """The events as a tuple (replayed on first use)."""
        items = self._items
        if items is None:
            events: list[Event] = []
            ctx = Ctx(events)
            state = start(self._config, ctx)
            for action in self._actions:
                state = step(state, action, ctx, check=False)
            items = self._items = tuple(events)
        return items

    def __len__(self) -> int:
        return len(self.items())

    def __getitem__(self, index: Any) -> Any:
        return self.items()[index]

    def __iter__(self) -> Iterator[Event]:
        return iter(self.items())

    def __contains__(self, value: object) -> bool:
        return value in self.items()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, RecordedEvents):
            other = other.items()
        if isinstance(other, tuple):
            return self.items() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.items())

    def __add__(self, other: Any) -> tuple[Event, ...]:
        return self.items() + tuple(other)

    def __radd__(self, other: Any) -> tuple[Event, ...]:
        return tuple(other) + self.items()

    def __reduce__(self) -> tuple[Any, ...]:
        return (tuple, (self.items(),))

    def __repr__(self) -> str:
        return repr(self.items())


class EventSink(Protocol):
    """Anything that takes the events of a game one by one (``list`` is one)."""

    def append(self, event: Event, /) -> None:
        """Receive one event."""


def agent_rng(config: GameConfig, seat: int) -> random.Random:
    """The generator :func:`play` hands to ``seat``'s agent (from the seed and seat)."""
    return random.Random(f"citadels:{config.seed}:{seat}")


def play(
    config: GameConfig,
    agents: Sequence[Any] | None = None,
    *,
    record_events: bool = True,
    events: EventSink | None = None,
    event_kinds: Iterable[str] | None = None,
    max_actions: int = LONGEST_GAME,
    agent_timeout: float | None = None,
) -> Record:
    """Play a whole game: seat ``i`` is played by ``agents[i]`` (default: random).

    A game is a function of (config, agents): each agent gets its own ``random.Random``
    seeded from the config's seed and its seat. Raises ``RuntimeError`` past
    ``max_actions``, and :class:`~citadels_rules.AgentError` naming the seat and the agent
    when an agent fails: its ``act`` raises (the original is the ``__cause__``), cannot
    be called as ``act(view, legal_actions, rng)``, returns something that is not an
    ``Action``, or returns an action that is not legal (then the error is also an
    ``IllegalAction``).

    ``agent_timeout`` (seconds, None: no limit) bounds each decision: ``act`` then runs
    in a helper thread (one per game) and an agent that has not answered in time raises
    ``AgentError`` and stops the game. Python cannot kill a thread: a hung ``act`` goes
    on in its (daemon) thread until it returns or the process exits.

    Events go to the record (``record_events``, the default) or, when ``events`` is
    given, to that object's ``append`` as they happen (a counter, a log writer...): the
    record then holds none. The record's events are made when first read, by replaying
    the game (:class:`RecordedEvents`, equal to the tuple of events), so recording them
    costs nothing while the game is played.
    ``event_kinds`` (e.g. ``{"built", "destroyed"}``) limits the events to those kinds:
    the engine builds no others.

    >>> import citadels_rules as cr
    >>> record = cr.play(cr.GameConfig(players=4, seed=3))
    >>> cr.replay(record) == record.final_state
    True
    """
    n = config.players
    if agents is None:
        agents = [RandomAgent() for _ in range(n)]
    agents = list(agents)
    if len(agents) != n:
        raise ValueError(f"play() needs {n} agents (one per seat), got {len(agents)}")
    for i, agent in enumerate(agents):
        _check_agent_once(i, agent)
    timed = None if agent_timeout is None else TimedCalls(check_timeout(agent_timeout))
    rngs = [agent_rng(config, seat) for seat in range(n)]
    observes = [getattr(agent, "observes", True) for agent in agents]
    # A RandomAgent (exactly: a subclass may act otherwise) is asked in line: the same
    # rng call, the same uniform choice, the same listed object as its act() would give.
    uniform = [type(agent) is RandomAgent and timed is None for agent in agents]
    # The record's events are made when first read (RecordedEvents): none while playing.
    sink = events
    kinds = None if event_kinds is None else frozenset(event_kinds)
    ctx = Ctx(sink, kinds)  # type: ignore[arg-type]
    # The reducer's working state goes on through the whole game: the effects of each
    # action update it in place; views are built from it (immutable values only) and
    # the final state is frozen once.
    state = thaw(start(config, ctx))
    actions: list[Action] = []
    append = actions.append
    try:
        while state.phase != "over":
            if len(actions) >= max_actions:
                msg = f"game not over after {max_actions} actions (seed {config.seed})"
                raise RuntimeError(msg)
            pending = state.pending
            seat = pending.seat if pending is not None else state.current_player
            assert seat is not None
            legal = _legal(state)  # a tuple: an agent cannot add to what is legal
            if uniform[seat] and legal:
                action = legal[int(rngs[seat].random() * len(legal))]
            else:
                view = observe(state, seat) if observes[seat] else None
                action = ask_agent(state, seat, agents[seat], view, legal, rngs[seat], timed)
            try:
                state = advance(state, action, ctx)
            except Exception as exc:
                _explain(config, actions, action, exc)
                raise
            append(action)
    finally:
        if timed is not None:
            timed.close()
    final = state.freeze()
    played = tuple(actions)
    recorded: Any = RecordedEvents(config, played) if record_events and events is None else ()
    return Record(
        config=config,
        plugins=ruleset_for(config).plugins,
        actions=played,
        events=recorded,  # a tuple, or the RecordedEvents that read as one
        final_state=final,
        scores=scores(final),
        agents=tuple(type(a).__name__ for a in agents),
    )


def ask_agent(
    state: GameState,
    seat: int,
    agent: Any,
    view: Any,
    legal: Sequence[Action],
    rng: random.Random,
    timed: TimedCalls | None = None,
) -> Action:
    """``agent``'s choice for ``seat`` among ``legal`` in ``state``, as the library's own
    legal action; :class:`AgentError` naming the seat and agent when ``act`` raises,
    times out (``timed``), returns something that is not an ``Action`` or an illegal one
    (then also an ``IllegalAction``). Shared by :func:`play` and ``citadels play``'s bots,
    so every agent the library drives is held to the same terms (the engine's
    :func:`~tabletop_engine.agent_calls.ask`, which Dominion uses too)."""
    return ask(seat, agent, view, legal, rng, partial(own_action, state), timed)


def _explain(config: GameConfig, actions: list[Action], action: Action, exc: Exception) -> None:
    """Raise the error that the step API gives for ``action`` after ``actions`` (an
    :class:`IllegalAction`, or a :class:`PackError` naming the plugin at fault): the
    working state that failed is half-updated, so the game is replayed from its start
    with frozen states (games are deterministic) and the failing step taken again."""
    ctx = Ctx()
    try:
        state = start(config, ctx)
        for done in actions:
            state = step(state, done, ctx, check=False)
    except Exception:
        return  # the replay fails earlier than the game did: keep the original error
    step(state, action, ctx, check=False)


def replay(record: Record, *, upto: int | None = None, check: bool = True) -> GameState:
    """The state reached by replaying ``record.actions`` (all, or the first ``upto``).

    Every action is checked, so a corrupted record raises ``IllegalAction``. A whole
    replay is checked too: unless ``check=False``, it raises ``ValueError`` when it does
    not reach the recorded ``final_state`` and ``scores`` (actions dropped or changed,
    a tampered state or score). ``upto`` (0 to the number of actions) replays a prefix,
    which is not checked against the end of the record.
    """
    replay_arguments(record, Record, upto)
    rules = ruleset_for(record.config)
    if record.plugins and rules.plugins != record.plugins:
        warnings.warn(
            "this record was played with other plugins: "
            f"{record.plugins} (now {rules.plugins}); the replay may differ",
            stacklevel=2,
        )
    ctx = Ctx()
    state = start(record.config, ctx)
    for action in record.actions[:upto]:
        state = step(state, action, ctx)
    if check and upto is None:
        mismatch = record_mismatch(record, state)
        if mismatch is not None:
            raise ValueError(mismatch)
    return state


def record_mismatch(record: Record, state: GameState) -> str | None:
    """Why ``state``, the replay of all of ``record.actions``, does not match the end
    of ``record`` (its ``final_state``, then its ``scores``); None when it does (the
    engine's :func:`~tabletop_engine.validation.record_mismatch`).

    The scores of a failure record (``record.failure``) are checked only when it has
    some (a crashing scoring hook may have been the failure).
    """
    if state != record.final_state:
        return mismatch(state, record.final_state, scores, record.scores)
    if record.failure is not None and not record.scores:
        return None
    try:
        replayed = scores(state)
    except Exception:
        if record.failure is not None:
            return None
        raise
    return mismatch(state, state, lambda _: replayed, record.scores)


def replay_steps(record: Record) -> Iterator[tuple[list[Event], GameState]]:
    """Replay ``record`` step by step: first the events of the setup and the state after
    it, then, for each action, the events it caused and the state after it.

    For logs and UIs that show a game as it went. Raises ``IllegalAction`` when an action
    does not replay.
    """
    events: list[Event] = []
    ctx = Ctx(events)
    state = start(record.config, ctx)
    yield list(events), state
    for action in record.actions:
        events.clear()
        state = step(state, action, ctx)
        yield list(events), state
