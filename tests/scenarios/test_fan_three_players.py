"""fan with 3 players: method 3 if the lineup has a rank-9 character, else method 2
(variants.md note * on three_player_method_2/3; C-6.2, C-6.3)."""

from __future__ import annotations

import citadels_rules as cr


def _draft_picks(config: cr.GameConfig) -> int:
    """How many characters the draft of round 1 hands out."""
    state = cr.new_game(config)
    picks = 0
    while state.phase == "draft":
        action = cr.legal_actions(state)[0]
        picks += action.kind == "pick"
        state = cr.apply(state, action)
    return picks


def test_fan_three_players_default_lineup_plays_method_2_with_8_characters() -> None:
    config = cr.GameConfig(players=3, preset="fan", seed=4)
    state = cr.new_game(config)
    assert len(state.lineup) == 8
    assert _draft_picks(config) == 6  # two each (C-6.2)


def test_fan_three_players_with_a_rank_9_character_plays_method_3() -> None:
    config = cr.GameConfig(players=3, preset="fan", seed=4, characters=("artist",))
    state = cr.new_game(config)
    assert len(state.lineup) == 9 and "artist" in state.lineup
    assert _draft_picks(config) == 6  # two each, one of nine removed at random (C-6.3)
    record = cr.play(config, agents=[cr.RandomAgent()] * 3)
    assert record.final_state.is_over


def test_fan_three_players_method_2_given_explicitly_refuses_rank_9() -> None:
    config = cr.GameConfig(
        players=3, preset="fan", seed=4, characters=("artist",), variants=("three_player_method_2",)
    )
    try:
        cr.new_game(config)
    except cr.ConfigError as exc:
        assert "three_player_method_2 uses exactly the 8 characters" in str(exc)
    else:
        raise AssertionError("method 2 given explicitly accepted a rank-9 character")


def test_edition_2016_three_players_still_require_rank_9() -> None:
    state = cr.new_game(cr.GameConfig(players=3, preset="edition_2016", seed=4))
    assert len(state.lineup) == 9  # C-7.1 (R16): the default lineup takes one
