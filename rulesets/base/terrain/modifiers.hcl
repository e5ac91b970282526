# The cover of a hex [terrain.chart, combat.defense-value]: each terrain,
# feature and terrain-like marker (wreck, shellholes, sandbags) of the
# target's hex adds its defence stat to the DV, as a term named and cited as
# the terrain is ("Urban 2 [terrain.urban]"), so a rule may replace or
# remove one by its rule id. Air units ignore terrain [units.air]. A marker
# of the kind of a feature the map prints there counts once.
modifier "terrain-cover" {
  rule       = "terrain.chart"
  stage      = "dv"
  terrain_of = target.hex
  stat       = target.infantry ? "dv_inf" : "dv_veh"
  when       = !target.air
}
