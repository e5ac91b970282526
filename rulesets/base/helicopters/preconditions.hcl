# Only aircraft fly: a land unit moves with move [helicopters.movement] (a
# plane's flight is planes/planes.lua's); a helicopter flies from the map.
precondition "aircraft-flies" {
  rule      = "helicopters.movement"
  code      = "not_aircraft"
  each      = ["unit"]
  condition = unit.tags.plane || unit.tags.helicopter
  reason    = "${unit.id} does not fly: it moves with move"
}

precondition "helicopter-on-map" {
  rule      = "helicopters.movement"
  code      = "not_on_map"
  each      = ["unit"]
  condition = !unit.tags.helicopter || unit.on_map
  reason    = "${unit.id} is not on the map"
}

# A transport helicopter loads and unloads infantry at NOE only
# [helicopters.noe]: the altitude is its NOE face or status.
precondition "transport-at-noe" {
  rule      = "helicopters.noe"
  code      = "not_at_noe"
  actions   = ["load", "unload"]
  each      = ["unit"]
  condition = !unit.tags.helicopter || unit.face == "noe" || unit.statuses.noe
  reason    = "${unit.id} is at Cruise: a helicopter loads and unloads infantry only at NOE"
}
