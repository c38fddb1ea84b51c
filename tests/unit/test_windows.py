"""The windows Milestone 4 adds, each proven by a test plugin in the simplest observable
way: the trigger window and the round log, district moves, random takes, character
exchanges, income mixes, the order inside a turn, the draft plan, player targeting and
redirection, the robbery and hand-swap amounts, and the rank given to after-destroy.

The plugins double as examples of the pack API: each uses ``citadels_rules.pack_api``
only.
"""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import citadels_rules as cr
from citadels_rules.game.packs import register_pack
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.pack_api import (
    BANK,
    Draw,
    ExchangeCharacters,
    GameState,
    LogEntry,
    MoveDistrict,
    Pack,
    PackInfo,
    SetToken,
    TakeRandomCards,
    Transfer,
    VariantInfo,
    ability,
    hookimpl,
    owns,
)
from citadels_rules.testing import Table
from citadels_rules.testing.invariants import all_cards, total_gold


class GymLike:
    """After gathering gold draw 1 card; after gathering cards gain 1 gold."""

    @hookimpl
    def citadels_after_gather(self, seat: int, kind: str, amount: int) -> list[Any]:
        return [Draw(seat, 1)] if kind == "gold" else [Transfer(BANK, seat, amount - 1)]


class MixedIncome:
    @hookimpl
    def citadels_income_kinds(self, character: str) -> tuple[str, ...] | None:
        return ("gold", "cards") if character == "merchant" else None


class BuildFirst:
    @hookimpl
    def citadels_open_actions(self, value: frozenset[str]) -> frozenset[str]:
        return value | {"build"}


class ReverseDraft:
    """Everyone drafts in the other direction (composes with any plan)."""

    @hookimpl
    def citadels_adjust_draft(self, state: GameState, value: Any) -> Any:
        n = len(state.players)
        steps = tuple(((-offset) % n, kind) for offset, kind in value.steps)
        return attrs.evolve(value, steps=steps)


class ImmuneSeat1:
    @hookimpl
    def citadels_may_affect(self, target: int) -> bool | None:
        return False if target == 1 else None


class Redirect1To2:
    @hookimpl
    def citadels_redirect(self, value: int) -> int | None:
        return 2 if value == 1 else None


class HalfRobbery:
    @hookimpl
    def citadels_robbery_amount(self, value: int) -> int:
        return (value + 1) // 2


class SwapFee:
    @hookimpl
    def citadels_hand_swap_price(self, target: int) -> int | None:
        return 2 if target == 1 else None


class BuildReward:
    """Trigger window: every district built pays its builder 1 gold."""

    @hookimpl
    def citadels_on_event(self, event: LogEntry) -> list[Any] | None:
        if event.kind == "built" and event.seat is not None:
            return [Transfer(BANK, event.seat, 1)]
        return None


class GoldLoop:
    """A broken trigger: every gold move causes another one, forever."""

    @hookimpl
    def citadels_on_event(self, event: LogEntry) -> list[Any] | None:
        if event.kind == "gold":
            return [Transfer(0, 1, 1), Transfer(1, 0, 1)]
        return None


class Relocate:
    """``move.city``/``move.hand``/``move.deck``: move district 0 of seat 1's city."""

    @hookimpl
    def citadels_turn_actions(self, seat: int) -> list[Any]:
        return [ability(seat, f"move.{where}") for where in ("city", "hand", "deck", "keep")]

    @hookimpl
    def citadels_ability(self, action: Any) -> list[Any] | None:
        where = action.params["name"].split(".")[1]
        dst = {
            "city": ("city", action.actor),
            "keep": ("city", action.actor),
            "hand": ("hand", action.actor),
            "deck": ("deck_bottom",),
        }[where]
        return [MoveDistrict(1, 0, dst, keep_round=where == "keep", by=action.actor)]


class Pickpocket:
    @hookimpl
    def citadels_turn_actions(self, seat: int) -> list[Any]:
        return [ability(seat, "pickpocket.take")]

    @hookimpl
    def citadels_ability(self, action: Any) -> list[Any] | None:
        return [TakeRandomCards(1, 2, ("hand", action.actor))]


