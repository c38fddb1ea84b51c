"""``Table``: build a game position directly, for scenario tests and pack authors.

>>> from citadels_rules.testing import Table
>>> table = Table(players=4, preset="classic", seed=3)
>>> table.seat(0, gold=2, hand=("temple", "castle"), city=("manor",), character="warlord")
>>> table.seat(1, gold=5, character="bishop")
>>> state = table.turn_of("warlord")
>>> state.current_player, state.active_character
(0, 'warlord')

Everything handed out is taken from the deck and the bank, so gold and cards stay
conserved; named cards are taken before the rest is dealt and shuffled.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tabletop_engine.errors import ConfigError
from tabletop_engine.scenario import CardSource

from ..game import effects as fx
from ..game.config import GameConfig
from ..game.handlers import check_complete
from ..game.reducer import Ctx, initial_state, run
from ..game.ruleset import Ruleset, ruleset_for
from ..game.state import District, DraftState, GameState, Mark, PlayerState

#: Which rank makes each kind of mark (the mark is made by that rank's holder).
MARK_MAKERS = {"killed": 1, "bewitched": 1, "warrant": 1, "robbed": 2, "threatened": 2}

CityEntry = str | tuple[str, Mapping[str, Any]]


class Table:
    """A scenario under construction; :meth:`turn_of` or :meth:`build` makes the state.

    ``Table(players, preset, seed, variants=..., characters=..., districts=...)`` takes
    the :class:`GameConfig` fields. Seats default to 2 gold and 4 cards dealt from the
    shuffled deck; the crown is at seat 0; unheld characters are out of the round (face
    down). Two seated characters of one rank, or one the preset lacks, raise
    :class:`ConfigError`.
    """

    def __init__(
        self,
        players: int = 4,
        preset: str = "classic",
        seed: int = 0,
        *,
        variants: Iterable[str] = (),
        characters: Iterable[str] = (),
        districts: Iterable[str] = (),
    ) -> None:
        self.players = players
        self.preset = preset
        self.seed = seed
        self.variants = tuple(variants)
        self.characters = tuple(characters)
        self.districts = tuple(districts)
        self._seats: dict[int, dict[str, Any]] = {}
        self._deck: tuple[str, ...] = ()
        self._crown = 0
        self._marks: list[tuple[str, str]] = []

    # -- describing the position -----------------------------------------------------
    def seat(
        self,
        seat: int,
        *,
        gold: int | None = None,
        hand: Iterable[str] | None = None,
        city: Iterable[CityEntry] | None = None,
        character: str | Iterable[str] | None = None,
    ) -> None:
        """Describe seat ``seat``: its gold, hand, city and character(s) this round.

        A city entry is a district id, or ``(id, {"gold": n, "cards": (...)})`` for gold
        on it (Artist) or cards under it (Museum).
        """
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ConfigError([f"seat must be from 0 to {self.players - 1}, not {seat!r}"])
        entry = self._seats.setdefault(seat, {})
        if gold is not None:
            entry["gold"] = gold
        if hand is not None:
            entry["hand"] = (hand,) if isinstance(hand, str) else tuple(hand)
        if city is not None:
            entry["city"] = (city,) if isinstance(city, str) else tuple(city)
        if character is not None:
            entry["characters"] = (character,) if isinstance(character, str) else tuple(character)

    def deck(self, cards: Iterable[str]) -> None:
        """The top of the deck, top first; the rest of the deck follows, shuffled."""
        self._deck = (cards,) if isinstance(cards, str) else tuple(cards)

    def crown(self, seat: int) -> None:
        """Who holds the crown (default: seat 0)."""
        self._crown = seat

    def mark(self, character: str, kind: str) -> None:
        """Put a mark on ``character`` (``"killed"``, ``"robbed"``, ``"bewitched"``),
        made by the holder of the rank that makes it (rank 1 kills, rank 2 robs)."""
        self._marks.append((character, kind))

    # -- building ----------------------------------------------------------------------
    def config(self) -> GameConfig:
        """The configuration of the scenario (seated characters override the lineup)."""
        seated = [c for e in self._seats.values() for c in e.get("characters", ())]
        return GameConfig(
            players=self.players,
            preset=self.preset,
            seed=self.seed,
            characters=tuple(dict.fromkeys((*self.characters, *seated))),
            districts=self.districts,
            variants=self.variants,
            crown=self._crown,
        )

    def build(self) -> GameState:
        """The state at the start of the first draft (characters given are ignored)."""
        state = self._table(with_characters=False)
        return run(state, [fx.StartRound()], Ctx())

    def turn_of(self, character: str) -> GameState:
        """The state just after ``character`` is called and revealed (robbery, crown
        and the like resolved), before its holder acts.

        Earlier ranks count as called and revealed, their holders having taken no action.
        """
        state = self._table(with_characters=True)
        if character not in state.lineup:
            raise ConfigError([f"{character!r} is not in this game's lineup {state.lineup}"])
        if state.holder(character) is None:
            raise ConfigError([f"nobody holds {character!r}: seat it with Table.seat()"])
        state = state.but(phase="turns", calling=-1)
        while True:
            state = run(state, [fx.CallNext()], Ctx())
            if state.pending is not None and state.turn is None:
                raise ConfigError(["a decision is pending before that turn begins"])
            if state.turn is None:
                raise ConfigError([f"{character!r} has no turn this round (killed?)"])
            if state.turn.character == character:
                return state
            if state.pending is not None:
                raise ConfigError([f"{state.turn.character!r} asks a decision when called"])
            state = state.but(turn=None, queue=())

    def _table(self, *, with_characters: bool) -> GameState:
        config = self.config()
        rules = ruleset_for(config)
        state = initial_state(config, rules)
        deck = list(state.deck)
        source = CardSource(deck)  # named cards come out of the deck, never made
        problems = source.problems

        def take(card: str, why: str) -> str:
            if card not in rules.cards or rules.cards[card].kind != "district":
                problems.append(f"{why}: unknown district {card!r}")
                return card
            return source.take(card, why)

        players: list[PlayerState] = []
        bank = rules.bank
        spent = 0
        for seat in range(self.players):
            entry = self._seats.get(seat, {})
            city = tuple(self._district(e, take, problems, seat) for e in entry.get("city", ()))
            hand = tuple(take(c, f"seat {seat} hand") for c in entry.get("hand", ()))
            gold = entry.get("gold", 2)
            spent += gold + sum(d.gold for d in city)
            players.append(PlayerState(gold, hand, city))
        stacked = [take(c, "deck") for c in self._deck]
        # Setup (cards set aside...) works on what is left: named cards are never set aside.
        state = run(
            state.but(deck=tuple(deck)), rules.hooks.setup(state.but(deck=tuple(deck))), Ctx()
        )
        deck = list(state.deck)
        for seat in range(self.players):
            if "hand" not in self._seats.get(seat, {}):
                players[seat] = players[seat].but(hand=tuple(deck[:4]))
                del deck[:4]
        if bank is not None:
            if spent > bank:
                problems.append(f"the table hands out {spent} gold but the bank has {bank}")
            bank -= spent
        if with_characters:
            players = self._characters(rules, players, problems)
        if problems:
            raise ConfigError(problems)
        held = {c for p in players for c in p.characters}
        state = state.but(
            players=tuple(players),
            deck=tuple(stacked + deck),
            bank=bank,
            crown=self._crown,
            round=1,
            draft=DraftState(face_down=tuple(c for c in rules.lineup if c not in held)),
            marks=self._mark_values(rules, players) if with_characters else (),
        )
        for seat in range(self.players):
            state = check_complete(state, seat)
        return state

    @staticmethod
    def _district(entry: CityEntry, take: Any, problems: list[str], seat: int) -> District:
        if isinstance(entry, str):
            return District(take(entry, f"seat {seat} city"))
        card, extra = entry
        under = tuple(take(c, f"seat {seat} {card} cards") for c in extra.get("cards", ()))
        return District(take(card, f"seat {seat} city"), int(extra.get("gold", 0)), under)

    def _characters(
        self, rules: Ruleset, players: list[PlayerState], problems: list[str]
    ) -> list[PlayerState]:
        seen: dict[str, int] = {}
        for seat in range(self.players):
            chars = self._seats.get(seat, {}).get("characters", ())
            for c in chars:
                if c in seen:
                    problems.append(f"{c!r} is seated twice (seats {seen[c]} and {seat})")
                seen[c] = seat
                if c not in rules.lineup:
                    problems.append(f"{c!r} is not in this game's lineup {rules.lineup}")
            players[seat] = players[seat].but(characters=tuple(chars))
        return players

    def _mark_values(self, rules: Ruleset, players: list[PlayerState]) -> tuple[Mark, ...]:
        marks = []
        problems = []
        for character, kind in self._marks:
            rank = MARK_MAKERS.get(kind)
            if rank is None:
                problems.append(f"unknown mark {kind!r} (known: {', '.join(MARK_MAKERS)})")
                continue
            maker = next((c for c in rules.lineup if rules.cards[c].rank == rank), None)
            seat = next((s for s, p in enumerate(players) if maker in p.characters), None)
            if seat is None:
                problems.append(f"a {kind!r} mark needs the rank-{rank} character seated")
                continue
            marks.append(Mark(character, kind, seat))
        if problems:
            raise ConfigError(problems)
        return tuple(marks)
