action "demolish_bridge" {
  rule     = "engineers.demolition"
  title    = "Start demolishing the bridge the engineer stands on (2 MP; three Ops Complete markers, then 1d6: 3+ blows it)"
  requires = ["activation", "active-formation", "mover-on-map", "mover-not-ops-complete", "movers-in-command", "engineers-only", "engineers-good-order"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
}
