"""Observations for learning agents: a fixed-size ``float32`` vector of a view, and a
compact canonical key of it (the information-state string).

Both read only a :class:`~citadels_rules.GameView` (``cr.observe(state, seat)``), so
nothing hidden leaks; :meth:`ObservationEncoder.encode_state`, which the environments
call at every step, reads a state as that view without building it (the same vector,
tested against ``encode(observe(...))``). Seats are absolute (seat 0 is seat 0 for
every viewer, as in the action ids); the ``seat`` section says whose view it is. Counts
are raw (not scaled).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from tabletop_engine.rl_spaces import section_layout

from ..game.config import GameConfig
from ..game.ruleset import ruleset_for
from ..game.state import District, GameState
from ..game.views import GameView
from .actions import ActionSpace, bound_cards, pack_tiers

#: The phases, in their one-hot order.
PHASES = ("draft", "turns", "over")
#: The mark kinds with a row of their own (others share the last row).
MARK_KINDS = ("killed", "robbed", "bewitched", "warrant", "threat")
#: The core decision kinds (the cards' own follow, by tier, then "other").
CORE_DECISIONS = ("pick", "remove", "keep")

_PHASE_INDEX = {p: i for i, p in enumerate(PHASES)}
#: The section names in layout order (``ObservationEncoder._encode`` unpacks their offsets).
_SECTIONS = (
    "seat", "round", "phase", "crown", "gold", "hand_size", "hand", "city", "city_gold",
    "city_cards", "completed", "characters", "lineup", "revealed", "face_up", "face_down",
    "marks", "turn_character", "turn_seat", "turn", "pending_seat", "pending_kind",
    "pending_characters", "pending_cards", "deck_size", "discard", "bank", "aside_size",
    "end_triggered",
)  # fmt: skip


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
        self._C, self._D = C, D
        #: Each seat's offset of its row of the characters section.
        self._char_at = tuple(at["characters"] + s * C for s in range(P))
        # The last seat (by position) and tuple (by kind: each seat's hand, the lineup,
        # revealed, face_up, discard) encoded, with what they write: a state shares
        # what an action did not change with the state before it (see _encode). One
        # slot each, so that the encoder keeps no more than a state's worth alive.
        self._seat_slots: list[tuple[Any, tuple[tuple[int, int], ...]]] = [(None, ())] * P
        self._tuple_slots: list[tuple[Any, tuple[tuple[int, int], ...]]] = [(None, ())] * (P + 4)
        #: Every section's offset, in layout order (what ``_encode`` unpacks).
        self._offsets = tuple(off for _, off, _ in layout)
        assert [n for n, _, _ in layout] == list(_SECTIONS), "update _encode's unpacking"

    def section(self, x: np.ndarray, name: str) -> np.ndarray:
        """The part of an encoded vector ``x`` named ``name`` (a view, not a copy)."""
        for n, off, length in self.layout:
            if n == name:
                return x[off : off + length]
        raise KeyError(f"no section {name!r}; sections: {[n for n, _, _ in self.layout]}")

    def encode(self, view: GameView) -> np.ndarray:
        """The ``float32`` vector of ``view``."""
        return self._encode(view, view.seat, False)

    def encode_state(self, state: GameState, seat: int) -> np.ndarray:
        """The vector of ``seat``'s view of ``state``: equal to
        ``encode(cr.observe(state, seat))``, without building the view (what the
        environments call at every step).

        It reads only what the view shows: other seats' hands by their size, the deck
        and the cards set aside by their number, other seats' characters only once
        revealed, the secret marks of others not at all, the pending options only for
        the seat answering them (``tests/unit/test_rl_encode.py`` compares the two
        encodings on every seat of many states).
        """
        return self._encode(state, seat, True)

    def _encode(self, src: Any, seat: int, redact: bool) -> np.ndarray:
        """The vector of ``src``: a :class:`GameView`, or (``redact``) a
        :class:`GameState` read as ``seat``'s view (the two share most field names).

        The writes go through a ``memoryview`` of the array (a few times cheaper per
        element than numpy's item assignment; the values are the same ``float32``s).
        What a seat's public numbers and city write, and the counts of a hand, the
        lineup, the revealed characters, the face-up removals and the discard pile, are
        kept with the object they came from and reused while the next state shares that
        very object (an action changes a few of them; a state shares the others with
        the state before it).
        """
        x = np.zeros(self.size, dtype=np.float32)
        v = x.data
        (
            o_seat, o_round, o_phase, o_crown, _, _, o_hand, _,
            _, _, _, _, o_lineup, o_revealed,
            o_face_up, o_face_down, o_marks, o_turn_character, o_turn_seat, o_turn,
            o_pending_seat, o_pending_kind, o_pending_characters, o_pending_cards,
            o_deck_size, o_discard, o_bank, o_aside_size, o_end_triggered,
        ) = self._offsets  # fmt: skip
        cidx, didx = self._c, self._d
        slots = self._tuple_slots
        v[o_seat + seat] = 1
        v[o_round] = src.round
        phase = _PHASE_INDEX.get(src.phase)
        if phase is not None:
            v[o_phase + phase] = 1
        v[o_crown + src.crown] = 1
        revealed = src.revealed
        seats, char_at = self._seat_slots, self._char_at
        for s, p in enumerate(src.players):
            if redact:  # a state: its seats are shared with the states before it
                seen, writes = seats[s]
                if seen is not p:
                    writes = self._seat(s, p.gold, len(p.hand), p.city, p.completed)
                    seats[s] = (p, writes)
            else:
                writes = self._seat(s, p.gold, p.hand_size, p.city, p.completed)
            for k, n in writes:
                v[k] = n
            characters = p.characters
            if characters:
                base = char_at[s]
                for c in characters:
                    if s == seat or not redact or c in revealed:
                        v[base + cidx[c]] = 1
        hand = src.players[seat].hand
        if hand:
            for k, n in _counts(slots, seat, hand, didx):
                v[o_hand + k] = n
        P = self.players
        for k, n in _counts(slots, P, src.lineup, cidx):
            v[o_lineup + k] = n
        if revealed:
            for k, n in _counts(slots, P + 1, revealed, cidx):
                v[o_revealed + k] = n
        face_up = src.draft.face_up
        if face_up:
            for k, n in _counts(slots, P + 2, face_up, cidx):
                v[o_face_up + k] = n
        discard = src.discard
        if discard:
            for k, n in _counts(slots, P + 3, discard, didx):
                v[o_discard + k] = n
        draft = src.draft
        v[o_face_down] = len(draft.face_down) if redact else draft.face_down_count
        rows, other, C = self._m, len(MARK_KINDS), self._C
        for mark in src.marks:
            if redact and mark.secret and mark.seat != seat:
                continue
            v[o_marks + rows.get(mark.kind, other) * C + cidx[mark.character]] = 1
        turn = src.turn
        if turn is not None:
            v[o_turn_character + cidx[turn.character]] = 1
            v[o_turn_seat + turn.seat] = 1
            v[o_turn] = turn.gathered
            v[o_turn + 1] = turn.builds
            v[o_turn + 2] = turn.spent
        pending = src.pending
        if pending is not None:
            v[o_pending_seat + pending.seat] = 1
            v[o_pending_kind + self._k.get(pending.kind, len(self._k))] = 1
            if pending.seat == seat:  # a view shows no options of another seat's decision
                for o in pending.options:
                    if isinstance(o, str):
                        if o in cidx:
                            v[o_pending_characters + cidx[o]] = 1
                        elif o in didx:
                            v[o_pending_cards + didx[o]] = 1
        if redact:
            v[o_deck_size] = len(src.deck)
            v[o_aside_size] = len(src.aside)
        else:
            v[o_deck_size] = src.deck_size
            v[o_aside_size] = src.aside_size
        v[o_bank] = -1 if src.bank is None else src.bank
        v[o_end_triggered] = src.end_triggered
        return x

    def _seat(
        self, s: int, gold: int, hand_size: int, city: tuple[District, ...], completed: Any
    ) -> tuple[tuple[int, int], ...]:
        """The ``(offset, value)`` writes of seat ``s``'s public numbers and city (the
        nonzero ones), which do not depend on the viewer."""
        at = self._at
        writes: dict[int, int] = {at["gold"] + s: gold, at["hand_size"] + s: hand_size}
        if city:
            base, didx = at["city"] + s * self._D, self._d
            gold_on = under = 0
            for d in city:
                k = base + didx[d.card]
                writes[k] = writes.get(k, 0) + 1
                gold_on += d.gold
                under += len(d.cards)
            writes[at["city_gold"] + s] = gold_on
            writes[at["city_cards"] + s] = under
        if completed is not None:
            writes[at["completed"] + s] = 1
        return tuple((k, n) for k, n in writes.items() if n)

    def __repr__(self) -> str:
        return f"ObservationEncoder(players={self.players}, size={self.size})"


def _counts(
    slots: list[tuple[Any, tuple[tuple[int, int], ...]]],
    slot: int,
    ids: tuple[str, ...],
    index: dict[str, int],
) -> tuple[tuple[int, int], ...]:
    """``(index, copies)`` of each distinct id of ``ids``: ``slots[slot]``'s if it holds
    this very tuple, else counted (and kept there)."""
    seen, pairs = slots[slot]
    if seen is ids:
        return pairs
    counts: dict[int, int] = {}
    for i in ids:
        k = index[i]
        counts[k] = counts.get(k, 0) + 1
    pairs = tuple(counts.items())
    slots[slot] = (ids, pairs)
    return pairs


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
