"""Milestone 17, Dominion's checks at Citadels' level: ``dominion check PACK`` plays the
pack (its presets, each of its kingdom cards in some kingdom, every player count),
``--preset`` on every command that plays or lists, the two-sided check asks pending
decisions again in the dealt world, check mode, values checked when made, failures
named with a record that ``dominion replay --step`` reaches. The planted cards that
each check catches are in ``tests/planted/dominion/test_planted_checks.py``."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import dominion_rules as dr
from dominion_rules.binder import Card
from dominion_rules.cli import check_games, main
from dominion_rules.kingdoms import BASE_KINGDOM, covering_kingdoms
from dominion_rules.packs import available_packs
from dominion_rules.state import Pending
from dominion_rules.testing import Table
from dominion_rules.testing.invariants import (
    asked_again,
    check_decision_again,
    check_game,
    checked_rules,
    redeal_hidden,
)
from tabletop_engine.errors import MutatedInput

# -- dominion check PACK plays the pack ----------------------------------------------------


def test_covering_kingdoms_hold_every_card_once_at_least() -> None:
    for n in (1, 9, 10, 11, 25):
        cards = BASE_KINGDOM[:n]
        out = covering_kingdoms(cards, BASE_KINGDOM, random.Random(n))
        assert len(out) == -(-n // 10)
        assert all(len(set(k)) == 10 and k == tuple(sorted(k)) for k in out)
        assert set(cards) <= {c for k in out for c in k}
    with pytest.raises(ValueError, match="not in the pool"):
        covering_kingdoms(("dragon",), BASE_KINGDOM, random.Random(0))


def test_check_plays_every_kingdom_card_of_the_pack_at_every_player_count() -> None:
    """Before Milestone 17 `dominion check PACK` played random base kingdoms, whatever
    PACK was. Now the games of one player count, even one game each, hold all 25."""
    base = available_packs()["base"]
    games = check_games(base, "base", [2], 1, 0)
    assert len(games) == 3  # 25 cards take 3 kingdoms: more games than asked
    assert {c for g in games for c in g.config.kingdom} == set(BASE_KINGDOM)
    games = check_games(base, "base", [2, 3, 4], 2, 5)
    assert [g.config.players for g in games] == [2, 2, 3, 3, 4, 4]
    assert [g.config.seed for g in games] == [5, 6, 7, 8, 9, 10]
    assert {c for g in games[:3] for c in g.config.kingdom} == set(BASE_KINGDOM)
    assert all(g.config.preset == "base" and len(g.agents) == g.config.players for g in games)


def test_dominion_check_summary_and_options() -> None:
    result = CliRunner().invoke(main, ["check", "base", "-n", "1", "--players", "2,3"])
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "4/4 games passed every check" in text  # 25 cards: 3 kingdoms, 2 per count
    assert "25/25 kingdom cards of the pack in the games played" in text
    for bad in (["--players", "5"], ["--players", "x"], ["--preset", "nope"], ["nopack"]):
        assert CliRunner().invoke(main, ["check", *bad]).exit_code == 2, bad
    import attrs

    from dominion_rules.packs import PackInfo, ruleset_for

    base = available_packs()["base"]
    fan = attrs.evolve(base, info=PackInfo("fan_x", "0", "x"), cards=(), plugins=(), presets={})
    available_packs()["fan_x"] = fan
    try:
        result = CliRunner().invoke(main, ["check", "fan_x", "--preset", "base"])
    finally:
        available_packs().pop("fan_x")
        ruleset_for.cache_clear()
    assert result.exit_code == 2 and "preset 'base' does not use pack 'fan_x'" in result.output


def test_dominion_check_names_a_pack_whose_rules_do_not_build() -> None:
    """A pack whose plugin implements a misspelt hook: exit code 1, the pack named."""
    import attrs
    import pluggy

    from dominion_rules import hookspecs
    from dominion_rules.packs import Pack, PackInfo, ruleset_for

    impl = pluggy.HookimplMarker(hookspecs.PROJECT)

    class Broken:
        @impl
        def dominion_card_effect(self, state: object) -> None:  # a misspelling
            return None

    base = available_packs()["base"]
    pack = Pack(PackInfo("broken_fan", "0", "Fan"), (), (("broken", Broken()),))
    pack = attrs.evolve(pack, presets={"broken_fan": ("base", "broken_fan")})
    packs = available_packs()
    packs["broken_fan"] = pack
    try:
        result = CliRunner().invoke(main, ["check", "broken_fan"])
    finally:
        packs.pop("broken_fan")
        ruleset_for.cache_clear()
    assert base is available_packs()["base"]
    assert result.exit_code == 1, result.output
    assert "pack 'broken_fan'" in result.output and "broken" in result.output


# -- --preset everywhere ---------------------------------------------------------------------


@pytest.mark.parametrize("command", ["simulate", "play", "cards", "check"])
def test_every_command_that_plays_or_lists_has_preset(command: str) -> None:
    runner = CliRunner()
    assert "--preset" in runner.invoke(main, [command, "--help"]).output
    result = runner.invoke(main, [command, "--preset", "no_such_preset"])
    assert result.exit_code == 2
    assert "unknown preset 'no_such_preset' (known: base" in result.output


def test_preset_is_played_and_listed() -> None:
    runner = CliRunner()
    result = runner.invoke(main, ["cards", "--preset", "base", "moat"])
    assert result.exit_code == 0 and "moat" in result.output
    result = runner.invoke(
        main, ["simulate", "-n", "2", "--preset", "base", "-k", "random", "--seed", "4"]
    )
    assert result.exit_code == 0, result.output


# -- replay --step -------------------------------------------------------------------------


def test_replay_step_shows_the_table_at_that_step(tmp_path: Path) -> None:
    config = dr.GameConfig(players=2, seed=3, kingdom=dr.kingdoms()["interaction"])
    record = dr.play(config, [dr.GreedyAgent(), dr.RandomAgent()])
    path = tmp_path / "game.json"
    path.write_text(dr.to_json(record), encoding="utf-8")
    runner = CliRunner()
    result = runner.invoke(main, ["replay", str(path), "--step", "10", "-q"])
    assert result.exit_code == 0, result.output
    assert f"Step 10 of {len(record.actions)}" in result.output
    assert f"next action: {record.actions[10]}" in result.output
    state = dr.new_game(config)
    for action in record.actions[:10]:
        state = dr.apply(state, action)
    names = ", ".join(state.rules.name(c) for c in state.players[0].deck) or "-"
    assert f"deck {names}" in " ".join(result.output.split())
    n = len(record.actions)
    result = runner.invoke(main, ["replay", str(path), "--step", str(n), "-q"])
    assert result.exit_code == 0 and "this is the record's final state" in result.output
    assert runner.invoke(main, ["replay", str(path), "--step", str(n + 1)]).exit_code == 2
    html = str(tmp_path / "x.html")
    assert runner.invoke(main, ["replay", str(path), "--step", "1", "--html", html]).exit_code == 2


# -- the two-sided check asks decisions again ----------------------------------------------


def _spy_pending() -> dr.GameState:
    t = Table(players=2, seed=1, kingdom=dr.kingdoms()["interaction"])
    t.seat(0, hand=("spy",), deck=("copper", "copper", "estate"))
    t.seat(1, hand=("copper",) * 5, deck=("gold", "estate", "silver", "copper"))
    return dr.apply(t.turn_of(0), dr.Action("play", actor=0, card="spy"))


def test_a_base_decision_is_asked_again_the_same_in_a_dealt_world() -> None:
    state = _spy_pending()
    assert state.pending is not None
    again = asked_again(state, state.pending)
    p = state.pending
    assert again == ((p.seat, p.kind, p.options, p.done, p.data),)
    for i in range(10):
        check_decision_again(state, redeal_hidden(state, 0, random.Random(i)))


def test_a_decision_no_card_asks_again_is_named() -> None:
    state = _spy_pending()
    odd = state.but(pending=Pending(0, "x.y", ("a", "b")))
    with pytest.raises(AssertionError, match=r"'x.y' cannot be asked again .*@card.redeal"):
        check_decision_again(odd, redeal_hidden(odd, 0, random.Random(0)))


# -- check mode, values checked when made ----------------------------------------------------


def test_check_mode_names_a_card_that_edits_its_input_and_play_does_not_pay() -> None:
    """The same card that edits the state it was given: ignored in play (no digest on
    the hot path), a MutatedInput naming plugin and hook under checked_rules."""
    from dominion_rules.packs import Pack, PackInfo, Ruleset

    card = Card("vandal")

    @card.text
    def vandal(state: dr.GameState, seat: int, play: int) -> list[Any]:
        object.__setattr__(state.players[seat], "deck", ())
        return []

    base = available_packs()["base"]
    rules = Ruleset("x", (base, Pack(PackInfo("fan", "0", "Fan"), (), (("vandal", card),))))
    state = dr.new_game(dr.GameConfig(players=2, seed=1))
    assert rules.hooks.card_effects(state.but(rules=rules), 0, "vandal", 1) == []
    checked = checked_rules(rules)
    fresh = dr.new_game(dr.GameConfig(players=2, seed=1))
    with pytest.raises(MutatedInput, match=r"plugin 'fan.vandal', hook 'dominion_card_effects'"):
        checked.hooks.card_effects(fresh.but(rules=checked), 0, "vandal", 1)


def test_a_checked_game_is_the_game_played() -> None:
    """check_game plays in check mode and with a generator of its own for its checks:
    the game is the one dr.play's agents would play with the same generator."""
    config = dr.GameConfig(players=2, seed=11, kingdom=dr.kingdoms()["big_money"])
    agents = [dr.BigMoneyAgent(), dr.SmithyBigMoneyAgent()]
    assert check_game(config, agents, every=1) == []
    assert check_game(config, agents, every=5) == []


