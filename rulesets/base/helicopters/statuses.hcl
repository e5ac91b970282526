# Helicopter altitude [helicopters.cruise, helicopters.noe]. The counter's face
# carries the altitude (front: Cruise, "noe" face: Nap Of the Earth, which is
# what line of sight and the printed factors read); these statuses name it for
# the player and for setups (a case unit's `altitude = "cruise"`). A setup that
# puts a helicopter at NOE gives it both `face = "noe"` and `altitude = "noe"`;
# the air rules keep the two together from then on.
status "cruise" {
  rule = "helicopters.cruise"
  name = "Cruise"
}

status "noe" {
  rule = "helicopters.noe"
  name = "NOE"
}
