id      = "secrets"
version = "1"
title   = "Secrets"
summary = "A test ruleset of hidden information: what each seat of a game may see (package server's tests)."
