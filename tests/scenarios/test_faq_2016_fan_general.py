"""General FAQ rulings as they hold in edition_2016 and fan: faq:004-Q26, Q28, Q29, Q30,
Q40, Q55, Q78 (the rulings of seed 004 that the other scenario modules do not name)."""

from __future__ import annotations

import citadels_rules as cr
from citadels_rules.pack_api import presets
from citadels_rules.testing import Table

SIX = ("temple", "church", "monastery", "watchtower", "prison", "tavern")
EIGHT = ("temple", "church", "monastery", "watchtower", "prison", "tavern", "market", "docks")


def act(state: cr.GameState, kind: str, **params: object) -> cr.GameState:
    return cr.apply(state, cr.Action(kind, actor=state.current_player, **params))


def gather_and_end(state: cr.GameState) -> cr.GameState:
    return act(act(state, "take_gold"), "end_turn")


def lines(score: cr.Score) -> dict[str, int]:
    return {line.label: line.points for line in score.lines}


def test_faq_004_Q26_five_colours_must_be_present_at_the_end_edition_2016() -> None:
    """faq:004-Q26 (= 000-gen-5) / C-15.2, edition_2016: the Warlord (any time in the
    turn, R16) destroys the only red district of a five-colour city in the last round:
    no +3 at scoring."""
    t = Table(players=4, preset="edition_2016", seed=4)
    t.seat(0, gold=5, hand=("manor",), city=SIX, character="king")  # 7 ends it (C-14.1)
    t.seat(1, city=("temple", "watchtower", "manor", "tavern", "keep"), character="merchant")
    t.seat(2, character="bishop")
    t.seat(3, gold=3, character="warlord")
    state = t.turn_of("king")
    assert lines(cr.scores(state)[1])["five colours"] == 3
    state = act(act(state, "take_gold"), "build", card="manor")
    state = gather_and_end(act(state, "end_turn"))  # bishop
    state = gather_and_end(state)  # merchant
    assert state.active_character == "warlord"
    destroy = cr.Action("ability", actor=3, name="warlord.destroy", target=1, district="watchtower")
    state = cr.apply(state, destroy)
    state = act(act(state, "take_gold"), "end_turn")
    assert state.is_over
    assert "five colours" not in lines(cr.scores(state)[1])


def test_faq_004_Q28_the_bank_is_unlimited_in_edition_2016_and_fan() -> None:
    """faq:004-Q28 / C-3.1: 30 gold in classic and dark_city, unlimited (None) in
    edition_2016 and fan (R16 "Open Information")."""
    for preset, bank in (("classic", 22), ("dark_city", 22), ("edition_2016", None), ("fan", None)):
        assert cr.new_game(cr.GameConfig(players=4, preset=preset, seed=1)).bank == bank


def _tie(preset: str, gold1: int) -> cr.GameState:
    """Seats 0 and 1 end tied in the fan preset (8 districts, +4 first and +2 complete)."""
    t = Table(players=4, preset=preset, seed=7)
    t.seat(0, gold=2, hand=(), city=(*EIGHT[:7], "battlefield"), character="king")
    t.seat(1, gold=gold1, hand=(), city=(*SIX, "battlefield", "harbor"), character="bishop")
    t.seat(2, hand=(), character="merchant")
    t.seat(3, hand=(), character="warlord")
    state = t.turn_of("king")
    start = state.round
    while not state.is_over and state.round == start:
        state = gather_and_end(state)
    return state


def test_faq_004_Q29_fan_breaks_ties_by_gold_first() -> None:
    """faq:004-Q29 / C-16.3: fan's ``tiebreak_chain``: of two tied players, more gold wins;
    with ``-tiebreak_chain`` (and no other rule) the tie is the 2016 rank tiebreak's."""
    state = _tie("fan", gold1=5)
    totals = [s.total for s in cr.scores(state)[:2]]
    assert totals[0] == totals[1]
    assert state.players[1].gold > state.players[0].gold
    assert cr.winners(state) == (1,)


def test_faq_004_Q30_fan_uses_every_purple_district() -> None:
    """faq:004-Q30 / C-2.2: the fan deck holds every old and new purple card (all 37 ids,
    the Keep twice) and the 7 fan purples."""
    state = cr.new_game(cr.GameConfig(players=4, preset="fan", seed=2))
    cards = state.rules.cards
    purples = [c for c in state.rules.deck if cards[c].colour == "purple"]
    official = {c for c in purples if not c.startswith("fan.")}
    assert len(official) == 37 and purples.count("keep") == 2
    assert {c for c in purples if c.startswith("fan.")} >= {
        "fan.opera_house",
        "fan.gym",
        "fan.amusement_park",
        "fan.skyscraper",
        "fan.hot_spring",
    }


def test_faq_004_Q40_lin_yuting_chooses_before_taking_anything() -> None:
    """faq:004-Q40: Lin Yuting cannot take her extra first: she chooses gold or cards, and
    the doubled gather follows the choice (4 gold)."""
    t = Table(players=4, preset="fan", seed=3)
    t.seat(0, gold=0, hand=("temple",), character="fan.lin_yuting")
    state = t.turn_of("fan.lin_yuting")
    assert state.players[0].gold == 0 and state.players[0].hand == ("temple",)
    assert {a.kind for a in cr.legal_actions(state)} >= {"take_gold", "draw"}
    assert "build" not in {a.kind for a in cr.legal_actions(state)}
    state = act(state, "take_gold")
    assert state.players[0].gold == 4


def test_faq_004_Q78_fan_keeps_the_bell_tower_at_6_with_a_short_game() -> None:
    """faq:004-Q78: ``bell_tower_short_game_6`` is on in fan, off in dark_city."""
    assert "bell_tower_short_game_6" in presets()["fan"].variants
    assert "bell_tower_short_game_6" not in presets()["dark_city"].variants
    rules = cr.new_game(cr.GameConfig(players=4, preset="fan", seed=1)).rules
    assert "bell_tower_short_game_6" in rules.variants


def _warlord_targets(bewitch: bool) -> set[int]:
    """Seats whose districts the Warlord (seat 2) may destroy after the Witch (seat 0)
    bewitched Yang Ruoxin (seat 1) -- or bewitched nobody."""
    t = Table(players=4, preset="fan", seed=5)
    t.seat(0, gold=0, hand=(), city=("temple", "manor"), character="witch")
    t.seat(1, gold=0, hand=(), city=("church", "castle"), character="fan.yang_ruoxin")
    t.seat(2, gold=6, hand=(), city=("tavern",), character="warlord")
    t.seat(3, gold=0, hand=(), city=("market", "docks"), character="bishop")
    state = act(t.turn_of("witch"), "take_gold")
    if bewitch:
        state = act(state, "ability", name="witch.bewitch", character="fan.yang_ruoxin")
    else:
        state = act(state, "end_turn")
    while state.active_character != "warlord":
        legal = cr.legal_actions(state)
        kinds = {a.kind for a in legal}
        state = act(state, "take_gold") if "take_gold" in kinds else act(state, "end_turn")
    return {
        a.params["target"]
        for a in cr.legal_actions(state)
        if a.kind == "ability" and a.params.get("name") == "warlord.destroy"
    }


def test_faq_004_Q55_witch_bewitching_yang_ruoxin_is_immune() -> None:
    """faq:004-Q55: a Witch who bewitched Yang Ruoxin resumes with her powers: the Witch's
    districts are immune to the Warlord; without the spell they are not."""
    assert 0 in _warlord_targets(bewitch=False)
    assert 0 not in _warlord_targets(bewitch=True)
