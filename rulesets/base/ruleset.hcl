id      = "base"
version = "0.1.0"
title   = "Nuklear Winter '68"
summary = "The base game: ground forces, command, line of sight and combat, as data and Lua."
