"""A corpus of planted cards for Dominion (Milestone 17), as Citadels has
(``tests/planted/test_leaks.py``, ``test_bad_values.py``): each planted card breaks one
guarantee by one route, and the standard checks -- ``check_game`` (what the property
tests run) and ``dominion check PACK`` -- catch it with a message that names the card,
its pack, the seed and the step; the record written for it replays to that step.

The classes: a hidden card in the seat's legal actions (its decision's options list the
next seat's hand), in another seat's decision options (an Attack's victims choose among
the attacker's hand), in public decision data (the actor's next deck card), in the log
(a ``Note``: ``turn.noted`` is public); a card that edits the state in place;
conservation broken (an effect of the pack's own that makes a Gold out of nothing); a
negative cost (refused when the card is made, naming pack and card); a text that returns
``42`` (a ``PackError`` naming pack, card and hook).

Each planted card is the only card of a pack of its own (``planted_<card>``), whose
preset of the same name adds it to the base game.
"""

from __future__ import annotations

import contextlib
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs
import pytest
from click.testing import CliRunner

import dominion_rules as dr
from dominion_rules import handlers
from dominion_rules.cards import CardInfo, load_cards
from dominion_rules.cli import main
from dominion_rules.pack_api import (
    Card,
    EnsureDeck,
    GameState,
    Note,
    Pack,
    PackInfo,
    Pending,
    PlusCoins,
    other_seats,
)
from dominion_rules.packs import available_packs, ruleset_for
from dominion_rules.testing.invariants import EagerAgent, check_game
from tabletop_engine.errors import PackError

# -- the planted cards ----------------------------------------------------------------------

# A hidden card in legal actions: "Name a card in your left neighbour's hand" -- the
# options, the seat's own legal actions, are that hand.
peek_hand = Card("peek_hand")


@peek_hand.text
def name_neighbours_card(state: GameState, seat: int, play: int) -> list[Any]:
    left = other_seats(state, seat)[0]
    return [peek_hand.ask("name", seat, state.players[left].hand, done=True)]


@peek_hand.redeal("name")
def name_again(state: GameState, pending: Pending) -> list[Any]:
    return name_neighbours_card(state, pending.seat, 0)


