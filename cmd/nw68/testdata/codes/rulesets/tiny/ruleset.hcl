id      = "tiny"
version = "1"
title   = "Tiny"
summary = "A ruleset for the tests of nw68 conform --coverage: its refusal codes are counted by hand."
