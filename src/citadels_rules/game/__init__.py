"""The Citadels layer: the round's shape, its hook specs, config and presets."""
