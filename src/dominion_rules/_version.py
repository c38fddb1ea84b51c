"""The version of ``dominion_rules`` written into every JSON document."""

__version__ = "0.1.0"
