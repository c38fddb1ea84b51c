"""Declared guards (``engine.hooks.GUARD``: a bound card's subject, ``only_if=``,
``answers_only_if``) only skip calls that would answer nothing: games compiled with and
without them are the same, action for action."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import citadels_rules as cr
from citadels_rules.game.ruleset import clear_cache, ruleset_for
from citadels_rules.pack_api import CharacterCard, answers_only_if
from tabletop_engine import hooks
from tabletop_engine.errors import PackError
from tabletop_engine.hooks import GUARD

DARK_CITY_8 = (
    "witch",
    "tax_collector",
    "wizard",
    "emperor",
    "abbot",
    "alchemist",
    "navigator",
    "diplomat",
    "queen",
)
CONFIGS = [
    cr.GameConfig(players=4, seed=1),
    cr.GameConfig(players=8, preset="dark_city", seed=1, characters=DARK_CITY_8),
    cr.GameConfig(players=5, preset="dark_city", seed=1),
    cr.GameConfig(players=5, preset="edition_2016", seed=1),
    cr.GameConfig(players=6, preset="fan", seed=1),
]


@pytest.fixture
def unguarded() -> Iterator[None]:
    """Rulesets compiled without guards inside the block."""
    clear_cache()
    hooks.USE_GUARDS = False
    try:
        yield
    finally:
        hooks.USE_GUARDS = True
        clear_cache()


def _games(config: cr.GameConfig, n: int) -> list[cr.Record]:
    return [
        cr.play(cr.GameConfig(**{**_fields(config), "seed": s}), record_events=False)
        for s in range(n)
    ]


def _fields(config: cr.GameConfig) -> dict[str, object]:
    return {f: getattr(config, f) for f in ("players", "preset", "characters")}


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c.preset}-{c.players}")
def test_guarded_games_are_the_unguarded_ones(config: cr.GameConfig, unguarded: None) -> None:
    reference = [(r.actions, r.final_state) for r in _games(config, 6)]
    hooks.USE_GUARDS = True
    clear_cache()
    rules = ruleset_for(config)
    guarded = [
        impl
        for name in dir(rules.pm.hook)
        if name.startswith("citadels_")
        for impl in getattr(rules.pm.hook, name).get_hookimpls()
        if getattr(impl.function, GUARD, None)
    ]
    assert guarded, "no implementation declares a guard"
    assert [(r.actions, r.final_state) for r in _games(config, 6)] == reference


def test_answers_only_if_needs_an_expression() -> None:
    with pytest.raises(PackError):
        answers_only_if("rank ==")
    card = CharacterCard("nobody")
    with pytest.raises(PackError):
        card.hook(only_if="if x")
