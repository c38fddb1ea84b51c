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

The loop itself is the engine's, shared with Dominion
(:mod:`tabletop_engine.search`); :class:`CitadelsSearch` is Citadels' adapter.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from operator import itemgetter
from typing import Any

from tabletop_engine.actions import Action
from tabletop_engine.errors import EffectError, IllegalAction, PackError
from tabletop_engine.search import MonteCarloAgent, SearchGame

from .agents import GreedyAgent
from .game.reducer import Ctx, _legal, advance, hook_error, step
from .game.resample import Seen, resample
from .game.ruleset import ruleset_for
from .game.scoring import scores, winners
from .game.state import GameState, WorkingState, thaw
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


class CitadelsSearch(SearchGame):
    """Citadels' adapter for the engine's search loop
    (:class:`~tabletop_engine.search.SearchGame`): worlds from
    :func:`~citadels_rules.resample` (with the seat's draft decisions of the round as
    memory), greedy rollouts to the end of the round, :func:`evaluate`; the answers to
    decisions left to the :class:`~citadels_rules.GreedyAgent`."""

    not_searched = _NOT_SEARCHED

    def __init__(self) -> None:
        self.greedy = GreedyAgent()

    def default(self, view: GameView, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.greedy.act(view, list(legal), rng)

    def ranked(self, view: GameView, legal: Sequence[Action]) -> list[Action]:
        value, cards = self.greedy._value, ruleset_for(view.config).cards
        return sorted(legal, key=lambda a: -value(view, a, cards))

    def resample(self, view: GameView, rng: random.Random, memory: list[Seen]) -> GameState:
        return resample(view, rng, memory)

    def seats(self, state: GameState) -> int:
        return len(state.players)

    def to_act(self, state: GameState) -> int:
        who = state.current_player
        assert who is not None
        return who

    def legal(self, state: GameState) -> Sequence[Action]:
        return _legal(state)

    def play(self, state: GameState, action: Action) -> GameState:
        return step(state, action, _QUIET, check=False)

    def fork(self, world: GameState) -> WorkingState:
        """A working copy of ``world``: a rollout plays on it in place (:meth:`play_on`),
        the way :func:`~citadels_rules.play` plays a game, instead of thawing and
        freezing a state at every action."""
        return thaw(world)

    def play_on(self, state: GameState, action: Action) -> GameState:
        """``action`` applied in place to the rollout's working state (what ``step``
        does without its copies). A failure raises what ``step`` would raise (or a
        :class:`PackError` where ``step`` replays the action to blame a plugin for an
        effect that cannot be applied: the state has changed already), so the same
        worlds are skipped."""
        assert isinstance(state, WorkingState)
        try:
            return advance(state, action, _QUIET)
        except (IllegalAction, PackError):
            raise
        except EffectError as exc:
            raise PackError("core", f"{exc} (applying {action!r} in a rollout)") from exc
        except Exception as exc:
            raise hook_error(exc, state.rules, f"applying {action!r}") from exc

    def stop(self, start: GameState, state: GameState, seat: int) -> bool:
        return state.phase == "over" or state.round != start.round

    def policy(
        self, state: GameState, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        return greedy_choice(state, seat, legal, rng)

    def evaluate(self, state: GameState, seat: int) -> float:
        return evaluate(state, seat)


#: :class:`SearchAgent`'s racing: a candidate more than this many standard errors behind
#: the leader (paired over the worlds) is dropped, once every candidate has played
#: :data:`MIN_WORLDS` worlds. Chosen on the values of 1,877 decisions of 48 four-player
#: classic games played with every candidate in every world: racing through them plays
#: about 40% of the rollouts, and 99.3% of the decisions come out the same (fewer worlds
#: or a lower threshold saves little more and changes more decisions).
RACE: float | None = 2.0
MIN_WORLDS = 6


class SearchAgent(MonteCarloAgent):
    """Plays by information-set Monte Carlo search (see the module's doc).

    :param simulations: rollouts per searched decision (shared among the candidates).
    :param seconds: a time budget per searched decision instead (None: use
        ``simulations``); at least one world is always played.
    :param seed: mixed into the random draws, so two agents of different seeds play
        different games.
    :param candidates: at most this many actions are searched, the greedy favourites.
    :param evaluation: how a rollout's end position is scored for the seat, ``(state,
        seat) -> float`` (default :func:`evaluate`, a win probability).
    :param race: candidates clearly behind the leader stop being played once
        ``min_worlds`` worlds are played (:meth:`~tabletop_engine.search.
        MonteCarloAgent.race`: more than ``race`` standard errors behind); None plays
        every candidate in every world.
    :param min_worlds: worlds every candidate plays before any is dropped.
    """

    def __init__(
        self,
        simulations: int = 96,
        seconds: float | None = None,
        seed: int = 0,
        candidates: int = 6,
        evaluation: Callable[[GameState, int], float] | None = None,
        race: float | None = RACE,
        min_worlds: int = MIN_WORLDS,
    ) -> None:
        game = CitadelsSearch()
        super().__init__(
            game,
            simulations,
            seconds,
            seed,
            candidates,
            evaluation,
            race=race,
            min_worlds=min_worlds,
        )
        self._greedy = game.greedy
        self._seen: dict[int, list[Seen]] = {}

    # -- what the seat remembers -------------------------------------------------------------

    def remember(self, view: GameView) -> list[Seen]:
        """The seat's draft decisions of this round so far (forgotten at a new round or
        a new game)."""
        seen = self._seen.setdefault(view.seat, [])
        if seen and (seen[-1][0].round != view.round or seen[-1][0].steps > view.steps):
            seen.clear()
        return seen

    def noted(self, view: GameView, action: Action, memory: list[Seen]) -> None:
        """A draft pick or removal of the seat's own is remembered with its view."""
        pending = view.pending
        if pending is not None and pending.seat == view.seat and pending.kind in ("pick", "remove"):
            memory.append((view, action))


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
    value, draw = _GREEDY._value, rng.random
    scored = [(value(sight, a, cards), draw(), a) for a in legal]
    return max(scored, key=_VALUE_AND_DRAW)[2]


#: The greedy agent's order: by value, then by the draw (never by the action).
_VALUE_AND_DRAW = itemgetter(0, 1)


__all__ = [
    "MIN_WORLDS",
    "RACE",
    "WEIGHTS",
    "CitadelsSearch",
    "SearchAgent",
    "evaluate",
    "greedy_choice",
]