@peek_hand.answer("name")
def named(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    return [PlusCoins(1)]


# A hidden card in another seat's decision options: an Attack whose victims each name a
# card of the attacker's hand, chosen among that hand.
guess_hand = Card("guess_hand")


@guess_hand.attack()
def guess(state: GameState, seat: int, victim: int) -> list[Any]:
    return [guess_hand.ask("guess", victim, state.players[seat].hand, done=True, data={"by": seat})]


@guess_hand.redeal("guess")
def guess_again(state: GameState, pending: Pending) -> list[Any]:
    return guess(state, pending.data["by"], pending.seat)


@guess_hand.answer("guess")
def guessed(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    return []


# A hidden card in public decision data: "Look at nothing; +1 coin" -- with the actor's
# next deck card written into the decision's data, which every seat reads.
peek_deck = Card("peek_deck")


@peek_deck.text
def offer(state: GameState, seat: int, play: int) -> list[Any]:
    return [EnsureDeck(seat), peek_deck.go("offer", seat)]


@peek_deck.step("offer")
def offer_now(state: GameState, seat: int) -> list[Any]:
    deck = state.players[seat].deck
    data = {"next": deck[0]} if deck else {}
    return [peek_deck.ask("coin", seat, ("yes", "no"), data=data)]


@peek_deck.redeal("coin")
def offer_again(state: GameState, pending: Pending) -> list[Any]:
    return offer_now(state, pending.seat)


@peek_deck.answer("coin")
def coin(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    return [PlusCoins(1)] if option == "yes" else []


# A hidden card in the log: the left neighbour's first card, kept in ``turn.noted``.
log_hand = Card("log_hand")


@log_hand.text
def note_neighbour(state: GameState, seat: int, play: int) -> list[Any]:
    hand = state.players[other_seats(state, seat)[0]].hand
    return [Note(hand[0]), PlusCoins(1)] if hand else [PlusCoins(1)]


# An in-place edit: "+1 coin" -- and the player's hand reversed in the state given.
mutator = Card("mutator")


@mutator.text
def reverse_hand(state: GameState, seat: int, play: int) -> list[Any]:
    player = state.players[seat]
    object.__setattr__(player, "hand", player.hand[::-1])
    return [PlusCoins(1)]


# Conservation broken: an effect of the pack's own whose handler makes a Gold.
@attrs.frozen
class Conjure:
    seat: int


def _conjure(state: GameState, e: Conjure, rules: Any) -> tuple[GameState, None]:
    p = state.players[e.seat]
    return state.with_player(e.seat, attrs.evolve(p, hand=(*p.hand, "gold"))), None


conjure = Card("conjure")


@conjure.text
def make_gold(state: GameState, seat: int, play: int) -> list[Any]:
    return [Conjure(seat)]


# A wrong return type: a text that returns 42.
answer42 = Card("answer42")


@answer42.text
def forty_two(state: GameState, seat: int, play: int) -> Any:
    return 42


# An edit of the rules every game of the preset shares: free Provinces for everyone.
rules_edit = Card("rules_edit")


@rules_edit.text
def free_provinces(state: GameState, seat: int, play: int) -> Any:
    state.rules.cost["province"] = 0
    return []


#: card -> what the failure's reason must say (a regular expression). The seat's own
#: decision showing a hidden hand is seen as soon as it is asked (its view after the
#: play), or when asked again in a world dealt again.
PLANTED: dict[str, tuple[Card, str]] = {
    "peek_hand": (
        peek_hand,
        r"seat \d learns another seat's secret through Action\('play', actor=\d, "
        r"card='peek_hand'\)|decision 'peek_hand.name' depends on cards hidden from it",
    ),
    "guess_hand": (
        guess_hand,
        r"decision 'guess_hand.guess' depends on cards hidden from it: .* its options",
    ),
    "peek_deck": (
        peek_deck,
        r"decision 'peek_deck.coin' depends on cards hidden from it: .* its public data",
    ),
    "log_hand": (log_hand, r"learns another seat's secret through .*log_hand"),
    "mutator": (
        mutator,
        r"plugin 'planted_mutator.mutator', hook 'dominion_card_effects' changed the state "
        r"it was given \(state.players\[\d\].hand",
    ),
    "conjure": (conjure, r"cards not conserved: lost Counter\(\), gained .*'gold': 1"),
    "rules_edit": (rules_edit, r"'mappingproxy' object does not support item assignment"),
    "answer42": (
        answer42,
        r"plugin 'planted_answer42.answer42', hook 'dominion_card_effects' returned 42 "
        r"\(int\); its spec expects list or None",
    ),
}

#: The checks must catch each planted card in a game of this seed (random bots buy and
#: play it in the first dozen turns).
SEED = 1


def _one_card_pack(
    card_id: str, card: Card, cost: int = 2, types: frozenset[str] = frozenset({"action"})
) -> Pack:
    """Pack ``planted_<card_id>`` of one kingdom card, with its preset (base + it)."""
    pack_id = f"planted_{card_id}"
    info = CardInfo(
        id=card_id,
        name=card_id,
        cost=cost,
        types=types,
        kingdom=True,
        text="planted",
        pack=pack_id,
    )
    return Pack(
        info=PackInfo(pack_id, "0", f"planted {card_id}"),
        cards=(info,),
        plugins=((card_id, card.plugin()),),
        presets={pack_id: ("base", pack_id)},
    )


def _pack(card_id: str) -> Pack:
    card, _ = PLANTED[card_id]
    attack = card_id == "guess_hand"
    return _one_card_pack(
        card_id, card, types=frozenset({"action", "attack"} if attack else {"action"})
    )


@contextlib.contextmanager
def _installed(pack: Pack) -> Iterator[None]:
    """``pack`` among the available packs for the block (its rules compiled afresh)."""
    packs = available_packs()
    packs[pack.info.id] = pack
    ruleset_for.cache_clear()
    try:
        yield
    finally:
        packs.pop(pack.info.id, None)
        ruleset_for.cache_clear()


@pytest.fixture(autouse=True, scope="module")
def planted_packs() -> Iterator[None]:
    """Install the planted packs (and the pack's own effect) for this module only."""
    packs = available_packs()
    added = {f"planted_{c}": _pack(c) for c in PLANTED}
    packs.update(added)
    handlers.INTERPRETER.handlers[Conjure] = _conjure
    ruleset_for.cache_clear()
    try:
        yield
    finally:
        for pack_id in added:
            packs.pop(pack_id, None)
        handlers.INTERPRETER.handlers.pop(Conjure, None)
        ruleset_for.cache_clear()


def _config(card_id: str, players: int = 2, seed: int = SEED) -> dr.GameConfig:
    rules = ruleset_for(f"planted_{card_id}")
    others = sorted(set(rules.kingdom) - {card_id})
    kingdom = (card_id, *random.Random(seed).sample(others, 9))
    return dr.GameConfig(players=players, seed=seed, kingdom=kingdom, preset=f"planted_{card_id}")


def _names(text: str, card_id: str, seed: int, step: int) -> None:
    """``text`` names the card, its pack, the seed and the step."""
    assert f"card {card_id!r} of pack 'planted_{card_id}'" in text, text
    assert f"seed {seed}" in text and f"step {step}" in text, text


@pytest.mark.parametrize("card_id", sorted(PLANTED))
def test_check_game_catches_the_planted_card_naming_card_seed_and_step(
    card_id: str, tmp_path: Path
) -> None:
    config = _config(card_id)
    failures = check_game(config, [dr.RandomAgent(), dr.RandomAgent()], failures=tmp_path)
    assert len(failures) == 1, f"{card_id} was not caught"
    failure = failures[0]
    _, words = PLANTED[card_id]
    assert re.search(words, failure.reason), failure.reason
    assert (failure.pack, failure.card, failure.seed) == (f"planted_{card_id}", card_id, SEED)
    _names(str(failure), card_id, SEED, failure.step)
    # the record replays to the failing step: the state the failing action was taken in
    assert failure.record is not None and failure.record.exists()
    record = dr.from_json(failure.record.read_text(encoding="utf-8"))
    assert len(record.actions) == failure.step
    assert failure.replay == f"dominion replay {failure.record} --step {failure.step}"
    state = dr.new_game(config)
    for action in record.actions:
        state = dr.apply(state, action)
    assert state == record.final_state
    assert failure.action in dr.legal_actions(state)


@pytest.mark.parametrize("card_id", sorted(PLANTED))
def test_dominion_check_catches_the_planted_card(card_id: str, tmp_path: Path) -> None:
    """``dominion check planted_<card>``: exit code 1, the failure names the card, its
    pack, the seed and the step, and ``dominion replay RECORD --step N`` goes there."""
    runner = CliRunner()
    args = ["check", f"planted_{card_id}", "-n", "2", "--save-failures", str(tmp_path)]
    result = runner.invoke(main, args)
    assert result.exit_code == 1, result.output
    text = " ".join(result.output.split())
    found = re.search(r"card '(\w+)' of pack '(\w+)', seed (\d+), step (\d+)", text)
    assert found is not None, text
    assert found.group(1, 2) == (card_id, f"planted_{card_id}"), text
    assert f"cards blamed: {card_id}" in text
    _, words = PLANTED[card_id]
    assert re.search(words, text), text
    replay = re.search(r"replay it: dominion replay (\S+) --step (\d+)", text)
    assert replay is not None and replay.group(2) == found.group(4), text
    again = runner.invoke(main, ["replay", replay.group(1), "--step", replay.group(2), "-q"])
    assert again.exit_code == 0, again.output
    assert f"Step {replay.group(2)} of {replay.group(2)}" in again.output


def test_a_negative_cost_is_refused_where_the_card_is_made(tmp_path: Path) -> None:
    """A cost of -2 (buying the card would add 2 coins) never reaches a game: the card's
    data is refused when made, naming the pack and the card -- from a ``cards.toml``
    (``load_cards``) and from Python alike; so is an unknown type."""
    toml = tmp_path / "cards.toml"
    toml.write_text('[[card]]\nid = "bargain"\ncost = -2\ntypes = ["action"]\n', encoding="utf-8")
    with pytest.raises(PackError, match=r"pack 'planted_cost': card 'bargain': cost must be >= 0"):
        load_cards(toml, "planted_cost")
    with pytest.raises(PackError, match=r"pack 'planted_cost': card 'bargain': cost must be >= 0"):
        CardInfo("bargain", "Bargain", -2, frozenset({"action"}), pack="planted_cost")
    with pytest.raises(PackError, match=r"card 'bargain': unknown types \['spell'\]"):
        CardInfo("bargain", "Bargain", 2, frozenset({"spell"}), pack="planted_cost")


def test_check_game_refuses_a_card_whose_cost_went_negative() -> None:
    """A cost changed to -2 after the card was made: check_game fails before the first
    step, naming the card and its pack (buying it would have added 2 coins)."""
    rules = ruleset_for("planted_peek_hand")
    info = rules.cards["peek_hand"]
    object.__setattr__(info, "cost", -2)
    try:
        (failure,) = check_game(_config("peek_hand"), [dr.RandomAgent(), dr.RandomAgent()])
    finally:
        object.__setattr__(info, "cost", 2)
    assert (failure.pack, failure.card, failure.step) == ("planted_peek_hand", "peek_hand", 0)
    assert "cost must be >= 0, not -2" in failure.reason
    _names(str(failure), "peek_hand", SEED, 0)


def test_dominion_check_refuses_a_card_whose_cost_went_negative() -> None:
    """A card whose data was changed after it was made (``object.__setattr__``) is found
    by ``dominion check`` before any game, naming the pack and the card."""
    pack = _pack("peek_hand")
    bad = attrs.evolve(pack.cards[0], id="bargain")
    object.__setattr__(bad, "cost", -2)
    broken = attrs.evolve(
        pack,
        info=PackInfo("planted_cost", "0", "x"),
        cards=(bad,),
        presets={"planted_cost": ("base", "planted_cost")},
    )
    packs = available_packs()
    packs["planted_cost"] = broken
    try:
        result = CliRunner().invoke(main, ["check", "planted_cost"])
    finally:
        packs.pop("planted_cost")
        ruleset_for.cache_clear()
    assert result.exit_code == 1, result.output
    assert "pack 'planted_cost'" in result.output and "card 'bargain'" in result.output
    assert "cost must be >= 0, not -2" in result.output


def test_a_card_cannot_edit_the_rules_every_game_shares() -> None:
    """The compiled ruleset is shared by every game of its preset in the process: its
    tables are read-only, so ``rules_edit`` fails where it writes (blamed, named) and
    the next game's Province still costs 8 (review of Milestone 17: the check passed
    it, and every later game had free Provinces)."""
    (failure,) = check_game(_config("rules_edit"), [dr.RandomAgent(), dr.RandomAgent()])
    assert (failure.card, failure.pack) == ("rules_edit", "planted_rules_edit")
    assert ruleset_for("planted_rules_edit").cost["province"] == 8
    assert ruleset_for("base").cost["province"] == 8


# Wrong only in 4-player games, where Big Money and uniform bots rarely play it.
late42 = Card("late42")


@late42.text
def forty_two_with_four(state: GameState, seat: int, play: int) -> Any:
    return 42 if len(state.players) == 4 else []


def test_dominion_check_plays_the_pack_cards_it_deals(tmp_path: Path) -> None:
    """With its defaults, ``dominion check`` buys and plays the pack's cards (one seat of
    each game reaches for them), so a card wrong only in 4-player games is caught
    (review of Milestone 17: 12/12 games passed, the card dealt but never played)."""
    with _installed(_one_card_pack("late42", late42, cost=3)):
        args = ["check", "planted_late42", "--save-failures", str(tmp_path)]
        result = CliRunner().invoke(main, args)
    text = " ".join(result.output.split())
    assert result.exit_code == 1, text
    assert "card 'late42' of pack 'planted_late42'" in text
    assert "returned 42" in text


# A text with a bug of its own: it raises a TypeError.
raiser = Card("raiser")


@raiser.text
def broken_text(state: GameState, seat: int, play: int) -> Any:
    return [len(play)]  # an int has no len()


def test_a_card_that_raises_is_named_by_apply_and_play() -> None:
    """Outside check mode too, a card whose code raises is a PackError naming the card,
    its pack and the seed (review of Milestone 17: ``play`` raised a bare TypeError and
    ``dominion simulate`` printed "unexpected TypeError" naming nobody)."""
    with _installed(_one_card_pack("raiser", raiser)):
        rules = ruleset_for("planted_raiser")
        others = sorted(set(rules.kingdom) - {"raiser"})[:9]
        config = dr.GameConfig(
            players=2, seed=4, kingdom=("raiser", *others), preset="planted_raiser"
        )
        with pytest.raises(PackError) as info_:
            dr.play(config, [EagerAgent(["raiser"]), EagerAgent(["raiser"])])
    message = str(info_.value)
    assert "pack 'planted_raiser'" in message and "card 'raiser'" in message, message
    assert "raised TypeError" in message and "seed 4" in message, message
    assert isinstance(info_.value.__cause__, TypeError)
