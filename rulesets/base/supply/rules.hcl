rule "supply.refit" {
  title   = "Refitting with supply points"
  summary = "In the Cleanup phase one supply point flips one reduced unit, anywhere on the map, back to full strength; other conditions such as Shaken or OOC stay."
}

rule "supply.timing" {
  title   = "Receiving and losing supply"
  summary = "Supply points come only from scenario rules and must be spent in the Cleanup of their arrival turn; unspent points are lost."
}
