"""The fan districts: one plugin module per card, named after its id."""
