id       = "bad-on"
version  = "1"
title    = "bad-on"
requires = ["skirmish"]
