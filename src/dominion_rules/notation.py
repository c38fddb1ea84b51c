"""Actions as text: ``str(action)`` and :func:`parse_action` round-trip."""

from __future__ import annotations

from tabletop_engine.actions import Action, parse_tokens
from tabletop_engine.errors import IllegalAction
from tabletop_engine.suggest import unknown_id

from .state import GameState

#: The param a bare word fills, by action kind (``buy gold`` = ``buy card=gold``).
BARE = {"play": "card", "treasure": "card", "buy": "card", "choose": "option"}
#: Every action kind (``coin``: spend a coin token, in a pack that spends them).
KINDS = frozenset(
    {"play", "end_actions", "treasure", "treasures", "coin", "buy", "end_turn", "choose", "done"}
)


def parse_action(text: str, state: GameState) -> Action:
    """The action ``text`` names (``"buy card=gold"``, ``"buy gold"``, ``"1: choose
    option=copper"``), its actor ``state.current_player`` unless the text gives one.
    Raises ``IllegalAction`` for an unknown kind or card id (it does not check legality:
    :func:`~dominion_rules.apply` does).

    >>> import dominion_rules as dr
    >>> s = dr.new_game(dr.GameConfig(seed=1))
    >>> parse_action("end_actions", s) == dr.Action("end_actions", actor=0)
    True
    """
    try:
        actor, kind, named, bare = parse_tokens(text)
    except ValueError as exc:
        raise IllegalAction(text, str(exc)) from None
    if kind not in KINDS:
        raise IllegalAction(text, f"unknown action kind {kind!r} (known: {sorted(KINDS)})")
    if bare:
        if kind not in BARE or len(bare) != 1 or BARE[kind] in named:
            raise IllegalAction(text, f"cannot read {bare!r} as params of {kind!r}")
        named[BARE[kind]] = bare[0]
    if actor is None:
        actor = state.current_player
    card = named.get("card")
    if card is not None and card not in state.rules.cards:
        raise IllegalAction(text, unknown_id("card id", card, state.rules.cards))
    return Action(kind, actor=actor, **named)
