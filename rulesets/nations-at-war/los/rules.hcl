# Rule index of the Nations at War area `los` (6.0-6.1.2). Section numbers are the book's own;
# summaries are this project's words, numbers carried over from the book. The model the kernel
# judges is los/sight.hcl; what its clauses cannot say yet (a Ridgeline next to either end,
# degrading terrain) is los/lib/los.lua, over the kernel's own trace of the line.

rule "los.required" {
  section = "6.0"
  title   = "Line of sight"
  summary = "A ranged attack needs a line of sight from the firer to its target, and sight is always mutual: a line clear one way is clear the other. Terrain printed on the map and smoke markers block it. A shot along a blocked line is refused (no_los)."
}

rule "los.adjacent" {
  section = "6.0"
  title   = "Adjacent units always see each other"
  summary = "Nothing stands between two adjacent hexes, so a unit can always attack an enemy next to it (5.1, fire.adjacent)."
}

rule "los.whole-hex" {
  section = "6.1"
  title   = "Terrain fills its hex"
  summary = "Whatever the artwork shows, a hex holding a terrain is wholly that terrain: a line that crosses any part of a blocking hex is blocked, touching the artwork or not. The line runs from the centre of the firer's hex to the centre of the target's."
}

rule "los.hexside" {
  section = "6.1"
  title   = "Lines along a hexside"
  summary = "A line running exactly along the side of one blocking hex (a Forest or a Town beside a clear hex) is not blocked; a line running along the side shared by two blocking hexes is."
}

rule "los.ground" {
  section = "6.1.1"
  title   = "Blocking terrain at ground level"
  summary = "Between two units at ground level, any Forest or Town/Village hex on the line blocks it, and so does a Ridgeline hex unless it is next to the firer or the target. (The project reads a hill hex between two ground-level ends as blocking too: see los.hill-intervening.)"
}

rule "los.smoke" {
  section = "6.1.1"
  title   = "Smoke blocks sight"
  summary = "A hex holding Level 1 or Level 2 smoke blocks any line passing through it, from the ground or from a hill alike, also between two hills; Level 2 smoke blocks its six neighbours too (smoke.level-2). Smoke in the firer's or the target's own hex blocks nothing (smoke.los: smoke blocks through, not into); what it does to the shot is the smoke area's."
}

rule "los.degrading" {
  section = "6.1.1"
  title   = "Two degrading hexes block"
  summary = "A line crossing two hexes of degrading terrain, or of degrading terrain and wrecks in any mix, is blocked. The book names no degrading terrain (the Terrain Effects Chart is missing): the project counts Palm hexes (terrain stat degrading, provisional) and hexes holding a wreck."
}

rule "los.own-hex" {
  section = "6.1.1"
  title   = "The ends' own hexes never block"
  summary = "The terrain of the firer's hex and of the target's hex never affects the line: a unit in a Forest sees out and is seen."
}

rule "los.wreck" {
  section = "6.1.1"
  title   = "One wreck does not block"
  summary = "A single wreck marker on the line does not block it; a wreck only counts towards the two degrading hexes of los.degrading."
}

rule "los.hill-ridgeline" {
  section = "6.1.2"
  title   = "Ridgelines seen from a hill"
  summary = "A unit on a hill cannot see across a Ridgeline hex to a target, unless the target is on a hill too, or the Ridgeline is next to the firer or the target. Sight being mutual, the same holds from the ground up to a hill."
}

rule "los.hill-blocking" {
  section = "6.1.2"
  title   = "Hill to hill"
  summary = "Two units on hills see each other over ground-level hexes, but any blocking terrain between them (a Forest, a Town) still blocks the line, as the book says even for two hill ends."
}

rule "los.hill-behind" {
  section = "6.1.2"
  title   = "Blind spots behind blocking terrain"
  summary = "From a hill, a unit sees over blocking terrain to a target at ground level, except a target right behind it: when the line crosses a blocking hex adjacent to the target before it reaches the target's hex, the line is blocked."
}

rule "los.hill-intervening" {
  section = "6.1.2"
  title   = "A hill between"
  summary = "From a hill, a unit cannot see a ground-level target when a hill hex lies between them. The book says nothing of hills between two ground-level ends; the project reads a hill hex as blocking them too, since it stands higher than both (provisional reading)."
}
