# The White Hand fields formations with a CO, unlike the Black Hand: its
# reanimators and heroes roll their active skills against the CO's ERR (1.4).
# The book prints no White Hand CO marker.
formation "white-hand" {
  rule    = "factions.white-hand"
  name    = "The White Hand"
  faction = "white-hand"
  tags    = ["has-co"]
  stats   = { local = 2, radio_bonus = 1, radio_range = 2, extended_radio_range = 6 }
  face "2ic" {
    stats = { local = 1, radio_bonus = 1, radio_range = 2, extended_radio_range = 6 }
    note  = "Unprinted: CO ratings less 1, same radio ranges as the CO."
  }
  provisional = true
  note        = "Unprinted: patterned on the printed 1st Ranger CO (2/1/2/7) with the ERR of the Reich's formations, so a White Hand skill succeeds on 7 or more."
}
