"""The ``dark_city`` preset as a user configures it: lineups, player counts, the draft
with nine characters, the deck under ``dc_district_limit_3``, and the errors of invalid
configurations (rules/README.md presets table; core.md C-2, C-4, C-7)."""

from __future__ import annotations

import re
from collections import Counter

import pytest

import citadels_rules as cr

CLASSIC_EIGHT = (
    "assassin",
    "thief",
    "magician",
    "king",
    "bishop",
    "merchant",
    "architect",
    "warlord",
)
DARK_CITY_NINE = (
    "witch",
    "tax_collector",
    "wizard",
    "emperor",
    "abbot",
    "alchemist",
    "navigator",
    "diplomat",
    "artist",
)

#: The 14 Dark City purple districts (districts.md).
DARK_CITY_PURPLES = frozenset(
    {
        "armory",
        "ballroom",
        "bell_tower",
        "factory",
        "hospital",
        "imperial_treasury",
        "lighthouse",
        "map_room",
        "museum",
        "park",
        "poor_house",
        "quarry",
        "throne_room",
        "wishing_well",
    }
)

#: Rank of every dark_city character (C-2.1).
RANK = {c: r for r, c in enumerate(CLASSIC_EIGHT, start=1)}
RANK.update({c: r for r, c in enumerate(DARK_CITY_NINE, start=1)})
RANK["queen"] = 9


def dark_city(players: int, *characters: str, seed: int = 1, **fields) -> cr.GameConfig:
    return cr.GameConfig(
        players=players, preset="dark_city", seed=seed, characters=characters, **fields
    )


def config_problems(config: cr.GameConfig) -> tuple[str, ...]:
    """The problems of the ``ConfigError`` that ``new_game`` raises for ``config``."""
    with pytest.raises(cr.ConfigError) as info:
        cr.new_game(config)
    problems = info.value.problems
    for problem in problems:
        assert problem in str(info.value), "the message does not list every problem"
    return problems


def draft_round(state: cr.GameState) -> tuple[cr.GameState, list[tuple[int, tuple[str, ...]]]]:
    """Play the draft with the first option each time; the (seat, options) of each pick."""
    picks = []
    while state.phase == "draft":
        pending = state.pending
        assert pending is not None and pending.kind in ("pick", "remove")
        if pending.kind == "pick":
            picks.append((pending.seat, tuple(pending.options)))
        state = cr.apply(state, cr.legal_actions(state)[0])
    return state, picks


# -- lineups and whole games ------------------------------------------------------------


@pytest.mark.parametrize(
    "characters",
    [
        DARK_CITY_NINE,
        tuple(reversed(DARK_CITY_NINE)),
        (
            "assassin",
            "tax_collector",
            "magician",
            "emperor",
            "bishop",
            "alchemist",
            "architect",
            "diplomat",
            "queen",
        ),
    ],
)
def test_c_2_1_eight_players_with_nine_characters_play_to_the_end(characters) -> None:
    """C-2.1, C-7.1 — ``GameConfig(players=8, preset="dark_city", characters=(9 ids))``
    just works: the lineup is the nine in rank order, and ``play`` ends with a winner,
    every character of the lineup having been revealed at some point."""
    revealed = set()
    for seed in (0, 11, 12):
        config = dark_city(8, *characters, seed=seed)
        state = cr.new_game(config)
        assert state.lineup == tuple(sorted(characters, key=RANK.__getitem__))
        record = cr.play(config)
        assert record.final_state.is_over and record.winners
        assert cr.replay(record) == record.final_state
        revealed |= {e.data["character"] for e in record.events if e.kind == "revealed"}
    assert revealed == set(characters)


@pytest.mark.parametrize("players", [2, 4, 5, 6, 7])
def test_c_2_1_default_lineup_is_the_classic_eight(players) -> None:
    """C-2.1 — without ``characters`` the lineup is the first of each rank's pool."""
    assert cr.new_game(dark_city(players)).lineup == CLASSIC_EIGHT


