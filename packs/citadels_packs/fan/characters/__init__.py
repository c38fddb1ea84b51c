"""The fan characters: one plugin module per card, named after its id."""
