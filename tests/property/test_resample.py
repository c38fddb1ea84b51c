"""``resample(view, rng)``: worlds dealt again from one seat's view.

Seeded loops over random games (classic 2-7 players, Dark City 2-8, a few variants): at
random steps and for random seats, the world shows the seat the same view, conserves
the game's gold and cards, offers the same legal actions to the seat to act and plays
on to the end. Then the distributions: a neighbour's hand and the draft's characters
against brute-force enumerations of every deal consistent with the view.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter

import attrs
import pytest

import citadels_rules as cr
from citadels_rules.testing import Table
from citadels_rules.testing.invariants import all_cards, check_resample, total_gold

from .strategies import tiered

CONFIGS = [
    *(cr.GameConfig(players=n, preset="classic", seed=0) for n in range(2, 8)),
    *(cr.GameConfig(players=n, preset="dark_city", seed=0) for n in range(2, 9)),
    cr.GameConfig(players=3, preset="classic", seed=0, variants=("three_player_method_2",)),
    cr.GameConfig(players=4, preset="classic", seed=0, variants=("bank_unlimited", "discard_pile")),
    cr.GameConfig(
        players=5,
        preset="dark_city",
        seed=0,
        characters=("witch", "wizard", "emperor", "abbot", "navigator", "diplomat"),
    ),
]


def _label(config: cr.GameConfig) -> str:
    extra = "-".join(config.variants + config.characters[:1])
    return f"{config.preset}-{config.players}p" + (f"-{extra}" if extra else "")


@pytest.mark.parametrize("config", CONFIGS, ids=_label)
@pytest.mark.parametrize("seed", tiered([1, 2], quick=[1]))
def test_resampled_worlds_agree_with_the_view_and_play_on(config: cr.GameConfig, seed: int) -> None:
    """observe(resample(view), seat) == view; gold and cards conserved; same legal
    actions for the seat to act; the world plays on to its end."""
    config = attrs.evolve(config, seed=seed)
    rng = random.Random(seed)
    state = cr.new_game(config)
    checked = 0
    gap = rng.randint(3, 9)
    while not state.is_over:
        gap -= 1
        if gap == 0:
            gap = rng.randint(5, 15)
            seat = rng.choice([state.current_player, rng.randrange(config.players)])
            world = check_resample(state, seat, random.Random(rng.getrandbits(32)))
            checked += 1
            moves = None if checked % 4 == 0 else 25  # every 4th: to the very end
            _play_on(world, random.Random(checked), moves)
        state = cr.apply(state, rng.choice(cr.legal_actions(state)))
    check_resample(state, rng.randrange(config.players), rng)
    assert checked >= 3


def _play_on(world: cr.GameState, rng: random.Random, moves: int | None) -> None:
    """Random play from ``world`` (to the end when ``moves`` is None)."""
    gold, cards = total_gold(world), all_cards(world)
    for _ in range(moves or 10_000):
        if world.is_over:
            break
        world = cr.apply(world, rng.choice(cr.legal_actions(world)))
    assert moves is not None or world.is_over
    assert total_gold(world) == gold and all_cards(world) == cards


def test_the_future_is_sampled_too() -> None:
    """Two worlds of one view have different random generators: their next rounds differ."""
    state = cr.new_game(cr.GameConfig(players=4, seed=3))
    view = cr.observe(state, 0)
    a, b = (cr.resample(view, random.Random(s)) for s in (1, 2))
    assert a.rng != b.rng
    assert cr.resample(view, random.Random(1)) == a  # a function of the rng


def test_a_view_from_elsewhere_is_refused() -> None:
    """A view showing more copies of a card than the game has cannot be dealt again."""
    state = cr.new_game(cr.GameConfig(players=4, seed=3))
    view = cr.observe(state, 0)
    hand = ("palace",) * 10
    me = attrs.evolve(view.me, hand=hand, hand_size=len(hand))
    bad = attrs.evolve(view, players=(me, *view.players[1:]))
    with pytest.raises(ValueError, match="does not have"):
        cr.resample(bad, random.Random(0))


# -- pending decisions of the packs (own and other seats') ------------------------------


def _decisions(state: cr.GameState, kinds: list[str]) -> cr.GameState:
    """Answer the pending decisions with the first option until one of ``kinds``."""
    while state.pending is None or state.pending.kind not in kinds:
        state = cr.apply(state, cr.legal_actions(state)[0])
    return state


def _check_every_seat(state: cr.GameState) -> None:
    for seat in range(len(state.players)):
        world = check_resample(state, seat, random.Random(seat))
        _play_on(world, random.Random(seat), 30)


def test_wizard_decisions_are_dealt_again() -> None:
    table = Table(players=4, preset="dark_city", seed=2, characters=("wizard",))
    table.seat(0, gold=9, character="wizard")
    table.seat(1, hand=("temple", "castle", "palace"))
    state = table.turn_of("wizard")
    state = cr.apply(state, cr.Action("take_gold", actor=0))
    state = cr.apply(state, cr.Action("ability", actor=0, name="wizard.take", target=1))
    assert state.pending.kind == "wizard.take"
    _check_every_seat(state)
    world = cr.resample(cr.observe(state, 0), random.Random(0))
    assert sorted(set(world.players[1].hand)) == ["castle", "palace", "temple"]
    state = cr.apply(state, cr.Action("choose", actor=0, option="palace"))
    assert state.pending.kind == "wizard.use"
    _check_every_seat(state)


def test_emperor_payments_are_dealt_again() -> None:
    table = Table(players=4, preset="dark_city", seed=2, characters=("emperor",))
    table.seat(0, character="emperor")
    table.seat(2, gold=3, hand=("temple", "market"))
    table.crown(1)
    state = table.turn_of("emperor")
    state = cr.apply(state, cr.Action("ability", actor=0, name="emperor.crown", target=2))
    assert state.pending.kind == "emperor.payment"
    _check_every_seat(state)
    state = cr.apply(state, cr.Action("choose", actor=2, option="card"))
    assert state.pending.kind == "emperor.card"
    _check_every_seat(state)


def test_lighthouse_and_graveyard_decisions_are_dealt_again() -> None:
    table = Table(players=3, preset="dark_city", seed=4)
    table.seat(0, gold=9, hand=("lighthouse",), character="merchant")
    state = table.turn_of("merchant")
    state = cr.apply(state, cr.Action("take_gold", actor=0))
    state = cr.apply(state, cr.Action("build", actor=0, card="lighthouse"))
    assert state.pending.kind == "lighthouse.take"
    _check_every_seat(state)
    world = cr.resample(cr.observe(state, 0), random.Random(0))
    assert set(world.deck) >= set(state.pending.options)

    table = Table(players=3, preset="classic", seed=4)
    table.seat(0, gold=9, character="warlord")
    table.seat(1, gold=3, city=("graveyard",))
    table.seat(2, city=("manor", "temple"))
    state = table.turn_of("warlord")
    state = cr.apply(state, cr.Action("take_gold", actor=0))
    destroy = cr.Action("ability", actor=0, name="warlord.destroy", target=2, district="temple")
    state = cr.apply(state, destroy)
    assert state.pending.kind == "graveyard.take"
    _check_every_seat(state)


def test_a_magician_redraw_in_progress_is_dealt_again() -> None:
    table = Table(players=4, preset="classic", seed=5)
    table.seat(0, hand=("temple", "castle", "manor"), character="magician")
    state = table.turn_of("magician")
    state = cr.apply(state, cr.Action("ability", actor=0, name="magician.redraw"))
    state = cr.apply(state, cr.Action("choose", actor=0, option="castle"))
    assert state.pending.kind == "magician.redraw" and state.aside == ("castle",)
    _check_every_seat(state)
    assert cr.resample(cr.observe(state, 0), random.Random(1)).aside == ("castle",)


# -- distributions ----------------------------------------------------------------------


def _chi_square_bound(df: int) -> float:
    """A chi-square value exceeded with probability about 1e-4 (Wilson-Hilferty)."""
    z = 3.72
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


def _chi_square(observed: Counter, expected: dict, n: int) -> float:
    assert set(observed) <= set(expected), f"impossible outcomes {set(observed) - set(expected)}"
    return sum((observed[k] - n * p) ** 2 / (n * p) for k, p in expected.items())


def test_a_neighbours_hand_follows_the_enumeration() -> None:
    """With 8 unseen cards (4 in the neighbour's hand, 4 in the deck), the sampled hands
    follow the distribution of every arrangement of the unseen cards."""
    state = cr.new_game(cr.GameConfig(players=2, seed=11))
    # Lay most of the deck face up on the discard pile: few unseen cards remain.
    state = state.but(deck=state.deck[:4], discard=state.deck[4:])
    view = cr.observe(state, 0)
    unseen = list(state.players[1].hand + state.deck)
    expected: Counter = Counter()
    for order in itertools.permutations(range(len(unseen))):
        expected[tuple(sorted(unseen[i] for i in order[:4]))] += 1
    total = sum(expected.values())
    probability = {hand: k / total for hand, k in expected.items()}
    rng, n = random.Random(1), 3000
    observed = Counter(tuple(sorted(cr.resample(view, rng).players[1].hand)) for _ in range(n))
    assert _chi_square(observed, probability, n) < _chi_square_bound(len(probability) - 1)


def test_draft_characters_follow_the_enumeration() -> None:
    """In a 5-player draft seen by the third drafter, after the picks: each deal of the
    hidden characters that agrees with the options it was offered is equally likely."""
    config = cr.GameConfig(players=5, seed=21)
    state = cr.new_game(config)
    me = state.draft.steps[2][0]
    seen = []
    while state.phase == "draft":
        action = cr.legal_actions(state)[0]
        if state.current_player == me:
            view = cr.observe(state, me)
            seen.append((view, action))
            offered = set(view.pending.options)
        state = cr.apply(state, action)
    # Right after the draft: the first rank held is revealed already.
    view = cr.observe(state, me)
    drafters = [seat for seat, _ in cr.new_game(config).draft.steps]
    before, after = drafters[:2], drafters[3:]
    mine = state.players[me].characters[0]
    unknown = [c for c in state.lineup if c not in state.draft.face_up and c != mine]
    # Brute force: every way to give the unknown characters to the two drafters before,
    # the two after and the face-down pile (the initial face-down one and the leftover).
    expected: Counter = Counter()
    for order in itertools.permutations(unknown):
        got = dict(zip(before + after, order[:4], strict=True))
        initial, leftover = order[4], order[5]
        ok = all(got[s] not in offered for s in before) and initial not in offered
        ok = ok and all(got[s] in offered for s in after) and leftover in offered
        ok = ok and all(got.get(state.holder(c)) == c for c in view.revealed if c != mine)
        if ok:
            expected[tuple(got[s] for s in before + after)] += 1
    total = sum(expected.values())
    probability = {deal: k / total for deal, k in expected.items()}
    rng, n = random.Random(2), 3000
    observed: Counter = Counter()
    for _ in range(n):
        world = cr.resample(view, rng, seen)
        observed[tuple(world.players[s].characters[0] for s in before + after)] += 1
    assert _chi_square(observed, probability, n) < _chi_square_bound(len(probability) - 1)
    # Without the memory of the options, the constraint is not known.
    loose = Counter(
        tuple(cr.resample(view, rng).players[s].characters[0] for s in before + after)
        for _ in range(200)
    )
    assert set(loose) - set(probability)
