rule "los.required" {
  title   = "LOS needed to attack"
  summary = "Units must see each other to attack one another. Urban, woods and hill hexes are level 1 obstacles that block LOS. Other units do not obstruct LOS; Huge units do, being level 1 objects."
}

rule "los.tracing" {
  title   = "Tracing LOS"
  summary = "LOS runs from hex centre to hex centre. It is blocked if the line touches any part of a blocking hex, or crosses two or more Wreck hexes (or one Wreck and one Level 1 smoke hex)."
}

rule "los.hexside" {
  title   = "LOS along a hexside"
  summary = "A line running exactly along the edge between two hexes uses the hex with the lesser obstacle; it is blocked only if both hexes block."
}

rule "los.hill-levels" {
  title   = "Hills and heights"
  summary = "A hill covering a hex centre fills the whole hex whatever the artwork. Level 1 obstacles add height: woods or urban on a hill is a level 2 obstacle. Helicopters at Cruise and planes are at level 2; NOE helicopters are at the level of the terrain below."
}

rule "los.hill-firing" {
  title   = "Firing into and from hills"
  summary = "A unit at ground level can target a hill edge hex, yet no hill hex lying behind it. A unit on a hill may shoot at another hill hex, but not through or past a level 1 obstacle standing on that hill."
}

rule "los.hill-blind-spots" {
  title   = "Blind spots"
  summary = "Ground-level hexes directly behind a level 1 obstacle are blind spots for a unit on a hill edge."
}

rule "los.smoke" {
  title   = "Smoke and LOS"
  summary = "Smoke has a level equal to its thickness, at most 2, used as its height for LOS. Level 2 smoke blocks LOS. A single Level 1 smoke hex does not block on its own, but two Level 1 smoke hexes, or one Level 1 smoke hex and one Wreck hex, on the line do. The book also calls Level 1 smoke a level 1 obstacle like woods (which blocks); the project follows the smoke-specific text."
}

rule "los.smoke-defense" {
  title   = "Firing through light smoke"
  summary = "When the line of fire passes a Level 1 smoke hex the target gets +1 DV. The project applies it once per attack, also when the target itself is in the smoke hex."
}
