"""The closed vocabulary of effects that rules return and the core applies.

A hook implementation never builds a state: it returns a list of these values. Gold only
moves between accounts (:class:`Transfer`) and cards only between zones
(:class:`MoveCard`, :class:`Draw`, ...), so gold and cards are conserved by construction.

Accounts
    ``BANK``; a seat number (that player's stash); ``("district", seat, index)`` (gold
    placed on a district).
Zones
    ``("hand", seat)``; ``("deck",)`` (anywhere in the deck: the first copy, used for
    drawn cards still on top); ``("deck_top",)``; ``("deck_bottom",)``; ``("aside",)``
    (held during a decision); ``("out",)`` (out of the game, set aside unseen at setup);
    ``("discard",)`` (a discard: the bottom of the deck, or the discard pile where a
    variant keeps one); ``("city", seat)`` (enters that city; as a source,
    ``("city", seat, index)``); ``("under", seat, index)`` (under a district, e.g. Museum).

The flow effects at the end (``StartRound`` ... ``GameOver``) are the core's own: packs
use the others.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..engine.decisions import Decision
from ..engine.params import EMPTY, Params

BANK = "bank"

Account = Any  # BANK | int | tuple[str, int, int]
Zone = tuple[Any, ...]


@attrs.frozen
class Transfer:
    """Move ``amount`` gold from ``src`` to ``dst`` (None: all ``src`` has).

    Never moves more than ``src`` holds: a finite bank pays only what it has (C-3.3).
    """

    src: Account
    dst: Account
    amount: int | None


@attrs.frozen
class MoveCard:
    """Move one copy of ``card`` from zone ``src`` to zone ``dst`` (no-op if absent)."""

    card: str
    src: Zone
    dst: Zone


@attrs.frozen
class Draw:
    """``seat`` draws ``n`` cards from the top of the deck (fewer if it runs out, C-17.1)."""

    seat: int
    n: int


@attrs.frozen
class ExchangeHands:
    """Seats ``a`` and ``b`` exchange their whole hands (Magician)."""

    a: int
    b: int


@attrs.frozen
class Build:
    """``seat`` builds ``card`` from hand paying ``cost`` to the bank.

    ``counts`` says whether it uses up one of the turn's builds (the Wizard's does not).
    After the card enters the city the ``citadels_after_build`` hooks run.
    """

    seat: int
    card: str
    cost: int
    counts: bool = True


@attrs.frozen
class Destroy:
    """Destroy district ``index`` of ``seat``'s city, by ``by`` using ``ability``.

    The card is set aside, its gold goes to the bank and the cards under it to the bottom
    of the deck (C-1.5); then the ``citadels_after_destroy`` hooks may claim it
    (Graveyard); unclaimed, it is discarded.
    """

    seat: int
    index: int
    by: int | None
    ability: str


@attrs.frozen
class MarkCharacter:
    """Put a ``kind`` mark (``"killed"``, ``"robbed"``...) on ``character``, made by ``seat``."""

    character: str
    kind: str
    seat: int | None


@attrs.frozen
class Reveal:
    """``character`` is revealed (its holder is now public)."""

    character: str


@attrs.frozen
class GiveCrown:
    """The crown goes to ``seat``."""

    seat: int


@attrs.frozen
class Use:
    """Record ``token`` as done this turn (``"assassin"``, ``"laboratory"``...)."""

    token: str


@attrs.frozen
class Ask:
    """Pause: ``decision`` must be answered before anything else happens."""

    decision: Decision


@attrs.frozen
class SetToken:
    """Store a pack-owned value in the state under ``key`` (None removes it)."""

    key: str
    value: Any


@attrs.frozen
class EndTurn:
    """End the current turn now (end-of-turn effects then resolve, C-11).

    ``suspend`` ends it without them: the Witch's turn, suspended after she bewitches,
    resolves them when she resumes (or when the bewitched rank is passed).
    """

    suspend: bool = False


@attrs.frozen
class StartTurn:
    """``seat`` takes a turn now as ``character``, using ``powers`` (see ``TurnState``).

    For a turn that interrupts the calling order: the Witch resuming her turn with the
    bewitched character's powers, from ``citadels_turn_finished``.
    """

    character: str
    seat: int
    powers: str | None
    gathered: bool = False


@attrs.frozen
class LosePowers:
    """The current turn goes on without its character's powers (no ability, income or
    build): a bewitched player, a killed Hospital owner."""


@attrs.frozen
class TurnEndOf:
    """Run the end-of-turn effects of ``seat`` as ``character`` outside a turn (the
    Witch whose bewitched character was not in play, C-11)."""

    seat: int
    character: str


@attrs.frozen
class ExchangeDistricts:
    """District ``index_a`` of seat ``a`` and district ``index_b`` of seat ``b`` change
    cities, with the gold on them and the cards under them (Diplomat)."""

    a: int
    index_a: int
    b: int
    index_b: int


@attrs.frozen
class Complete:
    """Set ``seat``'s completion flag to ``flag`` (``"first"``, ``"complete"`` or None);
    a flag also triggers the end of the game (Bell Tower)."""

    seat: int
    flag: str | None


@attrs.frozen
class EndTrigger:
    """Set whether the game ends at the end of this round (a Bell Tower destroyed)."""

    on: bool


@attrs.frozen
class ShuffleDeck:
    """Shuffle the district deck (Lighthouse)."""


@attrs.frozen
class Note:
    """Emit an event (``kind``, ``seat``, ``data``) for logs; changes nothing."""

    kind: str
    seat: int | None = None
    data: Params = EMPTY


# -- the core's flow (not for packs) ------------------------------------------------
@attrs.frozen
class Gathered:
    """The gather action of ``seat`` is complete: after-gather hooks run."""

    seat: int


@attrs.frozen
class DraftTake:
    """``seat`` answers a draft step with ``character`` (``kind``: pick or remove)."""

    seat: int
    character: str
    kind: str


@attrs.frozen
class DrawToKeep:
    """``seat`` draws ``n`` cards to choose from: they stay on top of the deck while a
    ``keep`` decision offers them (C-9.2)."""

    seat: int
    n: int


@attrs.frozen
class KeepDrawn:
    """``seat`` keeps ``card`` of the ``drawn`` cards on top of the deck; ``keep`` more
    may be kept after it."""

    seat: int
    card: str
    drawn: int
    keep: int


@attrs.frozen
class StartRound:
    """Begin a round: reset the round's marks and characters, then the draft."""


