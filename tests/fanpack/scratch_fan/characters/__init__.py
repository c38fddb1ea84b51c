"""The scratch pack's characters: one plugin module per card, named after its id."""