def test_c_2_1_default_lineup_with_eight_players_adds_the_queen() -> None:
    """C-2.1, C-7.1 — 8 players need rank 9: the Queen, first of the rank-9 pool."""
    assert cr.new_game(dark_city(8)).lineup == (*CLASSIC_EIGHT, "queen")
    lineup = cr.new_game(dark_city(8, "witch", "abbot")).lineup
    assert lineup == ("witch", *CLASSIC_EIGHT[1:4], "abbot", *CLASSIC_EIGHT[5:], "queen")


def test_c_6_1_three_players_play_without_ranks_1_and_9() -> None:
    """C-6.1 — dark_city's 3-player method 1 drops the rank-1 and rank-9 characters;
    asking for one of them by name is a ConfigError naming each."""
    assert cr.new_game(dark_city(3)).lineup == CLASSIC_EIGHT[1:]
    assert cr.new_game(dark_city(3, "navigator")).lineup == (
        *CLASSIC_EIGHT[1:6],
        "navigator",
        "warlord",
    )
    with pytest.raises(cr.ConfigError) as info:
        cr.new_game(dark_city(3, "witch", "artist", "navigator"))
    assert "'witch'" in str(info.value) and "'artist'" in str(info.value)


def test_c_2_1_every_rank_takes_either_of_its_characters() -> None:
    """C-2.1 — the ten Dark City characters replace the classic ones rank by rank."""
    for characters in (DARK_CITY_NINE[:8], CLASSIC_EIGHT):
        assert cr.new_game(dark_city(4, *characters)).lineup == characters
    assert cr.new_game(dark_city(5, "queen")).lineup == (*CLASSIC_EIGHT, "queen")
    assert cr.new_game(dark_city(4, "artist")).lineup == (*CLASSIC_EIGHT, "artist")


# -- the draft with nine characters -----------------------------------------------------


@pytest.mark.parametrize(
    "players,face_up,rank9",
    [
        (4, 3, "artist"),
        (5, 2, "queen"),
        (5, 2, "artist"),
        (6, 1, "queen"),
        (7, 0, "artist"),
        (8, 0, "queen"),
        (8, 0, "artist"),
    ],
)
def test_c_4_3_nine_characters_face_up_counts(players, face_up, rank9) -> None:
    """C-4.3 — lineup-9 column: 4p 3 face up, 5p 2, 6p 1, 7p 0, 8p 0, always 1 face down;
    the crown holder chooses from players + 1 cards (8 with 8 players)."""
    for seed in range(5):
        state = cr.new_game(dark_city(players, rank9, seed=seed))
        assert len(state.lineup) == 9
        assert len(state.draft.face_up) == face_up
        assert len(state.draft.face_down) == 1
        assert state.pending.kind == "pick" and state.pending.seat == state.crown
        assert len(state.pending.options) == min(players + 1, 8)
        assert len(state.pending.options) + face_up + 1 == 9


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_c_4_6_c_4_7_the_last_drafter_chooses_from_two(players) -> None:
    """C-4.5 to C-4.7 — each drafter gets one card fewer than the one before; the last
    chooses from 2: with 8 players and 9 characters one passed card plus the face-down
    card (C-4.7); the card left goes face down."""
    rank9 = "queen" if players >= 5 else "artist"
    for seed in range(5):
        state = cr.new_game(dark_city(players, rank9, seed=seed))
        first_face_down = state.draft.face_down[0]
        face_up = len(state.draft.face_up)
        after, picks = draft_round(state)
        assert [seat for seat, _ in picks] == [(state.crown + i) % players for i in range(players)]
        sizes = [len(options) for _, options in picks]
        assert sizes[-1] == 2
        if players == 8:
            assert sizes == [8, 7, 6, 5, 4, 3, 2, 2]
            assert first_face_down in picks[-1][1], "C-4.7: the face-down card is offered"
        else:
            assert sizes == list(range(players + 1, 1, -1))
            assert first_face_down not in {c for _, options in picks for c in options}
        assert after.phase == "turns"
        assert all(len(p.characters) == 1 for p in after.players)
        assert len(after.draft.face_down) == 9 - face_up - players


