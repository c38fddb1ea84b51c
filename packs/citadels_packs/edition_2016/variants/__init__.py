"""Variants of the 2016 cards (rules/variants.md): each module of this package lists its
own in ``VARIANTS``, collected here in module-name order (their hooks' call order)."""

from __future__ import annotations

from citadels_rules.pack_api import VariantInfo

from .._collect import modules

VARIANTS: tuple[VariantInfo, ...] = tuple(
    v for module in modules(__name__, __path__) for v in getattr(module, "VARIANTS", ())
)
