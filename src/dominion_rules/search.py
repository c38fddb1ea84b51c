"""``SearchAgent``: information-set Monte Carlo search over resampled worlds, on the
engine's search loop (:mod:`tabletop_engine.search`), as Citadels' search agent.

For each choice of its own in the action phase (which Action to play, or none) and the
buy phase (which card to buy, or none), the agent deals several *worlds* from its view
(:func:`~dominion_rules.resample`: every deck, the other hands and the discard piles
below their tops dealt again; with the :class:`Ledger` it keeps, from each seat's own
cards), plays each candidate in each world, lets every seat go on with the
:class:`~dominion_rules.GreedyAgent` (read from the state, as it would read its view) to
the horizon -- the end of the seat's next turn by default -- and scores the position
reached (:func:`evaluate`: a win probability from the VP lead and the coins each deck's
hands make). Each world is played once per candidate with the same random numbers
(common random numbers). Treasures are played all at once and decisions answered as the
Greedy agent does.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from tabletop_engine.actions import Action
from tabletop_engine.search import MonteCarloAgent, SearchGame

from .agents import GAIN, NON_TERMINAL, GreedyAgent
from .ledger import Ledger
from .packs import ruleset_for
from .reducer import apply
from .scoring import scores, winners
from .state import GameState
from .views import GameView
from .worlds import resample

#: Kinds never searched: the answers to decisions (Greedy's), and treasures (all played).
NOT_SEARCHED = frozenset({"choose", "done", "treasure", "treasures"})

#: :func:`evaluate`'s weights: VP are worth ``1 / VP_SCALE`` in the logit; a deck's lead in
#: coins per hand (:func:`hand_money`) is worth ``MONEY`` VP per Province left in the
#: supply (money matters while there is time to spend it).
VP_SCALE = 6.0
MONEY = 0.75


def hand_money(state: GameState, seat: int) -> float:
    """About how many coins a hand of ``seat``'s deck makes: 5 cards, plus what its
    Actions draw, at its coins per card (each Treasure's value and each Action's
    ``+coins``, cards.toml). Draws count fully while the deck holds at most one terminal
    Action (no ``+Actions``) per 10 cards (one every other hand: two in a hand collide),
    more with Villages."""
    cards = state.players[seat].all_cards()
    n = len(cards)
    if not n:
        return 0.0
    info = state.rules.cards
    coins = terminals = villages = 0
    draws = 0.0
    for c in cards:
        card = info[c]
        coins += card.coins
        if card.is_action:
            draws += card.cards
            if card.actions == 0:
                terminals += 1
            elif card.actions > 1:
                villages += 1
    if terminals:
        draws *= min(1.0, (n + 5 * villages) / (10 * terminals))
    return 5 * coins / n * (1 + draws / n)


def evaluate(state: GameState, seat: int) -> float:
    """The chance that ``seat`` wins from ``state``: at the end of the game, 1 for a win
    (shared on a tie) and 0 for a loss; before it, a guess: the logistic of its VP lead
    over the best other seat plus :data:`MONEY` VP per Province left for each coin its
    hands make more (:func:`hand_money`), in units of :data:`VP_SCALE` VP."""
    if state.is_over:
        won = winners(state)
        return 1.0 / len(won) if seat in won else 0.0
    totals = [s.total for s in scores(state)]
    others = [i for i in range(len(totals)) if i != seat]
    best = max(others, key=lambda i: totals[i])
    lead = totals[seat] - totals[best]
    money = hand_money(state, seat) - hand_money(state, best)
    x = (lead + MONEY * state.supply.get("province", 0) * money) / VP_SCALE
    return 1.0 / (1.0 + math.exp(-x))


class _Sight:
    """What the rollout policy (an agent such as :class:`~dominion_rules.GreedyAgent`)
    reads of a view, taken straight from a state: the seat, the supply, the turn, the
    pending decision (its kind and data). No view to build in a rollout."""

    __slots__ = ("config", "pending", "seat", "supply", "trash", "turn", "turns")

    def __init__(self, state: GameState, seat: int) -> None:
        self.seat = seat
        self.config = state.config
        self.supply = state.supply
        self.trash = state.trash
        self.turn = state.turn
        self.turns = state.turns
        self.pending = state.pending


class DominionSearch(SearchGame):
    """Dominion's adapter for the engine's search loop (see the module's doc).

    :param turns: the rollout horizon: the searching seat's turns to finish, this one
        included (2: the end of its next turn), or None to play to the game's end.
    :param policy: the rollout agent of every seat (default :class:`GreedyAgent`); it
        reads the state through the view's names (seat, supply, turn, pending).
    """

    not_searched = NOT_SEARCHED

    def __init__(self, turns: int | None = 2, policy: Any = None) -> None:
        if turns is not None and turns < 1:
            raise ValueError(f"turns must be at least 1 (or None), not {turns!r}")
        self.turns = turns
        self.greedy = GreedyAgent()
        self.rollout_agent: Any = policy if policy is not None else self.greedy

    # -- what to search ------------------------------------------------------------------

    def worth_searching(self, view: GameView, legal: Sequence[Action]) -> bool:
        """A choice of Action to play or card to buy; Treasures are played first."""
        kinds = {a.kind for a in legal}
        return "treasures" not in kinds and ("play" in kinds or "buy" in kinds)

    def default(self, view: GameView, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.greedy.act(view, legal, rng)

    def ranked(self, view: GameView, legal: Sequence[Action]) -> list[Action]:
        """The Greedy agent's favourite first (non-terminal Actions first, then by
        :data:`~dominion_rules.agents.GAIN`), then passing (``end_actions``,
        ``end_turn``: doing nothing is always a candidate), then the dearest cards
        (Duchies among them when the Greedy agent would not look at them)."""
        cost = ruleset_for(view.config.preset).cost

        def greedy(a: Action) -> float:
            card = a.params.get("card")
            if card is None:
                return 0.0
            bonus = 100.0 if a.kind == "play" and card in NON_TERMINAL else 0.0
            return bonus + GAIN.get(card, 0)

        first = max(legal, key=greedy)
        passing = [a for a in legal if a.kind in ("end_actions", "end_turn") and a is not first]
        rest = [a for a in legal if a is not first and a not in passing]
        rest.sort(key=lambda a: (-cost.get(a.params.get("card"), 0), -greedy(a)))
        return [first, *passing, *rest]

    # -- the worlds ------------------------------------------------------------------------

    def resample(self, view: GameView, rng: random.Random, memory: Any) -> GameState:
        return resample(view, rng, memory)

    def seats(self, state: GameState) -> int:
        return len(state.players)

    def to_act(self, state: GameState) -> int:
        who = state.current_player
        assert who is not None
        return who

    def legal(self, state: GameState) -> Sequence[Action]:
        return state.legal

    def play(self, state: GameState, action: Action) -> GameState:
        return apply(state, action)

    def stop(self, start: GameState, state: GameState, seat: int) -> bool:
        if state.turn is None:
            return True
        return self.turns is not None and state.turns[seat] - start.turns[seat] >= self.turns

    def policy(
        self, state: GameState, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        action: Action = self.rollout_agent.act(_Sight(state, seat), legal, rng)
        return action

    def evaluate(self, state: GameState, seat: int) -> float:
        return evaluate(state, seat)


class SearchAgent(MonteCarloAgent):
    """Plays Dominion by information-set Monte Carlo search (see the module's doc).

    :param simulations: rollouts per searched decision (shared among the candidates).
    :param seconds: a time budget per searched decision instead (None: use
        ``simulations``); at least one world is always played.
    :param seed: mixed into the random draws, so two agents of different seeds play
        different games.
    :param candidates: at most this many actions are searched: the Greedy agent's
        favourites, passing always among them.
    :param turns: the rollout horizon in the seat's turns (2: to the end of its next
        turn; None: to the end of the game).
    :param evaluation: how a rollout's end position is scored for the seat, ``(state,
        seat) -> float`` (default :func:`evaluate`, a win probability).
    :param remember: keep a :class:`Ledger` of who owns what (from the views, as a
        player who watches every gain and trash), so that worlds deal each seat its own
        cards; False deals every hidden card from one pool.
    """

    def __init__(
        self,
        simulations: int = 64,
        seconds: float | None = None,
        seed: int = 0,
        candidates: int = 6,
        turns: int | None = 2,
        evaluation: Callable[[GameState, int], float] | None = None,
        remember: bool = True,
    ) -> None:
        super().__init__(DominionSearch(turns), simulations, seconds, seed, candidates, evaluation)
        self.turns = turns
        self.keeps_ledger = remember
        self._ledgers: dict[int, Ledger] = {}

    def remember(self, view: GameView) -> list[Counter[str]] | None:
        """Who owns what, as the seat's :class:`Ledger` knows it (None without one)."""
        if not self.keeps_ledger:
            return None
        ledger = self._ledgers.get(view.seat)
        if ledger is None or not ledger.follows(view):
            ledger = self._ledgers[view.seat] = Ledger(view)
        else:
            ledger.update(view)
        return ledger.owned()


__all__ = ["NOT_SEARCHED", "DominionSearch", "SearchAgent", "evaluate", "hand_money"]
