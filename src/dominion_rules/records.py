"""``play`` a game with agents, and ``replay`` its record exactly."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial
from typing import Any

import attrs

from tabletop_engine.actions import Action
from tabletop_engine.agent_calls import (
    TimedCalls,
    ask,
    ask_named,
    check_agent_once,
    check_timeout,
)
from tabletop_engine.legality import own_action
from tabletop_engine.validation import record_mismatch as mismatch
from tabletop_engine.validation import replay_arguments

from .agents import RandomAgent, seat_view
from .config import GameConfig
from .reducer import apply, apply_listed, legal_action, new_game
from .scoring import Score, scores
from .serialization import LONGEST_GAME, register_top
from .state import GameState, frozen, working
from .views import observe


@attrs.frozen
class GameRecord:
    """A finished game: its ``config``, the ``agents``' class names, every action in
    order, the ``final_state`` and the ``scores``. ``replay(record) == final_state``."""

    config: GameConfig
    agents: tuple[str, ...]
    actions: tuple[Action, ...]
    final_state: GameState
    scores: tuple[Score, ...]

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats (D-7.3)."""
        from .scoring import winners

        return winners(self.final_state)


register_top(GameRecord)


def agent_rng(config: GameConfig, seat: int) -> random.Random:
    """The generator :func:`play` hands to ``seat``'s agent (from the seed and seat)."""
    return random.Random(f"dominion:{config.seed}:{seat}")


def play(
    config: GameConfig,
    agents: Sequence[Any] | None = None,
    *,
    max_actions: int = LONGEST_GAME,
    agent_timeout: float | None = None,
) -> GameRecord:
    """Play a whole game: seat ``i`` by ``agents[i]`` (default: random), each agent with
    its own ``random.Random`` seeded from the config's seed and its seat, so a config and
    agents give the same record every time.

    Agents are held to the engine's terms, as in Citadels
    (:func:`tabletop_engine.agent_calls.ask`): an agent without a callable
    ``act(view, legal_actions, rng)`` fails before the game starts; one that raises,
    returns something that is not an ``Action`` or an illegal action raises
    :class:`~tabletop_engine.errors.AgentError` naming its seat (an illegal one is
    also an ``IllegalAction``). An agent is handed the legal actions as a tuple and a
    view that shares nothing mutable with the state, and what it returns is matched
    against the state's own listing (:func:`tabletop_engine.legality.own_action`: the
    library's own ``Action``, not a subclass), so nothing it edits or builds makes an
    action legal. ``agent_timeout`` (seconds, None: no limit) bounds each
    decision: ``act`` then runs in a helper thread and a late answer is an ``AgentError``.

    >>> import dominion_rules as dr
    >>> record = dr.play(dr.GameConfig(players=2, seed=7), [dr.BigMoneyAgent()] * 2)
    >>> dr.replay(record) == record.final_state
    True
    """
    n = config.players
    agents = [RandomAgent() for _ in range(n)] if agents is None else list(agents)
    if len(agents) != n:
        raise ValueError(f"play() needs {n} agents (one per seat), got {len(agents)}")
    for i, agent in enumerate(agents):
        check_agent_once(i, agent)
    timed = None if agent_timeout is None else TimedCalls(check_timeout(agent_timeout))
    rngs = [agent_rng(config, seat) for seat in range(n)]
    observes = [getattr(agent, "observes", True) for agent in agents]
    decides = [_decide(agent) for agent in agents]
    state: GameState = working(new_game(config))  # changed in place, frozen at the end
    actions: list[Action] = []
    try:
        while state.turn is not None:
            if len(actions) >= max_actions:
                msg = f"game not over after {max_actions} actions (seed {config.seed})"
                raise RuntimeError(msg)
            seat = state.current_player
            assert seat is not None
            decide = decides[seat]
            if decide is not None and state.pending is None:  # named, no listing
                me = seat_view(state, seat)
                own = partial(legal_action, state)
                action = ask_named(seat, agents[seat], decide, me, rngs[seat], own, timed)
            else:
                legal = state.legal  # a tuple: what the agent is handed cannot change
                view = observe(state, seat) if observes[seat] else None
                own = partial(own_action, legal)
                action = ask(seat, agents[seat], view, legal, rngs[seat], own, timed)
            state = apply_listed(state, action)  # the library's own legal action
            actions.append(action)
    finally:
        if timed is not None:
            timed.close()
    final = frozen(state)
    return GameRecord(
        config=config,
        agents=tuple(type(a).__name__ for a in agents),
        actions=tuple(actions),
        final_state=final,
        scores=scores(final),
    )


def _decide(agent: Any) -> Any:
    """``agent.decide`` when it is callable and no later than its ``act`` (the agent
    names its action on its own turn from a :class:`~dominion_rules.agents.SeatView`),
    else None (asked with ``act``): a subclass that overrides ``act`` alone (a
    ``BigMoneyAgent`` that waits, logs, or chooses otherwise) is asked with its ``act``."""
    decide = getattr(agent, "decide", None)
    if not callable(decide) or "act" in getattr(agent, "__dict__", ()):
        return None
    mro = type(agent).__mro__
    by = {
        name: next((i for i, cls in enumerate(mro) if name in vars(cls)), len(mro))
        for name in ("act", "decide")
    }
    return decide if by["decide"] <= by["act"] else None


def replay(record: GameRecord, *, upto: int | None = None, check: bool = True) -> GameState:
    """The state a record's actions lead to from its config (its ``final_state``).

    Every action is checked (``IllegalAction`` for one that is not legal), and so is a
    whole replay: unless ``check=False``, ``ValueError`` when it does not reach the
    recorded ``final_state`` and ``scores`` (:func:`record_mismatch`: actions dropped
    or changed, a forged state or score; the winners are the final state's). ``upto``
    (0 to the number of actions) replays a prefix, not checked against the end. Only
    the current state is kept: the work is one step per action.
    """
    replay_arguments(record, GameRecord, upto)
    state = new_game(record.config)
    for action in record.actions[:upto]:
        state = apply(state, action)
    if check and upto is None:
        problem = record_mismatch(record, state)
        if problem is not None:
            raise ValueError(problem)
    return state


def record_mismatch(record: GameRecord, state: GameState) -> str | None:
    """Why ``state``, the replay of all of ``record.actions``, does not match the end of
    ``record`` (its ``final_state``, then its ``scores``); None when it does (the
    engine's :func:`~tabletop_engine.validation.record_mismatch`)."""
    return mismatch(state, record.final_state, scores, record.scores)
