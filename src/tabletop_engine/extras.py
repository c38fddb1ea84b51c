"""Optional extras: a clear error when a module needs one that is not installed."""

from __future__ import annotations

from ._version import DISTRIBUTION

#: The modules of the ``rl`` extra (``pip install "<distribution>[rl]"``).
RL_MODULES = ("numpy", "gymnasium", "pettingzoo")


def require_extra(extra: str, modules: tuple[str, ...], package: str) -> None:
    """Raise ``ModuleNotFoundError`` naming the missing ``modules`` of the optional
    ``extra`` and how to install it; ``package`` is what needs it (in the message).

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
            f'{", ".join(missing)}. Install it with: pip install "{DISTRIBUTION}[{extra}]"',
            name=missing[0],
        )


def require_rl_extra(package: str) -> None:
    """:func:`require_extra` of the ``rl`` extra (pettingzoo, gymnasium, numpy), for
    ``package`` (each game's ``rl`` module)."""
    require_extra("rl", RL_MODULES, package)


__all__ = ["RL_MODULES", "require_extra", "require_rl_extra"]
