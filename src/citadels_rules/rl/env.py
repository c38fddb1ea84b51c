"""A PettingZoo AEC environment and a Gymnasium single-agent wrapper.

``env(players=4, preset="classic", **config)`` plays whole games: the agents are
``"player_0"`` .. ``"player_<n-1>"`` (seat ``i`` is ``"player_i"``); the agent to act is
the seat that must act, also when it answers another seat's decision (a Graveyard owner
asked during the Warlord's turn), so an agent may act several times in a row. Each
observation is a dict: ``"observation"`` (the :class:`ObservationEncoder` vector of the
agent's view) and ``"action_mask"`` (``int8``, 1 at the legal action ids; all zeros for
an agent that is not to act). Rewards come at the end: ``+1`` to the winner, a shared
victory split evenly, 0 otherwise; ``reward="score_diff"`` gives each seat its score
minus the best score of the others.

The environments themselves are the engine's, shared with Dominion
(:mod:`tabletop_engine.rl_env`); :class:`CitadelsGame` is Citadels' adapter.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import numpy as np
from pettingzoo import AECEnv

from tabletop_engine.rl_env import REWARDS as _REWARDS
from tabletop_engine.rl_env import (
    EnvGame,
    GameEnv,
    GameFunctions,
    GameSingleAgentEnv,
    OrderEnforcingWrapper,
    check_reward,
)
from tabletop_engine.rl_env import final_rewards as _final_rewards

from ..agents import RandomAgent
from ..game.config import GameConfig
from ..game.reducer import apply, legal_actions, new_game
from ..game.scoring import scores, winners
from ..game.state import GameState
from ..game.views import GameView, observe
from ..runner import agent_rng
from .actions import ActionSpace
from .observation import ObservationEncoder, info_state

#: The reward schemes of :func:`env` and :func:`single_agent`.
REWARDS = _REWARDS


def final_rewards(state: GameState, reward: str = "win") -> list[float]:
    """Each seat's reward for a finished game: ``"win"`` (1 split among the winners) or
    ``"score_diff"`` (its score minus the best score of the other seats)."""
    n = len(state.players)
    if reward == "win":
        return _final_rewards(reward, n, winners=winners(state))
    return _final_rewards(reward, n, totals=[s.total for s in scores(state)])


def _config(players: int, preset: str, config: dict[str, Any]) -> tuple[GameConfig, int | None]:
    seed = config.pop("seed", None)
    return GameConfig(players=players, preset=preset, seed=0, **config), seed


#: Citadels' functions, as the engine's environments call them.
_FUNCTIONS = GameFunctions(new_game, apply, legal_actions, observe, final_rewards, agent_rng)


class CitadelsGame(EnvGame):
    """Citadels' adapter for the engine's environments (:mod:`tabletop_engine.rl_env`):
    the :class:`ActionSpace`, the :class:`ObservationEncoder` and the game's functions
    for one ``config``."""

    def __init__(self, config: GameConfig) -> None:
        space = ActionSpace(config)
        super().__init__(config, _FUNCTIONS, space, ObservationEncoder(config, space))

    def encode(self, state: GameState, seat: int) -> np.ndarray:
        """The observation vector of ``seat``'s view of ``state``, read from the state
        without building the view (:meth:`ObservationEncoder.encode_state`: the same
        vector as ``encoder.encode(observe(state, seat))``)."""
        encoder: ObservationEncoder = self.encoder
        return encoder.encode_state(state, seat)

    def render(self, state: GameState) -> str:
        lines = [f"round {state.round}, {state.phase}, crown: seat {state.crown}"]
        for seat, p in enumerate(state.players):
            city = " ".join(d.card for d in p.city)
            lines.append(f"  seat {seat}: {p.gold} gold, {len(p.hand)} cards, city: {city}")
        return "\n".join(lines)

    def render_view(self, view: GameView) -> str:
        return info_state(view)


class CitadelsEnv(GameEnv):
    """The raw AEC environment (use :func:`env`, which adds PettingZoo's checks).

    ``space`` is its :class:`ActionSpace`, ``encoder`` its :class:`ObservationEncoder`,
    ``state`` the current :class:`~citadels_rules.GameState` (None before ``reset``).
    ``max_steps`` truncates a game after that many actions (None: never).
    """

    metadata: ClassVar[dict[str, Any]] = {
        "name": "citadels_v0",
        "render_modes": ["ansi", "human"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        players: int = 4,
        preset: str = "classic",
        *,
        reward: str = "win",
        max_steps: int | None = None,
        render_mode: str | None = None,
        **config: Any,
    ) -> None:
        check_reward(reward)
        self.config, seed = _config(players, preset, dict(config))
        super().__init__(
            CitadelsGame(self.config),
            seed=seed,
            reward=reward,
            max_steps=max_steps,
            render_mode=render_mode,
        )
        self.state: GameState | None

    def view(self, agent: str) -> GameView:
        """What ``agent`` may know now (``cr.observe``)."""
        view: GameView = super().view(agent)
        return view

    def info_state(self, agent: str) -> str:
        """The information-state key of ``agent``'s view (:func:`info_state`)."""
        return info_state(self.view(agent))


def env(players: int = 4, preset: str = "classic", **config: Any) -> AECEnv:
    """A PettingZoo AEC environment of Citadels, wrapped in PettingZoo's order checks
    (``.unwrapped`` is the :class:`CitadelsEnv`; an illegal or out-of-range action id
    raises ``IllegalAction``).

    ``config`` takes the :class:`~citadels_rules.GameConfig` fields (``seed`` is the
    first game's seed; later resets draw theirs from it) and ``reward`` (``"win"`` or
    ``"score_diff"``), ``max_steps``, ``render_mode`` (``"ansi"``, ``"human"``).
    """
    return OrderEnforcingWrapper(raw_env(players, preset, **config))


def raw_env(players: int = 4, preset: str = "classic", **config: Any) -> CitadelsEnv:
    """The unwrapped AEC environment (:class:`CitadelsEnv`), PettingZoo's ``raw_env``:
    :func:`env` without the order checks; takes what :func:`env` takes.

    There is no ``parallel_env``: Citadels is sequential (one seat acts at a time, in
    the draft as in the turns, and an action may depend on the one before), so no step
    has several agents acting at once.
    """
    return CitadelsEnv(players, preset, **config)


class SingleAgentEnv(GameSingleAgentEnv):
    """Gymnasium environment: the learner plays ``seat``, the other seats are played by
    ``opponents`` (agents with ``act(view, legal_actions, rng)``).

    Observations are the dict of :func:`env` (``observation``, ``action_mask``);
    :meth:`action_masks` gives the mask as a bool array (for masked policies such as
    sb3-contrib's MaskablePPO). The reward comes when the game ends.

    ``illegal``: what an illegal action id does: ``"end"`` (the default: the episode
    ends, ``terminated``, with reward ``illegal_reward`` and ``info["illegal"]`` the id;
    for learners that do not read the mask, and Gymnasium's ``check_env``, which steps
    with random ids) or ``"raise"`` (``IllegalAction``: to catch a masking bug).
    """

    def __init__(
        self,
        seat: int = 0,
        opponents: Sequence[Any] | None = None,
        players: int = 4,
        preset: str = "classic",
        *,
        reward: str = "win",
        max_steps: int | None = None,
        render_mode: str | None = None,
        illegal: str = "end",
        illegal_reward: float = -1.0,
        **config: Any,
    ) -> None:
        check_reward(reward)
        if illegal not in ("raise", "end"):
            raise ValueError(f'illegal must be "raise" or "end", not {illegal!r}')
        self.config, seed = _config(players, preset, dict(config))
        if not 0 <= seat < players:
            raise ValueError(f"seat must be from 0 to {players - 1}, not {seat!r}")
        if opponents is None:
            opponents = [RandomAgent() for _ in range(players - 1)]
        super().__init__(
            CitadelsGame(self.config),
            seat,
            opponents,
            seed=seed,
            reward=reward,
            max_steps=max_steps,
            render_mode=render_mode,
            illegal=illegal,
            illegal_reward=illegal_reward,
        )
        self.state: GameState | None


def single_agent(
    seat: int = 0, opponents: Sequence[Any] | None = None, **config: Any
) -> SingleAgentEnv:
    """A Gymnasium environment in which the learner plays ``seat`` against ``opponents``
    (one agent per other seat in seat order, or one for all; default random).

    ``config`` takes what :func:`env` takes (``players``, ``preset``, the
    :class:`~citadels_rules.GameConfig` fields, ``reward``, ``max_steps``), and
    ``illegal`` (``"end"``, the default, or ``"raise"``) and ``illegal_reward``: see
    :class:`SingleAgentEnv`.
    """
    return SingleAgentEnv(seat, opponents, **config)


__all__ = [
    "REWARDS",
    "CitadelsEnv",
    "CitadelsGame",
    "SingleAgentEnv",
    "env",
    "final_rewards",
    "raw_env",
    "single_agent",
]
