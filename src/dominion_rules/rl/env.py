"""Dominion's PettingZoo AEC environment and Gymnasium single-agent wrapper: the engine's
environments (:mod:`tabletop_engine.rl_env`, shared with Citadels) with
:class:`DominionGame`, Dominion's adapter.

``env(players=2, kingdom=...)`` plays whole games: the agents are ``"player_0"`` ..
``"player_<n-1>"``; the agent to act is the seat that must act, also when it answers
another seat's decision (a Militia victim discarding in the attacker's turn), so an
agent may act several times in a row. Each observation is a dict: ``"observation"``
(the :class:`ObservationEncoder` vector of the agent's view) and ``"action_mask"``
(``int8``, 1 at the legal ids of the :class:`ActionSpace`; all zeros for an agent that
is not to act). Rewards come at the end: ``+1`` to the winner (D-7.3), a shared victory
split evenly, 0 otherwise; ``reward="score_diff"`` gives each seat its VP minus the best
VP of the others.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from pettingzoo import AECEnv

from tabletop_engine.rl_env import (
    EnvGame,
    GameEnv,
    GameFunctions,
    GameSingleAgentEnv,
    OrderEnforcingWrapper,
    check_reward,
)
from tabletop_engine.rl_env import final_rewards as _final_rewards
from tabletop_engine.suggest import unknown_id

from ..agents import RandomAgent
from ..config import GameConfig
from ..kingdoms import kingdoms
from ..records import agent_rng
from ..reducer import apply, legal_actions, new_game
from ..scoring import scores, winners
from ..state import GameState
from ..views import GameView, observe
from .actions import ActionSpace
from .observation import ObservationEncoder


def final_rewards(state: GameState, reward: str = "win") -> list[float]:
    """Each seat's reward for a finished game: ``"win"`` (1 split among the winners,
    D-7.3) or ``"score_diff"`` (its VP minus the best VP of the other seats)."""
    n = len(state.players)
    if reward == "win":
        return _final_rewards(reward, n, winners=winners(state))
    return _final_rewards(reward, n, totals=[s.total for s in scores(state)])


def _config(players: int, config: dict[str, Any]) -> tuple[GameConfig, int | None]:
    """The game's config (``kingdom`` may name a set of ``dr.kingdoms()``) and the first
    game's seed."""
    seed = config.pop("seed", None)
    kingdom = config.get("kingdom")
    if isinstance(kingdom, str):
        sets = kingdoms()
        if kingdom not in sets:
            raise ValueError(unknown_id("kingdom set", kingdom, sets))
        config["kingdom"] = sets[kingdom]
    return GameConfig(players=players, seed=0, **config), seed


#: Dominion's functions, as the engine's environments call them.
_FUNCTIONS = GameFunctions(new_game, apply, legal_actions, observe, final_rewards, agent_rng)


class DominionGame(EnvGame):
    """Dominion's adapter for the engine's environments: the :class:`ActionSpace`, the
    :class:`ObservationEncoder` and the game's functions for one ``config``."""

    def __init__(self, config: GameConfig) -> None:
        space = ActionSpace(config)
        super().__init__(config, _FUNCTIONS, space, ObservationEncoder(config, space))

    def render(self, state: GameState) -> str:
        turn = state.turn
        head = "game over" if turn is None else f"seat {turn.seat}'s {turn.phase} phase"
        if turn is not None:
            head += f": {turn.actions} actions, {turn.buys} buys, {turn.coins} coins"
        left = ", ".join(f"{c} {n}" for c, n in state.supply.items_tuple() if n <= 3)
        lines = [head + (f" (low piles: {left})" if left else "")]
        for seat, score in enumerate(scores(state)):
            p = state.players[seat]
            lines.append(
                f"  seat {seat}: {score.total} VP, hand {len(p.hand)}, deck {len(p.deck)}, "
                f"discard {len(p.discard)}, in play: {' '.join(p.in_play)}"
            )
        return "\n".join(lines)

    def render_view(self, view: GameView) -> str:
        me = view.me
        turn = view.turn
        where = "over" if turn is None else f"seat {turn.seat} {turn.phase}"
        return f"seat {view.seat} ({where}): hand {' '.join(me.hand or ())}, deck {me.deck_size}"


