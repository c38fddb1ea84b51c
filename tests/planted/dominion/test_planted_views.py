"""Planted cards (Milestone 17) that put what determines hidden information in a view:
Dominion's standard checks (:func:`dominion_rules.testing.invariants.check_game`, the
engine's two-sided check) must catch each, naming the card, the seed and the step.

* ``seed_peek`` puts the game's seed in a decision's public data (every seat sees it);
* ``config_peek`` puts the whole game config (seed included) in the turn's public
  notes (``turn.noted``, what a card keeps track of while it resolves).

Neither shows a hidden card: the worlds the check compares hold the same cards where a
seat can see them. What differs is the seed and the generator state, which the engine's
check varies in the second world (:meth:`tabletop_engine.views.Hidden.varied`).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

import dominion_rules as dr
from dominion_rules import packs
from dominion_rules.binder import Card
from dominion_rules.cards import CardInfo
from dominion_rules.effects import Note
from dominion_rules.packs import Pack, PackInfo, ruleset_for
from dominion_rules.testing.invariants import check_game

PACK = "planted_views"

seed_peek = Card("seed_peek")


@seed_peek.text
def _seed_text(state: Any, seat: int, play: int) -> list[Any]:
    return [seed_peek.ask("look", seat, ("yes", "no"), data={"seed": state.config.seed})]


@seed_peek.answer("look")
def _seed_answer(state: Any, pending: Any, option: str | None) -> list[Any]:
    return []


config_peek = Card("config_peek")


@config_peek.text
def _config_text(state: Any, seat: int, play: int) -> list[Any]:
    return [Note(repr(state.config))]


def _info(card_id: str, name: str) -> CardInfo:
    return CardInfo(
        card_id, name, 2, frozenset({"action"}), kingdom=True, actions=1, cards=1, pack=PACK
    )


PLANTED = Pack(
    PackInfo(PACK, "0", "planted view leaks"),
    (_info("seed_peek", "Seed Peek"), _info("config_peek", "Config Peek")),
    (("seed_peek", seed_peek.plugin()), ("config_peek", config_peek.plugin())),
    presets={PACK: ("base", PACK)},
)


@pytest.fixture(autouse=True)
def planted_pack(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The planted pack installed beside the base game, as an entry point would."""
    real = packs.available_packs()
    monkeypatch.setattr(packs, "available_packs", lambda: {**real, PACK: PLANTED})
    ruleset_for.cache_clear()
    yield
    monkeypatch.undo()
    ruleset_for.cache_clear()


def _config(card: str, seed: int) -> dr.GameConfig:
    """A game whose kingdom holds ``card`` and nine base cards (no other decision)."""
    others = ("village", "smithy", "festival", "market", "laboratory", "woodcutter")
    others += ("council_room", "moat", "gardens")
    return dr.GameConfig(players=2, seed=seed, kingdom=(card, *others), preset=PACK)


def _problems(card: str, seed: int) -> list[str]:
    agents = [dr.RandomAgent(), dr.RandomAgent()]
    return [str(p) for p in check_game(_config(card, seed), agents, max_actions=3000)]


@pytest.mark.parametrize(
    ("card", "field"),
    [("seed_peek", "pending.data['seed']"), ("config_peek", "turn.noted")],
)
def test_the_view_check_catches_a_card_that_puts_the_seed_in_a_view(card: str, field: str) -> None:
    seed = 11
    problems = _problems(card, seed)
    leaks = [p for p in problems if "seed" in p and card in p]
    assert leaks, f"the planted {card} went unnoticed: {problems}"
    first = leaks[0]
    assert re.search(r"\bstep \d+\b", first), first  # the step
    assert f"card {card!r}" in first  # the card
    assert f"seed {seed}" in first  # the game's seed
    assert field in first  # the field of the view that carries it
    assert "hidden information" in first or "learns" in first


def test_the_planted_cards_are_played_and_nothing_else_fails() -> None:
    """Without the seed in the view, the same games pass: the check blames the
    planted card, not the worlds it compares."""
    for card in ("seed_peek", "config_peek"):
        problems = _problems(card, 11)
        assert problems and all(card in p for p in problems), problems


def test_the_two_sided_check_names_the_seed_field_at_the_step_it_leaks() -> None:
    """At the step that plays ``seed_peek``, the engine's check fails for the other
    seat, naming the decision's data field that holds the seed."""
    from dominion_rules.testing.invariants import check_two_sided

    state = dr.new_game(_config("seed_peek", 5))
    rng = random.Random(0)
    for _ in range(2000):
        if state.is_over:
            pytest.fail("seed_peek was never played")
        legal = dr.legal_actions(state)
        play = [a for a in legal if a.kind == "play" and a.get("card") == "seed_peek"]
        if play:
            with pytest.raises(AssertionError) as info:
                check_two_sided(state, play[0], rng)
            text = str(info.value)
            assert "pending.data['seed']: 5 != " in text, text
            assert "card 'seed_peek', seed 5" in text
            return
        state = dr.apply(state, rng.choice(legal))
    pytest.fail("seed_peek was never played")
