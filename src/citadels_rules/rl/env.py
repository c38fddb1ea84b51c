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
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

import attrs
import numpy as np
from gymnasium import Env, spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ..agents import RandomAgent
from ..engine.actions import Action
from ..engine.errors import IllegalAction
from ..game.config import GameConfig
from ..game.reducer import apply, legal_actions, new_game
from ..game.scoring import scores, winners
from ..game.state import GameState
from ..game.views import GameView, observe
from .actions import ActionSpace
from .observation import ObservationEncoder, info_state

#: The reward schemes of :func:`env` and :func:`single_agent`.
REWARDS = ("win", "score_diff")


def final_rewards(state: GameState, reward: str = "win") -> list[float]:
    """Each seat's reward for a finished game: ``"win"`` (1 split among the winners) or
    ``"score_diff"`` (its score minus the best score of the other seats)."""
    n = len(state.players)
    if reward == "win":
        won = winners(state)
        return [1.0 / len(won) if s in won else 0.0 for s in range(n)]
    totals = [s.total for s in scores(state)]
    return [float(t - max(totals[:s] + totals[s + 1 :], default=0)) for s, t in enumerate(totals)]


def _config(players: int, preset: str, config: dict[str, Any]) -> tuple[GameConfig, int | None]:
    seed = config.pop("seed", None)
    return GameConfig(players=players, preset=preset, seed=0, **config), seed


def _check_reward(reward: str) -> None:
    if reward not in REWARDS:
        raise ValueError(f"reward must be one of {REWARDS}, not {reward!r}")