class DominionEnv(GameEnv):
    """The raw AEC environment (use :func:`env`, which adds PettingZoo's checks).

    ``space`` is its :class:`ActionSpace`, ``encoder`` its :class:`ObservationEncoder`,
    ``state`` the current :class:`~dominion_rules.GameState` (None before ``reset``).
    ``max_steps`` truncates a game after that many actions (None: never).
    """

    metadata: ClassVar[dict[str, Any]] = {
        "name": "dominion_v0",
        "render_modes": ["ansi", "human"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        players: int = 2,
        *,
        reward: str = "win",
        max_steps: int | None = None,
        render_mode: str | None = None,
        **config: Any,
    ) -> None:
        check_reward(reward)
        self.config, seed = _config(players, dict(config))
        super().__init__(
            DominionGame(self.config),
            seed=seed,
            reward=reward,
            max_steps=max_steps,
            render_mode=render_mode,
        )
        self.state: GameState | None


def env(players: int = 2, **config: Any) -> AECEnv:
    """A PettingZoo AEC environment of Dominion, wrapped in PettingZoo's order checks
    (``.unwrapped`` is the :class:`DominionEnv`; an illegal or out-of-range action id
    raises ``IllegalAction``).

    ``config`` takes the :class:`~dominion_rules.GameConfig` fields (``kingdom``: 10 ids
    or the name of a set of ``dr.kingdoms()``; ``seed`` is the first game's seed, later
    resets draw theirs from it) and ``reward`` (``"win"`` or ``"score_diff"``),
    ``max_steps``, ``render_mode`` (``"ansi"``, ``"human"``).

    >>> import dominion_rules.rl as drl
    >>> e = drl.env(players=2, kingdom="size_distortion", seed=1)
    >>> e.reset()
    >>> obs, reward, terminated, truncated, info = e.last()
    >>> int(obs["action_mask"].sum()) > 0
    True
    """
    return OrderEnforcingWrapper(raw_env(players, **config))


def raw_env(players: int = 2, **config: Any) -> DominionEnv:
    """The unwrapped AEC environment (:class:`DominionEnv`): :func:`env` without the
    order checks; takes what :func:`env` takes. There is no ``parallel_env``: one seat
    acts at a time."""
    return DominionEnv(players, **config)


class SingleAgentEnv(GameSingleAgentEnv):
    """Gymnasium environment: the learner plays ``seat``, the other seats are played by
    ``opponents`` (agents with ``act(view, legal_actions, rng)``, one per other seat in
    seat order, or one for all; default random), each drawing from the generator
    ``dr.play`` would hand it.

    Observations are the dict of :func:`env`; :meth:`action_masks` gives the mask as a
    bool array. The reward comes when the game ends. ``illegal``: ``"end"`` (the
    default: an illegal id ends the episode with ``illegal_reward``) or ``"raise"``.
    """

    def __init__(
        self,
        seat: int = 0,
        opponents: Sequence[Any] | None = None,
        players: int = 2,
        *,
        reward: str = "win",
        max_steps: int | None = None,
        render_mode: str | None = None,
        illegal: str = "end",
        illegal_reward: float = -1.0,
        **config: Any,
    ) -> None:
        check_reward(reward)
        self.config, seed = _config(players, dict(config))
        if opponents is None:
            opponents = [RandomAgent() for _ in range(max(players - 1, 1))]
        super().__init__(
            DominionGame(self.config),
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
    (default random); ``config`` takes what :func:`env` takes, and ``illegal``,
    ``illegal_reward`` (see :class:`SingleAgentEnv`)."""
    return SingleAgentEnv(seat, opponents, **config)


__all__ = [
    "DominionEnv",
    "DominionGame",
    "SingleAgentEnv",
    "env",
    "final_rewards",
    "raw_env",
    "single_agent",
]
