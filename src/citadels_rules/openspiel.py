"""Citadels as an OpenSpiel game (needs the ``openspiel`` and ``rl`` extras):
``load_game(players=4, preset="classic")`` returns the registered ``pyspiel.Game``
``"citadels"`` (imperfect information, explicit players, a root chance node whose
outcome is the game's seed; see :mod:`tabletop_engine.openspiel`).

Legal action ids are those of :class:`citadels_rules.rl.ActionSpace`; information-state
strings are :func:`citadels_rules.rl.info_state` of the seat's view, tensors the
:class:`~citadels_rules.rl.ObservationEncoder` vector; ``resample_from_infostate`` deals
a world with :func:`citadels_rules.resample`.

>>> from citadels_rules.openspiel import load_game
>>> game = load_game(players=4)
>>> game.num_players(), game.get_type().short_name
(4, 'citadels')
>>> state = game.new_initial_state()
>>> state.is_chance_node()
True
"""

from __future__ import annotations

from typing import Any

from tabletop_engine.openspiel import Bridge, BridgeGame, Param, SpielAgent, load, register

from .game.config import GameConfig
from .game.resample import resample
from .game.serialization import LONGEST_GAME
from .rl.env import CitadelsGame
from .rl.observation import info_state
from .search import evaluate

#: The registered OpenSpiel name.
NAME = "citadels"
#: The OpenSpiel parameters and their defaults: ``seeds`` is how many outcomes the root
#: chance node has (outcome ``k`` plays seed ``k``); ``variants`` comma-separated ids.
DEFAULTS: dict[str, Param] = {"players": 4, "preset": "classic", "variants": "", "seeds": 1024}


def _bridge(params: dict[str, Param]) -> Bridge:
    variants = tuple(v for v in str(params["variants"]).split(",") if v)
    config = GameConfig(
        players=int(params["players"]), preset=str(params["preset"]), variants=variants
    )
    return Bridge(
        game=CitadelsGame(config),
        resample=resample,
        key=info_state,
        seeds=int(params["seeds"]),
        max_length=LONGEST_GAME + 1,
        evaluate=evaluate,
    )


register(NAME, "Citadels (citadels_rules)", DEFAULTS, (2, 8), _bridge)


def load_game(**config: Any) -> BridgeGame:
    """The ``pyspiel.Game`` of Citadels for ``config`` (``players``, ``preset``,
    ``variants`` (ids, a list or a comma-separated string), ``seeds``)."""
    if not isinstance(config.get("variants", ""), str):
        config["variants"] = ",".join(config["variants"])
    return load(NAME, config)


def spiel_agent(game: BridgeGame | None = None, bot: str = "ismcts", **options: Any) -> SpielAgent:
    """An OpenSpiel bot (``"ismcts"``, ``"mcts"``) as an agent of
    :func:`citadels_rules.play` (:class:`tabletop_engine.openspiel.SpielAgent`), on
    ``game`` (default: classic 4p)."""
    return SpielAgent(game or load_game(), bot, **options)


__all__ = ["DEFAULTS", "NAME", "SpielAgent", "load_game", "spiel_agent"]
