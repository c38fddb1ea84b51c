"""What a game hands the table server: one small adapter object (:class:`GameAdapter`).

Why an adapter: the server (lobby, seats, tokens, websockets, the database, bots,
timers) is the same for every game; what a game's config looks like, how a state
advances, what one seat may see and how a finished game becomes a record or a replay
page are the game's own. A game writes one class with these methods (each game's
``serve`` module) and hands an instance to :func:`tabletop_engine.serve.create_app`.

Everything a method returns to the server is JSON-able (dicts, lists, strings, numbers)
and, for :meth:`GameAdapter.view`, built from what that seat may know only (the game's
``observe``): the server sends it as it is.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

import attrs

from ..actions import Action


@attrs.frozen
class FormField:
    """One field of the lobby's form: its ``name`` (the key of the form the adapter's
    :meth:`~GameAdapter.make_config` reads), a ``label``, a ``default`` and, for a
    select, its ``choices`` (else a text field); ``help`` is shown under it."""

    name: str
    label: str
    default: str = ""
    choices: tuple[str, ...] = ()
    help: str = ""


@attrs.frozen
class Step:
    """One action taken: the state ``before``, the ``action``, the game's ``events`` of
    it (an empty tuple for a game without events) and the state ``after``. The adapter's
    :meth:`~GameAdapter.recap` reads a run of them."""

    before: Any
    action: Action
    events: Sequence[Any]
    after: Any


class GameAdapter(Protocol):
    """The game's side of the table server. ``game`` is the game's name (the command's,
    used in titles and as the database's game key)."""

    game: str

    def form_fields(self) -> Sequence[FormField]:
        """The lobby's fields for a config (preset, players, seed, variants...)."""
        ...

    def make_config(self, form: Mapping[str, str]) -> Any:
        """The config of a table from the lobby's form, checked as the game checks one
        (its own ``ConfigError`` and message when it is not valid: the lobby shows it).
        The server stores the form, so the same form must give the same config."""
        ...

    def players(self, config: Any) -> int:
        """The number of seats of ``config``."""
        ...

    def agents(self) -> Sequence[str]:
        """The names of every agent the game's command line knows (a bot seat's choice)."""
        ...

    def default_agent(self) -> str:
        """The agent that stands in for an absent person (turn timer, left the table)."""
        ...

    def make_agent(self, name: str) -> Any:
        """A fresh agent by name (``ValueError`` for an unknown one)."""
        ...

    def agent_rng(self, config: Any, seat: int) -> random.Random:
        """The generator of ``seat``'s agent, as the game's ``play()`` makes it."""
        ...

    def new_game(self, config: Any) -> Any:
        """The state after setup."""
        ...

    def current(self, state: Any) -> int | None:
        """The seat to act; None when the game is over."""
        ...

    def legal(self, state: Any) -> Sequence[Action]:
        """The legal actions of the seat to act, in the game's order (stored by index)."""
        ...

    def step(self, state: Any, action: Action) -> tuple[Any, Sequence[Any]]:
        """The state after ``action`` (one of :meth:`legal`) and its events."""
        ...

    def ask(
        self, state: Any, seat: int, agent: Any, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """``agent``'s choice for ``seat``, held to the game's terms (its ``AgentError``
        naming the seat when the agent raises or answers with an illegal action)."""
        ...

    def view(self, state: Any, seat: int) -> dict[str, Any]:
        """The table as ``seat`` may know it (built from the game's ``observe``), JSON."""
        ...

    def public_view(self, state: Any) -> dict[str, Any]:
        """The table as a spectator may know it: what every seat may know."""
        ...

    def recap(
        self, steps: Sequence[Step], seat: int, labels: Sequence[str], lang: str
    ) -> list[str]:
        """What happened since ``seat``'s last move (``steps``, oldest first), told to
        that seat in ``lang`` (``"en"``, ``"zh"``): lines as the game's ``play`` prints."""
        ...

    def result(self, state: Any) -> dict[str, Any]:
        """The end of a finished game: ``{"scores": [...], "winners": [...]}``."""
        ...

    def record_json(
        self, config: Any, actions: Sequence[Action], state: Any, labels: Sequence[str]
    ) -> str:
        """The game's record of the game played so far, as the game's JSON."""
        ...

    def replay_html(
        self,
        config: Any,
        actions: Sequence[Action],
        state: Any,
        labels: Sequence[str],
        seat: int | None,
        lang: str,
    ) -> str:
        """The game's replay page of the actions so far (``state``: where they lead):
        with ``seat``, holding only that seat's view (the live board of a seat's page);
        None: everything (a finished game's page)."""
        ...


class RecordAdapter:
    """The part of an adapter every game writes the same way from its own functions: a
    game's adapter subclasses it, names those functions as static attributes and writes
    :meth:`record` (its record of the actions so far); the rest of
    :class:`GameAdapter` is its own.

    ``observe(state, seat)`` and ``table_data(view)`` make :meth:`view` (and, through
    :func:`common_table`, :meth:`public_view`); ``scores(state)`` (each with a
    ``total``) and ``winners(state)`` make :meth:`result`; ``to_json(record)`` and
    ``replay_page(record, seat=, lang=)`` make :meth:`record_json` and
    :meth:`replay_html`. The config has ``players``, the state ``players`` (one per
    seat)."""

    observe: Callable[[Any, int], Any]
    table_data: Callable[[Any], dict[str, Any]]
    scores: Callable[[Any], Sequence[Any]]
    winners: Callable[[Any], Sequence[int]]
    to_json: Callable[[Any], str]
    replay_page: Callable[..., str]

    def record(
        self, config: Any, actions: Sequence[Action], state: Any, labels: Sequence[str]
    ) -> Any:
        """The game's record of ``actions`` (from ``config`` to ``state``)."""
        raise NotImplementedError

    def players(self, config: Any) -> int:
        return int(config.players)

    def view(self, state: Any, seat: int) -> dict[str, Any]:
        return self.table_data(self.observe(state, seat))

    def public_view(self, state: Any) -> dict[str, Any]:
        return common_table([self.view(state, s) for s in range(len(state.players))])

    def result(self, state: Any) -> dict[str, Any]:
        return {
            "scores": [s.total for s in self.scores(state)],
            "winners": list(self.winners(state)),
        }

    def record_json(
        self, config: Any, actions: Sequence[Action], state: Any, labels: Sequence[str]
    ) -> str:
        return self.to_json(self.record(config, actions, state, labels))

    def replay_html(
        self,
        config: Any,
        actions: Sequence[Action],
        state: Any,
        labels: Sequence[str],
        seat: int | None,
        lang: str,
    ) -> str:
        record = self.record(config, actions, state, labels)
        return self.replay_page(record, seat=seat, lang=lang)


def common_table(tables: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """What every seat may know, from each seat's table (``tables[s]``: the JSON of the
    view of seat ``s``, with a ``players`` list): a spectator's table.

    Seat ``s``'s entry of ``players`` is as the next seat sees it (another seat's view
    of it: its hidden parts hidden); any other key keeps its value when every seat's
    view agrees on it, else becomes None.

    >>> common_table([{"round": 1, "players": [{"hand": ["a"]}, {"hand": None}],
    ...                "pending": {"options": ["x"]}},
    ...               {"round": 1, "players": [{"hand": None}, {"hand": ["b"]}],
    ...                "pending": {"options": None}}])
    {'round': 1, 'players': [{'hand': None}, {'hand': None}], 'pending': None}
    """
    n = len(tables)
    if n < 2:
        raise ValueError("a spectator's table needs the views of two seats or more")
    out: dict[str, Any] = {}
    for key, value in tables[0].items():
        if key == "players":
            out[key] = [tables[(s + 1) % n]["players"][s] for s in range(n)]
        else:
            out[key] = value if all(t.get(key) == value for t in tables[1:]) else None
    return out


__all__ = ["FormField", "GameAdapter", "RecordAdapter", "Step", "common_table"]
