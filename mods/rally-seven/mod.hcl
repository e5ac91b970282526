id       = "rally-seven"
version  = "0.1.0"
title    = "Rally on seven"
summary  = "A house rule: a Shaken unit rallies on 2D6 of 7 or more, whatever its CO (near, far, Finished or none)."
requires = ["base"]
