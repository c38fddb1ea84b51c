"""The later sets' mechanics in the engine (Milestone 18), each through a small card of
a pack made here (``mech``, preset ``base_mech``): the cost window, Durations (under a
Throne Room; against Thief, Library and Adventurer), mats and tokens, piles of a pack's
own, Treasures with text, coin tokens, triggers and reactions, extra turns, set-up.

The example pack (``examples/harbor_pack``) shows the same mechanisms as a fan designer
writes them; these tests pin the engine's side of each.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import dominion_rules as dr
from dominion_rules.cards import CardInfo
from dominion_rules.costs import cost_of
from dominion_rules.pack_api import (
    EXTRA_TURN,
    AddTokens,
    Card,
    Draw,
    ExtraTurn,
    FromMat,
    Gain,
    GameState,
    Mark,
    Pack,
    PackInfo,
    Pending,
    ToMat,
    gainable,
    in_play,
    marks,
)
from dominion_rules.packs import available_packs, ruleset_for
from dominion_rules.testing import Table
from dominion_rules.testing.invariants import every_card
from dominion_rules.validate import check_state
from dominion_rules.worlds import game_cards
from tabletop_engine.errors import PackError

PRESET = "base_mech"

# -- the cards ---------------------------------------------------------------------------

# "+1 Buy. This turn, cards cost 1 less (not below 0)."
cheapen = Card("cheapen")


@cheapen.text
def cheapen_text(state: GameState, seat: int, play: int) -> list[Any]:
    return [Mark("cheapen")]


@cheapen.cost_modifier
def cheaper(state: GameState, card: str, cost: int) -> int:
    return cost - marks(state, "cheapen")


# "While this is in play, Action cards cost 2 less."
wharf = Card("wharf")


@wharf.cost_modifier
def wharf_discount(state: GameState, card: str, cost: int) -> int:
    if state.rules.cards[card].is_action:
        return cost - 2 * in_play(state, "wharf")
    return cost


# Duration: "+2 Cards now; at the start of your next turn +1 Action, +1 Card."
tide = Card("tide")


@tide.next_turn
def tide_next(state: GameState, seat: int) -> list[Any]:
    return [dr.effects.PlusActions(1), Draw(seat, 1)]


# Duration with a private mat: "Set a card from your hand aside on your hold; at the
# start of your next turn, put it into your hand."
hold = Card("hold")


@hold.text
def hold_text(state: GameState, seat: int, play: int) -> list[Any]:
    return [hold.ask("keep", seat, sorted(set(state.players[seat].hand)))]


@hold.answer("keep")
def hold_keep(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    assert option is not None
    return [ToMat(pending.seat, option, "hold")]


@hold.redeal("keep")
def hold_again(state: GameState, pending: Pending) -> list[Any]:
    return hold_text(state, pending.seat, 0)


@hold.next_turn
def hold_back(state: GameState, seat: int) -> list[Any]:
    return [FromMat(seat, "hold")]


# "+2 coins, +1 VP token; when you gain this, +1 coin token."
toll = Card("toll")


@toll.text
def toll_text(state: GameState, seat: int, play: int) -> list[Any]:
    return [AddTokens(seat, "vp", 1)]


@toll.on_gain
def toll_gained(state: GameState, seat: int, to: str) -> list[Any]:
    return [AddTokens(seat, "coin", 1)]


# "Take an extra turn after this one, unless this is an extra turn. When you trash this,
# gain a Pearl (from its pile outside the supply)."
voyage = Card("voyage")


@voyage.text
def voyage_text(state: GameState, seat: int, play: int) -> list[Any]:
    return [] if marks(state, EXTRA_TURN) else [ExtraTurn(seat)]


@voyage.on_trash
def voyage_trashed(state: GameState, seat: int) -> list[Any]:
    return [Gain(seat, "pearl", source="nonsupply")]


# A Treasure with text on an extra supply pile: "$1. When you play this, +1 Buy."
ballast = Card("ballast")


@ballast.text
def ballast_text(state: GameState, seat: int, play: int) -> list[Any]:
    return [dr.effects.PlusBuys(1)]


# A reaction to another player's gain: "When another player gains a Victory card, you may
# reveal this from your hand to gain a Silver."
lookout = Card("lookout")


@lookout.reaction(when="gain")
def lookout_sees(state: GameState, holder: int, seat: int, card: str) -> list[Any]:
    if holder == seat or not state.rules.cards[card].is_victory:
        return []
    return [lookout.ask("reveal", holder, ("reveal", "decline"), data={"card": card})]


@lookout.answer("reveal")
def lookout_reveals(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    return [Gain(pending.seat, "silver")] if option == "reveal" else []


@lookout.redeal("reveal")
def lookout_again(state: GameState, pending: Pending) -> list[Any]:
    if "lookout" not in state.players[pending.seat].hand:
        return []
    return [lookout.ask("reveal", pending.seat, ("reveal", "decline"), data=dict(pending.data))]


# Set-up: every player starts with 1 VP token when this card is in the game.
charter = Card("charter")


@charter.setup
def charter_setup(state: GameState) -> list[Any]:
    return [AddTokens(seat, "vp", 1) for seat in range(len(state.players))]


def _info(cid: str, cost: int, types: set[str], **kw: Any) -> CardInfo:
    return CardInfo(
        id=cid,
        name=cid,
        cost=cost,
        types=frozenset(types),
        pack="mech",
        declared=frozenset({"duration"}),
        **kw,
    )


CARDS = (
    _info("cheapen", 4, {"action"}, kingdom=True, buys=1),
    _info("wharf", 5, {"action"}, kingdom=True, cards=1, actions=1),
    _info("tide", 5, {"action", "duration"}, kingdom=True, cards=2),
    _info("hold", 2, {"action", "duration"}, kingdom=True, cards=1, actions=1),
    _info("toll", 4, {"action"}, kingdom=True, coins=2),
    _info("voyage", 6, {"action"}, kingdom=True),
    _info("lookout", 3, {"action", "reaction"}, kingdom=True, cards=1, actions=1),
    _info("charter", 3, {"action", "victory"}, kingdom=True, cards=1, actions=1, vp=1),
    _info("ballast", 0, {"treasure"}, coins=1, pile="supply", count=12, needed_by=("voyage",)),
    _info("pearl", 6, {"treasure", "victory"}, coins=2, vp=2, pile="nonsupply", count=(4, 6, 8)),
)
MECH = Pack(
    info=PackInfo("mech", "0", "the later sets' mechanics"),
    cards=CARDS,
    plugins=tuple(
        (c.id, c.plugin())
        for c in (cheapen, wharf, tide, hold, toll, voyage, ballast, lookout, charter)
    ),
    presets={PRESET: ("base", "mech")},
    mats={"hold": "private"},
    coin_tokens=True,
)
KINGDOM = (
    "cheapen",
    "wharf",
    "tide",
    "hold",
    "toll",
    "voyage",
    "lookout",
    "charter",
    "throne_room",
    "remodel",
)


@pytest.fixture(autouse=True, scope="module")
def mech_pack() -> Iterator[None]:
    packs = available_packs()
    packs["mech"] = MECH
    ruleset_for.cache_clear()
    try:
        yield
    finally:
        packs.pop("mech", None)
        ruleset_for.cache_clear()


def _table(**kw: Any) -> Table:
    return Table(players=2, seed=1, kingdom=KINGDOM, preset=PRESET, **kw)


def _act(state: GameState, kind: str, **params: Any) -> GameState:
    return dr.apply(state, dr.Action(kind, actor=state.current_player, **params))


def _choose(state: GameState, option: str) -> GameState:
    return _act(state, "choose", option=option)


def _to_next_turn(state: GameState) -> GameState:
    """End seat 0's turn and seat 1's (nothing played), back to seat 0."""
    state = (
        _act(state, "end_turn")
        if state.turn.phase == "buy"
        else _act(_act(state, "end_actions"), "end_turn")
    )
    while state.current_player != 0 or state.turn.seat != 0:
        state = (
            _act(state, "end_actions") if state.turn.phase == "action" else _act(state, "end_turn")
        )
    return state


# -- costs -------------------------------------------------------------------------------


def test_a_cost_reducer_lowers_every_price_this_turn_never_below_zero() -> None:
    t = _table()
    t.seat(0, hand=("cheapen", "copper", "copper", "copper", "copper"))
    state = _act(t.turn_of(0), "play", card="cheapen")
    assert cost_of(state, "province") == 7 and cost_of(state, "copper") == 0
    assert "duchy" in gainable(state, 4)  # Workshop's "up to 4" reads the window
    state = _act(_act(state, "end_actions"), "treasures")
    buys = {a.params["card"] for a in dr.legal_actions(state) if a.kind == "buy"}
    assert "wharf" in buys and "gold" not in buys  # a 5 buyable with 4 coins
    state = _act(state, "buy", card="wharf")
    assert state.turn.coins == 0 and state.turn.buys == 1
    assert dr.observe(state, 1).costs["province"] == 7  # the costs of now, in views
    nxt = _to_next_turn(state)
    assert cost_of(nxt, "province") == 8  # "this turn" ended with the turn


def test_a_reducer_reaches_remodel_and_a_while_in_play_reducer_only_actions() -> None:
    t = _table()
    t.seat(0, hand=("wharf", "remodel", "estate", "copper", "copper"), deck=("silver",) * 3)
    state = _act(t.turn_of(0), "play", card="wharf")
    assert cost_of(state, "tide") == 3 and cost_of(state, "gold") == 6
    state = _choose(_act(state, "play", card="remodel"), "estate")
    options = state.pending.options
    assert "tide" in options  # costs 3 now: the Estate's 2 + 2
    assert "silver" in options and "gold" not in options


def test_a_cost_modifier_answering_a_non_int_is_a_pack_error() -> None:
    bad = Card("bad_cost")

    @bad.cost_modifier
    def broken(state: GameState, card: str, cost: int) -> Any:
        return "cheap"

    pack = Pack(
        PackInfo("badcost", "0", "bad"),
        (
            CardInfo(
                id="bad_cost",
                name="b",
                cost=2,
                types=frozenset({"action"}),
                kingdom=True,
                pack="badcost",
            ),
        ),
        (("bad_cost", bad.plugin()),),
        presets={"base_badcost": ("base", "badcost")},
    )
    available_packs()["badcost"] = pack
    ruleset_for.cache_clear()
    try:
        with pytest.raises(PackError, match=r"badcost.*dominion_cost.*expects int"):
            cost_of(Table(preset="base_badcost").state(), "gold")
    finally:
        available_packs().pop("badcost")
        ruleset_for.cache_clear()


# -- durations --------------------------------------------------------------------------


def test_a_duration_stays_in_play_and_acts_at_the_start_of_the_next_turn() -> None:
    t = _table()
    t.seat(0, hand=("tide", "copper", "copper", "copper", "copper"), deck=("silver",) * 12)
    state = _act(t.turn_of(0), "play", card="tide")
    assert len(state.players[0].hand) == 6
    state = _act(_act(state, "end_actions"), "end_turn")
    me = state.players[0]
    assert me.in_play == ("tide",) and me.staying == ("tide",)  # public in views:
    assert dr.observe(state, 1).players[0].staying == ("tide",)
    state = _to_next_turn(state)
    assert state.turn.actions == 2 and len(state.players[0].hand) == 6
    state = _act(_act(state, "end_actions"), "end_turn")
    assert "tide" not in state.players[0].in_play  # it leaves at that turn's clean-up


def test_a_duration_under_throne_room_acts_twice_and_keeps_the_throne_room() -> None:
    t = _table()
    t.seat(0, hand=("throne_room", "tide", "copper", "copper", "copper"), deck=("silver",) * 14)
    state = _act(t.turn_of(0), "play", card="throne_room")  # one Action: chosen at once
    assert state.players[0].in_play == ("throne_room", "tide")
    state = _act(_act(state, "end_actions"), "end_turn")
    assert sorted(state.players[0].in_play) == ["throne_room", "tide"]
    assert len(state.players[0].later) == 2
    state = _to_next_turn(state)
    assert state.turn.actions == 3 and len(state.players[0].hand) == 7
    state = _act(_act(state, "end_actions"), "end_turn")
    assert state.players[0].in_play == ()


@pytest.mark.parametrize("sweeper", ["library", "adventurer"])
def test_library_and_adventurer_move_only_what_they_set_aside(sweeper: str) -> None:
    t = Table(players=2, seed=1, kingdom=(*KINGDOM[:8], "library", "adventurer"), preset=PRESET)
    t.seat(
        0,
        hand=(sweeper, "copper"),
        deck=("tide", "silver", "silver", "estate", "gold"),
        set_aside=("tide",),
    )
    state = t.turn_of(0)
    state = _act(state, "play", card=sweeper)
    while state.pending is not None:
        state = _choose(state, "yes")
    assert state.players[0].set_aside == ("tide",)


def test_thief_moves_only_what_it_revealed() -> None:
    t = Table(players=2, seed=1, kingdom=(*KINGDOM[:9], "thief"), preset=PRESET)
    t.seat(0, hand=("thief", "copper"))
    t.seat(1, deck=("silver", "estate", "copper"), set_aside=("hold",))
    state = _act(t.turn_of(0), "play", card="thief")
    while state.pending is not None:
        state = (
            _act(state, "done") if state.pending.done else _choose(state, state.pending.options[0])
        )
    assert state.players[1].set_aside == ("hold",)
    assert "silver" in state.trash or "silver" in state.players[0].discard


# -- mats and tokens ------------------------------------------------------------------------


def test_a_private_mat_is_hidden_from_others_and_comes_back_next_turn() -> None:
    t = _table()
    t.seat(0, hand=("hold", "gold", "copper", "copper", "copper"))  # deck: the rest
    state = _choose(_act(t.turn_of(0), "play", card="hold"), "gold")
    assert state.players[0].mat("hold") == ("gold",)
    mine, theirs = dr.observe(state, 0).players[0], dr.observe(state, 1).players[0]
    assert mine.mats["hold"] == ("gold",)
    assert theirs.mats["hold"] is None and theirs.mat_sizes["hold"] == 1
    assert '"mats": {"hold": null}' in dr.to_json(dr.observe(state, 1))
    world = dr.resample(dr.observe(state, 1), random.Random(2))
    assert len(world.players[0].mat("hold")) == 1
    assert dr.observe(world, 1) == dr.observe(state, 1)
    state = _to_next_turn(state)
    assert "gold" in state.players[0].hand and state.players[0].mat("hold") == ()


def test_vp_tokens_score_and_coin_tokens_are_spent_in_the_buy_phase() -> None:
    t = _table()
    t.seat(0, hand=("toll", "copper", "copper", "copper", "copper"), tokens={"coin": 2})
    state = _act(t.turn_of(0), "play", card="toll")
    assert state.players[0].token("vp") == 1
    assert dr.scores(state)[0].lines[-1] == dr.ScoreLine("vp_tokens", 1)
    state = _act(state, "end_actions")
    assert dr.Action("coin", actor=0) in dr.legal_actions(state)
    state = _act(state, "coin")
    assert state.turn.coins == 3 and state.players[0].token("coin") == 1
    state = _act(_act(state, "coin"), "treasures")
    assert dr.Action("coin", actor=0) not in dr.legal_actions(state)
    state = _act(state, "buy", card="toll")  # on gain: +1 coin token
    assert state.players[0].token("coin") == 1


def test_a_state_with_mats_tokens_and_durations_round_trips_and_validates() -> None:
    t = _table()
    t.seat(0, hand=("hold", "tide", "gold", "copper", "copper"), tokens={"vp": 3})
    state = _choose(_act(t.turn_of(0), "play", card="hold"), "gold")
    state = _act(state, "play", card="tide")
    again = dr.from_json(dr.to_json(state))
    assert again == state
    check_state(again)
    assert every_card(state) == every_card(again)


def test_a_seat_cannot_hold_tokens_below_zero() -> None:
    t = _table()
    t.seat(0, tokens={"vp": 1})
    state = dr.handlers.run(t.turn_of(0), [AddTokens(0, "vp", -5)])
    assert state.players[0].token("vp") == 0


# -- piles, treasures with text, set-up ---------------------------------------------------


def test_a_packs_piles_are_set_up_when_needed_and_end_the_game_only_in_the_supply() -> None:
    state = _table().state()
    assert state.supply["ballast"] == 12  # needed by voyage, in the kingdom
    assert state.nonsupply["pearl"] == 4
    other = Table(
        players=3,
        seed=1,
        kingdom=("cheapen", *dr.kingdoms()["first_game"][:9]),
        preset=PRESET,
    ).state()
    assert "ballast" not in other.supply and other.nonsupply["pearl"] == 6


def test_trashing_a_card_gains_from_the_pile_outside_the_supply() -> None:
    t = _table()
    t.seat(0, hand=("remodel", "voyage", "copper"))
    state = _choose(_act(t.turn_of(0), "play", card="remodel"), "voyage")
    assert "pearl" in state.players[0].discard and state.nonsupply["pearl"] == 3
    state = _choose(state, "gold")
    assert sum(every_card(state).values()) == sum(game_cards(state.config).values())


def test_a_treasure_with_text_runs_it_when_played() -> None:
    t = _table()
    t.seat(0, hand=("ballast", "ballast", "copper"))
    state = _act(_act(t.turn_of(0), "end_actions"), "treasures")
    assert state.turn.coins == 3 and state.turn.buys == 3


def test_set_up_runs_once_for_a_card_in_the_game() -> None:
    assert [p.token("vp") for p in _table().state().players] == [1, 1]
    state = dr.new_game(
        dr.GameConfig(players=2, seed=1, kingdom=dr.kingdoms()["first_game"], preset=PRESET)
    )
    assert [p.token("vp") for p in state.players] == [0, 0]


# -- triggers, extra turns --------------------------------------------------------------


def test_a_reaction_to_another_players_gain() -> None:
    t = _table()
    t.seat(0, hand=("gold", "gold", "gold", "silver"))
    t.seat(1, hand=("lookout", "copper"))
    state = _act(_act(t.turn_of(0), "end_actions"), "treasures")
    state = _act(state, "buy", card="province")
    assert state.pending is not None and state.pending.seat == 1
    state = _choose(state, "reveal")
    assert "silver" in state.players[1].discard


def test_an_extra_turn_follows_and_does_not_chain() -> None:
    t = _table()
    t.seat(0, hand=("voyage", "copper"), deck=("voyage",) + ("copper",) * 10)
    state = _act(t.turn_of(0), "play", card="voyage")
    state = _act(_act(state, "end_actions"), "end_turn")
    assert state.turn.seat == 0 and marks(state, EXTRA_TURN) == 1
    state = _act(state, "play", card="voyage")  # drew it: no extra turn from an extra turn
    state = _act(_act(state, "end_actions"), "end_turn")
    assert state.turn.seat == 1 and state.turns == (2, 0)


# -- the whole game -------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, pytest.param(4, marks=pytest.mark.thorough)])
def test_whole_games_with_every_mechanism_pass_every_check(players: int) -> None:
    """Cards conserved (mats, piles outside the supply), decisions asked again in
    dealt worlds, JSON, illegal actions, the two-sided view check, the replay."""
    from dominion_rules.testing.invariants import EagerAgent, check_game

    config = dr.GameConfig(players=players, seed=players, kingdom=KINGDOM, preset=PRESET)
    agents = [
        EagerAgent(list(KINGDOM)),
        *(dr.agents.agent_named(a) for a in ("greedy", "bm", "random")),
    ]
    assert check_game(config, agents[:players], every=10) == []


def test_a_pack_card_no_game_can_reach_is_refused() -> None:
    orphan = CardInfo(id="orphan", name="o", cost=1, types=frozenset({"treasure"}), pack="orph")
    pack = Pack(PackInfo("orph", "0", "o"), (orphan,), (), presets={"base_orph": ("base", "orph")})
    available_packs()["orph"] = pack
    ruleset_for.cache_clear()
    try:
        with pytest.raises(PackError, match="'orphan' has no pile"):
            ruleset_for("base_orph")
    finally:
        available_packs().pop("orph")
        ruleset_for.cache_clear()


def test_a_packs_own_types_are_declared_or_refused(tmp_path: Any) -> None:
    path = tmp_path / "cards.toml"
    path.write_text(
        '[[card]]\nid = "x"\ncost = 2\ntypes = ["action", "duration"]\nkingdom = true\n'
    )
    with pytest.raises(PackError, match=r"unknown types \['duration'\].*types = "):
        dr.cards.load_cards(path, "p")
    path.write_text('types = ["duration"]\n' + path.read_text())
    (card,) = dr.cards.load_cards(path, "p")
    assert card.is_a("duration") and card.is_action


def test_the_base_game_pays_nothing_for_the_windows() -> None:
    rules = ruleset_for("base")
    assert not {"cost", "setup", "discarded", "revealed"} & rules.heard
    assert not rules.treasure_texts and not rules.piles and not rules.coin_tokens


def test_the_escape_hatch_a_plain_plugin_with_hookimpl() -> None:
    """A rule that is no card's: a plain plugin marked with ``pack_api.hookimpl``."""
    from dominion_rules.pack_api import hookimpl

    class ProvinceBonus:
        @hookimpl
        def dominion_gained(self, state: GameState, seat: int, card: str, to: str) -> Any:
            return [AddTokens(seat, "vp", 1)] if card == "province" else None

    pack = Pack(
        PackInfo("hatch", "0", "h"),
        (),
        (("province_bonus", ProvinceBonus()),),
        presets={"base_hatch": ("base", "hatch")},
    )
    available_packs()["hatch"] = pack
    ruleset_for.cache_clear()
    try:
        t = Table(preset="base_hatch")
        t.seat(0, hand=("gold", "gold", "gold", "silver"))
        state = _act(_act(_act(t.turn_of(0), "end_actions"), "treasures"), "buy", card="province")
        assert state.players[0].token("vp") == 1
    finally:
        available_packs().pop("hatch")
        ruleset_for.cache_clear()


