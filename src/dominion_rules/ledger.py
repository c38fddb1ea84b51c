"""``Ledger``: who owns which cards, followed from one seat's successive views.

Every gain and trash is public (D-8.1), so a player who watches the table knows every
seat's cards as a multiset -- not where they lie (D-8.3, D-8.5). A view does not carry
that memory (D-8.5 leaves it to the agent); a ledger rebuilds it from the views its seat
gets, for :func:`~dominion_rules.resample`'s ``owned``:

* It starts at set-up (7 Copper and 3 Estate each, D-2.1), so it must see its seat's
  first turn (``turns[seat] == 0``); a ledger begun later knows nothing (``owned()``
  is None).
* Between two views, the supply's and the trash's changes are the cards gained and
  trashed, and the turns taken say by whom: in one seat's turn, that seat's -- but the
  Curses a Witch gives go to the others (in view: the Witch just played, or a Curse now
  on top of a victim's discard pile) and the Treasures a Thief trashes come from the
  others (in view: the Thief just played, or a card the seat does not own). With two
  players that is exact for the base cards, but for a Witch's Curse covered on its
  victim's pile before the victim's next view, or a Thief taking a card both players
  own. When two or more other seats took turns between two views (three players or
  more) their gains cannot be told apart from views alone: the ledger gives up.
* Each view is checked: a seat must own the cards it shows (in play, set aside, its
  discard's top, the viewer's hand) and enough hidden ones for its hand and deck; a card
  that does not fit is moved from another seat, and a ledger that still does not fit the
  view gives up (``owned()`` is None).
"""

from __future__ import annotations

from collections import Counter

from .reducer import pile_sizes
from .views import GameView
from .worlds import STARTING

#: Cards that, played in a turn, make the *other* seats gain (Curses) or lose (Treasures
#: trashed) cards in it: the base game's Witch and Thief.
GIVES_OTHERS = frozenset({"witch"})
TAKES_FROM_OTHERS = frozenset({"thief"})


