id      = "moves"
version = "1"
