"""The forged-state fuzz of Milestone 14 (item 3), on the engine's fuzzer
(:mod:`tabletop_engine.forging`): mutate one scalar (or list) of a saved Citadels state
at a time, load it, and require that it is either refused with a ``ValueError`` or
plays on like a real game.

Outcomes of a mutant (:data:`tabletop_engine.forging.OUTCOMES`):

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

Citadels supplies its saved states, the ids a forger tries and its invariants; the
mutation strategies and the judge are the engine's, shared with Dominion's fuzz
(``tests/dominion/dominion_m17_forged_test.py``).
"""

from __future__ import annotations

import functools
import json
import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import citadels_rules as cr
from citadels_rules.game.ruleset import ruleset_for
from citadels_rules.testing.invariants import all_cards, total_gold
from tabletop_engine import forging

STEPS = 200
GARBAGE = forging.GARBAGE
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


@functools.lru_cache(maxsize=64)
def _ids(preset: str, players: int) -> tuple[str, ...]:
    """The ids a forger tries in strings: three characters and the last, two districts
    and the last."""
    rules = ruleset_for(cr.GameConfig(players=players, preset=preset, seed=0))
    chars, districts = rules.lineup, tuple(sorted(set(rules.deck)))
    return (*chars[:3], chars[-1], *districts[:2], districts[-1])


def _ids_of(data: dict[str, Any]) -> tuple[str, ...]:
    return _ids(data["config"]["preset"], data["config"]["players"])


def mutants(rng: random.Random, count: int) -> Iterator[tuple[str, str]]:
    """``count`` mutants ``(description, JSON text)`` drawn from every saved state."""
    docs = [(label, json.loads(text)) for label, text in saved_states()]
    return forging.mutants(rng, count, docs, _ids_of)


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


def _invariants(state: cr.GameState) -> Callable[[cr.GameState], str | None]:
    """Conservation against the totals of the loaded config's set-up, and validity."""
    config = state.config.__class__(**{**_config_fields(state.config), "seed": 0})
    gold, cards = _totals(config)
    return lambda s: _check(s, gold, cards)


GAME = forging.Game(
    load=cr.from_json,
    state_type=cr.GameState,
    legal=cr.legal_actions,
    apply=cr.apply,
    is_over=lambda s: s.is_over,
    invariants=_invariants,
    scores=cr.scores,
    winners=cr.winners,
    steps=STEPS,
)


def judge(text: str, seed: int) -> tuple[str, str]:
    """``(outcome, detail)`` of loading and playing on one mutant."""
    return forging.judge(GAME, text, seed)


def _config_fields(config: cr.GameConfig) -> dict[str, Any]:
    import attrs

    return {f.name: getattr(config, f.name) for f in attrs.fields(type(config))}


def fuzz(count: int, seed: int = 0) -> tuple[Counter[str], list[tuple[str, str, str]]]:
    """Outcome counts of ``count`` mutants and the bad ones ``(mutant, outcome, detail)``."""
    return forging.fuzz(count, seed, mutants, judge)


if __name__ == "__main__":
    import sys

    count = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    counts, bad = fuzz(count, seed)
    print(dict(counts))
    for what, outcome, detail in bad:
        print(f"{outcome}: {what}\n    {detail[:300]}")
