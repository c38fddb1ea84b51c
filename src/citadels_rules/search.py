"""``SearchAgent``: information-set Monte Carlo search over resampled worlds.

For each choice of its own (a draft pick, gold or cards, an ability and its target, a
build, the end of a turn), the agent deals several *worlds* from its view
(:func:`~citadels_rules.resample`: the other hands, the deck and the hidden characters
dealt again, consistently with all it has seen, its draft options included), plays
each candidate action in each world, lets every seat go on with the greedy heuristic
(each reading only its own hand) to the end of the round, and scores the position
reached (:func:`evaluate`: a win probability). The action with the best mean wins. Each
world is played once per candidate with the same random numbers, so the candidates are
compared on equal terms (common random numbers). This is determinized flat Monte Carlo
(perfect-information Monte Carlo over an information set).

A single legal action, and the answers to decisions (a card to keep, a payment), take
the :class:`~citadels_rules.GreedyAgent`'s choice. The budget is a number of rollouts
per searched choice (``simulations``) or a time per choice (``seconds``); with
``simulations`` the choices are a function of the view, the ``rng`` that
:func:`~citadels_rules.play` hands the seat and ``seed``, so games replay exactly.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from .agents import GreedyAgent
from .engine.actions import Action
from .engine.errors import PackError
from .game.reducer import Ctx, _legal, step
from .game.resample import Seen, resample
from .game.ruleset import ruleset_for
from .game.scoring import scores, winners
from .game.state import GameState
from .game.views import GameView

_QUIET = Ctx()
#: Action kinds of decisions the agent leaves to the greedy heuristic.
_NOT_SEARCHED = frozenset({"keep", "choose", "done"})


#: The position evaluation's weights: ``(feature, early, late)``, the weight of a feature
#: being ``early + late * progress`` (progress: the largest city's size / 8). Fitted as a
#: conditional logit (which seat wins) on the round ends of 2,000 four-player classic
#: games of greedy play: cities grow in worth as the end nears, cards in hand shrink.
WEIGHTS = (
    ("score", 0.127, 0.195),
    ("gold", 0.125, 0.280),
    ("cards", 0.313, -0.348),  # in hand, up to 6
    ("two cards", -0.022, 0.212),  # in hand, up to 2
    ("city", 0.238, 1.210),  # districts built
    ("crown", -0.112, 0.451),
)


def evaluate(state: GameState, seat: int) -> float:
    """The chance that ``seat`` wins from ``state``: at the end of the game, 1 for a win
    (shared on a tie) and 0 for a loss; before it, a guess from every seat's score,
    gold, cards in hand, city size and the crown (:data:`WEIGHTS`), as the share of a
    softmax over the seats.
    """
    if state.is_over:
        won = winners(state)
        return 1.0 / len(won) if seat in won else 0.0
    players = state.players
    progress = min(1.0, max(len(p.city) for p in players) / 8)
    w = [early + late * progress for _, early, late in WEIGHTS]
    totals = scores(state)
    worth = []
    for i, p in enumerate(players):
        cards = len(p.hand)
        features = (
            totals[i].total,
            p.gold,
            min(cards, 6),
            min(cards, 2),
            len(p.city),
            state.crown == i,
        )
        worth.append(sum(wk * fk for wk, fk in zip(w, features, strict=True)))
    top = max(worth)
    shares = [math.exp(u - top) for u in worth]
    return shares[seat] / sum(shares)


class SearchAgent:
    """Plays by information-set Monte Carlo search (see the module's doc).

    :param simulations: rollouts per searched decision (shared among the candidates).
    :param seconds: a time budget per searched decision instead (None: use
        ``simulations``); at least one world is always played.
    :param seed: mixed into the random draws, so two agents of different seeds play
        different games.
    :param candidates: at most this many actions are searched, the greedy favourites.
    :param evaluation: how a rollout's end position is scored for the seat, ``(state,
        seat) -> float`` (default :func:`evaluate`, a win probability).
    """

    observes = True

    def __init__(
        self,
        simulations: int = 96,
        seconds: float | None = None,
        seed: int = 0,
        candidates: int = 6,
        evaluation: Callable[[GameState, int], float] | None = None,
    ) -> None:
        if simulations < 1:
            raise ValueError(f"simulations must be at least 1, not {simulations!r}")
        if seconds is not None and not seconds > 0:
            raise ValueError(f"seconds must be positive (or None), not {seconds!r}")
        if candidates < 2:
            raise ValueError(f"candidates must be at least 2, not {candidates!r}")
        self.simulations = simulations
        self.seconds = seconds
        self.seed = seed
        self.candidates = candidates
        self.evaluation = evaluation or evaluate
        self._greedy = GreedyAgent()
        self._seen: dict[int, list[Seen]] = {}
        #: Decisions searched and rollouts played so far (for benchmarks).
        self.searched = 0
        self.rollouts = 0

    def __repr__(self) -> str:
        budget = f"seconds={self.seconds}" if self.seconds is not None else ""
        budget = budget or f"simulations={self.simulations}"
        return f"SearchAgent({budget}, seed={self.seed})"

    # -- the protocol --------------------------------------------------------------------

    def act(self, view: GameView, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        """Return one of ``legal_actions`` for ``view.seat``."""
        legal = list(legal_actions)
        draws = random.Random(f"{self.seed}:{rng.getrandbits(64)}")
        seen = self._remember(view)
        if len(legal) == 1:
            action = legal[0]
        elif not self._worth_searching(view, legal):
            action = self._greedy.act(view, legal, draws)
        else:
            action = self._search(view, legal, seen, draws)
        pending = view.pending
        if pending is not None and pending.seat == view.seat and pending.kind in ("pick", "remove"):
            seen.append((view, action))
        return action

    # -- what to search ------------------------------------------------------------------

    def _remember(self, view: GameView) -> list[Seen]:
        """The seat's draft decisions of this round so far (forgotten at a new round or
        a new game)."""
        seen = self._seen.setdefault(view.seat, [])
        if seen and (seen[-1][0].round != view.round or seen[-1][0].steps > view.steps):
            seen.clear()
        return seen

    def _worth_searching(self, view: GameView, legal: list[Action]) -> bool:
        """Every choice but the answers to decisions (a card to keep, a payment...),
        where the greedy choice is as good."""
        return any(a.kind not in _NOT_SEARCHED for a in legal)

    def _shortlist(self, view: GameView, legal: list[Action]) -> list[Action]:
        """The greedy favourites among ``legal`` (at most ``candidates``)."""
        if len(legal) <= self.candidates:
            return legal
        value, cards = self._greedy._value, ruleset_for(view.config).cards
        return sorted(legal, key=lambda a: -value(view, a, cards))[: self.candidates]

    # -- the search ----------------------------------------------------------------------

    def _search(
        self, view: GameView, legal: list[Action], seen: list[Seen], rng: random.Random
    ) -> Action:
        shortlist = self._shortlist(view, legal)
        totals = [0.0] * len(shortlist)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        worlds = max(1, self.simulations // len(shortlist))
        played = tries = 0
        while tries < 2 * worlds + 2:
            if deadline is None and played >= worlds:
                break
            if deadline is not None and played and time.perf_counter() > deadline:
                break
            tries += 1
            salt = rng.getrandbits(64)
            try:
                world = resample(view, rng, seen)
                values = [self._rollout(world, a, view.seat, salt) for a in shortlist]
            except (ValueError, PackError):  # a world a pack cannot deal or play on
                continue
            totals = [t + v for t, v in zip(totals, values, strict=True)]
            played += 1
        self.searched += 1
        self.rollouts += played * len(shortlist)
        if not played:
            return self._greedy.act(view, legal, rng)
        best = max(range(len(shortlist)), key=lambda i: totals[i])
        return shortlist[best]

    def _rollout(self, world: GameState, action: Action, seat: int, salt: int) -> float:
        """Play ``action`` in ``world``, then greedy play to the end of the round; the
        value of the end position for ``seat``."""
        rngs = [random.Random(salt + i) for i in range(len(world.players))]
        state = step(world, action, _QUIET, check=False)
        start = world.round
        for _ in range(2000):
            if state.phase == "over" or state.round != start:
                break
            who = state.current_player
            assert who is not None
            legal = _legal(state)
            choice = legal[0] if len(legal) == 1 else greedy_choice(state, who, legal, rngs[who])
            state = step(state, choice, _QUIET, check=False)
        return self.evaluation(state, seat)


class _Sight:
    """What :class:`~citadels_rules.GreedyAgent`'s heuristics read of a view, taken
    straight from a state (they read only the seat's own hand and public parts): no view
    to build in a rollout."""

    __slots__ = ("config", "draft", "me", "pending", "players", "seat", "turn")

    def __init__(self, state: GameState, seat: int) -> None:
        self.seat = seat
        self.players = state.players
        self.me = state.players[seat]
        self.turn = state.turn
        self.pending = state.pending
        self.draft = state.draft
        self.config = state.config


_GREEDY = GreedyAgent()


def greedy_choice(
    state: GameState, seat: int, legal: Sequence[Action], rng: random.Random
) -> Action:
    """The action :class:`~citadels_rules.GreedyAgent` would choose for ``seat`` (the
    same heuristics and the same draws from ``rng``), read from the state directly."""
    sight: Any = _Sight(state, seat)
    cards = state.rules.cards
    value = _GREEDY._value
    scored = [(value(sight, a, cards), rng.random(), a) for a in legal]
    return max(scored, key=lambda t: (t[0], t[1]))[2]


__all__ = ["WEIGHTS", "SearchAgent", "evaluate", "greedy_choice"]
