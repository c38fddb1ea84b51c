"""Observations for learning agents: a fixed-size ``float32`` vector of a view, and a
compact canonical key of it (the information-state string).

Both read only a :class:`~citadels_rules.GameView` (``cr.observe(state, seat)``), so
nothing hidden leaks. Seats are absolute (seat 0 is seat 0 for every viewer, as in the
action ids); the ``seat`` section says whose view it is. Counts are raw (not scaled).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np

from ..engine.rl_spaces import section_layout
from ..game.config import GameConfig
from ..game.ruleset import ruleset_for
from ..game.views import GameView
from .actions import ActionSpace, bound_cards, pack_tiers

#: The phases, in their one-hot order.
PHASES = ("draft", "turns", "over")
#: The mark kinds with a row of their own (others share the last row).
MARK_KINDS = ("killed", "robbed", "bewitched", "warrant", "threat")
#: The core decision kinds (the cards' own follow, by tier, then "other").
CORE_DECISIONS = ("pick", "remove", "keep")


class ObservationEncoder:
    """Encodes a view of a game of ``config``'s preset and player count.

    ``size`` is the vector's length; ``layout`` lists ``(name, offset, length)`` of each
    section, in order (see ``docs/rl.md``). The section lengths use ``P`` seats, ``C``
    characters and ``D`` districts of the preset's packs (the order of
    :attr:`ActionSpace.characters` and :attr:`ActionSpace.districts`).

    >>> import citadels_rules as cr
    >>> from citadels_rules.rl import ObservationEncoder
    >>> config = cr.GameConfig(players=4, seed=1)
    >>> enc = ObservationEncoder(config)
    >>> x = enc.encode(cr.observe(cr.new_game(config), 0))
    >>> x.shape == (enc.size,), str(x.dtype)
    (True, 'float32')
    """

    def __init__(self, config: GameConfig, space: ActionSpace | None = None) -> None:
        space = space or ActionSpace(config)
        rules = ruleset_for(config)
        self.players = P = config.players
        self.characters = space.characters
        self.districts = space.districts
        C, D = len(self.characters), len(self.districts)
        kinds = list(CORE_DECISIONS)
        for _, _, card in bound_cards(rules, pack_tiers(rules)):
            kinds += [k for k in card.answers if k not in kinds]
        #: The decision kinds with a slot of their own in ``pending_kind`` (then "other").
        self.decision_kinds: tuple[str, ...] = tuple(kinds)
        M, K = len(MARK_KINDS) + 1, len(kinds) + 1
        sections = [
            ("seat", P),
            ("round", 1),
            ("phase", len(PHASES)),
            ("crown", P),
            ("gold", P),
            ("hand_size", P),
            ("hand", D),
            ("city", P * D),
            ("city_gold", P),
            ("city_cards", P),
            ("completed", P),
            ("characters", P * C),
            ("lineup", C),
            ("revealed", C),
            ("face_up", C),
            ("face_down", 1),
            ("marks", M * C),
            ("turn_character", C),
            ("turn_seat", P),
            ("turn", 3),
            ("pending_seat", P),
            ("pending_kind", K),
            ("pending_characters", C),
            ("pending_cards", D),
            ("deck_size", 1),
            ("discard", D),
            ("bank", 1),
            ("aside_size", 1),
            ("end_triggered", 1),
        ]
        layout, size, at = section_layout(sections)
        #: ``(name, offset, length)`` of each section, in order.
        self.layout: tuple[tuple[str, int, int], ...] = layout
        #: The vector's length.
        self.size = size
        self._at = at
        self._c = {c: i for i, c in enumerate(self.characters)}
        self._d = {d: i for i, d in enumerate(self.districts)}
        self._k = {k: i for i, k in enumerate(self.decision_kinds)}
        self._m = {k: i for i, k in enumerate(MARK_KINDS)}

    def section(self, x: np.ndarray, name: str) -> np.ndarray:
        """The part of an encoded vector ``x`` named ``name`` (a view, not a copy)."""
        for n, off, length in self.layout:
            if n == name:
                return x[off : off + length]
        raise KeyError(f"no section {name!r}; sections: {[n for n, _, _ in self.layout]}")

    def encode(self, view: GameView) -> np.ndarray:
        """The ``float32`` vector of ``view``."""
        x = np.zeros(self.size, dtype=np.float32)
        at, cidx, didx = self._at, self._c, self._d
        C, D = len(self.characters), len(self.districts)
        x[at["seat"] + view.seat] = 1
        x[at["round"]] = view.round
        if view.phase in PHASES:
            x[at["phase"] + PHASES.index(view.phase)] = 1
        x[at["crown"] + view.crown] = 1
        for s, p in enumerate(view.players):
            x[at["gold"] + s] = p.gold
            x[at["hand_size"] + s] = p.hand_size
            base = at["city"] + s * D
            gold = cards = 0
            for d in p.city:
                x[base + didx[d.card]] += 1
                gold += d.gold
                cards += len(d.cards)
            x[at["city_gold"] + s] = gold
            x[at["city_cards"] + s] = cards
            x[at["completed"] + s] = p.completed is not None
            base = at["characters"] + s * C
            for c in p.characters:
                x[base + cidx[c]] = 1
        _count(x, at["hand"], didx, view.me.hand or ())
        _count(x, at["lineup"], cidx, view.lineup)
        _count(x, at["revealed"], cidx, view.revealed)
        _count(x, at["face_up"], cidx, view.draft.face_up)
        x[at["face_down"]] = view.draft.face_down_count
        for mark in view.marks:
            row = self._m.get(mark.kind, len(MARK_KINDS))
            x[at["marks"] + row * C + cidx[mark.character]] = 1
        turn = view.turn
        if turn is not None:
            x[at["turn_character"] + cidx[turn.character]] = 1
            x[at["turn_seat"] + turn.seat] = 1
            x[at["turn"] : at["turn"] + 3] = (turn.gathered, turn.builds, turn.spent)
        pending = view.pending
        if pending is not None:
            x[at["pending_seat"] + pending.seat] = 1
            x[at["pending_kind"] + self._k.get(pending.kind, len(self._k))] = 1
            for o in pending.options:
                if isinstance(o, str):
                    if o in cidx:
                        x[at["pending_characters"] + cidx[o]] = 1
                    elif o in didx:
                        x[at["pending_cards"] + didx[o]] = 1
        x[at["deck_size"]] = view.deck_size
        _count(x, at["discard"], didx, view.discard)
        x[at["bank"]] = -1 if view.bank is None else view.bank
        x[at["aside_size"]] = view.aside_size
        x[at["end_triggered"]] = view.end_triggered
        return x

    def __repr__(self) -> str:
        return f"ObservationEncoder(players={self.players}, size={self.size})"


def _count(x: np.ndarray, base: int, index: dict[str, int], ids: Iterable[str]) -> None:
    for i in ids:
        x[base + index[i]] += 1


def info_state(view: GameView) -> str:
    """A compact canonical key of what ``view.seat`` knows now: equal views give equal
    keys, and a key names every public and private fact of the view (not the history
    that led there, beyond this round's marks and removals).

    Fields, ``|``-separated: ``<seat>@r<round><phase>`` (``d``/``t``/``o``), ``c<crown>``,
    then one per seat ``<gold>g`` + hand (the viewer's cards, others' ``#size``) +
    ``/`` city (``card@<round built>``, ``+gold`` on it, ``*cards`` under it) + ``/``
    known characters (``!``: a completed city);
    then ``up:`` / ``down:`` removals, ``rev:`` revealed, ``m:`` marks, ``t:`` the turn,
    ``p:`` the pending decision, ``k:<deck>.<discard>.<bank>``.

    >>> import citadels_rules as cr
    >>> from citadels_rules.rl import info_state
    >>> state = cr.new_game(cr.GameConfig(players=2, seed=3))
    >>> info_state(cr.observe(state, 0)).split("|")[:2]
    ['0@r1d', 'c0']
    """
    phase = view.phase[:1]
    parts = [f"{view.seat}@r{view.round}{phase}", f"c{view.crown}"]
    for p in view.players:
        hand = ",".join(sorted(p.hand)) if p.hand is not None else f"#{p.hand_size}"
        city = ",".join(_district(d.card, d.gold, len(d.cards), d.round) for d in p.city)
        done = "!" if p.completed is not None else ""
        parts.append(f"{p.gold}g{hand}/{city}/{','.join(p.characters)}{done}")
    d = view.draft
    parts.append(f"up:{','.join(d.face_up)}")
    parts.append(f"down:{d.face_down_count}")
    parts.append(f"rev:{','.join(view.revealed)}")
    parts.append("m:" + ",".join(f"{m.kind}:{m.character}:{m.seat}" for m in view.marks))
    t = view.turn
    if t is not None:
        used = ",".join(sorted(t.used))
        parts.append(
            f"t:{t.character}:{t.seat}:{t.powers}:{int(t.gathered)}{t.builds}{t.spent}:{used}"
        )
    else:
        parts.append("t:")
    pend = view.pending
    if pend is not None:
        opts = ",".join(_opt(o) for o in pend.options)
        data = ",".join(_opt(o) for o in pend.data)
        parts.append(f"p:{pend.seat}:{pend.kind}:{opts}:{int(pend.done)}:{data}")
    else:
        parts.append("p:")
    bank = "-" if view.bank is None else str(view.bank)
    end = "e" if view.end_triggered else ""
    parts.append(f"k:{view.deck_size}.{','.join(view.discard)}.{bank}.{view.aside_size}{end}")
    return "|".join(parts)


def _district(card: str, gold: int, cards: int, built: int) -> str:
    return f"{card}@{built}" + (f"+{gold}" if gold else "") + (f"*{cards}" if cards else "")


def _opt(o: Any) -> str:
    if isinstance(o, tuple):
        return "(" + ",".join(_opt(v) for v in o) + ")"
    return str(o)


__all__ = ["CORE_DECISIONS", "MARK_KINDS", "PHASES", "ObservationEncoder", "info_state"]
