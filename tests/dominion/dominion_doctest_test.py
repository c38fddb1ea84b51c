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


MODULES = [
    "dominion_rules",
    *sorted(m.name for m in pkgutil.walk_packages(dominion_rules.__path__, "dominion_rules.")),
]


#: The modules that need an extra, by module prefix: what must be importable.
EXTRAS = {
    "dominion_rules.rl": ("numpy", "gymnasium", "pettingzoo"),
    "dominion_rules.openspiel": ("numpy", "pyspiel"),
    "dominion_rules.policy": ("numpy", "gymnasium", "pettingzoo"),
    "dominion_rules.serve": ("starlette", "uvicorn", "websockets"),
}


def _missing(name: str) -> list[str]:
    """What ``name`` needs that is not installed (its extra's modules)."""
    for prefix, needs in EXTRAS.items():
        if name == prefix or name.startswith(prefix + "."):
            return [m for m in needs if not _installed(m)]
    return []


def _needs_rl(name: str) -> bool:
    """Whether ``name`` cannot be imported here for a missing extra."""
    return bool(_missing(name))


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(
            n,
            marks=pytest.mark.skipif(
                bool(_missing(n)), reason=f"its extra is not installed: {_missing(n)}"
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
        if not _needs_rl(n)
    )
    assert attempted >= 15
