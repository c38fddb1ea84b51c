"""The character draft (C-4 to C-6): plans, removals and the pick/remove steps."""

from __future__ import annotations

import functools
from typing import Any

import attrs

from tabletop_engine.decisions import Decision
from tabletop_engine.events import Event
from tabletop_engine.params import Params

from . import effects as fx
from .handlers import hears
from .state import DraftState, GameState

PICK = "pick"
"""Draft step: the seat takes a character."""
REMOVE = "remove"
"""Draft step: the seat puts a character face down (2/3-player rules)."""
REMOVE_RANDOM = "remove_random"
"""Draft step: a random character of the remaining ones is put face down, unseen."""
TAKE_FACE_DOWN = "take_face_down"
"""Draft step: the face-down character joins the remaining ones before the seat picks
(C-4.7: the last drafter also gets the face-down card)."""
STEP_KINDS = (PICK, REMOVE, REMOVE_RANDOM, TAKE_FACE_DOWN)


@attrs.frozen
class DraftPlan:
    """How one round's characters are dealt out.

    First ``face_down`` random cards are put face down and ``face_up`` random cards face
    up (``face_up_first`` swaps the order, C-4.2); then each step runs in order. A step is
    ``(offset, kind)``: the seat ``offset`` places left of the crown holder either picks a
    character (``pick``), puts one face down (``remove``), has one removed at random
    (``remove_random``), or takes back the first face-down card into the cards they choose
    from (``take_face_down``, C-4.7). Whatever is left at the end goes face down.
    """

    face_down: int
    face_up: int
    steps: tuple[tuple[int, str], ...]


@functools.lru_cache(maxsize=64)
def standard_plan(players: int, lineup_size: int) -> DraftPlan:
    """C-4 for 3-8 players (one character each) and C-5.2 for two players."""
    if players == 2:
        steps = ((0, PICK), (1, PICK), (1, REMOVE), (0, PICK), (0, REMOVE), (1, PICK))
        return DraftPlan(1, 0, steps)
    face_up = max(0, lineup_size - 1 - (players + 1))
    dealt = lineup_size - 1 - face_up
    picks = [(i, PICK) for i in range(players)]
    if dealt == players:  # C-4.7: the last drafter also gets the face-down card
        picks.insert(players - 1, (players - 1, TAKE_FACE_DOWN))
    return DraftPlan(1, face_up, tuple(picks))


def default_draft_plan(state: GameState) -> DraftPlan:
    """The plan a round uses when no :func:`~.hookspecs.citadels_draft_plan` answers:
    the standard plan for this game's player count and lineup (C-4, C-5.2).

    For a variant that changes the standard draft a little (one more face-up card, an
    extra step): it starts from this plan (``attrs.evolve(default_draft_plan(state),
    face_up=...)``) rather than rewriting it.
    """
    return standard_plan(len(state.players), len(state.lineup))


def _remove_face_up(state: GameState, cards: list[str], n: int) -> tuple[GameState, list[str]]:
    hooks = state.rules.hooks
    rng = state.rng
    face_up: list[str] = []
    if n <= 0:
        return state, face_up
    # The state does not change between the removals: each card is asked about once.
    may = {c: hooks.may_discard_face_up(state, c) is not False for c in cards}
    for _ in range(n):
        allowed = [c for c in cards if may[c]]
        if not allowed:
            break
        card, rng = rng.choice(allowed)
        cards.remove(card)
        face_up.append(card)
    return state.set(rng=rng), face_up


