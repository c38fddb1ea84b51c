"""States, views and records pickle (``multiprocessing``, Dask, a bot's search tree sent to
a worker): the ruleset travels as its config and is rebuilt in the other process."""

from __future__ import annotations

import pickle

import pytest

import citadels_rules as cr


@pytest.mark.parametrize("preset", ["classic", "dark_city", "edition_2016", "fan"])
def test_a_state_mid_game_pickles_and_plays_on_the_same(preset: str) -> None:
    state = cr.new_game(cr.GameConfig(players=5, seed=9, preset=preset))
    for _ in range(40):
        state = cr.apply(state, cr.legal_actions(state)[-1])
    copy = pickle.loads(pickle.dumps(state))
    assert copy == state and cr.legal_actions(copy) == cr.legal_actions(state)
    action = cr.legal_actions(state)[0]
    assert cr.apply(copy, action) == cr.apply(state, action)
    view = cr.observe(state, 2)
    assert pickle.loads(pickle.dumps(view)) == view


def test_a_record_pickles_and_replays() -> None:
    record = cr.play(cr.GameConfig(players=4, seed=3, preset="fan"))
    copy = pickle.loads(pickle.dumps(record))
    assert copy == record and cr.replay(copy) == record.final_state
    assert type(copy.events) is tuple and copy.events == record.events
