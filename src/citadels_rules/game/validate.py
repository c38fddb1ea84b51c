"""``validate(state)``: every invariant a single state must satisfy, each problem named.

A game reached through :func:`new_game` and :func:`apply` always satisfies them; a state
read from a file may not (forged, corrupted, edited by hand), so :func:`from_json` of a
``GameState`` runs :func:`validate` and refuses such a state before it can fail much
later inside ``legal_actions``. The checks:

- types: ints where ints belong (not bools, strings or floats), strings, tuples;
- the configuration is valid, the seat count is ``config.players``, the crown, the
  turn's seat and the pending decision's seat are seats, the phase is known, the round
  is not negative (1 or more once the game has started);
- conservation: the district cards everywhere (deck, hands, cities, cards under
  districts, discard, aside, out of the game) are exactly the ruleset's deck, every id
  known; gold is never negative, and with a finite bank, bank + stashes + gold on
  districts is the bank of the setup;
- characters: this game's lineup, each character held by one seat at most, and during
  the draft and turns every character is in exactly one place (face up, face down,
  being passed or held).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from tabletop_engine.decisions import Decision
from tabletop_engine.errors import ConfigError
from tabletop_engine.rng import Rng
from tabletop_engine.validation import (
    MAX_COUNT,
    Problems,
    check_rng,
    conservation,
    is_int,
    probing,
    refuse,
    shown,
    without_probe,
)
from tabletop_engine.validation import probe as engine_probe

from .draft import STEP_KINDS, TAKE_FACE_DOWN, default_draft_plan
from .effects import token_gold
from .state import LOGGED, District, DraftState, GameState, LogEntry, Mark, PlayerState, TurnState

#: The phases of a game.
PHASES = ("draft", "turns", "over")
COMPLETED = (None, "first", "complete")


_is_int = is_int
_shown = shown
_Problems = Problems
__all__ = ["PHASES", "problems", "validate", "without_probe"]


def problems(state: GameState, *, probe: bool | None = None) -> list[str]:
    """Every problem of ``state`` as ``"<field>: <what is wrong>"``; empty when valid.

    ``probe``: also apply each legal action once and check the state it gives (what a
    forged decision or queued effect would break shows there); by default, unless
    within :func:`without_probe` (the engine's,
    :func:`tabletop_engine.validation.without_probe`, kept here under its name)."""
    if probe is None:
        probe = probing()
    if not isinstance(state, GameState):
        msg = f"validate() expects a GameState, not {type(state).__name__}"
        if type(state).__name__ == "GameView":
            msg += " (a view hides what a state must hold)"
        raise TypeError(msg)
    out = _Problems()
    try:
        from .ruleset import ruleset_for

        rules = ruleset_for(state.config)
    except ConfigError as exc:
        out.items += [f"config: {p}" for p in exc.problems]
        return out.items
    _check_shape(state, out)
    if not out.typed:  # the checks below rely on the types
        return out.items
    _check_cards(state, rules, out)
    _check_gold(state, rules.bank, out)
    _check_characters(state, rules.lineup, out)
    if not out.items:
        _check_progress(state, rules, out)
    if not out.items:
        _check_log(state, rules, out)
    if probe and not out.items:
        _probe(state, out)
    return out.items


def validate(state: GameState) -> GameState:
    """Check every per-state invariant of ``state`` and return it unchanged.

    Raises ``ValueError`` naming each problem (``TypeError`` for a value that is not a
    ``GameState``, e.g. a view). :func:`~citadels_rules.from_json` runs it on every
    ``GameState`` it reads.

    >>> import citadels_rules as cr
    >>> state = cr.new_game(cr.GameConfig(players=4, seed=7))
    >>> cr.validate(state) is state
    True
    >>> forged = state.but(bank=state.bank - 5)
    >>> cr.validate(forged)
    Traceback (most recent call last):
      ...
    ValueError: invalid GameState (1 problem):
      - gold: bank + stashes + gold on districts is 25, the game's bank is 30
    """
    refuse(problems(state), "GameState")
    return state


def _check_shape(state: GameState, out: _Problems) -> None:
    """Types, seats, crown, phase and round."""
    config = state.config
    if not isinstance(state.players, tuple):
        out.wrong_type(f"players: expected a tuple, got {_shown(state.players)}")
        return
    n = len(state.players)
    if n != config.players:
        out.add(f"players: {n} seats, the config is for {config.players} players")
    for seat, p in enumerate(state.players):
        _check_player(f"players[{seat}]", p, out)
    out.strs("deck", state.deck)
    out.strs("discard", state.discard)
    out.strs("aside", state.aside)
    out.strs("out", state.out)
    if state.bank is not None and out.integer("bank", state.bank) and state.bank < 0:
        out.add(f"bank: negative ({state.bank})")
    out.seat("crown", state.crown, config.players)
    if out.integer("round", state.round, 0) and state.round == 0 and state.steps:
        out.add("round: 0 after the game started (rounds count from 1)")
    if state.phase not in PHASES:
        out.add(f"phase: {_shown(state.phase)} is not one of {', '.join(PHASES)}")
    out.integer("steps", state.steps, 0)
    out.flag("end_triggered", state.end_triggered)
    out.flag("built_this_round", state.built_this_round)
    if out.integer("calling", state.calling, -1) and state.calling > len(state.lineup):
        out.add(f"calling: rank index {state.calling} is past the lineup")
    if out.instance("draft", state.draft, DraftState):
        d = state.draft
        for name in ("face_up", "face_down", "hand"):
            out.strs(f"draft.{name}", getattr(d, name))
    out.strs("lineup", state.lineup)
    out.strs("revealed", state.revealed)
    if not isinstance(state.marks, tuple):
        out.wrong_type(f"marks: expected a tuple, got {_shown(state.marks)}")
    else:
        for i, m in enumerate(state.marks):
            if out.instance(f"marks[{i}]", m, Mark):
                out.string(f"marks[{i}].character", m.character)
                out.string(f"marks[{i}].kind", m.kind)
                if m.seat is not None:
                    out.seat(f"marks[{i}].seat", m.seat, config.players)
    if state.turn is not None and out.instance("turn", state.turn, TurnState):
        t = state.turn
        out.string("turn.character", t.character)
        out.seat("turn.seat", t.seat, config.players)
        out.flag("turn.gathered", t.gathered)
        out.integer("turn.builds", t.builds, 0)
        out.integer("turn.spent", t.spent, 0)
    pending = state.pending
    if pending is not None and out.instance("pending", pending, Decision):
        out.seat("pending.seat", pending.seat, config.players)
        out.string("pending.kind", pending.kind)
    if state.phase == "over" and (state.turn is not None or state.pending is not None):
        out.add("phase: the game is over but a turn or a decision is in progress")


def _check_player(where: str, p: Any, out: _Problems) -> None:
    if not out.instance(where, p, PlayerState):
        return
    if out.integer(f"{where}.gold", p.gold) and p.gold < 0:
        out.add(f"{where}.gold: negative ({p.gold})")
    out.strs(f"{where}.hand", p.hand)
    out.strs(f"{where}.characters", p.characters)
    if p.completed not in COMPLETED:
        out.add(f"{where}.completed: {_shown(p.completed)} is not None, 'first' or 'complete'")
    if not isinstance(p.city, tuple):
        out.wrong_type(f"{where}.city: expected a tuple, got {_shown(p.city)}")
        return
    for k, d in enumerate(p.city):
        at = f"{where}.city[{k}]"
        if not out.instance(at, d, District):
            continue
        out.string(f"{at}.card", d.card)
        if out.integer(f"{at}.gold", d.gold) and d.gold < 0:
            out.add(f"{at}.gold: negative ({d.gold})")
        out.strs(f"{at}.cards", d.cards)
        out.integer(f"{at}.round", d.round, 0)


def _places(state: GameState) -> Iterable[tuple[str, tuple[str, ...]]]:
    """Every place a district card can be, by its field path."""
    yield "deck", state.deck
    yield "discard", state.discard
    yield "aside", state.aside
    yield "out", state.out
    for seat, p in enumerate(state.players):
        yield f"players[{seat}].hand", p.hand
        yield f"players[{seat}].city", tuple(d.card for d in p.city)
        for k, d in enumerate(p.city):
            if d.cards:
                yield f"players[{seat}].city[{k}].cards", d.cards


def _check_cards(state: GameState, rules: Any, out: _Problems) -> None:
    """Known district ids, and the cards of the game are exactly the ruleset's deck."""
    cards = rules.cards
    found: Counter[str] = Counter()
    for where, ids in _places(state):
        for card in ids:
            info = cards.get(card)
            if info is None:
                out.add(f"{where}: unknown district {card!r}")
            elif info.kind != "district":
                out.add(f"{where}: {card!r} is a character, not a district")
        found.update(ids)
    lost = conservation(found, Counter(rules.deck), f"preset {state.config.preset!r}", "districts")
    if lost:
        out.add(lost)


