"""Stable integer ids for every action of a Dominion preset, whatever the kingdom.

:class:`ActionSpace` lays out one block per action shape, over every card of the
preset's packs (the base game: 7 basic and 25 kingdom cards, in ``cards.toml`` order):

=============== ============================================ ===========================
block           ids                                          when
=============== ============================================ ===========================
``play``        one per Action card                          action phase
``end_actions`` one                                          action phase
``treasure``    one per Treasure card                        buy phase
``treasures``   one                                          buy phase
``buy``         one per card                                 buy phase
``end_turn``    one                                          buy phase
``choose``      one per card id, then one per option word    a decision (any seat)
``done``        one                                          a decision that may end
``coin``        one (only when a pack spends coin tokens)    buy phase
=============== ============================================ ===========================

The option words are :data:`OPTION_WORDS`. A game of any kingdom uses the same ids (a
card not in the kingdom simply never gets a legal id), so one policy plays every
kingdom of a preset.
"""

from __future__ import annotations

import numpy as np

from tabletop_engine.actions import Action
from tabletop_engine.rl_spaces import FixedActionSpace

from ..config import GameConfig
from ..packs import ruleset_for
from ..state import GameState

#: The words a base decision offers as ``choose`` options (card ids come before them in
#: the ``choose`` block). Append new words only at the end: the order is part of every id.
OPTION_WORDS: tuple[str, ...] = ("yes", "no", "reveal", "decline", "discard", "keep")


class ActionSpace(FixedActionSpace):
    """Every action of ``config``'s preset with a stable id (see the module's doc).

    >>> import dominion_rules as dr
    >>> from dominion_rules.rl import ActionSpace
    >>> space = ActionSpace(dr.GameConfig())
    >>> i = space.action_to_id(dr.Action("buy", actor=0, card="province"))
    >>> space.action_from_id(i, 1)
    Action('buy', actor=1, card='province')
    """

    def __init__(self, config: GameConfig) -> None:
        rules = ruleset_for(config.preset)
        #: Every card id of the preset, in the packs' order.
        self.cards: tuple[str, ...] = tuple(rules.cards)
        #: The Action cards and the Treasures, in that order.
        self.actions = tuple(c for c in self.cards if rules.cards[c].is_action)
        self.treasures = tuple(c for c in self.cards if rules.cards[c].is_treasure)
        self.options: tuple[str, ...] = (*self.cards, *OPTION_WORDS)
        shapes: list[tuple[str, str | None, tuple[str, ...]]] = [
            ("play", "card", self.actions),
            ("end_actions", None, ("",)),
            ("treasure", "card", self.treasures),
            ("treasures", None, ("",)),
            ("buy", "card", self.cards),
            ("end_turn", None, ("",)),
            ("choose", "option", self.options),
            ("done", None, ("",)),
        ]
        if rules.coin_tokens:  # a pack's coin tokens, spent in the buy phase: last
            shapes.append(("coin", None, ("",)))
        self._ids: dict[tuple[str, str], int] = {}
        self._shapes: list[tuple[str, str | None, str]] = []
        blocks = []
        for kind, param, values in shapes:
            blocks.append((len(self._shapes), len(values), kind))
            for value in values:
                self._ids[(kind, value)] = len(self._shapes)
                self._shapes.append((kind, param, value))
        #: ``(first id, length, kind)`` of each block, in id order.
        self.blocks: tuple[tuple[int, int, str], ...] = tuple(blocks)
        #: How many ids there are.
        self.size = len(self._shapes)

    def action_to_id(self, action: Action) -> int:
        """The id of ``action`` (its actor aside). Raises ``ValueError`` for an action the
        space has no id for (an option word not in :data:`OPTION_WORDS`)."""
        param = "option" if action.kind == "choose" else "card"
        value = action.params.get(param, "")
        i = self._ids.get((action.kind, str(value)))
        if i is None:
            raise ValueError(f"no id for {action!r} (option words: {OPTION_WORDS})")
        return i

    def action_from_id(self, i: int, actor: int) -> Action:
        """The action of id ``i`` for seat ``actor``."""
        if not 0 <= i < self.size:
            raise ValueError(f"action id {i!r} is out of range (0..{self.size - 1})")
        kind, param, value = self._shapes[i]
        return (
            Action(kind, actor=actor)
            if param is None
            else Action(kind, actor=actor, **{param: value})
        )

    def legal_ids(self, state: GameState) -> dict[int, Action]:
        """The legal actions of ``state`` by id."""
        return {self.action_to_id(a): a for a in state.legal}

    def legal_action_mask(self, state: GameState) -> np.ndarray:
        """A bool array, True at the legal action ids of ``state``."""
        return self.mask_of(state.legal)

    def __repr__(self) -> str:
        return f"ActionSpace({self.size} ids, {len(self.cards)} cards)"


__all__ = ["OPTION_WORDS", "ActionSpace"]
