"""Cards that read like their card text: a plugin bound to its card.

A card module declares the card and writes only what its text does beyond the printed
stats (``cards.toml`` gives +Cards, +Actions, +Buys, +coins, VP)::

    card = Card("workshop")

    @card.text
    def gain(state, seat, play):
        return [card.ask("gain", seat, gainable(state, 4))]

    @card.answer("gain")
    def gained(state, pending, option):
        return [Gain(pending.seat, option)]

The :class:`Card` is the card's pluggy plugin (:meth:`Card.plugin`); it implements only
the hooks its declarations need, each bound to the card, so no card checks "is this
about me?":

* ``@card.text``: ``dominion_card_effects`` for this card.
* ``@card.attack``: the Attack's effect on one victim; the binder declares the Attack
  (Moat may react, dominion-moat-2), then runs it for each unprotected victim in turn
  order (D-0.3), then ``@card.after_attack``.
* ``@card.answer(what)``: resolves decisions of kind ``<card id>.<what>``.
* ``@card.redeal(what)``: asks a decision ``<card id>.<what>`` of another seat again in
  a world :func:`~dominion_rules.resample` dealt (its options were hidden from the
  viewer); usually the function that asked it in the first place.
* ``@card.step(name)``: a later step, run on the state as it is then.
* ``@card.reaction``: what the holder of this card in hand may do when another player
  plays an Attack.
* ``@card.victory_points``: the VP of a card whose worth is not printed (Gardens).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pluggy

from citadels_rules.engine.params import EMPTY, Params

from . import hookspecs
from .effects import Ask, DeclareAttack, Step
from .state import GameState, Pending

impl = pluggy.HookimplMarker(hookspecs.PROJECT)

Effects = list[Any]
TextFn = Callable[[GameState, int, int], Effects]
AnswerFn = Callable[[GameState, Pending, str | None], Effects]
RedealFn = Callable[[GameState, Pending], Effects]
StepFn = Callable[..., Effects]
VictimFn = Callable[[GameState, int, int], Effects]
ReactionFn = Callable[[GameState, int, str, int], Effects]
VpFn = Callable[[GameState, int, int], int]


class CardPlugin:
    """The plugin object of one card: its bound hook implementations as attributes
    (compared by identity, so that two cards with no hooks are two plugins), and
    ``decisions``: the kinds of decision it asks and answers (``<card id>.<what>``), for
    tools that list them (the RL observation's decision kinds)."""

    def __init__(self, card: str, decisions: tuple[str, ...] = ()) -> None:
        self.card = card
        self.decisions = decisions

    def __repr__(self) -> str:
        return f"CardPlugin({self.card!r})"


def other_seats(state: GameState, seat: int) -> list[int]:
    """Every other seat in turn order, starting from the left of ``seat`` (D-0.2)."""
    n = len(state.players)
    return [(seat + i) % n for i in range(1, n)]


class Card:
    """The plugin of one card (see the module docstring)."""

    def __init__(self, card_id: str) -> None:
        self.id = card_id
        self._text: TextFn | None = None
        self._victim: VictimFn | None = None
        self._you_too = False
        self._after: Callable[[GameState, int], Effects] | None = None
        self._answers: dict[str, AnswerFn] = {}
        self._redeals: dict[str, RedealFn] = {}
        self._steps: dict[str, StepFn] = {}
        self._reaction: ReactionFn | None = None
        self._vp: VpFn | None = None

    def __repr__(self) -> str:
        return f"Card({self.id!r})"

    # -- declarations ------------------------------------------------------------------
    def name(self, what: str) -> str:
        """The decision kind ``<card id>.<what>``."""
        return f"{self.id}.{what}"

    def text(self, fn: TextFn) -> TextFn:
        """Declare the card's text after its stats: ``fn(state, seat, play) -> effects``."""
        self._text = fn
        return fn

    def attack(self, *, you_too: bool = False) -> Callable[[VictimFn], VictimFn]:
        """Declare the Attack's effect on one victim: ``fn(state, seat, victim)``.
        ``you_too``: the player is affected first, never protected (the Spy, dominion-spy-1)."""

        def deco(fn: VictimFn) -> VictimFn:
            self._victim = fn
            self._you_too = you_too
            return fn

        return deco

    def after_attack(self, fn: Callable[[GameState, int], Effects]) -> Callable[..., Effects]:
        """Declare what happens after every victim was attacked: ``fn(state, seat)``."""
        self._after = fn
        return fn

    def answer(self, what: str) -> Callable[[AnswerFn], AnswerFn]:
        """Declare the resolution of decisions ``<card id>.<what>``:
        ``fn(state, pending, option) -> effects`` (``option`` None for ``done``)."""

        def deco(fn: AnswerFn) -> AnswerFn:
            self._answers[what] = fn
            return fn

        return deco

    def redeal(self, what: str) -> Callable[[RedealFn], RedealFn]:
        """Declare how a decision ``<card id>.<what>`` of another seat is asked again in
        a sampled world: ``fn(state, pending) -> effects`` (``pending`` as the viewer saw
        it: no options, no ``ctx``), returning the effects that ask it in ``state``
        (one ``Ask``), or ``[]`` when ``state`` could not have asked it."""

        def deco(fn: RedealFn) -> RedealFn:
            self._redeals[what] = fn
            return fn

        return deco

    def step(self, name: str) -> Callable[[StepFn], StepFn]:
        """Declare a later step: ``fn(state, seat, **args) -> effects``."""

        def deco(fn: StepFn) -> StepFn:
            self._steps[name] = fn
            return fn

        return deco

    def reaction(self, fn: ReactionFn) -> ReactionFn:
        """Declare a Reaction: ``fn(state, attacker, card, seat) -> effects``, heard only
        when ``seat`` holds this card in hand."""
        self._reaction = fn
        return fn

    def victory_points(self, fn: VpFn) -> VpFn:
        """Declare the VP of ``count`` copies: ``fn(state, seat, count) -> int``."""
        self._vp = fn
        return fn

    # -- effects a card returns -----------------------------------------------------------
    def ask(
        self,
        what: str,
        seat: int,
        options: Iterable[str],
        *,
        done: bool = False,
        data: dict[str, Any] | None = None,
        ctx: dict[str, Any] | None = None,
    ) -> Ask:
        """A decision ``<card id>.<what>`` for ``seat`` among ``options`` (kept in the
        given order, duplicates dropped)."""
        opts = tuple(dict.fromkeys(options))
        return Ask(
            Pending(
                seat,
                self.name(what),
                opts,
                done,
                Params(data) if data else EMPTY,
                Params(ctx) if ctx else EMPTY,
            )
        )

    def go(self, name: str, seat: int, **args: Any) -> Step:
        """The effect that runs step ``name`` later."""
        return Step(self.id, name, seat, Params(args) if args else EMPTY)

    # -- the plugin ------------------------------------------------------------------------
    def plugin(self) -> Any:
        """The pluggy plugin: one bound implementation per hook this card uses."""
        hooks: dict[str, Callable[..., Any]] = {}
        cid = self.id
        if self._text is not None or self._victim is not None:
            effects_of = self._card_effects

            def dominion_card_effects(state: Any, seat: int, card: str, play: int) -> Any:
                return effects_of(state, seat, card, play)

            hooks["dominion_card_effects"] = dominion_card_effects
        if self._answers:
            prefix = cid + "."
            answers = self._answers

            def dominion_answer(state: Any, pending: Any, option: str | None) -> Any:
                kind = pending.kind
                if not kind.startswith(prefix):
                    return None
                return answers[kind[len(prefix) :]](state, pending, option)

            hooks["dominion_answer"] = dominion_answer
        if self._redeals:
            prefix = cid + "."
            redeals = self._redeals

            def dominion_redeal(state: Any, pending: Any) -> Any:
                kind = pending.kind
                if not kind.startswith(prefix):
                    return None
                fn = redeals.get(kind[len(prefix) :])
                return None if fn is None else fn(state, pending)

            hooks["dominion_redeal"] = dominion_redeal
        if self._steps or self._victim is not None:
            run_step = self._run_step

            def dominion_step(state: Any, step: Any) -> Any:
                return run_step(state, step)

            hooks["dominion_step"] = dominion_step
        if self._reaction is not None:
            react = self._reaction

            def dominion_attack_declared(state: Any, attacker: int, card: str, seat: int) -> Any:
                if cid in state.players[seat].hand:
                    return react(state, attacker, card, seat)
                return None

            hooks["dominion_attack_declared"] = dominion_attack_declared
        if self._vp is not None:
            vp = self._vp

            def dominion_card_vp(state: Any, seat: int, card: str, count: int) -> Any:
                return vp(state, seat, count) if card == cid else None

            hooks["dominion_card_vp"] = dominion_card_vp
        plugin = CardPlugin(self.id, tuple(self.name(what) for what in self._answers))
        for name, fn in hooks.items():
            plugin.__dict__[name] = impl(fn)
        return plugin

    def _card_effects(self, state: Any, seat: int, card: str, play: int) -> Any:
        if card != self.id:
            return None
        out: Effects = list(self._text(state, seat, play)) if self._text is not None else []
        if self._victim is not None:
            out += [DeclareAttack(seat, card), Step(card, "_attack", seat)]
        return out

    def _run_step(self, state: Any, step: Any) -> Any:
        if step.card != self.id:
            return None
        name = step.name
        if name == "_attack":
            victims = [s for s in other_seats(state, step.seat) if s not in state.turn.protected]
            if self._you_too:
                victims.insert(0, step.seat)
            out: Effects = [
                Step(self.id, "_victim", step.seat, Params({"victim": v})) for v in victims
            ]
            if self._after is not None:
                out.append(Step(self.id, "_after", step.seat))
            return out
        if name == "_victim":
            assert self._victim is not None
            return self._victim(state, step.seat, step.args["victim"])
        if name == "_after":
            assert self._after is not None
            return self._after(state, step.seat)
        return self._steps[name](state, step.seat, **step.args)
