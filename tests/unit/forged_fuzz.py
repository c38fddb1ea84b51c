"""The forged-state fuzz of Milestone 14 (item 3): mutate one scalar (or list) of a saved
state at a time, load it, and require that it is either refused with a ``ValueError`` or
plays on like a real game.

Outcomes of a mutant:

- ``refused``: ``from_json`` raised ``ValueError`` (fine);
- ``played``: it loaded and played on with random legal actions to the end (or
  :data:`STEPS` actions): ``legal_actions`` non-empty before the end, every state
  reached valid (``cr.validate``), gold and cards those of the config's setup
  (``citadels_rules.testing.invariants``: conservation relative to the config's totals),
  scores and winners computed at the end;
- ``raw``: an exception other than ``ValueError`` from ``from_json``, or any exception
  while playing on (a forged state that crashes later);
- ``stuck``: a game that is not over with no legal action;
- ``inconsistent``: an *accepted inconsistency*: a loaded (or reached) state that breaks
  an invariant (``validate`` refuses a state the game reached, gold or cards differ from
  the config's totals).
"""

from __future__ import annotations

import copy
import functools
import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import citadels_rules as cr
from citadels_rules.game.ruleset import ruleset_for
from citadels_rules.testing.invariants import all_cards, total_gold

STEPS = 200
GARBAGE = "\x00zz garbage"
#: (preset, players) of the saved games.
GAMES = (
    ("classic", 4),
    ("classic", 2),
    ("dark_city", 5),
    ("dark_city", 3),
    ("edition_2016", 4),
    ("edition_2016", 2),
    ("fan", 5),
    ("fan", 3),
)


@functools.cache
def saved_states(per_game: int = 6) -> tuple[tuple[str, str], ...]:
    """``(label, JSON text)`` of states at a few steps of a random game of each preset."""
    out = []
    for k, (preset, players) in enumerate(GAMES):
        config = cr.GameConfig(players=players, preset=preset, seed=100 + k)
        rng = random.Random(k)
        state = cr.new_game(config)
        states = [state]
        while not state.is_over:
            state = cr.apply(state, rng.choice(cr.legal_actions(state)))
            states.append(state)
        picks = sorted({int(i * (len(states) - 1) / (per_game - 1)) for i in range(per_game)})
        picks += [i + 1 for i in picks[1:-1]]  # mid-decision states too
        for i in sorted(set(picks)):
            out.append((f"{preset} {players}p step {i}", cr.to_json(states[i])))
    return tuple(out)


def _paths(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    yield path, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*path, i))


@functools.lru_cache(maxsize=64)
def _ids(preset: str, players: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    rules = ruleset_for(cr.GameConfig(players=players, preset=preset, seed=0))
    districts = tuple(sorted(set(rules.deck)))
    return rules.lineup, districts


def _replacements(value: Any, chars: tuple[str, ...], districts: tuple[str, ...]) -> list[Any]:
    if isinstance(value, bool):
        return [not value, 0]
    if isinstance(value, int):
        return [0, -1, 2**70, value + 1, value - 1]
    if isinstance(value, str):
        return [*chars[:3], chars[-1], *districts[:2], districts[-1], GARBAGE, ""]
    if value is None:
        return [0, chars[0], -1]
    if isinstance(value, list) and value:
        return ["drop", "dup", "drop_last"]
    return []


def mutants(rng: random.Random, count: int) -> Iterator[tuple[str, str]]:
    """``count`` mutants ``(description, JSON text)`` drawn from every saved state."""
    saved = saved_states()
    docs = [(label, json.loads(text)) for label, text in saved]
    start = rng.randrange(len(docs))
    for n in range(count):
        label, doc = docs[(start + n) % len(docs)]
        cfg = doc["data"]["config"]
        chars, districts = _ids(cfg["preset"], cfg["players"])
        paths = [(p, v) for p, v in _paths(doc["data"]) if _replacements(v, chars, districts)]
        path, value = rng.choice(paths)
        new = rng.choice(_replacements(value, chars, districts))
        forged = copy.deepcopy(doc)
        parent = forged["data"]
        for key in path[:-1]:
            parent = parent[key]
        if not path:
            continue
        last = path[-1]
        if isinstance(value, list) and new in ("drop", "dup", "drop_last"):
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


@functools.lru_cache(maxsize=64)
def _totals(config: cr.GameConfig) -> tuple[int | None, Counter[str]]:
    start = cr.new_game(config)
    return total_gold(start), all_cards(start)


def _check(state: cr.GameState, gold: int | None, cards: Counter[str]) -> str | None:
    if total_gold(state) != gold:
        return f"gold {total_gold(state)}, the config's {gold}"
    if all_cards(state) != cards:
        found = all_cards(state)
        return f"cards differ from the config's (+{found - cards} / -{cards - found})"
    try:
        cr.validate(state)
    except ValueError as exc:
        return f"a reached state is invalid: {exc}"
    return None


def judge(text: str, seed: int) -> tuple[str, str]:
    """``(outcome, detail)`` of loading and playing on one mutant."""
    try:
        state = cr.from_json(text)
    except ValueError:
        return "refused", ""
    except Exception as exc:
        return "raw", f"from_json raised {type(exc).__name__}: {exc}"
    if not isinstance(state, cr.GameState):
        return "raw", f"from_json returned a {type(state).__name__}"
    rng = random.Random(seed)
    config = state.config.__class__(**{**_config_fields(state.config), "seed": 0})
    try:
        gold, cards = _totals(config)
    except Exception as exc:
        return "inconsistent", f"the loaded config does not set up: {exc}"
    problem = _check(state, gold, cards)
    if problem:
        return "inconsistent", f"loaded: {problem}"
    try:
        for k in range(STEPS):
            if state.is_over:
                cr.scores(state)
                cr.winners(state)
                break
            legal = cr.legal_actions(state)
            if not legal:
                return "stuck", f"no legal action after {k} steps: {state!r}"
            state = cr.apply(state, rng.choice(legal))
            problem = _check(state, gold, cards)
            if problem:
                return "inconsistent", f"after {k + 1} steps: {problem}"
        cr.scores(state)
    except Exception as exc:
        return "raw", f"{type(exc).__name__}: {exc}"
    return "played", ""


def _config_fields(config: cr.GameConfig) -> dict[str, Any]:
    import attrs

    return {f.name: getattr(config, f.name) for f in attrs.fields(type(config))}


def fuzz(count: int, seed: int = 0) -> tuple[Counter[str], list[tuple[str, str, str]]]:
    """Outcome counts of ``count`` mutants and the bad ones ``(mutant, outcome, detail)``."""
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    bad = []
    for n, (what, text) in enumerate(mutants(rng, count)):
        outcome, detail = judge(text, seed * 1_000_003 + n)
        counts[outcome] += 1
        if outcome not in ("refused", "played"):
            bad.append((what, outcome, detail))
    return counts, bad


if __name__ == "__main__":
    import sys

    count = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    counts, bad = fuzz(count, seed)
    print(dict(counts))
    for what, outcome, detail in bad:
        print(f"{outcome}: {what}\n    {detail[:300]}")
