"""citadels_rules: every rule of the card game Citadels (富饒之城), as a pure reducer.

>>> import citadels_rules as cr
>>> state = cr.new_game(cr.GameConfig(players=4, preset="classic", seed=7))
>>> state = cr.apply(state, cr.legal_actions(state)[0])
>>> record = cr.play(cr.GameConfig(players=4, seed=1), agents=[cr.GreedyAgent()] * 4)
>>> cr.replay(record) == record.final_state
True

The contract is API.md; :mod:`citadels_rules.pack_api` is the plugin API for packs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

# The core's dependencies, imported at once: without one of them ``import
# citadels_rules`` fails here, naming it, as it did before the names became lazy (a
# failure inside ``__getattr__`` would escape ``hasattr`` as a ModuleNotFoundError).
import attrs  # noqa: F401
import cattrs  # noqa: F401
import pluggy  # noqa: F401

from ._version import __version__ as __version__

if TYPE_CHECKING:
    from ._api import *  # the names of __all__, bound on first use

__all__ = [
    "Action",
    "Agent",
    "AgentError",
    "ConfigError",
    "Decision",
    "District",
    "Event",
    "GameConfig",
    "GameState",
    "GameView",
    "GreedyAgent",
    "IllegalAction",
    "PackError",
    "PlayerState",
    "RandomAgent",
    "Record",
    "Score",
    "ScoreLine",
    "SearchAgent",
    "apply",
    "events_for",
    "from_json",
    "legal_actions",
    "new_game",
    "observe",
    "parse_action",
    "play",
    "replay",
    "replay_steps",
    "resample",
    "scores",
    "to_json",
    "validate",
    "winners",
]


def __getattr__(name: str) -> Any:
    """Bind the public names on the first use of one (PEP 562)."""
    if name in __all__:
        from . import _api

        globals().update({n: getattr(_api, n) for n in __all__})
        return globals()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    """``dir(citadels_rules)``: the public names (:data:`__all__`) and the module's own
    dunders, not the imports made to check the core's dependencies (``attrs``,
    ``cattrs``, ``pluggy``) nor ``Any``, ``TYPE_CHECKING`` or the loaded submodules."""
    return sorted({*__all__, *(n for n in globals() if n.startswith("__"))})
