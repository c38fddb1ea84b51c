"""The game-agnostic engine: actions, the effects loop, decisions, the seeded generator,
hook compilation and JSON. Nothing here knows Citadels (that is :mod:`..game`)."""
