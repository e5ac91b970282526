id       = "long-range-3"
version  = "0.1.0"
title    = "Long range costs 3 AV"
summary  = "A house rule: long-range fire is harder, -3 AV instead of -2."
requires = ["base"]
