id       = "meddler"
version  = "1"
title    = "meddler"
requires = ["skirmish"]
