"""Hypothesis property tests of whole games (strategies in ``strategies``)."""
