id       = "side-activation"
version  = "0.1.0"
title    = "Side activations"
summary  = "A house rule: when a formation is activated, every unit of its side may act, not only the formation's; one precondition lifted."
requires = ["base"]
