"""Observations for learning agents: a fixed-size ``float32`` vector of a Dominion view.

It reads only a :class:`~dominion_rules.GameView` (``dr.observe(state, seat)``), so
nothing hidden leaks (D-8): counts of each card id in each zone the seat may see, the
sizes of the others, the turn and the pending decision. Seats are absolute (seat 0 is
seat 0 for every viewer, as in the action ids); the ``seat`` section says whose view it
is. Counts are raw (not scaled); a size the view hides is -1.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from tabletop_engine.rl_spaces import section_layout

from ..config import GameConfig
from ..packs import ruleset_for
from ..views import GameView
from .actions import OPTION_WORDS, ActionSpace

#: The turn's phases, in their one-hot order.
PHASES = ("action", "buy", "cleanup")


def decision_kinds(preset: str) -> tuple[str, ...]:
    """The kinds of decision the preset's cards ask (``<card id>.<what>``), in pack and
    card order."""
    kinds: list[str] = []
    for pack in ruleset_for(preset).packs:
        for _, plugin in pack.plugins:
            kinds += [k for k in getattr(plugin, "decisions", ()) if k not in kinds]
    return tuple(kinds)


class ObservationEncoder:
    """Encodes a view of a game of ``config``'s preset and player count.

    ``size`` is the vector's length; ``layout`` lists ``(name, offset, length)`` of each
    section, in order. With ``P`` seats, ``N`` cards (:attr:`ActionSpace.cards`), ``W``
    option words and ``K`` decision kinds: ``seat`` (P, one-hot), ``over`` (1),
    ``turn_seat`` (P), ``phase`` (3), ``turn`` (actions, buys, coins), ``turns`` (P),
    ``supply`` (N), ``trash`` (N), ``hand`` (N: the seat's own), ``hand_size``,
    ``deck_size``, ``discard_size`` (P each; -1 when hidden, D-8.5), ``discard_top``,
    ``in_play``, ``set_aside`` (P x N each), ``pending_seat`` (P), ``pending_kind``
    (K + 1, the last for a kind of another pack), ``pending_options`` (N + W: the seat's
    own decision only), ``pending_done`` (1), ``pending_card`` (N: a card the decision
    shows, such as the Spy's revealed card or the Attack a Moat answers).

    >>> import dominion_rules as dr
    >>> from dominion_rules.rl import ObservationEncoder
    >>> config = dr.GameConfig(players=2, seed=1)
    >>> enc = ObservationEncoder(config)
    >>> x = enc.encode(dr.observe(dr.new_game(config), 0))
    >>> x.shape == (enc.size,), str(x.dtype), int(enc.section(x, "hand").sum())
    (True, 'float32', 5)
    """

    def __init__(self, config: GameConfig, space: ActionSpace | None = None) -> None:
        space = space or ActionSpace(config)
        self.players = P = config.players
        self.cards = space.cards
        #: The decision kinds with a slot of their own in ``pending_kind`` (then "other").
        self.decision_kinds = decision_kinds(config.preset)
        N, W, K = len(self.cards), len(OPTION_WORDS), len(self.decision_kinds) + 1
        sections = [
            ("seat", P),
            ("over", 1),
            ("turn_seat", P),
            ("phase", len(PHASES)),
            ("turn", 3),
            ("turns", P),
            ("supply", N),
            ("trash", N),
            ("hand", N),
            ("hand_size", P),
            ("deck_size", P),
            ("discard_size", P),
            ("discard_top", P * N),
            ("in_play", P * N),
            ("set_aside", P * N),
            ("pending_seat", P),
            ("pending_kind", K),
            ("pending_options", N + W),
            ("pending_done", 1),
            ("pending_card", N),
        ]
        layout, size, at = section_layout(sections)
        #: ``(name, offset, length)`` of each section, in order.
        self.layout: tuple[tuple[str, int, int], ...] = layout
        #: The vector's length.
        self.size = size
        self._at = at
        self._c = {c: i for i, c in enumerate(self.cards)}
        self._o = {o: i for i, o in enumerate(space.options)}
        self._k = {k: i for i, k in enumerate(self.decision_kinds)}

    def section(self, x: np.ndarray, name: str) -> np.ndarray:
        """The part of an encoded vector ``x`` named ``name`` (a view, not a copy)."""
        for n, off, length in self.layout:
            if n == name:
                return x[off : off + length]
        raise KeyError(f"no section {name!r}; sections: {[n for n, _, _ in self.layout]}")

    def _count(self, x: np.ndarray, at: int, cards: Iterable[str]) -> None:
        c = self._c
        for card in cards:
            x[at + c[card]] += 1

    def encode(self, view: GameView) -> np.ndarray:
        """The ``float32`` vector of ``view``."""
        x = np.zeros(self.size, dtype=np.float32)
        at, c = self._at, self._c
        N = len(self.cards)
        x[at["seat"] + view.seat] = 1
        turn = view.turn
        if turn is None:
            x[at["over"]] = 1
        else:
            x[at["turn_seat"] + turn.seat] = 1
            if turn.phase in PHASES:
                x[at["phase"] + PHASES.index(turn.phase)] = 1
            x[at["turn"] : at["turn"] + 3] = (turn.actions, turn.buys, turn.coins)
        for seat, n in enumerate(view.turns):
            x[at["turns"] + seat] = n
        for card, n in view.supply.items_tuple():
            x[at["supply"] + c[card]] = n
        self._count(x, at["trash"], view.trash)
        self._count(x, at["hand"], view.me.hand or ())
        for seat, p in enumerate(view.players):
            x[at["hand_size"] + seat] = p.hand_size
            x[at["deck_size"] + seat] = p.deck_size
            x[at["discard_size"] + seat] = -1 if p.discard_size is None else p.discard_size
            if p.discard_top is not None:
                x[at["discard_top"] + seat * N + c[p.discard_top]] = 1
            self._count(x, at["in_play"] + seat * N, p.in_play)
            self._count(x, at["set_aside"] + seat * N, p.set_aside)
        pending = view.pending
        if pending is not None:
            x[at["pending_seat"] + pending.seat] = 1
            kind = self._k.get(pending.kind, len(self.decision_kinds))
            x[at["pending_kind"] + kind] = 1
            for option in pending.options or ():
                i = self._o.get(str(option))
                if i is not None:
                    x[at["pending_options"] + i] = 1
            x[at["pending_done"]] = pending.done
            for value in pending.data.values():
                if isinstance(value, str) and value in c:
                    x[at["pending_card"] + c[value]] = 1
        return x


__all__ = ["PHASES", "ObservationEncoder", "decision_kinds"]
