# AT Ditches on the movement stage "mp" (movement/values.hcl): a vehicle (a hard face, or any
# mounted face) pays the marker's mp_vehicle (3), anything else on foot its mp_foot (1), on top of
# the terrain [ditches.vehicle-cost, ditches.infantry-cost].
modifier "ditch-cost" {
  rule       = "ditches.vehicle-cost"
  stage      = "mp"
  terrain_of = move.to
  stat       = unit.hard || unit.mounted ? "mp_vehicle" : "mp_foot"
}
