id       = "toolbox"
version  = "1"
title    = "toolbox"
requires = ["skirmish"]
