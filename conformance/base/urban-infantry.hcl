# The urban-infantry house rule (mods/urban-infantry): infantry in an urban
# hex gets +2 DV in place of the chart's Urban term, which the DV shows as
# replaced; vehicles, and infantry elsewhere, are untouched. The chart's own
# infantry bonus is +2 as well, so the totals match the base game's and the
# explanation is what changes. The Tiger in B2 fires HE at the target in
# B5, 3 hexes down; 2D6 = 1+1 lands no hit.

case "infantry in an urban hex: the house rule's +2 stands in place of the Urban term" {
  rules   = ["house.urban-infantry", "terrain.urban", "combat.defense-value"]
  mods    = ["urban-infantry"]
  fixture = "tiger-and-rangers"
  board {
    cols = 6
    rows = 10
    hex "B5" { terrain = "urban" }
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
      dv = 16 # armor 13 + infantry in urban 2 + concealed 1
    }
    log_contains = ["DV 16 = armor 13 [combat.defense-value] + infantry in urban 2 [house.urban-infantry] + concealed 1 [concealment.conditions]; Urban +2 [terrain.urban] replaced by infantry in urban [house.urban-infantry]"]
  }
}

case "the urban house rule leaves Sandbags in the hex adding theirs" {
  rules   = ["house.urban-infantry", "terrain.sandbags"]
  mods    = ["urban-infantry"]
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
      dv = 17 # armor 13 + Sandbags 1 + infantry in urban 2 + concealed 1
    }
    log_contains = ["DV 17 = armor 13 [combat.defense-value] + Sandbags 1 [terrain.sandbags] + infantry in urban 2 [house.urban-infantry] + concealed 1 [concealment.conditions]; Urban +2 [terrain.urban] replaced by infantry in urban [house.urban-infantry]"]
  }
}

case "a vehicle in an urban hex keeps the chart's Urban term" {
  rules   = ["house.urban-infantry", "terrain.urban"]
  mods    = ["urban-infantry"]
  fixture = "tiger-and-t64"
  board {
    cols = 6
    rows = 10
    hex "B5" { terrain = "urban" }
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
      dv = 22 # armor 20 + Urban 1 + concealed 1
    }
    log_contains = ["DV 22 = armor 20 [combat.defense-value] + Urban 1 [terrain.urban] + concealed 1 [concealment.conditions]"]
  }
}

case "infantry outside urban hexes gets nothing from the urban house rule" {
  rules   = ["house.urban-infantry", "terrain.woods"]
  mods    = ["urban-infantry"]
  fixture = "tiger-and-rangers"
  board {
    cols = 6
    rows = 10
    hex "B5" { terrain = "woods" }
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
      dv = 15 # armor 13 + Woods 1 + concealed 1
    }
    log_contains = ["DV 15 = armor 13 [combat.defense-value] + Woods 1 [terrain.woods] + concealed 1 [concealment.conditions]"]
  }
}
