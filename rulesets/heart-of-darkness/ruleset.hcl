id      = "heart-of-darkness"
version = "0.1.0"
title   = "Heart of Darkness"
summary = "The expansion: heroes, the Undead, Magdeburg. It layers on the base game; its rules arrive in later issues."
extends = ["base"]
