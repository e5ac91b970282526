id       = "panther-platoon"
version  = "0.1.0"
title    = "The Panther platoon"
summary  = "A new unit type, the Panther II (a house design: lighter and faster than the King Tiger), and a variant of The Road to the Castle that gives it to the Reich."
requires = ["base"]
