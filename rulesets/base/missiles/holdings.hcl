# The special warheads a side's V-2 or Scud may carry, beyond the missile's
# own conventional warhead (always allowed): warheads = { reich = ["nuclear"] }.
# A launch with one spends it. A scenario may instead allow warheads outright
# with the option missile_warheads = ["nuclear", ...].
holding "warheads" {
  rule = "missiles.warheads"
  name = "Missile warheads"
}