class SwapAfterDraft:
    """After the draft, seats 0 and 1 exchange their first characters."""

    @hookimpl
    def citadels_after_draft(self, state: GameState) -> list[Any]:
        a, b = state.players[0].characters[0], state.players[1].characters[0]
        return [ExchangeCharacters(0, a, 1, b), SetToken("swapped", (a, b))]


class RankNote:
    @hookimpl
    def citadels_after_destroy(self, rank: int | None) -> list[Any]:
        return [SetToken("destroyed_by_rank", rank)]


VARIANTS = {
    "w.gym": GymLike(),
    "w.mixed_income": MixedIncome(),
    "w.build_first": BuildFirst(),
    "w.reverse_draft": ReverseDraft(),
    "w.immune_1": ImmuneSeat1(),
    "w.redirect": Redirect1To2(),
    "w.half_robbery": HalfRobbery(),
    "w.swap_fee": SwapFee(),
    "w.build_reward": BuildReward(),
    "w.gold_loop": GoldLoop(),
    "w.relocate": Relocate(),
    "w.pickpocket": Pickpocket(),
    "w.swap_after_draft": SwapAfterDraft(),
    "w.rank_note": RankNote(),
}


@pytest.fixture(scope="module", autouse=True)
def window_pack() -> None:
    register_pack(
        Pack(
            info=PackInfo(id="windowtest", version="0", name="window tests"),
            variants=tuple(VariantInfo(v, v, plugin) for v, plugin in VARIANTS.items()),
        )
    )
    clear_cache()


def act(state: GameState, kind: str, **params: Any) -> GameState:
    return cr.apply(state, cr.Action(kind, actor=state.current_player, **params))


def _turn(character: str, *variants: str, **seat0: Any) -> GameState:
    t = Table(players=4, seed=3, variants=variants)
    t.seat(0, character=character, **seat0)
    return t.turn_of(character)


# -- gathering and income ------------------------------------------------------------


def test_after_gather_says_gold_was_taken() -> None:
    state = _turn("bishop", "w.gym", gold=0, hand=())
    after = act(state, "take_gold")
    assert after.players[0].gold == 2 and len(after.players[0].hand) == 1


def test_after_gather_says_cards_were_drawn_and_how_many() -> None:
    state = act(_turn("bishop", "w.gym", gold=0, hand=()), "draw")
    after = act(state, "keep", card=state.pending.options[0])
    assert after.players[0].gold == 1  # drawn 2: the plugin pays amount - 1


def test_income_kinds_offer_one_income_per_gold_card_mix() -> None:
    state = _turn("merchant", "w.mixed_income", gold=0, hand=(), city=("market", "tavern"))
    options = sorted(a.params["option"] for a in cr.legal_actions(state) if a.kind == "income")
    assert options == ["gold0_cards2", "gold1_cards1", "gold2_cards0"]
    after = act(state, "income", option="gold1_cards1")
    assert after.players[0].gold == 1 and len(after.players[0].hand) == 1
    assert not any(a.kind == "income" for a in cr.legal_actions(after))


def test_plain_income_has_no_option() -> None:
    state = _turn("merchant", gold=0, city=("market",))
    assert cr.Action("income", actor=0) in cr.legal_actions(state)


def test_open_actions_may_open_building_before_gathering() -> None:
    plain = _turn("merchant", gold=5, hand=("temple",))
    assert not any(a.kind == "build" for a in cr.legal_actions(plain))
    state = _turn("merchant", "w.build_first", gold=5, hand=("temple",))
    built = act(state, "build", card="temple")
    assert built.players[0].has("temple")
    assert cr.Action("take_gold", actor=0) in cr.legal_actions(built)  # gather still to do


# -- the draft -----------------------------------------------------------------------


def test_adjust_draft_composes_with_the_standard_plan() -> None:
    t = Table(players=4, seed=3, variants=("w.reverse_draft",))
    t.crown(1)
    state = t.build()
    assert state.pending.seat == 1  # the crown holder still starts
    state = cr.apply(state, cr.Action("pick", actor=1, character=state.pending.options[0]))
    assert state.pending.seat == 0  # then the seat to the crown's right, not seat 2


