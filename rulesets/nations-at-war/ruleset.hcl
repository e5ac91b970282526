id      = "nations-at-war"
version = "0.1.0"
title   = "Nations at War: White Star Rising"
summary = "Nations at War: White Star Rising (2nd edition text) on the nw68 kernel: dice pools against To-Hit numbers, armour and terrain saves, formations drawn from a cup and activated by pulses, HQ command ranges and morale checks, assault, overrun, defences, smoke, artillery, air, Fate Points, overwatch and the battle generator; every unit the book names, maps and scenarios made for the project. Data and Lua only: no Go code is specific to this ruleset."
