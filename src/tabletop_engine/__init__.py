"""The game-agnostic engine both games stand on (Citadels' ``citadels_rules`` and
Dominion's ``dominion_rules``, and a third game's layer the same way): actions, the
effects loop, decisions, the seeded generator, hook compilation, packs, JSON with format
versions, and the tools that take a game (runner, simulate, checks, replay page, search,
RL). Nothing here names a game; a game supplies its state, effects, hook specs, the
totals conservation counts, what each seat may see and its card data."""
