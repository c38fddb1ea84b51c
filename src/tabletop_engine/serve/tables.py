"""The tables of a running server: each a game being played, its seats, its watchers.

Why apart from the web app: everything that decides what happens at a table (who may
act, what a seat is sent, when a bot plays, what is stored) is here, free of HTTP, so
that it is tested without a browser and the app only moves frames in and out.

A table's truth is its config and its accepted actions: every action is stored (one
SQLite transaction, :meth:`tabletop_engine.serve.store.Store.append`) before the
table's state moves on, and a table read back replays them (:meth:`Hall.load`).
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

import attrs

from ..actions import Action
from ..errors import AgentError, ConfigError
from .adapter import GameAdapter, Step
from .store import Store, StoredAction, StoredTable, token_hash

#: The languages a seat may choose (the recap's and the board's).
LANGS = ("en", "zh")
#: Seconds a person may be gone before a stand-in bot plays for them (``leave_grace``).
LEAVE_GRACE = 30.0
#: Longest game, in actions: a table past it stops (a bot that never ends the game).
MAX_ACTIONS = 20_000

Send = Callable[[dict[str, Any]], Awaitable[None]]


class TableError(Exception):
    """A request the table refuses (a stale or illegal move, a bad token, a spectator
    acting): the message goes to the sender in an error frame; nothing changes."""


@attrs.define
class Seat:
    """One seat: a ``"person"`` (with the hash of its secret token) or a ``"bot"`` (its
    ``agent``'s name). ``joined``: the person has opened their link once (the table
    starts when every person has). ``standin``: a bot plays for the absent person."""

    kind: str
    label: str
    agent: str | None = None
    token_hash: str | None = None
    joined: bool = False
    standin: bool = False

    def stored(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "label": self.label,
            "agent": self.agent,
            "token_hash": self.token_hash,
            "joined": self.joined,
        }


@attrs.define(eq=False)
class Watcher:
    """One open connection: the ``seat`` it plays (None: a spectator), its language and
    how to send it a frame."""

    seat: int | None
    lang: str
    send: Send


class Table:
    """One game at one table: its state (the replay of its actions), seats, watchers,
    bots and timers. Every change goes through :meth:`act` or the bot loop, one at a
    time (an ``asyncio.Lock``)."""

    def __init__(
        self,
        hall: Hall,
        stored: StoredTable,
        config: Any,
        seats: list[Seat],
    ) -> None:
        self.hall = hall
        self.adapter = hall.adapter
        self.id = stored.id
        self.form: dict[str, str] = json.loads(stored.config)
        self.config = config
        self.seats = seats
        self.options = dict(stored.options)
        self.host_hash = stored.host_hash
        self.status = stored.status
        self.failure = stored.failure
        state = self.adapter.new_game(config)
        self.states: list[Any] = [state]
        self.steps: list[Step] = []
        self.stored_actions: list[StoredAction] = []
        self.watchers: list[Watcher] = []
        self.lock = asyncio.Lock()
        self.agents: dict[int, tuple[str, Any]] = {}  # seat -> (name, agent)
        self.rngs = {s: self.adapter.agent_rng(config, s) for s in range(len(seats))}
        self._bots: asyncio.Task[None] | None = None
        self._timer: asyncio.Task[None] | None = None
        self._leaving: dict[int, asyncio.Task[None]] = {}
        self._boards: dict[tuple[int | None, str, int], str] = {}

    # -- reading ----------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def step_number(self) -> int:
        """How many actions were taken (the ``step`` a move must name)."""
        return len(self.steps)

    @property
    def labels(self) -> list[str]:
        return [s.label for s in self.seats]

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps]

    def seat_of(self, token: str | None) -> int | None:
        """The seat whose token is ``token``; None for no token (a spectator);
        :class:`TableError` for a token of no seat of this table."""
        if not token:
            return None
        digest = token_hash(token)
        for s, seat in enumerate(self.seats):
            if seat.token_hash is not None and secrets.compare_digest(seat.token_hash, digest):
                return s
        raise TableError("this link's token is not a seat of this table")

    def is_host(self, token: str | None) -> bool:
        return bool(token) and secrets.compare_digest(self.host_hash, token_hash(str(token)))

    def _played_by_bot(self, seat: int) -> bool:
        s = self.seats[seat]
        return s.kind == "bot" or s.standin

    def frame(self, seat: int | None, lang: str) -> dict[str, Any]:
        """The state frame for ``seat`` (None: a spectator) in ``lang``: built from what
        that seat may know only (the adapter's ``view``; when the seat is to act, its
        legal actions and the recap of what happened since its last move); the result
        of the game once it is over."""
        state = self.state
        current = self.adapter.current(state) if self.status == "playing" else None
        view = self.adapter.public_view(state) if seat is None else self.adapter.view(state, seat)
        legal: list[dict[str, Any]] = []
        recap: list[str] = []
        if seat is not None and current == seat and not self._played_by_bot(seat):
            legal = [{"i": i, "text": str(a)} for i, a in enumerate(self.adapter.legal(state))]
            # told when the seat's move comes, as the game's ``play`` tells it
            recap = self.adapter.recap(self._since(seat), seat, self.labels, lang)
        over = self.adapter.current(state) is None
        return {
            "type": "state",
            "table": self.id,
            "seat": seat,
            "step": self.step_number,
            "status": self.status,
            "failure": self.failure,
            "current": current,
            "seats": [
                {
                    "label": s.label,
                    "kind": s.kind,
                    "agent": s.agent if s.kind == "bot" else None,
                    "joined": s.joined,
                    "standin": s.standin,
                    "online": any(w.seat == i for w in self.watchers),
                }
                for i, s in enumerate(self.seats)
            ],
            "view": view,
            "legal": legal,
            "recap": recap,
            "result": self.adapter.result(state) if over else None,
            "timer": self.options.get("timer"),
        }

    def _since(self, seat: int) -> list[Step]:
        """The steps since ``seat``'s last action (all of them before its first)."""
        out: list[Step] = []
        for step in reversed(self.steps):
            if step.action.actor == seat:
                break
            out.append(step)
        out.reverse()
        return out[-200:]

    def board(self, seat: int | None, lang: str) -> str:
        """The replay page of the game so far (the seat's view only; None: everything,
        for a finished game), made by the game's replay renderer; kept per step."""
        key = (seat, lang, self.step_number)
        page = self._boards.get(key)
        if page is None:
            if len(self._boards) > 8:
                self._boards.clear()
            page = self.adapter.replay_html(
                self.config, self.actions, self.state, self.labels, seat, lang
            )
            self._boards[key] = page
        return page

    def record_json(self) -> str:
        return self.adapter.record_json(self.config, self.actions, self.state, self.labels)

    # -- moving -----------------------------------------------------------------------
    def _advance(self, action: Action, idx: int, by: str) -> None:
        """Take ``action`` (``legal[idx]``): stored first, in one transaction with the
        table's status when the game ends; then the state moves on."""
        before = self.state
        after, events = self.adapter.step(before, action)
        over = self.adapter.current(after) is None
        n = self.step_number
        status = "over" if over else None
        if not over and n + 1 >= MAX_ACTIONS:
            status, self.failure = "failed", f"the game did not end within {MAX_ACTIONS} actions"
        assert action.actor is not None
        self.hall.store.append(
            self.id,
            StoredAction(n, action.actor, idx, str(action), by),
            status=status,
            failure=self.failure if status == "failed" else None,
        )
        self.steps.append(Step(before, action, tuple(events), after))
        self.states.append(after)
        if status is not None:
            self.status = status

    def replay(self, actions: Sequence[StoredAction]) -> None:
        """Rebuild the state from stored actions (a table read back): each must be the
        legal action of its index with its text, else :class:`ValueError`."""
        for stored in actions:
            legal = self.adapter.legal(self.state)
            if not 0 <= stored.idx < len(legal) or str(legal[stored.idx]) != stored.text:
                raise ValueError(
                    f"table {self.id}: stored action {stored.n} ({stored.text!r}) does not replay"
                )
            action = legal[stored.idx]
            after, events = self.adapter.step(self.state, action)
            self.steps.append(Step(self.state, action, tuple(events), after))
            self.states.append(after)

    async def act(self, seat: int, message: Mapping[str, Any]) -> None:
        """A person's move: ``{"type": "act", "step": n, "action": i, "text": str}``,
        ``i`` the index of the action in the legal actions sent with step ``n`` and
        ``text`` its text. :class:`TableError` (nothing changes) when the game is not
        being played, it is not the seat's turn, or the move is stale or forged."""
        step, idx, text = message.get("step"), message.get("action"), message.get("text")
        if not isinstance(step, int) or isinstance(step, bool):
            raise TableError("a move names the step it answers (an int)")
        if not isinstance(idx, int) or isinstance(idx, bool) or not isinstance(text, str):
            raise TableError("a move names its action: its index and its text")
        async with self.lock:
            if self.status != "playing":
                raise TableError(f"the table is not being played ({self.status})")
            if step != self.step_number:
                raise TableError(
                    f"stale move: the game moved on (step {self.step_number}, "
                    f"your move was for step {step}); nothing was played"
                )
            if self.adapter.current(self.state) != seat:
                raise TableError(f"it is not seat {seat}'s turn")
            if self._played_by_bot(seat):
                raise TableError(f"a bot is playing seat {seat}; say you are back first")
            legal = self.adapter.legal(self.state)
            if not 0 <= idx < len(legal) or str(legal[idx]) != text:
                raise TableError(f"{text!r} is not a legal action now; nothing was played")
            self._advance(legal[idx], idx, "person")
        await self.changed()

    async def changed(self) -> None:
        """After any change: tell every watcher, then let the bots and timers go."""
        await self.broadcast()
        self.kick()

    async def broadcast(self) -> None:
        """Send every watcher its state frame (one frame built per seat and language)."""
        built: dict[tuple[int | None, str], dict[str, Any]] = {}
        for w in list(self.watchers):
            key = (w.seat, w.lang)
            if key not in built:
                built[key] = self.frame(w.seat, w.lang)
            try:
                await w.send(built[key])
            except Exception:  # a connection closing: it leaves through detach
                continue

    def kick(self) -> None:
        """Start the bot loop when a bot (or a stand-in) is to act, else the turn timer."""
        if self.status != "playing":
            return
        current = self.adapter.current(self.state)
        if current is None:
            return
        if self._played_by_bot(current):
            if self._bots is None or self._bots.done():
                self._bots = asyncio.get_running_loop().create_task(self._run_bots())
            return
        timer = self.options.get("timer")
        if timer:
            if self._timer is not None:
                self._timer.cancel()
            self._timer = asyncio.get_running_loop().create_task(
                self._expire(current, self.step_number, float(timer))
            )

    async def _expire(self, seat: int, step: int, seconds: float) -> None:
        """The turn timer: when ``seat`` has not moved at ``step`` in time, a stand-in
        bot plays for it until it is back."""
        await asyncio.sleep(seconds)
        if self.step_number == step and self.status == "playing":
            self.seats[seat].standin = True
            await self.changed()

    async def _run_bots(self) -> None:
        """Play while a bot (or a stand-in) is to act. A bot that raises, answers with an
        illegal action or takes longer than ``agent_timeout`` ends the game, naming its
        seat (as the game's ``play()`` does)."""
        loop = asyncio.get_running_loop()
        while self.status == "playing":
            state = self.state
            seat = self.adapter.current(state)
            if seat is None or not self._played_by_bot(seat):
                break  # a person's turn: the timer starts (kick, below)
            s = self.seats[seat]
            name = s.agent if s.kind == "bot" and s.agent else self.adapter.default_agent()
            made = self.agents.get(seat)
            if made is None or made[0] != name:
                made = self.agents[seat] = (name, self.adapter.make_agent(name))
            agent = made[1]
            legal = self.adapter.legal(state)
            timeout = self.options.get("agent_timeout")
            call = loop.run_in_executor(
                None, self.adapter.ask, state, seat, agent, legal, self.rngs[seat]
            )
            try:
                action = await asyncio.wait_for(call, timeout) if timeout else await call
            except TimeoutError:
                await self._fail(
                    str(
                        AgentError(
                            seat, agent, f"did not answer within {timeout:g} s (agent_timeout)"
                        )
                    )
                )
                return
            except AgentError as exc:
                await self._fail(str(exc))
                return
            except Exception as exc:
                await self._fail(
                    str(AgentError(seat, agent, f"raised {type(exc).__name__}: {exc}"))
                )
                return
            async with self.lock:
                if self.state is not state or self.status != "playing":
                    continue  # the table changed meanwhile (the host gave the seat away)
                idx = next(i for i, a in enumerate(legal) if a is action or a == action)
                self._advance(legal[idx], idx, "bot" if s.kind == "bot" else "standin")
            await self.broadcast()
        self.kick()

    async def _fail(self, message: str) -> None:
        self.status, self.failure = "failed", message
        self.hall.store.update(self.id, status="failed", failure=message)
        await self.broadcast()

    # -- people coming and going ------------------------------------------------------
    async def attach(self, watcher: Watcher) -> None:
        """A connection opens: a person's seat is joined (and handed back from a
        stand-in); the table starts when every person has joined."""
        self.watchers.append(watcher)
        seat = watcher.seat
        if seat is not None:
            leaving = self._leaving.pop(seat, None)
            if leaving is not None:
                leaving.cancel()
            s = self.seats[seat]
            s.standin = False
            if not s.joined:
                s.joined = True
                self.hall.store.update(self.id, seats=[x.stored() for x in self.seats])
            if self.status == "waiting" and all(x.joined for x in self.seats if x.kind == "person"):
                self.status = "playing"
                self.hall.store.update(self.id, status="playing")
        await self.changed()

    async def detach(self, watcher: Watcher) -> None:
        """A connection closes: once the seat has had none for ``leave_grace`` seconds,
        a stand-in bot plays it."""
        if watcher in self.watchers:
            self.watchers.remove(watcher)
        seat = watcher.seat
        if seat is None or any(w.seat == seat for w in self.watchers):
            return
        grace = float(self.options.get("leave_grace", LEAVE_GRACE))
        self._leaving[seat] = asyncio.get_running_loop().create_task(self._leave(seat, grace))

    async def _leave(self, seat: int, grace: float) -> None:
        await asyncio.sleep(grace)
        if not any(w.seat == seat for w in self.watchers) and self.seats[seat].kind == "person":
            self.seats[seat].standin = True
            await self.changed()

    async def back(self, seat: int) -> None:
        """The person says they are back: the stand-in hands the seat back."""
        if self.seats[seat].standin:
            self.seats[seat].standin = False
            await self.changed()

    async def replace(self, seat: int, agent: str) -> None:
        """The host gives ``seat`` to a bot for good (its token no longer acts)."""
        if not 0 <= seat < len(self.seats):
            raise TableError(f"no seat {seat} at this table")
        if agent not in self.adapter.agents():
            raise TableError(f"unknown agent {agent!r} (known: {', '.join(self.adapter.agents())})")
        s = self.seats[seat]
        s.kind, s.agent, s.token_hash, s.standin, s.joined = "bot", agent, None, False, True
        self.hall.store.update(self.id, seats=[x.stored() for x in self.seats])
        if self.status == "waiting" and all(x.joined for x in self.seats if x.kind == "person"):
            self.status = "playing"
            self.hall.store.update(self.id, status="playing")
        await self.changed()

    def stop(self) -> None:
        """Cancel the table's tasks (the server's shutdown)."""
        for task in (self._bots, self._timer, *self._leaving.values()):
            if task is not None:
                task.cancel()


