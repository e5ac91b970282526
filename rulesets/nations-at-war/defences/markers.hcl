# The Improved Position marker [defences.improved-position]: set up by the scenario, it stays for
# the whole game and cancels the first hit of every attack on the units in its hex.
#   negates_hits  hits an attack on the hex loses before anything else
#   no_overrun    no overrun in the hex [overrun.terrain]
#   no_wire, no_ditch  Wire and AT Ditches may not share its hex [wire.placement, ditches.placement]
marker_kind "improved-position" {
  rule   = "defences.improved-position"
  name   = "Improved Position"
  symbol = "^"
  stats  = { negates_hits = 1, no_overrun = 1, no_wire = 1, no_ditch = 1 }
  source = "rulebook"
  note   = "Printed (7.1): the first hit of an attack, assault included, is negated."
}
