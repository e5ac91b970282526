id      = "frontier"
version = "1"
