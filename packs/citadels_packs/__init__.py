"""The packs shipped with citadels_rules: classic cards, house rules (and more to come)."""
