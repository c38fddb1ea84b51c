"""The public plugin API: everything a pack (ours or a fan's) needs, in one import.

A card's behaviour is a module of ``@hookimpl`` functions named after the specs of
:mod:`citadels_rules.game.hookspecs`. They read the frozen state and return data: values
for queries, lists of effects for everything that changes the game. What a plugin may
read of a state is listed on the generated page ``docs/state.md``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pluggy

from tabletop_engine.actions import Action, make_action
from tabletop_engine.decisions import Decision, Redeal
from tabletop_engine.errors import ConfigError, IllegalAction, MutatedInput, PackError
from tabletop_engine.params import Params

from .game import handlers as _handlers
from .game import turn as _turn
from .game.binder import (
    AFTER_GATHER,
    ANY_TIME,
    END_OF_TURN,
    REVEALS_HAND,
    TARGET,
    Ability,
    Card,
    CharacterCard,
    DistrictCard,
    Target,
    ability_tags,
    card_plugins,
    has_tag,
    target_of,
)
from .game.config import GameConfig
from .game.dispatch import answers_for, answers_only_if
from .game.draft import PICK, REMOVE, REMOVE_RANDOM, TAKE_FACE_DOWN, DraftPlan, default_draft_plan
from .game.effects import (
    BANK,
    Affected,
    Ask,
    Build,
    Complete,
    Destroy,
    Draw,
    EndTrigger,
    EndTurn,
    ExchangeCharacters,
    ExchangeDistricts,
    ExchangeHands,
    Gathered,
    GiveCrown,
    LosePowers,
    MarkCharacter,
    MoveCard,
    MoveDistrict,
    Note,
    Refund,
    Reveal,
    SetToken,
    ShuffleDeck,
    StartTurn,
    TakeRandomCards,
    Transfer,
    TurnEndOf,
    Use,
)
from .game.helpers import ability, district_params, find_district
from .game.hookspecs import PROJECT
from .game.packs import (
    ENTRY_POINT_GROUP,
    BrokenPack,
    CardInfo,
    Pack,
    PackInfo,
    PackWarning,
    Preset,
    VariantInfo,
    all_cards,
    broken_packs,
    card_versions,
    installed_packs,
    load_cards,
    preset_cards,
    presets,
    register_pack,
)
from .game.scoring import ScoreLine
from .game.selectors import (
    aimed_target,
    aims,
    card_target,
    characters,
    district_price,
    district_target,
    districts,
    hand_cards,
    options,
    other_players,
    own_districts,
    player_target,
    priced_districts,
    reached_seat,
    selector_params,
)
from .game.state import (
    LOGGED,
    District,
    DraftState,
    GameState,
    LogEntry,
    Mark,
    PlayerState,
    TurnState,
    snapshot,
)
from .game.turn import (
    build_counts,
    build_price,
    builds_left,
    can_build,
    income_amount,
    income_colours,
    income_option,
    may_build_card,
    pay,
)

#: Marks a function as a hook implementation: ``@hookimpl def citadels_...(...)``.
hookimpl = pluggy.HookimplMarker(PROJECT)

# -- the core's names (see docs/state.md) -------------------------------------------------

#: ``used`` token of a turn whose income was taken (C-9.6): a card that pays income
#: another way, or grants a second one, reads it.
INCOME: str = _turn.INCOME
#: ``used`` token of a turn in which a district was built, counted toward the limit or
#: not (Navigator, Tax Collector, a "did not build this turn" rule).
BUILT: str = next(iter(_handlers.BUILT))
#: ``used`` token of a turn whose end-of-turn effects (C-11) are resolving: an effect
#: that ends the turn again then does nothing.
ENDING: str = _handlers.ENDING
#: Mark kind of a killed character (``MarkCharacter(c, KILLED, seat)``, C-10.1); read by
#: :func:`is_killed` and the cards that care (Hospital, Bishop, crown at round end).
KILLED = "killed"
#: Mark kind of a robbed character (Thief): its holder's gold goes to the mark's maker
#: when it is revealed.
ROBBED = "robbed"
#: Mark kind of a bewitched character (Witch): its powers belong to the mark's maker
#: (:func:`powers_seat`).
BEWITCHED = "bewitched"
#: Variant flag (variants.md #54, R8.5): cards under a district (a Museum's) add 1 each
#: to its rank-8 cost. Read by :func:`rank8_cost`; declared by the edition_2016 pack.
MUSEUM_CONTENTS_FOR_RANK8 = "museum_contents_count_for_rank8"
#: Variant flag (variants.md #42, R8.4): exchanges value a district worth more points
#: than its cost (Dragon Gate, University) at its points. Read by
#: :func:`rank8_exchange_cost`.
EXCHANGE_AT_POINTS = "univ_dragon_value_8"


def action(kind: str, seat: int, **params: Any) -> Action:
    """A core action (``"end_turn"``, ``"build"``...) of ``seat`` (interned: cheap)."""
    return make_action(kind, seat, tuple(sorted(params.items())))


def rank_of(state: GameState, character: str) -> int:
    """The rank of ``character``."""
    return state.rules.rank(character)


def is_killed(state: GameState, character: str) -> bool:
    """Whether ``character`` is killed this round."""
    return state.marked(character, KILLED) is not None


def is_revealed(state: GameState, character: str) -> bool:
    """Whether ``character`` has been revealed this round."""
    return character in state.revealed


def owns(state: GameState, seat: int, card: str) -> bool:
    """Whether ``seat``'s city holds district ``card``."""
    return card in state.players[seat].built


