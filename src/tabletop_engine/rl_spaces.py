"""The parts of a game's RL encoding that every game shares: fixed action ids and an
observation vector cut into named sections (numpy only, no environment library)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence

import numpy as np

from .actions import Action


class FixedActionSpace(ABC):
    """A game's action space: every action it can offer has a fixed id below ``size``
    (so a policy's output layer has one unit per id). A game's space sets ``size`` and
    implements :meth:`action_to_id`; masks come from here."""

    size: int

    @abstractmethod
    def action_to_id(self, action: Action) -> int:
        """The id of ``action`` (``ValueError`` for an action outside the space)."""

    def mask_of(self, actions: Iterable[Action]) -> np.ndarray:
        """A bool array of ``size``: True at the ids of ``actions``."""
        mask = np.zeros(self.size, dtype=bool)
        for a in actions:
            mask[self.action_to_id(a)] = True
        return mask

    def __len__(self) -> int:
        return self.size


def section_layout(
    sections: Sequence[tuple[str, int]],
) -> tuple[tuple[tuple[str, int, int], ...], int, dict[str, int]]:
    """An observation vector cut into ``sections`` (``(name, length)`` in order): the
    ``(name, offset, length)`` of each, the vector's size, and each section's offset by
    name (what an encoder writes at)."""
    layout = []
    offset = 0
    for name, length in sections:
        layout.append((name, offset, length))
        offset += length
    return tuple(layout), offset, {name: off for name, off, _ in layout}
