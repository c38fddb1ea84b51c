"""Milestone 5, item 2: ``cr.validate(state)`` names every broken per-state invariant,
and ``from_json`` refuses a forged or corrupted state instead of loading it silently."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.testing import Table


def _in_turns(seed: int = 3) -> cr.GameState:
    """A 4-player classic game in its first turn phase (characters held)."""
    rng = random.Random(seed)
    state = cr.new_game(cr.GameConfig(players=4, seed=seed))
    while state.phase != "turns":
        state = cr.apply(state, rng.choice(cr.legal_actions(state)))
    return state


@pytest.fixture(scope="module")
def doc() -> dict[str, Any]:
    return json.loads(cr.to_json(_in_turns()))  # type: ignore[no-any-return]


def _load(doc: dict[str, Any], change: Callable[[dict[str, Any]], None]) -> str:
    """The ValueError message of loading ``doc`` after ``change`` to its data."""
    forged = json.loads(json.dumps(doc))
    change(forged["data"])
    with pytest.raises(ValueError) as info:
        cr.from_json(json.dumps(forged))
    return str(info.value)


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = data
        for key in parents:
            target = target[int(key)] if key.isdigit() else target[key]
        target[int(last) if last.isdigit() else last] = value

    return change


def test_a_state_of_the_game_is_valid(doc: dict[str, Any]) -> None:
    state = _in_turns()
    assert cr.validate(state) is state
    assert cr.from_json(json.dumps(doc)) == state


def test_valid_states_along_games_of_every_preset() -> None:
    for config in (
        cr.GameConfig(players=3, seed=1),
        cr.GameConfig(players=8, preset="dark_city", seed=2),
        cr.GameConfig(players=2, preset="dark_city", seed=3, variants=("bank_unlimited",)),
    ):
        rng, state = random.Random(0), cr.new_game(config)
        while not state.is_over:
            cr.validate(state)
            state = cr.apply(state, rng.choice(cr.legal_actions(state)))
        cr.validate(state)


def test_a_table_position_is_valid() -> None:
    t = Table(players=4, seed=3)
    t.seat(0, gold=9, hand=("temple",), city=(("manor", {"gold": 1}),), character="warlord")
    cr.validate(t.turn_of("warlord"))


@pytest.mark.parametrize(
    ("path", "value", "fragment"),
    [
        ("players.0.gold", "+50", "bank + stashes + gold on districts is 80"),
        ("players.1.gold", -1, "players[1].gold: negative (-1)"),
        ("bank", -3, "bank: negative (-3)"),
        ("crown", 7, "crown: seat 7 does not exist (4 players: 0-3)"),
        ("phase", "lunch", "phase: 'lunch' is not one of draft, turns, over"),
        ("round", -1, "round: must be at least 0, got -1"),
        ("round", 0, "round: 0 after the game started"),
        ("calling", 12, "calling: rank index 12 is past the lineup"),
        ("turn.seat", 9, "turn.seat: seat 9 does not exist"),
    ],
)
def test_forged_numbers_are_refused(
    doc: dict[str, Any], path: str, value: Any, fragment: str
) -> None:
    if value == "+50":
        value = doc["data"]["players"][0]["gold"] + 50
    message = _load(doc, _set(path, value))
    assert message.startswith("invalid GameState JSON: invalid GameState")
    assert fragment in message


def test_extra_cards_in_a_hand(doc: dict[str, Any]) -> None:
    def five_more(data: dict[str, Any]) -> None:
        data["players"][2]["hand"] += ["temple"] * 5

    assert "cards: not the 66 districts of preset 'classic': 5 too many (temple x5)" in _load(
        doc, five_more
    )


def test_an_emptied_deck(doc: dict[str, Any]) -> None:
    size = len(doc["data"]["deck"])
    assert f"{size} missing" in _load(doc, _set("deck", []))


def test_an_unknown_card_id(doc: dict[str, Any]) -> None:
    def unknown(data: dict[str, Any]) -> None:
        data["players"][1]["hand"][0] = "laser_tower"

    message = _load(doc, unknown)
    assert "players[1].hand: unknown district 'laser_tower'" in message


def test_a_character_as_a_district(doc: dict[str, Any]) -> None:
    def character(data: dict[str, Any]) -> None:
        data["deck"][0] = "king"

    assert "deck: 'king' is a character, not a district" in _load(doc, character)


def test_players_cut_to_two_of_four(doc: dict[str, Any]) -> None:
    def cut(data: dict[str, Any]) -> None:
        data["players"] = data["players"][:2]

    message = _load(doc, cut)
    assert "players: 2 seats, the config is for 4 players" in message


def test_a_switched_preset(doc: dict[str, Any]) -> None:
    message = _load(doc, _set("config.preset", "dark_city"))
    assert "cards: not the" in message and "of preset 'dark_city'" in message


def test_a_character_held_twice(doc: dict[str, Any]) -> None:
    def twice(data: dict[str, Any]) -> None:
        held = data["players"][0]["characters"][0]
        data["players"][1]["characters"] = [held]

    message = _load(doc, twice)
    assert "is held 2 times (seats [0, 1])" in message


def test_an_unknown_character(doc: dict[str, Any]) -> None:
    def unknown(data: dict[str, Any]) -> None:
        data["players"][1]["characters"] = ["jester"]

    assert "players[1].characters: 'jester' is not in this game's lineup" in _load(doc, unknown)


@pytest.mark.parametrize("value", ["5", 2.5, True])
def test_scalars_are_not_coerced(doc: dict[str, Any], value: Any) -> None:
    assert "$.data.players[0].gold: expected int" in _load(doc, _set("players.0.gold", value))


def test_every_problem_is_named_at_once(doc: dict[str, Any]) -> None:
    def several(data: dict[str, Any]) -> None:
        data["crown"] = 7
        data["phase"] = "lunch"
        data["players"][0]["gold"] = -2

    message = _load(doc, several)
    assert "(4 problems)" in message  # the negative stash also breaks the gold total
    for fragment in ("crown", "phase", "players[0].gold: negative", "gold: bank"):
        assert fragment in message


def test_validate_names_types_of_a_state_built_by_hand() -> None:
    state = cr.new_game(cr.GameConfig(players=4, seed=1))
    p = state.players[0]
    forged = state.but(players=(p.but(gold=True), *state.players[1:]), round="1")
    with pytest.raises(ValueError) as info:
        cr.validate(forged)
    assert "players[0].gold: expected an int, got True" in str(info.value)
    assert "round: expected an int, got '1'" in str(info.value)


def test_validate_refuses_a_view() -> None:
    state = cr.new_game(cr.GameConfig(players=4, seed=1))
    with pytest.raises(TypeError, match="expects a GameState, not GameView"):
        cr.validate(cr.observe(state, 0))  # type: ignore[arg-type]


def test_a_record_loads_and_its_final_state_is_checked_by_replay() -> None:
    record = cr.play(cr.GameConfig(players=3, seed=4))
    assert cr.from_json(cr.to_json(record)) == record
