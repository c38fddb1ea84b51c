"""``GameConfig``: what a game is (preset, players, lineup, variants), validated."""

from __future__ import annotations

import attrs


def _tuple(value: object) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    return tuple(value)  # type: ignore[arg-type]


def _names(value: object) -> tuple[str, ...] | None:
    return None if value is None else _tuple(value)


@attrs.frozen(cache_hash=True)
class GameConfig:
    """The configuration of one game. Frozen; :func:`new_game` validates it.

    ``preset`` names a ruleset (``classic``, ``dark_city``, ...). ``characters`` replaces
    the preset's lineup rank by rank (one id per rank given). ``districts`` selects the
    optional purple districts the preset offers (dark_city: which Dark City purples; all
    of them when empty). ``variants`` switches house rules on; an id
    prefixed with ``-`` switches off one the preset turns on. ``crown`` is the starting
    crown holder (default: a random seat). ``seed`` is an int from 0 to 2**64 - 1 (the
    whole game follows from it; a seed outside that range is an error, not reduced),
    None only in views, where it is hidden. ``names`` are strings, one per player. An
    invalid configuration raises :class:`ConfigError` listing every problem.

    >>> GameConfig(players=4, seed=1).preset
    'classic'
    """

    players: int = 4
    preset: str = "classic"
    seed: int | None = 0
    characters: tuple[str, ...] = attrs.field(default=(), converter=_tuple)
    districts: tuple[str, ...] = attrs.field(default=(), converter=_tuple)
    variants: tuple[str, ...] = attrs.field(default=(), converter=_tuple)
    names: tuple[str, ...] | None = attrs.field(default=None, converter=_names)
    crown: int | None = None

    def rules_key(self) -> GameConfig:
        """The part of the config that determines the rules (seed and names dropped)."""
        if self.seed == 0 and self.names is None and self.crown is None:  # the usual case
            return self
        return attrs.evolve(self, seed=0, names=None, crown=None)
