# Who takes part in an assault, as leader or assistant [assault.eligibility,
# assault.definition]: each unit of it is on the map and has not acted yet
# (combat/ and impulse/preconditions.hcl), is no aircraft, no SPA and not
# Shaken; and aircraft are never assaulted.

precondition "assault-not-air" {
  rule      = "assault.definition"
  code      = "no_assault"
  each      = ["units"]
  condition = !unit.tags.air
  reason    = "air units take no part in assaults"
}

precondition "assault-not-spa" {
  rule      = "assault.eligibility"
  code      = "no_assault"
  each      = ["units"]
  condition = !unit.tags.spa
  reason    = "SPA never assault nor assist an assault"
}

precondition "assault-steady" {
  rule      = "assault.eligibility"
  code      = "shaken"
  each      = ["units"]
  condition = !unit.statuses.shaken
  reason    = "${unit.id} is Shaken and may not assault or assist"
}

precondition "assault-target-on-ground" {
  rule      = "assault.definition"
  code      = "air_target"
  condition = !target.tags.air
  reason    = "air units are never assaulted"
}
