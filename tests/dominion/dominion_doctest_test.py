"""The examples in dominion_rules' docstrings run."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import dominion_rules

MODULES = [
    "dominion_rules",
    *sorted(m.name for m in pkgutil.walk_packages(dominion_rules.__path__, "dominion_rules.")),
]


@pytest.mark.parametrize("name", MODULES)
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
    )
    assert attempted >= 15
