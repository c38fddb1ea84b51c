"""Effect handlers: one function per effect class, ``(state, effect, rules) ->
(state, follow-ups)``, run by the engine's interpreter (D-4's terms)."""

from __future__ import annotations

from typing import Any

import attrs

from tabletop_engine.interpreter import Interpreter, Source, hook_sources
from tabletop_engine.params import Params

from . import effects as fx
from . import zones
from .state import GameState, Scheduled

Result = tuple[GameState, list[Any] | None]


def _draw(state: GameState, e: fx.Draw, rules: Any) -> Result:
    state, shuffled = zones.take(state, e.seat, e.n, "hand")
    return state, (rules.hooks.reshuffled(state, e.seat) if shuffled else None)


def _reveal(state: GameState, e: fx.RevealTop, rules: Any) -> Result:
    before = len(state.players[e.seat].set_aside)
    state, shuffled = zones.take(state, e.seat, e.n, "set_aside")
    more = rules.hooks.reshuffled(state, e.seat) if shuffled else None
    if "revealed" in rules.heard:
        shown = state.players[e.seat].set_aside[before:]
        more = (more or []) + [x for c in shown for x in rules.hooks.revealed(state, e.seat, c)]
    return state, more


def _reveal_card(state: GameState, e: fx.Reveal, rules: Any) -> Result:
    if "revealed" not in rules.heard:
        return state, None
    return state, rules.hooks.revealed(state, e.seat, e.card)


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
    if e.source == "nonsupply":
        state, gained = zones.gain_nonsupply(state, e.seat, e.card, e.to)
    else:
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
    if e.play in turn.stayed:  # a Duration trashed from play: its copy no longer stays
        p = state.players[e.seat]
        if e.card in p.staying:
            staying = zones.without(p.staying, e.card)
            state = state.with_player(e.seat, p.with_extra(staying=staying))
    return state, rules.hooks.trashed(state, e.seat, e.card)


def _discards(state: GameState, seat: int, src: str, dst: str, cards: Any, rules: Any) -> Any:
    """What hears ``cards`` discarded (a whole deck put into the discard pile, as
    Chancellor does, is no discard: ``_move_all`` passes ``src="whole deck"`` then)."""
    if dst != "discard" or src == "whole deck" or "discarded" not in rules.heard:
        return None
    return [x for c in cards for x in rules.hooks.discarded(state, seat, c)]


def _move(state: GameState, e: fx.Move, rules: Any) -> Result:
    state, moved = zones.move(state, e.seat, e.card, e.src, e.dst)
    return state, (_discards(state, e.seat, e.src, e.dst, (e.card,), rules) if moved else None)


def _move_all(state: GameState, e: fx.MoveAll, rules: Any) -> Result:
    p = state.players[e.seat]
    zone = getattr(p, e.src)
    cards = zone[e.start :]
    if not cards:
        return state, None
    p = zones.with_zone(p, e.src, zone[: e.start])
    p = zones.with_zone(p, e.dst, getattr(p, e.dst) + cards)
    state = state.with_player(e.seat, p)
    src = "whole deck" if e.src == "deck" else e.src
    return state, _discards(state, e.seat, src, e.dst, cards, rules)


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
    turn = state.turn
    assert turn is not None
    play = turn.plays + 1
    if e.host:
        turn = turn.with_extra(hosts=(*turn.hosts, (play, e.host_card, e.host)))
        state = state.but(turn=attrs.evolve(turn, plays=play))
    else:
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


# -- what packs of later sets use ------------------------------------------------------


def _at_next_turn(state: GameState, e: fx.AtNextTurn, rules: Any) -> Result:
    p = state.players[e.seat]
    later = (*p.later, Scheduled(e.card, e.name, e.args))
    return state.with_player(e.seat, p.with_extra(later=later)), None


def _stay(state: GameState, e: fx.Stay, rules: Any) -> Result:
    """Keep a play (and the chain of cards that played it) in play through clean-up."""
    turn = state.turn
    assert turn is not None
    p = state.players[e.seat]
    if not e.play:
        return state.with_player(e.seat, p.with_extra(staying=(*p.staying, e.card))), None
    staying, stayed = list(p.staying), list(turn.stayed)
    play, card = e.play, e.card
    while play and play not in stayed:
        stayed.append(play)
        staying.append(card)
        play, card = next(((hp, hc) for pl, hc, hp in turn.hosts if pl == play), (0, ""))
    state = state.with_player(e.seat, p.with_extra(staying=tuple(staying)))
    return state.but(turn=turn.with_extra(stayed=tuple(stayed))), None


def _add_tokens(state: GameState, e: fx.AddTokens, rules: Any) -> Result:
    p = state.players[e.seat]
    n = max(0, p.token(e.name) + e.n)
    tokens = {**dict(p.tokens.items_tuple()), e.name: n}
    return state.with_player(e.seat, p.with_extra(tokens=Params(tokens))), None


def _to_mat(state: GameState, e: fx.ToMat, rules: Any) -> Result:
    p = state.players[e.seat]
    cards = getattr(p, e.src)
    if e.card not in cards:
        return state, None
    p = zones.with_zone(p, e.src, zones.without(cards, e.card, first=e.src == "deck"))
    return state.with_player(e.seat, zones.with_mat(p, e.mat, (*p.mat(e.mat), e.card))), None


def _from_mat(state: GameState, e: fx.FromMat, rules: Any) -> Result:
    p = state.players[e.seat]
    held = p.mat(e.mat)
    taken = held if not e.card else ((e.card,) if e.card in held else ())
    if not taken:
        return state, None
    left = () if not e.card else zones.without(held, e.card)
    p = zones.with_mat(p, e.mat, left)
    if e.dst == "deck":
        p = zones.player(p, deck=taken + p.deck)
    else:
        p = zones.with_zone(p, e.dst, getattr(p, e.dst) + taken)
    return state.with_player(e.seat, p), None


def _mark(state: GameState, e: fx.Mark, rules: Any) -> Result:
    turn = state.turn
    assert turn is not None
    marks = {**dict(turn.marks.items_tuple()), e.name: turn.marks.get(e.name, 0) + e.n}
    return state.but(turn=turn.with_extra(marks=Params(marks))), None


def _extra_turn(state: GameState, e: fx.ExtraTurn, rules: Any) -> Result:
    return state.but(extra_turns=(*state.extra_turns, e.seat)), None


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
    fx.Reveal: _reveal_card,
    fx.AtNextTurn: _at_next_turn,
    fx.Stay: _stay,
    fx.AddTokens: _add_tokens,
    fx.ToMat: _to_mat,
    fx.FromMat: _from_mat,
    fx.Mark: _mark,
    fx.ExtraTurn: _extra_turn,
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
