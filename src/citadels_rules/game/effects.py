"""The closed vocabulary of effects that rules return and the core applies.

A hook implementation never builds a state: it returns a list of these values. Gold only
moves between accounts (:class:`Transfer`) and cards only between zones
(:class:`MoveCard`, :class:`Draw`, ...), so gold and cards are conserved by construction.

Accounts
    ``BANK``; a seat number (that player's stash); ``("district", seat, index)`` (gold
    placed on a district); ``("token", key)`` (gold placed on a character token, e.g. the
    2016 Tax Collector's: the token ``key``, which must end in ``".gold"``, holds the
    amount and is public like every token; it counts toward the game's gold).
Zones
    ``("hand", seat)``; ``("deck",)`` (anywhere in the deck: the first copy, used for
    drawn cards still on top); ``("deck_top",)``; ``("deck_bottom",)``; ``("aside",)``
    (held during a decision); ``("out",)`` (out of the game, set aside unseen at setup);
    ``("discard",)`` (a discard: the bottom of the deck, or the discard pile where a
    variant keeps one); ``("under", seat, index)`` (under a district, e.g. Museum).
    A built district is no card in a zone: :class:`MoveDistrict` moves it, with the gold
    on it and the cards under it.

Effects fail loudly: an effect that cannot be applied as written (a zero or negative
amount, an account, seat or district that does not exist, a card that is not where it is
said to be) raises :class:`~citadels_rules.PackError` naming the plugin that returned it,
at once, never a silent no-op.

The flow effects at the end (``StartRound`` ... ``GameOver``) are the core's own: packs
use the others.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from tabletop_engine.decisions import Decision
from tabletop_engine.params import EMPTY, Params

BANK = "bank"

Account = Any  # BANK | int | tuple[str, int, int] | tuple[str, str]

#: The ending of the key of every token that holds gold (``("token", key)`` accounts).
GOLD_TOKEN = ".gold"


def is_token_account(account: Any) -> bool:
    """Whether ``account`` is ``("token", key)``, gold on a token (``key`` ends in
    ``".gold"``)."""
    return (
        isinstance(account, tuple)
        and len(account) == 2
        and account[0] == "token"
        and isinstance(account[1], str)
        and account[1].endswith(GOLD_TOKEN)
    )


def token_gold(tokens: Any) -> int:
    """The gold on every gold token of a state's ``tokens``."""
    return sum(v for k, v in tokens if k.endswith(GOLD_TOKEN) and type(v) is int)


Zone = tuple[Any, ...]


@attrs.frozen
class Transfer:
    """Move ``amount`` gold (an int >= 1) from ``src`` to ``dst``; None moves all that
    ``src`` has (possibly nothing).

    Never moves more than ``src`` holds: a finite bank pays only what it has (C-3.3), a
    robbed player gives what they have. Accounts: the bank, a seat, ``("district", seat,
    index)`` or ``("token", key)`` (gold on a character token, ``key`` ending in
    ``".gold"``: the 2016 Tax Collector's). An amount that may be 0 is written with
    :func:`citadels_rules.pack_api.pay`, which returns no effect for 0.

    A token account must be open to give gold: it opens when gold is moved into it or
    when ``SetToken(key, 0)`` sets it empty, and closes when its last coin leaves. A
    Transfer out of a token that is not set (a misspelt key) raises, naming the plugin,
    instead of moving nothing; check ``state.token(key)`` first when it may be closed
    (the Tax Collector's ``when=on_token``). Checked when applied, not when made (the
    hot path): a bad amount or account raises then.
    """

    src: Account
    dst: Account
    amount: int | None


@attrs.frozen
class Refund:
    """Give ``seat`` back ``amount`` gold (>= 1) it paid to build this turn, from the bank:
    the gold no longer counts as spent on builds (``TurnState.spent``, the Alchemist's
    refund). The Magistrate's confiscation (characters.md §1.3, §6.2)."""

    seat: int
    amount: int


@attrs.frozen
class MoveCard:
    """Move one copy of ``card`` from zone ``src`` to zone ``dst``.

    The card must be in ``src`` unless ``if_present`` says it may have gone meanwhile
    (a destroyed district that a Graveyard may already have claimed). A city is refused
    as the source (a built district moves with :class:`MoveDistrict`); as the
    destination, ``("city", seat)`` *places* the card in that city without building it
    (no price, no build limit, no after-build window: fan Yang Xiaofan's exchange).
    """

    card: str
    src: Zone
    dst: Zone
    if_present: bool = False


