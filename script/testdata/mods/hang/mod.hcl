id       = "hang"
version  = "0.1.0"
requires = ["t"]
