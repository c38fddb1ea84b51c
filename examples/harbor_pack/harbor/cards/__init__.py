"""One module per card of the Harbor pack, named after its id."""
