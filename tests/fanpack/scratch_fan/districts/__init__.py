"""The scratch pack's districts: one plugin module per card, named after its id."""
