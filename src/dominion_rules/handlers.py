"""Effect handlers: one function per effect class, ``(state, effect, rules) ->
(state, follow-ups)``, run by the engine's interpreter (D-4's terms)."""

from __future__ import annotations

from typing import Any

import attrs

from tabletop_engine.interpreter import Interpreter, Source, hook_sources

from . import effects as fx
from . import zones
from .state import GameState

Result = tuple[GameState, list[Any] | None]


def _draw(state: GameState, e: fx.Draw, rules: Any) -> Result:
    state, shuffled = zones.take(state, e.seat, e.n, "hand")
    return state, (rules.hooks.reshuffled(state, e.seat) if shuffled else None)


def _reveal(state: GameState, e: fx.RevealTop, rules: Any) -> Result:
    state, shuffled = zones.take(state, e.seat, e.n, "set_aside")
    return state, (rules.hooks.reshuffled(state, e.seat) if shuffled else None)


def _ensure(state: GameState, e: fx.EnsureDeck, rules: Any) -> Result:
    state, shuffled = zones.reshuffle_if_empty(state, e.seat)
    return state, (rules.hooks.reshuffled(state, e.seat) if shuffled else None)


def _turn(state: GameState, **changes: Any) -> GameState:
    assert state.turn is not None
    return state.but(turn=attrs.evolve(state.turn, **changes))


def _actions(state: GameState, e: fx.PlusActions, rules: Any) -> Result:
    assert state.turn is not None
    return _turn(state, actions=state.turn.actions + e.n), None


def _buys(state: GameState, e: fx.PlusBuys, rules: Any) -> Result:
    assert state.turn is not None
    return _turn(state, buys=state.turn.buys + e.n), None


def _coins(state: GameState, e: fx.PlusCoins, rules: Any) -> Result:
    assert state.turn is not None
    return _turn(state, coins=state.turn.coins + e.n), None


def _gain(state: GameState, e: fx.Gain, rules: Any) -> Result:
    state, gained = zones.gain(state, e.seat, e.card, e.to)
    return state, (rules.hooks.gained(state, e.seat, e.card, e.to) if gained else None)


def _gain_from_trash(state: GameState, e: fx.GainFromTrash, rules: Any) -> Result:
    if e.card not in state.trash:
        return state, None
    p = state.players[e.seat]
    state = state.with_player(e.seat, zones.player(p, discard=(*p.discard, e.card)))
    state = state.but(trash=zones.without(state.trash, e.card))
    return state, rules.hooks.gained(state, e.seat, e.card, "discard")


def _trash(state: GameState, e: fx.Trash, rules: Any) -> Result:
    state, done = zones.trash(state, e.seat, e.card, e.src)
    return state, (rules.hooks.trashed(state, e.seat, e.card) if done else None)


def _trash_played(state: GameState, e: fx.TrashPlayed, rules: Any) -> Result:
    turn = state.turn
    assert turn is not None
    if e.play in turn.gone:
        return state, None
    state, done = zones.trash(state, e.seat, e.card, "in_play")
    if not done:
        return state, None
    state = _turn(state, gone=(*turn.gone, e.play))
    return state, rules.hooks.trashed(state, e.seat, e.card)


def _move(state: GameState, e: fx.Move, rules: Any) -> Result:
    return zones.move(state, e.seat, e.card, e.src, e.dst)[0], None


def _move_all(state: GameState, e: fx.MoveAll, rules: Any) -> Result:
    p = state.players[e.seat]
    cards = getattr(p, e.src)
    if not cards:
        return state, None
    p = zones.with_zone(p, e.src, ())
    p = zones.with_zone(p, e.dst, getattr(p, e.dst) + cards)
    return state.with_player(e.seat, p), None


def _ask(state: GameState, e: fx.Ask, rules: Any) -> Result:
    pending = e.pending
    if not pending.options:
        return state, None
    if not pending.done and len(pending.options) == 1:
        return state, rules.hooks.answer(state, pending, pending.options[0])  # D-3.7
    return state.but(pending=pending), None


def _step(state: GameState, e: fx.Step, rules: Any) -> Result:
    out = rules.hooks.step(state, e)
    if out is None:
        raise ValueError(f"no card runs step {e.card}.{e.name}")
    return state, out


