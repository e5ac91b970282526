# Helicopters and planes pay 1 MP a hex whatever lies below and fly over
# enemy units [helicopters.movement].
movement_class "air" {
  rule = "helicopters.movement"
  name = "Aircraft"
  costs = {
    clear = { mp = 1, rule = "helicopters.movement" }, crop-field = { mp = 1, rule = "helicopters.movement" },
    sand = { mp = 1, rule = "helicopters.movement" }, urban = { mp = 1, rule = "helicopters.movement" },
    woods = { mp = 1, rule = "helicopters.movement" }, water = { mp = 1, rule = "helicopters.movement" },
    road = 0, hill = 0, shellholes = 0, sandbags = 0, wreck = 0, radiation = 1,
  }
  gates     = { radiation = "radiation_access" }
  holds_hex = false
}
