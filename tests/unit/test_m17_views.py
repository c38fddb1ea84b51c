"""Milestone 17: what the engine gives every game for views (``tabletop_engine.views``):
a config as a seat may see it (hidden fields None, a new object), the same state with
everything that determines hidden information varied, and copies that share nothing
mutable."""

from __future__ import annotations

import attrs
import pytest

import citadels_rules as cr
from tabletop_engine.params import Params
from tabletop_engine.rng import Rng
from tabletop_engine.views import SEED, Hidden, detached, detached_params


@attrs.frozen
class Config:
    seed: int | None = 3
    secret: str | None = "x"
    players: int = 2


@attrs.frozen
class State:
    config: Config
    rng: Rng
    hand: tuple[str, ...] = ()


@attrs.frozen
class Holder:
    data: Params
    n: int = 0


def test_public_hides_the_declared_fields_in_a_new_object_made_once() -> None:
    config = Config()
    hidden = Hidden(("seed", "secret"))
    public = hidden.public(config)
    assert public == Config(None, None, 2) and public is not config
    assert hidden.public(config) is public
    assert SEED.public(config) == Config(None, "x", 2)


def test_varied_changes_the_hidden_fields_and_every_generator_only() -> None:
    state = State(Config(), Rng(3, 5), ("a",))
    other = Hidden(("seed", "secret")).varied(state)
    assert other.config.seed != 3 and other.config.secret != "x"
    assert other.rng.seed != 3 and other.rng.counter != 5
    assert other.config.players == 2 and other.hand == ("a",)
    assert 0 <= SEED.varied(State(Config(2**64 - 1), Rng(0))).config.seed < 2**64


def test_citadels_views_hide_the_seed_through_the_engine() -> None:
    from citadels_rules.game.views import HIDDEN

    state = cr.new_game(cr.GameConfig(players=4, seed=5))
    view = cr.observe(state, 0)
    assert view.config == HIDDEN.public(state.config) and view.config.seed is None
    assert cr.observe(HIDDEN.varied(state), 0) == view


def test_detached_copies_params_wherever_they_are_and_shares_the_rest() -> None:
    data = Params({"card": "gold", "n": 2})
    value = (1, "a", Holder(data), (data,))
    copy = detached(value)
    assert copy == value
    assert copy[2] is not value[2] and copy[2].data is not data
    assert copy[3][0] is not data
    plain = ("a", (1, 2))
    assert detached(plain) is plain
    fresh = detached_params(data)
    assert fresh == data and fresh is not data
    dict(fresh)
    fresh._d["card"] = "curse"
    assert data["card"] == "gold"


def test_detached_refuses_a_mutable_value_it_cannot_copy() -> None:
    with pytest.raises(TypeError, match="a view cannot hold a list"):
        detached(("a", ["b"]))
