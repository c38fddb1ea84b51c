"""The whole-game checks: hidden information by non-interference, and failures that name
where they happened and leave a record that replays.

Three planted leaks, each a small variant, pass the view checks (a view hides every
other hand and ``scramble_hidden`` leaves them unchanged) but break non-interference:

(a) ``leak.decision``: at the end of a turn, the next seat must choose among the cards of
    its other neighbour's hand;
(b) ``leak.ability``: the acting seat is offered one ability per card of its neighbour's
    hand;
(c) ``leak.mark``: at the end of a turn, a public mark names a card of the next seat's
    hand.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import citadels_rules as cr
from citadels_rules.cli import main
from citadels_rules.game.packs import register_pack
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.pack_api import (
    Ask,
    Decision,
    GameState,
    MarkCharacter,
    Pack,
    PackInfo,
    Use,
    VariantInfo,
    ability,
    hookimpl,
    used,
)
from citadels_rules.runner import Record, replay
from citadels_rules.testing.invariants import (
    InvariantFailure,
    check_actor_independent,
    check_conserved,
    check_deterministic,
    check_game,
    check_illegal_rejected,
    check_legal_nonempty,
    check_noninterference,
    check_round_trip,
    check_view_hides,
    check_view_independent,
    game_label,
    random_game,
    run_pack_invariants,
    scramble_secrets,
)
from citadels_rules.testing.table import Table


class LeakyDecision:
    """(a) The next seat must choose among the cards of its other neighbour's hand."""

    @hookimpl
    def citadels_turn_end(self, state: GameState, seat: int) -> list[Any] | None:
        n = len(state.players)
        chooser, shown = (seat + 1) % n, (seat + 2) % n
        hand = state.players[shown].hand
        if n < 3 or not hand:
            return None
        return [Ask(Decision(chooser, "leak.decision", tuple(dict.fromkeys(hand))))]

    @hookimpl
    def citadels_answer(self, decision: Decision) -> list[Any] | None:
        return [] if decision.kind == "leak.decision" else None


class LeakyAbility:
    """(b) One ability per card of the neighbour's hand: the offer shows the hand."""

    @hookimpl
    def citadels_turn_actions(self, state: GameState, seat: int) -> list[Any] | None:
        if used(state, "leak.ability"):
            return None
        hand = state.players[(seat + 1) % len(state.players)].hand
        return [ability(seat, "leak.ability", card=card) for card in dict.fromkeys(hand)]

    @hookimpl
    def citadels_ability(self, action: Any) -> list[Any] | None:
        return [Use("leak.ability")] if action.params["name"] == "leak.ability" else None


class LeakyMark:
    """(c) A public mark on the ending character names a card of the next seat's hand."""

    @hookimpl
    def citadels_turn_end(self, state: GameState, seat: int, character: str) -> list[Any] | None:
        hand = state.players[(seat + 1) % len(state.players)].hand
        if not hand:
            return None
        return [MarkCharacter(character, f"saw_{hand[0]}", seat)]


class Crash:
    """Not a leak: building a district crashes the hook (a pack's bug)."""

    @hookimpl
    def citadels_after_build(self, card: str) -> list[Any] | None:
        raise RuntimeError(f"boom while building {card}")


LEAKS = {"leak.decision": LeakyDecision(), "leak.ability": LeakyAbility(), "leak.mark": LeakyMark()}


@pytest.fixture(scope="module", autouse=True)
def leak_pack() -> None:
    variants = {**LEAKS, "test.crash": Crash()}
    register_pack(
        Pack(
            info=PackInfo(id="leaktest", version="0", name="planted leaks"),
            variants=tuple(VariantInfo(vid, vid, plugin) for vid, plugin in variants.items()),
        )
    )
    clear_cache()


def old_check_game(config: cr.GameConfig, seed: int) -> cr.GameState:
    """``check_game`` as it was before non-interference, every check at every step."""
    rng = random.Random(seed)
    previous = None
    actions = []
    state = None
    for state, action in random_game(config, seed):
        if previous is not None:
            check_conserved(previous, state)
        check_legal_nonempty(state)
        check_round_trip(state)
        for seat in range(len(state.players)):
            check_view_hides(state, seat)
            check_view_independent(state, seat, rng)
        check_illegal_rejected(state, rng)
        previous = state
        if action is not None:
            actions.append(action)
    assert state is not None and state.is_over
    check_deterministic(config, actions, state)
    return state


