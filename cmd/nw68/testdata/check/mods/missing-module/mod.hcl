id       = "missing-module"
version  = "1"
title    = "missing-module"
requires = ["skirmish"]
