"""Views: what one seat may know (D-8).

A view keeps the state's shape. Another seat's ``hand`` is None beside ``hand_size``;
every ``deck`` is None beside ``deck_size`` (nobody may look through a deck, D-8.3);
every ``discard`` is None beside ``discard_top`` (D-8.5; the variant
``open_discard_size`` adds ``discard_size``). ``in_play``, ``set_aside`` and the trash
are public (D-8.1, D-8.2). Another seat's pending decision shows its ``kind``, ``seat``
and ``data``, not its options (D-8.6).
"""

from __future__ import annotations

import attrs

from citadels_rules.engine.params import Params

from .config import GameConfig
from .state import Cards, GameState, TurnState


@attrs.frozen
class PlayerView:
    """One seat's zones as the viewer sees them."""

    hand: Cards | None
    hand_size: int
    deck: None
    deck_size: int
    discard: None
    discard_top: str | None
    discard_size: int | None
    in_play: Cards
    set_aside: Cards


@attrs.frozen
class PendingView:
    """A pending decision as the viewer sees it (``options`` None if not the viewer's)."""

    seat: int
    kind: str
    options: tuple[str, ...] | None
    done: bool
    data: Params


@attrs.frozen
class GameView:
    """What ``seat`` may know of a state (the state's shape, hidden parts redacted)."""

    seat: int
    config: GameConfig
    players: tuple[PlayerView, ...]
    supply: Params
    trash: Cards
    turn: TurnState | None
    turns: tuple[int, ...]
    pending: PendingView | None
    current_player: int | None

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.turn is None

    @property
    def me(self) -> PlayerView:
        """The viewer's own zones."""
        return self.players[self.seat]


def observe(state: GameState, seat: int) -> GameView:
    """What ``seat`` may know of ``state`` (D-8)."""
    if not isinstance(seat, int) or not 0 <= seat < len(state.players):
        raise ValueError(f"no seat {seat!r} in a {len(state.players)}-player game")
    open_size = "open_discard_size" in state.config.variants
    players = tuple(
        PlayerView(
            hand=p.hand if i == seat else None,
            hand_size=len(p.hand),
            deck=None,
            deck_size=len(p.deck),
            discard=None,
            discard_top=p.discard[-1] if p.discard else None,
            discard_size=len(p.discard) if open_size else None,
            in_play=p.in_play,
            set_aside=p.set_aside,
        )
        for i, p in enumerate(state.players)
    )
    pending = state.pending
    pview = None
    if pending is not None:
        mine = pending.seat == seat
        pview = PendingView(
            pending.seat,
            pending.kind,
            pending.options if mine else None,
            pending.done,
            pending.data,
        )
    return GameView(
        seat=seat,
        config=state.config,
        players=players,
        supply=state.supply,
        trash=state.trash,
        turn=state.turn,
        turns=state.turns,
        pending=pview,
        current_player=state.current_player,
    )
