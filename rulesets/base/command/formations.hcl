# Formations of the orders of battle. A formation's stats are its CO marker's
# ratings (local rating / radio range bonus / radio range in hexes / extended
# radio range, which is also the number a rally roll must beat); its "2ic" face
# holds the ratings of the 2IC that takes over when the CO is lost.
# The 1st Ranger (2/1/2/7) and 1/7 SS (3/2/1/6) COs are printed in the rulebook;
# the others are provisional, patterned on those two.
# What each formation fields (its units, weapon markers and activation
# markers, all printed) is in command/orders-of-battle.hcl [command.formations].

formation "1-130" {
  rule    = "command.co"
  name    = "1/130 Panzer Lehr"
  faction = "reich"
  tags    = ["has-co"]
  stats   = { local = 2, radio_bonus = 2, radio_range = 1, extended_radio_range = 6 }
  face "2ic" {
    stats = { local = 1, radio_bonus = 1, radio_range = 1, extended_radio_range = 6 }
    note  = "Unprinted: CO ratings less 1, same radio ranges as the CO."
  }
  provisional = true
  note    = "Unprinted: Reich radio pattern of the printed 1/7 SS CO (3/2/1/6), one less local rating for a non-SS formation."
}

formation "2-130" {
  rule    = "command.co"
  name    = "2/130 Panzer Lehr"
  faction = "reich"
  tags    = ["has-co"]
  stats   = { local = 2, radio_bonus = 2, radio_range = 1, extended_radio_range = 6 }
  face "2ic" {
    stats = { local = 1, radio_bonus = 1, radio_range = 1, extended_radio_range = 6 }
    note  = "Unprinted: CO ratings less 1, same radio ranges as the CO."
  }
  provisional = true
  note    = "Unprinted: Reich radio pattern of the printed 1/7 SS CO (3/2/1/6), one less local rating for a non-SS formation."
}

formation "1-7-ss" {
  rule    = "command.co"
  name    = "1/7 SS Prinz Eugen"
  faction = "reich"
  tags    = ["has-co"]
  stats   = { local = 3, radio_bonus = 2, radio_range = 1, extended_radio_range = 6 }
  face "2ic" {
    stats = { local = 2, radio_bonus = 1, radio_range = 1, extended_radio_range = 6 }
    note  = "Implied by the book (same radio ranges, weaker command) but unprinted: CO ratings less 1."
  }
  source  = "rulebook"
  note    = "Printed in the Formations section (1/7 SS sample, 3/2/1/6)."
}

formation "1-501" {
  rule    = "command.co"
  name    = "1/501 Schwere SS Panzer Abteilung"
  faction = "reich"
  tags    = ["has-co"]
  stats   = { local = 3, radio_bonus = 2, radio_range = 1, extended_radio_range = 6 }
  face "2ic" {
    stats = { local = 2, radio_bonus = 1, radio_range = 1, extended_radio_range = 6 }
    note  = "Unprinted: CO ratings less 1, same radio ranges as the CO."
  }
  provisional = true
  note    = "Unprinted: an SS formation, so the printed 1/7 SS CO values."
}

formation "2-501" {
  rule    = "command.co"
  name    = "2/501 Schwere SS Panzer Abteilung"
  faction = "reich"
  tags    = ["has-co"]
  stats   = { local = 3, radio_bonus = 2, radio_range = 1, extended_radio_range = 6 }
  face "2ic" {
    stats = { local = 2, radio_bonus = 1, radio_range = 1, extended_radio_range = 6 }
    note  = "Unprinted: CO ratings less 1, same radio ranges as the CO."
  }
  provisional = true
  note    = "Unprinted: an SS formation, so the printed 1/7 SS CO values."
}

formation "4th-guards" {
  rule    = "command.co"
  name    = "4th Guards Kantemirovskaya"
  faction = "nato"
  tags    = ["has-co"]
  stats   = { local = 2, radio_bonus = 1, radio_range = 2, extended_radio_range = 7 }
  face "2ic" {
    stats = { local = 1, radio_bonus = 0, radio_range = 2, extended_radio_range = 7 }
    note  = "Unprinted: CO ratings less 1, same radio ranges as the CO."
  }
  provisional = true
  note    = "Unprinted: NATO radio pattern, the printed 1st Ranger CO values (2/1/2/7)."
}

formation "vympel" {
  rule    = "command.co"
  name    = "OSNAZ Spetsgruppa V Vympel"
  faction = "nato"
  tags    = ["has-co"]
  stats   = { local = 2, radio_bonus = 1, radio_range = 2, extended_radio_range = 7 }
  face "2ic" {
    stats = { local = 1, radio_bonus = 0, radio_range = 2, extended_radio_range = 7 }
    note  = "Unprinted: CO ratings less 1, same radio ranges as the CO."
  }
  provisional = true
  note    = "Unprinted: NATO radio pattern, the printed 1st Ranger CO values (2/1/2/7)."
}

formation "1st-ranger" {
  rule    = "command.co"
  name    = "1st Ranger"
  faction = "nato"
  tags    = ["has-co"]
  stats   = { local = 2, radio_bonus = 1, radio_range = 2, extended_radio_range = 7 }
  face "2ic" {
    stats = { local = 1, radio_bonus = 0, radio_range = 2, extended_radio_range = 7 }
    note  = "Implied by the book (same radio ranges, weaker command) but unprinted: CO ratings less 1."
  }
  source  = "rulebook"
  note    = "Printed in the Commanding Officers section (CO / 2IC sample, 2/1/2/7), read as the CO face."
}

formation "2nd-ranger" {
  rule    = "command.co"
  name    = "2nd Ranger"
  faction = "nato"
  tags    = ["has-co"]
  stats   = { local = 2, radio_bonus = 1, radio_range = 2, extended_radio_range = 7 }
  face "2ic" {
    stats = { local = 1, radio_bonus = 0, radio_range = 2, extended_radio_range = 7 }
    note  = "Unprinted: CO ratings less 1, same radio ranges as the CO."
  }
  provisional = true
  note    = "Unprinted: same battalion type as the printed 1st Ranger CO, same values."
}

formation "58th-motor-rifle" {
  rule    = "command.co"
  name    = "58th Motor Rifle"
  faction = "nato"
  tags    = ["has-co"]
  stats   = { local = 2, radio_bonus = 1, radio_range = 2, extended_radio_range = 8 }
  face "2ic" {
    stats = { local = 1, radio_bonus = 0, radio_range = 2, extended_radio_range = 8 }
    note  = "Unprinted: CO ratings less 1, same radio ranges as the CO."
  }
  provisional = true
  note    = "Unprinted: NATO pattern (2/1/2/7) with ERR 8 for a mixed US-Russian formation, the language barrier the book cites."
}

formation "sg-2" {
  rule    = "command.no-field-co"
  name    = "SG 2 (helicopters)"
  faction = "reich"
  tags    = ["no-co"]
  source  = "rulebook"
  note    = "No field CO: its units rally automatically on their next activation."
}

formation "335th-ahc" {
  rule    = "command.no-field-co"
  name    = "335th Assault Helicopter Company"
  faction = "nato"
  tags    = ["no-co"]
  source  = "rulebook"
  note    = "No field CO: its units rally automatically on their next activation."
}
