"""Forged-input fuzzing for every game on the engine: the mutation strategies and the
judges, so that each game's fuzz supplies only its saved documents and its invariants.

A *mutant* is a saved JSON document with one value changed: a scalar replaced (an int by
0, -1, 2**70, one more or less; a bool flipped; a string by a card id of the game, a
garbage string or ""; a null by a value), or a list with one item dropped or doubled.

:func:`judge` loads a mutant state and plays on; its outcome is one of :data:`OUTCOMES`:

- ``refused``: loading raised ``ValueError`` (fine);
- ``played``: it loaded and played on with random legal actions to the end (or
  ``steps`` actions), every state reached consistent by the game's invariants, the
  scores computed at the end (fine);
- ``raw``: another exception while loading, or any exception while playing on;
- ``stuck``: a game that is not over with no legal action;
- ``inconsistent``: a loaded (or reached) state that breaks an invariant (cards or
  counts not those of the config's set-up, a state its own checks refuse).

:func:`judge_record` loads a tampered record and replays it: ``refused`` (loading or the
checking replay raised ``ValueError``), ``same`` (the record read is equal to the
original, but for what no replay can check: the agents' names), ``forged`` (a changed
record accepted), or ``raw``.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import attrs

#: A string no game knows (a NUL byte and spaces).
GARBAGE = "\x00zz garbage"
#: The edits of a non-empty list.
LIST_EDITS = ("drop", "dup", "drop_last")
#: Every outcome of :func:`judge` (the first two are fine).
OUTCOMES = ("refused", "played", "raw", "stuck", "inconsistent")
#: Every outcome of :func:`judge_record` (all but ``forged`` and ``raw`` are fine).
RECORD_OUTCOMES = ("refused", "same", "forged", "raw")


def paths(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """Every value of a JSON document with its path (keys and indexes), the root first."""
    yield path, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from paths(v, (*path, i))


def replacements(value: Any, ids: Sequence[str]) -> list[Any]:
    """What :func:`mutants` may put in place of ``value``; ``ids`` are ids of the game
    (characters, cards) that a forger would try. Empty: the value is not mutated."""
    if isinstance(value, bool):
        return [not value, 0]
    if isinstance(value, int):
        return [0, -1, 2**70, value + 1, value - 1]
    if isinstance(value, str):
        return [*ids, GARBAGE, ""]
    if value is None:
        return [0, ids[0], -1]
    if isinstance(value, list) and value:
        return list(LIST_EDITS)
    return []


def mutants(
    rng: random.Random,
    count: int,
    docs: Sequence[tuple[str, dict[str, Any]]],
    ids_of: Callable[[dict[str, Any]], Sequence[str]],
) -> Iterator[tuple[str, str]]:
    """``count`` mutants ``(description, JSON text)``, one of ``docs`` (``(label, parsed
    document)``) after another from a random start, one value of its ``data`` changed;
    ``ids_of(data)`` gives the ids to try in strings (see :func:`replacements`)."""
    start = rng.randrange(len(docs))
    for k in range(count):
        label, doc = docs[(start + k) % len(docs)]
        ids = ids_of(doc["data"])
        candidates = [(p, v) for p, v in paths(doc["data"]) if replacements(v, ids)]
        path, value = rng.choice(candidates)
        new = rng.choice(replacements(value, ids))
        forged = copy.deepcopy(doc)
        parent = forged["data"]
        for key in path[:-1]:
            parent = parent[key]
        if not path:
            continue
        last = path[-1]
        if isinstance(value, list) and new in LIST_EDITS:
            items = parent[last]
            i = len(items) - 1 if new == "drop_last" else rng.randrange(len(items))
            if new == "dup":
                items.insert(i, copy.deepcopy(items[i]))
            else:
                del items[i]
        else:
            parent[last] = new
        where = "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in path)
        yield f"{label}: {where} {value!r:.40} -> {new!r:.40}", json.dumps(forged)


@attrs.frozen
class Game:
    """What a game supplies to :func:`judge`: ``load`` (its ``from_json``), the
    ``state_type`` a state document holds, ``legal`` and ``apply``, ``is_over``,
    ``invariants`` (from a loaded state, a function that says what is wrong with a
    state of its game, None when nothing: it may raise when the loaded config does not
    set up), ``scores`` (computed after playing on) and ``winners`` (at the end of a
    finished game), and the ``steps`` to play on."""

    load: Callable[[str], Any]
    state_type: type
    legal: Callable[[Any], Sequence[Any]]
    apply: Callable[[Any, Any], Any]
    is_over: Callable[[Any], bool]
    invariants: Callable[[Any], Callable[[Any], str | None]]
    scores: Callable[[Any], Any]
    winners: Callable[[Any], Any]
    steps: int = 200

    def finish(self, state: Any) -> None:
        """Score ``state``, and name its winners when the game is over."""
        self.scores(state)
        if self.is_over(state):
            self.winners(state)


def judge(game: Game, text: str, seed: int) -> tuple[str, str]:
    """``(outcome, detail)`` of loading one mutant state and playing on (see the module)."""
    try:
        state = game.load(text)
    except ValueError:
        return "refused", ""
    except Exception as exc:
        return "raw", f"from_json raised {type(exc).__name__}: {exc}"
    if not isinstance(state, game.state_type):
        return "raw", f"from_json returned a {type(state).__name__}"
    rng = random.Random(seed)
    try:
        check = game.invariants(state)
    except Exception as exc:
        return "inconsistent", f"the loaded config does not set up: {exc}"
    problem = check(state)
    if problem:
        return "inconsistent", f"loaded: {problem}"
    try:
        for k in range(game.steps):
            if game.is_over(state):
                game.finish(state)
                break
            legal = game.legal(state)
            if not legal:
                return "stuck", f"no legal action after {k} steps: {state!r}"
            state = game.apply(state, rng.choice(legal))
            problem = check(state)
            if problem:
                return "inconsistent", f"after {k + 1} steps: {problem}"
        game.finish(state)
    except Exception as exc:
        return "raw", f"{type(exc).__name__}: {exc}"
    return "played", ""


def judge_record(
    text: str,
    original: Any,
    *,
    load: Callable[[str], Any],
    replay: Callable[[Any], Any],
    unverifiable: tuple[str, ...] = ("agents",),
) -> tuple[str, str]:
    """``(outcome, detail)`` of a tampered record: loaded, then ``replay`` (the game's
    checking replay, raising ``ValueError`` on a mismatch). Accepted and equal to the
    ``original`` but for the ``unverifiable`` fields (names no replay can check, still
    of the right number and form): ``same``; accepted otherwise: ``forged``."""
    try:
        record = load(text)
        replay(record)
    except ValueError:
        return "refused", ""
    except Exception as exc:
        return "raw", f"{type(exc).__name__}: {exc}"
    kept = attrs.evolve(record, **{name: getattr(original, name) for name in unverifiable})
    if kept == original:
        return "same", ""
    return "forged", f"accepted: {record!r:.300}"


def fuzz(
    count: int,
    seed: int,
    mutants_of: Callable[[random.Random, int], Iterator[tuple[str, str]]],
    judge_one: Callable[[str, int], tuple[str, str]],
    fine: tuple[str, ...] = ("refused", "played"),
) -> tuple[Counter[str], list[tuple[str, str, str]]]:
    """Outcome counts of ``count`` mutants (``mutants_of(rng, count)``, each judged by
    ``judge_one(text, seed)``) and the bad ones ``(mutant, outcome, detail)``."""
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    bad = []
    for k, (what, text) in enumerate(mutants_of(rng, count)):
        outcome, detail = judge_one(text, seed * 1_000_003 + k)
        counts[outcome] += 1
        if outcome not in fine:
            bad.append((what, outcome, detail))
    return counts, bad
