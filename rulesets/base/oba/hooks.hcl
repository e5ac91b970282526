# The hook point of artillery strikes (oba/lib/artillery.lua): what a kind
# of strike does once the defender has placed every missed hex.

hook "strike_landed" {
  rule   = "oba.deviation"
  title  = "A strike has landed"
  filter = "the strike's kind: oba (a mission), spa (SPA indirect fire) or launch (a missile)"
  args = {
    name   = "the strike's kind"
    side   = "the firer's side"
    aimed  = "the hexes aimed at"
    rolls  = "the accuracy roll of each aimed hex (1D6, 0 for none)"
    struck = "the hex each aimed hex landed on"
    radius = "1 when the strike also hits the neighbours of a struck hex"
  }
}
