# Evaluation [victory.*]: the expansion's scenarios score victory as the base
# game does (their notes say so), so the computer player keeps the base
# evaluation (base victory/evaluation.hcl) and learns here only what the
# expansion adds to a side's strength.
patch "evaluation" "victory" {
  # A Supply Depot scores no VP but buys AUX and heals [supply.units];
  # Independents (no infantry or armour tag) count as the infantry they
  # fight as.
  unit "supply" {
    rule  = "supply.units"
    value = 1
  }
  unit "independent" {
    rule  = "victory.unit-points"
    value = 2
    faces = { reduced = 1 }
  }

  # a hero adds its skills to the unit it leads [heroes.attachment]: worth
  # about a CO marker
  attached = {
    "reich-kommandant"       = 1
    "reich-okkultist"        = 1
    "nato-ranger-captain"    = 1
    "nato-field-medic"       = 1
    "black-hand-prophet"     = 1
    "black-hand-necromancer" = 1
    "white-hand-reanimator"  = 1
    "white-hand-slayer"      = 1
    "independent-mercenary"  = 1
    "independent-engineer"   = 1
  }
}
