"""Secrets stay secret in logs: a seat's event stream hides what other seats' actions
showed only to them (draft picks, kept cards, secret abilities and decisions); the full
record keeps everything for replay."""

from __future__ import annotations

import citadels_rules as cr
from citadels_rules.game.secrets import HIDDEN


def _record() -> cr.Record:
    return cr.play(cr.GameConfig(players=4, seed=11), agents=[cr.RandomAgent()] * 4)


def test_the_record_keeps_every_pick_and_marks_it_secret() -> None:
    picks = [e for e in _record().events if e.kind == "pick"]
    assert picks and all(e.data["character"] != HIDDEN for e in picks)
    assert all(e.data["secret"] == ("character",) for e in picks)


def test_a_seat_sees_its_own_picks_and_not_the_others() -> None:
    events = cr.events_for(_record().events, 0)
    picks = [e for e in events if e.kind == "pick"]
    assert {e.data["character"] == HIDDEN for e in picks if e.seat != 0} == {True}
    assert all(e.data["character"] != HIDDEN for e in picks if e.seat == 0)
    assert all("secret" not in e.data for e in events)


def test_kept_cards_are_hidden_from_other_seats() -> None:
    events = cr.events_for(_record().events, 1)
    keeps = [e for e in events if e.kind == "keep"]
    assert keeps, "a random game of 4 players draws cards"
    assert all((e.data["card"] == HIDDEN) == (e.seat != 1) for e in keeps)


def test_public_actions_are_untouched() -> None:
    record = _record()
    public = [e for e in record.events if "secret" not in e.data]
    assert public == [e for e in cr.events_for(record.events, 2) if e in public]
    assert any(e.kind == "build" for e in public)