def _check_gold(state: GameState, bank: int | None, out: _Problems) -> None:
    """A finite bank holds what the stashes and districts do not (conservation)."""
    if (state.bank is None) != (bank is None):
        want = "unlimited" if bank is None else f"{bank} gold"
        out.add(f"bank: {_shown(state.bank)}, but this game's bank is {want}")
        return
    if state.bank is None or bank is None:
        return
    total = state.bank + sum(p.gold for p in state.players)
    total += sum(d.gold for p in state.players for d in p.city)
    on_tokens = token_gold(state.tokens)
    total += on_tokens
    if total != bank:
        where = "districts and tokens" if on_tokens else "districts"
        out.add(f"gold: bank + stashes + gold on {where} is {total}, the game's bank is {bank}")


def _check_characters(state: GameState, lineup: tuple[str, ...], out: _Problems) -> None:
    """The lineup of the rules, characters held once, each character in one place."""
    if state.lineup != lineup:
        out.add(f"lineup: {state.lineup}, the config's lineup is {lineup}")
        return
    known = set(lineup)
    held: Counter[str] = Counter()
    for seat, p in enumerate(state.players):
        for c in p.characters:
            if c not in known:
                out.add(f"players[{seat}].characters: {c!r} is not in this game's lineup")
        held.update(p.characters)
    for c, k in sorted(held.items()):
        if k > 1:
            seats = [s for s, p in enumerate(state.players) if c in p.characters]
            out.add(f"characters: {c!r} is held {k} times (seats {seats})")
    d = state.draft
    places = {"draft.face_up": d.face_up, "draft.face_down": d.face_down, "draft.hand": d.hand}
    places["revealed"] = state.revealed
    for where, ids in places.items():
        for c in ids:
            if c not in known:
                out.add(f"{where}: {c!r} is not in this game's lineup")
    for i, m in enumerate(state.marks):
        if m.character not in known:
            out.add(f"marks[{i}].character: {m.character!r} is not in this game's lineup")
    if state.turn is not None and state.turn.character not in known:
        out.add(f"turn.character: {state.turn.character!r} is not in this game's lineup")
    if state.phase != "over":
        everywhere = Counter([*d.face_up, *d.face_down, *d.hand]) + held
        if everywhere != Counter(lineup):
            extra, missing = everywhere - Counter(lineup), Counter(lineup) - everywhere
            parts = [f"{c!r} in {k + 1} places" for c, k in sorted(extra.items())]
            parts += [f"{c!r} nowhere" for c in sorted(missing)]
            out.add(f"characters: each must be in one place (draft or a seat): {', '.join(parts)}")


