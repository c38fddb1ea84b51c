"""Scenario tests of the 8 classic characters (preset ``classic``).

One test per rule of each character's text (rules/characters.md, R8, core.md C-9, C-10,
C-12, C-13) and per FAQ ruling that touches it (faq.md, rulings that apply to C).
Positions are built with :class:`citadels_rules.testing.Table` and driven through the
public API (``legal_actions`` / ``apply``). The only non-public import is the reducer's
``step``/``Ctx``, used to watch the events of the round end (a killed character is
revealed there, and the next round's draft resets ``state.revealed`` in the same move).
"""

from __future__ import annotations

from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.game.reducer import Ctx, step
from citadels_rules.testing import Table

CLASSIC = ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord")


# -- helpers ---------------------------------------------------------------------------


def table(players: int = 4, seed: int = 1) -> Table:
    return Table(players=players, preset="classic", seed=seed)


def act(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    """Apply ``kind`` for the seat that must act now."""
    return cr.apply(state, cr.Action(kind, actor=state.current_player, **params))


def ability(state: cr.GameState, name: str, **params: Any) -> cr.GameState:
    return act(state, "ability", name=name, **params)


def gather_gold_and_end(state: cr.GameState) -> cr.GameState:
    """The acting player takes 2 gold and ends the turn."""
    return act(act(state, "take_gold"), "end_turn")


def kinds(state: cr.GameState) -> set[str]:
    return {a.kind for a in cr.legal_actions(state)}


def offered(state: cr.GameState, name: str) -> list[cr.Action]:
    """The legal ``ability`` actions called ``name``."""
    return [a for a in cr.legal_actions(state) if a.kind == "ability" and a.params["name"] == name]


def destroy_targets(state: cr.GameState) -> set[tuple[int, str]]:
    return {(a.params["target"], a.params["district"]) for a in offered(state, "warlord.destroy")}


def city(state: cr.GameState, seat: int) -> tuple[str, ...]:
    return tuple(d.card for d in state.players[seat].city)


def golds(state: cr.GameState) -> list[int]:
    return [p.gold for p in state.players]


def assert_illegal(state: cr.GameState, action: cr.Action) -> None:
    """``action`` raises IllegalAction and leaves the state exactly as it was."""
    before = cr.to_json(state)
    legal_before = cr.legal_actions(state)
    assert action not in legal_before
    with pytest.raises(cr.IllegalAction):
        cr.apply(state, action)
    assert cr.to_json(state) == before
    assert cr.legal_actions(state) == legal_before


def apply_recording(state: cr.GameState, action: cr.Action) -> tuple[cr.GameState, list[cr.Event]]:
    """Apply ``action`` and return the events it produced."""
    ctx = Ctx([])
    new = step(state, action, ctx)
    return new, list(ctx.events or ())


def end_turn_recording(state: cr.GameState) -> tuple[cr.GameState, list[cr.Event]]:
    return apply_recording(state, cr.Action("end_turn", actor=state.current_player))


# ======================================================================================
# Assassin (characters.md §1.1, C-10.1, C-13 step 1)
# ======================================================================================


def test_assassin_kill_names_any_other_character_even_before_gathering() -> None:
    """§1.1 assassin — the kill may name any character of the lineup but the Assassin,
    at any time of the turn (C-9.5), so also before the gather action."""
    t = table()
    t.seat(0, character="assassin")
    t.seat(1, character="thief")
    t.seat(2, character="king")
    t.seat(3, character="warlord")
    state = t.turn_of("assassin")
    assert state.current_player == 0 and state.active_character == "assassin"
    targets = {a.params["character"] for a in offered(state, "assassin.kill")}
    assert targets == set(CLASSIC) - {"assassin"}
    assert {"take_gold", "draw"} <= kinds(state)
    state = ability(state, "assassin.kill", character="warlord")
    # still before gathering: the gather action is still owed and offered
    assert {"take_gold", "draw"} <= kinds(state)
    assert state.players[0].gold == 2


def test_assassin_cannot_kill_itself() -> None:
    """§1.1 assassin — "name one character other than the Assassin"."""
    t = table()
    t.seat(0, character="assassin")
    t.seat(1, character="bishop")
    state = t.turn_of("assassin")
    assert_illegal(state, cr.Action("ability", actor=0, name="assassin.kill", character="assassin"))


def test_c_9_5_assassin_kills_once_per_turn() -> None:
    """C-9.5 — the Assassin's ability is used at most once per turn."""
    t = table()
    t.seat(0, character="assassin")
    t.seat(1, character="bishop")
    t.seat(2, character="merchant")
    state = t.turn_of("assassin")
    state = ability(state, "assassin.kill", character="bishop")
    assert offered(state, "assassin.kill") == []
    assert_illegal(state, cr.Action("ability", actor=0, name="assassin.kill", character="merchant"))
    state = act(state, "take_gold")
    assert offered(state, "assassin.kill") == []


def _assassin_kills_bishop() -> tuple[cr.GameState, Table]:
    t = table()
    t.seat(0, gold=2, character="assassin")
    t.seat(1, gold=4, hand=("temple", "church"), city=("temple", "manor"), character="bishop")
    t.seat(2, gold=2, city=("market",), character="merchant")
    t.seat(3, gold=2, character="warlord")
    state = t.turn_of("assassin")
    state = ability(state, "assassin.kill", character="bishop")
    return gather_gold_and_end(state), t


def test_c_10_1_killed_holder_is_skipped_silently_and_not_revealed() -> None:
    """C-10.1 — when the killed rank is called its holder stays silent and unrevealed and
    loses the whole turn: the next held rank (Merchant) plays directly."""
    state, _ = _assassin_kills_bishop()
    assert state.current_player == 2
    assert state.active_character == "merchant"
    assert "bishop" not in state.revealed
    assert state.revealed == ("assassin", "merchant")
    # the Bishop's holder took no turn: nothing gathered, no income, nothing built
    assert state.players[1].gold == 4
    assert state.players[1].hand == ("temple", "church")
    assert city(state, 1) == ("temple", "manor")
    # the other players do not learn who holds the Bishop
    assert cr.observe(state, 2).players[1].characters == ()
    assert cr.observe(state, 0).players[1].characters == ()
    # later turns still do not reveal it
    state = gather_gold_and_end(state)
    assert state.active_character == "warlord"
    assert "bishop" not in state.revealed
    assert cr.observe(state, 3).players[1].characters == ()


def test_c_13_1_killed_character_is_revealed_at_round_end() -> None:
    """C-13 step 1 / C-10.1 — the killed character's holder reveals at the end of the round,
    after the last turn and before the next round starts."""
    state, _ = _assassin_kills_bishop()
    state = gather_gold_and_end(state)  # Merchant
    state = act(state, "take_gold")  # Warlord
    state, events = end_turn_recording(state)
    reveals = [e for e in events if e.kind == "revealed" and e.data.get("character") == "bishop"]
    assert len(reveals) == 1
    assert reveals[0].seat == 1
    kinds_seq = [e.kind for e in events]
    last_turn_end = max(i for i, k in enumerate(kinds_seq) if k == "turn_end")
    round_end = kinds_seq.index("round_end")
    assert last_turn_end < events.index(reveals[0]) < round_end
    assert state.round == 2 and state.phase == "draft"
    # the Bishop's holder never played: still 4 gold, no blue income
    assert state.players[1].gold == 4


def test_assassin_naming_an_unheld_character_has_no_effect() -> None:
    """§1.1 assassin — naming a character nobody holds has no effect: every held
    character plays its turn normally and nothing is revealed at the round end."""
    t = table()
    t.seat(0, gold=2, character="assassin")
    t.seat(1, gold=3, character="merchant")
    t.seat(2, gold=2, character="warlord")
    t.seat(3, gold=1, character="bishop")
    state = t.turn_of("assassin")
    state = ability(state, "assassin.kill", character="architect")
    state = gather_gold_and_end(state)
    assert state.active_character == "bishop" and state.current_player == 3
    state = gather_gold_and_end(state)
    assert state.active_character == "merchant" and state.current_player == 1
    state = gather_gold_and_end(state)
    assert state.active_character == "warlord" and state.current_player == 2
    state = act(state, "take_gold")
    state, events = end_turn_recording(state)
    assert not [e for e in events if e.kind == "revealed"]
    assert golds(state) == [4, 6, 4, 3]
    assert state.round == 2


# ======================================================================================
# Thief (characters.md §2.1, C-10.2)
# ======================================================================================


def test_thief_cannot_rob_the_assassin_itself_or_the_killed_character() -> None:
    """§2.1 thief / faq:004-Q32 — illegal targets: the Thief, any rank-1 character (the
    Assassin) and the killed character; every other character may be named."""
    t = table()
    t.seat(0, character="assassin")
    t.seat(1, character="thief")
    t.seat(2, character="king")
    t.seat(3, character="warlord")
    t.mark("king", "killed")
    state = t.turn_of("thief")
    assert state.current_player == 1
    targets = {a.params["character"] for a in offered(state, "thief.rob")}
    assert targets == {"magician", "bishop", "merchant", "architect", "warlord"}
    for character in ("assassin", "thief", "king"):
        assert_illegal(state, cr.Action("ability", actor=1, name="thief.rob", character=character))


def test_c_9_5_thief_robs_once_per_turn() -> None:
    """C-9.5 — the Thief names one character, once per turn."""
    t = table()
    t.seat(0, character="thief")
    t.seat(1, character="merchant")
    state = t.turn_of("thief")
    state = ability(state, "thief.rob", character="merchant")
    assert offered(state, "thief.rob") == []
    assert_illegal(state, cr.Action("ability", actor=0, name="thief.rob", character="warlord"))


def test_faq_000_thief_1_robbery_at_reveal_before_any_action() -> None:
    """faq:000-thief-1 / faq:004-Q31 / C-10.2 — when the robbed character is revealed, before its
    holder does anything, all the gold of their stash goes to the Thief's player."""
    t = table()
    t.seat(0, gold=1, character="thief")
    t.seat(1, gold=5, city=("market",), character="merchant")
    t.seat(2, gold=2, character="warlord")
    t.seat(3, gold=2, character="bishop")
    state = t.turn_of("thief")
    state = ability(state, "thief.rob", character="merchant")
    state = gather_gold_and_end(state)
    # nothing moves before the Merchant is revealed
    assert state.active_character == "bishop"
    assert golds(state) == [3, 5, 2, 2]
    state = gather_gold_and_end(state)
    # the Merchant has just been revealed: robbed, no action taken yet
    assert state.active_character == "merchant" and state.current_player == 1
    assert "merchant" in state.revealed
    assert state.players[1].gold == 0
    assert state.players[0].gold == 8
    assert {"take_gold", "draw"} <= kinds(state)


def test_c_10_2_gold_gained_after_the_robbery_is_kept() -> None:
    """C-10.2 — the gold the robbed player gains later in that turn is kept."""
    t = table()
    t.seat(0, gold=0, character="thief")
    t.seat(1, gold=4, city=("market", "tavern"), character="merchant")
    t.mark("merchant", "robbed")
    state = t.turn_of("merchant")
    assert golds(state)[:2] == [4, 0]
    state = act(state, "take_gold")  # 2 + Merchant's 1
    state = act(state, "income")  # 2 green districts
    assert state.players[1].gold == 5
    state = act(state, "end_turn")
    assert state.players[1].gold == 5
    assert state.players[0].gold == 4


def test_thief_robbing_an_unheld_character_does_nothing() -> None:
    """§2.1 thief / C-10.2 — if the robbed character is not in play, nothing happens."""
    t = table()
    t.seat(0, gold=0, character="thief")
    t.seat(1, gold=5, character="merchant")
    t.seat(2, gold=3, character="warlord")
    t.seat(3, gold=2, character="king")
    state = t.turn_of("thief")
    state = ability(state, "thief.rob", character="architect")
    state = gather_gold_and_end(state)  # Thief: 2
    state = gather_gold_and_end(state)  # King: 4
    state = gather_gold_and_end(state)  # Merchant: 5 + 2 + 1
    state = gather_gold_and_end(state)  # Warlord: 5
    assert state.round == 2
    assert golds(state) == [2, 8, 5, 4]


# ======================================================================================
# Magician (characters.md §3.1)
# ======================================================================================


def test_magician_swap_exchanges_whole_hands_but_not_cities() -> None:
    """§3.1 magician — exchange your whole hand with another player's whole hand; the
    cities are not touched."""
    t = table()
    t.seat(0, hand=("temple", "castle"), city=("manor",), character="magician")
    t.seat(1, hand=("tavern", "market", "docks"), city=("church",))
    state = t.turn_of("magician")
    assert {a.params["target"] for a in offered(state, "magician.swap")} == {1, 2, 3}
    state = ability(state, "magician.swap", target=1)
    assert state.players[0].hand == ("tavern", "market", "docks")
    assert state.players[1].hand == ("temple", "castle")
    assert city(state, 0) == ("manor",)
    assert city(state, 1) == ("church",)
    assert state.current_player == 0 and state.active_character == "magician"


def test_magician_cannot_swap_with_himself() -> None:
    """§3.1 magician — the exchange is with another player."""
    t = table()
    t.seat(0, hand=("temple",), character="magician")
    state = t.turn_of("magician")
    assert_illegal(state, cr.Action("ability", actor=0, name="magician.swap", target=0))


def test_magician_swap_with_an_empty_hand() -> None:
    """§3.1 magician — the exchange is allowed even if either hand is empty: an empty
    Magician simply takes the other hand, and can give his hand for nothing."""
    t = table()
    t.seat(0, hand=(), character="magician")
    t.seat(2, hand=("palace", "harbor"))
    state = t.turn_of("magician")
    state = ability(state, "magician.swap", target=2)
    assert state.players[0].hand == ("palace", "harbor")
    assert state.players[2].hand == ()

    t = table()
    t.seat(0, hand=("temple",), character="magician")
    t.seat(3, hand=())
    state = t.turn_of("magician")
    state = ability(state, "magician.swap", target=3)
    assert state.players[0].hand == ()
    assert state.players[3].hand == ("temple",)


def test_faq_000_magician_1_redraw_puts_cards_at_the_bottom_and_draws_as_many() -> None:
    """faq:000-magician-1 / faq:004-Q33 / §3.1 magician — the chosen cards go face down
    to the bottom of the deck, then the Magician draws the same number from the top."""
    t = table()
    t.seat(0, hand=("temple", "castle", "manor"), character="magician")
    t.deck(("tavern", "market", "docks"))
    state = t.turn_of("magician")
    deck_size = len(state.deck)
    state = ability(state, "magician.redraw")
    assert state.pending is not None and state.current_player == 0
    assert set(state.pending.options) == {"temple", "castle", "manor"}
    state = act(state, "choose", option="temple")
    state = act(state, "choose", option="castle")
    assert state.current_player == 0
    state = act(state, "done")
    assert state.pending is None
    assert sorted(state.players[0].hand) == ["manor", "market", "tavern"]
    assert len(state.deck) == deck_size
    assert state.deck[0] == "docks"
    assert sorted(state.deck[-2:]) == ["castle", "temple"]
    # the turn goes on: the gather action is still owed
    assert {"take_gold", "draw"} <= kinds(state)


def test_c_9_5_magician_uses_one_of_his_abilities_once_per_turn() -> None:
    """C-9.5 / §3.1 magician — one of the two options, once per turn; it may be used
    after gathering too (any time)."""
    t = table()
    t.seat(0, hand=("temple", "castle"), character="magician")
    t.seat(1, hand=("tavern",))
    state = t.turn_of("magician")
    state = act(state, "take_gold")
    assert offered(state, "magician.swap") and offered(state, "magician.redraw")
    state = ability(state, "magician.swap", target=1)
    assert offered(state, "magician.swap") == [] and offered(state, "magician.redraw") == []
    assert_illegal(state, cr.Action("ability", actor=0, name="magician.redraw"))
    assert_illegal(state, cr.Action("ability", actor=0, name="magician.swap", target=2))


# ======================================================================================
# King (characters.md §4.1, C-12, C-4.4)
# ======================================================================================


def test_c_12_2_king_takes_the_crown_when_revealed() -> None:
    """C-12.2 / §4.1 king — the King's holder takes the crown as soon as he is revealed,
    and drafts first next round (C-12.1)."""
    t = table()
    t.crown(1)
    t.seat(0, character="magician")
    t.seat(2, character="king")
    state = t.turn_of("magician")
    assert state.crown == 1
    state = gather_gold_and_end(state)
    assert state.active_character == "king" and state.current_player == 2
    assert state.crown == 2
    state = gather_gold_and_end(state)
    assert state.round == 2 and state.phase == "draft"
    assert state.crown == 2
    assert state.pending is not None and state.pending.kind == "pick"
    assert state.current_player == 2


def test_faq_000_king_1_killed_king_takes_the_crown_at_round_end() -> None:
    """faq:000-king-1 / faq:004-Q34 / C-12.2 — a killed King's holder takes the crown at
    the end of the round, when revealed, and drafts first next round."""
    t = table()
    t.crown(1)
    t.seat(0, character="assassin")
    t.seat(1, character="bishop")
    t.seat(2, character="king")
    t.seat(3, character="warlord")
    state = t.turn_of("assassin")
    state = ability(state, "assassin.kill", character="king")
    state = gather_gold_and_end(state)
    assert state.active_character == "bishop"
    assert state.crown == 1
    state = gather_gold_and_end(state)
    assert state.active_character == "warlord"
    assert state.crown == 1
    state = act(state, "take_gold")
    state, events = end_turn_recording(state)
    assert state.crown == 2
    assert state.round == 2
    assert state.pending is not None and state.pending.kind == "pick"
    assert state.current_player == 2
    assert [e.seat for e in events if e.kind == "revealed"] == [2]
    # C-13: the killed King is revealed first, then his holder takes the crown
    order = [e.kind for e in events if e.kind in ("revealed", "crown", "round_end")]
    assert order == ["revealed", "crown", "round_end"]


def test_faq_000_king_2_no_king_in_play_the_crown_stays() -> None:
    """faq:000-king-2 / faq:004-Q35 / C-12.4 — if nobody plays the King this round, the
    crown stays."""
    t = table()
    t.crown(3)
    t.seat(0, character="thief")
    t.seat(1, character="bishop")
    t.seat(2, character="merchant")
    t.seat(3, character="warlord")
    state = t.turn_of("thief")
    for _ in range(4):
        assert state.crown == 3
        state = gather_gold_and_end(state)
    assert state.round == 2
    assert state.crown == 3
    assert state.current_player == 3 and state.pending.kind == "pick"


def test_c_9_6_king_income_one_gold_per_noble_district() -> None:
    """§4.1 king / C-9.6 — yellow income: 1 gold per noble district, any time (also
    before gathering)."""
    t = table()
    t.seat(0, gold=1, city=("manor", "castle", "palace", "temple", "tavern"), character="king")
    state = t.turn_of("king")
    bank = state.bank
    state = act(state, "income")
    assert state.players[0].gold == 4
    assert state.bank == bank - 3


def test_c_4_4_king_is_never_a_face_up_removal() -> None:
    """C-4.4 — the King may never be removed face up (but may be the face-down card)."""
    face_up_count = {3: 2, 4: 2, 5: 1}
    for players, count in face_up_count.items():
        king_face_down = 0
        others_face_up: set[str] = set()
        for seed in range(150):
            state = cr.new_game(cr.GameConfig(players=players, preset="classic", seed=seed))
            assert len(state.draft.face_up) == count
            assert "king" not in state.draft.face_up
            others_face_up.update(state.draft.face_up)
            king_face_down += "king" in state.draft.face_down
        assert others_face_up == set(state.lineup) - {"king"}
        assert king_face_down > 0


def test_c_4_4_king_never_face_up_in_later_rounds() -> None:
    """C-4.4 — the rule holds in every round's draft, not only the first."""
    face_ups = []
    for seed in range(6):
        record = cr.play(cr.GameConfig(players=4, preset="classic", seed=seed))
        face_ups += [e.data["characters"] for e in record.events if e.kind == "face_up"]
    assert len(face_ups) > 30
    assert all(len(f) == 2 and "king" not in f for f in face_ups)


# ======================================================================================
# Bishop (characters.md §5.1, R8.2.3)
# ======================================================================================


def test_bishop_districts_cannot_be_destroyed_by_the_warlord() -> None:
    """§5.1 bishop / R8.2.3 / faq:004-Q36 — the Warlord's ability cannot affect the Bishop player's
    districts this round."""
    t = table()
    t.seat(0, gold=8, character="warlord")
    t.seat(1, city=("temple", "manor"), character="bishop")
    t.seat(2, city=("tavern",))
    state = t.turn_of("warlord")
    state = act(state, "take_gold")
    targets = destroy_targets(state)
    assert (2, "tavern") in targets
    assert not {tg for tg in targets if tg[0] == 1}
    assert_illegal(
        state, cr.Action("ability", actor=0, name="warlord.destroy", target=1, district="manor")
    )
    assert_illegal(
        state, cr.Action("ability", actor=0, name="warlord.destroy", target=1, district="temple")
    )


def test_faq_000_warlord_1_killed_bishop_gives_no_protection() -> None:
    """faq:000-warlord-1 / faq:004-Q41 / C-10.1 — a killed Bishop protects nothing: the Warlord may
    destroy that player's districts."""
    t = table()
    t.seat(0, gold=3, character="warlord")
    t.seat(1, city=("temple", "manor"), character="bishop")
    t.seat(3, character="assassin")
    t.mark("bishop", "killed")
    state = t.turn_of("warlord")
    state = act(state, "take_gold")
    assert {(1, "temple"), (1, "manor")} <= destroy_targets(state)
    state = ability(state, "warlord.destroy", target=1, district="manor")
    assert city(state, 1) == ("temple",)
    assert state.players[0].gold == 3


def test_r8_2_bishop_holder_own_warlord_cannot_destroy_own_districts() -> None:
    """R8.2 (AMBIGUOUS default) — with 2 players, a player holding both the Bishop and
    the Warlord cannot destroy their own districts, but may destroy the opponent's."""
    t = table(players=2)
    t.seat(0, gold=5, city=("manor", "temple"), character=("bishop", "warlord"))
    t.seat(1, city=("castle",), character=("assassin", "king"))
    state = t.turn_of("warlord")
    state = act(state, "take_gold")
    assert destroy_targets(state) == {(1, "castle")}


def test_c_9_6_bishop_income_one_gold_per_religious_district() -> None:
    """§5.1 bishop / C-9.6 — blue income: 1 gold per religious district."""
    t = table()
    t.seat(2, gold=0, city=("temple", "church", "monastery", "manor"), character="bishop")
    state = t.turn_of("bishop")
    state = act(state, "income")
    assert state.players[2].gold == 3


# ======================================================================================
# Merchant (characters.md §6.1, C-17.5)
# ======================================================================================


def test_c_17_5_merchant_extra_gold_after_taking_gold_is_automatic() -> None:
    """§6.1 merchant / C-17.5 — +1 gold with the gather action, applied automatically
    (never offered as an action), and not before gathering."""
    t = table()
    t.seat(1, gold=2, character="merchant")
    state = t.turn_of("merchant")
    assert state.players[1].gold == 2
    assert "ability" not in kinds(state)
    bank = state.bank
    state = act(state, "take_gold")
    assert state.players[1].gold == 5
    assert state.bank == bank - 3
    assert "ability" not in kinds(state)


def test_merchant_extra_gold_also_after_drawing() -> None:
    """§6.1 merchant — the +1 gold is received whichever gather option was taken."""
    t = table()
    t.seat(1, gold=2, hand=("temple",), character="merchant")
    t.deck(("castle", "tavern"))
    state = t.turn_of("merchant")
    state = act(state, "draw")
    assert state.pending is not None and state.pending.kind == "keep"
    assert set(state.pending.options) == {"castle", "tavern"}
    state = act(state, "keep", card="castle")
    assert state.pending is None
    assert state.players[1].gold == 3
    assert state.players[1].hand == ("temple", "castle")
    assert state.deck[-1] == "tavern"


def test_c_9_6_merchant_income_one_gold_per_trade_district() -> None:
    """§6.1 merchant / C-9.6 — green income: 1 gold per trade district."""
    t = table()
    t.seat(1, gold=0, city=("tavern", "market", "docks", "temple"), character="merchant")
    state = t.turn_of("merchant")
    state = act(state, "income")
    assert state.players[1].gold == 3


# ======================================================================================
# Architect (characters.md §7.1, C-9.4)
# ======================================================================================


def test_faq_000_architect_1_extra_cards_only_after_gathering() -> None:
    """faq:000-architect-1 / faq:004-Q37 — the Architect cannot take the 2 extra cards
    before choosing the gather option: they come after it (automatically, C-17.5)."""
    t = table()
    t.seat(0, gold=1, hand=("temple",), character="architect")
    t.deck(("tavern", "market", "docks", "harbor"))
    state = t.turn_of("architect")
    assert state.players[0].hand == ("temple",)
    assert "ability" not in kinds(state)
    assert kinds(state) >= {"take_gold", "draw"}
    state = act(state, "take_gold")
    assert state.players[0].gold == 3
    assert state.players[0].hand == ("temple", "tavern", "market")
    assert state.deck[:2] == ("docks", "harbor")


def test_architect_extra_cards_after_drawing() -> None:
    """§7.1 architect — after a draw gather (2 drawn, 1 kept, 1 to the bottom) the
    Architect draws 2 more cards and keeps them."""
    t = table()
    t.seat(0, gold=1, hand=("temple",), character="architect")
    t.deck(("tavern", "market", "docks", "harbor"))
    state = t.turn_of("architect")
    state = act(state, "draw")
    assert set(state.pending.options) == {"tavern", "market"}
    state = act(state, "keep", card="market")
    assert state.players[0].hand == ("temple", "market", "docks", "harbor")
    assert state.players[0].gold == 1
    assert state.deck[-1] == "tavern"


def test_c_9_4_architect_builds_up_to_three_districts() -> None:
    """§7.1 architect / C-9.4 — up to 3 districts this turn, not a 4th."""
    t = table()
    t.seat(0, gold=10, hand=("temple", "tavern", "watchtower", "church"), character="architect")
    state = t.turn_of("architect")
    state = act(state, "take_gold")
    for card in ("temple", "tavern", "watchtower"):
        state = act(state, "build", card=card)
    assert city(state, 0) == ("temple", "tavern", "watchtower")
    assert state.players[0].gold == 12 - 3
    assert "build" not in kinds(state)
    assert_illegal(state, cr.Action("build", actor=0, card="church"))


def test_c_9_4_other_characters_build_one_district() -> None:
    """C-9.4 — without the Architect the build limit is 1 district per turn."""
    t = table()
    t.seat(1, gold=10, hand=("temple", "tavern"), character="merchant")
    state = t.turn_of("merchant")
    state = act(state, "take_gold")
    state = act(state, "build", card="temple")
    assert "build" not in kinds(state)
    assert_illegal(state, cr.Action("build", actor=1, card="tavern"))


# ======================================================================================
# Warlord (characters.md §8.1, R8, C-9.10)
# ======================================================================================


def test_c_9_10_warlord_destroy_offered_only_after_gathering() -> None:
    """C-9.10 / R8.1 — the classic Warlord destroys at the end of his turn: the ability
    is offered once gathering is done, alongside building and ending the turn."""
    t = table()
    t.seat(0, gold=5, hand=("temple",), character="warlord")
    t.seat(1, city=("manor",))
    state = t.turn_of("warlord")
    assert offered(state, "warlord.destroy") == []
    assert_illegal(
        state, cr.Action("ability", actor=0, name="warlord.destroy", target=1, district="manor")
    )
    state = act(state, "take_gold")
    assert (1, "manor") in destroy_targets(state)
    assert {"build", "end_turn", "ability"} <= kinds(state)


def test_warlord_destroy_pays_cost_minus_one_and_ends_the_turn() -> None:
    """§8.1 warlord / C-9.10 / C-1.5 — destroying pays (cost − 1) to the bank, the
    district goes to the bottom of the deck, and taking the ability ends the turn."""
    t = table()
    t.seat(0, gold=3, hand=("temple",), character="warlord")
    t.seat(1, city=("manor", "temple"))
    state = t.turn_of("warlord")
    state = act(state, "take_gold")
    bank = state.bank
    deck_size = len(state.deck)
    state = ability(state, "warlord.destroy", target=1, district="manor")
    assert state.players[0].gold == 5 - 2
    assert state.bank == bank + 2
    assert city(state, 1) == ("temple",)
    assert len(state.deck) == deck_size + 1
    assert state.deck[-1] == "manor"
    # the turn (the last of the round) is over: no build after the destroy
    assert state.active_character is None
    assert state.round == 2 and state.phase == "draft"
    assert state.players[0].hand == ("temple",)


def test_warlord_destroy_ends_the_turn_before_later_characters() -> None:
    """C-9.10 — taking the destroy ends the turn; the warlord cannot destroy twice."""
    t = table()
    t.seat(0, gold=6, character="warlord")
    t.seat(1, city=("manor", "temple"))
    state = t.turn_of("warlord")
    state = act(state, "take_gold")
    state = ability(state, "warlord.destroy", target=1, district="temple")
    assert state.phase == "draft"
    assert city(state, 1) == ("manor",)
    assert state.players[0].gold == 8


def test_warlord_one_cost_district_is_free_and_dearer_unaffordable_not_offered() -> None:
    """§8.1 warlord / R8.6 — cost-1 districts are destroyed for free; a district whose
    destroy price exceeds the Warlord's stash is not offered."""
    t = table()
    t.seat(0, gold=0, character="warlord")
    t.seat(1, city=("temple", "church", "watchtower"))
    t.deck(("tavern", "market"))
    state = t.turn_of("warlord")
    state = act(state, "draw")
    state = act(state, "keep", card="tavern")
    assert state.players[0].gold == 0
    assert destroy_targets(state) == {(1, "temple"), (1, "watchtower")}
    assert_illegal(
        state, cr.Action("ability", actor=0, name="warlord.destroy", target=1, district="church")
    )
    bank = state.bank
    state = ability(state, "warlord.destroy", target=1, district="watchtower")
    assert city(state, 1) == ("temple", "church")
    assert state.players[0].gold == 0
    assert state.bank == bank


def test_faq_000_warlord_3_warlord_may_destroy_his_own_district() -> None:
    """faq:000-warlord-3 / faq:004-Q43 — the Warlord may destroy his own districts."""
    t = table()
    t.seat(0, gold=0, city=("manor", "tavern"), character="warlord")
    state = t.turn_of("warlord")
    state = act(state, "take_gold")
    assert {(0, "manor"), (0, "tavern")} <= destroy_targets(state)
    state = ability(state, "warlord.destroy", target=0, district="manor")
    assert city(state, 0) == ("tavern",)
    assert state.players[0].gold == 0
    assert state.deck[-1] == "manor"


def test_faq_000_warlord_2_completed_city_is_protected() -> None:
    """faq:000-warlord-2 / faq:004-Q42 / C-14.4 — the Warlord cannot destroy a district of
    a player who has 8 districts (classic threshold with 4 players); 7 are not protected."""
    full = ("temple", "church", "monastery", "cathedral", "manor", "castle", "palace", "tavern")
    t = table()
    t.seat(0, gold=10, character="warlord")
    t.seat(1, city=full)
    t.seat(2, city=("market",))
    state = t.turn_of("warlord")
    state = act(state, "take_gold")
    targets = destroy_targets(state)
    assert (2, "market") in targets
    assert not {tg for tg in targets if tg[0] == 1}
    assert_illegal(
        state, cr.Action("ability", actor=0, name="warlord.destroy", target=1, district="temple")
    )

    t = table()
    t.seat(0, gold=10, character="warlord")
    t.seat(1, city=full[:7])
    state = act(t.turn_of("warlord"), "take_gold")
    assert {(1, c) for c in full[:7]} <= destroy_targets(state)


def test_faq_000_university_dragon_gate_1_destroy_costs_five() -> None:
    """faq:000-university_dragon_gate-1 / faq:004-Q17 / R8.4 — University and Dragon Gate cost 6 to
    build, so the Warlord pays 5 to destroy them (not 7, from their 8 points)."""
    t = table()
    t.seat(0, gold=3, character="warlord")
    t.seat(1, city=("university",))
    t.seat(2, city=("dragon_gate",))
    state = t.turn_of("warlord")
    state = act(state, "take_gold")
    assert {(1, "university"), (2, "dragon_gate")} <= destroy_targets(state)
    state = ability(state, "warlord.destroy", target=2, district="dragon_gate")
    assert state.players[0].gold == 0
    assert city(state, 2) == ()

    t = table()
    t.seat(0, gold=2, character="warlord")
    t.seat(1, city=("university",))
    state = act(t.turn_of("warlord"), "take_gold")
    assert state.players[0].gold == 4
    assert (1, "university") not in destroy_targets(state)


def test_r8_3_great_wall_adds_one_to_the_destroy_price() -> None:
    """R8.3 (classic) / faq:004-Q69 — against a Great Wall owner's other districts the
    Warlord pays 1 more; the Great Wall itself costs its own 6 − 1."""
    t = table()
    t.seat(0, gold=2, character="warlord")
    t.seat(1, city=("great_wall", "manor"))
    state = t.turn_of("warlord")
    state = act(state, "take_gold")
    assert state.players[0].gold == 4
    assert {tg for tg in destroy_targets(state) if tg[0] == 1} == {(1, "manor")}
    state = ability(state, "warlord.destroy", target=1, district="manor")
    assert state.players[0].gold == 1

    t = table()
    t.seat(0, gold=3, character="warlord")
    t.seat(1, city=("great_wall", "manor"))
    state = act(t.turn_of("warlord"), "take_gold")
    state = ability(state, "warlord.destroy", target=1, district="great_wall")
    assert state.players[0].gold == 0


def test_r8_2_keep_cannot_be_destroyed() -> None:
    """R8.2.2 / faq:004-Q70 — no rank-8 ability may destroy a Keep, the Warlord's own included."""
    t = table()
    t.seat(0, gold=8, city=("keep", "tavern"), character="warlord")
    t.seat(1, city=("keep", "manor"))
    state = act(t.turn_of("warlord"), "take_gold")
    assert destroy_targets(state) == {(0, "tavern"), (1, "manor")}
    assert_illegal(
        state, cr.Action("ability", actor=0, name="warlord.destroy", target=1, district="keep")
    )


def test_graveyard_owner_may_take_the_destroyed_district() -> None:
    """§8.1 warlord / graveyard — the Graveyard's owner may pay 1 gold to take the
    destroyed district into hand instead of it going to the bottom of the deck."""
    t = table()
    t.seat(0, gold=3, character="warlord")
    t.seat(1, city=("manor",))
    t.seat(2, gold=2, hand=("temple",), city=("graveyard",))
    state = act(t.turn_of("warlord"), "take_gold")
    deck_size = len(state.deck)
    state = ability(state, "warlord.destroy", target=1, district="manor")
    assert state.pending is not None and state.pending.kind == "graveyard.take"
    assert state.current_player == 2
    assert set(state.pending.options) == {"take", "decline"}
    taken = act(state, "choose", option="take")
    assert taken.players[2].hand == ("temple", "manor")
    assert taken.players[2].gold == 1
    assert len(taken.deck) == deck_size
    assert "manor" not in taken.deck[-1:]
    assert city(taken, 1) == ()
    assert taken.phase == "draft"

    declined = act(state, "choose", option="decline")
    assert declined.players[2].hand == ("temple",)
    assert declined.players[2].gold == 2
    assert declined.deck[-1] == "manor"


def test_c_9_6_warlord_income_one_gold_per_military_district() -> None:
    """§8.1 warlord / C-9.6 — red income: 1 gold per military district."""
    t = table()
    t.seat(0, gold=0, city=("watchtower", "prison", "fortress", "temple"), character="warlord")
    state = act(t.turn_of("warlord"), "income")
    assert state.players[0].gold == 3


# ======================================================================================
# Turn rules through these characters (C-9, faq:000-gen-1, faq:000-gen-6)
# ======================================================================================


def test_faq_000_gen_6_income_once_and_all_at_once() -> None:
    """faq:000-gen-6 / faq:004-Q27 / C-9.6 — income is collected once per turn, all at once: a noble
    district built after taking it gives the King nothing more."""
    t = table()
    t.seat(0, gold=3, hand=("castle",), city=("manor", "palace"), character="king")
    state = t.turn_of("king")
    state = act(state, "income")
    assert state.players[0].gold == 5
    assert "income" not in kinds(state)
    state = act(state, "take_gold")
    state = act(state, "build", card="castle")
    assert state.players[0].gold == 3
    assert "income" not in kinds(state)
    assert_illegal(state, cr.Action("income", actor=0))


def test_faq_000_gen_6_income_after_building_counts_the_new_district() -> None:
    """faq:000-gen-6 / C-9.6 — income may be taken after building (any time), counting
    the district just built, still only once."""
    t = table()
    t.seat(0, gold=2, hand=("castle",), city=("manor",), character="king")
    state = act(t.turn_of("king"), "take_gold")
    state = act(state, "build", card="castle")
    assert state.players[0].gold == 0
    state = act(state, "income")
    assert state.players[0].gold == 2
    assert "income" not in kinds(state)


def test_faq_000_gen_1_assassin_ability_is_optional() -> None:
    """faq:000-gen-1 / faq:004-Q22 / C-0.1 — abilities are optional: the Assassin may end his turn
    without killing anyone, and every character then plays."""
    t = table()
    t.seat(0, character="assassin")
    t.seat(1, gold=0, character="bishop")
    state = act(t.turn_of("assassin"), "take_gold")
    assert "end_turn" in kinds(state) and offered(state, "assassin.kill")
    state = act(state, "end_turn")
    assert state.active_character == "bishop" and state.current_player == 1
    assert "bishop" in state.revealed


def test_faq_000_gen_1_warlord_and_magician_abilities_are_optional() -> None:
    """faq:000-gen-1 — the Magician and the Warlord may end their turns without using
    their abilities; hands and cities stay as they were."""
    t = table()
    t.seat(0, hand=("temple",), character="magician")
    t.seat(1, gold=5, city=("manor",), character="warlord")
    t.seat(2, hand=("castle", "palace"), city=("tavern",))
    state = t.turn_of("magician")
    state = act(act(state, "take_gold"), "end_turn")
    assert state.active_character == "warlord"
    assert state.players[0].hand == ("temple",)
    assert state.players[2].hand == ("castle", "palace")
    state = act(state, "take_gold")
    assert offered(state, "warlord.destroy")
    state = act(state, "end_turn")
    assert state.round == 2
    assert city(state, 1) == ("manor",)
    assert city(state, 2) == ("tavern",)
    assert state.players[1].gold == 7


def test_c_9_2_gather_comes_before_building_and_ending() -> None:
    """C-9.2 / C-9.3 — the gather action is mandatory: before it, neither building nor
    ending the turn is possible."""
    t = table()
    t.seat(0, gold=5, hand=("temple",), character="bishop")
    state = t.turn_of("bishop")
    assert "end_turn" not in kinds(state) and "build" not in kinds(state)
    assert_illegal(state, cr.Action("end_turn", actor=0))
    assert_illegal(state, cr.Action("build", actor=0, card="temple"))
    state = act(state, "take_gold")
    assert {"end_turn", "build"} <= kinds(state)


def test_c_9_6_school_of_magic_counts_for_income_haunted_quarter_does_not() -> None:
    """C-9.6 / C-17.5 / faq:004-Q16 — the School of Magic counts as the income colour
    (automatically for a one-colour income); the Haunted Quarter is not an income colour."""
    t = table()
    t.seat(0, gold=0, city=("manor", "school_of_magic", "haunted_quarter"), character="king")
    state = act(t.turn_of("king"), "income")
    assert state.players[0].gold == 2
    assert "income" not in kinds(state)


def test_c_9_6_characters_without_a_colour_have_no_income() -> None:
    """C-9.6 — Assassin, Thief, Magician and Architect have no income: none is offered."""
    for character in ("assassin", "thief", "magician", "architect"):
        t = table()
        t.seat(0, city=("manor", "temple", "tavern", "watchtower"), character=character)
        state = t.turn_of(character)
        assert "income" not in kinds(state), character
        state = act(state, "take_gold")
        assert "income" not in kinds(state), character


def test_c_3_3_merchant_gets_only_what_the_bank_holds() -> None:
    """C-3.3 — with the classic 30-coin bank, a gain larger than the bank gives what the
    bank holds; the rest (here the Merchant's +1) is lost."""
    t = table()
    t.seat(0, gold=10)
    t.seat(1, gold=0, character="merchant")
    t.seat(2, gold=10)
    t.seat(3, gold=9)
    state = t.turn_of("merchant")
    assert state.bank == 1
    state = act(state, "take_gold")
    assert state.players[1].gold == 1
    assert state.bank == 0


def test_c_14_4_warlord_cannot_destroy_in_his_own_completed_city() -> None:
    """C-14.4 (default) — once the Warlord's own city is complete he may not destroy a
    district in it either."""
    full = ("temple", "church", "monastery", "cathedral", "manor", "castle", "palace", "tavern")
    t = table()
    t.seat(0, gold=5, city=full, character="warlord")
    t.seat(1, city=("market",))
    state = act(t.turn_of("warlord"), "take_gold")
    assert destroy_targets(state) == {(1, "market")}


def test_c_14_4_two_player_city_protected_only_at_ten() -> None:
    """C-14.4 / C-14.1 — protection uses the threshold: with 2 players (classic, T = 10)
    a city of 9 districts may be hit, one of 10 may not."""
    ten = (
        "temple",
        "church",
        "monastery",
        "cathedral",
        "manor",
        "castle",
        "palace",
        "tavern",
        "market",
        "docks",
    )
    t = table(players=2)
    t.seat(0, gold=5, character=("assassin", "warlord"))
    t.seat(1, city=ten[:9], character=("thief", "king"))
    state = act(t.turn_of("warlord"), "take_gold")
    assert (1, "temple") in destroy_targets(state)

    t = table(players=2)
    t.seat(0, gold=5, character=("assassin", "warlord"))
    t.seat(1, city=ten, character=("thief", "king"))
    state = act(t.turn_of("warlord"), "take_gold")
    assert destroy_targets(state) == set()


def test_thief_robbing_his_own_other_character_moves_nothing() -> None:
    """§2.1 thief (edge case) — with 2 players, robbing one's own other character moves
    no gold."""
    t = table(players=2)
    t.seat(0, gold=3, character=("thief", "merchant"))
    t.seat(1, gold=4, character=("assassin", "king"))
    state = t.turn_of("thief")
    state = ability(state, "thief.rob", character="merchant")
    state = gather_gold_and_end(state)  # Thief: 5
    assert state.active_character == "king"
    state = gather_gold_and_end(state)  # King: 6
    assert state.active_character == "merchant" and state.current_player == 0
    assert golds(state) == [5, 6]


def test_faq_000_gen_2_architect_may_build_past_eight_districts() -> None:
    """faq:000-gen-2 / faq:004-Q23 — a player may build more than 8 districts (e.g. with
    the Architect): 7 + 3 = 10."""
    seven = ("temple", "church", "monastery", "cathedral", "manor", "castle", "palace")
    t = table()
    t.seat(0, gold=10, hand=("tavern", "market", "docks"), city=seven, character="architect")
    state = act(t.turn_of("architect"), "take_gold")
    for card in ("tavern", "market", "docks"):
        state = act(state, "build", card=card)
    assert len(state.players[0].city) == 10
    assert state.players[0].gold == 12 - 1 - 2 - 3
    assert state.players[0].completed == "first"


def test_c_9_10_warlord_may_build_then_destroy() -> None:
    """C-9.10 — the destroy is offered alongside the turn's other actions: after a build
    it is still offered, and it then ends the turn."""
    t = table()
    t.seat(0, gold=3, hand=("temple", "tavern"), character="warlord")
    t.seat(1, city=("manor",))
    state = act(t.turn_of("warlord"), "take_gold")
    state = act(state, "build", card="temple")
    assert state.players[0].gold == 4
    assert destroy_targets(state) == {(0, "temple"), (1, "manor")}
    state = ability(state, "warlord.destroy", target=1, district="manor")
    assert state.players[0].gold == 2
    assert city(state, 0) == ("temple",)
    assert state.players[0].hand == ("tavern",)
    assert state.phase == "draft"


def test_graveyard_not_offered_to_a_poor_owner_or_to_the_warlord_himself() -> None:
    """§8.1 warlord / graveyard — a Graveyard owner without gold is not asked, nor is the
    Warlord who destroyed the district: it goes to the bottom of the deck."""
    t = table()
    t.seat(0, gold=3, character="warlord")
    t.seat(1, city=("manor",))
    t.seat(2, gold=0, hand=("temple",), city=("graveyard",))
    state = act(t.turn_of("warlord"), "take_gold")
    state = ability(state, "warlord.destroy", target=1, district="manor")
    assert state.pending is not None and state.pending.kind == "pick"
    assert state.deck[-1] == "manor"
    assert state.players[2].hand == ("temple",)

    t = table()
    t.seat(0, gold=3, city=("graveyard",), hand=(), character="warlord")
    t.seat(1, city=("manor",))
    state = act(t.turn_of("warlord"), "take_gold")
    state = ability(state, "warlord.destroy", target=1, district="manor")
    assert state.pending.kind == "pick"
    assert state.players[0].hand == ()
    assert state.players[0].gold == 3
    assert state.deck[-1] == "manor"


def test_c_12_2_robbed_king_still_takes_the_crown() -> None:
    """C-12.2 / C-10.2 — a robbed King gives his gold at the reveal and still takes the
    crown (mandatory on reveal)."""
    t = table()
    t.crown(0)
    t.seat(0, gold=0, character="thief")
    t.seat(3, gold=4, character="king")
    t.mark("king", "robbed")
    state = t.turn_of("king")
    assert state.crown == 3
    assert golds(state)[0] == 4 and golds(state)[3] == 0


def test_c_5_1_two_characters_powers_apply_only_in_their_own_turn() -> None:
    """C-5.1 — with 2 players each character's powers apply only during its own turn:
    in the Warlord turn of an Architect+Warlord player there are no +2 cards, the build
    limit is 1 and the income is red only."""
    t = table(players=2)
    t.seat(
        0,
        gold=6,
        hand=("temple", "tavern"),
        city=("watchtower", "market"),
        character=("architect", "warlord"),
    )
    t.seat(1, character=("merchant", "king"))
    state = t.turn_of("warlord")
    state = act(state, "take_gold")
    assert state.players[0].hand == ("temple", "tavern")
    state = act(state, "income")
    assert state.players[0].gold == 6 + 2 + 1
    state = act(state, "build", card="temple")
    assert "build" not in kinds(state)


def test_c_10_1_killed_character_holder_still_plays_his_other_character() -> None:
    """C-10.1 / C-5.1 — with 2 players, only the killed character's turn is lost: its
    holder still plays his other character."""
    t = table(players=2)
    t.seat(0, gold=2, character=("assassin", "warlord"))
    t.seat(1, gold=2, character=("thief", "king"))
    state = t.turn_of("assassin")
    state = ability(state, "assassin.kill", character="king")
    state = gather_gold_and_end(state)
    assert state.active_character == "thief" and state.current_player == 1
    state = gather_gold_and_end(state)
    assert state.active_character == "warlord" and state.current_player == 0
    assert "king" not in state.revealed
    assert state.players[1].gold == 4
