id = "gambit"
version = "1"
