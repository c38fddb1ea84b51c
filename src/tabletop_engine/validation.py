"""Load validation that every game on the engine plugs into.

A state a game reached through its reducer is consistent by construction; one read from
a file may have been written by hand, corrupted or forged. Each game checks what it
loads before it plays on, and the frame of those checks is the same for every game, so
it lives here once:

- :class:`Problems` collects every problem as ``"<path>: <what is wrong>"`` (the path of
  the field in the value, ``players[2].hand``), with the typed checks that add to it
  (ints that are not bools, strings, flags, tuples, seats in range, bounds);
- :func:`refuse` raises the one ``ValueError`` that names them all;
- :func:`probe` is the last step of a state's checks: every legal action, applied once,
  must give a valid state that is not stuck (what a forged decision or queued
  continuation breaks shows there, named, rather than as a raw ``KeyError`` later);
- :func:`conservation` compares the cards of a state with the totals its config sets up;
- records: :func:`check_agents` (one fitting name per seat), :func:`check_scores_shape`,
  :func:`action_count` (a record longer than the longest game the library plays is
  refused *before* its actions are structured: the work of loading and replaying a
  record is bounded by its size) and :func:`record_mismatch` (the claimed final state
  and scores must be those of the replay; winners follow from the final state).

A game supplies only its own facts: its fields, its totals, its bound on a game's length,
how to list legal actions and take one, and how to score. See ``docs/writing-a-game.md``
("What the engine validates, and what a game supplies").
"""

from __future__ import annotations

import contextlib
import contextvars
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

import attrs

#: Bounds of counters that a real game keeps small (a forged ``2**70`` is refused).
MAX_COUNT = 10_000


def is_int(value: Any) -> bool:
    """Whether ``value`` is an int and not a bool (JSON's ``true`` is not a number)."""
    return isinstance(value, int) and not isinstance(value, bool)