# -- the planted leaks -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("leak", "found"),
    [
        # without @card.redeal, a world resampled during it offers nothing (Milestone 12)
        ("leak.decision", "learns another seat's secret|offers no legal action"),
        ("leak.ability", "legal actions"),
        ("leak.mark", "learns another seat's secret"),
    ],
)
def test_the_old_checks_miss_a_planted_leak_the_new_one_catches(
    leak: str, found: str, tmp_path: Path
) -> None:
    """Each leak passes every view check at every step, and fails ``check_game``."""
    config = cr.GameConfig(players=4, seed=1, variants=(leak,))
    assert old_check_game(config, 1).is_over
    with pytest.raises(InvariantFailure, match=found) as caught:
        check_game(config, 1, failures=tmp_path)
    assert caught.value.record is not None and caught.value.record.exists()


def test_leak_a_decision_showing_a_neighbours_hand() -> None:
    """(a) Seat 1 is asked to choose among seat 2's cards when seat 0 ends its turn."""
    table = Table(players=4, seed=3, variants=("leak.decision",))
    table.seat(0, character="merchant")
    table.seat(2, hand=("temple", "manor"))
    state = cr.apply(table.turn_of("merchant"), cr.Action("take_gold", actor=0))
    end = cr.Action("end_turn", actor=0)
    after = cr.apply(state, end)
    assert after.pending is not None and set(after.pending.options) == {"temple", "manor"}
    check_view_independent(after, 1, random.Random(0))  # the view check cannot see it
    with pytest.raises(AssertionError, match=r"seat 1 learns .*\(pending\.options"):
        check_noninterference(state, end, 1, random.Random(0))


def test_leak_b_abilities_listing_a_neighbours_hand() -> None:
    """(b) The Merchant's offer lists seat 1's cards: its legal actions depend on them."""
    table = Table(players=4, seed=3, variants=("leak.ability",))
    table.seat(0, character="merchant")
    table.seat(1, hand=("temple", "manor"))
    state = table.turn_of("merchant")
    offered = {a.get("card") for a in cr.legal_actions(state) if a.kind == "ability"}
    assert offered == {"temple", "manor"}
    check_view_independent(state, 0, random.Random(0))
    with pytest.raises(AssertionError, match="seat 0's legal actions depend"):
        check_actor_independent(state, random.Random(0))


def test_leak_c_a_public_mark_naming_a_card() -> None:
    """(c) Everyone sees the mark naming seat 1's card once seat 0 ends its turn."""
    table = Table(players=4, seed=3, variants=("leak.mark",))
    table.seat(0, character="merchant")
    table.seat(1, hand=("temple",))
    table.seat(3, character="warlord")  # the round goes on: marks last until its end
    state = cr.apply(table.turn_of("merchant"), cr.Action("take_gold", actor=0))
    end = cr.Action("end_turn", actor=0)
    assert cr.observe(cr.apply(state, end), 2).marks[-1].kind == "saw_temple"
    with pytest.raises(AssertionError, match=r"seat 2 learns .*\(marks"):
        check_noninterference(state, end, 2, random.Random(0))


# -- what non-interference must not flag ------------------------------------------------


def test_the_actor_may_see_what_it_asked_to_see() -> None:
    """The Wizard looking at a hand, the Magician taking one: legitimate, not a leak."""
    table = Table(players=4, seed=5, preset="dark_city", characters=("wizard",))
    table.seat(0, character="wizard")
    table.seat(1, hand=("temple", "manor", "tavern"))
    state = cr.apply(table.turn_of("wizard"), cr.Action("take_gold", actor=0))
    look = ability(0, "wizard.take", target=1)
    rng = random.Random(0)
    for seat in range(4):
        check_noninterference(state, look, seat, rng)
    looking = cr.apply(state, look)
    take = cr.Action("choose", actor=0, option="manor")
    for seat in (1, 2, 3):  # the cards the Wizard sees stay put in the scrambled states
        check_noninterference(looking, take, seat, rng)
        assert "manor" in scramble_secrets(looking, seat, 0, rng).players[1].hand


