id       = "shaken-hold-fire"
version  = "0.1.0"
title    = "Shaken units hold their fire"
summary  = "A house rule: a Shaken unit does not fire at all, not even its HE; one precondition that guards the fire action."
requires = ["base"]
