# Objects of the expansion (1.3): equipment and the Electric and Fire weapons.
# The base game's Weapon markers are in rulesets/base/units/items.hcl; the book
# names none of them as an Electric or Fire source, so none is patched.
#
# Tags:
#   object         carried by infantry, one used at a time [objects.carrying]
#   weapon         dropped, picked up and passed by the base game's
#                  units.weapon-transfer actions (drop, pick_up, exchange),
#                  and left in the hex when its carrier is eliminated. The
#                  expansion treats equipment alike (2.0), so equipment carries
#                  the tag too; only an item with a `weapon` block can fire.
#   equipment      not a weapon: it has no attack factor
#   fire/electric  an Fire or Electric source: its damage reaches the Undead
#                  in full [objects.sources]; stats.source says the same
#   places_fire    places a fire marker in the target's hex; never in an
#                  assault or group attack [objects.fire-placing]
#   not_for_sale   never bought as AUX (the auxiliary area reads it)
#   indestructible never removed from the game (fire, a destroyed transport)
# stats.skills lists the skills an equipment object lends its carrier, as a
# Hero's do (heroes/items.hcl); stats.cost is the AUX price (1.6: 3 SP).

item "charred-heart" {
  rule    = "objects.charred-heart"
  name    = "The Charred Heart"
  tags    = ["object", "weapon", "equipment", "not_for_sale", "indestructible", "undead", "picked_up_on_the_move"]
  stats   = { aura_radius = 3 }
  source  = "rulebook"
  note    = "Described in 1.3: its carrier counts as Undead; a 1-hit aura of 3 hexes; never bought, never destroyed."
}

item "first-aid-kit" {
  rule    = "objects.equipment"
  name    = "First Aid Kit"
  tags    = ["object", "weapon", "equipment"]
  stats   = { skills = ["heal"], long_range_skills = [], cost = 3 }
  provisional = true
  note    = "Named by 1.3 as equipment with no counter printed: read as lending the Heal skill to its carrier; 3 SP as any AUX equipment (1.6)."
}

item "engineering-kit" {
  rule    = "objects.equipment"
  name    = "Engineering Kit"
  tags    = ["object", "weapon", "equipment", "engineering"]
  stats   = { skills = ["engineer"], long_range_skills = [], cost = 3 }
  provisional = true
  note    = "No counter printed: the AUX Engineering equipment of 1.2's Specialization, read as lending the Engineering skill to its carrier; 3 SP as any AUX equipment (1.6)."
}

item "flammenwerfer" {
  rule    = "objects.fire-placing"
  name    = "Flammenwerfer"
  faction = "black-hand"
  tags    = ["object", "weapon", "fire", "places_fire"]
  stats   = { source = "fire", cost = 3 }
  weapon "he" {
    firepower = 7
    range     = 1
  }
  provisional = true
  note    = "No Fire weapon is printed: a flamethrower, the book's example of a fire-placing weapon, HE 7 at a short range of 1; 3 SP as any AUX weapon."
}

item "tesla" {
  rule    = "objects.sources"
  name    = "Tesla Projector"
  faction = "white-hand"
  tags    = ["object", "weapon", "electric"]
  stats   = { source = "electric", cost = 3 }
  weapon "he" {
    firepower = 7
    range     = 3
  }
  provisional = true
  note    = "No Electric weapon is printed: an arc projector at the Minigun's HE 7 and an infantry range of 3; 3 SP as any AUX weapon."
}

item "incendiary-ammo" {
  rule    = "objects.sources"
  name    = "Incendiary Ammunition"
  faction = "nato"
  tags    = ["object", "weapon", "fire"]
  stats   = { source = "fire", cost = 3 }
  weapon "he" {
    firepower = 5
    range     = 3
  }
  provisional = true
  note    = "Event 10 arms Spetsnaz with incendiary ammo: a Fire source that places no fire, at the Spetsnaz's own HE 5 r3."
}
