"""The shape of a round after the draft: calling ranks, turns, round end, game end."""

from __future__ import annotations

from typing import Any

from . import effects as fx
from .handlers import _emit, triggers
from .state import GameState, LogEntry, TurnState

Result = tuple[GameState, list[Any] | None]


def start_calling(state: GameState, e: fx.StartCalling, ctx: Any) -> Result:
    state = state.set(phase="turns", calling=-1)
    follow = state.rules.hooks.after_draft(state)
    follow.append(fx.CallNext())
    return state, follow


def call_next(state: GameState, e: Any, ctx: Any) -> Result:
    """C-8: call the next rank; pass it if nobody holds it or its turn is skipped.

    A called character is revealed and its holder's turn begins; then the on-call hooks
    (robbery, crown) resolve before the holder acts (C-9.1).
    """
    lineup = state.lineup
    hooks = state.rules.hooks
    live = state.rules.live
    i = state.calling + 1
    holders: dict[str, int] = {}  # (state.holder of each character: the first seat)
    for s, p in enumerate(state.players):
        for c in p.characters:
            holders.setdefault(c, s)
    while i < len(lineup):
        character = lineup[i]
        seat = holders.get(character)
        if seat is not None and not (
            "turn_skipped" in live and hooks.turn_skipped(state, character, seat)
        ):
            revealed = state.revealed
            if character not in revealed:
                revealed = (*revealed, character)
            turn = TurnState(character, seat, character)
            entry = LogEntry("revealed", seat, card=character)
            log = (*state.round_log, entry)
            state = state.set(calling=i, revealed=revealed, turn=turn, round_log=log)
            if ctx.events is not None:
                _emit(ctx, "revealed", seat, character=character)
            if not state.rules.has_triggers:
                if "character_called" not in live:
                    return state, None
                return state, hooks.character_called(state, character, seat)
            return state, [
                *hooks.character_called(state, character, seat),
                *triggers(state, ctx, entry),
            ]
        if seat is not None and ctx.events is not None:
            _emit(ctx, "skipped", None, character=character)
        passed = hooks.rank_passed(state, character, seat) if "rank_passed" in live else None
        if passed:
            passed.append(fx.CallNext())
            return state.set(calling=i, turn=None), passed
        i += 1
    return state.set(calling=i, turn=None), [fx.RoundEnd()]


def finish_turn(state: GameState, e: fx.FinishTurn, ctx: Any) -> Result:
    """Close a turn; a ``citadels_turn_finished`` effect may start another turn before
    the next rank is called (the Witch resuming)."""
    follow = (
        state.rules.hooks.turn_finished(state, e.ended)
        if e.ended is not None and "turn_finished" in state.rules.live
        else None
    )
    if not follow:
        return call_next(state, e, ctx)
    follow.append(fx.CallNextIfIdle())
    return state.set(turn=None), follow


def call_next_if_idle(state: GameState, e: fx.CallNextIfIdle, ctx: Any) -> Result:
    if state.turn is not None or state.phase != "turns":
        return state, None
    return call_next(state, e, ctx)


def round_end(state: GameState, e: fx.RoundEnd, ctx: Any) -> Result:
    """C-13: the round-end effects in order (each sees the previous ones applied)."""
    if not state.rules.hooks.round_end.__impl_fns__:
        return state, [fx.FinishRound()]
    return state, [fx.HookStep("round_end", 0, ()), fx.FinishRound()]


def stalemate(state: GameState) -> bool:
    """C-17.4: no district was built this round and neither gold nor cards can be had.

    An unlimited bank (``bank_unlimited``, on in the 2016 edition and fan) is never
    empty, so the spec's rule could not end such a game: there the condition on the bank
    reads "no district card can be had", every hand empty as well as the deck and the
    discard pile (a 7-player ``end_at_12`` game of random play went 800 rounds that way:
    the lineup soak's game 20997)."""
    if state.built_this_round or state.deck or state.discard:
        return False
    if state.bank is None:
        return not any(p.hand for p in state.players)
    return state.bank == 0


def finish_round(state: GameState, e: fx.FinishRound, ctx: Any) -> Result:
    if ctx.events is not None:
        _emit(ctx, "round_end", None, round=state.round)
    state = state.set(marks=(), turn=None)
    if state.end_triggered or stalemate(state):
        return state, [fx.GameOver()]
    return state, [fx.StartRound()]


def game_over(state: GameState, e: fx.GameOver, ctx: Any) -> Result:
    if ctx.events is not None:
        _emit(ctx, "game_over", None, round=state.round)
    return state.set(phase="over", turn=None, pending=None, queue=()), None


HANDLERS: dict[type, Any] = {
    fx.StartCalling: start_calling,
    fx.CallNext: call_next,
    fx.FinishTurn: finish_turn,
    fx.CallNextIfIdle: call_next_if_idle,
    fx.RoundEnd: round_end,
    fx.FinishRound: finish_round,
    fx.GameOver: game_over,
}
