"""``play`` a game with agents, and ``replay`` its record exactly."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import attrs

from citadels_rules.engine.actions import Action
from citadels_rules.engine.errors import AgentError, IllegalChoice

from .agents import RandomAgent
from .config import GameConfig
from .reducer import apply, new_game
from .scoring import Score, scores
from .serialization import register_top
from .state import GameState
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
    config: GameConfig, agents: Sequence[Any] | None = None, *, max_actions: int = 100_000
) -> GameRecord:
    """Play a whole game: seat ``i`` by ``agents[i]`` (default: random), each agent with
    its own ``random.Random`` seeded from the config's seed and its seat, so a config and
    agents give the same record every time. An agent that raises or returns an illegal
    action raises :class:`~citadels_rules.engine.errors.AgentError`.

    >>> import dominion_rules as dr
    >>> record = dr.play(dr.GameConfig(players=2, seed=7), [dr.BigMoneyAgent()] * 2)
    >>> dr.replay(record) == record.final_state
    True
    """
    n = config.players
    agents = [RandomAgent() for _ in range(n)] if agents is None else list(agents)
    if len(agents) != n:
        raise ValueError(f"play() needs {n} agents (one per seat), got {len(agents)}")
    rngs = [agent_rng(config, seat) for seat in range(n)]
    observes = [getattr(agent, "observes", True) for agent in agents]
    state = new_game(config)
    actions: list[Action] = []
    while state.turn is not None:
        if len(actions) >= max_actions:
            raise RuntimeError(f"game not over after {max_actions} actions (seed {config.seed})")
        seat = state.current_player
        assert seat is not None
        legal = state.legal
        agent = agents[seat]
        view = observe(state, seat) if observes[seat] else None
        try:
            action = agent.act(view, legal, rngs[seat])
        except Exception as exc:
            raise AgentError(seat, agent, f"raised {type(exc).__name__}: {exc}") from exc
        if action not in legal:
            raise IllegalChoice(seat, agent, action)
        state = apply(state, action)
        actions.append(action)
    return GameRecord(
        config=config,
        agents=tuple(type(a).__name__ for a in agents),
        actions=tuple(actions),
        final_state=state,
        scores=scores(state),
    )


def replay(record: GameRecord) -> GameState:
    """The state a record's actions lead to from its config (its ``final_state``)."""
    state = new_game(record.config)
    for action in record.actions:
        state = apply(state, action)
    return state
