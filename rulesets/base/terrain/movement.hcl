# Movement classes: the terrain chart's MP columns [terrain.chart], one
# block a way of moving; unit types name theirs (`movement = "tracked"`) and
# the kernel prices every step from it (helicopters/movement.hcl and
# missiles/movement.hcl hold the others). A terrain's cost is what entering
# the hex costs; a feature's and a marker's (hill, shellholes, wreck: the
# chart's "+" rows) add to it. Whatever a class leaves out it may not
# enter: water, but along a road (the road `connect`s: from a road hex into
# a road hex the step costs the road's rate, and over water the road is a
# bridge) [movement.water]. A term cites the terrain's or marker's rule, or
# its own ({ mp, rule }).
#
# The book has one vehicle column; tracked and wheeled share it, so a
# house rule can tell a tank from an armoured car (mods/no-tanks-in-woods).
#
# Radiation costs +1 MP for every class but is open only to the units for
# which the value "radiation_access" is above 0 (the Black Hand's:
# oba/movement.hcl) [oba.radiation]. An enemy's hex is closed to a move:
# only an assault enters it [assault.definition].

movement_class "foot" {
  rule      = "terrain.chart"
  name      = "Infantry"
  costs     = { clear = 1, crop-field = 2, road = 1, sand = 2, urban = 1, woods = 1, hill = 1, shellholes = 1, sandbags = 0, wreck = { mp = 1, rule = "terrain.wreck" }, radiation = 1 }
  connect   = "road"
  closed    = { water = "movement.water" }
  gates     = { radiation = "radiation_access" }
  enemy_hex = "assault.definition"
}

# Black Hand infantry cross Water at +1 MP [movement.water].
movement_class "wasteland" {
  rule      = "terrain.chart"
  name      = "Black Hand infantry"
  costs     = { clear = 1, crop-field = 2, road = 1, sand = 2, urban = 1, woods = 1, water = { mp = 2, rule = "movement.water" }, hill = 1, shellholes = 1, sandbags = 0, wreck = { mp = 1, rule = "terrain.wreck" }, radiation = 1 }
  connect   = "road"
  gates     = { radiation = "radiation_access" }
  enemy_hex = "assault.definition"
}

movement_class "tracked" {
  rule      = "terrain.chart"
  name      = "Tracked vehicle"
  costs     = { clear = 1, crop-field = 1, road = 1, sand = 2, urban = 2, woods = 2, hill = 1, shellholes = 1, sandbags = 0, wreck = { mp = 1, rule = "terrain.wreck" }, radiation = 1 }
  connect   = "road"
  closed    = { water = "movement.water" }
  gates     = { radiation = "radiation_access" }
  enemy_hex = "assault.definition"
}

movement_class "wheeled" {
  rule      = "terrain.chart"
  name      = "Wheeled vehicle"
  costs     = { clear = 1, crop-field = 1, road = 1, sand = 2, urban = 2, woods = 2, hill = 1, shellholes = 1, sandbags = 0, wreck = { mp = 1, rule = "terrain.wreck" }, radiation = 1 }
  connect   = "road"
  closed    = { water = "movement.water" }
  gates     = { radiation = "radiation_access" }
  enemy_hex = "assault.definition"
}
