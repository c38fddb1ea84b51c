"""Planted runaway cards (Milestone 17): a card that never finishes must not hang the
process. Each planted card keeps the effect loop going forever -- a decision that asks
itself again with one option (answered at once by D-3.7, so no agent is ever asked) and
a step that schedules itself -- and ``apply``, ``play`` and ``check_game`` end quickly
with :class:`~tabletop_engine.errors.BudgetExceeded`, a ``PackError`` naming the pack,
the card and the hook (and the seed, the seat and, in the check, the step).

The cards live in the pack ``planted_runaway``, registered as a preset of its own (the
base pack plus it) for the games that need one. A Citadels variant that loops forever is
stopped the same way.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator
from typing import Any

import attrs
import pytest

import citadels_rules as cr
import dominion_rules as dr
import dominion_rules.packs as dpacks
from citadels_rules.game.packs import register_pack
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.pack_api import GiveCrown, VariantInfo, ability, hookimpl
from citadels_rules.pack_api import Pack as CitadelsPack
from citadels_rules.pack_api import PackInfo as CitadelsPackInfo
from citadels_rules.testing import Table as CitadelsTable
from dominion_rules.cards import CardInfo
from dominion_rules.pack_api import Card, GameState, Pending
from dominion_rules.packs import Pack, PackInfo, ruleset_for
from dominion_rules.testing.invariants import check_game
from tabletop_engine.errors import BudgetExceeded, PackError
from tabletop_engine.interpreter import DEFAULT_BUDGET, current_budget, effect_budget
from tabletop_engine.params import Params

PACK_ID = "planted_runaway"
PRESET = "planted_runaway"

echo = Card("echo")  # its decision asks itself again, with one option


@echo.text
def echo_text(state: GameState, seat: int, play: int) -> list[Any]:
    return [echo.ask("again", seat, ["yes"])]


@echo.answer("again")
def echo_again(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    return [echo.ask("again", pending.seat, ["yes"])]


mirror = Card("mirror")  # its step schedules itself


@mirror.text
def mirror_text(state: GameState, seat: int, play: int) -> list[Any]:
    return [mirror.go("again", seat)]


@mirror.step("again")
def mirror_again(state: GameState, seat: int) -> list[Any]:
    return [mirror.go("again", seat)]


def _info(card_id: str) -> CardInfo:
    return CardInfo(
        id=card_id,
        name=card_id.title(),
        cost=2,
        types=frozenset({"action"}),
        kingdom=True,
        pack=PACK_ID,
    )


PLANTED = Pack(
    PackInfo(PACK_ID, "0", "Planted runaway cards"),
    (_info("echo"), _info("mirror")),
    (("echo", echo.plugin()), ("mirror", mirror.plugin())),
    presets={PRESET: ("base", PACK_ID)},
)
HOOKS = {"echo": "dominion_answer", "mirror": "dominion_step"}
OTHERS = ("village", "smithy", "market", "festival", "cellar", "moat", "militia", "mine")


@pytest.fixture
def planted_preset(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The preset ``planted_runaway`` installed for one test (then forgotten)."""
    packs = {**dpacks.available_packs(), PACK_ID: PLANTED}
    monkeypatch.setattr(dpacks, "available_packs", lambda: packs)
    ruleset_for.cache_clear()
    yield
    ruleset_for.cache_clear()


def _turn_with(card: str) -> dr.GameState:
    """Seat 0's first action phase with ``card`` (taken from the supply) in hand."""
    state = dr.new_game(_config())
    p = state.players[0]
    supply = dict(state.supply.items_tuple())
    supply[card] -= 1
    return state.with_player(0, attrs.evolve(p, discard=p.hand[:1], hand=(card, *p.hand[1:]))).but(
        supply=Params(supply)
    )


def _names(exc: BudgetExceeded, card: str) -> None:
    message = str(exc)
    assert isinstance(exc, PackError)
    assert exc.pack == PACK_ID and f"pack {PACK_ID!r}" in message
    assert exc.card == card and f"card {card!r}" in message
    assert exc.hook == HOOKS[card] and f"hook {HOOKS[card]!r}" in message
    assert f"more than {DEFAULT_BUDGET:,} effects scheduled in one apply" in message


@pytest.mark.usefixtures("planted_preset")
@pytest.mark.parametrize("card", sorted(HOOKS))
def test_apply_stops_a_runaway_card_naming_pack_card_and_hook(card: str) -> None:
    state = _turn_with(card)
    began = time.perf_counter()
    with pytest.raises(BudgetExceeded) as info:
        dr.apply(state, dr.Action("play", actor=0, card=card))
    assert time.perf_counter() - began < 5
    _names(info.value, card)
    assert "seed 0, seat 0's turn 1" in str(info.value)


@pytest.mark.usefixtures("planted_preset")
def test_the_budget_is_configurable_and_bounds_the_work() -> None:
    """A budget of 50 stops the same card after 50 effects (and a bad budget is refused);
    outside the block the default is back."""
    state = _turn_with("mirror")
    with effect_budget(50) as n:
        assert n == current_budget() == 50
        with pytest.raises(BudgetExceeded, match="more than 50 effects scheduled") as info:
            dr.apply(state, dr.Action("play", actor=0, card="mirror"))
    assert info.value.budget == 50 and info.value.card == "mirror"
    assert current_budget() == DEFAULT_BUDGET
    for bad in (0, -1, 2.5, True):
        with (
            pytest.raises(ValueError, match="effect budget must be an int >= 1"),
            effect_budget(bad),  # type: ignore[arg-type]
        ):
            pass