def test_a_gain_reaction_asks_each_seat_in_turn_and_shows_nobody_elses_hand() -> None:
    """Seats 1 and 2 both hold a Lookout: while seat 1 decides, nothing it may see
    says what seat 2 holds (each seat is asked when its turn to react comes)."""
    t = Table(players=3, seed=1, kingdom=KINGDOM, preset=PRESET)
    t.seat(0, hand=("gold", "gold", "gold", "silver"))
    t.seat(1, hand=("lookout", "copper"))
    t.seat(2, hand=("lookout", "copper"))
    state = _act(_act(_act(t.turn_of(0), "end_actions"), "treasures"), "buy", card="province")
    assert state.pending is not None and state.pending.seat == 1
    seen = dr.to_json(dr.observe(state, 1))
    assert "lookout.reveal" in seen and seen.count("lookout.reveal") == 1
    state = _choose(state, "decline")
    assert state.pending is not None and state.pending.seat == 2
    state = _choose(state, "reveal")
    assert "silver" in state.players[2].discard and "silver" not in state.players[1].discard


def test_a_duration_trashed_from_play_does_not_keep_an_older_copy() -> None:
    """An older Tide, its effect done, is in play; a new one is played, then trashed
    from play (Feast's TrashPlayed): at clean-up neither stays."""
    from dominion_rules.pack_api import TrashPlayed

    t = _table()
    t.seat(0, hand=("tide", "copper"), in_play=("tide",), deck=("silver",) * 10)
    state = _act(t.turn_of(0), "play", card="tide")
    play = state.turn.plays
    state = dr.handlers.run(state, [TrashPlayed(0, "tide", play)])
    assert state.players[0].staying == () and "tide" in state.trash
    state = _act(_act(state, "end_actions"), "end_turn")
    assert "tide" not in state.players[0].in_play


