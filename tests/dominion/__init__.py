"""Dominion's tests (``dominion_rules``, ``dominion_packs``).

Files are named ``*_test.py`` (collected by pytest's default ``python_files``), not
``test_*.py``: Citadels' generated rules-coverage pages count the ``test_*.py`` functions
naming a card id, and Dominion shares ids with Citadels (thief, spy, witch, library,
laboratory, smithy)."""
