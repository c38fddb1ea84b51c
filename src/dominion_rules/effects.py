"""Effects: the small frozen values card texts return (D-4's terms, one class each).

A card never builds a state: it returns effects, and the one interpreter of the engine
(:class:`tabletop_engine.interpreter.Interpreter`) applies them in order through
the handlers of :mod:`dominion_rules.handlers`. Effects are plain data, so the effects
still queued behind a pending decision serialize with the state.
"""

from __future__ import annotations

import attrs

from tabletop_engine.params import EMPTY, Params

from .state import Pending


@attrs.frozen
class Draw:
    """``seat`` draws ``n`` cards one at a time, reshuffling when needed (D-4.2)."""

    seat: int
    n: int = 1


@attrs.frozen
class PlusActions:
    """+n Actions for the turn (D-4.1)."""

    n: int


@attrs.frozen
class PlusBuys:
    """+n Buys for the turn (D-4.5)."""

    n: int


@attrs.frozen
class PlusCoins:
    """+n coins for the turn (D-3.6)."""

    n: int


@attrs.frozen
class Gain:
    """``seat`` gains ``card`` from the supply onto ``to`` (``discard``, ``hand``,
    ``deck`` = its top); an empty pile gains nothing (D-4.8). ``source="nonsupply"``
    gains it from a pack's pile outside the supply (a Prize-like card)."""

    seat: int
    card: str
    to: str = "discard"
    source: str = "supply"


@attrs.frozen
class GainFromTrash:
    """``seat`` gains ``card`` from the trash onto its discard pile (Thief)."""

    seat: int
    card: str


@attrs.frozen
class Trash:
    """``seat`` trashes one ``card`` from its zone ``src`` (D-4.7); nothing if absent."""

    seat: int
    card: str
    src: str = "hand"


@attrs.frozen
class TrashPlayed:
    """Trash the card of play number ``play`` from play, unless it already left
    (Feast under a Throne Room is trashed once, dominion-feast-3)."""

    seat: int
    card: str
    play: int


@attrs.frozen
class Move:
    """Move one ``card`` of ``seat`` from zone ``src`` to zone ``dst`` (``deck`` =
    its top, others at the end); nothing if absent."""

    seat: int
    card: str
    src: str
    dst: str


@attrs.frozen
class MoveAll:
    """Move every card of ``seat``'s zone ``src`` from position ``start`` on onto zone
    ``dst`` (set-aside cards discarded, a deck put into the discard pile as a whole).
    ``start``: a card that set cards aside moves only those it set aside (Library,
    Adventurer, Thief), never a card another effect set aside before."""

    seat: int
    src: str
    dst: str
    start: int = 0


@attrs.frozen
class RevealTop:
    """``seat`` reveals up to ``n`` cards from the top of its deck into ``set_aside``,
    reshuffling when the deck runs out (D-4.9); the set-aside cards are never shuffled
    in (dominion-adventurer-1)."""

    seat: int
    n: int = 1


@attrs.frozen
class EnsureDeck:
    """If ``seat``'s deck is empty, shuffle its discard pile into a new deck (what
    revealing a deck's top needs first, dominion-spy-3)."""

    seat: int


@attrs.frozen
class Ask:
    """Pause for a decision. With no option (and nothing to finish) it does nothing;
    a compulsory one with exactly one option is answered at once (D-3.7)."""

    pending: Pending


@attrs.frozen
class Step:
    """Run the card's step ``name`` for ``seat`` with ``args`` on the state as it is
    then (a card's text that depends on what came before: Library's next draw)."""

    card: str
    name: str
    seat: int
    args: Params = EMPTY


@attrs.frozen
class Resolve:
    """Carry out the text of ``card`` for ``seat`` (play number ``play``): its stats
    from ``cards.toml``, then its plugin's effects (D-3.2; twice under a Throne Room)."""

    seat: int
    card: str
    play: int


