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
from tabletop_engine.views import SEED, Hidden, detached


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


def test_detached_shares_frozen_values_and_copies_what_could_change() -> None:
    data = Params({"card": "gold", "n": 2})
    value = (1, "a", Holder(data), (data,))
    copy = detached(value)
    assert copy is value  # frozen all the way: shared
    plain = ("a", (1, 2))
    assert detached(plain) is plain

    @attrs.define(eq=False)
    class Open:  # a value that could change (hashable by identity): copied
        data: Params

    inside = (Holder(Params({"box": (Open(data),)})),)
    copied = detached(inside)
    box, copied_box = inside[0].data["box"][0], copied[0].data["box"][0]
    assert copied_box is not box and copied_box.data == box.data


def test_params_are_frozen_all_the_way() -> None:
    """A listed action's params cannot be edited (the interned actions are shared by
    every game): not its mapping, not its attributes; pickling still works."""
    import pickle

    data = Params({"card": "silver"})
    assert data["card"] == "silver"
    with pytest.raises(TypeError):
        data._d["card"] = "province"  # type: ignore[index]
    for name in ("_d", "_items", "_hash"):
        with pytest.raises(AttributeError, match="Params is frozen"):
            setattr(data, name, None)
    with pytest.raises(AttributeError, match="Params is frozen"):
        del data._items
    lazy = Params._from_items((("card", "silver"),))
    assert dict(lazy) == {"card": "silver"} and hash(lazy) == hash(data)
    with pytest.raises(TypeError):
        lazy._d["card"] = "province"  # type: ignore[index]
    assert pickle.loads(pickle.dumps(data)) == data


def test_detached_refuses_a_mutable_value_it_cannot_copy() -> None:
    with pytest.raises(TypeError, match="a view cannot hold a list"):
        detached(("a", ["b"]))


# -- the engine's checks vary the seed and the generator ---------------------------------


@attrs.frozen
class Toy:
    config: Config
    rng: Rng
    note: int = 0


def _leaky_view(state: Toy, seat: int) -> tuple[int, int | None]:
    return (state.note, state.config.seed)  # a view that carries the seed


def _fair_view(state: Toy, seat: int) -> tuple[int, None]:
    return (state.note, None)


def test_check_hidden_names_the_field_that_carries_the_seed() -> None:
    from tabletop_engine import checks

    state = Toy(Config(seed=3), Rng(3))
    checks.check_hidden(state, (0, 1), seen=_fair_view)
    with pytest.raises(AssertionError, match=r"seat 0's view carries .*seed.*\[1\]: 3 != "):
        checks.check_hidden(state, (0, 1), seen=_leaky_view)


def test_check_hidden_catches_an_action_that_copies_the_seed_into_the_state() -> None:
    from tabletop_engine import checks
    from tabletop_engine.actions import Action

    state = Toy(Config(seed=3), Rng(3))
    copy_seed = lambda s, a: attrs.evolve(s, note=s.config.seed)  # noqa: E731
    with pytest.raises(AssertionError, match=r"seat 1 learns .* through .*\[0\]: 3 != "):
        checks.check_hidden(
            state, (1,), seen=_fair_view, action=Action("go", actor=0), apply=copy_seed
        )
    # an action that draws a random number is not compared (a shuffle's outcome differs)
    drawing = lambda s, a: attrs.evolve(s, note=s.rng.seed, rng=s.rng.below(2)[1])  # noqa: E731
    checks.check_hidden(state, (1,), seen=_fair_view, action=Action("go", actor=0), apply=drawing)


def test_check_two_sided_varies_the_seed_of_the_second_world() -> None:
    from tabletop_engine import checks
    from tabletop_engine.actions import Action

    state = Toy(Config(seed=3), Rng(3))
    go = Action("go", actor=0)
    kwargs: dict[str, object] = {"apply": lambda s, a: s, "legal": lambda s: (go,)}
    assert checks.check_two_sided(state, state, go, 1, seen=_fair_view, **kwargs)  # type: ignore[arg-type]
    with pytest.raises(AssertionError, match=r"seat 1 sees .* before .*\[1\]: 3 != "):
        checks.check_two_sided(state, state, go, 1, seen=_leaky_view, **kwargs)  # type: ignore[arg-type]


def test_citadels_view_check_catches_a_view_that_carries_the_seed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import random

    from citadels_rules.testing import invariants

    state = cr.new_game(cr.GameConfig(players=4, seed=5))
    invariants.check_view_independent(state, 0, random.Random(1))
    real = invariants.observe
    monkeypatch.setattr(
        invariants, "observe", lambda s, i: attrs.evolve(real(s, i), config=s.config)
    )
    with pytest.raises(AssertionError, match=r"config\.seed: 5 != "):
        invariants.check_view_independent(state, 0, random.Random(1))
