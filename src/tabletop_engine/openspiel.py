"""An OpenSpiel bridge for any game on the engine: the game as a registered ``pyspiel``
Python game, and an OpenSpiel bot as an agent of the game's ``play`` (needs the
``openspiel`` extra, ``open_spiel`` from PyPI, and the ``rl`` extra for the action
space and the observation vectors).

The bridge reads a game through the same adapter as the RL environments
(:class:`tabletop_engine.rl_env.EnvGame`: start from a seed, apply, the legal ids of the
fixed action space, observe, encode, final rewards) plus the game's ``resample`` and an
information-state key of a view. A game module supplies a :class:`Bridge` per config
and registers its game type once with :func:`register`.

**Chance.** OpenSpiel's explicit-stochastic form: the root is a chance node whose
outcome ``k`` (of ``seeds``, uniform) is the game's seed; the game's own seeded
generator makes every later random draw (the shuffles, the deal, the reshuffles).
Every shuffle of a game is a function of its seed, so one chance node at the root holds
all of the game's randomness, and OpenSpiel's chance outcomes stay a short explicit list
(a chance node per shuffle would list permutations of a whole deck). The seed is never
part of an information state: a seat knows only what its view shows.

**Information states** are the view's key (the game's ``key(view)``, equal views equal
keys) and the tensors the RL layer's observation vectors (``encode``). They describe what
the seat knows now, as the views do; they are not perfect-recall histories (the view
holds what the rules let a seat remember). Observation strings and tensors are the
same.

**Returns**: 1 to the winner, a shared win split evenly, 0 otherwise (a constant-sum
game, sum 1).

**ISMCTS.** OpenSpiel's Python ISMCTS (``open_spiel.python.algorithms.ismcts.ISMCTSBot``)
plays a bridged game: it deals its worlds with ``state.resample_from_infostate``, which
:class:`BridgeState` implements with the game's ``resample`` of the seat's view. So plays
OpenSpiel's Python MCTS (``mcts.MCTSBot``, searching the one state it is given):
through :class:`SpielAgent` that is a world dealt from the seat's view (determinized
MCTS; it never sees the real state). OpenSpiel's C++ bots (``pyspiel.ISMCTSBot``,
``pyspiel.MCTSBot``) cannot take a Python game in open_spiel 2.0.2: their ``step`` on a
state of any Python game ends the process with a segmentation fault (measured here with
OpenSpiel's own ``python_kuhn_poker`` as with ours), and the pybind11 trampoline of Python
states does not forward ``ResampleFromInfostate`` to Python anyway.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs

try:
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import ismcts, mcts
except ImportError as exc:  # pragma: no cover - the extra is absent
    from .extras import install_hint

    raise ModuleNotFoundError(
        f"{__name__} needs the [openspiel] extra (open_spiel, numpy); missing: {exc.name}. "
        f"Install it {install_hint('openspiel,rl', 'open_spiel numpy')}",
        name=exc.name,
    ) from exc

from .actions import Action
from .errors import AgentError, ConfigError
from .rl_env import EnvGame

#: The value type of an OpenSpiel game parameter.
Param = int | float | str | bool


@attrs.frozen(eq=False)
class Bridge:
    """What the bridge needs of a game, for one config.

    ``game``: the RL layer's adapter (:class:`~tabletop_engine.rl_env.EnvGame`: its
    ``space`` gives the fixed action ids, its ``encoder`` the tensors). ``resample``:
    ``resample(view, rng)``, a whole state consistent with the view. ``key``: the
    information-state string of a view. ``seeds``: how many outcomes the root chance node
    has (outcome ``k`` plays seed ``k``). ``max_length``: the longest game, in actions.
    ``evaluate``: the game's own ``evaluate(state, seat)`` (a win probability), for
    :class:`GameEvaluator` (None: OpenSpiel's random rollouts only).
    """

    game: EnvGame
    resample: Callable[[Any, random.Random], Any]
    key: Callable[[Any], str]
    seeds: int
    max_length: int
    evaluate: Callable[[Any, int], float] | None = None

    def __deepcopy__(self, memo: dict[int, Any]) -> Bridge:
        return self  # shared by every state of a game; never changed


@attrs.frozen(eq=False)
class _Core:
    """One bridged state's game state and its legal actions by id: never changed in
    place (an action makes a new one), so OpenSpiel's ``clone`` (a ``deepcopy`` of the
    Python state's attributes) shares it instead of copying a whole game."""

    state: Any
    legal: Mapping[int, Action]

    def __deepcopy__(self, memo: dict[int, Any]) -> _Core:
        return self


_EMPTY = _Core(None, {})


def core_of(bridge: Bridge, state: Any) -> _Core:
    """The core of the bridged state holding the game ``state``."""
    legal = {} if state.is_over else bridge.game.space.legal_ids(state)
    return _Core(state, legal)


class BridgeState(pyspiel.State):
    """A pyspiel state holding a game state (None at the root chance node)."""

    def __init__(self, game: BridgeGame) -> None:
        super().__init__(game)
        self._bridge = game.bridge
        self._core = _EMPTY

    # -- reading -------------------------------------------------------------------------

    @property
    def game_state(self) -> Any:
        """The game's own state (None before the chance node's deal)."""
        return self._core.state

    def current_player(self) -> int:
        state = self._core.state
        if state is None:
            return int(pyspiel.PlayerId.CHANCE)
        if state.is_over:
            return int(pyspiel.PlayerId.TERMINAL)
        return int(state.current_player)

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self._core.legal)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        seeds = self._bridge.seeds
        return [(k, 1.0 / seeds) for k in range(seeds)]

    def legal_action(self, action_id: int) -> Action:
        """The game's action of a legal ``action_id`` (``IllegalAction``-free lookup: a
        ``KeyError`` for an id that is not legal now)."""
        return self._core.legal[action_id]

    def _action_to_string(self, player: int, action_id: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action_id}"
        chosen = self._core.legal.get(action_id)
        return f"#{action_id}" if chosen is None else f"{chosen} (#{action_id})"

    def is_terminal(self) -> bool:
        state = self._core.state
        return state is not None and bool(state.is_over)

    def returns(self) -> list[float]:
        state = self._core.state
        if state is None or not state.is_over:
            return [0.0] * self.num_players()
        return [float(r) for r in self._bridge.game.rewards(state, "win")]

    def __str__(self) -> str:
        state = self._core.state
        return "before the deal" if state is None else self._bridge.game.render(state)

    # -- playing -------------------------------------------------------------------------

    def _apply_action(self, action_id: int) -> None:
        game = self._bridge.game
        state = self._core.state
        if state is None:
            new = game.new_game(int(action_id))
        else:
            new = game.apply(state, self._core.legal[action_id])
        self._core = core_of(self._bridge, new)

    def set_game_state(self, state: Any) -> None:
        """Hold the game ``state`` (a world dealt by ``resample``, or any state of this
        game's config): the OpenSpiel history does not hold the actions that led
        there."""
        self._core = core_of(self._bridge, state)

    def resample_from_infostate(self, player: int, sampler: Any) -> BridgeState:
        """A state ``player`` cannot tell from this one: the game's ``resample`` of its
        view, drawing from a generator seeded by ``sampler()`` (a uniform [0, 1) draw, as
        OpenSpiel's ISMCTS hands it)."""
        state = self._core.state
        if state is None:
            return self.clone()
        view = self._bridge.game.observe(state, player)
        rng = random.Random(int(float(sampler()) * 2**53))
        world = self._bridge.resample(view, rng)
        out = self.get_game().new_initial_state()
        out.set_game_state(world)
        return out


