"""One module per card of the base game, named after its id."""
