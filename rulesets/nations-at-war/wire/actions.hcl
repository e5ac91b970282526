# Clearing Wire [wire.clearance, wire.no-clear, wire.engineers] (7.3): wire/wire.lua says what it
# costs and does. The unit stands in the Wire hex; it spends the Wire marker's clear_mp (3), or,
# for engineers that entered the hex in this pulse, the MP they have left.
action "clear_wire" {
  rule     = "wire.clearance"
  title    = "Remove the Wire marker of the unit's own hex (3 MP; engineers just stopped there, the MP left)"
  requires = ["activation", "active-formation", "obstacle-unit-on-map", "mover-not-ops-complete", "movers-in-command", "wire-good-order", "wire-infantry"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
}

# Setting up a Wire marker the side holds [wire.supply, wire.placement]: before play (or in a
# generated battle's setup), into a Clear hex, a Hill hex or a hex with a road that holds no Wire
# and no marker that bars it (an Improved Position's or an AT Ditch's no_wire stat). The side is
# the submitter's, else the one side holding Wire.
action "place_wire" {
  rule     = "wire.supply"
  title    = "Set up one of the side's Wire markers (before play)"
  requires = ["obstacle-setup"]

  param "hex" {
    type = "hex"
  }
}