@attrs.frozen
class DraftStep:
    """Run the next step of the draft."""


@attrs.frozen
class StartCalling:
    """The draft is over: start calling characters in rank order."""


@attrs.frozen
class CallNext:
    """Call the next rank of the lineup."""


@attrs.frozen
class FinishTurn:
    """Close the turn (after the end-of-turn effects): ``citadels_turn_finished`` may
    start another turn; else the next rank is called."""

    ended: Any = None


@attrs.frozen
class HookStep:
    """Ask implementation ``index`` of the collect hook ``hook`` (spec arguments: the
    state, then ``args``), apply its effects, then ask the next one: each sees the state
    the previous one left (C-11's ordered end-of-turn effects, C-13)."""

    hook: str
    index: int
    args: tuple[Any, ...]


@attrs.frozen
class CallNextIfIdle:
    """Call the next rank unless a turn is in progress."""


@attrs.frozen
class RoundEnd:
    """All ranks are called: round-end hooks, then the next round or the end."""


@attrs.frozen
class FinishRound:
    """Clear the round's marks; start the next round or end the game."""


@attrs.frozen
class GameOver:
    """The game is over: scores are final."""


#: Every effect class, by name (the tag used in JSON).
EFFECT_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        Transfer,
        MoveCard,
        Draw,
        ExchangeHands,
        Build,
        Destroy,
        MarkCharacter,
        Reveal,
        GiveCrown,
        Use,
        Ask,
        SetToken,
        EndTurn,
        Note,
        Gathered,
        DraftTake,
        DrawToKeep,
        KeepDrawn,
        StartRound,
        DraftStep,
        StartCalling,
        CallNext,
        FinishTurn,
        RoundEnd,
        FinishRound,
        GameOver,
        StartTurn,
        LosePowers,
        TurnEndOf,
        ExchangeDistricts,
        Complete,
        EndTrigger,
        ShuffleDeck,
        CallNextIfIdle,
        HookStep,
    )
}