def test_a_text_returning_a_tuple_or_nothing_still_plays() -> None:
    card = Card("quiet")
    card.text(lambda state, seat, play: (dr.effects.PlusCoins(1),))
    state = dr.new_game(dr.GameConfig(players=2, seed=1))
    assert card.dominion_card_effects(state, 0, "quiet", 1) == [dr.effects.PlusCoins(1)]
    none = Card("none")
    none.text(lambda state, seat, play: None)
    assert none.dominion_card_effects(state, 0, "none", 1) is None
    bad = Card("bad")
    bad.text(lambda state, seat, play: 42)
    assert bad.dominion_card_effects(state, 0, "bad", 1) == 42  # handed on: checked, named


def test_a_failure_record_is_a_game_record_json_reads(tmp_path: Path) -> None:
    from dominion_rules.testing.invariants import write_failure_record

    config = dr.GameConfig(players=2, seed=5)
    state = dr.new_game(config)
    actions = []
    for _ in range(7):
        action = dr.legal_actions(state)[0]
        actions.append(action)
        state = dr.apply(state, action)
    path = write_failure_record(tmp_path, config, ("bm", "bm"), actions, state)
    assert path.name.startswith("failure-base-2p-seed5-") and path.name.endswith("-step7.json")
    assert path == write_failure_record(tmp_path, config, ("bm", "bm"), actions, state)
    record = dr.from_json(path.read_text(encoding="utf-8"))
    assert dr.replay(record) == record.final_state == state
    assert json.loads(path.read_text())["type"] == "GameRecord"


