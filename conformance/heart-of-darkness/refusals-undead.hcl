# The negative space of consume_corpses [undead.consume-corpses]: the codes
# undead/undead.lua returns (through units.only_action) that undead.hcl does
# not prove, and what the book allows. Fixture "undead-feast" (undead.hcl):
# a reduced White Hand Reanimated ("ghoul", formation wh-1, active) on the
# Corpses in C3. A refused feast leaves the unit reduced and the Corpses in
# place (checked below).

case "consume_corpses: an Undead already Finished does not feed" {
  rules   = ["undead.consume-corpses"]
  fixture = "undead-feast"
  unit "ghoul" { statuses = ["finished"] }
  action "consume_corpses" { unit = "ghoul" }
  expect {
    rejected = { code = "finished", rule = "undead.consume-corpses" }
    unit "ghoul" { reduced = true }
    marker "C3" "corpses" { present = true }
  }
}

case "consume_corpses: an Undead that has attacked this activation does not feed" {
  rules   = ["undead.consume-corpses"]
  fixture = "undead-feast"
  unit "ghoul" { counters = { fired = 1 } }
  action "consume_corpses" { unit = "ghoul" }
  expect {
    rejected = { code = "finished", rule = "undead.consume-corpses" }
    unit "ghoul" { reduced = true }
    marker "C3" "corpses" { present = true }
  }
}

case "consume_corpses: an Undead off the map does not feed" {
  rules   = ["undead.consume-corpses"]
  fixture = "undead-feast"
  unit "ghoul" { at = "" }
  action "consume_corpses" { unit = "ghoul" }
  expect {
    rejected = { code = "not_on_map", rule = "undead.consume-corpses" }
    unit "ghoul" { reduced = true }
    marker "C3" "corpses" { present = true }
  }
}

case "consume_corpses: an Undead riding aboard a carrier does not feed" {
  rules   = ["undead.consume-corpses", "units.apc-passengers"]
  fixture = "undead-feast"
  unit "carrier" {
    type      = "m113"
    side      = "white-hand"
    formation = "wh-1"
    at        = "C3"
  }
  unit "ghoul" {
    at     = ""
    aboard = "carrier"
  }
  action "consume_corpses" { unit = "ghoul" }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "ghoul" { reduced = true }
    marker "C3" "corpses" { present = true }
  }
}

case "consume_corpses: no Undead feeds while no formation is active" {
  rules   = ["undead.consume-corpses", "impulse.activation"]
  fixture = "undead-feast"
  active_formation = ""
  phase            = "actions"
  cup              = { "wh-1" = 1 }
  draws            = []
  begin            = true
  action "consume_corpses" { unit = "ghoul" }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "ghoul" { reduced = true }
    marker "C3" "corpses" { present = true }
  }
}

case "consume_corpses: an Undead does not feed on the Corpses of the next hex" {
  rules   = ["undead.consume-corpses"]
  fixture = "undead-feast"
  unit "ghoul" { at = "C2" }
  action "consume_corpses" { unit = "ghoul" }
  expect {
    rejected = { code = "no_corpses", rule = "undead.consume-corpses" }
    unit "ghoul" {
      at      = "C2"
      reduced = true
    }
    marker "C3" "corpses" { present = true }
  }
}

case "consume_corpses: a Hero passed first is a pre-action: the Undead still feeds" {
  rules   = ["undead.consume-corpses", "impulse.pre-actions", "heroes.transfer"]
  fixture = "undead-feast"
  unit "ghoul2" {
    type      = "reanimated"
    side      = "white-hand"
    formation = "wh-1"
    at        = "C3"
    attached  = ["white-hand-reanimator"]
  }
  action "transfer_hero" {
    unit = "ghoul"
    with = "ghoul2"
    hero = "white-hand-reanimator"
  }
  action "consume_corpses" { unit = "ghoul" }
  expect {
    unit "ghoul" {
      reduced  = false
      statuses = ["finished"]
      attached = ["white-hand-reanimator"]
    }
    marker "C3" "corpses" { present = false }
  }
}

case "consume_corpses: the active side's seat feeds its Undead" {
  rules   = ["undead.consume-corpses"]
  fixture = "undead-feast"
  action "consume_corpses" {
    unit = "ghoul"
    by   = "white-hand"
  }
  expect {
    unit "ghoul" { reduced = false }
    marker "C3" "corpses" { present = false }
  }
}

# the kernel refuses a seat whose side is not to act (not_your_turn today);
# once the unit is declared of = "own" it may answer not_yours first: the
# case checks the rule alone
case "consume_corpses: the Reich seat does not feed the White Hand's Undead" {
  rules   = ["undead.consume-corpses"]
  fixture = "undead-feast"
  action "consume_corpses" {
    unit = "ghoul"
    by   = "reich"
  }
  expect {
    rejected = { rule = "undead.consume-corpses" }
    unit "ghoul" { reduced = true }
    marker "C3" "corpses" { present = true }
  }
}
