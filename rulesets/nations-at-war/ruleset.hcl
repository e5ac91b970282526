id      = "nations-at-war"
version = "0.1.0"
title   = "Nations at War: White Star Rising"
summary = "A slice of the Nations at War rules (2nd edition text): ranged fire with dice pools, to-hit numbers, armor and terrain saves, range bands, the HMG support weapon and combat results. Data and Lua only: no Go code is specific to this ruleset."
