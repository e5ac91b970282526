id       = "no-tanks-in-woods"
version  = "0.1.0"
title    = "Tanks may not enter woods"
summary  = "A house rule: woods are closed to tracked vehicles (tanks, SPAs, tracked APCs); wheeled vehicles and infantry enter them as the chart says."
requires = ["base"]
