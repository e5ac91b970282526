# The expansion's unit types [units.types]. The book prints no factors for
# them and the secondary counter table has none either: every value is
# provisional (plausible, consistent with the base counters) and says why.
# Black armor marks the Undead: tag "undead" (undead.damage). Undead cannot
# be Shaken: tag "unshakable", which the combat area reads (2.1: Shaken still
# counts as a step for them). Huge: tag "huge" (units.huge-hod).

unit_type "reanimated" {
  rule     = "units.types"
  name     = "Reanimated"
  tags     = ["infantry", "soft", "undead", "unshakable"]
  movement = "wasteland"
  stats    = { speed = 3, armor = 13 }
  weapon "ap" {
    firepower = 4
    range     = 1
  }
  weapon "he" {
    firepower = 5
    range     = 1
  }
  face "reduced" {
    weapon "ap" {
      firepower = 3
      range     = 1
    }
    weapon "he" {
      firepower = 4
      range     = 1
    }
  }
  provisional = true
  note        = "No printed counter: values scaled down from the Zealot (slow, close-range undead infantry). Raised by any faction's reanimators (skills.reanimate), so it has no faction of its own; event 13 makes them uncontrolled hostile Independents."
}

unit_type "skinless" {
  rule     = "units.types"
  name     = "Skinless"
  faction  = "white-hand"
  tags     = ["infantry", "soft", "undead", "unshakable"]
  movement = "foot"
  stats    = { speed = 4, armor = 13 }
  weapon "ap" {
    firepower = 5
    range     = 1
  }
  weapon "he" {
    firepower = 6
    range     = 1
  }
  face "reduced" {
    weapon "ap" {
      firepower = 4
      range     = 1
    }
    weapon "he" {
      firepower = 5
      range     = 1
    }
  }
  provisional = true
  note        = "No printed counter: the White Hand's reanimated dead (skills.reanimate), given one point more than the Reanimated in speed and firepower as the elite version; event 4 places them on Magdeburg."
}

unit_type "abomination" {
  rule     = "units.types"
  name     = "Abomination"
  faction  = "white-hand"
  tags     = ["infantry", "soft", "undead", "unshakable"]
  movement = "foot"
  stats    = { speed = 3, armor = 15 }
  weapon "ap" { # no range: it serves only in assaults (combat.assault-only)
    firepower = 8
  }
  weapon "he" {
    firepower = 7
    range     = 1
  }
  face "reduced" {
    weapon "ap" {
      firepower = 7
    }
    weapon "he" {
      firepower = 6
      range     = 1
    }
  }
  provisional = true
  note        = "No printed counter: a large undead infantry unit that feeds friendly reanimators (corpses.abomination); armor of the Ravager, firepower between Zealot and Ravager; its AP is printed here without a range, the expansion's assault-only factor (2.1), as a shambling mass tears armour apart only hand to hand. Faction White Hand is a guess (the book names no owner)."
}

unit_type "wurmking" {
  rule     = "units.huge-hod"
  name     = "Wurmking"
  faction  = "black-hand"
  tags     = ["infantry", "huge", "soft", "undead", "unshakable"]
  movement = "huge"
  stats    = { speed = 3, armor = 16 }
  weapon "ap" {
    firepower = 12
    range     = 1
  }
  weapon "aa" {
    firepower = 12
    range     = 1
  }
  weapon "he" {
    firepower = 8
    range     = 1
  }
  face "reduced" {
    weapon "ap" {
      firepower = 11
      range     = 1
    }
    weapon "aa" {
      firepower = 11
      range     = 1
    }
    weapon "he" {
      firepower = 7
      range     = 1
    }
  }
  provisional = true
  note        = "No printed counter: event 3 puts it on Magdeburg where the base game puts a Ravager on Wewelsburg, so it is a Ravager one point stronger, Huge and Undead; its side follows the Ravager's (Black Hand)."
}

# On-board artillery that doubles as transport [units.artillery-transport]:
# tags "spa" (base SPA rules) and "apc" (carries one infantry unit).
unit_type "pzw-42" {
  rule     = "units.artillery-transport"
  name     = "PzW 42"
  faction  = "reich"
  tags     = ["spa", "apc", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 6, armor = 14 }
  weapon "he" {
    firepower = 6
    range     = 12
    fixed     = true
  }
  face "reduced" {
    weapon "he" {
      firepower = 5
      range     = 12
      fixed     = true
    }
  }
  provisional = true
  note        = "No printed counter: the Panzerwerfer 42 rocket launcher on a half-track, so the SdKfz 250's speed and armor with a fixed-range HE rocket battery shorter-ranged than the Hummel's gun."
}

# Independent versions: the expansion's light-gray counters. Their rules are
# the independents area's; these are the same soldiers under tag
# "independent" so a scenario can place them.
unit_type "independent-reanimated" {
  rule     = "units.types"
  name     = "Reanimated (Independent)"
  faction  = "independent"
  tags     = ["infantry", "soft", "undead", "unshakable", "independent"]
  movement = "foot"
  stats    = { speed = 3, armor = 13 }
  weapon "ap" {
    firepower = 4
    range     = 1
  }
  weapon "he" {
    firepower = 5
    range     = 1
  }
  face "reduced" {
    weapon "ap" {
      firepower = 3
      range     = 1
    }
    weapon "he" {
      firepower = 4
      range     = 1
    }
  }
  provisional = true
  note        = "The Reanimated's provisional values on a light-gray Independent counter (event 13 turns corpses into uncontrolled hostile Reanimated)."
}

# Huge units of the base game move as the expansion's Huge do [units.huge-hod]:
# one MP a hex whatever the terrain, water at two (units/movement.hcl).
patch "unit_type" "ravager" {
  rule     = "units.huge-hod"
  movement = "huge"
}