def _check_progress(state: GameState, rules: Any, out: _Problems) -> None:
    """Where the game stands: the round and its counters, the random generator, the
    draft's remaining steps, the turn, the pending decision, the marks (each a value
    the reducer reads later, so a forged one would fail or stall the game then)."""
    players = state.config.players
    rnd = state.round
    if rnd > state.steps + 1:
        out.add(f"round: {rnd} after {state.steps} actions (a round takes actions)")
    if state.phase != "over" and rnd < 1:
        out.add(f"round: {rnd} in phase {state.phase!r} (rounds count from 1)")
    for seat, p in enumerate(state.players):
        for k, d in enumerate(p.city):
            if d.round > rnd:
                out.add(f"players[{seat}].city[{k}].round: {d.round}, after this round ({rnd})")
    if state.end_triggered and not any(p.completed for p in state.players):
        out.add("end_triggered: the end is triggered but no city is complete")
    check_rng(out, state.rng, Rng)
    if not out.typed:
        return
    _check_draft(state, rules, out)
    _check_turn(state, rules, out)
    _check_pending(state, out)
    _check_marks(state, rules, out)
    if state.phase == "over" and state.draft.steps:
        out.add("draft.steps: the game is over")
    if state.phase == "turns" and state.turn is None and state.pending is None:
        out.add("turn: None in phase 'turns' with no decision pending (nobody can act)")
    if state.phase == "draft" and state.pending is None:
        out.add("pending: None in phase 'draft' (nobody can pick)")
    if state.phase != "draft" and state.draft.hand:
        out.add(f"draft.hand: characters being passed in phase {state.phase!r}")
    del players