@attrs.frozen
class Created:
    """A new table and its secrets (shown once): a token per person's seat, the host's."""

    table: Table
    tokens: dict[int, str]
    host: str


class Hall:
    """Every table of one game on one server, and their database."""

    def __init__(self, adapter: GameAdapter, store: Store) -> None:
        self.adapter = adapter
        self.store = store
        self.tables: dict[str, Table] = {}

    def load(self) -> None:
        """Read every stored table back: each replays its actions to the exact state it
        had (a table whose actions no longer replay is left out, with its reason as its
        failure)."""
        for stored in self.store.tables(self.adapter.game):
            seats = [
                Seat(
                    kind=s["kind"],
                    label=s["label"],
                    agent=s.get("agent"),
                    token_hash=s.get("token_hash"),
                    joined=bool(s.get("joined")),
                )
                for s in stored.seats
            ]
            config = self.adapter.make_config(json.loads(stored.config))
            table = Table(self, stored, config, seats)
            table.replay(self.store.actions(stored.id))
            self.tables[table.id] = table

    def create(
        self,
        form: Mapping[str, str],
        seats: Sequence[Mapping[str, str]],
        options: Mapping[str, Any] | None = None,
    ) -> Created:
        """A new table from the lobby: ``form`` (the adapter's config fields) and one
        entry per seat (``{"kind": "person"|"bot", "agent": name, "label": name}``).
        Raises the game's ``ConfigError`` (the config) or :class:`TableError` (the
        seats), naming every problem."""
        form = {str(k): str(v) for k, v in form.items()}
        config = self.adapter.make_config(form)
        n = self.adapter.players(config)
        if len(seats) != n:
            raise ConfigError(f"{n} players need {n} seats, got {len(seats)}")
        problems = []
        made: list[Seat] = []
        tokens: dict[int, str] = {}
        known = list(self.adapter.agents())
        for i, spec in enumerate(seats):
            kind = str(spec.get("kind", "person"))
            label = str(spec.get("label") or "").strip()[:40]
            if kind == "person":
                token = secrets.token_urlsafe(18)
                tokens[i] = token
                made.append(Seat("person", label or f"player {i}", token_hash=token_hash(token)))
            elif kind == "bot":
                agent = str(spec.get("agent") or self.adapter.default_agent())
                if agent not in known:
                    problems.append(
                        f"seat {i}: unknown agent {agent!r} (known: {', '.join(known)})"
                    )
                made.append(Seat("bot", label or agent, agent=agent, joined=True))
            else:
                problems.append(f"seat {i}: kind must be 'person' or 'bot', not {kind!r}")
        opts = _options(options or {}, problems)
        if problems:
            raise ConfigError("; ".join(problems))
        host = secrets.token_urlsafe(18)
        table_id = secrets.token_urlsafe(6)
        status = "playing" if not tokens else "waiting"
        stored = StoredTable(
            id=table_id,
            game=self.adapter.game,
            config=json.dumps(form, sort_keys=True),
            seats=[s.stored() for s in made],
            options=opts,
            host_hash=token_hash(host),
            status=status,
            failure=None,
            created=time.time(),
        )
        self.store.add_table(stored)
        table = Table(self, stored, config, made)
        self.tables[table_id] = table
        return Created(table, tokens, host)

    def stop(self) -> None:
        for table in self.tables.values():
            table.stop()


def _options(options: Mapping[str, Any], problems: list[str]) -> dict[str, Any]:
    """A table's options, checked: ``timer`` (seconds per move of a person, or none),
    ``agent_timeout`` (seconds per bot decision), ``leave_grace``."""
    out: dict[str, Any] = {}
    for key, low, high in (
        ("timer", 1, 86400),
        ("agent_timeout", 0.01, 3600),
        ("leave_grace", 0, 86400),
    ):
        value = options.get(key)
        if value in (None, ""):
            continue
        try:
            number = float(value)
        except (TypeError, ValueError):
            problems.append(f"{key} must be a number of seconds, not {value!r}")
            continue
        if not low <= number <= high:
            problems.append(f"{key} must be from {low:g} to {high:g} seconds, not {number:g}")
            continue
        out[key] = number
    return out


__all__ = ["LANGS", "LEAVE_GRACE", "Created", "Hall", "Seat", "Table", "TableError", "Watcher"]
