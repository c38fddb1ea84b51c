"""The real 2016 Magistrate's confiscation with the cards it touches: the 2016 Tax
Collector's tax (characters.md §1.3, §9.3) and the Thieves' Den's payment in cards
(districts.md `thieves_den`, variant ``thieves_den_refund_cards``)."""

from __future__ import annotations

from typing import Any

import citadels_rules as cr
from citadels_rules.game.state import GameState
from citadels_rules.testing import Table
from citadels_rules.testing.invariants import all_cards, total_gold

#: 14 unique districts, the Thieves' Den among them.
DISTRICTS = (
    "framework", "statue", "gold_mine", "ivory_tower", "necropolis", "thieves_den",
    "theater", "stables", "basilica", "secret_vault", "capitol", "monument",
    "dragon_gate", "keep",
)  # fmt: skip


def act(state: GameState, seat: int, kind: str, **params: Any) -> GameState:
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


def to_builder(variants: tuple[str, ...] = (), hand: tuple[str, ...] = ("manor",)) -> GameState:
    """Seat 0 Magistrate (3 gold) signs the Trader's warrant (seat 1, 5 gold + 2 taken);
    seat 2 holds the 2016 Tax Collector (rank 9)."""
    t = Table(
        players=4,
        preset="edition_2016",
        seed=1,
        characters=("tax_collector",),
        districts=DISTRICTS,
        variants=variants,
    )
    t.seat(0, gold=3, character="magistrate")
    t.seat(1, gold=5, hand=hand, character="trader")
    t.seat(2, gold=5, character="tax_collector")
    state = act(
        t.turn_of("magistrate"), 0, "ability", name="magistrate.warrant", character="trader"
    )
    state = act(act(state, 0, "choose", option="thief"), 0, "choose", option="king")
    state = act(act(state, 0, "take_gold"), 0, "end_turn")
    return act(state, 1, "take_gold")


def tax(state: GameState) -> int:
    return int(state.token("tax_collector.gold", 0))


def test_magistrate_pays_the_tax_collector_tax_on_a_confiscated_district() -> None:
    """characters.md §1.3 and §9.3 (004; R16 Tax Collector): the Magistrate, not the
    builder, pays the 1-gold tax for a confiscated district."""
    state = act(to_builder(), 1, "build", card="manor")
    assert state.pending.kind == "magistrate.confiscate"
    state = act(state, 0, "choose", option="confiscate")
    assert [d.card for d in state.players[0].city] == ["manor"]
    assert state.players[1].gold == 7  # 7 - 3 for the manor + 3 back, no tax
    assert state.players[0].gold == 5 - 1 and tax(state) == 1


def test_tax_collector_builder_pays_when_the_magistrate_declines() -> None:
    """characters.md §9.3: a build the Magistrate lets stand is taxed on its builder."""
    state = act(to_builder(), 1, "build", card="manor")
    state = act(state, 0, "choose", option="decline")
    assert state.players[1].gold == 7 - 3 - 1 and state.players[0].gold == 5
    assert tax(state) == 1


def test_tax_collector_confiscation_by_a_magistrate_without_gold() -> None:
    """characters.md §9.3 (R16 "no gold remaining ... not charged"): a Magistrate with
    no gold pays no tax, and the builder pays none for him: nobody is taxed."""
    state = to_builder()
    state = state.but(
        players=tuple(p.but(gold=0) if i == 0 else p for i, p in enumerate(state.players))
    )
    state = act(act(state, 1, "build", card="manor"), 0, "choose", option="confiscate")
    assert state.players[0].gold == 0 and state.players[1].gold == 7
    assert tax(state) == 0 and state.token("tax_collector.levied") is None


def _den(variants: tuple[str, ...] = ()) -> tuple[GameState, GameState]:
    before = to_builder(variants, hand=("thieves_den", "temple", "church", "manor"))
    paid = ("church", "manor", "temple")
    state = act(before, 1, "build", card="thieves_den", pay_cards=paid)
    assert state.pending.kind == "magistrate.confiscate"
    return before, act(state, 0, "choose", option="confiscate")


def test_thieves_den_confiscated_by_the_real_magistrate_refunds_gold_only() -> None:
    """characters.md §1.3, districts.md `thieves_den` (R16 Thieves' Den: "receives back
    only gold spent, not cards"): the 3 gold come back, the 3 cards stay discarded."""
    before, state = _den()
    assert [d.card for d in state.players[0].city] == ["thieves_den"]
    assert state.players[1].city == () and state.players[1].hand == ()
    assert state.players[1].gold == 7  # 7 - 3 + 3; the Magistrate pays the tax
    assert state.deck[-3:] == ("church", "manor", "temple") and state.aside == ()
    assert total_gold(state) == total_gold(before) and all_cards(state) == all_cards(before)


def test_thieves_den_refund_cards_with_the_real_magistrate() -> None:
    """``thieves_den_refund_cards`` (variants.md 68): the real confiscation gives the
    cards paid back too."""
    before, state = _den(("thieves_den_refund_cards",))
    assert [d.card for d in state.players[0].city] == ["thieves_den"]
    assert sorted(state.players[1].hand) == ["church", "manor", "temple"]
    assert state.players[1].gold == 7 and state.aside == ()
    assert state.token("thieves_den.paid") is None
    assert total_gold(state) == total_gold(before) and all_cards(state) == all_cards(before)


def test_check_edition_2016_pack_reports_no_problem() -> None:
    """``citadels check edition_2016``: the pack's data, plugins and every variant that
    applies to the preset build valid rules (``hospital_vs_magistrate``, n/a in
    edition_2016 per variants.md 57, is not tried there), and the 2016 Poor House card
    carries its hook (no hook-less plugin)."""
    from citadels_rules.cli import pack_problems, ruleset_problems
    from citadels_rules.game.packs import installed_packs, presets

    packs = installed_packs()
    pack = packs["edition_2016"]
    assert pack_problems(pack, packs) == []
    assert ruleset_problems(presets()["edition_2016"], pack) == []