def shown(value: Any) -> str:
    """``repr(value)`` cut to 40 characters, for messages."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


class Problems:
    """The problems found so far, each ``"<path>: <what>"``, with the typed checks that
    add to them. ``typed`` turns False at the first value of a wrong type: checks that
    read values (sums, lookups) should run only while it holds."""

    def __init__(self) -> None:
        self.items: list[str] = []
        #: False once a value of a wrong type was found (the later checks need types).
        self.typed = True

    def __bool__(self) -> bool:
        return bool(self.items)

    def wrong_type(self, problem: str) -> None:
        """A value of the wrong type (later checks that need types are skipped)."""
        self.typed = False
        self.items.append(problem)

    def add(self, problem: str) -> None:
        """A well-typed value that breaks an invariant."""
        self.items.append(problem)

    def integer(
        self, where: str, value: Any, minimum: int | None = None, maximum: int | None = None
    ) -> bool:
        """Whether ``value`` is an int from ``minimum`` to ``maximum``; a problem if not."""
        if not is_int(value):
            self.wrong_type(f"{where}: expected an int, got {shown(value)}")
            return False
        if minimum is not None and value < minimum:
            self.add(f"{where}: must be at least {minimum}, got {value}")
            return False
        if maximum is not None and value > maximum:
            self.add(f"{where}: {shown(value)} is out of range (at most {maximum})")
            return False
        return True

    def count(self, where: str, value: Any, maximum: int = MAX_COUNT) -> bool:
        """Whether ``value`` is a count from 0 to ``maximum`` (default :data:`MAX_COUNT`)."""
        return self.integer(where, value, 0, maximum)

    def string(self, where: str, value: Any) -> bool:
        """Whether ``value`` is a string; a problem if not."""
        if not isinstance(value, str):
            self.wrong_type(f"{where}: expected a string, got {shown(value)}")
            return False
        return True

    def flag(self, where: str, value: Any) -> None:
        """A problem unless ``value`` is True or False."""
        if not isinstance(value, bool):
            self.wrong_type(f"{where}: expected true or false, got {shown(value)}")

    def strs(self, where: str, value: Any) -> tuple[str, ...]:
        """The strings of tuple ``value`` (a problem per item that is not one)."""
        if not isinstance(value, tuple):
            self.wrong_type(f"{where}: expected a tuple, got {shown(value)}")
            return ()
        return tuple(v for i, v in enumerate(value) if self.string(f"{where}[{i}]", v))

    def ints(self, where: str, value: Any, minimum: int = 0, maximum: int = MAX_COUNT) -> None:
        """A problem per item of tuple ``value`` that is not an int in range."""
        if not isinstance(value, tuple):
            self.wrong_type(f"{where}: expected a tuple, got {shown(value)}")
            return
        for i, v in enumerate(value):
            self.integer(f"{where}[{i}]", v, minimum, maximum)

    def seat(self, where: str, value: Any, players: int) -> bool:
        """Whether ``value`` is a seat of a ``players``-seat game; a problem if not."""
        if not self.integer(where, value):
            return False
        if not 0 <= value < players:
            self.add(f"{where}: seat {value} does not exist ({players} players: 0-{players - 1})")
            return False
        return True

    def instance(self, where: str, value: Any, cls: type) -> bool:
        """Whether ``value`` is a ``cls``; a problem if not."""
        if not isinstance(value, cls):
            self.wrong_type(f"{where}: expected a {cls.__name__}, got {shown(value)}")
            return False
        return True

    def known(self, where: str, value: Any, names: Iterable[str], what: str) -> bool:
        """Whether ``value`` is one of ``names`` (a ``what``: a card, a zone...)."""
        if not self.string(where, value):
            return False
        if value not in names:
            self.add(f"{where}: unknown {what} {shown(value)}")
            return False
        return True


def refuse(found: Sequence[str], what: str) -> None:
    """Raise ``ValueError("invalid <what> (<n> problems):\\n  - ...")`` naming each of
    ``found``; nothing when it is empty."""
    if found:
        n = len(found)
        lines = "\n".join(f"  - {p}" for p in found)
        raise ValueError(f"invalid {what} ({n} problem{'s' if n != 1 else ''}):\n{lines}")


#: What a plain value in a decision's context, a continuation's arguments or a log entry
#: may be: ``None``, a bool, a bounded int, a word or card id, or a tuple of those.
WORD = re.compile(r"[a-z][a-z0-9_]{0,63}")


def plain(where: str, value: Any, out: Problems, *, words: Callable[[str], bool]) -> None:
    """A problem unless ``value`` is plain data: ``None``, a bool, an int within
    ±:data:`MAX_COUNT`, a string that ``words`` accepts (a card id, a word), or a tuple
    of those (at most :data:`MAX_COUNT` items)."""
    if value is None or isinstance(value, bool):
        return
    if is_int(value):
        if abs(value) > MAX_COUNT:
            out.add(f"{where}: {shown(value)} is out of range")
        return
    if isinstance(value, str):
        if not words(value):
            out.add(f"{where}: {shown(value)} is neither a card of this game nor a word")
        return
    if isinstance(value, tuple) and len(value) <= MAX_COUNT:
        for i, v in enumerate(value):
            plain(f"{where}[{i}]", v, out, words=words)
        return
    out.wrong_type(f"{where}: {shown(value)} is not a plain value")


def conservation(
    found: Counter[str], expected: Counter[str], what: str, noun: str = "cards"
) -> str | None:
    """Why the cards ``found`` in a state are not the ``expected`` ones (the totals its
    config sets up, ``what`` names them, ``noun`` the kind of card); None when they are."""
    if found == expected:
        return None
    extra, missing = found - expected, expected - found
    parts = []
    if extra:
        parts.append(f"{sum(extra.values())} too many ({counts(extra)})")
    if missing:
        parts.append(f"{sum(missing.values())} missing ({counts(missing)})")
    return f"cards: not the {sum(expected.values())} {noun} of {what}: {'; '.join(parts)}"


def counts(c: Counter[str]) -> str:
    """``"a, b x3, ..."``: the first 8 ids of ``c`` with their multiplicities."""
    items = sorted(c.items())
    text = ", ".join(f"{k} x{v}" if v > 1 else k for k, v in items[:8])
    return text + (", ..." if len(items) > 8 else "")


#: Whether states read from JSON are probed (:func:`probe`); see :func:`without_probe`.
_PROBING: contextvars.ContextVar[bool] = contextvars.ContextVar("probing", default=True)


@contextlib.contextmanager
def without_probe() -> Iterator[None]:
    """Within this block, states read (``from_json``) are checked without the probe of
    their legal actions: for round trips of states that a real game reached (the check
    tools' own: a probe would run a pack's crashing hook before the step that the check
    reports, and costs milliseconds a state). Every game's checks read :func:`probing`."""
    token = _PROBING.set(False)
    try:
        yield
    finally:
        _PROBING.reset(token)


