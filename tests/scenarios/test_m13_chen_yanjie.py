"""Milestone 13: fan Chen Yanjie orders the effects the 2016 Magistrate and Blackmailer
impose on her turn (characters.md §5.4; 004 Magistrate and Blackmailer texts)."""

from __future__ import annotations

from typing import Any

import citadels_rules as cr
from citadels_rules.game.state import GameState
from citadels_rules.testing import Table
from citadels_rules.testing.invariants import all_cards, check_game, total_gold

CHEN_YANJIE = "fan.chen_yanjie"


def act(state: GameState, seat: int, kind: str, **params: Any) -> GameState:
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


def kinds(state: GameState) -> set[str]:
    return {a.kind for a in cr.legal_actions(state)}


def abilities(state: GameState) -> set[str]:
    return {str(a.params["name"]) for a in cr.legal_actions(state) if a.kind == "ability"}


# -- the Magistrate's confiscation --------------------------------------------------------


def warranted(
    hand: tuple[str, ...] = ("manor", "temple", "palace"),
    magistrate_city: tuple[str, ...] = (),
    gold: int = 2,
    variants: tuple[str, ...] = (),
) -> GameState:
    """Seat 0 Magistrate signs Chen Yanjie's warrant (seat 1, ``gold`` + 2 taken)."""
    t = Table(players=4, preset="fan", seed=1, characters=("magistrate",), variants=variants)
    t.seat(0, gold=0, hand=(), city=magistrate_city, character="magistrate")
    t.seat(1, gold=gold, hand=hand, city=(), character=CHEN_YANJIE)
    t.seat(2, gold=2, hand=(), character="merchant")
    t.seat(3, gold=2, hand=(), character="warlord")
    state = t.turn_of("magistrate")
    state = act(state, 0, "ability", name="magistrate.warrant", character=CHEN_YANJIE)
    state = act(act(state, 0, "choose", option="merchant"), 0, "choose", option="warlord")
    state = act(act(state, 0, "take_gold"), 0, "end_turn")
    while state.active_character != CHEN_YANJIE:
        seat = state.current_player
        state = act(state, seat, "take_gold" if "take_gold" in kinds(state) else "end_turn")
    return act(state, 1, "take_gold")


def confiscated(state: GameState, card: str = "manor") -> GameState:
    state = act(state, 1, "build", card=card)
    assert state.pending is not None and state.pending.kind == "magistrate.confiscate"
    return act(state, 0, "choose", option="confiscate")


def test_004_magistrate_chen_yanjie_answers_the_confiscation() -> None:
    """004 Magistrate text (如果蓋章的逮捕令的角色是陳妍潔…), characters.md §5.4: she is asked
    what to do; her options are yield, or a card of her hand (the built district back in
    it) whose cost is at most her gold once refunded: 2 + 2 = 4 gold, so no Palace."""
    state = confiscated(warranted())
    assert state.pending is not None and state.pending.kind == "magistrate.substitute"
    assert state.pending.seat == 1
    assert state.pending.options == ("yield", "manor", "temple")


def test_004_magistrate_chen_yanjie_takes_back_gives_a_card_and_builds_again() -> None:
    """004 Magistrate text: she takes the district back with the gold paid, puts a card
    of her choice (from her hand: the spec's reading) into the Magistrate's city, and
    builds again (even without ``magistrate_victim_builds_again``)."""
    before = warranted(variants=("-magistrate_victim_builds_again",))
    state = act(confiscated(before), 1, "choose", option="temple")
    assert [d.card for d in state.players[0].city] == ["temple"]
    assert state.players[1].city == () and sorted(state.players[1].hand) == ["manor", "palace"]
    assert state.players[1].gold == 4 and state.players[0].gold == 2
    assert total_gold(state) == total_gold(before) and all_cards(state) == all_cards(before)
    assert cr.Action("build", actor=1, card="manor") in cr.legal_actions(state)
    state = act(state, 1, "build", card="manor")
    assert [d.card for d in state.players[1].city] == ["manor"]


def test_004_magistrate_chen_yanjie_may_yield() -> None:
    """characters.md §5.4 ("you may instead"): yielding, the confiscation is as for
    anyone: the district goes to the Magistrate, she is refunded and may not build again
    (R16; the fan preset's ``magistrate_victim_builds_again`` switched off)."""
    no_again = ("-magistrate_victim_builds_again",)
    state = act(confiscated(warranted(variants=no_again)), 1, "choose", option="yield")
    assert [d.card for d in state.players[0].city] == ["manor"]
    assert state.players[1].gold == 4 and "manor" not in state.players[1].hand
    assert "build" not in kinds(state)


def test_004_magistrate_chen_yanjie_no_name_the_magistrate_has() -> None:
    """004 (該棟建築物不能是行政官的城市中有的建築物): a card whose name is already in
    the Magistrate's city is not offered."""
    state = confiscated(warranted(magistrate_city=("temple",)))
    assert state.pending is not None and state.pending.options == ("yield", "manor")


def test_004_magistrate_chen_yanjie_gives_the_built_district_itself() -> None:
    """characters.md §5.4: the district taken back is in her hand again, so she may put
    it into his city herself and still build again."""
    state = act(confiscated(warranted()), 1, "choose", option="manor")
    assert [d.card for d in state.players[0].city] == ["manor"]
    assert cr.Action("build", actor=1, card="temple") in cr.legal_actions(state)


