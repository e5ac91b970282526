id       = "heavy-armor"
version  = "0.1.0"
title    = "Heavier King Tiger"
summary  = "An example of patching one stat of a unit type: the King Tiger's armor is 19."
requires = ["base"]
