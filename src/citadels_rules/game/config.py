"""``GameConfig``: what a game is (preset, players, lineup, variants), validated."""

from __future__ import annotations

import attrs

from tabletop_engine.errors import ConfigError


def _tuple(value: object) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    return tuple(value)  # type: ignore[arg-type]


def _ids(field: str, value: object) -> tuple[str, ...]:
    """An id field as a tuple of strings (one id alone is accepted), or
    :class:`ConfigError` naming the field and what was given instead."""
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    if isinstance(value, (bytes, dict)) or not hasattr(value, "__iter__"):
        raise ConfigError([f"{field} must be a tuple of ids (strings), not {value!r}"])
    items = tuple(value)
    bad = [v for v in items if not isinstance(v, str)]
    if bad:
        raise ConfigError([f"{field} must be ids (strings), not {v!r}" for v in bad])
    return items


def _characters(value: object) -> tuple[str, ...]:
    return _ids("characters", value)


def _districts(value: object) -> tuple[str, ...]:
    return _ids("districts", value)


def _variants(value: object) -> tuple[str, ...]:
    # Variants are switches: one given twice is the same switch, kept once (in the order
    # first given), so the config compares equal to the one naming it once.
    return tuple(dict.fromkeys(_ids("variants", value)))


def _names(value: object) -> tuple[str, ...] | None:
    return None if value is None else _tuple(value)


@attrs.frozen(cache_hash=True)
class GameConfig:
    """The configuration of one game. Frozen; :func:`new_game` validates it.

    ``preset`` names a ruleset (``classic``, ``dark_city``, ...). ``characters`` replaces
    the preset's lineup rank by rank (one id per rank given). ``districts`` selects the
    optional purple districts the preset offers (dark_city: which Dark City purples; all
    of them when empty). ``variants`` switches house rules on; an id
    prefixed with ``-`` switches off one the preset turns on; an id given twice is kept
    once, where first given (a switch is on or off). ``crown`` is the starting
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
    characters: tuple[str, ...] = attrs.field(default=(), converter=_characters)
    districts: tuple[str, ...] = attrs.field(default=(), converter=_districts)
    variants: tuple[str, ...] = attrs.field(default=(), converter=_variants)
    names: tuple[str, ...] | None = attrs.field(default=None, converter=_names)
    crown: int | None = None

    def rules_key(self) -> GameConfig:
        """The part of the config that determines the rules (seed and names dropped)."""
        if self.seed == 0 and self.names is None and self.crown is None:  # the usual case
            return self
        return attrs.evolve(self, seed=0, names=None, crown=None)