@attrs.frozen
class DeclareAttack:
    """``seat`` plays Attack ``card``: each other seat in turn order may react (Moat,
    dominion-moat-2) before the Attack resolves; protections are cleared first."""

    seat: int
    card: str


@attrs.frozen
class React:
    """``seat`` may react to the Attack ``card`` of ``attacker`` (Moat,
    dominion-moat-2), asked when its turn to react comes: after the seats before it
    answered, on the state as it is then, so that nothing queued tells one seat what
    another holds."""

    attacker: int
    card: str
    seat: int


@attrs.frozen
class Protect:
    """``seat`` is unaffected by the Attack resolving (dominion-moat-3)."""

    seat: int


@attrs.frozen
class Note:
    """Keep track of ``card`` while the card resolves (``turn.noted``)."""

    card: str


@attrs.frozen
class Forget:
    """Forget one noted ``card`` (or all of them when ``card`` is empty)."""

    card: str = ""


@attrs.frozen
class Played:
    """Action ``card`` finished resolving for ``seat`` (``dominion_action_played``)."""

    seat: int
    card: str


@attrs.frozen
class PlayFromHand:
    """Move ``card`` from ``seat``'s hand into play without using an action and resolve
    it ``times`` times, one after the other (the Throne Room, dominion-throne_room-1/2).
    ``host``: the play number of the card that plays it (the Throne Room's), so that the
    host stays in play with a Duration it played (0: none known), and its card
    ``host_card``."""

    seat: int
    card: str
    times: int = 2
    host: int = 0
    host_card: str = ""


# -- what packs of later sets use ------------------------------------------------------


@attrs.frozen
class AtNextTurn:
    """At the start of ``seat``'s next turn, run ``card``'s step ``name`` with ``args``
    ("at the start of your next turn"; :attr:`~.state.PlayerState.later`). A Duration's
    binder adds it with :class:`Stay` (``@card.next_turn``)."""

    seat: int
    card: str
    name: str
    args: Params = EMPTY


@attrs.frozen
class Stay:
    """Play number ``play`` of ``card`` stays in play through ``seat``'s clean-up (a
    Duration with effects to come), and so does the card that played it (a Throne Room,
    through :attr:`~.state.TurnState.hosts`); once per play. ``play=0``: one copy of
    ``card`` in play stays (a Duration whose next-turn text keeps it another turn)."""

    seat: int
    card: str
    play: int = 0


@attrs.frozen
class AddTokens:
    """``seat`` takes ``n`` tokens ``name`` (``vp`` tokens score, ``coin`` tokens may be
    spent in the buy phase when the pack says so); a negative ``n`` removes them, never
    below 0."""

    seat: int
    name: str
    n: int = 1


@attrs.frozen
class ToMat:
    """Put one ``card`` of ``seat`` from zone ``src`` on mat ``mat``; nothing if absent."""

    seat: int
    card: str
    mat: str
    src: str = "hand"


@attrs.frozen
class FromMat:
    """Take one ``card`` off ``seat``'s mat ``mat`` onto zone ``dst`` (every card of the
    mat when ``card`` is empty); nothing if absent."""

    seat: int
    mat: str
    card: str = ""
    dst: str = "hand"


@attrs.frozen
class Mark:
    """Add ``n`` to this turn's counter ``name`` (:attr:`~.state.TurnState.marks`: what a
    "this turn" effect counts, a cost reducer's plays); it ends with the turn."""

    name: str
    n: int = 1


@attrs.frozen
class ExtraTurn:
    """``seat`` takes an extra turn after this one (before the next player's turn)."""

    seat: int


@attrs.frozen
class Reveal:
    """``seat`` reveals ``card`` where it is (from its hand: Moat; the top of its deck:
    Spy), which stays there: what reactions to a reveal hear (``dominion_revealed``)."""

    seat: int
    card: str


#: Every effect class by name (what JSON writes in ``state.queue``).
EFFECTS: dict[str, type] = {
    name: obj
    for name, obj in list(globals().items())
    if isinstance(obj, type) and attrs.has(obj) and obj.__module__ == __name__
}
