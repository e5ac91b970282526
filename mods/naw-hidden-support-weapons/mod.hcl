id       = "naw-hidden-support-weapons"
version  = "0.1.0"
title    = "Hidden support weapons (10.4, optional)"
summary  = "Nations at War's optional rule 10.4: support weapons stay hidden from the enemy until first used, and losing infantry before they are all shown may cost one."
requires = ["nations-at-war"]