def _check_draft(state: GameState, rules: Any, out: _Problems) -> None:
    d = state.draft
    steps = d.steps
    if not isinstance(steps, tuple):
        out.wrong_type(f"draft.steps: expected a tuple, got {_shown(steps)}")
        return
    n = state.config.players
    for i, step in enumerate(steps):
        at = f"draft.steps[{i}]"
        if not isinstance(step, tuple) or len(step) != 2:
            out.wrong_type(f"{at}: expected a (seat, kind) pair, got {_shown(step)}")
            continue
        out.seat(f"{at}[0]", step[0], n)
        if step[1] not in STEP_KINDS:
            out.add(f"{at}[1]: {_shown(step[1])} is not one of {', '.join(STEP_KINDS)}")
    if out.items:
        return
    if steps and state.phase != "draft":
        out.add(f"draft.steps: steps remain in phase {state.phase!r}")
        return
    if state.phase != "draft":
        return
    # the remaining steps are the end of this round's plan, and the cards suffice
    try:
        plan = rules.hooks.draft_plan(state) or default_draft_plan(state)
        plan = rules.hooks.adjust_draft(state, plan)
        full = tuple(((state.crown + off) % n, kind) for off, kind in plan.steps)
    except Exception:
        full = None
    if full is not None and (not steps or full[len(full) - len(steps) :] != steps):
        out.add(f"draft.steps: {_shown(steps)} is not what remains of this round's draft")
        return
    hand, down = len(d.hand), len(d.face_down)
    for i, (_, kind) in enumerate(steps):
        if kind == TAKE_FACE_DOWN:
            hand, down = hand + min(down, 1), max(down - 1, 0)
        elif hand < 1:
            out.add(f"draft.steps[{i}]: no character is left to {kind.replace('_', ' ')}")
            return
        else:
            hand -= 1


def _check_turn(state: GameState, rules: Any, out: _Problems) -> None:
    t = state.turn
    if t is None:
        return
    if state.phase != "turns":
        out.add(f"turn: a turn in phase {state.phase!r}")
        return
    if t.powers is not None and t.powers != t.character:
        out.add(f"turn.powers: {_shown(t.powers)}, not the turn's character or None")
    holder = state.holder(t.character)
    # super mode names ranks (a rank is called by its first character): the seat holding
    # a character of that rank plays it; the Witch acts for the bewitched (a mark)
    if (
        t.seat != holder
        and "super_mode" not in rules.variants  # its turns follow the ranks, not holders
        and not any(
            rules.rank(c) == rules.rank(t.character) for c in state.players[t.seat].characters
        )
        and not any(m.character == t.character and m.seat == t.seat for m in state.marks)
    ):
        out.add(
            f"turn.seat: seat {t.seat} neither holds {t.character!r} (seat {holder}) "
            "nor acts for it"
        )
    if not 0 <= state.calling < len(state.lineup) or (
        state.lineup[state.calling] != t.character
        and rules.rank(state.lineup[state.calling]) != rules.rank(t.character)
    ):
        out.add(f"turn.character: {t.character!r} is not the rank being called ({state.calling})")
    if t.builds > MAX_COUNT:
        out.add(f"turn.builds: {t.builds} is out of range")
    if t.spent > MAX_COUNT:
        out.add(f"turn.spent: {t.spent} is out of range")
    if not isinstance(t.used, frozenset) or not all(isinstance(u, str) for u in t.used):
        out.wrong_type(f"turn.used: expected a set of strings, got {_shown(t.used)}")


def _check_pending(state: GameState, out: _Problems) -> None:
    p = state.pending
    if p is None:
        return
    for name in ("options", "data"):
        if not isinstance(getattr(p, name), tuple):
            out.wrong_type(f"pending.{name}: expected a tuple, got {_shown(getattr(p, name))}")
    out.flag("pending.done", p.done)
    if not out.typed:
        return
    if not p.options and not p.done:
        out.add("pending.options: no option and no 'done': the decision cannot be answered")
    d = state.draft
    if p.kind in ("pick", "remove"):
        if state.phase != "draft" or not d.steps or d.steps[0] != (p.seat, p.kind):
            out.add(f"pending: a {p.kind!r} decision of seat {p.seat} is not the draft's step")
        elif p.options != d.hand:
            out.add("pending.options: not the characters being passed (draft.hand)")
    elif state.phase == "draft":
        out.add(f"pending.kind: {p.kind!r} in the draft")
    elif p.kind == "keep":
        t = state.turn
        if t is None or p.seat != t.seat:
            out.add(f"pending.seat: seat {p.seat} keeps drawn cards, not the turn's seat")
        elif not all(isinstance(o, str) and o in state.deck for o in p.options):
            out.add("pending.options: the cards to keep are not on the deck")


