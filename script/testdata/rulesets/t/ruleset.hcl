id      = "t"
version = "0.1.0"
title   = "Script host test ruleset"
