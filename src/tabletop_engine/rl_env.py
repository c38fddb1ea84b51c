"""A PettingZoo AEC environment and a Gymnasium single-agent wrapper for any game on the
engine (needs the ``rl`` extra: pettingzoo, gymnasium, numpy).

What the environments do not know of a game, an :class:`EnvGame` adapter says: how to
start a game from a seed, play an action, list the legal actions by id (a fixed action
space), encode a seat's view as a vector, and what the final rewards are. Citadels'
``citadels_rules.rl`` and Dominion's ``dominion_rules.rl`` are these classes with their
adapters. The agents are ``"player_0"`` .. ``"player_<n-1>"`` (seat ``i`` is
``"player_i"``); the agent to act is the seat that must act, also when it answers
another seat's decision, so an agent may act several times in a row. Each observation is
a dict: ``"observation"`` (the encoder's ``float32`` vector of the agent's view) and
``"action_mask"`` (``int8``, 1 at the legal action ids; all zeros for an agent that is not
to act). Rewards come at the end (:func:`final_rewards`).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar

import attrs
import numpy as np
from gymnasium import Env, spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from .actions import Action
from .errors import IllegalAction

#: The reward schemes of the environments.
REWARDS = ("win", "score_diff")


def final_rewards(
    reward: str, players: int, winners: Sequence[int] = (), totals: Sequence[float] = ()
) -> list[float]:
    """Each seat's reward for a finished game of ``players`` seats: ``"win"`` (1 split
    among the ``winners``) or ``"score_diff"`` (its score in ``totals`` minus the best
    score of the other seats)."""
    if reward == "win":
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
    t = list(totals)
    return [float(x - max(t[:s] + t[s + 1 :], default=0)) for s, x in enumerate(t)]


def check_reward(reward: str) -> None:
    """Raise ``ValueError`` unless ``reward`` is one of :data:`REWARDS`."""
    if reward not in REWARDS:
        raise ValueError(f"reward must be one of {REWARDS}, not {reward!r}")


@attrs.frozen
class GameFunctions:
    """A game's module-level functions the environments call: ``new_game(config)``,
    ``apply(state, action)``, ``legal_actions(state)``, ``observe(state, seat)``,
    ``rewards(state, reward)`` (:func:`final_rewards`) and ``agent_rng(config, seat)``
    (the generator the game's ``play`` hands a seat's agent)."""

    new_game: Callable[[Any], Any]
    apply: Callable[[Any, Action], Any]
    legal_actions: Callable[[Any], list[Action]]
    observe: Callable[[Any, int], Any]
    rewards: Callable[[Any, str], list[float]]
    agent_rng: Callable[[Any, int], random.Random]


class EnvGame(ABC):
    """What the environments need of a game, for one ``config`` (an attrs config with a
    ``seed`` and ``players``): its :class:`GameFunctions`, ``space`` (the action space,
    with ``size`` and ``legal_ids(state) -> {id: Action}``) and ``encoder`` (with
    ``size`` and ``encode(view) -> np.ndarray``). A game subclasses it only to render.
    """

    def __init__(self, config: Any, functions: GameFunctions, space: Any, encoder: Any) -> None:
        self.config = config
        self.players: int = config.players
        self.functions = functions
        self.space = space
        self.encoder = encoder

    def new_game(self, seed: int) -> Any:
        """A new game of this config with ``seed``."""
        return self.functions.new_game(attrs.evolve(self.config, seed=seed))

    def apply(self, state: Any, action: Action) -> Any:
        """The state after a legal ``action``."""
        return self.functions.apply(state, action)

    def legal_actions(self, state: Any) -> list[Action]:
        """The legal actions of the seat to act."""
        return self.functions.legal_actions(state)

    def observe(self, state: Any, seat: int) -> Any:
        """What ``seat`` may know of ``state``."""
        return self.functions.observe(state, seat)

    def rewards(self, state: Any, reward: str) -> list[float]:
        """Each seat's reward for the finished game ``state``."""
        return self.functions.rewards(state, reward)

    def encode(self, state: Any, seat: int) -> np.ndarray:
        """The observation vector of ``seat``'s view of ``state``: the encoder's vector
        of :meth:`observe`. The environments call this at every step; a game whose
        encoder can read a state as the seat's view without building it (the same
        vector, cheaper) overrides it."""
        vector: np.ndarray = self.encoder.encode(self.observe(state, seat))
        return vector

    def agent_rng(self, seed: int, seat: int) -> random.Random:
        """The generator an opponent at ``seat`` draws from in the game ``seed`` (the
        game's ``play`` hands the same)."""
        return self.functions.agent_rng(attrs.evolve(self.config, seed=seed), seat)

    @abstractmethod
    def render(self, state: Any) -> str:
        """A few lines describing ``state``."""

    @abstractmethod
    def render_view(self, view: Any) -> str:
        """A short text of what one seat sees."""