def test_the_magician_swapping_hands_is_not_a_leak() -> None:
    """Seat 0 takes seat 1's hand: nobody else learns anything from it."""
    table = Table(players=4, seed=5)
    table.seat(0, character="magician", hand=("temple",))
    table.seat(1, hand=("manor", "tavern"))
    state = table.turn_of("magician")
    swap = ability(0, "magician.swap", target=1)
    rng = random.Random(0)
    for seat in range(4):
        check_noninterference(state, swap, seat, rng)


def test_scramble_secrets_keeps_what_the_actor_and_the_seat_know() -> None:
    """Only third seats' hands and the deck below its top change; sizes and cards stay."""
    table = Table(players=4, seed=7)
    table.seat(0, hand=("temple", "manor"))
    table.seat(1, hand=("castle",))
    state = table.build()
    changed = scramble_secrets(state, 1, 0, random.Random(3))
    assert changed.players[0].hand == ("temple", "manor")
    assert changed.players[1].hand == ("castle",)
    assert changed.deck[:12] == state.deck[:12]
    assert [len(p.hand) for p in changed.players] == [len(p.hand) for p in state.players]
    assert changed.players[2:] != state.players[2:]
    check_conserved(state, changed)


#: The first case runs in the default tier, the others (soak-like) in the thorough tier.
REAL_CARDS = [
    ("classic", (2, 4, 7), (), ()),
    ("dark_city", (3, 5, 8), (), ()),
    (
        "dark_city",
        (4, 6, 8),
        (
            "witch",
            "tax_collector",
            "wizard",
            "emperor",
            "abbot",
            "alchemist",
            "navigator",
            "diplomat",
        ),
        ("diplomat_any_time", "discard_pile"),
    ),
    ("dark_city", (5, 7), ("assassin", "thief", "wizard", "queen"), ()),
    ("dark_city", (6, 8), ("magician", "artist"), ("dc_district_limit_3",)),
    ("classic", (3, 5), (), ("warlord_any_time", "library_keeps_all")),
]


@pytest.mark.parametrize(
    ("preset", "players", "characters", "variants"),
    [REAL_CARDS[0], *(pytest.param(*c, marks=pytest.mark.thorough) for c in REAL_CARDS[1:])],
)
def test_real_cards_pass_every_check(
    preset: str,
    players: tuple[int, ...],
    characters: tuple[str, ...],
    variants: tuple[str, ...],
    tmp_path: Path,
) -> None:
    """Our own cards pass every check, non-interference included, every 3rd step."""
    played = run_pack_invariants(
        preset,
        players,
        games=1,
        every=3,
        failures=tmp_path,
        characters=characters,
        variants=variants,
    )
    assert played == len(players)


# -- failures: where, and a record that replays ------------------------------------------


def test_a_crash_names_the_game_step_and_action(tmp_path: Path) -> None:
    """Any exception while playing becomes one InvariantFailure with the whole story."""
    config = cr.GameConfig(players=3, seed=4, variants=("test.crash",))
    with pytest.raises(InvariantFailure) as caught:
        check_game(config, 2, failures=tmp_path)
    failure = caught.value
    text = str(failure)
    assert "preset 'classic', 3 players, seed 4 (choices seed 2), variants test.crash" in text
    assert f"at step {failure.step} " in text
    assert failure.action is not None and failure.action.kind == "build"
    assert repr(failure.action) in text
    assert "RuntimeError: boom while building" in text
    # an exception inside a hook is a PackError naming the plugin, the original its cause
    assert isinstance(failure.cause, cr.PackError)
    assert "plugin 'variant:test.crash', hook 'citadels_after_build'" in text
    assert isinstance(failure.cause.__cause__, RuntimeError)
    assert failure.record is not None and str(failure.record) in text


