"""The pack as a whole: found through its entry point, its card data, ``dominion check
harbor``, its cards mixed into random kingdoms of whole games (Hypothesis), and a
200-game ``dominion simulate --preset base_harbor`` in which every game ends."""

from __future__ import annotations

import csv
import random
import time
from collections import Counter
from collections.abc import Callable
from importlib import metadata
from pathlib import Path

import pytest
from click.testing import CliRunner
from harbor_testing import HARBOR, PRESET
from hypothesis import given, settings
from hypothesis import strategies as st

import dominion_rules as dr
from dominion_rules.cli import main
from dominion_rules.kingdoms import covering_kingdoms
from dominion_rules.packs import GROUP, available_packs, presets
from dominion_rules.simulate import simulate
from dominion_rules.testing import Table
from dominion_rules.testing.invariants import check_game, every_card
from dominion_rules.worlds import game_cards

#: Every card of the pack, kingdom or not.
ALL = (*HARBOR, "pearl", "doubloon")


def test_found_through_its_entry_point() -> None:
    """``pip install`` registers the pack in the ``dominion_rules.packs`` group."""
    found = {ep.name: ep.value for ep in metadata.entry_points(group=GROUP)}
    assert found.get("harbor") == "harbor:PACK", (
        "the pack is not installed: run `pip install -e examples/harbor_pack` first"
    )
    pack = available_packs()["harbor"]
    assert pack.info.requires == ("base",)
    assert presets()[PRESET] == ("base", "harbor")
    assert dict(pack.mats) == {"hold": "private"} and pack.coin_tokens


def test_card_data() -> None:
    """cards.toml: every card with an English and a Chinese name and a text; one plugin
    module per card, in the same order; the type ``duration`` declared by the pack."""
    pack = available_packs()["harbor"]
    assert tuple(c.id for c in pack.cards) == ALL
    assert tuple(name for name, _ in pack.plugins) == ALL
    for card in pack.cards:
        assert card.name and card.name_zh and card.text, card.id
        assert card.pack == "harbor"
    rules = dr.ruleset_for(PRESET)
    assert len(rules.kingdom) == 25 + len(HARBOR)
    durations = {c.id for c in pack.cards if c.is_a("duration")}
    assert durations == {"tidewatch", "mooring", "cargo_hold"}
    assert {c.id: c.pile for c in pack.cards if c.pile} == {
        "pearl": "nonsupply",
        "doubloon": "supply",
    }
    multi = {c.id: sorted(c.types) for c in pack.cards if len(c.types) > 1}
    assert multi["signal_tower"] == ["action", "victory"]
    assert multi["sunken_chest"] == ["treasure", "victory"]


def test_dominion_cards_lists_the_pack() -> None:
    """``dominion cards --preset base_harbor`` lists the pack's cards; ``--lang zh`` their
    Chinese names."""
    result = CliRunner().invoke(main, ["cards", "--preset", PRESET])
    assert result.exit_code == 0, result.output
    assert "Tidewatch" in result.output and "Doubloon" in result.output
    result = CliRunner().invoke(main, ["cards", "--preset", PRESET, "--lang", "zh"])
    assert "觀潮哨" in result.output


def test_dominion_check_harbor_is_clean() -> None:
    """``dominion check harbor``: every kingdom card of the pack in a checked game, at
    each player count, every invariant held at every step."""
    result = CliRunner().invoke(main, ["check", "harbor", "--games", "1", "--every", "4"])
    assert result.exit_code == 0, result.output
    assert "15/15 kingdom cards of the pack" in " ".join(result.output.split())


def _kingdoms(rng: random.Random) -> tuple[str, ...]:
    """A random kingdom from the pack's cards and a few of the base game's."""
    base = rng.sample(dr.BASE_KINGDOM, 6)
    return dr.random_kingdom(rng, pool=(*HARBOR, *base))


AGENTS = {"random": dr.RandomAgent, "greedy": dr.GreedyAgent, "bm": dr.BigMoneyAgent}