def test_exchange_characters_after_the_draft() -> None:
    state = Table(players=4, seed=4, variants=("w.swap_after_draft",)).build()
    while state.phase == "draft":
        state = act(state, "pick", character=state.pending.options[0])
    a, b = state.token("swapped")
    assert state.players[0].characters[0] == b and state.players[1].characters[0] == a


# -- targeting players ---------------------------------------------------------------


def test_may_affect_protects_a_players_hand_from_the_magician() -> None:
    state = _turn("magician", "w.immune_1")
    targets = {a.params.get("target") for a in cr.legal_actions(state) if a.kind == "ability"}
    assert 1 not in targets and 2 in targets


def test_may_affect_protects_a_players_gold_from_the_thief() -> None:
    t = Table(players=4, seed=3, variants=("w.immune_1",))
    t.seat(0, character="thief", gold=0)
    t.seat(1, character="king", gold=5)
    t.mark("king", "robbed")
    state = t.turn_of("king")
    assert state.players[1].gold == 5 and state.players[0].gold == 0


def test_redirect_sends_an_ability_to_another_player() -> None:
    t = Table(players=4, seed=3, variants=("w.redirect",))
    t.seat(0, character="magician", hand=("temple",))
    t.seat(1, hand=("castle",))
    t.seat(2, hand=("palace", "manor"))
    state = act(t.turn_of("magician"), "ability", name="magician.swap", target=1)
    assert state.players[0].hand == ("palace", "manor")
    assert state.players[1].hand == ("castle",) and state.players[2].hand == ("temple",)


def test_robbery_amount_fold() -> None:
    t = Table(players=4, seed=3, variants=("w.half_robbery",))
    t.seat(0, character="thief", gold=0)
    t.seat(1, character="king", gold=5)
    t.mark("king", "robbed")
    state = t.turn_of("king")
    assert (state.players[0].gold, state.players[1].gold) == (3, 2)  # half, rounded up


def test_hand_swap_price_is_paid_and_limits_the_targets() -> None:
    poor = _turn("magician", "w.swap_fee", gold=1)
    targets = {a.params.get("target") for a in cr.legal_actions(poor) if a.kind == "ability"}
    assert 1 not in targets and 2 in targets
    state = act(_turn("magician", "w.swap_fee", gold=3), "ability", name="magician.swap", target=1)
    assert state.players[0].gold == 1 and state.players[1].gold == 4
    log = [e for e in state.round_log if e.kind == "affected"]
    assert log == [LogEntry("affected", 1, 0, "magician.swap", 3)]


# -- the trigger window and the round log -------------------------------------------


def test_trigger_window_answers_an_event_with_effects() -> None:
    state = act(_turn("merchant", "w.build_reward", gold=3, hand=("temple",)), "take_gold")
    built = act(state, "build", card="temple")
    assert built.players[0].gold == 3 + 2 + 1 - 1 + 1  # gathered, Merchant, paid, reward


def test_a_trigger_loop_is_stopped_and_names_its_plugin() -> None:
    state = _turn("merchant", "w.gold_loop", gold=3)
    with pytest.raises(cr.PackError, match="trigger loop") as info:
        act(state, "take_gold")
    assert info.value.pack == "windowtest" and "variant:w.gold_loop" in str(info.value)


def test_round_log_records_a_destruction_with_its_rank_and_is_public() -> None:
    t = Table(players=4, seed=3, variants=("w.rank_note", "warlord_any_time"))
    t.seat(0, character="warlord", gold=5)
    t.seat(2, city=("temple", "market"))
    state = act(t.turn_of("warlord"), "take_gold")
    state = act(state, "ability", name="warlord.destroy", target=2, district="market")
    (entry,) = [e for e in state.round_log if e.kind == "destroyed"]
    assert (entry.kind, entry.seat, entry.by, entry.rank, entry.card) == (
        "destroyed",
        2,
        0,
        8,
        "market",
    )
    assert state.token("destroyed_by_rank") == 8
    assert cr.observe(state, 3).round_log == state.round_log
    assert cr.from_json(cr.to_json(state)) == state


