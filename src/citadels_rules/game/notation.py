"""Reading actions back from their short text form (``str(action)``)."""

from __future__ import annotations

from tabletop_engine.actions import Action, parse_tokens

from .reducer import expect_state, legal_actions
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


#: The longest text :func:`parse_action` reads (an action's text is a few dozen
#: characters; a longer one is refused before any work).
MAX_TEXT = 1000


def _shown(text: str) -> str:
    return repr(text if len(text) <= 60 else text[:57] + "...")


def parse_action(text: str, state: GameState) -> Action:
    """The legal action of ``state`` that ``text`` describes.

    ``text`` is what ``str(action)`` gives (``"build card=temple"``), optionally prefixed
    by the seat (``"2: choose option=take"``; default: the player to act). Values may
    also be given bare when that picks exactly one legal action (``"build temple"``,
    ``"warlord.destroy 2 temple"``: a kind containing a dot names an ability).

    >>> import citadels_rules as cr
    >>> state = cr.new_game(cr.GameConfig(players=4, seed=7))
    >>> a = cr.legal_actions(state)[0]
    >>> cr.parse_action(str(a), state) == a
    True

    Raises ``ValueError`` unless the text reads as exactly one action that is legal in
    ``state`` (garbage, an action of another seat or one the rules do not allow now,
    text that matches several actions), and ``TypeError`` when ``text`` is not a string
    or ``state`` not a :class:`GameState`.
    """
    expect_state(state, "parse_action")
    if not isinstance(text, str):
        raise TypeError(f"parse_action() expects the text of an action, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise ValueError(f"not an action: the text is {len(text)} characters long")
    if any(not (c.isprintable() or c.isspace()) for c in text):
        raise ValueError(f"not an action: {_shown(text)} holds control characters")
    actor, kind, named, bare = parse_tokens(text)
    if kind not in CORE_KINDS and "." in kind:
        named = {"name": kind, **named}
        kind = "ability"
    if actor is None:
        actor = state.current_player
    legal = legal_actions(state)
    if not bare:
        try:
            exact = Action(kind, actor, **named)
        except (TypeError, ValueError):
            exact = None
        if exact is not None and exact in legal:
            return exact
    matches = [
        a
        for a in legal
        if a.kind == kind
        and a.actor == actor
        and all(a.params.get(k) == v for k, v in named.items())
        and all(v in a.params.values() for v in bare)
    ]
    if len(matches) == 1:
        return matches[0]
    if not matches:
        why = _why_none(state, legal, actor, kind)
        raise ValueError(f"no legal action matches {_shown(text)}: {why}")
    shown = ", ".join(str(a) for a in matches[:6])
    raise ValueError(
        f"{_shown(text)} is ambiguous: it matches {len(matches)} actions ({shown} ...)"
    )


def _why_none(state: GameState, legal: list[Action], actor: int | None, kind: str) -> str:
    if state.is_over:
        return "the game is over"
    if actor != state.current_player:
        return f"seat {state.current_player} is to act, not seat {actor}"
    kinds = sorted({a.kind for a in legal})
    if kind not in kinds:
        return f"{kind!r} is not possible now (possible: {', '.join(kinds)})"
    return f"no legal {kind!r} has these parameters"
