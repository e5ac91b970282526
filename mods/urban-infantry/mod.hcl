id       = "urban-infantry"
version  = "0.1.0"
title    = "Infantry in urban hexes"
summary  = "A house rule: infantry in an urban hex gets +2 DV instead of the chart's Urban bonus."
requires = ["base"]
