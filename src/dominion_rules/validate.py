"""What a state read from JSON must satisfy before it is played on.

A state the game reached is consistent by construction; one read from a file may have
been written by hand or forged. :func:`problems` names, with the path of each field,
everything that would make the game play on inconsistent or fail later with an unrelated
error, through the engine's frame (:mod:`tabletop_engine.validation`); Dominion supplies
its own facts:

- types and bounds: seats, counts of turns, actions, buys, coins and plays (at most
  :data:`~tabletop_engine.validation.MAX_COUNT`), the phase, the generator;
- conservation: the supply piles, every zone of every seat and the trash hold exactly
  the cards of the config's set-up (D-1.4: :func:`~dominion_rules.game_cards`), no card
  outside the game;
- the turn: ``turns`` counts the turns each seat finished (seats before the turn's one
  more), the plays that left play are plays of this turn, the protected seats exist;
- the pending decision: a kind that a card of the game asks and answers, options that
  are cards of the game or words, plain public ``data`` and ``ctx``, a decision only in
  a game in progress, one that can be answered;
- the queued effects: each a known effect whose fields are of the right type and range
  (seats, cards of the game, zones, counts, the steps a card declares), only behind a
  pending decision;
- then each legal action, applied once, gives a valid state that is not stuck (the
  engine's :func:`~tabletop_engine.validation.probe`; what a forged ``ctx`` breaks
  shows there, named).

:func:`check_state` raises the ``ValueError`` that lists them; ``from_json`` runs it on
every state it reads (a record's final state too).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import cache
from itertools import pairwise
from typing import Any

from tabletop_engine.params import Params
from tabletop_engine.rng import Rng
from tabletop_engine.validation import (
    MAX_COUNT,
    WORD,
    Problems,
    check_fields,
    check_rng,
    conservation,
    plain,
    probing,
    refuse,
    shown,
)
from tabletop_engine.validation import probe as engine_probe

from . import effects as fx
from .reducer import check_config
from .state import GameState, Pending, PlayerState, Scheduled, TurnState
from .zones import ZONES

PHASES = ("action", "buy", "cleanup")
#: The most turns a seat may have finished: a game :func:`~dominion_rules.play` plays
#: ends within its action limit, each turn at least one action.
MAX_TURNS = 100_000
#: How many times one card may be resolved by one ``PlayFromHand`` (Throne Room: 2).
MAX_TIMES = 100


@cache
def _declared(rules: Any) -> tuple[frozenset[str], dict[str, frozenset[str]]]:
    """The decision kinds the cards of a ruleset answer and the steps each declares
    (an Attack's own ``_attack``/``_victim``/``_after`` included)."""
    kinds: set[str] = set()
    steps: dict[str, frozenset[str]] = {}
    for pack in rules.packs:
        for _, plugin in pack.plugins:
            card = getattr(plugin, "id", None)
            if not isinstance(card, str):
                continue
            kinds.update(getattr(plugin, "decisions", ()))
            names = set(getattr(plugin, "_steps", {}))
            if getattr(plugin, "_victim", None) is not None:
                names |= {"_attack", "_victim", "_after"}
            if getattr(plugin, "_next", None) is not None:
                names.add("_next_turn")
            names |= {f"_react_{when}" for when in getattr(plugin, "_reacts", {})}
            steps[card] = frozenset(names)
    return frozenset(kinds), steps


def problems(state: GameState, *, probe: bool | None = None) -> list[str]:
    """Every problem of ``state`` as ``"<path>: <what is wrong>"``; empty when valid.

    ``probe``: also apply each legal action once and check the states they give; by
    default unless within :func:`tabletop_engine.validation.without_probe`."""
    if not isinstance(state, GameState):
        raise TypeError(f"check_state() expects a GameState, not {type(state).__name__}")
    found = [f"config: {p}" for p in check_config(state.config)]
    if found:
        return found
    out = Problems()
    n = state.config.players
    from .worlds import game_cards

    expected = game_cards(state.config)
    _Facts(state, out, frozenset(expected)).check()
    if out.typed:
        from .testing.invariants import every_card

        found_cards = every_card(state)
        lost = conservation(found_cards, expected, f"a {n}-player game of this kingdom")
        if lost:
            out.add(lost)
    if (probe if probe is not None else probing()) and not out.items:
        from .reducer import apply, compute_legal

        engine_probe(
            state,
            out,
            legal=compute_legal,
            take=apply,
            is_over=lambda s: s.is_over,
            check=lambda s: problems(s, probe=False),
            where="pending" if state.pending is not None else "turn",
        )
    return out.items


def check_state(state: GameState, *, probe: bool | None = None) -> None:
    """Raise ``ValueError`` listing every inconsistency of ``state`` (see the module);
    ``probe`` as for :func:`problems`."""
    refuse(problems(state, probe=probe), "GameState")


class _Facts:
    """The checks of one state, field by field (Dominion's facts in the engine's frame)."""

    def __init__(self, state: GameState, out: Problems, cards: frozenset[str]) -> None:
        self.state = state
        self.out = out
        self.cards = cards
        self.n = state.config.players
        from .packs import ruleset_for

        rules = state.rules if state.rules is not None else ruleset_for(state.config.preset)
        self.kinds, self.steps = _declared(rules)

    # -- values ------------------------------------------------------------------------
    def card(self, where: str, value: Any) -> None:
        self.out.known(where, value, self.cards, "card")

    def seat(self, where: str, value: Any) -> None:
        if self.out.integer(where, value) and not 0 <= value < self.n:
            self.out.add(f"{where}: no seat {value} in a {self.n}-player game")

    def zone(self, where: str, value: Any) -> None:
        self.out.known(where, value, ZONES, "zone")

    def word(self, value: str) -> bool:
        return value in self.cards or WORD.fullmatch(value) is not None

    def plain(self, where: str, value: Any) -> None:
        if not isinstance(value, Params):
            self.out.wrong_type(f"{where}: expected a mapping, got {shown(value)}")
            return
        for key, v in value.items():
            plain(f"{where}[{key!r}]", v, self.out, words=self.word)

    def cards_of(self, where: str, value: Any) -> None:
        for i, c in enumerate(self.out.strs(where, value)):
            if c not in self.cards:
                self.out.add(f"{where}[{i}]: unknown card {shown(c)} (not a card of this game)")

    # -- the state ---------------------------------------------------------------------
    def check(self) -> None:
        state, out = self.state, self.out
        if not isinstance(state.players, tuple):
            out.wrong_type(f"players: expected a tuple, got {shown(state.players)}")
            return
        if len(state.players) != self.n:
            out.add(f"players: {len(state.players)} seats for a {self.n}-player config")
        for i, p in enumerate(state.players):
            if out.instance(f"players[{i}]", p, PlayerState):
                for zone in ZONES:
                    self._zone(f"players[{i}].{zone}", getattr(p, zone))
                self._pack_fields(f"players[{i}]", p)
        self._zone("trash", state.trash)
        self._supply()
        self._nonsupply()
        extra = state.extra_turns
        if out.instance("extra_turns", extra, tuple):
            for j, seat in enumerate(extra):
                self.seat(f"extra_turns[{j}]", seat)
        check_rng(out, state.rng, Rng)
        self._turns()
        turn = state.turn
        if turn is not None and out.instance("turn", turn, TurnState):
            self._turn(turn)
        self._pending()
        self._queue()

    def _pack_fields(self, where: str, p: PlayerState) -> None:
        """What packs add to a seat: mats the packs declare holding its cards, tokens as
        counts, promised effects of known cards' declared steps, staying cards in play."""
        out = self.out
        rules = self.state.rules
        mats = rules.mats if rules is not None else {}
        if out.instance(f"{where}.mats", p.mats, Params):
            for mat, cards in p.mats.items():
                if mat not in mats:
                    why = f"unknown mat {shown(mat)} (declared: {sorted(mats)})"
                    out.add(f"{where}.mats: {why}")
                self._zone(f"{where}.mats[{mat!r}]", cards)
        if out.instance(f"{where}.tokens", p.tokens, Params):
            for name, n in p.tokens.items():
                if out.integer(f"{where}.tokens[{name!r}]", n) and n < 0:
                    out.add(f"{where}.tokens[{name!r}]: {n} tokens (never below 0)")
        later = p.later if out.instance(f"{where}.later", p.later, tuple) else ()
        for j, s in enumerate(later):
            if out.instance(f"{where}.later[{j}]", s, Scheduled) and (
                s.card not in self.steps or s.name not in self.steps[s.card]
            ):
                why = f"card {shown(s.card)} has no step {shown(s.name)}"
                out.add(f"{where}.later[{j}]: {why}")
        self._zone(f"{where}.staying", p.staying)
        extra = Counter(p.staying) - Counter(p.in_play)
        if isinstance(p.staying, tuple) and isinstance(p.in_play, tuple) and extra:
            out.add(f"{where}.staying: {sorted(extra.elements())} staying but not in play")

    def _nonsupply(self) -> None:
        from .reducer import nonsupply_sizes

        piles, out = self.state.nonsupply, self.out
        if not out.instance("nonsupply", piles, Params):
            return
        full = nonsupply_sizes(self.state.config)
        for card, n in piles.items():
            if card not in full:
                out.add(f"nonsupply: {shown(card)} has no pile outside the supply in this game")
            elif out.integer(f"nonsupply[{card!r}]", n) and not 0 <= n <= full[card]:
                out.add(f"nonsupply[{card!r}]: {n} cards (the pile holds 0 to {full[card]})")

    def _zone(self, where: str, cards: Any) -> None:
        ids = self.out.strs(where, cards)
        unknown = sorted({c for c in ids if c not in self.cards})
        if unknown:
            self.out.add(f"{where}: unknown cards {unknown} (not cards of this game)")

    def _supply(self) -> None:
        from .reducer import pile_sizes

        supply, out = self.state.supply, self.out
        if not out.instance("supply", supply, Params):
            return
        piles = pile_sizes(self.state.config)
        if set(supply) != set(piles):
            out.add(f"supply: expected the piles {sorted(piles)}, got {sorted(supply)}")
        bad = [k for k, v in supply.items() if not isinstance(v, int) or isinstance(v, bool)]
        bad += [k for k, v in supply.items() if k not in bad and not 0 <= v <= piles.get(k, 0)]
        if bad:
            out.add(f"supply: negative or non-integer piles {sorted(bad)} (or larger than set up)")
            if any(not isinstance(supply[k], int) or isinstance(supply[k], bool) for k in bad):
                out.typed = False

    def _turns(self) -> None:
        turns, out, n = self.state.turns, self.out, self.n
        if not isinstance(turns, tuple) or len(turns) != n:
            out.wrong_type(f"turns: expected {n} counts of turns, got {shown(turns)}")
            return
        if not all(out.integer(f"turns[{i}]", t, 0, MAX_TURNS) for i, t in enumerate(turns)):
            return
        # seat 0 starts: the seats before the turn's have finished one turn more
        turn = self.state.turn
        if (
            not isinstance(turn, TurnState)
            or not isinstance(turn.seat, int)
            or not 0 <= turn.seat < n
        ):
            ok = all(a in (b, b + 1) for a, b in pairwise(turns))
            ok = ok and max(turns) - min(turns) <= 1
        else:
            ahead = turn.seat + 1 if turn.phase == "cleanup" else turn.seat
            t = turns[-1] if ahead < n else turns[0] - 1
            ok = list(turns) == [t + 1] * ahead + [t] * (n - ahead)
        if not ok:
            out.add(f"turns: {list(turns)} are not the turns of seats playing in order")

    def _turn(self, turn: TurnState) -> None:
        out = self.out
        self.seat("turn.seat", turn.seat)
        if turn.phase not in PHASES:
            out.add(f"turn.phase: expected one of {PHASES}, got {shown(turn.phase)}")
        elif turn.phase == "cleanup" and self.state.pending is None:
            out.add("turn.phase: 'cleanup' with no decision pending (clean-up is one step)")
        for name in ("actions", "buys", "coins", "plays"):
            out.count(f"turn.{name}", getattr(turn, name))
        plays = turn.plays if isinstance(turn.plays, int) else 0
        out.ints("turn.gone", turn.gone, 1, max(plays, 1))
        protected = turn.protected
        if isinstance(protected, tuple):
            for i, s in enumerate(protected):
                self.seat(f"turn.protected[{i}]", s)
            if len(set(protected)) != len(protected):
                out.add(f"turn.protected: a seat twice in {list(protected)}")
        else:
            out.wrong_type(f"turn.protected: expected a tuple, got {shown(protected)}")
        self.cards_of("turn.noted", turn.noted)

    def _pending(self) -> None:
        pending = self.state.pending
        if pending is None:
            return
        if self.state.turn is None:
            self.out.add("pending: a decision in a finished game")
        self.decision("pending", pending)

    def decision(self, where: str, pending: Any) -> None:
        """A decision (pending, or queued in an ``Ask``): seat, a kind a card of the
        game answers, options that are cards or words, plain ``data`` and ``ctx``."""
        out = self.out
        if not out.instance(where, pending, Pending):
            return
        self.seat(f"{where}.seat", pending.seat)
        if out.string(f"{where}.kind", pending.kind) and pending.kind not in self.kinds:
            owner = pending.kind.partition(".")[0]
            if owner not in self.cards:
                out.add(f"{where}.kind: no card {owner!r} of this game asks {pending.kind!r}")
            else:
                out.add(f"{where}.kind: {pending.kind!r} is not a decision {owner!r} answers")
        options = out.strs(f"{where}.options", pending.options)
        for i, o in enumerate(options):
            if not self.word(o):
                out.add(f"{where}.options[{i}]: {shown(o)} is neither a card nor a word")
        if len(set(options)) != len(options):
            out.add(f"{where}.options: an option twice")
        out.flag(f"{where}.done", pending.done)
        if isinstance(pending.options, tuple) and not pending.options and not pending.done:
            out.add(f"{where}: {pending.kind!r} offers no option and cannot be ended")
        self.plain(f"{where}.data", pending.data)
        self.plain(f"{where}.ctx", pending.ctx)

    # -- the queue ---------------------------------------------------------------------
    def _queue(self) -> None:
        queue, out = self.state.queue, self.out
        if not isinstance(queue, tuple):
            out.wrong_type(f"queue: expected a tuple, got {shown(queue)}")
            return
        if queue and self.state.pending is None:
            out.add("queue: effects queued with no decision pending (they would never run)")
        if len(queue) > MAX_COUNT:
            out.add(f"queue: {len(queue)} effects queued")
            return
        for i, effect in enumerate(queue):
            self.effect(f"queue[{i}]", effect)

    def effect(self, where: str, effect: Any) -> None:
        """A queued effect: a known class with each field of the right type and range."""
        cls = type(effect)
        if fx.EFFECTS.get(cls.__name__) is not cls:
            self.out.wrong_type(f"{where}: {shown(effect)} is not an effect")
            return
        check_fields(where, effect, self._field_checks(effect), self.out)
        if isinstance(effect, fx.Step) and isinstance(effect.card, str):
            declared = self.steps.get(effect.card, frozenset())
            if isinstance(effect.name, str) and effect.name not in declared:
                self.out.add(f"{where}.name: {effect.card!r} declares no step {effect.name!r}")

    def _field_checks(self, effect: Any) -> dict[str, Callable[[str, Any], Any]]:
        out = self.out
        turn = self.state.turn
        plays = turn.plays if isinstance(turn, TurnState) and isinstance(turn.plays, int) else 0
        counts = isinstance(effect, (fx.Draw, fx.RevealTop))
        card = self.card
        if isinstance(effect, fx.Forget):

            def card(where: str, value: Any) -> None:
                if value != "":
                    self.card(where, value)

        return {
            "seat": self.seat,
            "attacker": self.seat,
            "card": card,
            "src": self.zone,
            "dst": self.zone,
            "to": self.zone,
            "n": (
                (lambda w, v: out.count(w, v))
                if counts
                else (lambda w, v: out.integer(w, v, -MAX_COUNT, MAX_COUNT))
            ),
            "times": lambda w, v: out.count(w, v, MAX_TIMES),
            "play": lambda w, v: out.integer(w, v, 1, max(plays, 1)),
            "pending": self.decision,
            "name": lambda w, v: out.string(w, v),
            "args": self.plain,
        }
