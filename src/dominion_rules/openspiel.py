"""Dominion as an OpenSpiel game (needs the ``openspiel`` and ``rl`` extras):
``load_game(players=2, kingdom="first_game")`` returns the registered ``pyspiel.Game``
``"dominion"`` (imperfect information, explicit players, a root chance node whose
outcome is the game's seed; see :mod:`tabletop_engine.openspiel`).

Legal action ids are those of :class:`dominion_rules.rl.ActionSpace`; information-state
strings are :func:`info_state` of the seat's view, tensors the
:class:`~dominion_rules.rl.ObservationEncoder` vector; ``resample_from_infostate`` deals
a world with :func:`dominion_rules.resample`.

>>> from dominion_rules.openspiel import load_game
>>> game = load_game(players=2)
>>> game.num_players(), game.get_type().short_name
(2, 'dominion')
"""

from __future__ import annotations

from typing import Any

from tabletop_engine.openspiel import Bridge, BridgeGame, Param, SpielAgent, load, register

from .config import GameConfig
from .kingdoms import kingdoms
from .reducer import new_game
from .rl.env import DominionGame
from .search import evaluate
from .serialization import LONGEST_GAME
from .views import GameView
from .worlds import resample

#: The registered OpenSpiel name.
NAME = "dominion"
#: The OpenSpiel parameters and their defaults: ``kingdom`` is the name of a set of
#: ``dr.kingdoms()`` or 10 comma-separated card ids; ``seeds`` is how many outcomes the
#: root chance node has (outcome ``k`` plays seed ``k``).
DEFAULTS: dict[str, Param] = {"players": 2, "kingdom": "first_game", "seeds": 1024}


def info_state(view: GameView) -> str:
    """The information-state key of a view: everything it shows but its config (which
    every state of a game shares), so that equal views give equal keys."""
    return repr(
        (
            view.seat,
            view.players,
            view.supply,
            view.trash,
            view.turn,
            view.turns,
            view.pending,
            view.current_player,
            view.queue,
        )
    )


def _kingdom(value: str) -> tuple[str, ...]:
    sets = kingdoms()
    if value in sets:
        return tuple(sets[value])
    return tuple(c.strip() for c in value.split(",") if c.strip())


def _bridge(params: dict[str, Param]) -> Bridge:
    config = GameConfig(players=int(params["players"]), kingdom=_kingdom(str(params["kingdom"])))
    new_game(config)  # the config's ConfigError (listing every problem) now, not at the deal
    return Bridge(
        game=DominionGame(config),
        resample=resample,
        key=info_state,
        seeds=int(params["seeds"]),
        max_length=LONGEST_GAME + 1,
        evaluate=evaluate,
    )


register(NAME, "Dominion (dominion_rules)", DEFAULTS, (2, 4), _bridge)


def load_game(**config: Any) -> BridgeGame:
    """The ``pyspiel.Game`` of Dominion for ``config`` (``players``, ``kingdom``: a set
    name or card ids, a list or a comma-separated string; ``seeds``)."""
    if not isinstance(config.get("kingdom", ""), str):
        config["kingdom"] = ",".join(config["kingdom"])
    return load(NAME, config)


def spiel_agent(game: BridgeGame | None = None, bot: str = "ismcts", **options: Any) -> SpielAgent:
    """An OpenSpiel bot (``"ismcts"``, ``"mcts"``) as an agent of
    :func:`dominion_rules.play` (:class:`tabletop_engine.openspiel.SpielAgent`), on
    ``game`` (default: 2p, the first-game kingdom)."""
    return SpielAgent(game or load_game(), bot, **options)


__all__ = ["DEFAULTS", "NAME", "SpielAgent", "info_state", "load_game", "spiel_agent"]
