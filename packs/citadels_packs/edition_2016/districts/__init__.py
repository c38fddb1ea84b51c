"""The 2016 edition's districts: one module per card (its card), collected by name.

A module may also list plugins to register with the pack's rules in ``RULES``
(``(name, plugin)`` pairs): parts that must run before every card's (the Poor House).
"""

from __future__ import annotations

from .._collect import modules

MODULES = modules(__name__, __path__)

#: ``(name, plugin)`` pairs registered with the pack's rules (see above).
RULES = tuple(r for module in MODULES for r in getattr(module, "RULES", ()))