def test_the_failure_record_replays_up_to_the_failure(tmp_path: Path) -> None:
    """The record holds the steps before the failure; replaying them reaches its state,
    and the failing action fails again there."""
    config = cr.GameConfig(players=3, seed=4, variants=("test.crash",))
    with pytest.raises(InvariantFailure) as caught:
        check_game(config, 2, failures=tmp_path)
    failure = caught.value
    assert failure.record is not None
    record = cr.from_json(failure.record.read_text(encoding="utf-8"))
    assert isinstance(record, Record) and record.failure is not None
    assert len(record.actions) == record.failure.step == failure.step
    assert record.failure.action == failure.action
    state = replay(record)
    assert state == record.final_state
    with pytest.raises(cr.PackError, match="boom"):
        cr.apply(state, failure.action)


def test_a_failure_writes_the_same_record_twice(tmp_path: Path) -> None:
    """Deterministic: the same failure gives the same file name and the same text."""
    config = cr.GameConfig(players=3, seed=4, variants=("test.crash",))
    texts = []
    for sub in ("a", "b"):
        with pytest.raises(InvariantFailure) as caught:
            check_game(config, 2, failures=tmp_path / sub)
        assert caught.value.record is not None
        texts.append((caught.value.record.name, caught.value.record.read_text()))
    assert texts[0] == texts[1]


def test_no_directory_no_record(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Without a directory nothing is written, and the message says how to get one;
    ``CITADELS_FAILURES`` gives one."""
    config = cr.GameConfig(players=3, seed=4, variants=("test.crash",))
    monkeypatch.delenv("CITADELS_FAILURES", raising=False)
    with pytest.raises(InvariantFailure, match="set CITADELS_FAILURES") as caught:
        check_game(config, 2)
    assert caught.value.record is None
    monkeypatch.setenv("CITADELS_FAILURES", str(tmp_path))
    with pytest.raises(InvariantFailure) as caught:
        check_game(config, 2)
    assert caught.value.record is not None and caught.value.record.parent == tmp_path


def test_run_pack_invariants_reports_the_first_failure(tmp_path: Path) -> None:
    """``pack_invariants`` raises the same error, for the failing game's own seed."""
    with pytest.raises(InvariantFailure, match="preset 'classic', 4 players, seed 10") as caught:
        run_pack_invariants(
            cr.GameConfig(players=4, seed=10, variants=("leak.ability",)),
            games=2,
            failures=tmp_path,
        )
    assert caught.value.config.seed == 10
    assert list(tmp_path.iterdir()) == [caught.value.record]


def test_pack_invariants_fixture_writes_into_tmp_path(
    pack_invariants: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The pytest plugin's fixture keeps failure records in the test's ``tmp_path``."""
    with pytest.raises(InvariantFailure) as caught:
        pack_invariants("classic", players=(4,), games=1, variants=("leak.mark",))
    assert caught.value.record is not None
    assert caught.value.record.parent == tmp_path / "citadels-failures"


def test_game_label_names_what_was_given() -> None:
    """Preset, players and seed always; characters, districts and variants when given."""
    plain = cr.GameConfig(players=5, preset="dark_city", seed=3)
    assert game_label(plain) == "preset 'dark_city', 5 players, seed 3"
    full = cr.GameConfig(
        players=5, preset="dark_city", seed=3, characters=("witch", "queen"), variants=("bank_35",)
    )
    assert game_label(full, 0) == (
        "preset 'dark_city', 5 players, seed 3 (choices seed 0), characters witch,queen, "
        "variants bank_35"
    )


def test_citadels_replay_shows_the_failure(tmp_path: Path) -> None:
    """``citadels replay`` replays a failure record up to the failure and says so."""
    config = cr.GameConfig(players=3, seed=4, variants=("test.crash",))
    with pytest.raises(InvariantFailure) as caught:
        check_game(config, 2, failures=tmp_path)
    failure = caught.value
    result = CliRunner().invoke(main, ["replay", str(failure.record), "--quiet"])
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())
    assert f"Replayed {failure.step} steps up to the failure" in out
    assert repr(failure.action) in out and "boom while building" in out
    assert "applying it again raises PackError" in out
    assert "replay reaches the recorded final state" in out
