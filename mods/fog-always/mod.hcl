id       = "fog-always"
version  = "0.1.0"
title    = "Fog all game"
summary  = "A house rule for Heart of Darkness: Fog is in play on every map from the first turn to the last; the Cleanup rolls no weather."
requires = ["heart-of-darkness"]
