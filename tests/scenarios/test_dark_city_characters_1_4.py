"""Scenario tests of the Dark City characters of ranks 1-4 (preset ``dark_city``): the
Witch (rank 1), the Dark City Tax Collector (rank 2), the Wizard (rank 3) and the
Emperor (rank 4).

One test per rule of each character (rules/characters.md §1.2, §9.3 Dark City version,
§3.2, §4.2, R8; core.md C-4.4, C-9, C-10.3, C-11, C-12, C-13, C-17.6) and per FAQ
ruling that touches them and applies to dark_city (faq.md: 000-witch-1..5, 000-thief-2,
000-tax_collector-1/2, 000-wizard-1, 000-emperor-1/2, 000-poor_house-1, 000-queen-1/2,
000-hospital-1, 004-Q3, Q32, Q44-Q54, Q56-Q58). Positions are built with
:class:`citadels_rules.testing.Table` and driven through the public API
(``legal_actions`` / ``apply``). The only non-public import is the reducer's
``step``/``Ctx``, used to watch the order of the events of one move.
"""

from __future__ import annotations

from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.game.reducer import Ctx, step
from citadels_rules.testing import Table

#: The dark_city lineup once the Witch is seated at rank 1 (the other ranks default).
WITCH_LINEUP = ("witch", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord")


# -- helpers ---------------------------------------------------------------------------


def table(players: int = 5, seed: int = 1, **kwargs: Any) -> Table:
    return Table(players=players, preset="dark_city", seed=seed, **kwargs)


def act(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    """Apply ``kind`` for the seat that must act now."""
    return cr.apply(state, cr.Action(kind, actor=state.current_player, **params))


def ability(state: cr.GameState, name: str, **params: Any) -> cr.GameState:
    return act(state, "ability", name=name, **params)


def choose(state: cr.GameState, option: Any) -> cr.GameState:
    return act(state, "choose", option=option)


def kinds(state: cr.GameState) -> set[str]:
    return {a.kind for a in cr.legal_actions(state)}


def offered(state: cr.GameState, name: str) -> list[cr.Action]:
    """The legal ``ability`` actions called ``name``."""
    return [a for a in cr.legal_actions(state) if a.kind == "ability" and a.params["name"] == name]


def builds(state: cr.GameState) -> set[str]:
    return {a.params["card"] for a in cr.legal_actions(state) if a.kind == "build"}


def city(state: cr.GameState, seat: int) -> tuple[str, ...]:
    return tuple(d.card for d in state.players[seat].city)


def golds(state: cr.GameState) -> list[int]:
    return [p.gold for p in state.players]


def finish(state: cr.GameState) -> cr.GameState:
    """The acting player takes 2 gold if the gather is still owed, then ends the turn."""
    if "take_gold" in kinds(state):
        state = act(state, "take_gold")
    return act(state, "end_turn")


def play_until(state: cr.GameState, character: str, seat: int | None = None) -> cr.GameState:
    """Finish the turns in between until ``character`` (played by ``seat``) is to act."""
    for _ in range(30):
        turn = state.turn
        if (
            turn is not None
            and state.pending is None
            and turn.character == character
            and (seat is None or turn.seat == seat)
        ):
            return state
        state = finish(state)
    raise AssertionError(f"{character!r} never came")


def assert_illegal(state: cr.GameState, action: cr.Action) -> None:
    """``action`` raises IllegalAction and leaves the state exactly as it was."""
    before = cr.to_json(state)
    assert action not in cr.legal_actions(state)
    with pytest.raises(cr.IllegalAction):
        cr.apply(state, action)
    assert cr.to_json(state) == before


def apply_recording(state: cr.GameState, action: cr.Action) -> tuple[cr.GameState, list[Any]]:
    """Apply ``action`` and return the events it produced."""
    ctx = Ctx([])
    new = step(state, action, ctx)
    return new, list(ctx.events or ())


def gold_moves(events: list[Any], src: int, dst: int) -> list[int]:
    """Indexes of the events moving gold from seat ``src`` to seat ``dst``."""
    return [
        i
        for i, e in enumerate(events)
        if e.kind == "gold"
        and str(e.data.get("src")) == str(src)
        and str(e.data.get("dst")) == str(dst)
    ]


def reveal_index(events: list[Any], character: str) -> int:
    found = [
        i
        for i, e in enumerate(events)
        if e.kind == "revealed" and e.data.get("character") == character
    ]
    assert len(found) == 1, events
    return found[0]


def bewitch(state: cr.GameState, character: str) -> cr.GameState:
    """The Witch (to act, not yet gathered) takes 2 gold and bewitches ``character``."""
    return ability(act(state, "take_gold"), "witch.bewitch", character=character)


# ======================================================================================
# Witch (characters.md §1.2, C-10.3)
# ======================================================================================


def test_witch_bewitch_is_not_offered_before_gathering() -> None:
    """§1.2 witch (1) — the decision is made immediately after her gather action, which
    is her first action: before gathering she cannot bewitch."""
    t = table()
    t.seat(0, gold=3, hand=("temple", "manor"), character="witch")
    t.seat(2, character="king")
    state = t.turn_of("witch")
    assert state.current_player == 0 and state.active_character == "witch"
    assert offered(state, "witch.bewitch") == []
    assert kinds(state) == {"take_gold", "draw"}
    assert_illegal(state, cr.Action("ability", actor=0, name="witch.bewitch", character="king"))


def test_witch_bewitch_offered_right_after_gathering_naming_any_other_character() -> None:
    """§1.2 witch (1, 2) — right after gathering (gold or cards) she may name any
    character of the lineup but herself, held or not."""
    for gather in ("take_gold", "draw"):
        t = table()
        t.seat(0, gold=3, hand=("temple", "manor"), character="witch")
        t.seat(2, character="king")
        t.deck(("tavern", "market"))
        state = act(t.turn_of("witch"), gather)
        if gather == "draw":
            assert state.pending is not None and state.pending.kind == "keep"
            assert offered(state, "witch.bewitch") == []
            state = act(state, "keep", card="tavern")
        targets = {a.params["character"] for a in offered(state, "witch.bewitch")}
        assert targets == set(WITCH_LINEUP) - {"witch"}
        assert_illegal(
            state, cr.Action("ability", actor=0, name="witch.bewitch", character="witch")
        )


def test_witch_bewitch_not_offered_once_she_has_built() -> None:
    """§1.2 witch (1) — the bewitching comes right after the gather, before anything
    else: once she has built (a normal turn, faq:000-witch-1) it is no longer offered."""
    t = table()
    t.seat(0, gold=3, hand=("temple", "manor"), character="witch")
    t.seat(2, character="king")
    state = act(t.turn_of("witch"), "take_gold")
    state = act(state, "build", card="temple")
    assert offered(state, "witch.bewitch") == []
    assert_illegal(state, cr.Action("ability", actor=0, name="witch.bewitch", character="king"))


def test_witch_bewitching_suspends_her_turn_at_once() -> None:
    """§1.2 witch (1) / C-9.9 — if she bewitches, her turn is suspended at once: no
    build, no income; the next held rank is called."""
    t = table()
    t.seat(0, gold=3, hand=("temple", "manor"), city=("palace",), character="witch")
    t.seat(1, gold=2, character="thief")
    t.seat(2, character="king")
    state = bewitch(t.turn_of("witch"), "king")
    assert state.active_character == "thief" and state.current_player == 1
    assert state.players[0].gold == 5
    assert state.players[0].hand == ("temple", "manor")
    assert city(state, 0) == ("palace",)
    assert "witch" in state.revealed
    assert state.marked("king", "bewitched") is not None


def test_c_10_3_bewitched_holder_reveals_and_may_only_gather() -> None:
    """C-10.3 / §1.2 witch (3) — when the bewitched rank is called its holder reveals
    and may take only the gather action (no ability, income or build); the turn then
    ends by itself and the Witch resumes."""
    t = table()
    t.seat(0, gold=2, hand=("temple",), city=("watchtower", "prison"), character="witch")
    t.seat(
        2,
        gold=5,
        hand=("tavern", "market"),
        city=("battlefield", "fortress", "watchtower"),
        character="warlord",
    )
    state = bewitch(t.turn_of("witch"), "warlord")
    assert state.active_character == "warlord" and state.current_player == 2
    assert "warlord" in state.revealed
    assert state.turn.powers is None
    assert kinds(state) == {"take_gold", "draw"}
    assert offered(state, "warlord.destroy") == []
    assert_illegal(state, cr.Action("income", actor=2))
    state = act(state, "take_gold")
    # the holder's turn ended by itself: no income for his three red districts
    assert state.players[2].gold == 7
    assert state.players[2].hand == ("tavern", "market")
    assert city(state, 2) == ("battlefield", "fortress", "watchtower")
    # the Witch resumes at once
    assert state.current_player == 0
    assert (state.turn.seat, state.turn.character, state.turn.powers) == (0, "warlord", "warlord")


def test_c_10_3_bewitched_holder_gathering_by_drawing() -> None:
    """C-10.3 — the bewitched holder may gather by drawing: after keeping a card the
    turn ends and the Witch resumes."""
    t = table()
    t.seat(0, gold=2, character="witch")
    t.seat(2, gold=1, hand=(), character="bishop")
    t.deck(("tavern", "market"))
    state = bewitch(t.turn_of("witch"), "bishop")
    state = act(state, "draw")
    assert state.pending is not None and state.pending.seat == 2
    assert set(state.pending.options) == {"tavern", "market"}
    state = act(state, "keep", card="market")
    assert state.players[2].hand == ("market",)
    assert state.players[2].gold == 1
    assert (state.turn.seat, state.turn.character, state.turn.powers) == (0, "bishop", "bishop")


def test_witch_resumes_with_the_bewitched_powers_in_her_own_city() -> None:
    """§1.2 witch (3) / C-9.6 — resuming, she uses the character's ability, income and
    build limit in her own city, with her own hand and gold; the income counts only her
    city, never the bewitched player's; she does not gather again."""
    t = table()
    t.seat(0, gold=2, hand=("temple", "tavern"), city=("watchtower", "prison"), character="witch")
    t.seat(
        2,
        gold=5,
        hand=("market",),
        city=("battlefield", "fortress", "watchtower"),
        character="warlord",
    )
    t.seat(3, gold=2, city=("manor", "castle"))
    state = bewitch(t.turn_of("witch"), "warlord")
    state = act(state, "take_gold")
    assert state.current_player == 0 and state.turn.powers == "warlord"
    assert "take_gold" not in kinds(state) and "draw" not in kinds(state)
    assert state.players[0].gold == 4
    state = act(state, "income")
    assert state.players[0].gold == 6  # her 2 red districts, not the holder's 3
    assert state.players[2].gold == 7
    # the Warlord's ability is hers (end of turn, offered once gathering is done)
    destroy = offered(state, "warlord.destroy")
    assert destroy and all(a.actor == 0 for a in destroy)
    assert (3, "manor") in {(a.params["target"], a.params["district"]) for a in destroy}
    # the Warlord's build limit (1), from her own hand with her own gold
    assert builds(state) == {"temple", "tavern"}
    state = act(state, "build", card="temple")
    assert city(state, 0) == ("watchtower", "prison", "temple")
    assert state.players[0].gold == 5
    assert builds(state) == set()
    assert_illegal(state, cr.Action("build", actor=0, card="tavern"))


def test_faq_000_witch_1_witch_bewitching_nobody_plays_a_normal_turn() -> None:
    """faq:000-witch-1 / faq:004-Q44 / §1.2 witch (5) — a Witch who bewitches nobody
    plays a normal turn: she may build after gathering and ends her turn."""
    t = table()
    t.seat(0, gold=3, hand=("temple", "manor"), character="witch")
    t.seat(1, character="thief")
    state = act(t.turn_of("witch"), "take_gold")
    assert {"temple", "manor"} <= builds(state)
    state = act(state, "build", card="manor")
    assert city(state, 0) == ("manor",) and state.players[0].gold == 2
    assert builds(state) == set()  # her build limit is 1
    state = act(state, "end_turn")
    assert state.active_character == "thief" and state.current_player == 1
    assert city(state, 0) == ("manor",)
    assert state.marks == ()


def test_faq_000_witch_3_bewitched_king_holder_takes_the_crown() -> None:
    """faq:000-witch-3 / faq:004-Q46 / C-12.2 — the bewitched King's holder still takes
    the crown when revealed; the Witch never does, also after resuming as the King
    (she collects the yellow income of her own city)."""
    t = table()
    t.crown(3)
    t.seat(0, gold=3, city=("manor", "temple"), character="witch")
    t.seat(2, gold=2, city=("palace", "castle"), character="king")
    state = bewitch(t.turn_of("witch"), "king")
    assert state.active_character == "king" and state.current_player == 2
    assert state.crown == 2  # taken at the reveal, before the holder acts
    state = act(state, "take_gold")
    assert (state.turn.seat, state.turn.powers) == (0, "king")
    assert state.crown == 2
    state = act(state, "income")
    assert state.players[0].gold == 6  # 3 + 2 gathered + 1 (her manor)
    assert state.players[2].gold == 4  # no income for the holder
    state = act(state, "end_turn")
    # ranks 5-8 are not held: the round is over, the King's holder drafts first
    assert state.round == 2 and state.phase == "draft"
    assert state.crown == 2


def test_faq_000_witch_2_bewitched_tax_collector_payments_go_to_the_witch() -> None:
    """faq:000-witch-2 / §9.3 — if the Witch bewitches the Tax Collector, the players
    who build pay the tax to the Witch, not to the Tax Collector's holder."""
    t = table()
    t.seat(0, gold=2, hand=("temple",), character="witch")
    t.seat(1, gold=2, character="tax_collector")
    t.seat(2, gold=5, hand=("market",), character="merchant")
    state = bewitch(t.turn_of("witch"), "tax_collector")
    assert state.active_character == "tax_collector" and state.current_player == 1
    state = act(state, "take_gold")
    assert (state.turn.seat, state.turn.powers) == (0, "tax_collector")
    # the Witch herself building as the Tax Collector pays nobody
    state = act(state, "build", card="temple")
    state = act(state, "end_turn")
    state = play_until(state, "merchant")
    assert golds(state)[:3] == [3, 4, 5]
    state = act(state, "take_gold")  # 5 + 2 + 1
    state = act(state, "build", card="market")
    assert state.players[2].gold == 6
    state = act(state, "end_turn")
    assert golds(state)[:3] == [4, 4, 5]


def test_faq_000_witch_4_bewitched_bishop_protects_the_witch_city_from_the_warlord() -> None:
    """faq:000-witch-4 / faq:004-Q49 / R8.2.3 — with the Bishop bewitched, the Witch's
    city is protected from the Warlord, and the Bishop player's city is not."""
    t = table()
    t.seat(0, gold=2, city=("temple", "manor"), character="witch")
    t.seat(1, gold=0, city=("tavern",))
    t.seat(2, gold=2, city=("church", "castle"), character="bishop")
    t.seat(3, gold=10, character="warlord")
    state = bewitch(t.turn_of("witch"), "bishop")
    state = act(state, "take_gold")  # the Bishop's holder gathers
    assert (state.turn.seat, state.turn.powers) == (0, "bishop")
    state = act(state, "end_turn")
    state = play_until(state, "warlord")
    state = act(state, "take_gold")
    targets = {
        (a.params["target"], a.params["district"]) for a in offered(state, "warlord.destroy")
    }
    assert targets == {(1, "tavern"), (2, "church"), (2, "castle")}
    assert_illegal(
        state, cr.Action("ability", actor=3, name="warlord.destroy", target=0, district="temple")
    )
    state = ability(state, "warlord.destroy", target=2, district="castle")
    assert city(state, 2) == ("church",)
    assert city(state, 0) == ("temple", "manor")


def test_faq_004_Q49_bewitched_bishop_protects_the_witch_city_from_the_diplomat() -> None:
    """faq:004-Q49 / faq:000-bishop-1 / R8.2.3 — against any rank-8 character: the
    Diplomat may not exchange with the Witch who bewitched the Bishop, but may with the
    Bishop's player."""
    t = table()
    t.seat(0, gold=2, city=("temple", "manor"), character="witch")
    t.seat(2, gold=2, city=("church",), character="bishop")
    t.seat(3, gold=10, city=("watchtower",), character="diplomat")
    state = bewitch(t.turn_of("witch"), "bishop")
    state = act(state, "take_gold")
    state = act(state, "end_turn")
    state = play_until(state, "diplomat")
    state = act(state, "take_gold")
    exchanges = offered(state, "diplomat.exchange")
    assert {a.params["target"] for a in exchanges} == {2}
    assert_illegal(
        state,
        cr.Action(
            "ability",
            actor=3,
            name="diplomat.exchange",
            target=0,
            district="temple",
            own="watchtower",
        ),
    )


def test_faq_000_witch_5_bewitched_navigator_inherits_its_weakness() -> None:
    """faq:000-witch-5 / faq:004-Q52 / §7.2 — a Witch who bewitched the Navigator may
    build while she has not used its ability (faq:000-navigator-1), but after taking
    the 4 extra gold she may not build."""
    t = table()
    t.seat(0, gold=2, hand=("temple", "tavern"), character="witch")
    t.seat(2, gold=2, hand=("watchtower",), character="navigator")
    state = bewitch(t.turn_of("witch"), "navigator")
    assert state.active_character == "navigator" and state.current_player == 2
    assert offered(state, "navigator.gain") == []
    state = act(state, "take_gold")
    assert state.players[2].gold == 4 and state.players[2].hand == ("watchtower",)
    assert (state.turn.seat, state.turn.powers) == (0, "navigator")
    assert {a.params["option"] for a in offered(state, "navigator.gain")} == {"gold", "cards"}
    assert builds(state) == {"temple", "tavern"}
    state = ability(state, "navigator.gain", option="gold")
    assert state.players[0].gold == 8
    assert builds(state) == set()
    assert_illegal(state, cr.Action("build", actor=0, card="temple"))
    state = act(state, "end_turn")
    assert city(state, 0) == ()


def test_faq_004_Q50_bewitched_merchant_extra_gold_goes_to_the_witch() -> None:
    """faq:004-Q50 / `witch_takes_gather_bonus` (on in dark_city) — the Merchant's
    +1 gold goes to the Witch when she resumes, not to the bewitched holder; her green
    income counts her own city."""
    t = table()
    t.seat(0, gold=0, city=("market",), character="witch")
    t.seat(2, gold=0, city=("tavern", "docks"), character="merchant")
    state = bewitch(t.turn_of("witch"), "merchant")
    assert state.players[0].gold == 2
    state = act(state, "take_gold")
    assert state.players[2].gold == 2  # the holder: only the gather
    assert (state.turn.seat, state.turn.powers) == (0, "merchant")
    assert state.players[0].gold == 3  # + the Merchant's 1
    state = act(state, "income")
    assert state.players[0].gold == 4
    state = act(state, "end_turn")
    assert golds(state)[0] == 4 and golds(state)[2] == 2


def test_faq_004_Q51_bewitched_architect_cards_and_limit_go_to_the_witch() -> None:
    """faq:004-Q51 / `witch_takes_gather_bonus` — the Architect's 2 extra cards go to
    the Witch when she resumes, and so does its build limit of 3."""
    t = table()
    t.seat(0, gold=4, hand=("temple", "tavern", "watchtower"), character="witch")
    t.seat(2, gold=2, hand=(), character="architect")
    t.deck(("church", "market", "prison"))
    state = bewitch(t.turn_of("witch"), "architect")
    state = act(state, "take_gold")
    assert state.players[2].hand == ()  # the holder gets no extra cards
    assert (state.turn.seat, state.turn.powers) == (0, "architect")
    assert sorted(state.players[0].hand) == sorted(
        ("temple", "tavern", "watchtower", "church", "market")
    )
    for card in ("temple", "tavern", "watchtower"):
        state = act(state, "build", card=card)
    assert city(state, 0) == ("temple", "tavern", "watchtower")
    assert state.players[0].gold == 3
    assert builds(state) == set()  # the limit of 3 is reached (the church is affordable)


def test_faq_004_Q54_bewitched_wizard_lets_the_witch_build_a_duplicate() -> None:
    """faq:004-Q54 / §3.2 — a Witch who bewitched the Wizard takes a card from another
    player's hand and may build it at once even if her city already has it."""
    t = table()
    t.seat(0, gold=3, hand=(), city=("manor",), character="witch")
    t.seat(2, gold=2, hand=("temple",), character="wizard")
    t.seat(3, gold=2, hand=("manor", "tavern"))
    state = bewitch(t.turn_of("witch"), "wizard")
    assert offered(state, "wizard.take") == []  # the holder only gathers
    state = act(state, "take_gold")
    assert (state.turn.seat, state.turn.powers) == (0, "wizard")
    targets = {a.params["target"] for a in offered(state, "wizard.take")}
    assert 0 not in targets and {2, 3} <= targets
    state = ability(state, "wizard.take", target=3)
    state = choose(state, "manor")
    assert state.pending is not None and state.pending.kind == "wizard.use"
    assert set(state.pending.options) == {"keep", "build"}
    state = choose(state, "build")
    assert city(state, 0) == ("manor", "manor")
    assert state.players[0].gold == 2
    assert state.players[3].hand == ("tavern",)


def test_faq_004_Q47_bewitched_emperor_witch_gives_the_crown_and_is_paid() -> None:
    """faq:004-Q47 / §4.2 — the bewitched Emperor's holder only gathers (the crown does
    not move); the Witch must give the crown, not to herself nor to the current holder,
    the Emperor's player allowed, and she receives that player's payment."""
    t = table()
    t.crown(3)
    t.seat(0, gold=2, character="witch")
    t.seat(2, gold=2, hand=("castle",), character="emperor")
    state = bewitch(t.turn_of("witch"), "emperor")
    assert state.active_character == "emperor" and state.current_player == 2
    assert offered(state, "emperor.crown") == []
    assert kinds(state) == {"take_gold", "draw"}
    state = act(state, "take_gold")
    assert state.crown == 3
    assert (state.turn.seat, state.turn.powers) == (0, "emperor")
    assert "end_turn" not in kinds(state)  # the transfer is mandatory
    assert {a.params["target"] for a in offered(state, "emperor.crown")} == {1, 2, 4}
    state = ability(state, "emperor.crown", target=2)
    assert state.crown == 2
    assert state.pending is not None and state.pending.kind == "emperor.payment"
    assert state.pending.seat == 2 and set(state.pending.options) == {"gold", "card"}
    state = choose(state, "gold")
    assert state.players[0].gold == 5 and state.players[2].gold == 3
    assert state.current_player == 0 and "end_turn" in kinds(state)


def test_faq_004_Q53_bewitched_queen_counts_the_witch_neighbours() -> None:
    """faq:004-Q53 / §9.1 — a Witch who bewitched the Queen gains 3 gold if one of the
    Witch's neighbours holds the rank-4 character (the Queen's holder gets nothing)."""
    t = table(players=5)
    t.seat(0, gold=2, character="witch")
    t.seat(1, gold=2, character="king")  # next to the Witch, not to the Queen's holder
    t.seat(3, gold=2, character="queen")
    state = bewitch(t.turn_of("witch"), "queen")
    state = play_until(state, "queen", seat=3)
    assert state.turn.powers is None
    state = act(state, "take_gold")
    assert state.players[3].gold == 4
    assert (state.turn.seat, state.turn.powers) == (0, "queen")
    assert state.players[0].gold == 7  # 2 + 2 gathered + 3


def test_faq_004_Q53_bewitched_queen_next_to_the_king_pays_nothing_if_the_witch_is_not() -> None:
    """faq:004-Q53 — the Queen holder's neighbours do not count when she is bewitched:
    the King next to the Queen's holder but not to the Witch gives nobody 3 gold."""
    t = table(players=5)
    t.seat(0, gold=2, character="witch")
    t.seat(2, gold=2, character="king")
    t.seat(3, gold=2, character="queen")
    state = bewitch(t.turn_of("witch"), "queen")
    state = play_until(state, "queen", seat=3)
    state = act(state, "take_gold")
    assert state.turn.seat == 0
    assert state.players[0].gold == 4
    assert state.players[3].gold == 4


def test_faq_000_thief_2_thief_cannot_rob_the_witch_or_the_bewitched_character() -> None:
    """faq:000-thief-2 / faq:004-Q32 / §1.2 — the Thief can rob neither the Witch (a
    rank-1 character) nor the character she bewitched."""
    t = table()
    t.seat(0, gold=2, character="witch")
    t.seat(1, gold=2, character="thief")
    t.seat(2, gold=4, character="merchant")
    state = bewitch(t.turn_of("witch"), "merchant")
    assert state.active_character == "thief" and state.current_player == 1
    targets = {a.params["character"] for a in offered(state, "thief.rob")}
    assert targets == {"magician", "king", "bishop", "architect", "warlord"}
    for character in ("witch", "merchant", "thief"):
        assert_illegal(state, cr.Action("ability", actor=1, name="thief.rob", character=character))


def test_witch_bewitching_an_unheld_character_does_nothing_more() -> None:
    """§1.2 witch (4) — if nobody holds the bewitched character she cannot resume and
    does nothing more this round; dark_city: her end-of-turn effects (Poor House) run
    when that rank has been passed, not when she is suspended."""
    t = table()
    t.seat(0, gold=0, hand=("temple",), city=("poor_house",), character="witch")
    t.seat(1, gold=2, character="merchant")
    t.seat(2, gold=2, character="warlord")
    t.deck(("tavern", "market"))
    state = act(t.turn_of("witch"), "draw")
    state = act(state, "keep", card="tavern")
    state = ability(state, "witch.bewitch", character="architect")
    assert state.active_character == "merchant" and state.current_player == 1
    assert state.players[0].gold == 0  # no Poor House at the suspension
    state = finish(state)  # Merchant; then rank 7 (architect) is passed
    assert state.active_character == "warlord" and state.current_player == 2
    assert state.players[0].gold == 1  # her Poor House, when the Architect's rank passed
    state = finish(state)
    assert state.round == 2 and state.phase == "draft"
    assert state.players[0].gold == 1
    assert sorted(state.players[0].hand) == ["tavern", "temple"]
    assert city(state, 0) == ("poor_house",)


def test_witch_end_of_turn_districts_resolve_at_the_end_of_her_resumed_turn() -> None:
    """§1.2 witch (1, 3) / C-11 — suspending is not the end of her turn: her Poor House
    gives nothing then, and pays at the end of her resumed turn."""
    t = table()
    t.seat(0, gold=0, hand=(), city=("poor_house",), character="witch")
    t.seat(2, gold=2, character="bishop")
    t.deck(("tavern", "market"))
    state = act(t.turn_of("witch"), "draw")
    state = act(state, "keep", card="tavern")
    state = ability(state, "witch.bewitch", character="bishop")
    assert state.current_player == 2
    assert state.players[0].gold == 0
    state = act(state, "take_gold")
    assert (state.turn.seat, state.turn.powers) == (0, "bishop")
    assert state.players[0].gold == 0
    state = act(state, "end_turn")
    assert state.players[0].gold == 1


def test_witch_bewitched_holder_gather_and_end_of_turn_districts_apply() -> None:
    """§1.2 witch (3) — the bewitched holder's own gather districts apply (Observatory:
    draw 3 keep 1) and, in dark_city, their end-of-turn districts too (Poor House)."""
    t = table()
    t.seat(0, gold=2, character="witch")
    t.seat(2, gold=0, hand=(), city=("observatory", "poor_house"), character="bishop")
    t.deck(("tavern", "market", "prison"))
    state = bewitch(t.turn_of("witch"), "bishop")
    state = act(state, "draw")
    assert state.pending is not None and state.pending.seat == 2
    assert set(state.pending.options) == {"tavern", "market", "prison"}
    state = act(state, "keep", card="prison")
    assert state.players[2].hand == ("prison",)
    assert state.players[2].gold == 1  # Poor House at the end of the gather-only turn
    assert (state.turn.seat, state.turn.powers) == (0, "bishop")


def test_faq_000_hospital_1_no_hospital_with_the_witch() -> None:
    """faq:000-hospital-1 / C-2.3 — the Hospital is not used with the Witch (it is with
    the Assassin)."""
    base = ("thief", "magician", "king", "bishop", "merchant", "architect", "warlord")
    for seed in range(5):
        for rank_1, expected in (("witch", False), ("assassin", True)):
            config = cr.GameConfig(
                players=4, preset="dark_city", seed=seed, characters=(rank_1, *base)
            )
            state = cr.new_game(config)
            cards = list(state.deck) + [c for p in state.players for c in p.hand]
            assert ("hospital" in cards) is expected, (seed, rank_1)


# ======================================================================================
# Tax Collector, Dark City version, rank 2 (characters.md §9.3, C-11)
# ======================================================================================


def _tax_table() -> Table:
    """A Tax Collector with no gold at seat 1."""
    t = table()
    t.seat(1, gold=0, character="tax_collector")
    return t


def test_tax_collector_is_rank_2_in_dark_city() -> None:
    """§9.3 / C-2.1 — the Dark City Tax Collector is the rank-2 character."""
    t = table()
    t.seat(1, character="tax_collector")
    state = t.turn_of("tax_collector")
    assert state.lineup[1] == "tax_collector"
    assert state.lineup[0] == "assassin"


def test_tax_collector_builder_pays_1_gold_at_the_end_of_the_turn() -> None:
    """§9.3 — a player who built during a turn gives the Tax Collector's player 1 gold
    at the end of that turn (not when building)."""
    t = _tax_table()
    t.seat(2, gold=5, hand=("market", "tavern"), character="merchant")
    state = t.turn_of("merchant")
    assert "tax_collector" in state.revealed
    state = act(state, "take_gold")
    state = act(state, "build", card="market")
    assert golds(state)[1:3] == [0, 6]
    state = act(state, "end_turn")
    assert golds(state)[1:3] == [1, 5]


def test_tax_collector_one_gold_per_turn_not_per_district() -> None:
    """§9.3 — "one or more" districts: the Architect building 3 pays 1 gold."""
    t = _tax_table()
    t.seat(2, gold=6, hand=("temple", "tavern", "watchtower"), character="architect")
    state = act(t.turn_of("architect"), "take_gold")
    for card in ("temple", "tavern", "watchtower"):
        state = act(state, "build", card=card)
    assert state.players[2].gold == 5
    state = act(state, "end_turn")
    assert golds(state)[1:3] == [1, 4]


def test_tax_collector_nothing_without_a_build() -> None:
    """§9.3 — a turn without a build pays nothing."""
    t = _tax_table()
    t.seat(2, gold=5, hand=("market",), character="merchant")
    state = finish(t.turn_of("merchant"))
    assert golds(state)[1:3] == [0, 8]


def test_tax_collector_builder_without_gold_pays_nothing() -> None:
    """§9.3 — the builder pays only if they have gold at the end of the turn."""
    t = _tax_table()
    t.seat(2, gold=0, hand=("manor",), character="merchant")
    state = act(t.turn_of("merchant"), "take_gold")  # 0 + 2 + 1
    state = act(state, "build", card="manor")
    state = act(state, "end_turn")
    assert golds(state)[1:3] == [0, 0]


def test_tax_collector_own_player_pays_no_tax() -> None:
    """§9.3 — "each player other than the Tax Collector's": building in his own turn
    costs the Tax Collector's player only the build price."""
    t = table()
    t.seat(1, gold=3, hand=("manor",), character="tax_collector")
    state = t.turn_of("tax_collector")
    before = golds(state)
    state = act(state, "take_gold")
    state = act(state, "build", card="manor")
    state = act(state, "end_turn")
    after = golds(state)
    assert after[1] == 2
    assert after[:1] + after[2:] == before[:1] + before[2:]


def test_faq_000_tax_collector_1_assassin_pays_when_the_tax_collector_is_revealed() -> None:
    """faq:000-tax_collector-1 / §9.3 — the Assassin who built pays, not at the end of
    its turn (the Tax Collector is not revealed yet), but when the Tax Collector is
    revealed."""
    t = table()
    t.seat(0, gold=1, hand=("temple",), character="assassin")
    t.seat(1, gold=0, character="tax_collector")
    state = act(t.turn_of("assassin"), "take_gold")
    state = act(state, "build", card="temple")
    assert golds(state)[:2] == [2, 0]
    state, events = apply_recording(state, cr.Action("end_turn", actor=0))
    assert state.active_character == "tax_collector" and state.current_player == 1
    assert golds(state)[:2] == [1, 1]
    moves = gold_moves(events, 0, 1)
    assert len(moves) == 1
    assert moves[0] > reveal_index(events, "tax_collector")


def test_faq_000_tax_collector_1_assassin_without_gold_at_the_reveal_pays_nothing() -> None:
    """faq:000-tax_collector-1 / §9.3 — the retroactive payment is due only if the player
    has gold when the Tax Collector is revealed."""
    t = table()
    t.seat(0, gold=0, hand=("prison",), character="assassin")
    t.seat(1, gold=0, character="tax_collector")
    state = act(t.turn_of("assassin"), "take_gold")
    state = act(state, "build", card="prison")
    state = act(state, "end_turn")
    assert state.active_character == "tax_collector"
    assert golds(state)[:2] == [0, 0]
    state = finish(state)
    assert golds(state)[:2] == [0, 2]


def test_faq_000_tax_collector_2_witch_who_bewitched_nobody_pays_at_the_reveal() -> None:
    """faq:000-tax_collector-2 — a Witch who bewitched nobody and built pays when the
    Tax Collector is revealed."""
    t = table()
    t.seat(0, gold=1, hand=("temple",), character="witch")
    t.seat(1, gold=0, character="tax_collector")
    state = act(t.turn_of("witch"), "take_gold")
    state = act(state, "build", card="temple")
    state, events = apply_recording(state, cr.Action("end_turn", actor=0))
    assert state.active_character == "tax_collector"
    assert golds(state)[:2] == [1, 1]
    moves = gold_moves(events, 0, 1)
    assert len(moves) == 1 and moves[0] > reveal_index(events, "tax_collector")


def test_faq_000_tax_collector_2_witch_who_bewitched_pays_at_the_end_of_her_resumed_turn() -> None:
    """faq:000-tax_collector-2 — a Witch who bewitched pays when she takes over that
    character's turn: at the end of her resumed turn, nothing when the Tax Collector is
    revealed."""
    t = table()
    t.seat(0, gold=1, hand=("church",), character="witch")
    t.seat(1, gold=0, character="tax_collector")
    t.seat(2, gold=2, character="merchant")
    state = bewitch(t.turn_of("witch"), "merchant")
    assert state.active_character == "tax_collector"
    assert golds(state)[:2] == [3, 0]
    state = finish(state)
    state = play_until(state, "merchant", seat=2)
    state = act(state, "take_gold")
    assert (state.turn.seat, state.turn.powers) == (0, "merchant")
    state = act(state, "build", card="church")
    assert golds(state)[:2] == [2, 2]  # 3 + 1 (Merchant) - 2
    state = act(state, "end_turn")
    assert golds(state)[:2] == [1, 3]


def test_tax_collector_witch_bewitching_an_unheld_character_pays_nothing() -> None:
    """§9.3 — a Witch whose bewitched character is not in play built nothing and pays
    nothing."""
    t = table()
    t.seat(0, gold=2, hand=("temple",), character="witch")
    t.seat(1, gold=0, character="tax_collector")
    state = bewitch(t.turn_of("witch"), "architect")
    assert golds(state)[:2] == [4, 0]
    state = finish(state)
    assert state.round == 2
    assert golds(state)[:2] == [4, 2]
    assert city(state, 0) == ()


def test_tax_collector_killed_nobody_pays() -> None:
    """§9.3 (AMBIGUOUS default) — if the Tax Collector is killed, nobody pays: neither
    the Assassin who built before, nor the players who build after."""
    t = table()
    t.seat(0, gold=2, hand=("temple",), character="assassin")
    t.seat(1, gold=0, character="tax_collector")
    t.seat(2, gold=2, hand=("market",), character="merchant")
    state = ability(t.turn_of("assassin"), "assassin.kill", character="tax_collector")
    state = act(state, "take_gold")
    state = act(state, "build", card="temple")
    state = act(state, "end_turn")
    assert state.active_character == "merchant"
    assert golds(state)[:3] == [3, 0, 2]
    state = act(state, "take_gold")
    state = act(state, "build", card="market")
    state = act(state, "end_turn")
    assert state.round == 2
    assert golds(state)[:3] == [3, 0, 3]


def test_tax_collector_not_in_play_nobody_pays() -> None:
    """§9.3 (AMBIGUOUS default) — if nobody holds the Tax Collector, nobody pays."""
    t = table(characters=("tax_collector",))
    t.seat(2, gold=2, hand=("market",), character="merchant")
    state = t.turn_of("merchant")
    assert state.lineup[1] == "tax_collector"
    bank = state.bank
    state = act(state, "take_gold")
    state = act(state, "build", card="market")
    state = act(state, "end_turn")
    assert state.players[2].gold == 3
    assert state.bank == bank - 3 + 2


def test_faq_000_poor_house_1_poor_house_gold_is_not_taxed() -> None:
    """faq:000-poor_house-1 / faq:004-Q3 / C-11 — the Tax Collector collects before the
    Poor House pays: a builder left with no gold pays nothing and keeps the Poor House
    gold."""
    t = _tax_table()
    t.seat(2, gold=0, hand=("manor",), city=("poor_house",), character="merchant")
    state = act(t.turn_of("merchant"), "take_gold")  # 0 + 2 + 1
    state = act(state, "build", card="manor")
    assert state.players[2].gold == 0
    state = act(state, "end_turn")
    assert golds(state)[1:3] == [0, 1]


def test_faq_004_Q3_tax_is_settled_before_the_poor_house() -> None:
    """faq:004-Q3 / faq:000-poor_house-1 / C-11 (dark_city: Tax Collector, then Poor
    House) — a builder with 1 gold left pays it as tax, is then at 0 and gets the Poor
    House gold, which is not taxed."""
    t = _tax_table()
    t.seat(2, gold=1, hand=("manor",), city=("poor_house",), character="merchant")
    state = act(t.turn_of("merchant"), "take_gold")  # 1 + 2 + 1
    state = act(state, "build", card="manor")
    assert state.players[2].gold == 1
    state = act(state, "end_turn")
    assert golds(state)[1:3] == [1, 1]


def test_c_11_alchemist_refund_comes_before_the_tax_and_does_not_cover_it() -> None:
    """C-11 (dark_city: Alchemist refund, then Tax Collector) / §6.2 — the Alchemist who
    spent all his gold building gets it back, then pays the tax: the tax is not
    refunded."""
    t = _tax_table()
    t.seat(2, gold=1, hand=("manor",), character="alchemist")
    state = act(t.turn_of("alchemist"), "take_gold")
    state = act(state, "build", card="manor")
    assert state.players[2].gold == 0
    state = act(state, "end_turn")
    assert golds(state)[1:3] == [1, 2]


def test_r8_7_diplomat_exchange_is_not_a_build_and_is_not_taxed() -> None:
    """R8.7 / §9.3 — an exchange is not a build: no tax."""
    t = _tax_table()
    t.seat(2, gold=2, city=("market",))
    t.seat(3, gold=5, city=("watchtower",), character="diplomat")
    state = act(t.turn_of("diplomat"), "take_gold")
    state = ability(state, "diplomat.exchange", target=2, district="market", own="watchtower")
    assert city(state, 3) == ("market",) and city(state, 2) == ("watchtower",)
    assert golds(state)[1:4] == [0, 3, 6]


def test_tax_collector_wizard_ability_build_is_taxed() -> None:
    """§3.2 / §9.3 — the Wizard's immediate build is a build: the tax applies."""
    t = _tax_table()
    t.seat(2, gold=3, hand=(), character="wizard")
    t.seat(3, gold=2, hand=("manor",))
    state = act(t.turn_of("wizard"), "take_gold")
    state = ability(state, "wizard.take", target=3)
    state = choose(state, "manor")
    state = choose(state, "build")
    assert city(state, 2) == ("manor",) and state.players[2].gold == 2
    state = act(state, "end_turn")
    assert golds(state)[1:3] == [1, 1]


# ======================================================================================
# Wizard (characters.md §3.2)
# ======================================================================================


def _wizard_table(gold: int = 4, own_city: tuple[str, ...] = ()) -> Table:
    t = table()
    t.seat(0, gold=gold, hand=("temple", "manor"), city=own_city, character="wizard")
    t.seat(1, gold=2, hand=())
    t.seat(2, gold=2, hand=("castle", "tavern", "castle"))
    t.seat(3, gold=2, hand=("watchtower",))
    t.seat(4, gold=2, hand=("docks",))
    return t


def test_wizard_take_targets_another_player() -> None:
    """§3.2 — look at another player's hand: never himself."""
    state = _wizard_table().turn_of("wizard")
    assert {a.params["target"] for a in offered(state, "wizard.take")} == {1, 2, 3, 4}
    assert_illegal(state, cr.Action("ability", actor=0, name="wizard.take", target=0))


def test_wizard_target_with_no_cards_nothing_taken() -> None:
    """§3.2 Edge cases — "Target with no cards: nothing taken": the ability may name a
    player with an empty hand; it is used, nothing moves, no choice is asked."""
    state = _wizard_table().turn_of("wizard")
    before = [(p.gold, p.hand) for p in state.players]
    state = ability(state, "wizard.take", target=1)
    assert state.pending is None and [(p.gold, p.hand) for p in state.players] == before
    assert offered(state, "wizard.take") == []


def test_wizard_takes_a_card_of_his_choice_and_keeps_it() -> None:
    """§3.2 — he chooses one card of that hand and may put it into his hand; his turn
    goes on (the gather is still owed)."""
    state = _wizard_table().turn_of("wizard")
    state = ability(state, "wizard.take", target=2)
    assert state.pending is not None and state.pending.kind == "wizard.take"
    assert state.pending.seat == 0
    assert set(state.pending.options) == {"castle", "tavern"}
    state = choose(state, "castle")
    assert state.pending is not None and state.pending.kind == "wizard.use"
    state = choose(state, "keep")
    assert state.pending is None
    assert state.players[0].hand == ("temple", "manor", "castle")
    assert sorted(state.players[2].hand) == ["castle", "tavern"]
    assert {"take_gold", "draw"} <= kinds(state)


def test_wizard_immediate_build_only_after_gathering() -> None:
    """§3.2 (AMBIGUOUS default, C-9.3) — before the gather action the taken card can
    only go to his hand; after it, he may also build it at once."""
    state = _wizard_table().turn_of("wizard")
    state = ability(state, "wizard.take", target=3)
    state = choose(state, "watchtower")
    assert tuple(state.pending.options) == ("keep",)
    assert_illegal(state, cr.Action("choose", actor=0, option="build"))

    state = act(_wizard_table().turn_of("wizard"), "take_gold")
    state = ability(state, "wizard.take", target=3)
    state = choose(state, "watchtower")
    assert set(state.pending.options) == {"keep", "build"}


def test_wizard_immediate_build_needs_the_price() -> None:
    """§3.2 — to build it at once he pays its build price: with too little gold only
    "keep" is offered."""
    state = act(_wizard_table(gold=0).turn_of("wizard"), "take_gold")  # 2 gold
    state = ability(state, "wizard.take", target=2)
    state = choose(state, "castle")
    assert tuple(state.pending.options) == ("keep",)


def test_wizard_immediate_build_does_not_count_toward_the_build_limit() -> None:
    """§3.2 / C-9.4 — he pays its price and puts it into his city; that build does not
    count toward his limit: he may still build one district normally."""
    state = act(_wizard_table(gold=4).turn_of("wizard"), "take_gold")  # 6 gold
    state = ability(state, "wizard.take", target=2)
    state = choose(state, "castle")
    state = choose(state, "build")
    assert city(state, 0) == ("castle",)
    assert state.players[0].gold == 2
    assert sorted(state.players[2].hand) == ["castle", "tavern"]
    assert builds(state) == {"temple"}
    state = act(state, "build", card="temple")
    assert city(state, 0) == ("castle", "temple")
    assert builds(state) == set()


def test_faq_000_wizard_1_ability_build_may_duplicate_without_limit() -> None:
    """faq:000-wizard-1 / faq:004-Q56 / C-1.10 — the district built with the ability
    may duplicate one of his city, more than two copies included."""
    t = table()
    t.seat(0, gold=3, hand=(), city=("tavern", "tavern"), character="wizard")
    t.seat(2, gold=2, hand=("tavern",))
    state = act(t.turn_of("wizard"), "take_gold")
    state = ability(state, "wizard.take", target=2)
    state = choose(state, "tavern")
    assert set(state.pending.options) == {"keep", "build"}
    state = choose(state, "build")
    assert city(state, 0) == ("tavern", "tavern", "tavern")
    assert state.players[0].gold == 4


def test_c_1_10_wizard_normal_build_may_not_duplicate_in_dark_city() -> None:
    """C-1.10 / §3.2 (dark_city) — only the district built with the ability may
    duplicate: a normal build of a name already in his city is not allowed."""
    t = table()
    t.seat(0, gold=5, hand=("manor", "temple"), city=("manor",), character="wizard")
    t.seat(2, gold=2, hand=("tavern",))
    state = act(t.turn_of("wizard"), "take_gold")
    state = ability(state, "wizard.take", target=2)
    state = choose(state, "tavern")
    state = choose(state, "keep")
    assert builds(state) == {"temple", "tavern"}
    assert_illegal(state, cr.Action("build", actor=0, card="manor"))


def test_c_9_5_wizard_takes_once_per_turn() -> None:
    """C-9.5 — the Wizard's ability is used once per turn."""
    state = act(_wizard_table().turn_of("wizard"), "take_gold")
    state = ability(state, "wizard.take", target=4)
    state = choose(state, "docks")
    state = choose(state, "keep")
    assert offered(state, "wizard.take") == []
    assert_illegal(state, cr.Action("ability", actor=0, name="wizard.take", target=2))


# ======================================================================================
# Emperor (characters.md §4.2, C-4.4, C-12.3, C-17.6)
# ======================================================================================


def _emperor_table(crown: int = 4) -> Table:
    t = table()
    t.crown(crown)
    t.seat(0, gold=3, hand=("castle", "temple"))
    t.seat(1, gold=0, hand=())
    t.seat(2, gold=2, hand=("palace",), city=("manor", "castle", "temple"), character="emperor")
    t.seat(3, gold=0, hand=("tavern",))
    t.seat(4, gold=2, hand=("market",))
    return t


def test_emperor_crown_recipient_is_neither_himself_nor_the_current_holder() -> None:
    """§4.2 — the crown goes to another player: not the Emperor's player, not the
    current crown holder; the ability is usable any time, also before gathering."""
    state = _emperor_table(crown=4).turn_of("emperor")
    assert state.current_player == 2
    assert {a.params["target"] for a in offered(state, "emperor.crown")} == {0, 1, 3}
    assert_illegal(state, cr.Action("ability", actor=2, name="emperor.crown", target=2))
    assert_illegal(state, cr.Action("ability", actor=2, name="emperor.crown", target=4))


def test_c_17_6_emperor_crown_transfer_is_mandatory() -> None:
    """C-17.6 / §4.2 — the transfer is a "must": ending the turn is not offered until the
    crown has been given."""
    state = act(_emperor_table().turn_of("emperor"), "take_gold")
    assert "end_turn" not in kinds(state)
    assert_illegal(state, cr.Action("end_turn", actor=2))
    state = ability(state, "emperor.crown", target=1)  # seat 1 has nothing to give
    assert "end_turn" in kinds(state)
    state = act(state, "end_turn")
    assert state.crown == 1


def test_faq_000_emperor_1_recipient_chooses_to_pay_gold() -> None:
    """faq:000-emperor-1 / faq:004-Q57 / C-17.6 — the crown moves at once; the recipient
    decides (a pending decision of their seat) and gives 1 gold."""
    state = act(_emperor_table().turn_of("emperor"), "take_gold")
    state = ability(state, "emperor.crown", target=0)
    assert state.crown == 0
    assert state.pending is not None and state.pending.kind == "emperor.payment"
    assert state.current_player == 0
    assert set(state.pending.options) == {"gold", "card"}
    assert "end_turn" not in {a.kind for a in cr.legal_actions(state)}
    state = choose(state, "gold")
    assert state.players[0].gold == 2 and state.players[2].gold == 5
    assert state.players[0].hand == ("castle", "temple")
    assert state.current_player == 2 and "end_turn" in kinds(state)


def test_faq_000_emperor_1_recipient_chooses_which_card_to_give() -> None:
    """faq:000-emperor-1 / faq:004-Q57 — paying with a card, the recipient chooses which
    district card of their hand goes to the Emperor."""
    state = act(_emperor_table().turn_of("emperor"), "take_gold")
    state = ability(state, "emperor.crown", target=0)
    state = choose(state, "card")
    assert state.pending is not None and state.pending.kind == "emperor.card"
    assert state.pending.seat == 0
    assert set(state.pending.options) == {"castle", "temple"}
    state = choose(state, "temple")
    assert state.players[0].hand == ("castle",)
    assert state.players[2].hand == ("palace", "temple")
    assert state.players[0].gold == 3 and state.players[2].gold == 4


def test_emperor_recipient_pays_what_they_have() -> None:
    """§4.2 / C-17.3 — a recipient with cards only pays a card; one with neither gold
    nor cards pays nothing and the crown still moves."""
    state = act(_emperor_table().turn_of("emperor"), "take_gold")
    paying = ability(state, "emperor.crown", target=3)
    assert tuple(paying.pending.options) == ("card",)
    state = ability(state, "emperor.crown", target=1)
    assert state.pending is None
    assert state.crown == 1
    assert state.players[2].gold == 4 and state.players[1].gold == 0


def test_emperor_yellow_income_and_crown_once_per_turn() -> None:
    """§4.2 / C-9.5 / C-9.6 — yellow income, 1 gold per noble district; the crown is
    given once."""
    state = act(_emperor_table().turn_of("emperor"), "take_gold")
    state = act(state, "income")
    assert state.players[2].gold == 6  # 2 + 2 + manor, castle
    state = ability(state, "emperor.crown", target=0)
    state = choose(state, "gold")
    assert offered(state, "emperor.crown") == []
    assert_illegal(state, cr.Action("ability", actor=2, name="emperor.crown", target=3))


def test_emperor_without_a_possible_recipient_the_crown_stays() -> None:
    """§4.2 (AMBIGUOUS default) — 2 players, the other one holds the crown: no legal
    recipient, the crown stays, nothing is paid and the turn may end."""
    t = table(players=2)
    t.crown(1)
    t.seat(0, gold=2, character=("emperor", "warlord"))
    t.seat(1, gold=2, character=("assassin", "bishop"))
    state = act(t.turn_of("emperor"), "take_gold")
    assert offered(state, "emperor.crown") == []
    assert "end_turn" in kinds(state)
    state = act(state, "end_turn")
    assert state.crown == 1
    assert golds(state) == [4, 2]


def test_faq_000_emperor_2_killed_emperor_the_crown_stays() -> None:
    """faq:000-emperor-2 / C-12.3 (dark_city; 004-Q58's moving is off) — a killed
    Emperor moves nothing: at the end of the round the crown is still with its holder."""
    t = table()
    t.crown(3)
    t.seat(0, gold=2, character="assassin")
    t.seat(2, gold=2, character="emperor")
    t.seat(4, gold=2, character="warlord")
    state = ability(t.turn_of("assassin"), "assassin.kill", character="emperor")
    state = finish(state)
    assert state.active_character == "warlord"
    state = act(state, "take_gold")
    state, events = apply_recording(state, cr.Action("end_turn", actor=4))
    assert [e for e in events if e.kind == "revealed" and e.data.get("character") == "emperor"]
    assert state.round == 2 and state.phase == "draft"
    assert state.crown == 3
    assert golds(state) == [4, 2, 2, 2, 4]


def test_c_4_4_emperor_is_never_a_face_up_removal() -> None:
    """C-4.4 (dark_city, per the seeds) — a rank-4 character is never put face up; the
    Emperor can be the face-down card."""
    lineup = (
        "assassin",
        "thief",
        "magician",
        "emperor",
        "bishop",
        "merchant",
        "architect",
        "warlord",
    )
    face_up = face_down = 0
    for seed in range(200):
        state = cr.new_game(
            cr.GameConfig(players=4, preset="dark_city", seed=seed, characters=lineup)
        )
        assert len(state.draft.face_up) == 2
        face_up += "emperor" in state.draft.face_up
        face_down += "emperor" in state.draft.face_down
    assert face_up == 0
    assert face_down > 0


def test_faq_000_queen_1_queen_next_to_the_emperor_gains_3() -> None:
    """faq:000-queen-1 / faq:004-Q66 — with the Emperor replacing the King, the Queen
    sitting next to the Emperor's holder gets the 3 gold."""
    t = table()
    t.crown(0)
    t.seat(2, gold=2, character="emperor")
    t.seat(3, gold=2, character="queen")
    state = act(t.turn_of("emperor"), "take_gold")
    state = ability(state, "emperor.crown", target=4)
    state = choose(state, "gold")
    state = act(state, "end_turn")
    state = play_until(state, "queen")
    state = act(state, "take_gold")
    assert state.players[3].gold == 7


def test_faq_000_queen_2_killed_emperor_queen_paid_at_round_end() -> None:
    """faq:000-queen-2 / faq:004-Q67 / C-13 step 3 — the Emperor next to the Queen was
    killed: she gets her 3 gold at the end of the round, when it is revealed."""
    t = table()
    t.seat(0, gold=2, character="assassin")
    t.seat(2, gold=2, character="emperor")
    t.seat(3, gold=2, character="queen")
    state = ability(t.turn_of("assassin"), "assassin.kill", character="emperor")
    state = finish(state)
    assert state.active_character == "queen"
    state = act(state, "take_gold")
    assert state.players[3].gold == 4
    state = act(state, "end_turn")
    assert state.round == 2
    assert state.players[3].gold == 7
