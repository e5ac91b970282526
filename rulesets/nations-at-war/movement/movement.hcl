# Movement classes: the Terrain Effects Chart's MP columns [movement.terrain], one block a way
# of moving; each unit type names its class (`movement = "tracked"`) and the kernel prices every
# step from it, for a move's validation, the path search of reach, the bots and the AI alike.
# A terrain's cost is what entering the hex costs; a feature's or a marker's adds to it. Whatever
# a class leaves out it may not enter. The road `connect`s: from a road hex into a road hex the
# step costs the road's rate whatever the terrain, and over Water the road is a bridge (a bridge
# hex is Water with the features road and bridge, maps/terrain.hcl). A Bridge Out marker closes
# its hex to every class [engineers.bridge-out]. An enemy's hex is closed to a move: only an
# assault or an overrun enters it [movement.enemy-hex]. Wire and AT Ditches are priced by the
# face shown, not by the class (a dismounted armored infantry platoon keeps its halftracks'
# class): the "mp" stage's modifiers of wire/ and ditches/ add the markers' stats (Wire +2 MP
# for a hard face, an AT Ditch +3 for a vehicle and +1 on foot), so no class names them.
#
# PROVISIONAL: the book prints only Clear = 1 MP (4.0's summary; the 7.3 Sherman example pays
# 1 MP for a Clear hex). It has no Terrain Effects Chart; every other cost is the project's, in
# the spirit of the series (vehicles slowed by woods and towns, feet by woods), for a mod to
# correct. Classes are given by unit type: a unit with a mounted face (armored infantry, towed
# guns, motorcycles) moves by the class of its vehicle on both faces, as the kernel knows one
# class a unit type (a face of its own class is a kernel request of this area's report).

movement_class "foot" {
  rule        = "movement.terrain"
  name        = "Infantry (foot)"
  costs       = {
    clear = { mp = 1, rule = "movement.terrain" },
    palm = { mp = 1, rule = "movement.terrain" },
    forest = { mp = 2, rule = "movement.terrain" },
    city = { mp = 1, rule = "movement.terrain" },
    road = { mp = 1, rule = "movement.terrain" },
    bridge = { mp = 0, rule = "movement.terrain" },
    hill = { mp = 1, rule = "movement.terrain" },
    ridgeline = { mp = 1, rule = "movement.terrain" },
    wreck = { mp = 0, rule = "movement.terrain" },
  }
  connect     = "road"
  closed      = { water = "movement.terrain", bridge-out = "engineers.bridge-out" }
  enemy_hex   = "movement.enemy-hex"
}

movement_class "tracked" {
  rule        = "movement.terrain"
  name        = "Tracked vehicle (tanks, halftracks)"
  costs       = {
    clear = { mp = 1, rule = "movement.terrain" },
    palm = { mp = 2, rule = "movement.terrain" },
    forest = { mp = 3, rule = "movement.terrain" },
    city = { mp = 2, rule = "movement.terrain" },
    road = { mp = 1, rule = "movement.terrain" },
    bridge = { mp = 0, rule = "movement.terrain" },
    hill = { mp = 1, rule = "movement.terrain" },
    ridgeline = { mp = 1, rule = "movement.terrain" },
    wreck = { mp = 1, rule = "movement.terrain" },
  }
  connect     = "road"
  closed      = { water = "movement.terrain", bridge-out = "engineers.bridge-out" }
  enemy_hex   = "movement.enemy-hex"
}

movement_class "wheeled" {
  rule        = "movement.terrain"
  name        = "Wheeled vehicle (armoured cars, trucks, towed guns, motorcycles)"
  costs       = {
    clear = { mp = 1, rule = "movement.terrain" },
    palm = { mp = 2, rule = "movement.terrain" },
    forest = { mp = 4, rule = "movement.terrain" },
    city = { mp = 2, rule = "movement.terrain" },
    road = { mp = 1, rule = "movement.terrain" },
    bridge = { mp = 0, rule = "movement.terrain" },
    hill = { mp = 2, rule = "movement.terrain" },
    ridgeline = { mp = 2, rule = "movement.terrain" },
    wreck = { mp = 1, rule = "movement.terrain" },
  }
  connect     = "road"
  closed      = { water = "movement.terrain", bridge-out = "engineers.bridge-out" }
  enemy_hex   = "movement.enemy-hex"
}

# Aircraft (10.3) fly to their target and never walk a path: they pass over everything and do
# not hold a hex against enemy moves.
movement_class "air" {
  rule      = "movement.terrain"
  name      = "Aircraft"
  costs       = {
    clear = { mp = 0, rule = "movement.terrain" },
    palm = { mp = 0, rule = "movement.terrain" },
    forest = { mp = 0, rule = "movement.terrain" },
    city = { mp = 0, rule = "movement.terrain" },
    water = { mp = 0, rule = "movement.terrain" },
    road = { mp = 0, rule = "movement.terrain" },
    bridge = { mp = 0, rule = "movement.terrain" },
    hill = { mp = 0, rule = "movement.terrain" },
    ridgeline = { mp = 0, rule = "movement.terrain" },
    wreck = { mp = 0, rule = "movement.terrain" },
    bridge-out = { mp = 0, rule = "movement.terrain" },
  }
  holds_hex = false
}
