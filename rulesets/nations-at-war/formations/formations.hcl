# The formations of the book's examples, one block each [formations.definition]. A formation's
# stats are its HQ's factors, as a formation card shows them (14.0 "Formation Cards"):
#   morale         the number a Morale Check must not exceed on 2d6 [morale.check]
#   command_range  hexes within which the HQ (or a sub-HQ) keeps its platoons in command
#                  [hq.command-range]
#   leadership     the HQ's Leadership Modifier [hq.leadership, rally.hq]
# The `reduced` face holds the half-strength factors (the right-hand number of a card's
# hexagon): they apply while the formation's HQ shows its reduced side. Morale stays the same on
# that face, because a formation keeps its morale even when its HQ is gone [morale.formation].
#
# The book prints no counter sheet and no formation card: only the 14th Infantry's morale 7
# (2.11.2) and the leadership 2 of the 7th Armored's full-strength HQ (5.4) and of the Pz IV
# HQ of the 2.5.6.2 example are printed. Every other factor is provisional: morale 7 for a
# regular formation, 8 for veteran German and American armour and panzergrenadiers, 6 for the
# Italian and Soviet rifles; command range 3 for armour, 2 for foot infantry (the range a
# platoon a few hexes off its HQ needs); leadership 1, one less on the reduced face.

formation "14th-infantry" {
  rule    = "formations.definition"
  name    = "14th Infantry Regiment"
  faction = "british"
  stats   = { morale = 7, command_range = 2, leadership = 1 }
  face "reduced" {
    stats = { morale = 7, command_range = 2, leadership = 0 }
  }
  source      = "rulebook"
  provisional = true
  note        = "Printed: morale 7 (2.11.2 example). Provisional: command range 2 and leadership 1 (0 reduced), as every foot formation here."
}

formation "22nd-armoured" {
  rule    = "formations.definition"
  name    = "22nd Armoured Brigade"
  faction = "british"
  stats   = { morale = 7, command_range = 3, leadership = 1 }
  face "reduced" {
    stats = { morale = 7, command_range = 3, leadership = 0 }
  }
  provisional = true
  note        = "Made for the project (Crusaders and M3 Grants); the book names no such formation. Every factor provisional."
}

formation "2nd-bersaglieri" {
  rule    = "formations.definition"
  name    = "2nd Bersaglieri Regiment"
  faction = "italian"
  stats   = { morale = 6, command_range = 2, leadership = 1 }
  face "reduced" {
    stats = { morale = 6, command_range = 2, leadership = 0 }
  }
  provisional = true
  note        = "Named in the 3.3.1 example, no factor printed. Provisional: morale 6, command range 2, leadership 1 (0 reduced)."
}

formation "7th-armored" {
  rule    = "formations.definition"
  name    = "7th Armored Regiment"
  faction = "italian"
  stats   = { morale = 6, command_range = 3, leadership = 2 }
  face "reduced" {
    stats = { morale = 6, command_range = 3, leadership = 1 }
  }
  source      = "rulebook"
  provisional = true
  note        = "Printed: leadership 2 at full strength (5.4 example: the full-strength HQ adds 2d6 to the M13/40's assault). Provisional: morale 6, command range 3, leadership 1 reduced."
}

formation "ccb" {
  rule    = "formations.definition"
  name    = "Combat Command B"
  faction = "american"
  stats   = { morale = 8, command_range = 3, leadership = 1 }
  face "reduced" {
    stats = { morale = 8, command_range = 3, leadership = 0 }
  }
  provisional = true
  note        = "Named in the 2.5.6.3 and 3.4.2 examples (M3 Lees, armored infantry), no factor printed. Provisional: morale 8, command range 3, leadership 1 (0 reduced)."
}

formation "panzer-abteilung" {
  rule    = "formations.definition"
  name    = "Panzer Abteilung"
  faction = "german"
  stats   = { morale = 8, command_range = 3, leadership = 2 }
  face "reduced" {
    stats = { morale = 8, command_range = 3, leadership = 1 }
  }
  source      = "rulebook"
  provisional = true
  note        = "Printed: leadership 2 (the HQ stacked with Pz IVs in the 2.5.6.2 example). Provisional: morale 8, command range 3, leadership 1 reduced."
}

formation "panzergrenadier" {
  rule    = "formations.definition"
  name    = "Panzergrenadier Regiment"
  faction = "german"
  stats   = { morale = 8, command_range = 2, leadership = 1 }
  face "reduced" {
    stats = { morale = 8, command_range = 2, leadership = 0 }
  }
  provisional = true
  note        = "Made for the project (infantry, armored infantry, motorcycles, guns). Every factor provisional."
}

formation "soviet-rifles" {
  rule    = "formations.definition"
  name    = "Soviet Rifle Regiment"
  faction = "soviet"
  stats   = { morale = 6, command_range = 2, leadership = 1 }
  face "reduced" {
    stats = { morale = 6, command_range = 2, leadership = 0 }
  }
  provisional = true
  note        = "Made for the project. Every factor provisional."
}

formation "soviet-tanks" {
  rule    = "formations.definition"
  name    = "Soviet Tank Brigade"
  faction = "soviet"
  stats   = { morale = 7, command_range = 3, leadership = 1 }
  face "reduced" {
    stats = { morale = 7, command_range = 3, leadership = 0 }
  }
  provisional = true
  note        = "Made for the project (T-34s). Every factor provisional."
}