class _Observer:
    """OpenSpiel's Python observer of a bridged game: the tensor is the RL layer's
    observation vector of the seat's view, the string the view's key (the same for the
    information state and the observation)."""

    def __init__(self, bridge: Bridge) -> None:
        self._bridge = bridge
        self.tensor = np.zeros(bridge.game.encoder.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: BridgeState, player: int) -> None:
        game_state = state.game_state
        if game_state is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = self._bridge.game.encode(game_state, player)

    def string_from(self, state: BridgeState, player: int) -> str:
        game_state = state.game_state
        if game_state is None:
            return "before the deal"
        return self._bridge.key(self._bridge.game.observe(game_state, player))


class BridgeGame(pyspiel.Game):
    """A pyspiel game of a :class:`Bridge` (made by the class :func:`register` makes)."""

    def __init__(self, game_type: Any, bridge: Bridge, params: Mapping[str, Param]) -> None:
        self.bridge = bridge
        info = pyspiel.GameInfo(
            num_distinct_actions=bridge.game.space.size,
            max_chance_outcomes=bridge.seeds,
            num_players=bridge.game.players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,
            max_game_length=bridge.max_length,
        )
        super().__init__(game_type, info, dict(params))

    def new_initial_state(self) -> BridgeState:
        return BridgeState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> _Observer:
        if params:
            raise ConfigError(f"observation parameters are not supported; got {params!r}")
        return _Observer(self.bridge)

    def state_of(self, state: Any) -> BridgeState:
        """A pyspiel state holding the game ``state`` (see
        :meth:`BridgeState.set_game_state`)."""
        out = self.new_initial_state()
        out.set_game_state(state)
        return out


