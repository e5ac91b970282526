id       = "resolve-error"
version  = "1"
title    = "resolve-error"
requires = ["skirmish"]