def _check_marks(state: GameState, rules: Any, out: _Problems) -> None:
    for i, m in enumerate(state.marks):
        if m.kind in rules.cards or not m.kind.replace("_", "").replace(".", "").isalnum():
            out.add(f"marks[{i}].kind: {_shown(m.kind)} is not a kind of mark")
        out.flag(f"marks[{i}].secret", m.secret)


def _check_log(state: GameState, rules: Any, out: _Problems) -> None:
    """Each entry of the round's log typed field by field: ``kind`` a logged kind,
    ``seat``/``by`` seats, ``rank`` a rank of the lineup, ``amount`` a count, ``ability``
    and ``card`` names, ``src`` a seat or a district (a crown's old holder, an exchanged
    district) and ``dst`` a zone (``("hand", seat)``, ``("under", seat, index)``...)."""
    log = state.round_log
    if not isinstance(log, tuple):
        out.wrong_type(f"round_log: expected a tuple, got {_shown(log)}")
        return
    n = state.config.players
    top_rank = max((rules.rank(c) for c in state.lineup), default=0)
    for i, e in enumerate(log):
        at = f"round_log[{i}]"
        if not out.instance(at, e, LogEntry):
            continue
        if e.kind not in LOGGED:
            out.add(f"{at}.kind: {_shown(e.kind)} is not a kind of the round's log")
        for name in ("seat", "by"):
            value = getattr(e, name)
            if value is not None:
                out.seat(f"{at}.{name}", value, n)
        if e.rank is not None:
            out.integer(f"{at}.rank", e.rank, 0, top_rank)
        if e.amount is not None:
            out.count(f"{at}.amount", e.amount)
        for name in ("ability", "card"):
            value = getattr(e, name)
            known = value in rules.cards or value in _WORDS or name != "card"
            if value is not None and out.string(f"{at}.{name}", value) and not known:
                out.add(f"{at}.card: unknown card {_shown(value)}")
        src = e.src
        if _is_int(src):
            out.seat(f"{at}.src", src, n)
        elif isinstance(src, str):
            if src not in rules.cards:
                out.add(f"{at}.src: unknown card {_shown(src)}")
        elif src is not None:
            out.wrong_type(f"{at}.src: expected a seat, a card or null, got {_shown(src)}")
        if e.dst is not None:
            _check_zone_of_log(f"{at}.dst", e.dst, n, out)


#: Words a log entry's ``card`` may hold besides card ids (a gather's ``"gold"``...).
_WORDS = frozenset({"gold", "cards"})
#: The zones a log entry's ``dst`` names by one word, by a seat, by a seat and index.
_ZONE_WORDS = frozenset(
    {"deck", "deck_top", "deck_bottom", "aside", "out", "discard", "discard_pile"}
)
_SEAT_ZONES = frozenset({"hand", "city"})


def _check_zone_of_log(at: str, zone: Any, players: int, out: _Problems) -> None:
    if not isinstance(zone, tuple) or not zone or not isinstance(zone[0], str):
        out.wrong_type(f"{at}: expected a zone such as ('hand', seat), got {_shown(zone)}")
        return
    where, args = zone[0], zone[1:]
    if where in _ZONE_WORDS and not args:
        return
    if where in _SEAT_ZONES and len(args) == 1:
        out.seat(f"{at}[1]", args[0], players)
        return
    if where == "under" and len(args) == 2:
        out.seat(f"{at}[1]", args[0], players)
        out.count(f"{at}[2]", args[1])
        return
    out.add(f"{at}: {_shown(zone)} is not a zone")


def _probe(state: GameState, out: _Problems) -> None:
    """The state's legal actions, and each of them applied once, must work: what a
    plugin cannot read in a forged state fails here, named, not later in a game (the
    engine's :func:`~tabletop_engine.validation.probe`)."""
    from .reducer import _QUIET, _compute_legal, step

    engine_probe(
        state,
        out,
        legal=_compute_legal,
        take=lambda s, a: step(s, a, _QUIET, check=False),
        is_over=lambda s: s.is_over,
        check=lambda s: problems(s, probe=False),
        where="pending" if state.pending is not None else "turn",
    )