def _mark(mask: np.ndarray, ids: Iterable[int]) -> None:
    """Set ``mask`` (``int8`` or ``bool``, all zeros) to 1 at ``ids``: item writes through a
    memoryview, cheaper than numpy's fancy indexing for the few legal actions of a
    state."""
    view = mask.data
    for i in ids:
        view[i] = 1


def _obs_space(game: EnvGame) -> spaces.Dict:
    return spaces.Dict(
        {
            "observation": spaces.Box(
                low=-1.0, high=np.inf, shape=(game.encoder.size,), dtype=np.float32
            ),
            "action_mask": spaces.Box(low=0, high=1, shape=(game.space.size,), dtype=np.int8),
        }
    )


class GameEnv(AECEnv[str, dict[str, np.ndarray], int | None]):
    """The raw AEC environment of ``game`` (a game's ``env()`` wraps it in PettingZoo's
    order checks).

    ``space`` is the game's action space, ``encoder`` its observation encoder,
    ``state`` the current game state (None before ``reset``). ``seed`` is the first
    game's seed (later resets draw theirs from it; None: random). ``max_steps``
    truncates a game after that many actions (None: never).
    """

    metadata: ClassVar[dict[str, Any]] = {
        "name": "game_v0",
        "render_modes": ["ansi", "human"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: EnvGame,
        *,
        seed: int | None = None,
        reward: str = "win",
        max_steps: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        check_reward(reward)
        self.game = game
        self.reward_scheme = reward
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.space = game.space
        self.encoder = game.encoder
        self.possible_agents = [f"player_{i}" for i in range(game.players)]
        self._seats = {agent: i for i, agent in enumerate(self.possible_agents)}
        self.agents: list[str] = []
        obs_space = _obs_space(game)
        act_space = spaces.Discrete(self.space.size)
        self._obs_spaces = dict.fromkeys(self.possible_agents, obs_space)
        self._act_spaces = dict.fromkeys(self.possible_agents, act_space)
        self._rng = random.Random(seed)
        self._next_seed = seed
        self.state: Any = None
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
        self.state = self.game.new_game(game_seed)
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
        seat = self._seats.get(agent)
        if seat is None:
            seat = self.possible_agents.index(agent)  # ValueError, as list.index says
        mask = np.zeros(self.space.size, dtype=np.int8)
        if agent == self.agent_selection and not state.is_over:
            _mark(mask, self._legal)
        return {"observation": self.game.encode(state, seat), "action_mask": mask}

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
        self.state = state = self.game.apply(state, chosen)
        self._steps += 1
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if state.is_over:
            rewards = self.game.rewards(state, self.reward_scheme)
            for a, r in zip(self.possible_agents, rewards, strict=True):
                self.rewards[a] = r
            self.terminations = dict.fromkeys(self.agents, True)
            self._legal = {}
            self._accumulate_rewards()  # rewards come only at the end: else all zeros
        elif self.max_steps is not None and self._steps >= self.max_steps:
            self.truncations = dict.fromkeys(self.agents, True)
            self._legal = {}
        else:
            self._refresh()
        if self.render_mode == "human":
            print(self.render())

    # -- helpers -------------------------------------------------------------------------

    def legal_actions(self) -> dict[int, Action]:
        """The legal actions of the agent to act, by id."""
        return dict(self._legal)

    def view(self, agent: str) -> Any:
        """What ``agent`` may know now (the game's ``observe``)."""
        assert self.state is not None, "call reset() first"
        return self.game.observe(self.state, self.possible_agents.index(agent))

    def render(self) -> str | None:
        if self.render_mode is None or self.state is None:
            return None
        return self.game.render(self.state)

    def close(self) -> None:
        self.state = None


def _checked(name: str) -> property:
    """An attribute of the wrapped environment, read after ``reset`` (before it, the
    ``AttributeError`` PettingZoo's ``OrderEnforcingWrapper`` raises)."""

    def get(self: OrderEnforcingWrapper) -> Any:
        if not self._has_reset:
            raise AttributeError(f"{name} cannot be accessed before reset")
        return getattr(self.env, name)

    return property(get, doc=f"The wrapped environment's ``{name}`` (after ``reset``).")


class OrderEnforcingWrapper(wrappers.OrderEnforcingWrapper):
    """PettingZoo's ``OrderEnforcingWrapper`` (the same checks and errors) without its
    cost per step: the attributes a loop reads every step (``agents``,
    ``agent_selection``, ``terminations``...) are properties rather than misses that go
    through two ``__getattr__`` (eight per ``last()`` + ``step()``), and :meth:`last`
    and :meth:`step` call the wrapped environment's directly. What a game's ``env()``
    returns."""

    agents = _checked("agents")
    agent_selection = _checked("agent_selection")
    rewards = _checked("rewards")
    terminations = _checked("terminations")
    truncations = _checked("truncations")
    infos = _checked("infos")

    def last(
        self, observe: bool = True
    ) -> tuple[dict[str, np.ndarray] | None, float, bool, bool, dict[str, Any]]:
        if not self._has_reset:
            raise AttributeError("agent_selection cannot be accessed before reset")
        result: tuple[dict[str, np.ndarray] | None, float, bool, bool, dict[str, Any]]
        result = self.env.last(observe)
        return result

    def step(self, action: Any) -> None:
        if self._has_reset and self.env.agents:
            self._has_updated = True
            self.env.step(action)
        else:
            super().step(action)  # PettingZoo's error (before reset) or warning (no agents)


class GameSingleAgentEnv(Env[dict[str, Any], np.int64]):
    """Gymnasium environment of ``game``: the learner plays ``seat``, the other seats
    are played by ``opponents`` (agents with ``act(view, legal_actions, rng)``, one per
    other seat in seat order, or one for all).

    Observations are the dict of the AEC environment (``observation``,
    ``action_mask``); :meth:`action_masks` gives the mask as a bool array (for masked
    policies such as sb3-contrib's MaskablePPO). The reward comes when the game ends.

    ``illegal``: what an illegal action id does: ``"end"`` (the default: the episode
    ends, ``terminated``, with reward ``illegal_reward`` and ``info["illegal"]`` the id;
    for learners that do not read the mask, and Gymnasium's ``check_env``, which steps
    with random ids) or ``"raise"`` (``IllegalAction``: to catch a masking bug).
    """

    # render_fps: Gymnasium's check_env asks for one once the env has a spec (made by
    # gymnasium.make, register_env); text frames have no rate of their own.
    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 4}  # noqa: RUF012

    def __init__(
        self,
        game: EnvGame,
        seat: int,
        opponents: Sequence[Any],
        *,
        seed: int | None = None,
        reward: str = "win",
        max_steps: int | None = None,
        render_mode: str | None = None,
        illegal: str = "end",
        illegal_reward: float = -1.0,
    ) -> None:
        check_reward(reward)
        if illegal not in ("raise", "end"):
            raise ValueError(f'illegal must be "raise" or "end", not {illegal!r}')
        self.illegal = illegal
        self.illegal_reward = illegal_reward
        players = game.players
        if not 0 <= seat < players:
            raise ValueError(f"seat must be from 0 to {players - 1}, not {seat!r}")
        others = [s for s in range(players) if s != seat]
        opponents = list(opponents)
        if len(opponents) == 1 and len(others) > 1:
            opponents = opponents * len(others)
        if len(opponents) != len(others):
            msg = f"{len(others)} opponents needed (or one for all), got {len(opponents)}"
            raise ValueError(msg)
        self.game = game
        self.seat = seat
        self.opponents = dict(zip(others, opponents, strict=True))
        self.reward_scheme = reward
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.space = game.space
        self.encoder = game.encoder
        self.observation_space = _obs_space(game)
        self.action_space = spaces.Discrete(self.space.size)
        self._seed_rng = random.Random(seed)
        self._next_seed = seed
        self.state: Any = None
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
        self._rngs = {s: self.game.agent_rng(game_seed, s) for s in self.opponents}
        self._steps = 0
        self.state = self._play_opponents(self.game.new_game(game_seed))
        return self._obs(), self._info()

    def _play_opponents(self, state: Any) -> Any:
        game = self.game
        while not state.is_over and state.current_player != self.seat:
            seat = state.current_player
            assert seat is not None
            legal = game.legal_actions(state)
            agent = self.opponents[seat]
            view = game.observe(state, seat) if getattr(agent, "observes", True) else None
            state = game.apply(state, agent.act(view, legal, self._rngs[seat]))
        self._legal = {} if state.is_over else self.space.legal_ids(state)
        return state

    def _obs(self) -> dict[str, np.ndarray]:
        assert self.state is not None
        mask = np.zeros(self.space.size, dtype=np.int8)
        _mark(mask, self._legal)
        return {"observation": self.game.encode(self.state, self.seat), "action_mask": mask}

    def _info(self) -> dict[str, Any]:
        return {}

    def action_masks(self) -> np.ndarray:
        """The legal action ids now, as a bool array."""
        mask = np.zeros(self.space.size, dtype=bool)
        _mark(mask, self._legal)
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
        self.state = state = self._play_opponents(self.game.apply(state, chosen))
        reward = 0.0
        if state.is_over:
            reward = self.game.rewards(state, self.reward_scheme)[self.seat]
        truncated = (
            not state.is_over and self.max_steps is not None and self._steps >= self.max_steps
        )
        return self._obs(), reward, state.is_over, truncated, self._info()

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.state is None:
            return None
        return self.game.render_view(self.game.observe(self.state, self.seat))


def register_env(env_id: str, entry_point: str, **kwargs: Any) -> None:
    """Register a game's single-agent environment with Gymnasium, once per process, so
    that ``gymnasium.make(env_id)`` builds it (``kwargs``: the constructor's defaults,
    overridden by ``make``'s) and sets its ``spec``: ``env.spec.id == env_id``, and
    Gymnasium's ``check_env`` finds a spec. Each game's ``rl`` package calls it on
    import; ``gymnasium.make("<module>:<env_id>")`` imports the package first.

    ``env_id`` follows Gymnasium's ``namespace/Name-vN`` (the namespace: the game's
    package); ``entry_point`` is ``"module:Class"``. No episode step limit is set (the
    environments have ``max_steps`` of their own), so ``make`` adds no ``TimeLimit``.
    Registering an id again does nothing (a reload, a second import)."""
    import gymnasium

    if env_id in gymnasium.registry:
        return
    gymnasium.register(id=env_id, entry_point=entry_point, kwargs=kwargs)


__all__ = [
    "REWARDS",
    "EnvGame",
    "GameEnv",
    "GameSingleAgentEnv",
    "OrderEnforcingWrapper",
    "check_reward",
    "final_rewards",
    "register_env",
]
