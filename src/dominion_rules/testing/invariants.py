"""Invariant checks of whole games: what ``dominion check`` and the property tests verify.

Each check is a plain function naming what it verifies; :func:`check_game` runs them all
at every step of one game, in check mode, and returns its failure, named: the pack and
the card blamed, the seed and the step, with a record of the game up to that step that
``dominion replay RECORD --step N`` replays.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import attrs

from tabletop_engine import checks
from tabletop_engine.actions import Action
from tabletop_engine.checks import CheckFailure
from tabletop_engine.errors import AgentError, ConfigError, PackError
from tabletop_engine.files import atomic_write_text
from tabletop_engine.hooks import blamed, compile_hooks
from tabletop_engine.interpreter import located
from tabletop_engine.params import EMPTY

from .. import hookspecs
from ..blame import card_of_frames as _card_of_frames
from ..blame import card_of_plugin as _card_of_plugin
from ..blame import registered as _registered
from ..cards import card_problems
from ..config import GameConfig
from ..effects import Ask, Step
from ..packs import Ruleset
from ..records import GameRecord
from ..reducer import apply, legal_actions, new_game
from ..scoring import scores
from ..serialization import from_json, to_json
from ..state import GameState, Pending
from ..views import HIDDEN, observe
from ..worlds import game_cards


def every_card(state: GameState) -> Counter[str]:
    """Every card of the game: all zones and mats, the supply, the piles outside it and
    the trash (D-1.4)."""
    out: Counter[str] = Counter()
    for p in state.players:
        out.update(p.all_cards())
    out.update(state.trash)
    for card, n in state.supply.items():
        out[card] += n
    for card, n in state.nonsupply.items():
        out[card] += n
    return out


def redeal_hidden(
    state: GameState, seat: int, rng: random.Random, keep: tuple[int, ...] = ()
) -> GameState:
    """``state`` with every card hidden from ``seat`` dealt again, sizes and discard tops
    kept: every deck (below a top card the rules showed everyone, :func:`_shown_tops`),
    the others' hands, each discard below its top (D-8). The hands of the seats in
    ``keep`` stay too (what another seat knows, for the two-sided check)."""
    hidden: list[str] = []
    kept = {seat, *keep}
    shown = _shown_tops(state)
    for i, p in enumerate(state.players):
        hidden += p.deck[shown[i] :] + p.discard[:-1] + (p.hand if i not in kept else ())
    rng.shuffle(hidden)
    players = []
    for i, p in enumerate(state.players):
        k = len(p.deck) - shown[i]
        deck, hidden = p.deck[: shown[i]] + tuple(hidden[:k]), hidden[k:]
        k = max(len(p.discard) - 1, 0)
        below, hidden = tuple(hidden[:k]), hidden[k:]
        hand = p.hand
        if i not in kept:
            hand, hidden = tuple(hidden[: len(p.hand)]), hidden[len(p.hand) :]
        players.append(p.with_zones(hand, deck, below + p.discard[-1:], p.in_play, p.set_aside))
    return state.but(players=tuple(players))


def _shown_tops(state: GameState) -> list[int]:
    """Per seat, how many cards on top of its deck everyone has seen: the card a
    pending decision's public data names at a seat (the Spy's revealed card stays on the
    deck while its player decides, API_DOMINION.md) when it is that deck's top."""
    out = [0] * len(state.players)
    pending = state.pending
    if pending is not None:
        at, card = pending.data.get("seat"), pending.data.get("card")
        if isinstance(at, int) and 0 <= at < len(out) and state.players[at].deck[:1] == (card,):
            out[at] = 1
    return out


def turned_up(state: GameState, seat: int) -> tuple[Any, ...]:
    """What the rules may show ``seat`` of hidden cards: the cards face up, seat by seat
    (in play, set aside, each discard's top; a Thief's reveals differ by whose deck they
    came from) and in the trash, its own hand in order (it sees what it draws, and in
    which order),
    every hand's size (a Bureaucrat's victim topdecks a Victory card only if it has
    one), and who is asked what with which public data (a Moat's holder is asked, a
    Spy's revealed card). When these differ in two worlds the rules showed different
    cards, and the two-sided check does not compare them."""
    cards = (
        tuple(sorted(state.trash)),
        tuple((p.in_play, p.set_aside, p.discard[-1:]) for p in state.players),
    )
    pending = state.pending
    asked = None if pending is None else (pending.seat, pending.kind, pending.data)
    sizes = tuple(len(p.hand) for p in state.players)
    return cards, state.players[seat].hand, sizes, asked


