"""Chen Yanjie (rank 5, fan): blue income in several parts; once, put cards at the
bottom of the deck and search the deck for as many; she orders her own turn.

characters.md §5.4 (004 "自創5號角色"); rulings faq:004-Q27, Q68; C-9.3, C-9.6, C-9.8.
Expressed with the turn's windows, the core unchanged:

1. *Split income* (faq:004-Q27): the core's ``income`` is closed to her
   (``citadels_open_actions``); ``fan.chen_yanjie.income`` collects 1 gold per blue
   district not collected yet this turn (``income_amount``, School of Magic included),
   offered again whenever more is due (a blue district built since). It records the
   core's ``INCOME`` token, so cards that ask "was income taken?" see it.
2. *Search* (once): ``fan.chen_yanjie.search``, then ``choose`` the hand cards to put
   at the bottom one at a time and ``done``, then ``choose`` as many cards of the deck
   (the options show her the deck), one at a time.
3. *Free order*: ``build`` is open before the gather too (faq:004-Q68: build a Library
   first, then gather with it).
4. *Robbed after gathering* ("against the Thief: gather first, then pay, or the
   reverse"): at the reveal a robbing ability (tag ``rob``) is refused her gold and
   hand (``citadels_may_affect``); the robbery resolves right after her gather
   (``citadels_after_gather``), or earlier when she chooses ``fan.chen_yanjie.pay``.
   What it takes is the robber's rule: the Thief's ``citadels_robbery_amount`` of her
   gold (Police Station included), Dong Zining's half of her gold and hand.

5. *Threatened* (004 Blackmailer: "可以選擇先使用角色能力和建造建築再結算威脅標記"): she
   orders the effects other cards impose on her turn (``citadels_orders_turn``), so the
   2016 Blackmailer does not hold her to the gathers: she resolves the threat when she
   chooses (``blackmailer.resolve``), before her turn ends.
6. *Confiscated* (004 Magistrate: "可以直接拿回該棟建築物及取回建築花費的金幣…再自己直接把
   任何一張地區牌放到行政官的城市內…同時再蓋一棟建築到自己的城市"): when the Magistrate
   confiscates her build she answers ``magistrate.substitute``: ``"yield"``, or take the
   district and its gold back, put a card into his city (cost at most her gold, a name he
   may have) and build again. 004 says "any district card" (任何一張地區牌); the spec
   (§5.4) reads it as a card *from her hand*, and so does this card. The Thieves' Den's
   cards come back with it (its own rule); the district a Necropolis destroyed does not.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BANK,
    INCOME,
    ROBBED,
    Action,
    Ask,
    CharacterCard,
    Decision,
    GameState,
    MoveCard,
    Redeal,
    SetToken,
    Use,
    has_tag,
    income_amount,
    pay,
    redirected,
)

from . import dong_zining

card = CharacterCard("fan.chen_yanjie")
SEARCH, PUT, PICK = card.name("search"), card.name("put"), card.name("pick")
PAID = card.name("paid")
#: Token: the round and seat whose robbery is settled (a robbery may then take).
SETTLING = card.name("settling")
THIEF_RANK = 2
#: How the redirection window hears the Thief's robbery settled here.
ROBBERY = "rob"


def _paid(state: GameState) -> int:
    """Blue districts already collected this turn (``Use`` tokens ``paid:<n>``)."""
    turn = state.turn
    if turn is None:
        return 0
    return max((int(u.rsplit(":", 1)[1]) for u in turn.used if u.startswith(PAID)), default=0)


def _due(state: GameState, seat: int) -> int:
    turn = state.turn
    return 0 if turn is None else income_amount(state, seat, turn.powers) - _paid(state)


@card.bound
def citadels_orders_turn() -> bool:
    """She decides the order of everything in her turn, imposed effects included."""
    return True


@card.bound
def citadels_open_actions(value: frozenset[str]) -> frozenset[str]:
    return (value - {"income"}) | {"build"}


def _income_due(state: GameState, seat: int) -> bool:
    return _due(state, seat) > 0


@card.ability("income", once=False, when=_income_due)
def income(state: GameState, seat: int) -> list[Any]:
    total = _paid(state) + _due(state, seat)
    return [Use(INCOME), Use(f"{PAID}:{total}"), *pay(BANK, seat, _due(state, seat))]


def _mark_on_her(state: GameState, kind: str, rank: int) -> Any:
    """The mark of ``kind`` on her character whose robbery reaches her own seat (not
    redirected elsewhere by Chen Yiru, where it resolved at the reveal), or None."""
    turn = state.turn
    assert turn is not None
    mark = state.marked(turn.character, kind)
    if mark is None or mark.seat is None:
        return None
    return mark if redirected(state, mark.seat, ROBBERY, rank, turn.seat) == turn.seat else None


def _robbed(state: GameState) -> bool:
    turn = state.turn
    if turn is None or state.token(SETTLING) == turn.seat:
        return False
    return any(_mark_on_her(state, kind, THIEF_RANK) for kind in (ROBBED, dong_zining.ROBBED_HALF))


@card.hook
def citadels_may_affect(state: GameState, ability: str, target: int) -> bool | None:
    turn = state.turn
    if turn is None or turn.seat != target or turn.powers != card.id:
        return None
    if has_tag(state, ability, "rob") and state.token(SETTLING) != target:
        return False
    return None


def settle(state: GameState, seat: int) -> list[Any]:
    """The robberies of her character, now."""
    turn = state.turn
    assert turn is not None
    character = turn.character
    out: list[Any] = [SetToken(SETTLING, seat)]
    mark = _mark_on_her(state, ROBBED, THIEF_RANK)
    if mark is not None:
        gold = state.players[seat].gold
        amount = state.rules.hooks.robbery_amount(state, mark.seat, seat, character, gold)
        out += pay(seat, mark.seat, amount)
    if _mark_on_her(state, dong_zining.ROBBED_HALF, THIEF_RANK) is None:
        return out
    settled = state.but(tokens=tuple(sorted({**dict(state.tokens), SETTLING: seat}.items())))
    return [*out, *dong_zining.robbery(settled, character, seat)]


def _before_gather(state: GameState, seat: int) -> bool:
    return _robbed(state) and state.turn is not None and not state.turn.gathered


@card.ability("pay", when=_before_gather, token=card.name("pay"))
def pay_now(state: GameState, seat: int) -> list[Any]:
    return settle(state, seat)


@card.bound
def citadels_after_gather(state: GameState, seat: int) -> list[Any] | None:
    return settle(state, seat) if _robbed(state) else None


@card.hook
def citadels_round_end(state: GameState) -> list[Any] | None:
    return [SetToken(SETTLING, None)] if state.token(SETTLING) is not None else None


def _has_hand(state: GameState, seat: int) -> bool:
    return bool(state.players[seat].hand)


@card.ability("search", when=_has_hand, token=SEARCH)
def search(state: GameState, seat: int) -> list[Any]:
    return [_ask_put(seat, state.players[seat].hand, ())]


def _ask_put(seat: int, hand: tuple[str, ...], chosen: tuple[str, ...]) -> Ask:
    options = tuple(dict.fromkeys(hand))
    return Ask(Decision(seat, PUT, options, done=bool(chosen), data=chosen))


def _ask_pick(state: GameState, seat: int, n: int) -> list[Any]:
    if n <= 0 or not state.deck:
        return []
    return [Ask(Decision(seat, PICK, tuple(sorted(set(state.deck))), data=(n,)))]


@card.answer("put", secret=True)
def put(state: GameState, decision: Decision, action: Action) -> list[Any]:
    seat, chosen = decision.seat, decision.data
    if action.kind == "done":
        moves = [MoveCard(c, ("aside",), ("deck_bottom",)) for c in chosen]
        after = state.but(deck=(*state.deck, *chosen))
        return [*moves, *_ask_pick(after, seat, len(chosen))]
    picked = action.params["option"]
    hand = list(state.players[seat].hand)
    hand.remove(picked)
    if not hand:
        moves = [MoveCard(c, ("aside",), ("deck_bottom",)) for c in chosen]
        moves.append(MoveCard(picked, ("hand", seat), ("deck_bottom",)))
        after = state.but(deck=(*state.deck, *chosen, picked))
        return [*moves, *_ask_pick(after, seat, len(chosen) + 1)]
    return [
        MoveCard(picked, ("hand", seat), ("aside",)),
        _ask_put(seat, tuple(hand), (*chosen, picked)),
    ]


@card.answer("pick", secret=True)
def pick(state: GameState, decision: Decision, action: Action) -> list[Any]:
    (n,) = decision.data
    chosen = action.params["option"]
    deck = list(state.deck)
    deck.remove(chosen)
    after = state.but(deck=tuple(deck))
    return [
        MoveCard(chosen, ("deck",), ("hand", decision.seat)),
        *_ask_pick(after, decision.seat, n - 1),
    ]


@card.redeal("put")
def put_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    if decision.seat == seat:
        return Redeal(decision, ((("aside",), decision.data),))
    return Redeal(_ask_put(decision.seat, state.players[decision.seat].hand, state.aside).decision)


@card.redeal("pick")
def pick_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    if decision.seat == seat:
        return Redeal(decision, ((("deck",), decision.options),))
    return Redeal(Decision(decision.seat, PICK, tuple(sorted(set(state.deck))), data=(1,)))
