id       = "no-reveal"
version  = "1"
title    = "Nothing is revealed"
summary  = "A test mod of the secrets ruleset: no unit may reveal itself (package server's fork tests)."
requires = ["secrets"]