@attrs.frozen
class MoveDistrict:
    """Move district ``index`` of ``seat``'s city to ``dst``.

    ``dst`` is ``("city", other_seat)`` (it enters that city with its gold and the cards
    under it; it counts as entering this round unless ``keep_round``), ``("hand",
    other_seat)`` or ``("deck_bottom",)`` (its gold goes to the bank and the cards under
    it are discarded, R8.5 and the Artist's default). Not a build: no build hook runs.
    Used by exchanges, seizures and gifts (Marshal, fan Jian Yuxin, fan Lin Yaxuan).
    """

    seat: int
    index: int
    dst: Zone
    keep_round: bool = False
    by: int | None = None
    ability: str | None = None


@attrs.frozen
class TakeRandomCards:
    """Move ``n`` cards chosen at random from ``seat``'s hand to zone ``dst`` (fewer if
    the hand is smaller): the taker learns them only once taken (fan Opera House,
    Yang Xiaofan, ``abbot_fan_cards``)."""

    seat: int
    n: int
    dst: Zone


@attrs.frozen
class ExchangeCharacters:
    """Seat ``a`` gives character ``character_a`` to seat ``b`` and takes ``character_b``
    (the 2016 Theater, after the draft); ``character_b`` None: one of ``b``'s characters
    at random (the Theater with two characters each)."""

    a: int
    character_a: str
    b: int
    character_b: str | None


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
    ``free``: built without paying its price (destroying the Framework, a Necropolis
    built by destroying a district), told to the ``citadels_after_build`` hooks that run
    after the card enters the city.
    """

    seat: int
    card: str
    cost: int
    counts: bool = True
    free: bool = False


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
    """Put a ``kind`` mark (``"killed"``, ``"robbed"``...) on ``character``, made by ``seat``.

    ``secret``: only ``seat`` sees the mark (the Magistrate's signed warrant, the
    Blackmailer's real threat): other seats' views and event streams do not show it, the
    round log does not record it, and a resampled world deals it again
    (``citadels_resample_marks``).
    """

    character: str
    kind: str
    seat: int | None
    secret: bool = False


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
    """Store a pack-owned value in the state under ``key`` (None removes it).

    Tokens are public: every seat's view shows them (``GameView.tokens``). Keep a
    secret in a decision's ``data`` or a card zone instead."""

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
    cities at once, each taking the other's place, with the gold on them and the cards
    under them (the Diplomat; two :class:`MoveDistrict` moves in one step, so neither
    city grows in between). Both count as entering their new city this round.

    ``by`` and ``ability`` say who exchanged and how (the round log, triggers).
    """

    a: int
    index_a: int
    b: int
    index_b: int
    by: int | None = None
    ability: str | None = None


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
class Affected:
    """Record publicly that ``ability`` of seat ``by`` affected ``seat`` this round (a
    player-directed ability: the Magician's swap, the Wizard's take, the Spy's choice).

    Changes nothing but :attr:`GameState.round_log` and the ``affected`` trigger; cards
    that pay for what happened to their neighbours read it (fan Hu Xinyi).
    """

    seat: int
    by: int | None
    ability: str


def _note_data(data: Any) -> Params:
    """``Note.data`` as :class:`~tabletop_engine.params.Params`: a mapping is
    converted; anything else raises ``ValueError`` when the note is made (an event's
    data is read by name: ``events_for``, the logs)."""
    if type(data) is Params:
        return data
    if isinstance(data, Mapping):
        return Params(data)
    msg = f"Note.data must be a mapping (a dict or Params of names to values), not {data!r}"
    raise ValueError(msg)


def _note_kind(_: Any, attribute: Any, kind: Any) -> None:
    if type(kind) is not str:
        raise ValueError(f"Note.kind must be a str (the event's kind), not {kind!r}")


@attrs.frozen
class Note:
    """Emit an event (``kind``, ``seat``, ``data``) for logs; changes nothing.

    Checked when made: ``kind`` must be a str and ``data`` a mapping (a dict is turned
    into :class:`~tabletop_engine.params.Params`); anything else raises
    ``ValueError`` at once, which the reducer reports as a ``PackError`` naming the
    plugin that made it.
    """

    kind: str = attrs.field(validator=_note_kind)
    seat: int | None = None
    data: Params = attrs.field(default=EMPTY, converter=_note_data)


# -- the core's flow (not for packs) ------------------------------------------------
@attrs.frozen
class Gathered:
    """The gather action of ``seat`` is complete: after-gather hooks run. ``kind`` is
    ``"gold"`` or ``"cards"``; ``amount`` the gold taken or the cards drawn."""

    seat: int
    kind: str = "gold"
    amount: int = 0


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
        Refund,
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
        MoveDistrict,
        Affected,
        TakeRandomCards,
        ExchangeCharacters,
        Complete,
        EndTrigger,
        ShuffleDeck,
        CallNextIfIdle,
        HookStep,
    )
}
