"""The rules of the 2016 edition that are not a card's (R16), as a plugin of its pack.

* C-4.4: no rank-4 character (King, Emperor, Patrician) is ever a face-up removal; the
  face-up cards are removed before the face-down one (``Preset.face_up_first``, C-4.2).
* C-2.1 / C-7.1: the default lineup takes a rank-9 character only where one is required
  (3 players with method 3 or ``three_player_nine_q1``, 8 players): the first of queen,
  artist, tax_collector that the player count allows (C-7.2). The 3-player requirement
  itself is checked by the 3-player methods; 8 players by the classic rules.
* C-16.2: a tie goes to the tied player who revealed the highest rank in the last round
  (a player with two characters counts the higher; a killed character counts, AMBIGUOUS
  defaults). ``trylast``: ``tiebreak_chain`` and ``tie_shared_victory`` take precedence.

The thresholds (7; 8 with 2-3 players, C-14.1), the unlimited bank (``bank_unlimited``)
and the starting crown from the configuration (C-2.5) are the preset's data.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from citadels_rules.pack_api import CardInfo, GameState, hookimpl, presets, rank_of

#: C-2.1: the order in which a required rank-9 character is chosen.
RANK_9 = ("queen", "artist", "tax_collector")
#: C-7.2 under ``player_count_restrictions``: the fewest players each character allows.
MIN_PLAYERS = {"emperor": 3, "queen": 5, "fan.yang_ruoxin": 4, "fan.hu_xinyi": 5}
#: The 3-player methods that use 8 characters or fewer (no rank 9 then).
WITHOUT_RANK_9 = ("three_player_method_1", "three_player_method_2")


def allowed(character: str, players: int) -> bool:
    """Whether ``player_count_restrictions`` allows ``character`` with ``players``."""
    return players >= MIN_PLAYERS.get(character, 0)


def needs_rank_9(config: Any) -> bool:
    """C-7.1: 8 players, or 3 players unless a method without rank 9 is chosen (given, or
    a default of the preset: the fan preset's method 2 takes rank 9 only when the lineup
    names one, variants.md note *)."""
    if config.players == 8:
        return True
    off = {v[1:] for v in config.variants if v.startswith("-")}
    chosen = {*config.variants, *presets()[config.preset].variants} - off
    return config.players == 3 and not any(m in chosen for m in WITHOUT_RANK_9)


@hookimpl
def citadels_lineup(
    config: Any, cards: Mapping[str, CardInfo], value: tuple[str, ...]
) -> tuple[str, ...] | None:
    if any(cards[c].rank == 9 for c in value) or not needs_rank_9(config):
        return None
    restricted = "-player_count_restrictions" not in config.variants
    for character in RANK_9:
        if character in cards and (not restricted or allowed(character, config.players)):
            return (*value, character)
    return None


@hookimpl
def citadels_may_discard_face_up(state: GameState, character: str) -> bool | None:
    return False if state.rules.rank(character) == 4 else None


def last_rank(state: GameState, seat: int) -> int:
    """The highest rank ``seat`` revealed in the last round (0 if none)."""
    return max((rank_of(state, c) for c in state.players[seat].characters), default=0)


@hookimpl(trylast=True)
def citadels_winners(state: GameState, tied: tuple[int, ...]) -> tuple[int, ...]:
    best = max(last_rank(state, s) for s in tied)
    return tuple(s for s in tied if last_rank(state, s) == best)
