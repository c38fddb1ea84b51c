"""Determinized flat Monte Carlo search over resampled worlds, for any game on the engine.

A bot that searches cannot look at the real state: for each choice worth searching it
deals several *worlds* from its view (the game's ``resample``), plays each candidate
action in each world, lets every seat go on with a quick rollout policy up to a horizon
(the end of a round, a few turns, the end of the game) and scores the position reached
(the game's evaluation, e.g. a win probability). The candidate with the best total wins.
Each world is played once per candidate with the same random numbers (*common random
numbers*: rollout ``i`` of every candidate draws from the same seeds), so the candidates
are compared on equal terms. This is perfect-information Monte Carlo over an
information set.

The loop knows no game: a :class:`SearchGame` adapter tells it how to deal a world, list
and play actions, when a rollout stops, what the rollout policy does and how to score.
Citadels' :class:`citadels_rules.SearchAgent` and Dominion's
:class:`dominion_rules.SearchAgent` are :class:`MonteCarloAgent` with their adapters.

The budget is a number of rollouts per searched choice (``simulations``, shared among
the candidates) or a time per choice (``seconds``); with ``simulations`` the choices are
a function of the view, the ``rng`` the game hands the seat and ``seed``, so games
replay exactly.
"""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import Any

from .actions import Action
from .errors import PackError


