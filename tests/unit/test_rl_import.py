"""``citadels_rules.rl`` without the ``rl`` extra: a clear ImportError (runs everywhere)."""

from __future__ import annotations

import sys

import pytest


def test_rl_without_the_extra_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in [m for m in sys.modules if m.startswith("citadels_rules.rl")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "pettingzoo", None)  # import pettingzoo -> ImportError
    with pytest.raises(ImportError, match=r"pip install \"\.\[rl\]\"") as exc:
        import citadels_rules.rl  # noqa: F401
    assert "pettingzoo" in str(exc.value)
    # A ModuleNotFoundError naming the missing module: pytest.importorskip skips on it
    # (pytest 9 skips only on ModuleNotFoundError; a plain ImportError broke collection).
    assert isinstance(exc.value, ModuleNotFoundError)
    assert exc.value.name in ("numpy", "gymnasium", "pettingzoo")
    with pytest.raises(pytest.skip.Exception, match="rl extra"):
        pytest.importorskip("citadels_rules.rl", reason="the rl extra is absent")