def probing() -> bool:
    """Whether a state read now is probed (False within :func:`without_probe`)."""
    return _PROBING.get()


def check_fields(
    where: str, value: Any, checks: Mapping[str, Callable[[str, Any], Any]], out: Problems
) -> None:
    """Check each field of attrs instance ``value`` with ``checks[field name](path,
    field value)`` (the game's facts: a ``seat`` is a seat, a ``card`` a card of the
    game...). A field without a check is a problem: a new field must say what it holds."""
    for field in attrs.fields(type(value)):
        check = checks.get(field.name)
        at = f"{where}.{field.name}"
        if check is None:
            out.add(f"{at}: no check for a field {field.name!r} of {type(value).__name__}")
        else:
            check(at, getattr(value, field.name))


def check_rng(out: Problems, rng: Any, cls: type, seed: int | None = None) -> None:
    """A generator state (``rng``, a ``cls``): a 64-bit ``seed`` (or, when given, the
    game's ``seed``) and a counter from 0 to 2**62."""
    if not out.instance("rng", rng, cls):
        return
    if seed is not None:
        if rng.seed != seed:
            out.add(f"rng.seed: {shown(rng.seed)}, not the game's seed")
    elif out.integer("rng.seed", rng.seed, 0) and rng.seed >= 1 << 64:
        out.add(f"rng.seed: {rng.seed} is not a 64-bit seed")
    if out.integer("rng.counter", rng.counter, 0) and rng.counter > 1 << 62:
        out.add(f"rng.counter: {rng.counter} is out of range")


def probe(
    state: Any,
    out: Problems,
    *,
    legal: Callable[[Any], Sequence[Any]],
    take: Callable[[Any, Any], Any],
    is_over: Callable[[Any], bool],
    check: Callable[[Any], list[str]],
    where: str,
) -> None:
    """The last check of a loaded state: its ``legal`` actions can be listed, there is
    one unless the game ``is_over``, and each, applied once (``take``), gives a state
    whose ``check`` finds nothing and that is over or has a legal action. The first
    failure is added to ``out`` at ``where`` (the field whose forgery shows: the pending
    decision, the turn), naming the action and the exception."""
    try:
        actions = legal(state)
    except Exception as exc:
        out.add(f"{where}: the legal actions cannot be listed ({type(exc).__name__}: {exc})")
        return
    if is_over(state):
        return
    if not actions:
        out.add(f"{where}: the game is not over but no action is legal")
        return
    for action in actions:
        try:
            after = take(state, action)
            if not is_over(after) and not legal(after):
                out.add(f"{where}: after {action} the game is stuck (no legal action)")
                return
            broken = check(after)
            if broken:
                out.add(f"{where}: after {action}, {broken[0]}")
                return
        except Exception as exc:  # IllegalAction too: the action was listed
            out.add(f"{where}: {action} fails ({type(exc).__name__}: {exc})")
            return


# -- records ------------------------------------------------------------------------


def replay_arguments(record: Any, cls: type[Any], upto: Any) -> None:
    """What every game's ``replay(record, upto=...)`` refuses first: a ``record`` that is
    not a ``cls`` (``TypeError``), an ``upto`` that is not an action count from 0 to the
    record's number of actions (``ValueError``)."""
    if not isinstance(record, cls):
        got = type(record).__name__
        raise TypeError(f"replay() expects a {cls.__name__} (what play() returns), not {got}")
    n = len(record.actions)
    if upto is not None and (not is_int(upto) or not 0 <= upto <= n):
        raise ValueError(f"upto must be an action count from 0 to {n}, not {upto!r}")


