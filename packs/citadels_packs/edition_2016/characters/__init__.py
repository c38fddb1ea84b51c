"""The 2016 edition's characters: one module per card (its card), collected by name."""

from __future__ import annotations

from .._collect import modules

MODULES = modules(__name__, __path__)