def _resolve(state: GameState, e: fx.Resolve, rules: Any) -> Result:
    info = rules.cards[e.card]
    out: list[Any] = []
    if info.cards:
        out.append(fx.Draw(e.seat, info.cards))
    if info.actions:
        out.append(fx.PlusActions(info.actions))
    if info.buys:
        out.append(fx.PlusBuys(info.buys))
    if info.coins:
        out.append(fx.PlusCoins(info.coins))
    out.append(fx.Step("", "_text", e.seat, fx.Params({"card": e.card, "play": e.play})))
    out.append(fx.Played(e.seat, e.card))
    return state, out


def _text(state: GameState, e: fx.Step, rules: Any) -> Result:
    """The card's text after its stats, asked of the state the stats left."""
    return state, rules.hooks.card_effects(state, e.seat, e.args["card"], e.args["play"])


def _played(state: GameState, e: fx.Played, rules: Any) -> Result:
    return state, rules.hooks.action_played(state, e.seat, e.card)


def _play_from_hand(state: GameState, e: fx.PlayFromHand, rules: Any) -> Result:
    state, moved = zones.move(state, e.seat, e.card, "hand", "in_play")
    if not moved:
        return state, None
    assert state.turn is not None
    play = state.turn.plays + 1
    state = _turn(state, plays=play)
    return state, [fx.Resolve(e.seat, e.card, play) for _ in range(e.times)]


def _declare(state: GameState, e: fx.DeclareAttack, rules: Any) -> Result:
    state = _turn(state, protected=())
    n = len(state.players)
    return state, [fx.React(e.seat, e.card, (e.seat + i) % n) for i in range(1, n)]


def _react(state: GameState, e: fx.React, rules: Any) -> Result:
    return state, rules.hooks.attack_declared(state, e.attacker, e.card, e.seat)


def _protect(state: GameState, e: fx.Protect, rules: Any) -> Result:
    assert state.turn is not None
    return _turn(state, protected=(*state.turn.protected, e.seat)), None


def _note(state: GameState, e: fx.Note, rules: Any) -> Result:
    assert state.turn is not None
    return _turn(state, noted=(*state.turn.noted, e.card)), None


def _forget(state: GameState, e: fx.Forget, rules: Any) -> Result:
    assert state.turn is not None
    noted = state.turn.noted
    if not e.card:
        return _turn(state, noted=()), None
    if e.card not in noted:
        return state, None
    return _turn(state, noted=zones.without(noted, e.card)), None


def _dispatch_step(state: GameState, e: fx.Step, rules: Any) -> Result:
    if not e.card:
        return _text(state, e, rules)
    return _step(state, e, rules)


HANDLERS: dict[type, Any] = {
    fx.Draw: _draw,
    fx.RevealTop: _reveal,
    fx.EnsureDeck: _ensure,
    fx.PlusActions: _actions,
    fx.PlusBuys: _buys,
    fx.PlusCoins: _coins,
    fx.Gain: _gain,
    fx.GainFromTrash: _gain_from_trash,
    fx.Trash: _trash,
    fx.TrashPlayed: _trash_played,
    fx.Move: _move,
    fx.MoveAll: _move_all,
    fx.Ask: _ask,
    fx.Step: _dispatch_step,
    fx.Resolve: _resolve,
    fx.Played: _played,
    fx.PlayFromHand: _play_from_hand,
    fx.DeclareAttack: _declare,
    fx.React: _react,
    fx.Protect: _protect,
    fx.Note: _note,
    fx.Forget: _forget,
}


def _suspend(state: GameState, rest: tuple[Any, ...]) -> GameState:
    return state.but(queue=rest + state.queue)


def _sources(state: GameState) -> dict[int, Source]:
    """The hook implementations of ``state``'s rules (named when a run overruns its
    effect budget, :mod:`tabletop_engine.interpreter`)."""
    rules = state.rules
    packs = {f"{p.info.id}.{name}": p.info.id for p in rules.packs for name, _ in p.plugins}
    return hook_sources(rules.pm, lambda plugin: packs.get(plugin, "?"))


def _where(state: GameState) -> str:
    """The point of the game an overrun names: the seed, the seat and its turn."""
    turn = state.turn
    if turn is None:
        return f"seed {state.config.seed}"
    return f"seed {state.config.seed}, seat {turn.seat}'s turn {state.turns[turn.seat] + 1}"


INTERPRETER = Interpreter(HANDLERS, _suspend, sources=_sources, where=_where)


def run(state: GameState, effects: list[Any]) -> GameState:
    """Apply ``effects`` until done or a decision is pending."""
    return INTERPRETER.run(state, effects, state.rules)