def test_the_base_games_reveals_and_discards_reach_the_windows() -> None:
    """Moat's reveal, Spy's reveal and discard, Bureaucrat's reveal are heard by a pack
    listening to dominion_revealed and dominion_discarded."""
    from dominion_rules.pack_api import hookimpl

    heard: list[tuple[str, int, str]] = []

    class Ear:
        @hookimpl
        def dominion_revealed(self, state: GameState, seat: int, card: str) -> Any:
            heard.append(("revealed", seat, card))
            return None

        @hookimpl
        def dominion_discarded(self, state: GameState, seat: int, card: str) -> Any:
            heard.append(("discarded", seat, card))
            return None

    pack = Pack(
        PackInfo("ear", "0", "e"), (), (("ear", Ear()),), presets={"base_ear": ("base", "ear")}
    )
    available_packs()["ear"] = pack
    ruleset_for.cache_clear()
    try:
        kingdom = ("moat", "spy", "bureaucrat", *dr.kingdoms()["first_game"])
        kingdom = tuple(dict.fromkeys(kingdom))[:10]
        t = Table(players=2, seed=1, kingdom=kingdom, preset="base_ear")
        t.seat(0, hand=("spy", "copper"), deck=("silver", "estate", "copper"))  # draws the Silver
        t.seat(1, hand=("moat", "copper"), deck=("gold", "copper"))
        state = _act(t.turn_of(0), "play", card="spy")
        state = _choose(state, "decline")  # seat 1 keeps its Moat in hand: attacked
        while state.pending is not None:
            state = _choose(state, "discard")
        assert ("revealed", 0, "estate") in heard and ("revealed", 1, "gold") in heard
        assert ("discarded", 0, "estate") in heard and ("discarded", 1, "gold") in heard
        heard.clear()
        t = Table(players=2, seed=1, kingdom=kingdom, preset="base_ear")
        t.seat(0, hand=("bureaucrat", "copper"))
        t.seat(1, hand=("moat", "estate", "copper"))
        state = _choose(_act(t.turn_of(0), "play", card="bureaucrat"), "reveal")
        assert heard == [("revealed", 1, "moat")]
    finally:
        available_packs().pop("ear")
        ruleset_for.cache_clear()


