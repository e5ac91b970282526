# Who may mount or dismount [transport.*].

# Only a dismounted unit mounts [transport.modes]; whether its type has a vehicle side at all is
# transport.lua's (preconditions see no faces).
precondition "transport-not-mounted" {
  rule      = "transport.modes"
  code      = "no_transport"
  each      = ["unit"]
  condition = unit.face != "mounted" && unit.face != "reduced-mounted"
  reason    = "${unit.id} is mounted already"
}

# A Disabled (read: Disrupted) unit is not loaded [transport.mount].
precondition "transport-not-disabled" {
  rule      = "transport.mount"
  code      = "disrupted"
  each      = ["unit"]
  condition = !unit.statuses.disrupted
  reason    = "${unit.id} is Disrupted and may not mount"
}

# Only a mounted unit dismounts; Disrupted units may [transport.dismount].
precondition "transport-is-mounted" {
  rule      = "transport.dismount"
  code      = "not_mounted"
  each      = ["unit"]
  condition = unit.face == "mounted" || unit.face == "reduced-mounted"
  reason    = "${unit.id} is not mounted"
}
