# AUX markers bought for the pool [auxiliary.placement]: one key per marker,
# "aux/mines", "aux/smoke" and "aux/sandbags", what a side holds to lay later
# (require("auxiliary").take(side, what) spends one). A setup may give them
# as aux = { reich = ["mines", "mines"] }.
holding "aux" {
  rule = "auxiliary.placement"
  name = "AUX markers in the pool"
}
