"""Reading actions back from their short text form (``str(action)``)."""

from __future__ import annotations

from ..engine.actions import Action, parse_tokens
from .reducer import legal_actions
from .state import GameState

CORE_KINDS = frozenset(
    {
        "pick",
        "remove",
        "take_gold",
        "draw",
        "keep",
        "build",
        "ability",
        "income",
        "choose",
        "done",
        "end_turn",
    }
)


def parse_action(text: str, state: GameState) -> Action:
    """The action ``text`` describes in ``state``.

    ``text`` is what ``str(action)`` gives (``"build card=temple"``), optionally prefixed
    by the seat (``"2: choose option=take"``; default: the player to act). Values may
    also be given bare when that picks exactly one legal action (``"build temple"``,
    ``"warlord.destroy 2 temple"``: a kind containing a dot names an ability).

    >>> import citadels_rules as cr
    >>> state = cr.new_game(cr.GameConfig(players=4, seed=7))
    >>> a = cr.legal_actions(state)[0]
    >>> cr.parse_action(str(a), state) == a
    True

    Raises ``ValueError`` when the text matches no legal action or several.
    """
    actor, kind, named, bare = parse_tokens(text)
    if kind not in CORE_KINDS and "." in kind:
        named = {"name": kind, **named}
        kind = "ability"
    if actor is None:
        actor = state.current_player
    if not bare:
        exact = Action(kind, actor, **named)
        legal = legal_actions(state)
        if exact in legal or not any(a.kind == kind for a in legal):
            return exact
    matches = [
        a
        for a in legal_actions(state)
        if a.kind == kind
        and a.actor == actor
        and all(a.params.get(k) == v for k, v in named.items())
        and all(v in a.params.values() for v in bare)
    ]
    if len(matches) == 1:
        return matches[0]
    if not matches:
        raise ValueError(f"no legal action matches {text!r}")
    shown = ", ".join(str(a) for a in matches[:6])
    raise ValueError(f"{text!r} is ambiguous: it matches {len(matches)} actions ({shown} ...)")
