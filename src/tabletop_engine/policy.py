"""A trained policy as an agent, for any game on the engine (needs the ``rl`` extra):
:class:`PolicyAgent` plays by a callable on the RL layer's observation and action mask (an
sb3-contrib ``MaskablePPO`` model, a network, a hand-written function), in the game's
``play``, in a tournament, and as an opponent of the RL environments, whose policy can be
swapped between episodes (self-play against earlier versions of the learner).

The agent sees what any agent sees: from the view it is handed it makes the observation
the environments make (the game's encoder of the view, and the mask of the legal ids),
asks the policy for an id and plays the legal action of that id.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from .actions import Action
from .errors import AgentError
from .rl_env import EnvGame

#: ``ids_of(view, legal) -> {id: action}``: the legal actions of a view by id in the
#: game's fixed action space.
IdsOf = Callable[[Any, Sequence[Action]], Mapping[int, Action]]


class PolicyAgent:
    """An agent playing by ``policy`` on ``game``'s observations (an
    :class:`~tabletop_engine.rl_env.EnvGame`, whose ``encoder`` makes the vector of a
    view) and ``ids_of`` (the legal actions by id).

    ``policy`` is either a model with ``predict(observation, action_masks=mask,
    deterministic=...)`` (sb3 and sb3-contrib's interface: ``MaskablePPO.load(path)``),
    or a callable ``policy(observation, mask) -> id``. ``observation`` is the dict the
    environments give (``"observation"``: the ``float32`` vector, ``"action_mask"``: the
    ``int8`` mask), ``mask`` the same mask as a bool array. An id that is not legal raises
    :class:`~tabletop_engine.errors.AgentError` (``play`` names the seat).

    ``deterministic``: passed to ``predict`` (the most likely action; False samples, from
    the model's own generator). :meth:`swap` replaces the policy, e.g. between the
    episodes of an environment whose opponents are this agent.
    """

    def __init__(
        self,
        game: EnvGame,
        policy: Any,
        ids_of: IdsOf,
        *,
        deterministic: bool = True,
        name: str = "policy",
    ) -> None:
        self.game = game
        self.ids_of = ids_of
        self.deterministic = deterministic
        self.name = name
        self.policy: Any = None
        self.swap(policy)

    def __repr__(self) -> str:
        return f"PolicyAgent({self.name!r})"

    def swap(self, policy: Any) -> None:
        """Play by ``policy`` from now on (checked: a model with ``predict`` or a
        callable; ``TypeError`` otherwise)."""
        if not (callable(getattr(policy, "predict", None)) or callable(policy)):
            raise TypeError(
                f"a policy is a model with predict() or a callable (observation, mask) -> "
                f"id, not {type(policy).__name__}"
            )
        self.policy = policy

    def choose(self, observation: dict[str, np.ndarray], mask: np.ndarray) -> int:
        """The id the policy chooses for ``observation`` and its bool ``mask``."""
        predict = getattr(self.policy, "predict", None)
        if callable(predict):
            chosen, _ = predict(observation, action_masks=mask, deterministic=self.deterministic)
            return int(np.asarray(chosen).reshape(-1)[0])
        return int(self.policy(observation, mask))

    def act(self, view: Any, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        ids = self.ids_of(view, legal_actions)
        size = self.game.space.size
        mask = np.zeros(size, dtype=bool)
        mask[list(ids)] = True
        observation = {
            "observation": self.game.encoder.encode(view),
            "action_mask": mask.astype(np.int8),
        }
        chosen = self.choose(observation, mask)
        action = ids.get(chosen)
        if action is None:
            legal = sorted(ids)
            raise AgentError(
                view.seat, self, f"chose action id {chosen}, not one of the legal ids {legal}"
            )
        return action


@functools.lru_cache(maxsize=16)
def load_policy(ref: str) -> Any:
    """The policy ``ref`` names: ``package.module:name`` (a model with ``predict`` or a
    callable ``(observation, mask) -> id``, imported), or a path ending in ``.zip`` (an
    sb3-contrib ``MaskablePPO`` saved with ``model.save``; needs ``sb3-contrib``).
    ``ValueError`` when it names nothing that can be loaded. Loaded once per process and
    ``ref`` (every game of a tournament's worker shares it: a policy is read, never
    changed, by the agents that play it)."""
    if ref.endswith(".zip"):
        try:
            from sb3_contrib import MaskablePPO
        except ImportError:
            raise ValueError(
                f"policy {ref!r}: loading a saved MaskablePPO needs sb3-contrib "
                "(pip install sb3-contrib)"
            ) from None
        return MaskablePPO.load(ref)
    module, _, name = ref.partition(":")
    if not module or not name:
        raise ValueError(f"policy {ref!r}: name it as package.module:name or a .zip file")
    import importlib

    try:
        found = getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError) as exc:
        raise ValueError(f"policy {ref!r} cannot be loaded: {exc}") from None
    if not (callable(getattr(found, "predict", None)) or callable(found)):
        raise ValueError(f"policy {ref!r} is neither a model with predict() nor a callable")
    return found


__all__ = ["IdsOf", "PolicyAgent", "load_policy"]
