id       = "load-error"
version  = "1"
title    = "load-error"
requires = ["skirmish"]
