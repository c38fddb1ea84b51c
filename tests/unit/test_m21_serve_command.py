"""Milestone 21: ``citadels serve`` and ``dominion serve`` exist without the ``serve``
extra, and say how to install it instead of failing with a traceback."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

import tabletop_engine.serve as serve
from citadels_rules.cli import main as citadels
from dominion_rules.cli import main as dominion


def _missing() -> None:
    raise ModuleNotFoundError("serving needs the [serve] extra (...)", name="starlette")


@pytest.mark.parametrize("main", [citadels, dominion])
def test_serve_without_the_extra_says_what_to_install(
    main: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(serve, "require_serve_extra", _missing)
    result = CliRunner().invoke(main, ["serve", "--port", "0"])  # type: ignore[arg-type]
    assert result.exit_code == 1
    assert "Error: serving needs the [serve] extra" in result.output


def test_the_data_folder_is_documented_and_chosen_by_the_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: object
) -> None:
    monkeypatch.setenv(serve.DATA_ENV, str(tmp_path))
    assert str(serve.data_folder("x")) == str(tmp_path)
    monkeypatch.delenv(serve.DATA_ENV)
    monkeypatch.setenv("XDG_DATA_HOME", "/data")
    assert str(serve.data_folder("x")) == "/data/x"


def test_require_serve_extra_names_the_missing_modules(monkeypatch: pytest.MonkeyPatch) -> None:
    import builtins

    real = builtins.__import__

    def blocked(name: str, *args: object, **kwargs: object) -> object:
        if name == "uvicorn":
            raise ImportError(name)
        return real(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(builtins, "__import__", blocked)
    with pytest.raises(ModuleNotFoundError, match=r"missing: .*uvicorn.*\[serve\]"):
        serve.require_serve_extra()