def test_a_real_card_fits_well_within_the_budget() -> None:
    """The default budget is far above any real card: a 2-player base game plays the same
    under a budget of 100 as under the default (the most a real apply used is 30)."""
    config = dr.GameConfig(players=2, seed=3, kingdom=dr.kingdoms()["interaction"])
    agents = [dr.RandomAgent(), dr.RandomAgent()]
    with effect_budget(100):
        tight = dr.play(config, agents)
    assert tight == dr.play(config, agents)


class PlaysPlanted:
    """Buys the planted card, plays it when it can; otherwise the first listed action."""

    def __init__(self, card: str) -> None:
        self.card = card

    def act(self, view: Any, legal: list[dr.Action], rng: Any) -> dr.Action:
        for kind in ("play", "buy"):
            for action in legal:
                if action.kind == kind and action.params.get("card") == self.card:
                    return action
        for action in legal:
            if action.kind in ("treasures", "end_actions", "end_turn"):
                return action
        return legal[0]


def _config(seed: int = 0) -> dr.GameConfig:
    return dr.GameConfig(players=2, seed=seed, preset=PRESET, kingdom=("echo", "mirror", *OTHERS))


def _check_game(config: dr.GameConfig, agents: list[Any]) -> object:
    """``check_game``, whose failures are returned: the first one's cause raised."""
    (failure,) = check_game(config, agents)
    assert failure.card in HOOKS and failure.pack == PACK_ID, failure
    assert f"step {failure.step}" in str(failure)
    raise failure.cause


RUNNERS: dict[str, Callable[[dr.GameConfig, list[Any]], object]] = {
    "play": lambda config, agents: dr.play(config, agents, agent_timeout=30),
    "check_game": _check_game,
}


@pytest.mark.usefixtures("planted_preset")
@pytest.mark.parametrize("runner", sorted(RUNNERS))
@pytest.mark.parametrize("card", sorted(HOOKS))
def test_play_and_check_game_stop_a_runaway_card(card: str, runner: str) -> None:
    """``play`` (``agent_timeout`` set: it cannot help, the agents are not asked) and
    ``check_game`` end quickly (the check returns its failure, blamed on the card, its
    cause the budget's error); the check names its step too."""
    began = time.perf_counter()
    with pytest.raises(BudgetExceeded) as info:
        RUNNERS[runner](_config(11), [PlaysPlanted(card), PlaysPlanted(card)])
    assert time.perf_counter() - began < 30
    _names(info.value, card)
    message = str(info.value)
    assert "seed 11, seat 0's turn " in message
    assert bool(re.search(r"check_game step \d+\)", message)) == (runner == "check_game")


@pytest.mark.usefixtures("planted_preset")
def test_the_error_pickles_whole() -> None:
    """A worker process of ``simulate`` sends it back: it pickles with its fields."""
    import pickle

    state = _turn_with("echo")
    with effect_budget(20), pytest.raises(BudgetExceeded) as info:
        dr.apply(state, dr.Action("play", actor=0, card="echo"))
    again = pickle.loads(pickle.dumps(info.value))
    assert type(again) is BudgetExceeded
    assert str(again) == str(info.value)
    assert (again.pack, again.card, again.hook) == (PACK_ID, "echo", "dominion_answer")


# -- Citadels ---------------------------------------------------------------------------


class CrownPingPong:
    """A house rule offering ``loop.go``: it passes the crown, and whenever the crown
    moves the rule passes it back -- forever."""

    @hookimpl
    def citadels_turn_actions(self, seat: int) -> list[Any]:
        return [ability(seat, "loop.go")]

    @hookimpl
    def citadels_ability(self, action: Any) -> list[Any] | None:
        return [GiveCrown(1)] if action.params["name"] == "loop.go" else None

    @hookimpl
    def citadels_crown_moved(self, old: int, new: int) -> list[Any]:
        return [GiveCrown(old)]


@pytest.fixture(scope="module")
def citadels_runaway() -> None:
    register_pack(
        CitadelsPack(
            info=CitadelsPackInfo(id="planted_runaway", version="0", name="runaway"),
            variants=(VariantInfo("loop.crown", "crown ping-pong", CrownPingPong()),),
        )
    )
    clear_cache()


@pytest.mark.usefixtures("citadels_runaway")
def test_citadels_apply_stops_a_runaway_variant() -> None:
    t = CitadelsTable(players=4, seed=5, variants=("loop.crown",))
    t.seat(0, character="merchant", gold=3, hand=("temple",))
    state = t.turn_of("merchant")
    began = time.perf_counter()
    with pytest.raises(BudgetExceeded) as info:
        cr.apply(state, cr.Action("ability", actor=0, name="loop.go"))
    assert time.perf_counter() - began < 5
    message = str(info.value)
    assert isinstance(info.value, cr.PackError)
    assert info.value.pack == "planted_runaway"
    assert "card 'variant:loop.crown', hook 'citadels_crown_moved'" in message
    assert "seed 5" in message and "step " in message


@pytest.mark.usefixtures("citadels_runaway")
def test_citadels_play_stops_a_runaway_variant() -> None:
    config = cr.GameConfig(players=4, seed=5, variants=("loop.crown",))

    class UsesLoop:
        def act(self, view: Any, legal: list[cr.Action], rng: Any) -> cr.Action:
            for action in legal:
                if action.kind == "ability" and action.params.get("name") == "loop.go":
                    return action
            return legal[0]

    began = time.perf_counter()
    with pytest.raises(BudgetExceeded) as info:
        cr.play(config, agents=[UsesLoop()] * 4)
    assert time.perf_counter() - began < 10
    assert info.value.pack == "planted_runaway"
    assert info.value.hook == "citadels_crown_moved"
