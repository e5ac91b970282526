# Markers of the Nuklear Winter '68 base game that carry values: infantry Weapon markers
# and the minefield marker here; CO markers (and their 2IC faces) in command/items.hcl,
# off-board artillery markers in oba/items.hcl.
#
# Weapon marker: firepower / range. A dual AP/AA (or HE/AA) factor is two weapons with the same numbers.
# CO marker: local = Local CO Rating, radio_bonus = Radio Range rating, radio_range = Radio Range in
# hexes, extended_radio_range = ERR (Out Of Contact beyond it; a rally roll must exceed it).
# The 2IC is the flipped CO marker: same radio ranges, weaker ratings (command.2ic).
# Helicopter formations (SG 2 Immelmann, 335th Cowboys) and the Black Hand have no CO marker.
# OBA markers: stats.area = hexes affected; firepower where the marker prints it. OBA is called on
# any hex in the caller's LOS, so its range is unlimited (99, beyond any map distance).
# source = "rulebook" (printed there), "provisional" (unprinted; the note gives the reason).

# Weapon markers. Each is hidden from the enemies' seats until its carrier first
# fires it (the status shown-<weapon>, set by combat/lib/combat.lua), as the
# book lets a Weapon stay off the board until used [units.weapons].

item "mg42" {
  rule        = "units.weapons"
  name        = "MG 42"
  tags        = ["weapon"]
  hidden      = "enemies"
  revealed_by = "shown-mg42"
  weapon "he" {
    firepower = 6
    range     = 4
  }
  source = "rulebook"
  note   = "Printed in the Weapons section (sample marker 6/4); Reich, in the OOB of 1/7 SS."
}

item "panzerfaust-3" {
  rule        = "units.weapons"
  name        = "Panzerfaust 3"
  tags        = ["weapon"]
  hidden      = "enemies"
  revealed_by = "shown-panzerfaust-3"
  weapon "ap" {
    firepower = 11
    range     = 3
  }
  provisional = true
  note        = "Unprinted Reich anti-tank launcher: must threaten armor 17-20 from an infantry base of AP 6 r3, a point above the older LAW."
}

item "luftfaust" {
  rule        = "units.weapons"
  name        = "Luftfaust"
  tags        = ["weapon"]
  hidden      = "enemies"
  revealed_by = "shown-luftfaust"
  weapon "aa" {
    firepower = 9
    range     = 3
  }
  provisional = true
  note        = "Named only in the Weapons flavour text, in no OOB: unguided, so shorter range but steadier than the Strela-2."
}

item "m60" {
  rule        = "units.weapons"
  name        = "M60"
  tags        = ["weapon"]
  hidden      = "enemies"
  revealed_by = "shown-m60"
  weapon "he" {
    firepower = 6
    range     = 4
  }
  provisional = true
  note        = "Unprinted NATO machine gun; the book says it was developed from the MG 42, so it copies the MG 42's 6/4."
}

item "law" {
  rule        = "units.weapons"
  name        = "M72 LAW"
  tags        = ["weapon"]
  hidden      = "enemies"
  revealed_by = "shown-law"
  weapon "ap" {
    firepower = 10
    range     = 3
  }
  provisional = true
  note        = "Unprinted NATO light anti-tank weapon: enough to hurt armor 17-20, a point below the newer Panzerfaust 3."
}

item "strela-2" {
  rule        = "units.weapons"
  name        = "9K32 Strela-2"
  tags        = ["weapon"]
  hidden      = "enemies"
  revealed_by = "shown-strela-2"
  weapon "aa" {
    firepower = 8
    range     = 6
  }
  provisional = true
  note        = "Unprinted guided AA launcher: longer range than the unguided Luftfaust, lower value because radiation upsets its guidance; below the Shilka's AA 9 r7."
}

item "minigun" {
  rule        = "units.weapons"
  name        = "XM134 Minigun"
  tags        = ["weapon"]
  hidden      = "enemies"
  revealed_by = "shown-minigun"
  weapon "he" {
    firepower = 7
    range     = 4
  }
  weapon "aa" {
    firepower = 7
    range     = 4
  }
  provisional = true
  note        = "Unprinted Black Hand machine gun: heavier than the MG 42 (6/4) and able to hit air targets, so an HE/AA pair."
}

item "diskord" {
  rule        = "units.dual-weapons"
  name        = "Diskord"
  tags        = ["weapon"]
  hidden      = "enemies"
  revealed_by = "shown-diskord"
  weapon "ap" {
    firepower = 10
    range     = 4
  }
  weapon "aa" {
    firepower = 10
    range     = 4
  }
  provisional = true
  note        = "Unprinted Black Hand AT/AA launcher with a dual AP/AA factor: the Blighter's launcher value (10) at an infantry range."
}
