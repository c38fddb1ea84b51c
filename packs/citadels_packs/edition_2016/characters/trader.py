"""Trader (rank 6): green income; trade (green) districts do not count toward the build
limit: this turn you may build any number of green districts plus one other.

Rules: characters.md §6.3 (004; R16). The limit grows with the green districts built and
held; a second non-green build is refused (``citadels_may_build``). A build that does not
count toward the limit (the Stables, districts.md) is not that one non-green build.
"""

from __future__ import annotations

from citadels_rules.pack_api import CharacterCard, GameState, build_counts

card = CharacterCard("trader")


def _green(state: GameState, district: str) -> bool:
    return state.rules.cards[district].colour == "green"


def _the_other(state: GameState, seat: int, district: str) -> bool:
    """Whether building ``district`` is the turn's one non-green build."""
    return not _green(state, district) and build_counts(state, seat, district)


def _built_this_turn(state: GameState, seat: int) -> list[str]:
    """The districts ``seat`` built since the called character was revealed."""
    turn = state.turn
    out: list[str] = []
    for e in state.round_log:
        if e.kind == "revealed" and turn is not None and e.card == turn.character:
            out = []
        elif e.kind == "built" and e.seat == seat and e.card is not None:
            out.append(e.card)
    return out


@card.bound
def citadels_build_limit(state: GameState, seat: int, value: int) -> int:
    built = _built_this_turn(state, seat)
    greens = sum(_green(state, c) for c in built) + sum(
        _green(state, c) for c in state.players[seat].hand
    )
    return value + greens


@card.bound
def citadels_may_build(state: GameState, seat: int, card: str) -> bool | None:
    if not _the_other(state, seat, card):
        return None
    others = [c for c in _built_this_turn(state, seat) if _the_other(state, seat, c)]
    return False if others else None
