# The fire marker (1.7, 2.1): a level 1 or 2 marker. Each level attacks with
# its own factors, AP against hard targets and HE against soft ones (as a
# base minefield's do): the marker's faces "level-1" and "level-2"
# (fires/lib/fires.lua reads nw68.entity("marker_kind", "fire", "level-" .. n)).
#
# stats.burns lists the marker kinds that a Cleanup destroys in a burning
# hex, and stats.burns_tags the tags of the objects lying there (the Weapon
# markers of the base game, the expansion's objects); a marker tagged
# "indestructible" (the Charred Heart) never burns [fires.cleanup].
marker_kind "fire" {
  rule  = "fires.placement"
  name  = "Fire"
  stats = {
    max_level  = 2
    burns      = ["corpses", "wreck", "sandbags", "mines"]
    burns_tags = ["weapon", "equipment"]
  }
  face "level-1" {
    weapon "ap" {
      firepower = 4
      range     = 0
    }
    weapon "he" {
      firepower = 6
      range     = 0
    }
  }
  face "level-2" {
    weapon "ap" {
      firepower = 6
      range     = 0
    }
    weapon "he" {
      firepower = 8
      range     = 0
    }
  }
  provisional = true
  note        = "The book says fire attacks with the appropriate factor but prints none: Level 2 sits at the base minefield's 8 against soft targets (it strikes every unit in the hex), Level 1 two lower, and both lower still against armour, which burns badly."
}
