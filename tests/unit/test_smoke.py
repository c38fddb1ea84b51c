"""Smoke tests of the public API (API.md): a game starts, moves and ends."""

from __future__ import annotations

import citadels_rules as cr


def test_new_game_starts_with_the_first_draft() -> None:
    """C-2.4: 4 cards and 2 gold each; the crown holder drafts first (C-4.5)."""
    state = cr.new_game(cr.GameConfig(players=4, seed=7))
    assert state.phase == "draft" and state.round == 1
    assert all(len(p.hand) == 4 and p.gold == 2 for p in state.players)
    assert state.bank == 30 - 8
    assert state.current_player == state.crown
    assert {a.kind for a in cr.legal_actions(state)} == {"pick"}


def test_play_and_replay_are_exact() -> None:
    """A record replays to the same final state."""
    record = cr.play(cr.GameConfig(players=5, seed=11))
    assert record.final_state.is_over
    assert cr.replay(record) == record.final_state
    assert cr.winners(record.final_state)