class SearchGame(ABC):
    """What :class:`MonteCarloAgent` needs of a game: a subclass implements every
    abstract method (a game's adapter, a few lines each).

    ``not_searched``: action kinds whose choices are left to :meth:`default` (the
    answers to decisions, usually). ``errors``: the exceptions that mean a world cannot
    be dealt or played on (that world is skipped, another is dealt).
    """

    not_searched: frozenset[str] = frozenset()
    errors: tuple[type[BaseException], ...] = (ValueError, PackError)

    # -- choosing what to search (read views) --------------------------------------------

    def worth_searching(self, view: Any, legal: Sequence[Action]) -> bool:
        """Whether the choice among ``legal`` is searched (a single legal action never
        is): by default when some action's kind is not in :attr:`not_searched`."""
        skip = self.not_searched
        return any(a.kind not in skip for a in legal)

    @abstractmethod
    def default(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        """The choice made without searching (and when no world could be played)."""

    @abstractmethod
    def ranked(self, view: Any, legal: Sequence[Action]) -> list[Action]:
        """``legal`` best first by a quick judgement: the candidates searched are the
        first ones (:attr:`MonteCarloAgent.candidates`)."""

    # -- the worlds (read states) ----------------------------------------------------------

    @abstractmethod
    def resample(self, view: Any, rng: random.Random, memory: Any) -> Any:
        """A whole state consistent with ``view`` (and with what the agent remembers,
        ``memory``: see :meth:`MonteCarloAgent.remember`)."""

    @abstractmethod
    def seats(self, state: Any) -> int:
        """How many seats play (one rollout generator each)."""

    @abstractmethod
    def to_act(self, state: Any) -> int:
        """The seat to act in ``state`` (never called once :meth:`stop` says so)."""

    @abstractmethod
    def legal(self, state: Any) -> Sequence[Action]:
        """The legal actions in ``state``."""

    @abstractmethod
    def play(self, state: Any, action: Action) -> Any:
        """The state after ``action``, a legal action (no need to check it again)."""

    def fork(self, world: Any) -> Any:
        """The state one rollout from ``world`` starts on, which :meth:`play_on` may then
        change in place: ``world`` must stay as it is (every candidate is played on it).

        A game whose states are values that :meth:`play` copies returns ``world``
        itself (the default); a game with a mutable working state returns a working
        copy, so that a rollout copies the state once instead of at every action.
        """
        return world

    def play_on(self, state: Any, action: Action) -> Any:
        """The state after ``action`` in a rollout: ``state`` is :meth:`fork`'s copy or
        what the previous ``play_on`` returned, seen by nobody but the rollout, so it
        may be updated in place and returned (the default: :meth:`play`, a new state).

        :meth:`stop`, :meth:`to_act`, :meth:`legal`, :meth:`policy` and the evaluation
        read the states it returns; a game that updates in place must give them the same
        answers as on the frozen state :meth:`play` would have returned (rollouts are
        then exactly the same, and so are the agent's choices).
        """
        return self.play(state, action)

    @abstractmethod
    def stop(self, start: Any, state: Any, seat: int) -> bool:
        """Whether a rollout from the world ``start`` for ``seat`` ends at ``state``: the
        horizon is reached (the game's end included)."""

    @abstractmethod
    def policy(self, state: Any, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        """The rollout policy's choice for ``seat`` among ``legal`` (two or more)."""

    @abstractmethod
    def evaluate(self, state: Any, seat: int) -> float:
        """How good ``state`` is for ``seat``, where a rollout stopped (higher is better;
        the candidates' totals are compared)."""


class MonteCarloAgent:
    """An agent (``act(view, legal_actions, rng)``) that searches with ``game``'s adapter
    (see the module's doc).

    :param game: the :class:`SearchGame` adapter.
    :param simulations: rollouts per searched decision (shared among the candidates).
    :param seconds: a time budget per searched decision instead (None: use
        ``simulations``); at least one world is always played.
    :param seed: mixed into the random draws, so two agents of different seeds play
        different games.
    :param candidates: at most this many actions are searched, the adapter's favourites.
    :param evaluation: how a rollout's end position is scored for the seat, ``(state,
        seat) -> float`` (default: the adapter's :meth:`SearchGame.evaluate`). The state
        is the rollout's own (a working state where the adapter's :meth:`SearchGame.fork`
        makes one): read it during the call, never keep it.
    :param max_steps: a rollout stops after this many actions whatever the horizon.
    :param race: drop the candidates that are clearly behind as the worlds are played
        (:meth:`race`), a threshold ``z`` on the paired difference of values (None, the
        default: every candidate is played in every world).
    :param min_worlds: with ``race``, worlds played by every candidate before any is
        dropped.
    """

    observes = True

    def __init__(
        self,
        game: SearchGame,
        simulations: int = 96,
        seconds: float | None = None,
        seed: int = 0,
        candidates: int = 6,
        evaluation: Callable[[Any, int], float] | None = None,
        max_steps: int = 2000,
        race: float | None = None,
        min_worlds: int = 6,
    ) -> None:
        if simulations < 1:
            raise ValueError(f"simulations must be at least 1, not {simulations!r}")
        if seconds is not None and not seconds > 0:
            raise ValueError(f"seconds must be positive (or None), not {seconds!r}")
        if candidates < 2:
            raise ValueError(f"candidates must be at least 2, not {candidates!r}")
        if race is not None and not race >= 0:
            raise ValueError(f"race must be a threshold >= 0 (or None), not {race!r}")
        if min_worlds < 2:
            raise ValueError(f"min_worlds must be at least 2, not {min_worlds!r}")
        self.game = game
        self.simulations = simulations
        self.seconds = seconds
        self.seed = seed
        self.candidates = candidates
        self.evaluation = evaluation or game.evaluate
        self.max_steps = max_steps
        self.race_threshold = race
        self.min_worlds = min_worlds
        #: Decisions searched and rollouts played so far (for benchmarks).
        self.searched = 0
        self.rollouts = 0

    def __repr__(self) -> str:
        budget = f"seconds={self.seconds}" if self.seconds is not None else ""
        budget = budget or f"simulations={self.simulations}"
        return f"{type(self).__name__}({budget}, seed={self.seed})"

    # -- the protocol --------------------------------------------------------------------

    def act(self, view: Any, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        """Return one of ``legal_actions`` for ``view.seat``."""
        legal = list(legal_actions)
        draws = random.Random(f"{self.seed}:{rng.getrandbits(64)}")
        memory = self.remember(view)
        if len(legal) == 1:
            action = legal[0]
        elif not self.game.worth_searching(view, legal):
            action = self.game.default(view, legal, draws)
        else:
            action = self.search(view, legal, memory, draws)
        self.noted(view, action, memory)
        return action

    # -- memory (for subclasses) -----------------------------------------------------------

    def remember(self, view: Any) -> Any:
        """What the agent remembers for this decision, handed to the adapter's
        ``resample`` (None: nothing; a subclass keeps what its game's resample takes)."""
        return None

    def noted(self, view: Any, action: Any, memory: Any) -> None:
        """Called with each choice made (a subclass may remember it)."""

    # -- the search ----------------------------------------------------------------------

    def shortlist(self, view: Any, legal: list[Action]) -> list[Action]:
        """The adapter's favourites among ``legal`` (at most ``candidates``)."""
        if len(legal) <= self.candidates:
            return legal
        return self.game.ranked(view, legal)[: self.candidates]

    def search(self, view: Any, legal: list[Action], memory: Any, rng: random.Random) -> Action:
        """The candidate with the best total over the worlds played (by the candidates
        still in the race, when racing)."""
        game = self.game
        shortlist = self.shortlist(view, legal)
        totals = [0.0] * len(shortlist)
        values: list[list[float]] = [[] for _ in shortlist]
        alive = list(range(len(shortlist)))  # the candidates still played
        threshold = self.race_threshold
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        worlds = max(1, self.simulations // len(shortlist))
        played = tries = rollouts = 0
        while tries < 2 * worlds + 2:
            if deadline is None and played >= worlds:
                break
            if deadline is not None and played and time.perf_counter() > deadline:
                break
            tries += 1
            salt = rng.getrandbits(64)
            try:
                world = game.resample(view, rng, memory)
                got = [self.rollout(world, shortlist[i], view.seat, salt) for i in alive]
            except game.errors:  # a world the game cannot deal or play on
                continue
            for i, v in zip(alive, got, strict=True):
                totals[i] += v
                values[i].append(v)
            played += 1
            rollouts += len(alive)
            if threshold is not None and played >= self.min_worlds and len(alive) > 1:
                alive = self.race(alive, totals, values, threshold)
                if len(alive) == 1:
                    break
        self.searched += 1
        self.rollouts += rollouts
        if not played:
            return game.default(view, legal, rng)
        best = max(alive, key=lambda i: totals[i])
        return shortlist[best]

    @staticmethod
    def race(
        alive: list[int], totals: list[float], values: list[list[float]], threshold: float
    ) -> list[int]:
        """The candidates of ``alive`` still worth playing: the leader (the best total)
        and those not clearly behind it.

        Every candidate in the race has played the same worlds with the same random
        numbers, so a candidate's worth against the leader is the mean of the paired
        differences ``leader - candidate`` over those worlds: one whose mean is more than
        ``threshold`` standard errors above zero is dropped (a one-sided test, a sure
        loss for a candidate behind in every world by the same margin). Equal candidates
        are never dropped (a tie keeps the first one, as without racing). When the
        leader is clear the rest of the budget goes unplayed; when it is not, every
        candidate plays every world, as without racing.
        """
        lead = max(alive, key=lambda i: totals[i])
        ahead = values[lead]
        n = len(ahead)
        kept = []
        for i in alive:
            if i != lead:
                diffs = [a - b for a, b in zip(ahead, values[i], strict=True)]
                mean = sum(diffs) / n
                if mean > 0:
                    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
                    if mean * mean * n > threshold * threshold * variance:
                        continue
            kept.append(i)
        return kept

    def rollout(self, world: Any, action: Action, seat: int, salt: int) -> float:
        """Play ``action`` in ``world``, then the rollout policy (seat ``i`` drawing from
        ``random.Random(salt + i)``) up to the horizon; the value of the end position
        for ``seat``."""
        game = self.game
        rngs = [random.Random(salt + i) for i in range(game.seats(world))]
        play_on, stop, to_act, legal_of, policy = (
            game.play_on,
            game.stop,
            game.to_act,
            game.legal,
            game.policy,
        )
        state = play_on(game.fork(world), action)
        for _ in range(self.max_steps):
            if stop(world, state, seat):
                break
            who = to_act(state)
            legal = legal_of(state)
            choice = legal[0] if len(legal) == 1 else policy(state, who, legal, rngs[who])
            state = play_on(state, choice)
        return self.evaluation(state, seat)


__all__ = ["MonteCarloAgent", "SearchGame"]