#: The parameters and defaults of each game :func:`register` registered.
_DEFAULTS: dict[str, dict[str, Param]] = {}


def register(
    short_name: str,
    long_name: str,
    defaults: Mapping[str, Param],
    players: tuple[int, int],
    make: Callable[[dict[str, Param]], Bridge],
) -> None:
    """Register a game with OpenSpiel as ``short_name`` (once; a second call does
    nothing): ``pyspiel.load_game(short_name, params)`` then makes ``make(params)``'s
    bridge, ``params`` being ``defaults`` updated with the given ones. ``players``: the
    fewest and most seats."""
    if short_name in pyspiel.registered_names():
        return
    _DEFAULTS[short_name] = dict(defaults)
    game_type = pyspiel.GameType(
        short_name=short_name,
        long_name=long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players[1],
        min_num_players=players[0],
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=dict(defaults),
    )

    class _Registered(BridgeGame):
        def __init__(self, params: Mapping[str, Param] | None = None) -> None:
            merged = {**defaults, **(params or {})}
            super().__init__(game_type, make(merged), merged)

    _Registered.__name__ = _Registered.__qualname__ = f"BridgeGame_{short_name}"
    pyspiel.register_game(game_type, _Registered)


def load(short_name: str, config: Mapping[str, Param]) -> BridgeGame:
    """``pyspiel.load_game(short_name, config)``: the registered bridged game. Raises
    :class:`ConfigError` for a parameter the game does not have, or a value its config
    refuses."""
    known = _DEFAULTS.get(short_name, {})
    unknown = sorted(set(config) - set(known))
    if unknown:
        raise ConfigError(
            f"{short_name}: unknown OpenSpiel parameter(s) {', '.join(unknown)} "
            f"(known: {', '.join(sorted(known))})"
        )
    game = pyspiel.load_game(short_name, dict(config))
    assert isinstance(game, BridgeGame)
    return game


# -- OpenSpiel's bots ----------------------------------------------------------------------


