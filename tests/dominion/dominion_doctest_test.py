"""The examples in dominion_rules' docstrings run (``dominion_rules.rl``'s where the ``rl``
extra is installed)."""

from __future__ import annotations

import doctest
import importlib
import importlib.util
import pkgutil

import pytest

import dominion_rules


def _installed(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):  # ValueError: blocked in sys.modules
        return False


#: Whether the ``rl`` extra is installed (``dominion_rules.rl`` needs it).
RL = all(_installed(m) for m in ("numpy", "gymnasium", "pettingzoo"))

MODULES = [
    "dominion_rules",
    *sorted(m.name for m in pkgutil.walk_packages(dominion_rules.__path__, "dominion_rules.")),
]


def _needs_rl(name: str) -> bool:
    return name == "dominion_rules.rl" or name.startswith("dominion_rules.rl.")


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(
            n,
            marks=pytest.mark.skipif(
                _needs_rl(n) and not RL, reason="the rl extra (pettingzoo, gymnasium, numpy)"
            ),
        )
        for n in MODULES
    ],
)
def test_docstring_examples(name: str) -> None:
    """Every ``>>>`` example of the module gives the output shown."""
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_examples_exist() -> None:
    """The public examples are there to run (the package, play, tables, JSON, notation)."""
    attempted = sum(
        doctest.testmod(importlib.import_module(n), optionflags=doctest.ELLIPSIS).attempted
        for n in MODULES
        if RL or not _needs_rl(n)
    )
    assert attempted >= 15
