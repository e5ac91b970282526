id      = "base"
version = "0.1.0"
title   = "Nuklear Winter '68"
summary = "The base game: ground forces, command, line of sight and combat, as data and Lua."

# victory.lua reports each side's VP, the winner and the margin under this name
result_report = "victory"
