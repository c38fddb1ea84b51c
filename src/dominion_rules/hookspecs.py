"""Hook specs of the Dominion layer: one per timing window, in the order they fire.

**The turn protocol** (what the core calls, and when). A turn starts with
``dominion_turn_start``. In the action phase each Action played (``play``, or by a
Throne Room) is *resolved*: its printed stats (``cards.toml``: +Cards, +Actions, +Buys,
+coins) run first, then ``dominion_card_effects`` gives the rest of its text, then
``dominion_action_played`` hears it. An Attack's text declares it first:
``dominion_attack_declared`` asks each other seat, in turn order, for its reactions
(Moat). Decisions pause the game; ``dominion_answer`` resolves them and
``dominion_step`` runs a card's later steps on the state as it then is
(``dominion_redeal`` asks a hidden decision again in a resampled world, outside play). Draws and
reveals that shuffle a discard pile call ``dominion_reshuffled``; every gain
``dominion_gained`` (buys first ``dominion_bought``); every trash ``dominion_trashed``.
Clean-up calls ``dominion_cleanup``, then ``dominion_game_over`` folds whether the game
ends (D-7.1, D-7.2); scoring asks ``dominion_card_vp`` for each kind of card a seat owns.

**For the later sets' mechanics** (no base card uses them): ``dominion_setup`` once
before the first turn (a pack's tokens and mats); ``dominion_cost`` folds every price
the game reads (buys, "costing up to", Remodel's "+2", the costs in views), never below
0; ``dominion_discarded`` and ``dominion_revealed`` hear a card discarded or revealed.
A Treasure with text resolves through ``dominion_card_effects`` as an Action does.
Durations schedule effects for the start of the next turn (:class:`~.effects.AtNextTurn`,
:class:`~.effects.Stay`), run before ``dominion_turn_start``.

Conventions (:mod:`tabletop_engine.hooks`): ``first`` stops at the first answer
that is not None; ``collect`` concatenates lists in plugin order; ``fold`` threads
``value``. Effects are the classes of :mod:`dominion_rules.effects`. Card plugins made
with :mod:`dominion_rules.binder` implement only the hooks they use, bound to their card.
"""

from __future__ import annotations

from typing import Any

from tabletop_engine.hooks import SpecMarkers

PROJECT = "dominion"
spec = SpecMarkers(PROJECT)

# -- turn start ---------------------------------------------------------------------


@spec.collect
def dominion_setup(state: Any) -> list[Any] | None:
    """Called once, after set-up (D-2) and before seat 0's first turn: a pack's own
    set-up (tokens to every player, a card onto a mat).

    :param state: the state after the deal, seat 0's turn set up but not started.
    :return: effects, or None. Bound by ``@card.setup``, heard only when the card is in
        the game (a pile of it in the supply or outside it). Used by: no base card.
    """


@spec.collect
def dominion_turn_start(state: Any, seat: int) -> list[Any] | None:
    """Called when ``seat``'s turn starts (1 action, 1 buy, 0 coins, D-3.2), after the
    effects promised for it (a Duration's, :class:`~.effects.AtNextTurn`) were queued.

    :param state: the state, the turn already set up.
    :param seat: the seat whose turn starts.
    :return: effects to run first, or None. Used by: no base card.
    """


@spec.fold
def dominion_cost(state: Any, card: str, value: int) -> int | None:
    """What ``card`` costs now; ``value`` is its cost so far (printed, then each
    earlier answer). Every price reads it: the buy listing and the buy itself, "gain a
    card costing up to N" (:func:`~.pack_api.gainable`), the "+2"/"+3" of Remodel and
    Mine (:func:`~.costs.cost_of` of the trashed card), the costs in views and on the
    replay page. The game clamps the result at 0 (a cost is never below 0).

    :param state: the state whose prices are asked (read ``state.turn.marks`` for "this
        turn", the current seat's ``in_play`` for "while in play").
    :param card: the card whose cost is asked (any card, not only yours).
    :param value: the cost so far.
    :return: the new cost, or None to leave it. Bound by ``@card.cost_modifier`` (heard for
        every card). Used by: no base card (the example pack's ``bridge_keeper``).
    """


# -- action played ------------------------------------------------------------------


@spec.first
def dominion_card_effects(state: Any, seat: int, card: str, play: int) -> list[Any] | None:
    """The text of Action ``card`` beyond its printed stats, when it resolves.

    Called once per resolution (twice under a Throne Room), after the stats of
    ``cards.toml`` ran. Stops at the first non-None result.

    :param state: the state after the stats.
    :param seat: the player who played it ("you").
    :param card: the card's id.
    :param play: the play's number this turn (what "trash this card" names).
    :return: a list of effects, or None when the card is not yours. Used by every
        kingdom Action with more than stats (bound by :class:`~.binder.Card`).
    """


@spec.collect
def dominion_action_played(state: Any, seat: int, card: str) -> list[Any] | None:
    """Called after Action ``card`` resolved for ``seat``.

    :return: effects to run next, or None. Used by: no base card.
    """


# -- attack declared and reactions ---------------------------------------------------


@spec.collect
def dominion_attack_declared(state: Any, attacker: int, card: str, seat: int) -> list[Any] | None:
    """``attacker`` plays Attack ``card``: what ``seat`` (another player, asked in turn
    order from the attacker's left, dominion-moat-2) may do before it resolves.

    :return: effects (an ``Ask`` to reveal a Reaction), or None. Used by: moat.
    """


