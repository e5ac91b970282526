# The expansion's smoke (1.7).

rule "smoke.levels" {
  section = "1.7"
  title   = "Smoke in, out and through"
  summary = "Light (Level 1) smoke gives the defenders +1 DV whenever the line of sight runs into, out of or through its hex, the firer's and the target's own hexes included; thick (Level 2) smoke blocks every line into, out of or through its hex. The expansion speaks of one smoke hex and keeps the base game's rule for more (los.smoke): a line through two light-smoke hexes, or through one and a wreck hex, is blocked. The project counts for that only the hexes the line passes through, between the firer and the target, as the expansion itself tells a line into or out of a hex from one through it; light smoke in an end hex adds its +1 DV and no more. The +1 counts once per attack. An aircraft at Cruise is above the smoke of its own hex."
}

rule "smoke.ranged-only" {
  section = "1.7"
  title   = "Smoke and assaults"
  summary = "Smoke matters only to ranged combat: the defenders of an assault get nothing from smoke, whether in their hex or between them and the attackers."
}

# The base rules the expansion's smoke reworks: their paragraphs now say how.
patch "rule" "los.smoke" {
  section = "1.7"
  summary = "With the expansion, smoke follows smoke.levels: Level 2 smoke blocks lines into, out of and through its hex; a single Level 1 smoke hex does not block, but a line through two of them, or through one and a wreck hex, is blocked, as in the base game. Smoke has a level equal to its thickness, used as its height."
}

patch "rule" "los.smoke-defense" {
  section = "1.7"
  summary = "With the expansion, Level 1 smoke in the firer's hex, the target's hex or any hex between gives the target +1 DV, once per attack (smoke.levels); never in an assault (smoke.ranged-only)."
}
