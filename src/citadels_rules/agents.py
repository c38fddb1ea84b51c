"""Agents: anything with ``act(view, legal_actions, rng) -> Action``.

:class:`RandomAgent` picks uniformly; :class:`GreedyAgent` is a sensible heuristic that
clearly beats random play. Both see only a view (hidden information redacted).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from tabletop_engine.actions import Action

from .game.packs import CardInfo
from .game.ruleset import ruleset_for
from .game.views import GameView


@runtime_checkable
class Agent(Protocol):
    """The one-method agent protocol."""

    def act(self, view: GameView, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        """Return one of ``legal_actions`` for the seat ``view.seat``."""
        ...


class RandomAgent:
    """Chooses uniformly among the legal actions.

    ``observes = False`` tells :func:`play` it never reads the view, so none is built.
    """

    observes = False

    def act(
        self, view: GameView | None, legal_actions: Sequence[Action], rng: random.Random
    ) -> Action:
        return legal_actions[int(rng.random() * len(legal_actions))]

    def __repr__(self) -> str:
        return "RandomAgent()"


class GreedyAgent:
    """A simple, fast heuristic player.

    It takes income as soon as it pays, builds the most valuable district it can afford,
    gathers cards when its hand has nothing worth saving for, picks characters by what
    they would earn now, and uses abilities when they clearly help: the Assassin and the
    Thief aim at the characters that pay best, the Warlord at the leader's cheapest
    district, the Magician swaps for a bigger hand or redraws what it cannot use.
    """

    observes = True

    def act(
        self, view: GameView | None, legal_actions: Sequence[Action], rng: random.Random
    ) -> Action:
        assert view is not None, "GreedyAgent needs a view"
        cards = ruleset_for(view.config).cards
        if len(legal_actions) == 1:
            return legal_actions[0]
        scored = [(self._value(view, a, cards), rng.random(), a) for a in legal_actions]
        return max(scored, key=lambda t: (t[0], t[1]))[2]

    # -- heuristics -----------------------------------------------------------------
    def _value(self, view: GameView, a: Action, cards: dict[str, CardInfo]) -> float:
        me = view.me
        kind = a.kind
        if kind in ("pick", "remove"):
            v = _character_value(view, a.params["character"], cards)
            return v if kind == "pick" else -v
        if kind == "income":
            n = _income(view, cards)
            return 50.0 if n > 0 else -1.0
        if kind == "take_gold":
            return 10.0 if _wants_gold(view, cards) else 5.0
        if kind == "draw":
            return 5.0 if _wants_gold(view, cards) else 10.0
        if kind == "keep":
            return _card_value(view, a.params["card"], cards)
        if kind == "build":
            card = cards[a.params["card"]]
            bonus = 2.0 if card.colour not in {cards[d.card].colour for d in me.city} else 0.0
            return 40.0 + card.points + bonus
        if kind == "end_turn":
            return 0.0
        if kind == "choose":
            return _choice_value(view, a, cards)
        if kind == "done":
            return 0.5
        if kind == "ability":
            return _ability_value(view, a, cards)
        return 0.1


def _income(view: GameView, cards: dict[str, CardInfo]) -> int:
    turn = view.turn
    if turn is None or turn.powers is None:
        return 0
    colour = cards[turn.powers].income
    return sum(
        1 for d in view.me.city if cards[d.card].colour == colour or d.card == "school_of_magic"
    )


def _buildable(view: GameView, card: str, cards: dict[str, CardInfo]) -> bool:
    return card not in {d.card for d in view.me.city}


def _wants_gold(view: GameView, cards: dict[str, CardInfo]) -> bool:
    me = view.me
    hand = [c for c in (me.hand or ()) if _buildable(view, c, cards)]
    if not hand:
        return False
    cheapest = min(cards[c].cost or 0 for c in hand)
    return cheapest > me.gold or len(hand) >= 2


def _card_value(view: GameView, card: str, cards: dict[str, CardInfo]) -> float:
    if not _buildable(view, card, cards):
        return -5.0
    info = cards[card]
    gap = max(0, (info.cost or 0) - view.me.gold)
    return info.points - 0.7 * gap


def _character_value(view: GameView, character: str, cards: dict[str, CardInfo]) -> float:
    me = view.me
    info = cards[character]
    city_colours = [cards[d.card].colour for d in me.city]
    value = 2.0
    if info.income is not None:
        value += 1.2 * city_colours.count(info.income)
    hand = len(me.hand or ())
    extra = {
        "assassin": 2.5,
        "thief": 2.0 + max((p.gold for p in view.players), default=0) / 3,
        "magician": 3.5 if hand == 0 else 1.0,
        "king": 2.5,
        "bishop": 1.5,
        "merchant": 2.5,
        "architect": 1.5 + min(hand, me.gold // 3),
        "warlord": 1.5,
    }
    # A character this agent knows nothing about (a fan card) gets an average bonus,
    # so that it is drafted as often as a known one of similar worth.
    return value + extra.get(character, 2.0)


def _leader(view: GameView) -> int:
    others = [i for i in range(len(view.players)) if i != view.seat]
    return max(others, key=lambda i: (len(view.players[i].city), view.players[i].gold))


def _ability_value(view: GameView, a: Action, cards: dict[str, CardInfo]) -> float:
    name = a.params["name"]
    me = view.me
    if name == "ballroom.thank":
        return 100.0  # else the turn is lost
    if name == "bell_tower.announce":
        return 30.0 if len(me.city) >= 6 else -1.0
    if name in ("abbot.collect", "navigator.gain"):
        return 18.0 if a.params.get("option", "gold") == "gold" or not me.hand else 17.0
    if name == "artist.beautify":
        return 3.0 if me.gold >= 4 else -1.0
    if name == "museum.store":
        return 12.0 if not _buildable(view, a.params["card"], cards) else -1.0
    if name == "armory.destroy":
        return 9.0 if a.params["target"] == _leader(view) else -1.0
    if name in ("assassin.kill", "thief.rob", "witch.bewitch"):
        target = a.params["character"]
        if target in view.draft.face_up:
            return -1.0
        return 20.0 + {"merchant": 3, "king": 2, "architect": 3, "warlord": 1, "bishop": 1}.get(
            target, 0
        )
    if name == "magician.swap":
        if "target" not in a.params:  # magician_targets_character: the holder is unknown
            return 10.0 if len(me.hand or ()) <= 1 else -1.0
        theirs = view.players[a.params["target"]].hand_size
        return 20.0 + theirs if theirs > len(me.hand or ()) + 1 else -1.0
    if name == "magician.redraw":
        useless = [c for c in (me.hand or ()) if not _buildable(view, c, cards)]
        return 15.0 if useless else -1.0
    if name == "warlord.destroy":
        target = a.params["target"]
        if target == view.seat or target != _leader(view):
            return -1.0
        cost = cards[a.params["district"]].cost or 0
        return 10.0 - cost if me.gold - (cost - 1) >= 2 else -1.0
    if name == "laboratory.discard":
        return 12.0 if not _buildable(view, a.params["card"], cards) else -1.0
    if name == "smithy.draw":
        return 8.0 if me.gold >= 5 and len(me.hand or ()) <= 1 else -1.0
    return 1.0


def _choice_value(view: GameView, a: Action, cards: dict[str, CardInfo]) -> float:
    option = a.params["option"]
    pending = view.pending
    kind = pending.kind if pending is not None else ""
    if kind == "graveyard.take":
        return 5.0 if option == "take" and view.me.gold >= 2 else 1.0
    if kind == "magician.redraw":
        return 5.0 if isinstance(option, str) and not _buildable(view, option, cards) else 0.0
    hand = view.me.hand or ()
    card_options = [
        o for o in (pending.options if pending else ()) if isinstance(o, str) and o in cards
    ]
    paying = bool(card_options) and all(o in hand for o in card_options)
    if paying:  # every card offered is one of ours: we give one (a fare, the Emperor)
        if option == "gold":
            return -1.5
        if isinstance(option, str) and option in cards:
            return -_card_value(view, option, cards)
    if isinstance(option, str) and option in cards and cards[option].kind == "district":
        return _card_value(view, option, cards)
    return 1.0