def owner_of(state: GameState, card: str) -> int | None:
    """The first seat (in seat order) whose city holds ``card``, or None."""
    for seat, p in enumerate(state.players):
        if card in p.built:
            return seat
    return None


def acting(state: GameState, seat: int, character: str) -> bool:
    """Whether ``seat`` is taking a turn with ``character``'s powers right now."""
    turn = state.turn
    return turn is not None and turn.seat == seat and turn.powers == character


def used(state: GameState, token: str) -> bool:
    """Whether ``token`` was used this turn (abilities are once per turn, C-9.5)."""
    turn = state.turn
    return turn is not None and token in turn.used


def effective_cost(state: GameState, seat: int, index: int) -> int:
    """District ``index`` of ``seat``: its printed cost, +1 when beautified (gold on it,
    C-1.6)."""
    d = state.players[seat].city[index]
    return (state.rules.cards[d.card].cost or 0) + (1 if d.gold else 0)


def rank8_cost(state: GameState, seat: int, index: int) -> int:
    """The cost a rank-8 ability (destroy, exchange, take...) counts for district ``index``
    of ``seat``'s city: every payment, difference and cost limit of R8 uses it.

    The effective cost (C-1.6, R8.6: printed cost, +1 when beautified; Dragon Gate and
    University count their cost 6, R8.4), plus 1 per card under the district (a Museum's)
    when variant ``museum_contents_count_for_rank8`` is on (R8.5). Values that only some
    abilities use (``univ_dragon_value_8`` for transfers) are the business of the cards
    they change.
    """
    cost = effective_cost(state, seat, index)
    if MUSEUM_CONTENTS_FOR_RANK8 in state.rules.variants:
        cost += len(state.players[seat].city[index].cards)
    return cost


def rank8_exchange_cost(state: GameState, seat: int, index: int) -> int:
    """What a rank-8 *exchange* (the Diplomat's; fan Jian Yuxin's exchange, take and gift)
    counts for district ``index`` of ``seat``'s city: :func:`rank8_cost`, except that with
    variant ``univ_dragon_value_8`` a district worth more points than its cost (Dragon
    Gate, University: 8 for cost 6) counts its points (R8.4, faq:004-Q17's former rule).
    Destroy costs and the Marshal's limit keep :func:`rank8_cost`.
    """
    cost = rank8_cost(state, seat, index)
    if EXCHANGE_AT_POINTS in state.rules.variants:
        info = state.rules.cards[state.players[seat].city[index].card]
        cost += max(0, info.points - (info.cost or 0))
    return cost


def city_size(state: GameState, seat: int) -> int:
    """``seat``'s city size (C-1.7)."""
    rules = state.rules
    size = len(state.players[seat].city)
    return rules.hooks.city_size(state, seat, size) if "city_size" in rules.live else size


