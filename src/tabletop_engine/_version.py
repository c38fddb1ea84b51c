"""The version of the distribution that ships the engine and both games, and the name
documents carry it under (the header key every JSON document has had since format 1)."""

#: The distribution's name: the key of the library's version in every JSON header.
DISTRIBUTION = "citadels_rules"

__version__ = "0.1.0"
