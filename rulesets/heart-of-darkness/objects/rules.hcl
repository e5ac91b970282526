# Objects (1.3): weapons and equipment carried by infantry, the Charred
# Heart, and Electric and Fire sources. objects/items.hcl holds the objects,
# objects/markers.hcl their markers on the ground, objects/objects.lua the
# rules, objects/lib/objects.lua what other areas ask of them.

rule "objects.carrying" {
  section = "1.3"
  title   = "Carrying objects"
  summary = "Objects are weapons and equipment. An infantry unit may carry any number of them but uses one at a time: an attack names the single weapon it fires, and the unit's own factors are not added to it."
}

rule "objects.transfer" {
  section = "2.0"
  title   = "Dropping, picking up and passing objects"
  summary = "Before the activating unit acts, it may drop objects, pick up objects lying in its hex, and pass objects to or take them from friendly stacked units (drop, pick_up, exchange). These steps come before its action and none of them Finishes it."
}

rule "objects.equipment" {
  section = "1.3"
  title   = "Equipment lends skills"
  summary = "An equipment object may give its carrier a skill it lacks. The First Aid Kit gives the Heal skill; the book prints no counter for it, so this reading is the project's."
}

rule "objects.charred-heart" {
  section = "1.3"
  title   = "The Charred Heart"
  summary = "A unique piece of equipment that is never bought as AUX. The infantry unit carrying it counts as Undead."
}

rule "objects.heart-aura" {
  section = "1.3"
  title   = "The dark aura"
  summary = "As the first thing its carrier does in its activation (heart_aura), the carried Heart deals 1 hit to every unit within 3 hexes that is not in cover, friends included; the carrier itself is spared. Cover is a hex whose terrain improves the unit's DV (a hill too); a Huge unit is in cover only where ordinary fire grants it cover, in level 1 terrain or smoke (units.huge-hod, units.huge), so not in a crop field. The project's readings: the carrier does nothing else in its activation before the aura; a carrier riding in a transport may pulse too, and its transport is spared with it; the aura is no Fire, Electric or Nuclear source, so the Undead take no damage from its hit (undead.damage)."
}

rule "objects.aura-fear" {
  section = "1.3"
  title   = "No one enters the aura"
  summary = "No unit may move, fly, assault, fire on the move or be unloaded into the dark aura of a carried Heart of its own will. A unit that starts its activation inside the aura, in cover or not, must move (or fly) out of it in that activation when it can, a moving fire whose path ends outside it included: until it is out, it may do nothing else, and the activation does not end; once out it acts as usual. The transport of the Heart's carrier is not in fear of it."
}

rule "objects.heart-ground" {
  section = "1.3"
  title   = "The Heart on the ground"
  summary = "Dropped, the Heart's aura is inactive until a unit able to carry equipment picks it up; such a unit may move into the Heart's hex and pick it up in the same activation (the item's tag picked_up_on_the_move). Nothing destroys the Heart: fire does not burn it and it stays in the hex of a destroyed transport."
}

rule "objects.sources" {
  section = "1.3"
  title   = "Electric and Fire sources"
  summary = "The AP and HE damage of an Electric or Fire weapon reaches Undead targets in full, like any other target's. These weapons cannot be used while their map's weather forbids them (1.8)."
}

rule "objects.fire-placing" {
  section = "2.1"
  title   = "Fire-placing weapons"
  summary = "A weapon that places fire sets a fire marker in its target's hex when it attacks, and may take no part in an assault or in any grouped attack, leading or supporting."
}
