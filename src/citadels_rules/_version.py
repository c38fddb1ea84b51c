"""The library's version, in one place (``pyproject.toml`` repeats it for packaging): the
engine's, since the engine and both games ship as one distribution."""

from tabletop_engine._version import __version__

__all__ = ["__version__"]