class TimedISMCTSBot(ismcts.ISMCTSBot):
    """OpenSpiel's Python ISMCTS with a time per move: ``seconds`` of simulations (at
    least two: the first only expands the root) instead of ``max_simulations`` (which
    still caps them). The search loop is OpenSpiel's ``run_search`` with a clock."""

    def __init__(self, *args: Any, seconds: float | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seconds = seconds
        self.simulations = 0  # how many the last search ran

    def run_search(self, state: Any) -> list[tuple[int, float]]:
        if self.seconds is None:
            self.simulations = self._max_simulations
            out: list[tuple[int, float]] = super().run_search(state)
            return out
        self.reset()
        legal = state.legal_actions()
        if len(legal) == 1:
            return [(legal[0], 1.0)]
        self._root_node = self.create_new_node(state)
        deadline = time.perf_counter() + self.seconds
        n = 0
        # two at least: OpenSpiel's first simulation only expands the root
        while n < self._max_simulations and (n < 2 or time.perf_counter() < deadline):
            self.run_simulation(self.sample_root_state(state))
            n += 1
        self.simulations = n
        policy: list[tuple[int, float]] = self.get_final_policy(state, self._root_node)
        return policy


def _seeded(seed: int, rollouts: int) -> tuple[Any, Any]:
    """A numpy generator seeded by ``seed`` and OpenSpiel's random-rollout evaluator
    drawing from it."""
    rs = np.random.RandomState(seed % 2**32)
    return rs, mcts.RandomRolloutEvaluator(n_rollouts=rollouts, random_state=rs)


class GameEvaluator(mcts.Evaluator):
    """An OpenSpiel ``Evaluator`` from the game's own evaluation (the one its search bot
    scores positions with): each seat's ``evaluate(state, seat)`` as the value, no
    rollout; a uniform prior. What an ISMCTS on a Python game needs to make more than a
    few simulations per second: OpenSpiel's random rollouts play every simulation to the
    end of the game through the bridge."""

    def __init__(self, bridge: Bridge) -> None:
        if bridge.evaluate is None:
            raise ConfigError("this game's bridge has no evaluation (Bridge.evaluate)")
        self._evaluate = bridge.evaluate

    def evaluate(self, state: BridgeState) -> Any:
        game_state = state.game_state
        if game_state is None:
            n = state.num_players()
            return np.full(n, 1.0 / n)
        n = len(game_state.players)
        return np.array([self._evaluate(game_state, s) for s in range(n)])

    def prior(self, state: BridgeState) -> list[tuple[int, float]]:
        legal = state.legal_actions()
        return [(a, 1.0 / len(legal)) for a in legal]


def ismcts_eval_bot(game: BridgeGame, seed: int, **options: Any) -> TimedISMCTSBot:
    """:func:`ismcts_bot` with :class:`GameEvaluator` (the game's own evaluation) in
    place of OpenSpiel's random rollouts."""
    return ismcts_bot(game, seed, evaluator=GameEvaluator(game.bridge), **options)


def ismcts_bot(
    game: BridgeGame,
    seed: int,
    *,
    simulations: int = 100,
    seconds: float | None = None,
    uct_c: float = 2.0,
    rollouts: int = 1,
    evaluator: Any = None,
) -> TimedISMCTSBot:
    """OpenSpiel's ISMCTS on ``game``, seeded by ``seed``, with its random-rollout
    evaluator (or ``evaluator``): ``simulations`` per move, or ``seconds`` per move
    (``simulations`` then caps)."""
    rs, rollout = _seeded(seed, rollouts)
    evaluator = rollout if evaluator is None else evaluator
    bot = TimedISMCTSBot(
        game,
        evaluator,
        uct_c,
        simulations if seconds is None else 10**9,
        random_state=rs,
        seconds=seconds,
        final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
        allow_inconsistent_action_sets=False,
    )
    # its worlds are drawn from its own generator (OpenSpiel's default sampler is not
    # seeded), so that a search replays exactly from ``seed``
    bot.set_resampler(lambda state, player: state.resample_from_infostate(player, rs.uniform))
    return bot


def mcts_bot(
    game: BridgeGame,
    seed: int,
    *,
    simulations: int = 100,
    seconds: float | None = None,
    uct_c: float = 2.0,
    rollouts: int = 1,
) -> Any:
    """OpenSpiel's Python MCTS (``mcts.MCTSBot``) on ``game``, random rollouts, seeded by
    ``seed``; it searches the one state it is given (through :class:`SpielAgent`, a world
    dealt from the seat's view). OpenSpiel's MCTS has no time budget: ``seconds`` is a
    :class:`ConfigError`."""
    if seconds is not None:
        raise ConfigError("OpenSpiel's MCTS takes a number of simulations, not seconds")
    rs, evaluator = _seeded(seed, rollouts)
    return mcts.MCTSBot(game, uct_c, simulations, evaluator, random_state=rs, solve=False)


#: The OpenSpiel bots :class:`SpielAgent` makes by name.
BOTS: dict[str, Callable[..., Any]] = {
    "ismcts": ismcts_bot,
    "ismcts-eval": ismcts_eval_bot,
    "mcts": mcts_bot,
}


class SpielAgent:
    """An OpenSpiel bot as an agent of the game's ``play``: ``act(view, legal, rng)``
    deals one world from the view (the game's ``resample``, drawing from ``rng``),
    hands the bot that world as a pyspiel state and plays the action of the id it
    returns. The bot never sees the real state; ISMCTS deals its own worlds from the
    same information state.

    ``game``: the bridged pyspiel game (of the same config as the games played).
    ``bot``: a name of :data:`BOTS` (``"ismcts"``, ``"ismcts-eval"``, ``"mcts"``) or a callable
    ``bot(game, seed) -> pyspiel.Bot``; ``options`` go to the named bot (``simulations``,
    ``seconds``, ``uct_c``, ``rollouts``). A new bot is made for each choice, seeded from
    ``rng``, so that a game replays exactly from its seed (with ``simulations``; a time
    budget depends on the machine).
    """

    def __init__(self, game: BridgeGame, bot: str | Callable[..., Any] = "ismcts", **options: Any):
        if isinstance(bot, str):
            if bot not in BOTS:
                raise ConfigError(f"unknown OpenSpiel bot {bot!r} (known: {sorted(BOTS)})")
            name, make = bot, BOTS[bot]
        else:
            name, make = getattr(bot, "__name__", "bot"), bot
        self.game = game
        self.name = name
        self.options = options
        self._make = make

    def __repr__(self) -> str:
        opts = ", ".join(f"{k}={v!r}" for k, v in self.options.items())
        return f"SpielAgent({self.name!r}{', ' if opts else ''}{opts})"

    def act(self, view: Any, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        bridge = self.game.bridge
        world = bridge.resample(view, rng)
        state = self.game.state_of(world)
        bot = self._make(self.game, rng.randrange(2**31), **self.options)
        action_id = int(bot.step(state))
        try:
            chosen = state.legal_action(action_id)
        except KeyError:
            reason = f"chose action id {action_id}, not legal in the world dealt from its view"
            raise AgentError(view.seat, self, reason) from None
        for action in legal_actions:
            if action == chosen:
                return action
        reason = f"chose {chosen} (id {action_id}), legal in its world but not in the game"
        raise AgentError(view.seat, self, reason)


def random_sim_check(game: BridgeGame, games: int = 2, serialize: bool = False) -> None:
    """OpenSpiel's own random-simulation checks (``pyspiel.random_sim_test``) of a
    bridged ``game``: ``games`` random games with every check OpenSpiel makes of a
    sequential game (clones, sorted legal ids, unique action strings, the legal-action
    mask, the information-state and observation strings and tensors of every seat,
    returns within the utility range and summing to the constant sum); ``serialize``:
    also save and load states (by replaying their histories). Raises
    ``pyspiel.SpielError`` on the first failed check."""
    pyspiel.random_sim_test(game, num_sims=games, serialize=serialize, verbose=False)


__all__ = [
    "BOTS",
    "Bridge",
    "BridgeGame",
    "BridgeState",
    "GameEvaluator",
    "Param",
    "SpielAgent",
    "TimedISMCTSBot",
    "ismcts_bot",
    "ismcts_eval_bot",
    "load",
    "mcts_bot",
    "random_sim_check",
    "register",
]
