"""Testing helpers for our suite and for pack authors: :class:`Table` builds positions
directly; :mod:`.invariants` holds the whole-game property checks; :mod:`.plugin` is the
pytest plugin (fixtures ``table`` and ``pack_invariants``, marker ``citadels_pack``)."""

from __future__ import annotations

from .table import Table

__all__ = ["Table"]
