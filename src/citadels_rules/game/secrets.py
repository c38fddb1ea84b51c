"""Secrets stay secret in logs: what an action shows only to its actor.

A draft pick or removal names a character only its drafter may know; a ``keep`` names a
card only its keeper sees; a bound card declares the secret params of its abilities
(``@card.ability(..., secret=("card",))``: the Museum's stored card) and its secret
decisions (``@card.answer(kind, secret=True)``: a card chosen from a hand or the deck).

The record keeps everything (a replay needs it). The reducer marks each secret action's
event with the names of its secret params (``data["secret"]``); :func:`events_for` gives
one seat's stream with other seats' secrets replaced by ``"?"`` -- what a UI, a log or
an agent of that seat may be shown.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tabletop_engine.actions import Action
from tabletop_engine.events import Event
from tabletop_engine.params import Params

from .state import GameState

#: What a redacted secret shows.
HIDDEN = "?"
#: The core's secret params by action kind.
CORE_SECRETS = {"pick": ("character",), "remove": ("character",), "keep": ("card",)}


def secret_params(state: GameState, action: Action) -> tuple[str, ...]:
    """The params of ``action`` (about to be applied to ``state``) that only its actor
    may see."""
    kind = action.kind
    if kind in CORE_SECRETS:
        return CORE_SECRETS[kind]
    rules = state.rules
    if kind == "ability":
        return rules.secret_params.get(action.params.get("name"), ())
    pending = state.pending
    if kind == "choose" and pending is not None and pending.kind in rules.secret_decisions:
        return ("option",)
    return ()


def action_event(state: GameState, action: Action) -> Event:
    """The event recording ``action`` (full, with the names of its secret params)."""
    secret = secret_params(state, action)
    if not secret:
        return Event(action.kind, action.actor, action.params)
    return Event(action.kind, action.actor, Params({**action.params, "secret": secret}))


def events_for(events: Iterable[Event], seat: int) -> list[Event]:
    """``events`` as ``seat`` may see them: the secret params of other seats' actions
    replaced by ``"?"``.

    >>> from tabletop_engine.events import Event
    >>> events_for([Event.of("pick", 1, character="king", secret=("character",))], 0)
    [Event('pick', seat=1, character='?')]
    """
    if isinstance(events, (str, bytes)) or not hasattr(events, "__iter__"):
        got = type(events).__name__
        raise TypeError(f"events_for() expects an iterable of events, not {got}")
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise TypeError(f"events_for() expects a seat number, not {type(seat).__name__}")
    out = []
    for e in events:
        if not isinstance(e, Event):
            got = type(e).__name__
            raise TypeError(f"events_for() expects an iterable of events, not of {got}")
        secret = e.data.get("secret")
        if not secret:
            out.append(e)
            continue
        data: dict[str, Any] = {k: v for k, v in e.data.items() if k != "secret"}
        if e.seat != seat:
            data.update({k: HIDDEN for k in secret if k in data})
        out.append(Event(e.kind, e.seat, Params(data)))
    return out


__all__ = ["HIDDEN", "action_event", "events_for", "secret_params"]
