"""Milestone 20, item 7: both games' single-agent environments are registered with
Gymnasium (:func:`tabletop_engine.rl_env.register_env`): ``gymnasium.make`` builds them,
sets ``env.spec``, and ``check_env`` runs without the "no spec" warning."""

from __future__ import annotations

import warnings

import pytest

gym = pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env  # noqa: E402

GAMES = [
    ("citadels_rules.rl", "citadels_rules/Citadels-v0", {"players": 5, "preset": "dark_city"}),
    ("dominion_rules.rl", "dominion_rules/Dominion-v0", {"players": 3}),
]


@pytest.mark.parametrize(("module", "env_id", "kwargs"), GAMES)
def test_make_builds_the_single_agent_env_with_its_spec(
    module: str, env_id: str, kwargs: dict[str, object]
) -> None:
    env = gym.make(f"{module}:{env_id}")  # imports the module, which registers the id
    rl = __import__(module, fromlist=["ENV_ID"])
    assert env_id == rl.ENV_ID
    assert env.spec is not None and env.spec.id == env_id
    assert isinstance(env.unwrapped, rl.SingleAgentEnv)
    assert env.spec.max_episode_steps is None  # no TimeLimit: max_steps is the env's
    made = gym.make(env_id, **kwargs)  # registered: the id alone, with the env's options
    assert made.unwrapped.config.players == kwargs["players"]
    obs, _info = made.reset(seed=4)
    action = int(obs["action_mask"].nonzero()[0][0])
    made.step(action)
    made.close()


@pytest.mark.parametrize(("module", "env_id", "kwargs"), GAMES)
def test_check_env_has_no_spec_warning(module: str, env_id: str, kwargs: dict[str, object]) -> None:
    __import__(module)
    env = gym.make(env_id)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(env.unwrapped)
    texts = [str(w.message) for w in caught]
    assert not [t for t in texts if "spec" in t], texts
    assert not [t for t in texts if "render fps" in t], texts


def test_registering_again_does_nothing() -> None:
    import citadels_rules.rl as crl
    from tabletop_engine.rl_env import register_env

    before = gym.spec(crl.ENV_ID)
    register_env(crl.ENV_ID, "elsewhere:Nothing")
    assert gym.spec(crl.ENV_ID) is before