@attrs.frozen
class _Seen:
    """What a seat reads (what the view checks compare; a message names the field of
    ``view`` or ``legal`` that differs)."""

    view: Any
    legal: tuple[Action, ...]


def _seen(state: GameState, seat: int) -> _Seen:
    """What ``seat`` reads: its view, and its legal actions when it is to act."""
    mine = state.legal if state.current_player == seat else ()
    return _Seen(observe(state, seat), mine)


def _suspected(error: AssertionError, card: str | None) -> AssertionError:
    """``error`` marked with the card a check blames (read by :func:`blame`)."""
    if card:
        vars(error).update(card=card)
    return error


def _card_of_kind(kind: str) -> str:
    """The card behind a decision kind (``"<card id>.<what>"``, the binder's names)."""
    return kind.split(".", 1)[0]


def asked_again(state: GameState, pending: Pending) -> tuple[Any, ...] | None:
    """What ``state`` asks when ``pending`` is asked again in it by its card
    (``dominion_redeal``, what :func:`~dominion_rules.resample` calls): each decision's
    seat, kind, options, whether ``done`` may end it, and its public data, as a tuple;
    None when no card asks decisions of that kind again."""
    shown = Pending(pending.seat, pending.kind, (), pending.done, pending.data, EMPTY)
    out = state.rules.hooks.redeal(state.but(pending=None, queue=()), shown)
    if out is None:
        return None
    return tuple(
        (e.pending.seat, e.pending.kind, e.pending.options, e.pending.done, e.pending.data)
        for e in out
        if isinstance(e, Ask)
    )


def _changed(real: tuple[Any, ...], world: tuple[Any, ...]) -> str:
    """Which parts of a decision asked again changed between two worlds, and how."""
    names = ("seat", "kind", "options", "done", "data")
    if len(real) != len(world):
        return f"asked {len(real)} decision(s) in one world, {len(world)} in the other"
    for a, b in zip(real, world, strict=True):
        for name, x, y in zip(names, a, b, strict=True):
            if x != y:
                what = "public data" if name == "data" else name
                return f"its {what} {x!r} became {y!r}"
    return "?"


def check_decision_again(state: GameState, other: GameState) -> None:
    """The pending decision of ``state`` is asked the same in ``other``, a world that
    differs only in cards hidden from the deciding seat (:func:`redeal_hidden`): asked
    again by its card in both (:func:`asked_again`), its options (the seat's legal
    actions), ``done`` and public data (every seat's view) must not change. A decision
    whose options show another seat's hand, or whose data holds a deck's next card,
    fails here, blamed on its card. So does a decision no card asks again
    (``@card.redeal``): a bot that searches could not deal a world at this step."""
    pending = state.pending
    if pending is None:
        return
    card = _card_of_kind(pending.kind)
    real = asked_again(state, pending)
    if real is None:
        msg = (
            f"seat {pending.seat}'s decision {pending.kind!r} cannot be asked again in a "
            "dealt world: no card answers dominion_redeal for it (declare @card.redeal), "
            "so a bot that searches cannot deal worlds at this step"
        )
        raise _suspected(AssertionError(msg), card)
    world = asked_again(other, pending)
    assert world is not None
    if world != real:
        msg = (
            f"seat {pending.seat}'s decision {pending.kind!r} depends on cards hidden from "
            f"it: asked again in a world where only those were dealt again, "
            f"{_changed(real, world)}"
        )
        raise _suspected(AssertionError(msg), card)


def step_cards(state: GameState, action: Action | None, after: GameState | None) -> list[str]:
    """The cards a step concerns, most suspect first: the card ``action`` names (played,
    bought: a Moat's reveal it asked comes after the Attack played), the decision it
    asked (pending after it), the decision it answered, the cards whose steps wait in
    the queue. What a failed check blames when nothing named a plugin."""
    out: list[str] = []
    if action is not None:
        card = action.params.get("card") if action.kind != "choose" else None
        if isinstance(card, str):
            out.append(card)
    if after is not None and after.pending is not None and after.pending != state.pending:
        out.append(_card_of_kind(after.pending.kind))
    if state.pending is not None:
        out.append(_card_of_kind(state.pending.kind))
    for e in (after or state).queue:
        if isinstance(e, Step) and e.card:
            out.append(e.card)
        elif isinstance(e, Ask):
            out.append(_card_of_kind(e.pending.kind))
    known = state.rules.cards
    return [c for c in dict.fromkeys(out) if c in known]