def is_complete(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s city is complete now (C-1.7: size >= the current threshold)."""
    rules = state.rules
    size = len(state.players[seat].city)
    if "city_size" in rules.live:
        size = rules.hooks.city_size(state, seat, size)
    if "end_threshold" in rules.live:
        return size >= rules.hooks.end_threshold(state, rules.base_threshold)
    return size >= rules.base_threshold


def district_refs(state: GameState, seat: int) -> Iterator[tuple[int, dict[str, Any]]]:
    """Each district of ``seat``'s city as ``(index, params)`` for an action.

    ``params`` names the district by id; where the city holds two districts with that id
    that differ (gold on them, cards under them), it adds their ``index`` too.
    """
    for i in range(len(state.players[seat].city)):
        yield i, district_params(state, seat, i)


def targeted(state: GameState, action: Action) -> tuple[int, int]:
    """``(seat, index)`` of the district an ability action names: its ``target`` seat
    (default: the actor's own city), ``district`` id and, if given, ``index``."""
    seat = action.params.get("target", action.actor)
    return seat, find_district(state, seat, action.params["district"], action.get("index"))


def may_target(
    state: GameState, seat: int, name: str, rank: int | None, target: int, index: int | None
) -> bool:
    """Whether ability ``name`` of ``seat`` may affect that district (R8.2, C-14.4); with
    ``index=None``, the city as a whole (a district given into it)."""
    return state.rules.hooks.may_target(state, seat, name, rank, target, index) is not False


def surcharge(
    state: GameState, seat: int, name: str, rank: int | None, target: int, index: int | None
) -> int:
    """Extra gold ``seat`` pays to affect that district (Great Wall, R8.3); with
    ``index=None``, to reach the city as a whole (a gift into it)."""
    rules = state.rules
    if "target_surcharge" not in rules.live:
        return 0
    return rules.hooks.target_surcharge(state, seat, name, rank, target, index, 0)


def may_name(state: GameState, seat: int, name: str, character: str) -> bool:
    """Whether ability ``name`` of ``seat`` may name ``character``."""
    return state.rules.hooks.may_name(state, seat, name, character) is not False


def may_affect(
    state: GameState, seat: int, name: str, rank: int | None, target: int, what: str
) -> bool:
    """Whether ability ``name`` of ``seat`` may reach player ``target``'s ``what``
    (``"gold"``, ``"hand"``, ``"city"``, ``"character"``): fan Yang Ruoxin's immunity."""
    return state.rules.hooks.may_affect(state, seat, name, rank, target, what) is not False


def orders_turn(state: GameState, seat: int, character: str | None, name: str) -> bool:
    """Whether ``seat``, acting with ``character``'s powers, orders the effect that
    ability ``name`` imposes on the turn (:func:`~.game.hookspecs.citadels_orders_turn`:
    fan Chen Yanjie's free ordering)."""
    hooks = state.rules.hooks
    if character is None or not hooks.orders_turn.__impl_fns__:
        return False
    return hooks.orders_turn(state, seat, character, name) is True


def redirected(state: GameState, seat: int, name: str, rank: int | None, target: int) -> int:
    """The player that ability ``name`` of ``seat``, aimed at ``target``, really reaches
    (fan Chen Yiru's swapped number cards); ``seat`` itself when the aim is void (it
    reaches nobody: ``hospital_vs_chen_yiru``), which the caller treats as no effect."""
    return state.rules.hooks.redirect(state, seat, name, rank, target, target)


def reached_holder(state: GameState, seat: int, name: str, character: str, what: str) -> int | None:
    """The player that ``seat``'s ability ``name``, naming ``character``, reaches at once
    (the Magician, Wizard and Spy that name a character): its holder, redirected (fan
    Chen Yiru), if that player is another one and the ability may reach their ``what``
    (``citadels_may_affect``: fan Yang Ruoxin); else None -- the use has no effect.

    Who holds a character is hidden, so a character-naming ability lists every name it
    may name; what depends on the holder resolves here, when the ability is used.
    """
    holder = state.holder(character)
    if holder is None or holder == seat:
        return None
    rank = ability_rank(state, name)
    reached = redirected(state, seat, name, rank, holder)
    if reached == seat or not may_affect(state, seat, name, rank, reached, what):
        return None
    return reached


def ability_rank(state: GameState, name: str | None) -> int | None:
    """The rank of the character whose ability ``name`` is (None: a district's)."""
    return state.rules.ability_rank(name)


def may_receive(state: GameState, seat: int, card: str, leaving: int | None = None) -> bool:
    """Whether ``card`` may enter ``seat``'s city from another city (not a build) when
    district ``leaving`` of that city leaves it in the same move: duplicates are judged
    on the city after the move (``citadels_may_receive``, else
    ``citadels_may_duplicate``: a Quarry). Exchanges, seizures and gifts use it."""
    p = state.players[seat]
    if card not in p.built:
        return True  # not in the city at all: no duplicate after the move either
    rest = p.city if leaving is None else p.city[:leaving] + p.city[leaving + 1 :]
    if not any(d.card == card for d in rest):
        return True
    after = state
    if leaving is not None:
        players = list(state.players)
        players[seat] = p.but(city=rest)
        after = state.but(players=tuple(players))
    hooks = state.rules.hooks
    answer = hooks.may_receive(after, seat, card)
    if answer is None:
        answer = hooks.may_duplicate(after, seat, card)
    return answer is True


def has_cards_to_draw(state: GameState, seat: int) -> bool:
    """Whether a card can be drawn now (the deck, or a discard pile to reshuffle)."""
    return bool(state.deck or state.discard)


def neighbours(state: GameState, seat: int) -> tuple[int, ...]:
    """The seats next to ``seat`` (one seat in a 2-player game, C-1.1)."""
    n = len(state.players)
    out: list[int] = []
    for other in ((seat - 1) % n, (seat + 1) % n):
        if other != seat and other not in out:
            out.append(other)
    return tuple(out)


def character_of_rank(state: GameState, rank: int) -> str | None:
    """This game's character of ``rank``, or None."""
    for c in state.lineup:
        if state.rules.rank(c) == rank:
            return c
    return None


def powers_seat(state: GameState, character: str) -> int | None:
    """The seat that uses ``character``'s powers this round: its holder, or the Witch who
    bewitched it (the mark's maker)."""
    mark = state.marked(character, BEWITCHED)
    if mark is not None:
        return mark.seat
    return state.holder(character)


__all__ = [
    "AFTER_GATHER",
    "ANY_TIME",
    "BANK",
    "BEWITCHED",
    "BUILT",
    "ENDING",
    "END_OF_TURN",
    "ENTRY_POINT_GROUP",
    "EXCHANGE_AT_POINTS",
    "INCOME",
    "KILLED",
    "LOGGED",
    "MUSEUM_CONTENTS_FOR_RANK8",
    "PICK",
    "REMOVE",
    "REMOVE_RANDOM",
    "REVEALS_HAND",
    "ROBBED",
    "TAKE_FACE_DOWN",
    "TARGET",
    "Ability",
    "Action",
    "Affected",
    "Ask",
    "BrokenPack",
    "Build",
    "Card",
    "CardInfo",
    "CharacterCard",
    "Complete",
    "ConfigError",
    "Decision",
    "Destroy",
    "District",
    "DistrictCard",
    "DraftPlan",
    "DraftState",
    "Draw",
    "EndTrigger",
    "EndTurn",
    "ExchangeCharacters",
    "ExchangeDistricts",
    "ExchangeHands",
    "GameConfig",
    "GameState",
    "Gathered",
    "GiveCrown",
    "IllegalAction",
    "LogEntry",
    "LosePowers",
    "Mark",
    "MarkCharacter",
    "MoveCard",
    "MoveDistrict",
    "MutatedInput",
    "Note",
    "Pack",
    "PackError",
    "PackInfo",
    "PackWarning",
    "Params",
    "PlayerState",
    "Preset",
    "Redeal",
    "Refund",
    "Reveal",
    "ScoreLine",
    "SetToken",
    "ShuffleDeck",
    "StartTurn",
    "TakeRandomCards",
    "Target",
    "Transfer",
    "TurnEndOf",
    "TurnState",
    "Use",
    "VariantInfo",
    "ability",
    "ability_rank",
    "ability_tags",
    "acting",
    "action",
    "aimed_target",
    "aims",
    "all_cards",
    "answers_for",
    "answers_only_if",
    "broken_packs",
    "build_counts",
    "build_price",
    "builds_left",
    "can_build",
    "card_plugins",
    "card_target",
    "card_versions",
    "character_of_rank",
    "characters",
    "city_size",
    "default_draft_plan",
    "district_params",
    "district_price",
    "district_refs",
    "district_target",
    "districts",
    "effective_cost",
    "find_district",
    "hand_cards",
    "has_cards_to_draw",
    "has_tag",
    "hookimpl",
    "income_amount",
    "income_colours",
    "income_option",
    "installed_packs",
    "is_complete",
    "is_killed",
    "is_revealed",
    "load_cards",
    "may_affect",
    "may_build_card",
    "may_name",
    "may_receive",
    "may_target",
    "neighbours",
    "options",
    "orders_turn",
    "other_players",
    "own_districts",
    "owner_of",
    "owns",
    "pay",
    "player_target",
    "powers_seat",
    "preset_cards",
    "presets",
    "priced_districts",
    "rank8_cost",
    "rank8_exchange_cost",
    "rank_of",
    "reached_holder",
    "reached_seat",
    "redirected",
    "register_pack",
    "selector_params",
    "snapshot",
    "surcharge",
    "target_of",
    "targeted",
    "used",
]