def test_004_magistrate_declined_asks_her_nothing() -> None:
    """characters.md §1.3: a declined warrant has no effect: no decision for her."""
    state = act(act(warranted(), 1, "build", card="manor"), 0, "choose", option="decline")
    assert state.pending is None and [d.card for d in state.players[1].city] == ["manor"]


def test_004_thieves_den_chen_yanjie_takes_back_the_cards_paid() -> None:
    """004 Magistrate and Thieves' Den texts (除非你的角色是陳妍潔…而能把你付出的手牌也拿回來):
    taking a Thieves' Den back, she gets the cards paid for it too."""
    hand = ("thieves_den", "church", "manor", "temple")
    state = warranted(hand=hand, gold=4)
    state = act(state, 1, "build", card="thieves_den", pay_cards=("church", "manor", "temple"))
    state = act(state, 0, "choose", option="confiscate")
    assert state.pending is not None and state.pending.kind == "magistrate.substitute"
    state = act(state, 1, "choose", option="thieves_den")
    assert [d.card for d in state.players[0].city] == ["thieves_den"]
    assert sorted(state.players[1].hand) == ["church", "manor", "temple"]
    assert state.players[1].gold == 6 and state.aside == ()


# -- the Blackmailer's threat -------------------------------------------------------------


def threatened(gold: int = 4) -> GameState:
    """Seat 0 Blackmailer threatens Chen Yanjie (seat 1, real) and the Merchant."""
    t = Table(players=4, preset="fan", seed=1, characters=("blackmailer",))
    t.seat(0, gold=0, hand=(), character="blackmailer")
    t.seat(1, gold=gold, hand=("temple", "manor"), city=("church",), character=CHEN_YANJIE)
    t.seat(2, gold=2, hand=(), character="merchant")
    t.seat(3, gold=2, hand=(), character="warlord")
    state = t.turn_of("blackmailer")
    state = act(state, 0, "ability", name="blackmailer.threaten", character=CHEN_YANJIE)
    state = act(state, 0, "choose", option="merchant")
    state = act(act(state, 0, "take_gold"), 0, "end_turn")
    while state.active_character != CHEN_YANJIE:
        seat = state.current_player
        state = act(state, seat, "take_gold" if "take_gold" in kinds(state) else "end_turn")
    return state


def test_004_blackmailer_chen_yanjie_builds_and_uses_powers_before_the_threat() -> None:
    """004 Blackmailer text (除非該角色是陳妍潔…可以選擇先使用角色能力和建造建築再結算威脅
    標記): her turn opens with more than the gathers, and after gathering she is not
    forced to resolve the threat at once."""
    state = threatened()
    assert {"build", "take_gold", "draw"} <= kinds(state)
    assert "fan.chen_yanjie.income" in abilities(state)
    state = act(state, 1, "ability", name="fan.chen_yanjie.income")
    state = act(state, 1, "take_gold")
    assert state.pending is None
    state = act(state, 1, "build", card="manor")
    assert state.players[1].gold == 4 + 1 + 2 - 3
    assert "end_turn" not in kinds(state) and "blackmailer.resolve" in abilities(state)
    state = act(state, 1, "ability", name="blackmailer.resolve")
    assert state.pending is not None and state.pending.kind == "blackmailer.bribe"
    state = act(state, 1, "choose", option="pay")
    assert (state.players[1].gold, state.players[0].gold) == (2, 2 + 2)
    assert "end_turn" in kinds(state) and "blackmailer.resolve" not in abilities(state)


def test_004_blackmailer_chen_yanjie_resolves_before_gathering() -> None:
    """004 Blackmailer text (可以選擇先結算威脅標記再獲得資源): she may resolve the
    threat first, then gather and keep all she gathers."""
    state = act(threatened(), 1, "ability", name="blackmailer.resolve")
    state = act(state, 1, "choose", option="refuse")
    state = act(state, 0, "choose", option="reveal")
    assert (state.players[1].gold, state.players[0].gold) == (0, 2 + 4)
    state = act(state, 1, "take_gold")
    assert state.pending is None and state.players[1].gold == 2


def test_blackmailer_others_still_gather_first() -> None:
    """characters.md §2.3: another threatened holder (the Merchant) may only gather,
    then must resolve the threat at once."""
    state = threatened()
    state = act(act(state, 1, "ability", name="blackmailer.resolve"), 1, "choose", option="pay")
    state = act(act(state, 1, "take_gold"), 1, "end_turn")
    assert state.active_character == "merchant"
    assert kinds(state) == {"take_gold", "draw"}
    state = act(state, 2, "take_gold")
    assert state.pending is not None and state.pending.kind == "blackmailer.bribe"


def test_check_game_fan_with_chen_yanjie_magistrate_and_blackmailer() -> None:
    """Invariants (conservation, views, resampling of the new decisions) over a few fan
    games with Chen Yanjie, the Magistrate and the Blackmailer in the lineup."""
    lineup = ("magistrate", "blackmailer", CHEN_YANJIE)
    for seed in (1, 2, 3):
        config = cr.GameConfig(players=5, preset="fan", seed=seed, characters=lineup)
        assert check_game(config, seed, every=5).is_over
