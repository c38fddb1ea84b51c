"""``observe(state, seat)``: what one seat may know (C-1.11). Bots get views, not states.

A view has the shape of the state with the hidden parts redacted: other seats' hands
(only their size), the deck's order (only its size), characters not yet revealed, the
face-down removals, other seats' secret marks (``Mark.secret``: a signed warrant, a real
threat), the cards under other seats' districts (each shown as ``"?"``: the
Museum's cards lie face down), the cards set aside (only their number: cards set aside at setup
are unseen) and other seats' pending options and their context. It carries no reference
to the state it came from.

Everything public is in it, so that a whole state can be dealt again from a view
(:func:`~citadels_rules.game.resample.resample`): besides the table, the rank being
called (``calling``), the number of actions played (``steps``), whether a district was
built this round, the draft's remaining steps, the pack tokens (``tokens``: packs keep
public bookkeeping there, never a secret) and the effects waiting behind the pending
decision (``queue``).
"""

from __future__ import annotations

from typing import Any

import attrs

from tabletop_engine.decisions import Decision
from tabletop_engine.views import SEED, Hidden

from .config import GameConfig
from .effects import Ask
from .state import District, GameState, LogEntry, Mark, Progress, TurnState


@attrs.frozen
class PlayerView:
    """One seat as seen by the viewer: ``hand`` is None for other seats."""

    gold: int
    hand: tuple[str, ...] | None
    hand_size: int
    city: tuple[District, ...]
    characters: tuple[str, ...]
    completed: str | None


@attrs.frozen
class DraftView:
    """The draft as seen by the viewer: face-down removals are only counted."""

    face_up: tuple[str, ...]
    face_down: tuple[str, ...]
    face_down_count: int
    #: The remaining draft steps ``(seat, kind)`` (who picks or removes next is public).
    steps: tuple[tuple[int, str], ...] = ()


@attrs.frozen
class PendingView:
    """A pending decision: its options and context (``data``) only for the seat that
    must answer it."""

    seat: int
    kind: str
    options: tuple[Any, ...]
    done: bool
    data: tuple[Any, ...] = ()


@attrs.frozen
class GameView(Progress):
    """What ``seat`` may know of a game (same names as :class:`GameState`).

    ``config`` is the game's configuration with the seed hidden (None): with the seed, a
    bot could deal the game again and see every hidden card.
    """

    seat: int
    config: GameConfig
    players: tuple[PlayerView, ...]
    bank: int | None
    deck_size: int
    discard: tuple[str, ...]
    aside: tuple[str, ...]
    aside_size: int
    out_size: int
    crown: int
    round: int
    phase: str
    draft: DraftView
    lineup: tuple[str, ...]
    revealed: tuple[str, ...]
    marks: tuple[Mark, ...]
    turn: TurnState | None
    pending: PendingView | None
    end_triggered: bool
    #: What happened this round (public; see ``GameState.round_log``).
    round_log: tuple[LogEntry, ...] = ()
    #: Index in ``lineup`` of the rank being called (-1 before rank 1 is called).
    calling: int = -1
    #: How many actions have been applied so far.
    steps: int = 0
    #: Whether any district was built this round (the stalemate rule, C-17.4).
    built_this_round: bool = False
    #: Pack-owned values (``GameState.tokens``): public bookkeeping.
    tokens: tuple[tuple[str, Any], ...] = ()
    #: Effects waiting behind the pending decision (``GameState.queue``).
    queue: tuple[Any, ...] = ()

    @property
    def me(self) -> PlayerView:
        """The viewer's own seat."""
        return self.players[self.seat]

    def _repr_html_(self) -> str:
        """A small picture of what the seat sees, for notebooks (Jupyter calls it)."""
        from ..html import table_html

        return table_html(self)


#: What another seat sees of a card lying face down under a district (Museum).
FACE_DOWN = "?"


def _face_down(d: District) -> District:
    """``d`` with the cards under it face down: their number shows, not their ids."""
    if not d.cards:
        return d
    return District(d.card, d.gold, (FACE_DOWN,) * len(d.cards), d.round)


#: What of a config no seat may see (the seed): the engine's
#: :class:`~tabletop_engine.views.Hidden`, what ``observe`` hides and what the view
#: checks vary.
HIDDEN: Hidden = SEED


def observe(state: GameState, seat: int) -> GameView:
    """What ``seat`` may know of ``state``.

    >>> import citadels_rules as cr
    >>> state = cr.new_game(cr.GameConfig(players=4, seed=1))
    >>> view = cr.observe(state, 0)
    >>> view.players[1].hand is None, view.players[1].hand_size
    (True, 4)
    """
    if not isinstance(state, GameState):
        got = type(state).__name__
        msg = f"observe() expects a GameState, not {got}"
        if got == "GameView":
            msg += ": a view is already what one seat may know"
        raise TypeError(msg)
    n = len(state.players)
    if not isinstance(seat, int) or not 0 <= seat < n:
        raise ValueError(f"seat must be an int from 0 to {n - 1}, not {seat!r}")
    revealed = state.revealed
    players = []
    for i, p in enumerate(state.players):
        if i == seat:
            players.append(
                PlayerView(p.gold, p.hand, len(p.hand), p.city, p.characters, p.completed)
            )
        else:
            shown = tuple(c for c in p.characters if c in revealed)
            city = p.city
            if any(d.cards for d in city):
                city = tuple(_face_down(d) for d in city)
            players.append(PlayerView(p.gold, None, len(p.hand), city, shown, p.completed))
    d = state.draft
    pending = state.pending
    pview = None
    if pending is not None:
        if pending.seat == seat:
            pview = PendingView(seat, pending.kind, pending.options, pending.done, pending.data)
        else:
            pview = PendingView(pending.seat, pending.kind, (), pending.done)
    return GameView(
        seat=seat,
        config=HIDDEN.public(state.config),
        players=tuple(players),
        bank=state.bank,
        deck_size=len(state.deck),
        discard=state.discard,
        aside=(),
        aside_size=len(state.aside),
        out_size=len(state.out),
        crown=state.crown,
        round=state.round,
        phase=state.phase,
        draft=DraftView(d.face_up, (), len(d.face_down), d.steps),
        lineup=state.lineup,
        revealed=revealed,
        marks=tuple(m for m in state.marks if not m.secret or m.seat == seat),
        turn=state.turn,
        pending=pview,
        end_triggered=state.end_triggered,
        round_log=state.round_log,
        calling=state.calling,
        steps=state.steps,
        built_this_round=state.built_this_round,
        tokens=state.tokens,
        queue=tuple(_queued(e, seat) for e in state.queue),
    )


def _queued(effect: Any, seat: int) -> Any:
    """A queued effect as ``seat`` sees it: a decision waiting for another seat shows
    its kind, not its options or context (as the pending one)."""
    if isinstance(effect, Ask) and effect.decision.seat != seat:
        d = effect.decision
        return Ask(Decision(d.seat, d.kind, (), d.done))
    return effect
