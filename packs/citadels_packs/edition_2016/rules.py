"""The rules of the 2016 edition that are not a card's (R16), as a plugin of its pack.

Placeholder hooks are added by the rules as they land (the highest-rank tiebreak, C-16.2).
"""

from __future__ import annotations