@pytest.mark.parametrize("players,face_up", [(4, 2), (5, 1), (6, 0), (7, 0)])
def test_c_4_3_eight_characters_face_up_counts(players, face_up) -> None:
    """C-4.3 — lineup-8 column: 4p 2 face up, 5p 1, 6p 0, 7p 0 (C-4.7), 1 face down."""
    state = cr.new_game(dark_city(players, "emperor", "witch"))
    assert len(state.draft.face_up) == face_up and len(state.draft.face_down) == 1
    assert len(state.pending.options) == min(players + 1, 7)


@pytest.mark.parametrize("players,characters", [(4, ("artist",)), (5, ()), (4, ())])
def test_c_4_4_the_emperor_is_never_removed_face_up(players, characters) -> None:
    """C-4.4 — the Emperor (like the King) is never a face-up removal, over 400 deals;
    it may be the face-down card, and the other characters are removed face up."""
    face_up: Counter[str] = Counter()
    face_down: Counter[str] = Counter()
    for seed in range(400):
        state = cr.new_game(dark_city(players, "emperor", *characters, seed=seed))
        face_up.update(state.draft.face_up)
        face_down.update(state.draft.face_down)
    assert face_up["emperor"] == 0
    assert face_down["emperor"] > 0, "C-4.4 allows the Emperor face down"
    assert set(face_up) == set(cr.new_game(dark_city(players, "emperor", *characters)).lineup) - {
        "emperor"
    }


def test_c_4_4_the_emperor_stays_out_of_face_up_removals_in_later_rounds() -> None:
    """C-4.4 — every round of whole games (4 players, 9 characters, 3 face up)."""
    rounds = 0
    for seed in range(6):
        record = cr.play(dark_city(4, "emperor", "artist", seed=seed))
        for event in record.events:
            if event.kind == "face_up":
                rounds += 1
                assert "emperor" not in event.data["characters"]
                assert len(event.data["characters"]) == 3
    assert rounds >= 6


# -- the deck ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "characters,players,purples,graveyard",
    [
        ((), 4, 14, True),
        (("witch",), 4, 13, True),  # C-2.3: no Hospital without the Assassin
        (("diplomat",), 5, 14, False),  # C-2.3: no Graveyard with the Diplomat
        (("witch", "diplomat"), 6, 13, False),
        ((), 3, 13, True),  # C-2.3, C-6.1: method 1 removes the Hospital
        (DARK_CITY_NINE, 8, 13, False),
    ],
)
def test_c_2_2_deck_adds_the_dark_city_purples_and_sets_base_cards_aside(
    characters, players, purples, graveyard
) -> None:
    """C-2.2, C-2.3 — 66 base cards + the Dark City purples the lineup allows; under
    ``dc_district_limit_3`` as many random base cards are set aside unseen (14, or 13
    with the Witch); the Graveyard leaves the base deck with the Diplomat."""
    base = 66 - (not graveyard)
    seen_aside = set()
    for seed in range(8):
        state = cr.new_game(dark_city(players, *characters, seed=seed))
        deck = Counter(state.rules.deck)
        assert sum(deck.values()) == base + purples
        assert sum(deck[c] for c in DARK_CITY_PURPLES) == purples
        assert ("hospital" in deck) == (purples == 14)
        assert ("graveyard" in deck) == graveyard
        assert len(state.out) == purples
        assert not set(state.out) & DARK_CITY_PURPLES, "only base cards are set aside"
        in_play = Counter(state.deck) + sum((Counter(p.hand) for p in state.players), Counter())
        assert sum(in_play.values()) == base
        assert in_play + Counter(state.out) == deck
        view = cr.observe(state, 0)
        assert view.aside == () and view.out_size == purples, "the aside is unseen"
        seen_aside.add(tuple(sorted(state.out)))
    assert len(seen_aside) > 1, "the cards set aside are random"


def test_c_2_2_without_the_limit_variant_all_eighty_cards_are_used() -> None:
    """C-2.2 — switching ``dc_district_limit_3`` off keeps the 66 + 14 cards in play."""
    state = cr.new_game(dark_city(4, variants=("-dc_district_limit_3",)))
    assert state.out == ()
    assert len(state.deck) + sum(len(p.hand) for p in state.players) == 80


