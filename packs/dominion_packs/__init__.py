"""Card packs for ``dominion_rules`` (found through the entry-point group
``dominion_rules.packs``)."""
