# The AT Ditch marker [ditches.vehicle-cost, ditches.infantry-cost]: vehicles pay 3 MP more to
# enter, infantry 1 MP more; no overrun in it.
#   mp_vehicle  MP a vehicle adds to the hex's cost [ditches.vehicle-cost]
#   mp_foot     MP infantry adds [ditches.infantry-cost]
#   no_overrun  [ditches.no-overrun]
#   no_wire     Wire may not share its hex [wire.placement]
marker_kind "at-ditch" {
  rule   = "ditches.vehicle-cost"
  name   = "AT Ditch"
  symbol = "="
  stats  = { mp_vehicle = 3, mp_foot = 1, no_overrun = 1, no_wire = 1 }
  source = "rulebook"
  note   = "Printed (7.4): vehicles +3 MP, infantry +1 MP, no overrun."
}