# -- decisions ------------------------------------------------------------------------


@spec.first
def dominion_answer(state: Any, pending: Any, option: str | None) -> list[Any] | None:
    """Resolve a decision of kind ``<card id>.<what>`` answered with ``option`` (None for
    ``done``). ``state.pending`` is already cleared. Stops at the first non-None result.

    :return: effects, or None when the decision is not yours. Used by every card that asks.
    """


@spec.first
def dominion_redeal(state: Any, pending: Any) -> list[Any] | None:
    """Ask again, in a world dealt by :func:`~dominion_rules.resample`, a decision of
    ``pending.seat`` that the viewer saw without its options (``kind``, ``seat``,
    ``done`` and ``data`` only): what would this world ask? Called on the sampled state
    before the decision is put back in it. Stops at the first non-None result.

    :param state: the sampled world (every hidden card dealt, nothing pending).
    :param pending: the decision as the viewer saw it (``options`` empty, ``ctx`` empty).
    :return: the effects that ask it (usually what the card's own asking function
        returns: one ``Ask`` of the same kind, its options and ``ctx`` read from this
        world), ``[]`` when this world could not have asked it (resample then deals
        again: a Moat reveal needs a Moat in hand), or None when the decision is not
        yours. Used by every card that asks.
    """


@spec.first
def dominion_step(state: Any, step: Any) -> list[Any] | None:
    """Run ``step`` (a :class:`~.effects.Step` naming a card, a step and its args) on the
    state as it is now. Stops at the first non-None result.

    :return: effects, or None when the step is not yours. Used by adventurer, library,
        the Attacks.
    """


# -- draw / reshuffle -------------------------------------------------------------------


@spec.collect
def dominion_reshuffled(state: Any, seat: int) -> list[Any] | None:
    """``seat`` shuffled its discard pile into a new deck (D-4.2, D-4.9).

    :return: effects, or None. Used by: no base card.
    """


# -- gain, buy, trash ---------------------------------------------------------------------


@spec.collect
def dominion_bought(state: Any, seat: int, card: str) -> list[Any] | None:
    """``seat`` bought ``card`` (already gained, D-5.2; called before the gain's
    ``dominion_gained``).

    :return: effects, or None. Bound by ``@card.on_buy`` and
        ``@card.reaction(when="buy")``. Used by: no base card.
    """


@spec.collect
def dominion_gained(state: Any, seat: int, card: str, to: str) -> list[Any] | None:
    """``seat`` gained ``card`` onto zone ``to`` (D-4.8), bought or not.

    :return: effects, or None. Bound by ``@card.on_gain`` (this card gained) and
        ``@card.reaction(when="gain")`` (a card in a holder's hand or in play hearing any
        seat's gain). Used by: no base card.
    """


@spec.collect
def dominion_trashed(state: Any, seat: int, card: str) -> list[Any] | None:
    """``seat`` trashed ``card`` (D-4.7).

    :return: effects, or None. Bound by ``@card.on_trash`` (this card trashed) and
        ``@card.reaction(when="trash")``. Used by: no base card.
    """


@spec.collect
def dominion_discarded(state: Any, seat: int, card: str) -> list[Any] | None:
    """``seat`` discarded ``card`` from its hand or from the cards it set aside (a
    :class:`~.effects.Move` or :class:`~.effects.MoveAll` onto ``discard``; not a deck
    put into the discard pile, not clean-up).

    :return: effects, or None. Bound by ``@card.on_discard`` and
        ``@card.reaction(when="discard")``. Fired by the base game's discards too (Cellar,
        Militia, Spy, the cards Adventurer, Library and Thief set aside); Chancellor's
        deck put into the discard pile is no discard. No base card listens.
    """


@spec.collect
def dominion_revealed(state: Any, seat: int, card: str) -> list[Any] | None:
    """``seat`` revealed ``card`` (from its deck's top, :class:`~.effects.RevealTop`, or
    from its hand, :class:`~.effects.Reveal`).

    :return: effects, or None. Bound by ``@card.on_reveal`` and
        ``@card.reaction(when="reveal")``. Fired by the base game's reveals too: Moat's,
        Spy's deck top, Bureaucrat's Victory card or hand (``Reveal``), Adventurer's and
        Thief's (``RevealTop``). No base card listens.
    """


# -- clean-up, game end, scoring ------------------------------------------------------------


@spec.collect
def dominion_cleanup(state: Any, seat: int) -> list[Any] | None:
    """``seat``'s clean-up is done (D-6): cards discarded, 5 drawn.

    :return: effects, or None. Used by: no base card.
    """


@spec.fold
def dominion_game_over(state: Any, value: bool) -> bool | None:
    """Whether the game ends now, at the end of a turn; ``value`` is the core's answer
    (Province pile empty, or three supply piles empty, D-7.1, D-7.2).

    :return: the new answer, or None to leave it. Used by: no base card.
    """


@spec.first
def dominion_card_vp(state: Any, seat: int, card: str, count: int) -> int | None:
    """The VP ``seat`` scores for ``count`` copies of ``card`` when the printed ``vp`` of
    ``cards.toml`` is not the whole story. Stops at the first non-None result.

    :return: the VP of all ``count`` copies, or None for printed VP. Used by: gardens.
    """
