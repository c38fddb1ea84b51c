"""Optional extras: a clear error when a module needs one that is not installed."""

from __future__ import annotations

from ._version import DISTRIBUTION

#: The modules of the ``rl`` extra (``python -m pip install ".[rl]"`` from a checkout).
RL_MODULES = ("numpy", "gymnasium", "pettingzoo")


def install_hint(extra: str, packages: str) -> str:
    """How to install an optional extra, truthfully: the distribution is installed from
    a checkout of the project (it is not on PyPI), so ``python -m pip install
    ".[extra]"`` there, or the extra's ``packages`` by name.

    >>> install_hint("plot", "matplotlib").split(": ")[1]
    'python -m pip install ".[plot]" (or pip install matplotlib)'
    """
    command = f'python -m pip install ".[{extra}]"'
    return f"from a checkout of {DISTRIBUTION}: {command} (or pip install {packages})"


def require_extra(extra: str, modules: tuple[str, ...], package: str) -> None:
    """Raise ``ModuleNotFoundError`` naming the missing ``modules`` of the optional
    ``extra`` and how to install it (:func:`install_hint`); ``package`` is what needs it
    (in the message).

    A ModuleNotFoundError (a subclass of ImportError) names the missing module, so that
    ``pytest.importorskip(package)`` skips where the extra is absent (pytest 9 skips only
    on ModuleNotFoundError) and ``except ImportError`` still catches it.
    """
    missing = []
    for name in modules:
        try:
            __import__(name)
        except ImportError:
            missing.append(name)
    if missing:
        raise ModuleNotFoundError(
            f"{package} needs the [{extra}] extra ({', '.join(modules)}); missing: "
            f"{', '.join(missing)}. Install it {install_hint(extra, ' '.join(modules))}",
            name=missing[0],
        )


def require_rl_extra(package: str) -> None:
    """:func:`require_extra` of the ``rl`` extra (pettingzoo, gymnasium, numpy), for
    ``package`` (each game's ``rl`` module)."""
    require_extra("rl", ("pettingzoo", "gymnasium", "numpy"), package)


__all__ = ["RL_MODULES", "install_hint", "require_extra", "require_rl_extra"]
