# Values as terms [combat.defense-value, terrain.chart]: the cover of a hex
# is the terrain's own data (terrain/modifiers.hcl adds a term for each
# terrain, feature and marker of the target's hex, citing its rule), and a
# rule that takes cover away removes those terms by rule id, so the DV shows
# what was struck and by which rule (units/modifiers.hcl).
# The Tiger in B2 fires HE at the target in B5, 3 hexes down (HE 5, range 4:
# no close-range bonus); 2D6 = 1+1 lands no hit.

case "each terrain part of the target's hex adds its cover term" {
  rules   = ["combat.defense-value", "terrain.chart", "terrain.urban", "terrain.sandbags"]
  fixture = "tiger-and-rangers"
  board {
    cols = 6
    rows = 10
    hex "B5" { terrain = "urban" }
    marker "B5" "sandbags" {}
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av   = 7  # HE 5 + 2
      dv   = 17 # armor 13 + Urban 2 + Sandbags 1 + concealed 1
      hits = 0
    }
    log_contains = ["DV 17 = armor 13 [combat.defense-value] + Urban 2 [terrain.urban] + Sandbags 1 [terrain.sandbags] + concealed 1 [concealment.conditions]"]
  }
}

case "a wreck covers vehicles too" {
  rules   = ["combat.defense-value", "results.wreck"]
  fixture = "tiger-and-t64"
  board {
    cols = 6
    rows = 10
    marker "B5" "wreck" {}
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "B5" }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack {
      dv = 22 # armor 20 + Wreck 1 + concealed 1 (a wreck hides any unit)
    }
    log_contains = ["DV 22 = armor 20 [combat.defense-value] + Wreck 1 [results.wreck] + concealed 1 [concealment.conditions]"]
  }
}

case "outside woods, urban or smoke a Huge unit's cover is removed, and shown removed" {
  rules   = ["units.huge", "terrain.crop-field", "combat.defense-value"]
  fixture = "tiger"
  board {
    cols = 6
    rows = 10
    hex "B5" { terrain = "crop-field" }
  }
  unit "tiger" { at = "B2" }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B5"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "ravager"
    weapon = "he"
  }
  expect {
    attack {
      dv = 15 # armor 15: no crop field for a Huge unit
    }
    log_contains = ["DV 15 = armor 15 [combat.defense-value]; Crop field +1 [terrain.crop-field] removed by Huge: no cover outside woods, urban or smoke [units.huge]"]
  }
}

case "a Huge unit in woods keeps the woods' cover but never Sandbags" {
  rules   = ["units.huge", "terrain.woods", "terrain.sandbags"]
  fixture = "tiger"
  board {
    cols = 6
    rows = 10
    hex "B5" { terrain = "woods" }
    marker "B5" "sandbags" {}
  }
  unit "tiger" { at = "B2" }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B5"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "ravager"
    weapon = "he"
  }
  expect {
    attack {
      dv = 17 # armor 15 + Woods 1 + concealed 1; Sandbags removed
    }
    log_contains = ["DV 17 = armor 15 [combat.defense-value] + Woods 1 [terrain.woods] + concealed 1 [concealment.conditions]; Sandbags +1 [terrain.sandbags] removed by no Sandbags for Huge units [units.huge]"]
  }
}