def test_round_log_is_cleared_when_a_round_starts() -> None:
    state = cr.new_game(cr.GameConfig(players=4, seed=1))
    rng = __import__("random").Random(1)
    while state.round == 1:
        state = cr.apply(state, rng.choice(cr.legal_actions(state)))
    assert all(e.kind != "built" for e in state.round_log)


# -- moving districts and taking cards ----------------------------------------------


def _relocate() -> GameState:
    t = Table(players=4, seed=3, variants=("w.relocate",))
    t.seat(0, character="merchant")
    t.seat(1, city=(("manor", {"cards": ("tavern", "market"), "gold": 1}), "temple"))
    return t.turn_of("merchant")


def test_move_district_to_a_city_carries_its_gold_and_cards() -> None:
    state = _relocate()
    after = act(state, "ability", name="move.city")
    moved = after.players[0].city[-1]
    assert (moved.card, moved.gold, moved.cards) == ("manor", 1, ("tavern", "market"))
    assert moved.round == state.round  # it entered this city this round
    assert after.players[1].city[0].card == "temple"
    assert total_gold(after) == total_gold(state) and all_cards(after) == all_cards(state)
    assert after.round_log[-1].kind == "district_moved"


def test_move_district_may_keep_its_build_round() -> None:
    after = act(_relocate(), "ability", name="move.keep")
    assert after.players[0].city[-1].round == 0


@pytest.mark.parametrize("where", ["hand", "deck"])
def test_move_district_out_of_the_cities_returns_gold_and_discards_cards(where: str) -> None:
    state = _relocate()
    after = act(state, "ability", name=f"move.{where}")
    if where == "hand":
        assert after.players[0].hand[-1] == "manor"
    else:
        assert after.deck[-1] == "manor"
    assert after.bank == state.bank + 1
    assert total_gold(after) == total_gold(state) and all_cards(after) == all_cards(state)


def test_take_random_cards_moves_cards_from_a_hand() -> None:
    t = Table(players=4, seed=3, variants=("w.pickpocket",))
    t.seat(0, character="merchant", hand=())
    t.seat(1, hand=("temple", "castle", "palace"))
    state = t.turn_of("merchant")
    after = act(state, "ability", name="pickpocket.take")
    assert len(after.players[0].hand) == 2 and len(after.players[1].hand) == 1
    assert sorted(after.players[0].hand + after.players[1].hand) == sorted(
        ("temple", "castle", "palace")
    )
    assert all_cards(after) == all_cards(state)
    assert act(state, "ability", name="pickpocket.take") == after  # seeded: deterministic


def test_owns_is_what_a_district_plugin_binds_to() -> None:
    state = _relocate()
    assert owns(state, 1, "manor") and not owns(state, 0, "manor")


class ReceiveDuplicates:
    """Seat 1 may receive duplicates (not build them)."""

    @hookimpl
    def citadels_may_receive(self, seat: int) -> bool | None:
        return True if seat == 1 else None


def test_may_receive_allows_a_duplicate_by_transfer_only() -> None:
    from citadels_rules.pack_api import may_receive

    register_pack(
        Pack(
            info=PackInfo(id="windowtest2", version="0", name="receive"),
            variants=(VariantInfo("w.receive", "receive", ReceiveDuplicates()),),
        )
    )
    clear_cache()
    t = Table(players=4, seed=3, variants=("w.receive",))
    t.seat(1, city=("temple", "market"), hand=("temple",), gold=9, character="bishop")
    t.seat(2, city=("temple",))
    state = t.turn_of("bishop")
    assert may_receive(state, 1, "temple") and not may_receive(state, 2, "temple")
    assert may_receive(state, 2, "temple", leaving=0)  # its own temple leaves meanwhile
    state = cr.apply(state, cr.Action("take_gold", actor=1))
    assert cr.Action("build", actor=1, card="temple") not in cr.legal_actions(state)
