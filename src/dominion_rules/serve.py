"""Dominion at the table server (``dominion serve``): the game's adapter for
:mod:`tabletop_engine.serve`.

Reused from where the game already does it: the config and its checks (``dominion
play``'s, with its kingdom names), a seat's view (:func:`observe` drawn as
:func:`dominion_rules.html.table_data`), the bots (``agent_named``), the record
(:class:`GameRecord`) and the replay page (:func:`dominion_rules.html.replay_html`).
Dominion's actions are public (D-8.1), so the recap tells every action since the seat's
last move and what it publicly changed (gains, trashes, reveals).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from tabletop_engine.actions import Action
from tabletop_engine.agent_calls import ask
from tabletop_engine.errors import ConfigError
from tabletop_engine.legality import own_action
from tabletop_engine.serve.adapter import FormField, RecordAdapter, Step

from .agents import agent_named
from .config import GameConfig
from .html import replay_html, table_data
from .kingdoms import kingdoms
from .log import public_changes
from .packs import presets, ruleset_for
from .records import GameRecord, agent_rng
from .reducer import apply, legal_actions, new_game
from .scoring import scores, winners
from .serialization import to_json
from .state import GameState
from .views import observe

#: The agents ``dominion play --agents`` and ``simulate`` know (``agent_named``).
AGENT_NAMES = ("random", "bigmoney", "smithy", "greedy", "search")
_WORDS_ZH = {"seat": "座位", "gains": "獲得", "trashes": "移除", "reveals": "展示"}


class DominionAdapter(RecordAdapter):
    """Dominion's side of the table server (see
    :class:`tabletop_engine.serve.GameAdapter`)."""

    game = "dominion"
    observe = staticmethod(observe)
    table_data = staticmethod(table_data)
    scores = staticmethod(scores)
    winners = staticmethod(winners)
    to_json = staticmethod(to_json)
    replay_page = staticmethod(replay_html)

    def form_fields(self) -> Sequence[FormField]:
        return (
            FormField("preset", "Preset", "base", tuple(sorted(presets()))),
            FormField("players", "Players", "2", ("2", "3", "4")),
            FormField("seed", "Seed", "0"),
            FormField(
                "kingdom",
                "Kingdom",
                "first_game",
                help=f"a recommended set ({', '.join(sorted(kingdoms()))}), random, or 10 ids",
            ),
            FormField("variants", "Variants", "", help="variant ids, comma-separated"),
        )

    def make_config(self, form: Mapping[str, str]) -> GameConfig:
        from .cli import _config

        problems = []
        values = {}
        for key, default in (("players", 2), ("seed", 0)):
            text = str(form.get(key, "") or default).strip()
            try:
                values[key] = int(text)
            except ValueError:
                problems.append(f"{key} must be a whole number, not {text!r}")
        if problems:
            raise ConfigError("; ".join(problems))
        return _config(
            values["players"],
            values["seed"],
            str(form.get("kingdom") or "first_game"),
            str(form.get("variants") or "").replace(" ", ""),
            str(form.get("preset") or "base"),
        )

    def agents(self) -> Sequence[str]:
        return AGENT_NAMES

    def default_agent(self) -> str:
        return "bigmoney"

    def make_agent(self, name: str) -> Any:
        return agent_named(name)

    def agent_rng(self, config: GameConfig, seat: int) -> random.Random:
        return agent_rng(config, seat)

    def new_game(self, config: GameConfig) -> GameState:
        return new_game(config)

    def current(self, state: GameState) -> int | None:
        return None if state.is_over else state.current_player

    def legal(self, state: GameState) -> Sequence[Action]:
        return legal_actions(state)

    def step(self, state: GameState, action: Action) -> tuple[GameState, Sequence[Any]]:
        return apply(state, action), ()

    def ask(
        self,
        state: GameState,
        seat: int,
        agent: Any,
        legal: Sequence[Action],
        rng: random.Random,
    ) -> Action:
        listing = tuple(legal)
        view = observe(state, seat) if getattr(agent, "observes", True) else None
        return ask(seat, agent, view, listing, rng, partial(own_action, listing))

    def recap(
        self, steps: Sequence[Step], seat: int, labels: Sequence[str], lang: str
    ) -> list[str]:
        """Each action since ``seat``'s last move (``dominion play``'s ``seat N: buy
        silver``) and what it changed that every seat sees."""
        if not steps:
            return []
        rules = ruleset_for(steps[0].before.config.preset)

        def word(w: str) -> str:
            return _WORDS_ZH.get(w, w) if lang == "zh" else w

        out = []
        for s in steps:
            who = s.action.actor
            label = labels[who] if who is not None and who < len(labels) else ""
            out.append(f"{word('seat')} {who} {label}: {s.action}")
            for c in public_changes(s.before, s.after):
                times = f" x{c.count}" if c.count > 1 else ""
                name = rules.name(c.card, lang) if c.card in rules.cards else c.card
                out.append(f"  {word('seat')} {c.seat} {word(c.verb)} {name}{times}")
        return out

    def record(
        self, config: GameConfig, actions: Sequence[Action], state: GameState, labels: Sequence[str]
    ) -> GameRecord:
        return GameRecord(config, tuple(labels), tuple(actions), state, scores(state))


__all__ = ["AGENT_NAMES", "DominionAdapter"]
