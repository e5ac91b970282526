# Rule index of the Nations at War area `movement` (4.0, 4.2). Section numbers are the book's
# own; summaries are this project's words, the book's numbers carried over. Where the book leaves
# a choice, the summary names the reading (../shared/naw/IDS.md "Readings").

rule "movement.points" {
  section = "4.0"
  title   = "Movement Factor and Movement Points"
  summary = "The Movement Factor (MF) on the face shown is how many Movement Points (MP) a unit may spend in its formation's pulse; it may spend fewer, or none, but never more. Reading (IDS.md): a unit's movement may span several actions of one activation (move, mount, dismount, lay_smoke, overwatch, clear_wire) while MP remain; the unit counter `mp` holds what the face shown has spent so far."
}

rule "movement.terrain" {
  section = "4.0"
  title   = "Terrain costs"
  summary = "A unit steps into adjacent hexes only, paying for each the MP the Terrain Effects Chart gives its terrain. The book's text prints only Clear at 1 MP and has no chart; every other cost (forest, palm, town, hills, ridgelines, roads, water, bridges) is the project's, provisional, in movement/movement.hcl. Water is impassable except along a bridge; a hex with a Bridge Out marker may not be entered."
}

rule "movement.ops-complete" {
  section = "4.0"
  title   = "Ops Complete after moving"
  summary = "A unit that has moved is marked Ops Complete. Reading (IDS.md): it is marked once its movement is over: when its MP are spent, when it is stopped (Disrupted or reduced on the way, a Mine hex), after a move-and-fire, and at the latest when its formation's activation ends. A mounted unit that spent its MP is marked only when the activation ends, since it may still dismount onto its other side (the 4.3.3 motorcycle moves all its MP, then dismounts)."
}

rule "movement.enemy-hex" {
  section = "4.0"
  title   = "Enemy hexes"
  summary = "A hex holding enemy units may be entered only by an assault or an overrun, never by a plain move: a move whose path enters or passes through an enemy hex is refused."
}

rule "movement.stacks" {
  section = "4.2"
  title   = "Moving a stack"
  summary = "Units that begin their formation's pulse stacked together may move together along one path, each paying its own costs and held to its own MP, or split apart at any time into separate moves. A stack may also enter an enemy hex together to assault or overrun. Opportunity fire at a moving stack picks one of its units as the target."
}
