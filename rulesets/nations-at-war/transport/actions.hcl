# Mounting and dismounting [transport.*]: the unit flips between its dismounted faces (front,
# reduced) and its mounted ones (mounted, reduced-mounted); transport/transport.lua pays the MP.

action "mount" {
  rule     = "transport.mount"
  title    = "Mount the platoon in its vehicles (flip to the mounted face, 3 MP; 1 MP for a quick-mount unit)"
  requires = ["activation", "active-formation", "mover-on-map", "mover-not-ops-complete", "movers-in-command", "transport-not-mounted", "transport-not-disabled"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
}

action "dismount" {
  rule     = "transport.dismount"
  title    = "Dismount the platoon (flip to the dismounted face, 3 MP; free for an ATG, as its only action)"
  requires = ["activation", "active-formation", "mover-on-map", "mover-not-ops-complete", "movers-in-command", "transport-is-mounted"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
}