def check_two_sided(state: GameState, action: Action, rng: random.Random) -> None:
    """Non-interference (D-8), the engine's two-sided check
    (:func:`tabletop_engine.checks.check_two_sided`) for each seat, in worlds that differ
    besides in the seed and the generator state (:data:`~dominion_rules.views.HIDDEN`),
    so a view that carries the seed fails:

    * every seat: its view does not change with the seed and the generator state,
      before the action nor after it when it shuffles nothing
      (:func:`tabletop_engine.checks.check_hidden`);
    * the seat to act: its pending decision, asked again in a world where every card
      hidden from it is dealt again, has the same options and public data
      (:func:`check_decision_again`), and its legal actions do not change;
    * every seat, the actor too: dealt again what neither it nor the actor may see
      (the actor: what it may not see), it reads the same before and after
      ``action`` -- its view (pending decisions included) and its legal actions --
      unless the rules turned up other cards in the two worlds (:func:`turned_up`).

    A failure names the field that differs, the card at work and the game's seed, and
    is blamed on the card of the decision or of the step (:func:`step_cards`).
    """
    actor = state.current_player
    if actor is None:
        return
    seats = range(len(state.players))
    try:
        checks.check_hidden(state, seats, seen=_seen, hidden=HIDDEN, action=action, apply=apply)
    except AssertionError as exc:
        cards = step_cards(state, action, None)
        raise _suspected(_named(exc, state, action), cards[0] if cards else None) from None
    other = redeal_hidden(state, actor, rng)
    check_decision_again(state, other)
    if legal_actions(other) != legal_actions(state):
        cards = step_cards(state, None, None)
        msg = f"seat {actor}'s legal actions depend on cards hidden from it"
        raise _suspected(AssertionError(msg), cards[0] if cards else None)
    after = apply(state, action)
    for seat in seats:
        keep = () if seat == actor else (actor,)
        other = redeal_hidden(state, seat, rng, keep=keep)
        try:
            checks.check_two_sided(
                state,
                other,
                action,
                seat,
                apply=apply,
                legal=legal_actions,
                seen=_seen,
                hidden=HIDDEN,
                turned_up=turned_up,
            )
        except AssertionError as exc:
            cards = step_cards(state, action, after)
            raise _suspected(_named(exc, state, action), cards[0] if cards else None) from None


def _named(exc: AssertionError, state: GameState, action: Action) -> AssertionError:
    """``exc`` with the card at work and the seed added to its message."""
    return AssertionError(f"{exc} ({_at_work(state, action)})")


def _at_work(state: GameState, action: Action) -> str:
    """``card 'x', seed 3``: the card whose decision is pending, else the one the action
    names, and the game's seed (for a message)."""
    pending = state.pending
    card = pending.kind.partition(".")[0] if pending is not None else action.get("card")
    seed = f"seed {state.config.seed}"
    return f"card {card!r}, {seed}" if card else seed


def illegal_candidates(state: GameState) -> list[Action]:
    """Actions to try on ``state`` that should be refused: another seat's, unknown
    cards, a finished game's."""
    seat = state.current_player
    if seat is None:
        return [Action("end_turn", actor=0), Action("buy", actor=0, card="copper")]
    other = (seat + 1) % len(state.players)
    return [
        Action("end_turn", actor=other),
        Action("buy", actor=seat, card="no_such_card"),
        Action("play", actor=seat, card="province"),
        Action("choose", actor=seat, option="no_such_option"),
        Action("treasure", actor=other, card="copper"),
    ]


class EagerAgent:
    """A random bot that reaches for ``cards`` (a pack's): when a legal action names one
    of them (buying it, playing it, choosing it), it takes one of those three times in
    four, else any legal action uniformly. What ``dominion check`` seats beside random
    and scripted bots, so that the pack's cards are bought and played, not only dealt
    into kingdoms (Big Money never buys them; uniform bots rarely play one)."""

    observes = False

    def __init__(self, cards: Iterable[str]) -> None:
        self.cards = frozenset(cards)

    def act(self, view: Any, legal_actions: Sequence[Action], rng: Any) -> Action:
        mine = [a for a in legal_actions if self._names_mine(a)]
        if mine and rng.random() < 0.75:
            return mine[int(rng.random() * len(mine))]
        return legal_actions[int(rng.random() * len(legal_actions))]

    def _names_mine(self, action: Action) -> bool:
        return any(action.get(key) in self.cards for key in ("card", "option"))

    def __repr__(self) -> str:
        return f"EagerAgent({sorted(self.cards)!r})"


# -- check mode, blame, records ----------------------------------------------------------


