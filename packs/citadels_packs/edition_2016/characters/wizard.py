"""Wizard (2016, rank 3): look at another player's hand and take one card; keep it, or
build it at once paying its price (not counted toward the limit). During this turn you
may build districts identical to ones already in your city.

Rules: characters.md §3.2 (R16). The taking and the immediate build are the Dark City
Wizard's (``dark_city/characters/wizard.py``, reused): ``wizard.take``, then ``choose``
the card, then ``"keep"`` or ``"build"``. 2016: every district built during the Wizard's
turn may duplicate (R16), unless ``wizard_duplicates_ability_build_only``
(faq:004-Q56: only the ability's build). Variants: ``wizard_targets_character`` (name a
character; its holder's hand, if anyone holds it), ``wizard_receives_duplicates``
(faq:004-Q61: the Wizard's player may receive duplicates from a Diplomat this round).
"""

from __future__ import annotations

from citadels_packs.dark_city.characters import wizard as dark_city
from citadels_rules.pack_api import CharacterCard, GameState

card = CharacterCard("wizard")
card.ability("take", targets=dark_city.victims, redirects=True)(dark_city.take)
card.answer("take", secret=True)(dark_city.took)
card.answer("use")(dark_city.use)
card.redeal("take")(dark_city.take_again)
card.redeal("use")(dark_city.use_again)
card.hook(dark_city.citadels_may_receive)


@card.bound
def citadels_may_duplicate(state: GameState) -> bool | None:
    return None if "wizard_duplicates_ability_build_only" in state.rules.variants else True