def test_a_failing_bot_is_not_blamed_on_a_card() -> None:
    class Raises:
        def act(self, view: Any, legal: Any, rng: Any) -> Any:
            raise RuntimeError("boom")

    config = dr.GameConfig(players=2, seed=2)
    (failure,) = check_game(config, [Raises(), Raises()])
    assert (failure.card, failure.pack, failure.step) == ("?", "?", 0)
    assert "of seat 0 raised RuntimeError: boom" in failure.reason


def test_a_crash_in_a_plain_plugin_is_blamed_on_it() -> None:
    """A plugin that is not a bound card raises a KeyError in its hook: the failure names
    it and its pack (the innermost frame of the plugin's code), the seed and the step."""
    import pluggy

    from dominion_rules import hookspecs
    from dominion_rules.packs import Pack, PackInfo, ruleset_for

    impl = pluggy.HookimplMarker(hookspecs.PROJECT)

    class Crash:
        @impl
        def dominion_bought(self, state: Any, seat: int, card: str) -> None:
            if card == "silver":
                raise KeyError("oops")

    packs = available_packs()
    packs["raw_fan"] = Pack(
        PackInfo("raw_fan", "0", "x"), (), (("crash", Crash()),), {"raw_fan": ("base", "raw_fan")}
    )
    ruleset_for.cache_clear()
    try:
        config = dr.GameConfig(players=2, seed=1, preset="raw_fan")
        (failure,) = check_game(config, [dr.BigMoneyAgent()] * 2)
    finally:
        packs.pop("raw_fan")
        ruleset_for.cache_clear()
    assert (failure.pack, failure.card, failure.seed) == ("raw_fan", "crash", 1)
    assert failure.action == dr.Action("buy", actor=failure.action.actor, card="silver")
    assert str(failure).startswith(
        f"check failed: card 'crash' of pack 'raw_fan', seed 1, step {failure.step}"
    )
    assert "KeyError: 'oops'" in failure.reason
