# The Wire marker [wire.soft-stop, wire.hard-cost]: soft units stop in its hex; hard units pay
# 2 MP more to enter and flatten it when they leave.
#   mp_hard    MP a hard unit adds to the hex's cost [wire.hard-cost]
#   soft_stop  a soft unit's move ends in the hex [wire.soft-stop]
#   no_overrun no overrun in the hex [overrun.terrain]
#   no_ditch   an AT Ditch may not share its hex [ditches.placement]
#   clear_mp   MP an infantry unit spends in the hex to remove it [wire.clearance]
marker_kind "wire" {
  rule   = "wire.hard-cost"
  name   = "Wire"
  symbol = "#"
  stats  = { mp_hard = 2, soft_stop = 1, no_overrun = 1, no_ditch = 1, clear_mp = 3 }
  source = "rulebook"
  note   = "Printed (7.3): soft units stop, hard units +2 MP, removed when a hard unit leaves, cleared by infantry for 3 MP."
}