class CitadelsEnv(AECEnv[str, dict[str, np.ndarray], int | None]):
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
        super().__init__()
        _check_reward(reward)
        self.config, seed = _config(players, preset, dict(config))
        self.reward_scheme = reward
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.space = ActionSpace(self.config)
        self.encoder = ObservationEncoder(self.config, self.space)
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self.agents: list[str] = []
        obs_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    low=-1.0, high=np.inf, shape=(self.encoder.size,), dtype=np.float32
                ),
                "action_mask": spaces.Box(low=0, high=1, shape=(self.space.size,), dtype=np.int8),
            }
        )
        act_space = spaces.Discrete(self.space.size)
        self._obs_spaces = dict.fromkeys(self.possible_agents, obs_space)
        self._act_spaces = dict.fromkeys(self.possible_agents, act_space)
        self._rng = random.Random(seed)
        self._next_seed = seed
        self.state: GameState | None = None
        self._legal: dict[int, Action] = {}
        self._steps = 0

    # -- spaces --------------------------------------------------------------------------

    def observation_space(self, agent: str) -> spaces.Space:
        return self._obs_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self._act_spaces[agent]

    # -- the game ------------------------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._rng = random.Random(seed)
            game_seed = seed
        elif self._next_seed is not None:
            game_seed = self._next_seed
        else:
            game_seed = self._rng.randrange(2**31)
        self._next_seed = None
        self.state = new_game(attrs.evolve(self.config, seed=game_seed))
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._steps = 0
        self._refresh()

    def _refresh(self) -> None:
        """Select the agent to act and list its legal actions by id."""
        state = self.state
        assert state is not None
        seat = state.current_player
        if seat is None:
            self._legal = {}
            return
        self.agent_selection = self.possible_agents[seat]
        self._legal = self.space.legal_ids(state)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        state = self.state
        assert state is not None, "call reset() first"
        seat = self.possible_agents.index(agent)
        mask = np.zeros(self.space.size, dtype=np.int8)
        if agent == self.agent_selection and not state.is_over:
            mask[list(self._legal)] = 1
        return {"observation": self.encoder.encode(observe(state, seat)), "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self.state
        assert state is not None
        chosen = self._legal.get(int(action)) if action is not None else None
        if chosen is None:
            raise IllegalAction(action, f"action id {action!r} is not legal for {agent}")
        self._cumulative_rewards[agent] = 0.0
        self.state = state = apply(state, chosen)
        self._steps += 1
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if state.is_over:
            for a, r in zip(
                self.possible_agents, final_rewards(state, self.reward_scheme), strict=True
            ):
                self.rewards[a] = r
            self.terminations = dict.fromkeys(self.agents, True)
            self._legal = {}
        elif self.max_steps is not None and self._steps >= self.max_steps:
            self.truncations = dict.fromkeys(self.agents, True)
            self._legal = {}
        else:
            self._refresh()
        self._accumulate_rewards()
        if self.render_mode == "human":
            print(self.render())

    # -- helpers -------------------------------------------------------------------------

    def legal_actions(self) -> dict[int, Action]:
        """The legal actions of the agent to act, by id."""
        return dict(self._legal)

    def view(self, agent: str) -> GameView:
        """What ``agent`` may know now (``cr.observe``)."""
        assert self.state is not None, "call reset() first"
        return observe(self.state, self.possible_agents.index(agent))

    def info_state(self, agent: str) -> str:
        """The information-state key of ``agent``'s view (:func:`info_state`)."""
        return info_state(self.view(agent))

    def render(self) -> str | None:
        if self.render_mode is None or self.state is None:
            return None
        state = self.state
        lines = [f"round {state.round}, {state.phase}, crown: seat {state.crown}"]
        for seat, p in enumerate(state.players):
            city = " ".join(d.card for d in p.city)
            lines.append(f"  seat {seat}: {p.gold} gold, {len(p.hand)} cards, city: {city}")
        return "\n".join(lines)

    def close(self) -> None:
        self.state = None


def env(players: int = 4, preset: str = "classic", **config: Any) -> AECEnv:
    """A PettingZoo AEC environment of Citadels, wrapped in PettingZoo's order checks
    (``.unwrapped`` is the :class:`CitadelsEnv`; an illegal or out-of-range action id
    raises ``IllegalAction``).

    ``config`` takes the :class:`~citadels_rules.GameConfig` fields (``seed`` is the
    first game's seed; later resets draw theirs from it) and ``reward`` (``"win"`` or
    ``"score_diff"``), ``max_steps``, ``render_mode`` (``"ansi"``, ``"human"``).
    """
    return wrappers.OrderEnforcingWrapper(raw_env(players, preset, **config))


def raw_env(players: int = 4, preset: str = "classic", **config: Any) -> CitadelsEnv:
    """The unwrapped AEC environment (:class:`CitadelsEnv`), PettingZoo's ``raw_env``:
    :func:`env` without the order checks; takes what :func:`env` takes.

    There is no ``parallel_env``: Citadels is sequential (one seat acts at a time, in
    the draft as in the turns, and an action may depend on the one before), so no step
    has several agents acting at once.
    """
    return CitadelsEnv(players, preset, **config)


class SingleAgentEnv(Env[dict[str, Any], np.int64]):
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

    metadata: dict[str, Any] = {"render_modes": ["ansi"]}  # noqa: RUF012 (as in gymnasium)

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
        _check_reward(reward)
        if illegal not in ("raise", "end"):
            raise ValueError(f'illegal must be "raise" or "end", not {illegal!r}')
        self.illegal = illegal
        self.illegal_reward = illegal_reward
        self.config, seed = _config(players, preset, dict(config))
        if not 0 <= seat < players:
            raise ValueError(f"seat must be from 0 to {players - 1}, not {seat!r}")
        others = [s for s in range(players) if s != seat]
        if opponents is None:
            opponents = [RandomAgent() for _ in others]
        opponents = list(opponents)
        if len(opponents) == 1 and len(others) > 1:
            opponents = opponents * len(others)
        if len(opponents) != len(others):
            msg = f"{len(others)} opponents needed (or one for all), got {len(opponents)}"
            raise ValueError(msg)
        self.seat = seat
        self.opponents = dict(zip(others, opponents, strict=True))
        self.reward_scheme = reward
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.space = ActionSpace(self.config)
        self.encoder = ObservationEncoder(self.config, self.space)
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    low=-1.0, high=np.inf, shape=(self.encoder.size,), dtype=np.float32
                ),
                "action_mask": spaces.Box(low=0, high=1, shape=(self.space.size,), dtype=np.int8),
            }
        )
        self.action_space = spaces.Discrete(self.space.size)
        self._seed_rng = random.Random(seed)
        self._next_seed = seed
        self.state: GameState | None = None
        self._legal: dict[int, Action] = {}
        self._rngs: dict[int, random.Random] = {}
        self._steps = 0

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            self._seed_rng = random.Random(seed)
            game_seed = seed
        elif self._next_seed is not None:
            game_seed = self._next_seed
        else:
            game_seed = self._seed_rng.randrange(2**31)
        self._next_seed = None
        config = attrs.evolve(self.config, seed=game_seed)
        self._rngs = {s: random.Random(f"citadels:{game_seed}:{s}") for s in self.opponents}
        self._steps = 0
        self.state = self._play_opponents(new_game(config))
        return self._obs(), self._info()

    def _play_opponents(self, state: GameState) -> GameState:
        while not state.is_over and state.current_player != self.seat:
            seat = state.current_player
            assert seat is not None
            legal = legal_actions(state)
            agent = self.opponents[seat]
            view = observe(state, seat) if getattr(agent, "observes", True) else None
            state = apply(state, agent.act(view, legal, self._rngs[seat]))
        self._legal = {} if state.is_over else self.space.legal_ids(state)
        return state

    def _obs(self) -> dict[str, np.ndarray]:
        assert self.state is not None
        mask = np.zeros(self.space.size, dtype=np.int8)
        mask[list(self._legal)] = 1
        view = observe(self.state, self.seat)
        return {"observation": self.encoder.encode(view), "action_mask": mask}

    def _info(self) -> dict[str, Any]:
        return {}

    def action_masks(self) -> np.ndarray:
        """The legal action ids now, as a bool array."""
        mask = np.zeros(self.space.size, dtype=bool)
        mask[list(self._legal)] = True
        return mask

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        state = self.state
        assert state is not None, "call reset() first"
        chosen = self._legal.get(int(action))
        if chosen is None:
            if self.illegal == "end":
                self._legal = {}
                return self._obs(), self.illegal_reward, True, False, {"illegal": int(action)}
            raise IllegalAction(action, f"action id {action!r} is not legal for seat {self.seat}")
        self._steps += 1
        self.state = state = self._play_opponents(apply(state, chosen))
        reward = 0.0
        if state.is_over:
            reward = final_rewards(state, self.reward_scheme)[self.seat]
        truncated = (
            not state.is_over and self.max_steps is not None and self._steps >= self.max_steps
        )
        return self._obs(), reward, state.is_over, truncated, self._info()

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.state is None:
            return None
        return info_state(observe(self.state, self.seat))


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
    "SingleAgentEnv",
    "env",
    "final_rewards",
    "raw_env",
    "single_agent",
]
