"""The lab for Citadels: the agents a tournament or the balance lab names (:data:`AGENTS`)
and one game of a tournament (:func:`play_game`, what :mod:`tabletop_engine.tournament`
calls in every worker process).

Agents: ``random``, ``greedy``, ``search`` (:class:`~citadels_rules.SearchAgent`), and
with the ``openspiel`` extra OpenSpiel's ``ismcts`` and ``mcts`` through the bridge
(:mod:`citadels_rules.openspiel`; 20 simulations per decision unless a budget is given);
``NAME@N`` gives N simulations per decision, ``NAME@Xs`` X seconds
(:func:`tabletop_engine.lab_cli.parse_agent`); ``policy:package.module:name`` (or
``policy:model.zip``, a saved MaskablePPO) a trained policy (:mod:`citadels_rules.policy`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from tabletop_engine.errors import ConfigError
from tabletop_engine.lab_cli import AgentBook

from .agents import GreedyAgent, RandomAgent
from .game.config import GameConfig
from .game.scoring import winners
from .runner import play
from .search import SearchAgent

_GAMES: dict[GameConfig, Any] = {}


def spiel_game(config: GameConfig) -> Any:
    """The bridged pyspiel game of ``config``'s rules (one per process and config)."""
    key = config.rules_key()
    if key not in _GAMES:
        from .openspiel import load_game

        _GAMES[key] = load_game(
            players=config.players, preset=config.preset, variants=",".join(config.variants)
        )
    return _GAMES[key]


def _policy_agent(policy: Any, config: GameConfig) -> Any:
    from .policy import policy_agent

    return policy_agent(
        policy,
        config.players,
        config.preset,
        variants=config.variants,
        characters=config.characters,
    )


#: The agents the lab's commands name.
AGENTS = AgentBook(
    {"random": RandomAgent, "greedy": GreedyAgent},
    {"search": SearchAgent},
    spiel_game,
    policy_agent=_policy_agent,
)


def play_game(
    config: GameConfig, lineup: tuple[str, ...], seed: int
) -> tuple[tuple[int, ...], tuple[float, ...]]:
    """One game of a tournament: ``lineup`` names each seat's agent; the winners and every
    seat's score."""
    game = attrs.evolve(config, seed=seed)
    record = play(game, [AGENTS.make(name, game) for name in lineup], record_events=False)
    return tuple(winners(record.final_state)), tuple(float(s.total) for s in record.scores)


# -- the balance lab ---------------------------------------------------------------------


@attrs.frozen
class Side:
    """One side of a balance measurement: the ``config`` its games play, and the
    ``card`` whose holders are followed (None on the side without it), of ``kind``
    ``"character"`` (held in the final round) or ``"district"`` (in the final city)."""

    config: GameConfig
    card: str | None
    kind: str


def balance_sides(
    preset: str,
    card: str,
    against: str | None = None,
    players: int = 4,
    variants: tuple[str, ...] = (),
) -> tuple[Side, Side]:
    """The two sides of ``card``'s measurement in ``preset``: the games with it and those
    without it (or with ``against`` in its place). A character is swapped for another of
    its rank (``against`` is needed: a lineup has a character of each rank); a district
    is one of the preset's optional districts (dark_city's, edition_2016's), left out or
    swapped. :class:`ConfigError` naming what is possible otherwise."""
    from .game.packs import preset_cards, presets

    known = presets()
    if preset not in known:
        raise ConfigError(f"unknown preset {preset!r} (known: {', '.join(sorted(known))})")
    p = known[preset]
    cards = preset_cards(p)
    info = cards.get(card)
    if info is None:
        raise ConfigError(f"preset {preset!r} has no card {card!r}")
    base = GameConfig(players=players, preset=preset, variants=variants)
    if info.kind == "character":
        if against is None:
            raise ConfigError(
                f"{card!r} is a character: give --against, a character of rank {info.rank} "
                "to play in its place"
            )
        other = cards.get(against)
        if other is None or other.kind != "character" or other.rank != info.rank:
            raise ConfigError(f"--against {against!r} is not a character of rank {info.rank}")
        lineup = list(p.lineup)
        rank = int(info.rank or 0)
        with_lineup = [card if i + 1 == rank else c for i, c in enumerate(lineup)]
        without_lineup = [against if i + 1 == rank else c for i, c in enumerate(lineup)]
        with_config = attrs.evolve(base, characters=tuple(with_lineup[:8]))
        without_config = attrs.evolve(base, characters=tuple(without_lineup[:8]))
        kind = "character"
    else:
        optional = tuple(p.optional_districts)
        if card not in optional:
            offered = ", ".join(optional) or "none"
            raise ConfigError(
                f"district {card!r} is always in preset {preset!r}'s deck or not offered: "
                f"the balance lab swaps an optional district (offered: {offered}), or a "
                "character with --against"
            )
        chosen = list(p.default_districts) if p.default_districts is not None else list(optional)
        if card not in chosen:
            chosen[-1] = card
        rest = [d for d in chosen if d != card]
        if against is not None:
            if against not in optional or against in chosen:
                raise ConfigError(f"--against {against!r} is not an optional district left out")
            rest.append(against)
        elif p.district_choice is not None:
            raise ConfigError(
                f"preset {preset!r} plays {p.district_choice} optional districts: give "
                "--against, the district to play in its place"
            )
        with_config = attrs.evolve(base, districts=tuple(chosen))
        without_config = attrs.evolve(base, districts=tuple(rest))
        kind = "district"
    from .game.reducer import new_game

    new_game(with_config)
    new_game(without_config)
    return Side(with_config, card, kind), Side(without_config, None, kind)


def _holders(state: Any, side: Side, built: Sequence[Any]) -> list[int]:
    """The seats that held the card: a character in the final round, a district built
    during the game (destroyed or not)."""
    card = side.card
    if side.kind == "character":
        return [s for s, p in enumerate(state.players) if card in p.characters]
    return sorted({e.seat for e in built if e.data.get("card") == card})


def play_pair(with_side: Side, without_side: Side, agents: tuple[str, ...], seed: int) -> list[Any]:
    """One seed of a balance measurement: both games, a :class:`~tabletop_engine.balance.
    Pair` per seat that held the card in the game with it."""
    from tabletop_engine.balance import Pair, score_lines

    games = []
    built: list[Any] = []
    for side in (with_side, without_side):
        config = attrs.evolve(side.config, seed=seed)
        agents_ = [AGENTS.make(a, config) for a in agents]
        if side is with_side and side.kind == "district":
            games.append(play(config, agents_, events=built, event_kinds={"built"}))
        else:
            games.append(play(config, agents_, record_events=False))
    first, second = games
    won_first, won_second = winners(first.final_state), winners(second.final_state)
    return [
        Pair(
            seed,
            seat,
            seat in won_first,
            seat in won_second,
            score_lines(first.scores[seat]),
            score_lines(second.scores[seat]),
        )
        for seat in _holders(first.final_state, with_side, built)
    ]


__all__ = ["AGENTS", "Side", "balance_sides", "play_game", "play_pair", "spiel_game"]