def checked_rules(rules: Ruleset) -> Ruleset:
    """A copy of ``rules`` whose hooks run in check mode (compiled with ``check=True``,
    :func:`tabletop_engine.hooks.compile_hooks`): each implementation's arguments are
    digested before and after the call, and a card that changed the state it was given
    raises :class:`~tabletop_engine.errors.MutatedInput` naming its pack, plugin and
    hook. A game played on it (``state.but(rules=...)``: every later state keeps the
    rules of the one before) is checked at every hook call; play never pays for it."""
    copy = object.__new__(Ruleset)
    copy.__dict__.update(rules.__dict__)
    copy.pm, copy.hooks = compile_hooks(
        hookspecs.PROJECT, hookspecs, _registered(rules), check=True
    )
    return copy


def blame(
    rules: Ruleset,
    state: GameState,
    action: Action | None,
    exc: BaseException,
    after: GameState | None = None,
) -> tuple[str, str]:
    """``(pack, card)`` a failure of ``action`` on ``state`` (leading to ``after``, when
    known) is blamed on, ``"?"`` for what is not known: the plugin a hook's check named
    (a wrong return type, a changed input), else the card a check marked, else the card
    whose code raised, else the first card the step concerns (:func:`step_cards`)."""
    card: str | None = None
    if isinstance(exc, AgentError):
        return "?", "?"  # a bot failed: no card to blame
    hit = blamed(exc)
    if hit is not None:
        named = _card_of_plugin(rules, hit[0])
        if named is not None:
            return named
    marked = getattr(exc, "card", None)
    if isinstance(marked, str):
        card = marked
    if card is None:
        raised = _card_of_frames(rules, exc.__traceback__)
        cause = exc.__cause__  # apply's PackError naming a card that raised: its cause's
        if raised is None and cause is not None:
            raised = _card_of_frames(rules, cause.__traceback__)
        if raised is not None:
            return raised
    if card is None:
        cards = step_cards(state, action, after)
        card = cards[0] if cards else None
    if card is None:
        return "?", "?"
    info = rules.cards.get(card)
    return (info.pack if info is not None and info.pack else "?"), card


def game_label(config: GameConfig) -> str:
    """``preset 'base', 3 players, seed 7, kingdom cellar,...`` (variants when given)."""
    parts = [
        f"preset {config.preset!r}",
        f"{config.players} players",
        f"seed {config.seed}",
        f"kingdom {','.join(config.kingdom)}",
    ]
    if config.variants:
        parts.append(f"variants {','.join(config.variants)}")
    return ", ".join(parts)


def write_failure_record(
    directory: Path,
    config: GameConfig,
    agents: Sequence[str],
    actions: Sequence[Action],
    state: GameState,
) -> Path:
    """Write the :class:`~dominion_rules.GameRecord` of a game up to its failing step:
    ``actions`` (the steps before it) replay to ``state``, its final state. Returns its
    path (:func:`tabletop_engine.checks.failure_path`: the same failure, the same file)."""
    try:
        table = scores(state)
    except Exception:  # a crashing VP hook may be the failure itself
        table = ()
    record = GameRecord(config, tuple(agents), tuple(actions), state, tuple(table))
    directory.mkdir(parents=True, exist_ok=True)
    name = f"{config.preset}-{config.players}p-seed{config.seed}"
    path = checks.failure_path(directory, name, to_json(config), len(actions))
    atomic_write_text(path, to_json(record) + "\n")
    return path


@attrs.define
class _Walk:
    """How far a checked game got: the state, the actions that reached it, the action
    being taken from it."""

    state: GameState | None = None
    actions: list[Action] = attrs.Factory(list)
    action: Action | None = None
    #: The state ``action`` led to, while its checks run.
    after: GameState | None = None


def check_game(
    config: GameConfig,
    agents: Sequence[Any],
    *,
    every: int = 1,
    max_actions: int = 50_000,
    failures: Path | str | None = None,
) -> list[CheckFailure]:
    """Play ``config`` with ``agents`` (each ``act(view, legal, rng)``, one
    ``random.Random(config.seed)`` for their choices), in check mode
    (:func:`checked_rules`: a card that changes the state it was given fails, named),
    checking at every step with the engine's checks (:mod:`tabletop_engine.checks`):
    cards conserved against the config's totals (:func:`~dominion_rules.game_cards`),
    the listing (empty exactly at the end, unique, the acting seat's), every pending
    decision asked again in a world dealt again (:func:`check_decision_again`); every
    ``every`` steps the JSON round trip, illegal actions refused with the state
    unchanged and the two-sided view check (:func:`check_two_sided`); at the end,
    replay equals the final state. The checks' own draws come from a generator of
    their own, so ``every`` does not change the game played.

    Every card's data is checked first (:func:`~dominion_rules.cards.card_problems`:
    a cost changed to -2 after the card was made would make buying it add coins).

    Returns the failures: empty when every check held, else the first one (the game
    stops there) as a :class:`~tabletop_engine.checks.CheckFailure` naming the pack and
    card blamed (:func:`blame`), the seed and the step. With ``failures`` (a directory)
    a record of the game up to that step is written there, which ``dominion replay
    RECORD --step N`` replays. An invalid ``config`` raises its ``ConfigError``."""
    if len(agents) != config.players:
        raise ValueError(f"{len(agents)} agents for a {config.players}-player game")
    walk = _Walk()
    names = tuple(str(getattr(a, "name", type(a).__name__)) for a in agents)
    try:
        _check_game(config, agents, every, max_actions, walk)
    except ConfigError:
        raise
    except Exception as exc:
        return [_failure(config, names, walk, exc, failures)]
    return []


