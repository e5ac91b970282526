id = "skirmish"
version = "1"