def action_count(data: Any, bound: int, what: str = "game") -> None:
    """Refuse, before anything is structured, a record document whose ``actions`` list
    is longer than ``bound`` (the longest game the library plays: the game supplies it),
    so that loading and replaying a record costs time and memory bounded by the game's
    length, not by what a forger writes. ``data`` is the raw JSON object."""
    actions = data.get("actions") if isinstance(data, dict) else None
    if isinstance(actions, list) and len(actions) > bound:
        raise ValueError(
            f"$.data.actions: {len(actions):,} actions, more than the longest {what} "
            f"({bound:,} actions; pass max_size=None to read a record you trust)"
        )


#: An agent's name in a record: a class name or a short label (``"seat 2"``, ``"you"``).
AGENT_NAME = re.compile(r"[^\W\d][\w .:()-]{0,79}")


def check_agents(agents: Any, players: int, out: Problems, *, optional: bool = False) -> None:
    """A record's ``agents``: one name per seat, each a short name (a class name or
    label, :data:`AGENT_NAME`). ``optional``: an empty tuple is allowed (records written
    before agents were recorded)."""
    if not isinstance(agents, tuple):
        out.wrong_type(f"agents: expected a tuple, got {shown(agents)}")
        return
    if optional and not agents:
        return
    if len(agents) != players:
        out.add(f"agents: {len(agents)} names for {players} seats")
    for i, name in enumerate(agents):
        if out.string(f"agents[{i}]", name) and not AGENT_NAME.fullmatch(name):
            out.add(f"agents[{i}]: {shown(name)} is not an agent's name")


def record_mismatch(
    replayed: Any,
    claimed: Any,
    scores: Callable[[Any], Sequence[Any]],
    claimed_scores: Sequence[Any],
    *,
    total: Callable[[Any], Any] = lambda s: getattr(s, "total", s),
    lines: Callable[[Any], Any] = lambda s: getattr(s, "lines", ()),
) -> str | None:
    """Why a record's end does not match its replay: ``replayed`` (the state its actions
    reach) against the ``claimed`` final state, then ``scores(replayed)`` against the
    ``claimed_scores`` (one per seat); None when both match. Winners are the final
    state's, so they match with it."""
    if replayed != claimed:
        where = difference(replayed, claimed)
        return f"the replay does not reach the recorded final state ({where})"
    got = tuple(scores(replayed))
    if got != tuple(claimed_scores):
        if len(got) != len(claimed_scores):
            where = f"{len(claimed_scores)} scores for {len(got)} seats"
        else:
            seat = next(
                i for i, (a, b) in enumerate(zip(got, claimed_scores, strict=True)) if a != b
            )
            mine, theirs = got[seat], claimed_scores[seat]
            where = f"seat {seat}: recorded {total(theirs)}"
            if total(mine) != total(theirs):
                where += f", replayed {total(mine)}"
            else:
                where += f" ({lines(theirs)}), replayed {total(mine)} ({lines(mine)})"
        return f"the recorded scores are not the replay's ({where})"
    return None


def difference(a: Any, b: Any, path: str = "") -> str:
    """Where two values first differ, e.g. ``players[2].gold: 3 replayed, 4 recorded``
    (attrs classes by field, tuples by item)."""
    if type(a) is type(b) and attrs.has(type(a)):
        for field in attrs.fields(type(a)):
            if not field.eq:
                continue
            x, y = getattr(a, field.name), getattr(b, field.name)
            if x != y:
                return difference(x, y, f"{path}.{field.name}" if path else field.name)
    if isinstance(a, tuple) and isinstance(b, tuple):
        if len(a) != len(b):
            return f"{path or 'value'}: {len(a)} items replayed, {len(b)} recorded"
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return difference(x, y, f"{path}[{i}]")
    texts = [repr(v) if len(repr(v)) <= 60 else repr(v)[:57] + "..." for v in (a, b)]
    return f"{path or 'value'}: {texts[0]} replayed, {texts[1]} recorded"
