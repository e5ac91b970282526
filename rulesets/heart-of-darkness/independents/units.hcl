# Independent counters [independents.side]: the book prints none, only that
# their counters are light grey. Two plain types let scenarios field
# Independents that are neither Undead nor Huge (units/units.hcl holds the
# Independent Reanimated).
unit_type "independent-militia" {
  rule     = "independents.side"
  name     = "Militia (Independent)"
  faction  = "independent"
  tags     = ["infantry", "soft", "independent"]
  movement = "foot"
  stats    = { speed = 4, armor = 12 }
  weapon "ap" {
    firepower = 4
    range     = 2
  }
  weapon "he" {
    firepower = 4
    range     = 2
  }
  face "reduced" {
    weapon "ap" {
      firepower = 3
      range     = 2
    }
    weapon "he" {
      firepower = 3
      range     = 2
    }
  }
  provisional = true
  note        = "No printed counter: a weaker rifle squad than the factions' line infantry, whose values it scales down."
}

unit_type "independent-technical" {
  rule     = "independents.side"
  name     = "Technical (Independent)"
  faction  = "independent"
  tags     = ["soft", "independent"]
  movement = "wheeled"
  stats    = { speed = 8, armor = 14 }
  weapon "ap" {
    firepower = 6
    range     = 4
  }
  face "reduced" {
    weapon "ap" {
      firepower = 4
      range     = 4
    }
  }
  provisional = true
  note        = "No printed counter: a pick-up with a heavy machine gun, faster than a half-track and lighter armed than an armored car."
}


# Independent pioneers: the AUX Engineering unit a faction may buy with its
# Specialization points (supply.specialization) and recruit or hire like any
# Independent.
unit_type "independent-pioneers" {
  rule     = "independents.side"
  name     = "Pioneers (Independent)"
  faction  = "independent"
  tags     = ["infantry", "soft", "independent", "engineering"]
  movement = "foot"
  stats    = { speed = 3, armor = 12, skills = ["engineer"], long_range_skills = [], cost = 5 }
  weapon "ap" {
    firepower = 3
    range     = 2
  }
  weapon "he" {
    firepower = 4
    range     = 2
  }
  face "reduced" {
    weapon "ap" {
      firepower = 2
      range     = 2
    }
    weapon "he" {
      firepower = 3
      range     = 2
    }
  }
  provisional = true
  note        = "No counter printed: Specialization (1.2) names AUX Engineering units without a counter; militia-grade infantry with the Engineering skill, 5 SP as any AUX unit (1.6)."
}
