id      = "twomaps"
version = "1"
