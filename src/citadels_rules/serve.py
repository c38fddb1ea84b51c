"""Citadels at the table server (``citadels serve``): the game's adapter for
:mod:`tabletop_engine.serve`.

Everything here is Citadels' own and reused from where the game already does it: the
config and its checks (:class:`GameConfig`, ``new_game``), a seat's view
(:func:`observe` drawn as :func:`citadels_rules.html.table_data`), the recap of what
happened since a seat's last move (``citadels play``'s story, in English or Chinese),
the record (``citadels play --save``'s) and the replay page (:func:`replay_html`).
"""

from __future__ import annotations

import io
import random
from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Console

from tabletop_engine.actions import Action
from tabletop_engine.errors import ConfigError
from tabletop_engine.events import Event
from tabletop_engine.serialization import to_json
from tabletop_engine.serve.adapter import FormField, RecordAdapter, Step

from .game.config import GameConfig
from .game.packs import presets
from .game.reducer import Ctx, legal_actions, new_game, step
from .game.ruleset import ruleset_for
from .game.scoring import scores, winners
from .game.state import GameState
from .game.views import observe
from .html import replay_html, table_data
from .runner import agent_rng, ask_agent
from .simulate import AGENTS


def _ids(value: str) -> tuple[str, ...]:
    return tuple(v.strip() for v in value.replace(" ", ",").split(",") if v.strip())


def _int(form: Mapping[str, str], key: str, default: int, problems: list[str]) -> int:
    text = str(form.get(key, "") or default).strip()
    try:
        return int(text)
    except ValueError:
        problems.append(f"{key} must be a whole number, not {text!r}")
        return default


class CitadelsAdapter(RecordAdapter):
    """Citadels' side of the table server (see
    :class:`tabletop_engine.serve.GameAdapter`)."""

    game = "citadels"
    observe = staticmethod(observe)
    table_data = staticmethod(table_data)
    scores = staticmethod(scores)
    winners = staticmethod(winners)
    to_json = staticmethod(to_json)
    replay_page = staticmethod(replay_html)

    def form_fields(self) -> Sequence[FormField]:
        return (
            FormField("preset", "Preset", "classic", tuple(sorted(presets()))),
            FormField("players", "Players", "4", tuple(str(n) for n in range(2, 9))),
            FormField("seed", "Seed", "0"),
            FormField("variants", "Variants", "", help="house-rule ids, comma-separated"),
            FormField("characters", "Characters", "", help="ids replacing the lineup by rank"),
            FormField("districts", "Districts", "", help="the preset's choice of purples"),
        )

    def make_config(self, form: Mapping[str, str]) -> GameConfig:
        problems: list[str] = []
        players = _int(form, "players", 4, problems)
        seed = _int(form, "seed", 0, problems)
        if problems:
            raise ConfigError("; ".join(problems))
        config = GameConfig(
            players=players,
            preset=str(form.get("preset") or "classic"),
            seed=seed,
            characters=_ids(str(form.get("characters", ""))),
            districts=_ids(str(form.get("districts", ""))),
            variants=_ids(str(form.get("variants", ""))),
        )
        new_game(config)  # every problem of the config, as GameConfig says it
        return config

    def agents(self) -> Sequence[str]:
        return tuple(AGENTS)

    def default_agent(self) -> str:
        return "greedy"

    def make_agent(self, name: str) -> Any:
        if name not in AGENTS:
            raise ValueError(f"unknown agent {name!r} (known: {', '.join(AGENTS)})")
        return AGENTS[name]()

    def agent_rng(self, config: GameConfig, seat: int) -> random.Random:
        return agent_rng(config, seat)

    def new_game(self, config: GameConfig) -> GameState:
        return new_game(config)

    def current(self, state: GameState) -> int | None:
        if state.is_over:
            return None
        pending = state.pending
        return pending.seat if pending is not None else state.current_player

    def legal(self, state: GameState) -> Sequence[Action]:
        return legal_actions(state)

    def step(self, state: GameState, action: Action) -> tuple[GameState, Sequence[Event]]:
        events: list[Event] = []
        return step(state, action, Ctx(events)), events

    def ask(
        self,
        state: GameState,
        seat: int,
        agent: Any,
        legal: Sequence[Action],
        rng: random.Random,
    ) -> Action:
        view = observe(state, seat) if getattr(agent, "observes", True) else None
        return ask_agent(state, seat, agent, view, tuple(legal), rng)

    def recap(
        self, steps: Sequence[Step], seat: int, labels: Sequence[str], lang: str
    ) -> list[str]:
        """``citadels play``'s story of ``steps`` for ``seat``: one line per other seat's
        turn (what it did, hiding what the seat may not know), then what happened to the
        seat since its last move."""
        from .cli import _Story

        if not steps:
            return []
        out = io.StringIO()
        console = Console(file=out, width=10_000, color_system=None, highlight=False)
        cards = ruleset_for(steps[0].before.config).cards
        story = _Story(console, seat, tuple(labels), cards, lang)
        for s in steps:
            story.after(s.before, s.action, list(s.events), s.after)
        story.flush()
        story.show_news()
        return [line.strip() for line in out.getvalue().splitlines() if line.strip()]

    def record(
        self, config: GameConfig, actions: Sequence[Action], state: GameState, labels: Sequence[str]
    ) -> Any:
        from .cli import _record_of

        return _record_of(config, actions, state, tuple(labels))


__all__ = ["CitadelsAdapter"]