class Ledger:
    """The cards each seat owns, as seat ``view.seat`` can follow them (module doc)."""

    def __init__(self, view: GameView) -> None:
        n = len(view.players)
        self.seat = view.seat
        self.config = view.config
        self.known = view.turns[view.seat] == 0
        self._owned = [Counter(dict(STARTING)) for _ in range(n)]
        self._supply = Counter(pile_sizes(view.config))
        self._trash: Counter[str] = Counter()
        self._turns = (0,) * n
        self._turn_seat = 0
        self._in_play: tuple[str, ...] = ()
        self.update(view)

    # -- following the game ------------------------------------------------------------

    def follows(self, view: GameView) -> bool:
        """Whether ``view`` can come later in the same game as the views seen so far."""
        if view.seat != self.seat or view.config != self.config:
            return False
        if any(now < was for now, was in zip(view.turns, self._turns, strict=True)):
            return False
        return all(n <= self._supply[c] for c, n in view.supply.items_tuple())

    def update(self, view: GameView) -> None:
        """Account for what happened since the last view (see the module's doc)."""
        supply = Counter(dict(view.supply.items_tuple()))
        trash = Counter(view.trash)
        gained = self._supply - supply
        from_trash = self._trash - trash
        trashed = trash - self._trash
        active = self._active(view)
        same_turn = view.turns == self._turns and view.turn is not None
        played = Counter(view.players[self._turn_seat].in_play) - Counter(self._in_play)
        if not same_turn:
            played = Counter()
        if len(active) > 1 and (gained or from_trash or trashed):
            self.known = False  # several seats' turns: who gained what is not in view
        if self.known:
            self._gains(view, gained, from_trash, active, same_turn, played)
            self._trashes(trashed, active, same_turn, played)
            self.known = self._fit(view)
        self._supply = supply
        self._trash = trash
        self._turns = view.turns
        self._turn_seat = view.turn.seat if view.turn is not None else self._turn_seat
        self._in_play = view.players[self._turn_seat].in_play

    def owned(self) -> list[Counter[str]] | None:
        """Every card each seat owns, or None when the ledger does not know."""
        return [Counter(c) for c in self._owned] if self.known else None

    # -- who did it ------------------------------------------------------------------------

    def _active(self, view: GameView) -> list[int]:
        """The seats that took (part of) a turn since the last view, in order: the seat
        whose turn it was, those after it, and the seat whose turn it is now -- leaving
        out the viewer's part where it made no choice (after its ``end_turn``, before its
        first choice), when nothing is gained."""
        n = len(self._owned)
        start = self._turn_seat
        taken = sum(view.turns) - sum(self._turns)
        seats = [(start + k) % n for k in range(taken + 1)]
        if taken and seats[0] == self.seat:
            seats = seats[1:]  # the viewer's own turn ended with its end_turn
        if taken and seats and seats[-1] == self.seat:
            seats = seats[:-1]  # its new turn: nothing happened before this choice
        return seats or [self.seat]

    def _others(self, seat: int) -> list[int]:
        n = len(self._owned)
        return [(seat + k) % n for k in range(1, n)]

    def _gains(
        self,
        view: GameView,
        gained: Counter[str],
        from_trash: Counter[str],
        active: list[int],
        same_turn: bool,
        played: Counter[str],
    ) -> None:
        curses = gained.pop("curse", 0)
        if curses:
            actor = active[0]
            if same_turn:  # what the seat in turn played is in view
                witch = bool(GIVES_OTHERS & set(played))
                takers = self._others(actor) if witch else [actor]
            else:  # a Witch's victims show a Curse on top; the rest the actor bought
                takers = [s for s in self._others(actor) if view.players[s].discard_top == "curse"]
                takers = takers[:curses] + [actor] * (curses - len(takers))
            for k in range(curses):
                self._owned[takers[k % len(takers)]]["curse"] += 1
        self._owned[active[0]].update(gained + from_trash)

    def _trashes(
        self, trashed: Counter[str], active: list[int], same_turn: bool, played: Counter[str]
    ) -> None:
        actor = active[0]
        order = [actor, *self._others(actor)]
        if same_turn and TAKES_FROM_OTHERS & set(played):
            order = [*self._others(actor), actor]  # a Thief's victims first
        for card, k in trashed.items():
            for _ in range(k):
                owner = next((s for s in order if self._owned[s][card] > 0), None)
                if owner is None:
                    self.known = False
                    return
                self._owned[owner][card] -= 1

    # -- checking against the view ---------------------------------------------------------------

    def _fit(self, view: GameView) -> bool:
        """Make each seat own what it shows (moving a card from another seat that owns
        it spare); whether every seat then owns enough hidden cards for its places."""
        n = len(self._owned)
        shown = [self._shown(view, s) for s in range(n)]
        for s in range(n):
            for card, k in (shown[s] - self._owned[s]).items():
                for _ in range(k):
                    donor = next(
                        (d for d in self._others(s) if self._owned[d][card] > shown[d][card]),
                        None,
                    )
                    if donor is None:
                        return False
                    self._owned[donor][card] -= 1
                    self._owned[s][card] += 1
        for s, p in enumerate(view.players):
            hidden = sum((self._owned[s] - shown[s]).values())
            need = p.deck_size + (0 if s == self.seat else p.hand_size)
            if p.discard_size is not None:
                need += max(p.discard_size - 1, 0)
            exact = p.discard_top is None or p.discard_size is not None
            if hidden < need or (exact and hidden != need):
                return False
        return True

    def _shown(self, view: GameView, seat: int) -> Counter[str]:
        p = view.players[seat]
        out = Counter(p.in_play) + Counter(p.set_aside)
        if p.discard_top is not None:
            out[p.discard_top] += 1
        if seat == view.seat:
            out.update(p.hand or ())
        return out


__all__ = ["Ledger"]
