id       = "rain"
version  = "0.1.0"
title    = "Rain shortens ranges"
summary  = "A house rule: in rain every weapon with a white range reaches one hex less."
requires = ["base"]
