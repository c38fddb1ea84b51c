"""Milestone 17: a Dominion view carries nothing that determines hidden information
(the seed is hidden, the config is a new object) and shares nothing mutable with the
state, so an agent that edits its view changes nothing of the game."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from types import MappingProxyType
from typing import Any

import attrs
import pytest

import dominion_rules as dr
from dominion_rules.reducer import game_ends
from tabletop_engine.params import Params

KINGDOM = dr.kingdoms()["interaction"]


def _states(seed: int = 3, players: int = 3, limit: int = 300) -> Iterator[dr.GameState]:
    """The states of a game of attacks and decisions (pending ones and queued ones)."""
    record = dr.play(dr.GameConfig(players=players, seed=seed, kingdom=KINGDOM))
    state = dr.new_game(record.config)
    for action in record.actions[:limit]:
        yield state
        state = dr.apply(state, action)


def test_a_view_hides_the_seed_so_no_bot_can_deal_the_game_again() -> None:
    config = dr.GameConfig(players=2, seed=7)
    view = dr.observe(dr.new_game(config), 0)
    assert view.config.seed is None
    assert attrs.evolve(view.config, seed=7) == config  # nothing else is hidden
    with pytest.raises(dr.ConfigError, match="seed must be an int, not None"):
        dr.new_game(view.config)


def test_a_views_config_is_not_the_callers_object() -> None:
    config = dr.GameConfig(players=2, seed=7)
    state = dr.new_game(config)
    view = dr.observe(state, 1)
    assert view.config is not config and view.config is not state.config
    assert dr.observe(state, 0).config is view.config  # made once per config


def test_setting_the_mapping_of_a_views_supply_is_refused_and_changes_nothing() -> None:
    state = dr.new_game(dr.GameConfig(players=2, seed=7))
    view = dr.observe(state, 0)
    assert view.supply["province"] == 8  # the mapping is made
    with pytest.raises(TypeError):
        view.supply._d["province"] = 0  # type: ignore[index]  # ended the real game before
    with pytest.raises(AttributeError, match="Params is frozen"):
        view.supply._items = (("province", 0),)
    assert state.supply["province"] == 8 and not game_ends(state)
    assert dict(state.supply) == dict(dr.new_game(state.config).supply)


def test_editing_a_views_decision_data_is_refused_and_changes_nothing() -> None:
    """The pending decision's public ``data`` and the seat's own ``ctx`` are frozen."""
    edited = 0
    for state in _states(seed=5):
        pending = state.pending
        if pending is None or not (pending.data or pending.ctx):
            continue
        before = dr.to_json(state)
        view = dr.observe(state, pending.seat)
        assert view.pending is not None and view.pending.ctx is not None
        for params in (view.pending.data, view.pending.ctx):
            dict(params)  # the mapping is made
            with pytest.raises(TypeError):
                params._d["planted"] = 1  # type: ignore[index]
            with pytest.raises(AttributeError):
                params._items = ()
        assert dr.to_json(state) == before
        edited += 1
    assert edited


def _mutable(value: Any, path: str = "") -> Iterator[tuple[int, str]]:
    """``(id, path)`` of every object reachable from ``value`` that could be changed by
    an ordinary assignment (a list, a dict, a non-frozen object) or is the caller's own
    (a config). A Params is frozen (its mapping read-only): shared, looked into."""
    if isinstance(value, (str, int, float, bool, type(None))):
        return
    if isinstance(value, Params):
        assert isinstance(value._d, MappingProxyType), f"{path}: a Params with a dict"
        yield from _mutable(value._items, path + "._items")
        return
    if isinstance(value, (list, dict)):
        yield id(value), path
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for k, v in items:
            yield from _mutable(v, f"{path}[{k!r}]")
        return
    if isinstance(value, tuple):
        for i, v in enumerate(value):
            yield from _mutable(v, f"{path}[{i}]")
        return
    if isinstance(value, dr.GameConfig):
        yield id(value), path
    if attrs.has(type(value)):
        for field in attrs.fields(type(value)):
            if field.name != "rules":
                yield from _mutable(getattr(value, field.name), f"{path}.{field.name}")
    elif not isinstance(value, (dr.Action, frozenset)):
        yield id(value), path


def test_a_view_shares_nothing_mutable_with_the_state() -> None:
    """At every step of a game with pending and queued decisions, for every seat: no
    dict, list, mutable object or config of the view is one of the state's."""
    queued = 0
    for state in _states():
        queued += bool(state.queue)
        in_state = dict(_mutable(state))
        for seat in range(len(state.players)):
            view = dr.observe(state, seat)
            shared = [p for i, p in _mutable(view) if i in in_state]
            assert not shared, f"seat {seat}'s view shares {shared} with the state"
    assert queued, "no queued effect in the game"


def test_a_resampled_world_has_a_seed_of_its_own_and_reads_back_from_json() -> None:
    state = dr.new_game(dr.GameConfig(players=2, seed=1))
    world = dr.resample(dr.observe(state, 0), random.Random(7))
    assert isinstance(world.config.seed, int) and world.config.seed == world.rng.seed
    assert dr.from_json(dr.to_json(world)) == world
    assert json.loads(dr.to_json(dr.observe(state, 0)))["data"]["config"]["seed"] is None


def test_a_card_that_puts_a_mutable_value_in_a_decision_is_named() -> None:
    """A value a view could not hold frozen (a pack's mutable object in public data)
    is a PackError naming the card, not a view that shares it."""
    from dominion_rules.state import Pending
    from dominion_rules.testing import Table

    class Box:  # hashable (by identity), so Params takes it, and mutable
        pass

    t = Table(players=2, seed=1)
    t.seat(0, hand=("cellar",))
    state = t.turn_of(0)
    state = state.but(pending=Pending(0, "cellar.discard", ("copper",), True, Params({"x": Box()})))
    with pytest.raises(dr.PackError, match=r"pack 'base'.*card 'cellar' \(cellar.discard\)"):
        dr.observe(state, 1)


def test_the_two_sided_check_fails_a_view_that_carries_the_seed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """What the check missed before: both worlds kept the same config. The engine's
    check varies the seed of the second world, so a view holding it fails, naming
    the field, the seed and the card at work."""
    from dominion_rules.testing import invariants

    state = dr.new_game(dr.GameConfig(players=2, seed=7))
    action = dr.legal_actions(state)[0]
    invariants.check_two_sided(state, action, random.Random(0))
    real = invariants.observe
    monkeypatch.setattr(
        invariants, "observe", lambda s, i: attrs.evolve(real(s, i), config=s.config)
    )
    with pytest.raises(AssertionError) as info:
        invariants.check_two_sided(state, action, random.Random(0))
    text = str(info.value)
    assert "view.config.seed: 7 != " in text and "seed 7" in text, text