def start_round(state: GameState, e: fx.StartRound, ctx: Any) -> tuple[GameState, list[Any]]:
    players = tuple(p.but(characters=()) if p.characters else p for p in state.players)
    state = state.set(
        round=state.round + 1,
        phase="draft",
        players=players,
        marks=(),
        revealed=(),
        turn=None,
        calling=-1,
        built_this_round=False,
        round_log=(),
        draft=DraftState(),
    )
    if hears(ctx, "round_start"):
        ctx.events.append(Event("round_start", state.crown, Params({"round": state.round})))
    rules = state.rules
    plan = rules.hooks.draft_plan(state) or default_draft_plan(state)
    plan = rules.hooks.adjust_draft(state, plan)
    shuffled, rng = state.rng.shuffled(state.lineup)
    cards = list(shuffled)
    state = state.set(rng=rng)
    face_up: list[str] = []
    face_down: list[str] = []
    if rules.preset.face_up_first:
        state, face_up = _remove_face_up(state, cards, plan.face_up)
    for _ in range(plan.face_down):
        face_down.append(cards.pop())  # the shuffled order makes the last card random
    if not rules.preset.face_up_first:
        state, face_up = _remove_face_up(state, cards, plan.face_up)
    order = {c: i for i, c in enumerate(state.lineup)}
    cards.sort(key=order.__getitem__)
    n = len(state.players)
    steps = tuple(((state.crown + off) % n, kind) for off, kind in plan.steps)
    draft = DraftState(tuple(face_up), tuple(face_down), tuple(cards), steps)
    if face_up and hears(ctx, "face_up"):
        ctx.events.append(Event("face_up", None, Params({"characters": tuple(face_up)})))
    return state.set(draft=draft), [fx.DraftStep()]


def draft_step(state: GameState, e: Any, ctx: Any) -> tuple[GameState, list[Any] | None]:
    d = state.draft
    if not d.steps:
        draft = DraftState(d.face_up, d.face_down + d.hand, (), ())
        return state.set(draft=draft), [fx.StartCalling()]
    seat, kind = d.steps[0]
    if kind in (PICK, REMOVE):
        hooks = state.rules.hooks
        if hooks.draft_hand.__impl_fns__:  # super mode: ranks already chosen go aside
            kept = tuple(hooks.draft_hand(state, seat, d.hand))
            if kept != d.hand:
                dropped = tuple(c for c in d.hand if c not in kept)
                d = DraftState(d.face_up, d.face_down + dropped, kept, d.steps)
                state = state.set(draft=d)
        return state.set(pending=Decision(seat, kind, d.hand)), None
    if kind == TAKE_FACE_DOWN:
        order = {c: i for i, c in enumerate(state.lineup)}
        hand = tuple(sorted(d.hand + d.face_down[:1], key=order.__getitem__))
        draft = DraftState(d.face_up, d.face_down[1:], hand, d.steps[1:])
        return state.set(draft=draft), [fx.DraftStep()]
    if kind == REMOVE_RANDOM:
        card, rng = state.rng.choice(d.hand)
        hand = tuple(c for c in d.hand if c != card)
        draft = DraftState(d.face_up, (*d.face_down, card), hand, d.steps[1:])
        return state.set(draft=draft, rng=rng), [fx.DraftStep()]
    raise ValueError(f"unknown draft step kind {kind!r}")


def draft_take(state: GameState, e: fx.DraftTake, ctx: Any) -> tuple[GameState, list[Any] | None]:
    d = state.draft
    character = e.character
    hand = tuple([c for c in d.hand if c != character])
    if e.kind == PICK:
        p = state.players[e.seat]
        players = list(state.players)
        players[e.seat] = p.but(characters=(*p.characters, character))
        draft = DraftState(d.face_up, d.face_down, hand, d.steps[1:])
        state = state.set(players=tuple(players), draft=draft)
    else:
        draft = DraftState(d.face_up, (*d.face_down, character), hand, d.steps[1:])
        state = state.set(draft=draft)
    if ctx.events is not None and hears(ctx, "drafted" if e.kind == PICK else "removed"):
        ctx.events.append(Event("drafted" if e.kind == PICK else "removed", e.seat, Params()))
    return draft_step(state, e, ctx)


HANDLERS: dict[type, Any] = {
    fx.StartRound: start_round,
    fx.DraftStep: draft_step,
    fx.DraftTake: draft_take,
}