@given(
    seed=st.integers(0, 10_000),
    players=st.integers(2, 4),
    names=st.lists(st.sampled_from(sorted(AGENTS)), min_size=4, max_size=4),
)
def test_random_kingdoms_whole_games_conserve_cards_and_end(
    seed: int, players: int, names: list[str]
) -> None:
    """Property: the pack's cards mixed into random kingdoms, whole games of random and
    scripted bots end (within the longest game a record holds), every card of the game
    is there at the end (mats and the Pearls' pile included), and the scores add up the
    VP tokens."""
    kingdom = _kingdoms(random.Random(seed))
    config = dr.GameConfig(players=players, seed=seed, kingdom=kingdom, preset=PRESET)
    record = dr.play(config, [AGENTS[n]() for n in names[:players]])
    final = record.final_state
    assert final.is_over
    assert every_card(final) == game_cards(config)
    for seat, score in enumerate(dr.scores(final)):
        tokens = final.players[seat].token("vp")
        assert sum(line.points for line in score.lines) == score.total
        assert tokens == sum(line.points for line in score.lines if line.label == "vp_tokens")


@settings(max_examples=min(3, settings.default.max_examples))
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_random_kingdoms_in_check_mode(seed: int, players: int) -> None:
    """Property: the same games in check mode (``check_game``): cards conserved at every
    step, the listing, every decision asked again in a dealt world, JSON, illegal
    actions refused and the two-sided views every 4 steps, the replay."""
    kingdom = _kingdoms(random.Random(seed))
    config = dr.GameConfig(players=players, seed=seed, kingdom=kingdom, preset=PRESET)
    agents = [dr.GreedyAgent() if s % 2 else dr.RandomAgent() for s in range(players)]
    failures = check_game(config, agents, every=4)
    assert failures == [], failures[0].describe()


def test_simulate_200_games_every_game_ends(tmp_path: Path) -> None:
    """``dominion simulate --preset base_harbor``: 200 games of greedy bots on a kingdom
    of 10 Harbor cards end, each with winners; then 200 more through ``simulate`` over
    kingdoms holding every Harbor card, 2 to 4 players. Fast: a few seconds each."""
    kingdom = ",".join(HARBOR[:10])
    out = tmp_path / "games.csv"
    started = time.perf_counter()
    args = ["simulate", "--preset", PRESET, "--kingdom", kingdom, "--agents", "greedy"]
    result = CliRunner().invoke(main, [*args, "--games", "200", "--games-csv", str(out)])
    took = time.perf_counter() - started
    assert result.exit_code == 0, result.output
    with out.open() as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 200 and all(row["winners"] for row in rows)
    assert took < 120, f"200 games took {took:.1f}s"

    rules = dr.ruleset_for(PRESET)
    seen: Counter[str] = Counter()
    games = 0
    for i, k in enumerate(covering_kingdoms(HARBOR, rules.kingdom, random.Random(3))):
        for players in (2, 3, 4):
            config = dr.GameConfig(players=players, seed=1000 * i, kingdom=k, preset=PRESET)
            got = simulate(config, "greedy", 34)
            assert all(row.winners for row in got)
            games += len(got)
            seen.update(k)
    assert games >= 200 and set(HARBOR) <= set(seen)


@pytest.mark.dominion_pack(PRESET, players=(2,), games=1, every=7)
def test_the_dominion_pack_marker_passes() -> None:
    """The library's pytest marker for Dominion packs (what a pack's CI needs: one line)
    runs the checks of ``dominion check`` for the preset before this body."""


def test_the_dominion_table_fixture_knows_the_preset(
    dominion_table: Callable[..., Table],
) -> None:
    """The library's ``dominion_table`` fixture makes tables of the preset: its kingdom
    completed from the pack's cards."""
    state = dominion_table(preset=PRESET).turn_of(0)
    assert set(HARBOR[:10]) == set(state.config.kingdom)
    assert state.supply["doubloon"] == 12
