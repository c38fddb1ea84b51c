"""The invariant checks every game on the engine shares, written once.

A game's own checks (Citadels' :mod:`citadels_rules.testing.invariants`, Dominion's
:mod:`dominion_rules.testing.invariants`) say *what* is counted, scrambled or seen in that
game; these functions hold the rule each invariant states, and its message. Each raises
``AssertionError`` with a precise message when the invariant does not hold.

The two-sided view check (:func:`check_two_sided`) is the engine's statement of
non-interference: a seat reads the same after an action whether the cards it cannot see
were dealt one way or another, and whatever the seed and the generator state
(:func:`check_hidden`; the game declares what else of its config is secret in a
:class:`~.views.Hidden`).
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

import attrs

from .actions import Action
from .errors import IllegalAction
from .views import SEED, Hidden

S = TypeVar("S")


def check_counted(what: str, before: Counter[str], after: Counter[str]) -> None:
    """The same ``what`` (cards, every zone counted) before and after: nothing made or
    lost, with what was lost and gained in the message."""
    lost, gained = before - after, after - before
    assert before == after, f"{what} not conserved: lost {lost}, gained {gained}"


def check_listing(
    actions: Sequence[Action], is_over: bool, actor: int | None, *, sorted_by_key: bool = True
) -> None:
    """Legal actions are empty exactly when the game is over; before, they are unique,
    all of the seat to act and (``sorted_by_key``: Citadels' convention) listed in
    :attr:`~.actions.Action.sort_key` order. A game that lists in an order of its own
    (Dominion: by phase, so that a bot reads the first action's kind) passes False."""
    if is_over:
        assert list(actions) == [], "a finished game offers actions"
        assert actor is None, "a finished game has a seat to act"
        return
    assert actions, "no legal action before the end"
    assert len(set(actions)) == len(actions), "legal actions are not unique"
    if sorted_by_key:
        ordered = sorted(actions, key=lambda a: a.sort_key)
        assert list(actions) == ordered, "legal actions are not sorted"
    assert all(a.actor == actor for a in actions), "an action of another seat"


def check_round_trip(obj: S, to_json: Callable[[Any], str], from_json: Callable[[str], Any]) -> S:
    """``obj`` reads back equal from its JSON; returns the copy (to play on with). Read
    without the load check's probe of legal actions (the state was reached by the game,
    :func:`tabletop_engine.validation.without_probe`)."""
    from .validation import without_probe

    with without_probe():
        copy = from_json(to_json(obj))
    assert copy == obj, f"{type(obj).__name__} changed through JSON"
    return copy


def check_illegal_rejected(
    state: S,
    candidates: Iterable[Action],
    legal: Sequence[Action],
    apply: Callable[[S, Action], S],
    snapshot: Callable[[S], str],
) -> None:
    """Each candidate that is not in ``legal`` raises ``IllegalAction`` and leaves the
    state as it was (``snapshot``, e.g. its JSON, unchanged)."""
    allowed = set(legal)
    before = snapshot(state)
    for action in candidates:
        if action in allowed:
            continue
        try:
            apply(state, action)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"illegal {action!r} was accepted")
        assert snapshot(state) == before, "a rejected action changed the state"


def difference(a: Any, b: Any, path: str = "") -> str:
    """Where two values first differ, e.g. ``players[2].hand_size: 3 != 4`` or
    ``pending.data['seed']: 7 != 12``: attrs fields, tuple items and mapping keys
    (a :class:`~.params.Params`) followed down to the first pair that differs."""
    if type(a) is type(b) and attrs.has(type(a)):
        for field in attrs.fields(type(a)):
            x, y = getattr(a, field.name), getattr(b, field.name)
            if x != y:
                return difference(x, y, f"{path}.{field.name}" if path else field.name)
    if isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return difference(x, y, f"{path}[{i}]")
    if isinstance(a, Mapping) and isinstance(b, Mapping) and a.keys() == b.keys():
        for key in a:
            if a[key] != b[key]:
                return difference(a[key], b[key], f"{path}[{key!r}]")
    return f"{path or 'value'}: {a!r} != {b!r}"


def check_hidden(
    state: S,
    seats: Iterable[int],
    *,
    seen: Callable[[S, int], Any],
    hidden: Hidden = SEED,
    action: Action | None = None,
    apply: Callable[[S, Action], S] | None = None,
) -> None:
    """Nothing that determines hidden information reaches a seat: each of ``seats``
    reads the same (``seen``: its view, and whatever else it reads) in ``state`` and in
    ``state`` with its config's hidden fields (the seed) and its generators changed
    (:meth:`~.views.Hidden.varied`); and, given ``action`` and ``apply``, again after
    the action in both, when the action drew no random number (a shuffle's outcome
    differs with the generator, hidden from every seat: a draw after it may show a
    seat another card). A card that copies the seed into a view (decision data, a
    note) fails here at the step that plays it. The message names the field."""
    varied = hidden.varied(state)
    seats = tuple(seats)
    for seat in seats:
        mine, theirs = seen(state, seat), seen(varied, seat)
        assert mine == theirs, (
            f"seat {seat}'s view carries what determines hidden information (the config's "
            f"{', '.join(hidden.fields)} or the generator state): {difference(mine, theirs)}"
        )
    if action is None or apply is None:
        return
    after = apply(state, action)
    if hidden.drew(state, after):
        return
    varied_after = apply(varied, action)
    for seat in seats:
        mine, theirs = seen(after, seat), seen(varied_after, seat)
        assert mine == theirs, (
            f"seat {seat} learns what determines hidden information (the config's "
            f"{', '.join(hidden.fields)} or the generator state) through {action!r}: "
            f"{difference(mine, theirs)}"
        )


def check_two_sided(
    state: S,
    other: S,
    action: Action,
    seat: int,
    *,
    apply: Callable[[S, Action], S],
    legal: Callable[[S], Sequence[Action]],
    seen: Callable[[S, int], Any],
    what: str = "another seat's secret",
    hidden: Hidden = SEED,
    turned_up: Callable[[S, int], Any] | None = None,
) -> bool:
    """Non-interference for ``seat``: ``other`` differs from ``state`` only in what
    ``seat`` may not know. The engine varies in ``other``, besides, everything that
    determines hidden information (its config's ``hidden`` fields, the seed, and its
    generators: :meth:`~.views.Hidden.varied`), so a view that carries the seed
    anywhere fails (:func:`check_hidden` checks that alone, seat by seat). ``seat``
    must read the same (``seen``: its view, and whatever else it reads) in ``state``
    and ``other``, and again after ``action`` is applied to each. Returns False, comparing nothing
    after the action, when ``action`` is not legal in ``other`` (the actor's own
    knowledge changed: not a leak to ``seat``) or when ``turned_up`` (what the rules
    may show ``seat`` of hidden cards, e.g. a reveal) differs after it in the two
    worlds. Each message names the first field that differs."""
    other = hidden.varied(other)
    mine = seen(state, seat)
    theirs = seen(other, seat)
    assert theirs == mine, (
        f"seat {seat} sees {what} before {action!r}: its view changes with cards hidden "
        f"from it ({difference(mine, theirs)})"
    )
    if action not in legal(other):
        return False
    after, other_after = apply(state, action), apply(other, action)
    if turned_up is not None and turned_up(other_after, seat) != turned_up(after, seat):
        return False  # the rules turned up other cards: a reveal, not a leak
    mine, theirs = seen(after, seat), seen(other_after, seat)
    assert theirs == mine, (
        f"seat {seat} learns {what} through {action!r} ({difference(mine, theirs)})"
    )
    return True


# -- failures of checked games, named ------------------------------------------------------


def error_text(exc: BaseException) -> str:
    """An exception as ``Type: message``; a plain assertion (an invariant's) as its
    message alone."""
    text = str(exc) or type(exc).__name__
    if type(exc) is AssertionError:
        return text
    return f"{type(exc).__name__}: {text}"


class CheckFailure(AssertionError):
    """A game a game's checks played failed: an invariant's ``AssertionError`` or any
    exception raised while playing (a pack's ``PackError``, a crash in a card).

    Everything a pack author needs to find it again, as attributes and in the message:
    ``game`` (a label: preset, player count, kingdom...), ``seed``, ``step`` (the number
    of actions played before it), ``action`` (the one being taken, None: a failure of
    the state itself), ``pack`` and ``card`` (the card the check blames, ``"?"`` when
    none could be), ``cause`` (the original exception), ``record`` (the replayable
    record written for it, or None and ``no_record``: why not) and ``replay`` (the
    command that replays the record up to the failing step)."""

    def __init__(
        self,
        game: str,
        seed: int | None,
        step: int,
        action: Action | None,
        cause: BaseException,
        *,
        pack: str = "?",
        card: str = "?",
        record: Path | None = None,
        no_record: str = "no directory was given for it",
        replay: str = "",
    ) -> None:
        self.game, self.seed, self.step, self.action = game, seed, step, action
        self.cause, self.pack, self.card = cause, pack, card
        self.record, self.no_record, self.replay = record, no_record, replay
        super().__init__(self.describe())

    @property
    def reason(self) -> str:
        """The original error (:func:`error_text`)."""
        return error_text(self.cause)

    def describe(self) -> str:
        """The failure in a few lines: card and pack, game and seed, step and action,
        the reason, the record."""
        taking = f", taking {self.action!r}" if self.action is not None else ""
        if self.record is not None:
            how = f"`{self.replay}`" if self.replay else "a replay"
            saved = f"record: {self.record} ({how} replays the {self.step} steps before it)"
        else:
            saved = f"no record written ({self.no_record})"
        return "\n".join(
            [
                f"check failed: card {self.card!r} of pack {self.pack!r}, seed {self.seed}, "
                f"step {self.step}",
                f"  in {self.game}",
                f"  at step {self.step} ({self.step} actions played){taking}",
                f"  {self.reason}",
                f"  {saved}",
            ]
        )


def failure_path(directory: Path, name: str, key: str, step: int) -> Path:
    """Where the record of a game failing at ``step`` goes: ``name`` (the game's preset,
    players and seed, as the game writes them), a short digest of ``key`` (the whole
    config as text: the same failure always gets the same file) and the step."""
    digest = hashlib.sha256(key.encode()).hexdigest()[:8]
    return directory / f"failure-{name}-{digest}-step{step}.json"