# -- invalid configurations -------------------------------------------------------------

#: (config, one pattern per problem the error must name).
INVALID = {
    "queen with 4 players": (dark_city(4, "queen"), [r"(?i)queen.*\b5\b"]),
    "queen with 2 players": (dark_city(2, "queen"), [r"(?i)queen.*\b5\b", r"(?i)\b2 players?\b"]),
    "two rank-1 characters": (
        dark_city(4, "assassin", "witch"),
        [r"(?i)(assassin.*witch|witch.*assassin)"],
    ),
    "hospital with the witch": (
        dark_city(4, "witch", districts=("hospital",)),
        [r"(?i)hospital.*witch|witch.*hospital"],
    ),
    "witch in a classic game": (
        cr.GameConfig(players=4, preset="classic", seed=1, characters=("witch",)),
        [r"(?i)witch"],
    ),
    "nine characters with 2 players": (dark_city(2, "artist"), [r"(?i)\b2 players?\b"]),
    "eight players in classic": (
        cr.GameConfig(players=8, preset="classic", seed=1),
        [r"(?i)classic.*\b8\b|\b8\b.*classic"],
    ),
}


@pytest.mark.parametrize("case", sorted(INVALID))
def test_c_7_invalid_lineups_raise_a_config_error_naming_the_problem(case) -> None:
    """C-2.1, C-2.3, C-5.3, C-7.1, C-7.2 — the Queen with fewer than 5 players, two
    characters of one rank, the Hospital asked for with the Witch, a character the preset
    lacks, 9 characters with 2 players, 8 players in classic: ``ConfigError`` names each."""
    config, patterns = INVALID[case]
    problems = config_problems(config)
    for pattern in patterns:
        assert any(re.search(pattern, p) for p in problems), (pattern, problems)
    assert len(problems) == len(patterns), problems


def test_c_7_several_problems_are_all_listed() -> None:
    """C-2.1, C-2.3, C-7.2 — one error lists every problem of the configuration."""
    config = dark_city(4, "witch", "queen", "bishop", "abbot", districts=("hospital",))
    problems = config_problems(config)
    for pattern in (
        r"(?i)queen.*\b5\b",
        r"(?i)bishop.*abbot|abbot.*bishop",
        r"(?i)hospital.*witch|witch.*hospital",
    ):
        assert any(re.search(pattern, p) for p in problems), (pattern, problems)
    assert len(problems) == 3, problems


def test_c_7_several_problems_across_presets_and_counts_are_all_listed() -> None:
    """C-5.3, C-7.1, C-7.2 — preset, player count and lineup problems come together."""
    problems = config_problems(dark_city(2, "assassin", "witch", "queen"))
    assert any(re.search(r"(?i)assassin.*witch", p) for p in problems)
    assert any(re.search(r"(?i)queen.*\b5\b", p) for p in problems)
    assert any(re.search(r"(?i)\b2 players?\b", p) for p in problems)
    problems = config_problems(
        cr.GameConfig(players=8, preset="classic", seed=1, characters=("witch", "queen"))
    )
    assert any(re.search(r"(?i)classic.*\b8\b|\b8\b.*classic", p) for p in problems)
    assert any("witch" in p for p in problems) and any("queen" in p for p in problems)


def test_c_6_1_the_hospital_asked_for_with_three_players_is_an_error_saying_why() -> None:
    """C-2.3, C-6.1 — 3-player method 1 removes the rank-1 character and the Hospital: a
    config selecting the Hospital gets a ``ConfigError`` that names the Hospital and the
    reason (3 players / method 1), not a missing character."""
    problems = config_problems(dark_city(3, districts=("hospital", "museum")))
    assert len(problems) == 1, problems
    (problem,) = problems
    assert re.search(r"(?i)hospital", problem)
    assert re.search(r"(?i)\b3\b|three|method", problem), problem
    assert "None" not in problem, problem