def _failure(
    config: GameConfig,
    agents: Sequence[str],
    walk: _Walk,
    exc: Exception,
    failures: Path | str | None,
) -> CheckFailure:
    """The :class:`CheckFailure` of ``exc``, its record written when a directory is given."""
    step = len(walk.actions)
    label = game_label(config)
    state = walk.state
    if state is None:
        return CheckFailure(
            label, config.seed, step, None, exc, no_record="the game failed at set-up"
        )
    pack, card = blame(state.rules, state, walk.action, exc, walk.after)
    found = (label, config.seed, step, walk.action, exc)
    if failures is None:
        return CheckFailure(*found, pack=pack, card=card, no_record="pass failures=DIR")
    try:
        path = write_failure_record(Path(failures), config, agents, walk.actions, state)
    except Exception as write_error:  # e.g. a state that does not serialize: the failure
        why = f"writing it failed: {checks.error_text(write_error)}"
        return CheckFailure(*found, pack=pack, card=card, no_record=why)
    replay = f"dominion replay {path} --step {step}"
    return CheckFailure(*found, pack=pack, card=card, record=path, replay=replay)


def _check_state(state: GameState, start: Counter[str], costly: bool) -> None:
    """The checks of one state: the listing, the cards against the config's totals; when
    ``costly``, the JSON round trip and illegal actions refused."""
    legal = legal_actions(state)
    checks.check_listing(legal, state.is_over, state.current_player, sorted_by_key=False)
    checks.check_counted("cards", start, every_card(state))
    if costly:
        checks.check_round_trip(state, to_json, from_json)
        checks.check_illegal_rejected(state, illegal_candidates(state), legal, apply, to_json)


def _check_game(
    config: GameConfig, agents: Sequence[Any], every: int, max_actions: int, walk: _Walk
) -> None:
    """The body of :func:`check_game`, keeping ``walk`` up to date for its report. Each
    step checks the state its action leads to before moving on, so a bad state is
    blamed on the step (and the card) that made it."""
    plain = new_game(config)
    state = walk.state = plain.but(rules=checked_rules(plain.rules))
    for info in state.rules.cards.values():  # data changed since it was made and checked
        problems = card_problems(info)
        if problems:
            error = PackError(info.pack or "?", f"card {info.id!r}: {'; '.join(problems)}")
            vars(error).update(card=info.id)
            raise error
    choices, rng = random.Random(config.seed), random.Random(f"dominion-check:{config.seed}")
    start = game_cards(config)
    _check_state(state, start, True)
    step = 0
    while not state.is_over:
        if step >= max_actions:
            raise AssertionError(f"the game did not end within {max_actions} actions")
        seat = state.current_player
        assert seat is not None
        legal = legal_actions(state)
        try:
            action = agents[seat].act(observe(state, seat), legal, choices)
        except Exception as exc:  # the bot's fault, not a card's
            raise AgentError(seat, agents[seat], f"raised {checks.error_text(exc)}") from exc
        if action not in legal:
            raise AgentError(seat, agents[seat], f"chose {action!r}, which is not legal")
        walk.action = action
        with located(f"check_game step {step}"):  # a runaway card: seed and step named
            if step % every == 0:
                check_two_sided(state, action, rng)
            elif state.pending is not None:
                check_decision_again(state, redeal_hidden(state, seat, rng))
            after = walk.after = apply(state, action)
        _check_state(after, start, (step + 1) % every == 0)
        walk.actions.append(action)
        state = walk.state = after
        walk.action = walk.after = None
        step += 1
    replayed = new_game(config)
    for action in walk.actions:
        replayed = apply(replayed, action)
    assert replayed == state, "replaying the same actions gave another state"