def test_own_triggers_on_buy_and_a_reaction_in_play() -> None:
    """``@card.on_buy`` hears this card bought; ``reaction(when="trash", where="in_play")``
    hears any seat's trash while the card is in play."""
    from dominion_rules.pack_api import Trash

    buoy = Card("buoy")

    @buoy.on_buy
    def bought(state: GameState, seat: int) -> list[Any]:
        return [AddTokens(seat, "vp", 2)]

    @buoy.reaction(when="trash", where="in_play")
    def salvage(state: GameState, holder: int, seat: int, card: str) -> list[Any]:
        return [AddTokens(holder, "coin", 1)]

    info = CardInfo(
        id="buoy", name="b", cost=2, types=frozenset({"action"}), kingdom=True, pack="buoy"
    )
    pack = Pack(
        PackInfo("buoy", "0", "b"),
        (info,),
        (("buoy", buoy.plugin()),),
        presets={"base_buoy": ("base", "buoy")},
    )
    available_packs()["buoy"] = pack
    ruleset_for.cache_clear()
    try:
        t = Table(preset="base_buoy")
        t.seat(0, hand=("copper", "copper"), in_play=("buoy",))
        state = _act(_act(_act(t.turn_of(0), "end_actions"), "treasures"), "buy", card="buoy")
        assert state.players[0].token("vp") == 2
        state = dr.handlers.run(state, [Trash(0, "buoy", "discard")])
        assert state.players[0].token("coin") == 1
    finally:
        available_packs().pop("buoy")
        ruleset_for.cache_clear()


def test_dominion_play_shows_what_packs_add() -> None:
    """``dominion play``'s table: another seat's private mat as a count, tokens, the
    cards staying in play, the piles outside the supply, the costs of now."""
    from rich.console import Console

    from dominion_rules.cli import _show, describe_action

    t = _table()
    t.seat(0, hand=("hold", "cheapen", "gold", "copper", "copper"), tokens={"vp": 3})
    state = _choose(_act(t.turn_of(0), "play", card="hold"), "gold")
    state = _act(state, "play", card="cheapen")
    console = Console(record=True, width=300)
    _show(console, dr.observe(state, 1), "en")
    text = console.export_text()
    assert "mat hold 1 cards" in text and "gold" not in text.split("seat 0:")[1].split("\n")[0]
    assert "tokens vp 3" in text and "Outside the supply pearl 4" in text
    assert "costs now" in text and "Province $7" in text
    later = _act(_act(state, "end_actions"), "end_turn")
    console = Console(record=True, width=300)
    _show(console, dr.observe(later, 0), "zh")
    assert "留在場上" in console.export_text()
    assert describe_action(dr.Action("coin", actor=0), "en", PRESET).startswith(
        "spend a coin token"
    )
