id      = "sights"
version = "1"
