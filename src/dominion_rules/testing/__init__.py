"""Testing helpers for Dominion: the scenario :class:`~.table.Table`."""

from .table import Table

__all__ = ["Table"]
