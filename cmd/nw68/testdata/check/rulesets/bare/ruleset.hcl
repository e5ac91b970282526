# A ruleset with no scenario: `nw68 check` sets it up on the smallest setup.
id      = "bare"
version = "0.1.0"
title   = "Bare"
summary = "Two sides and one interactive phase, no scenario."
