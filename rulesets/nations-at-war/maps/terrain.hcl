# Terrain and features the maps use beyond the slice's four terrains (clear, palm, forest, city:
# fire/terrain.hcl). The book prints no Terrain Effects Chart: what it says is cited in each
# note, every number is provisional. Stats, as the slice's:
#   def_soft  Defense Bonus dice of a soft target (the chart's "infantry" value)
#   def_hard  Defense Bonus dice of a hard target, before the +2 cap of 5.1.2.2
#   conceals  whether the hex is concealing terrain (5.1.2.1)
# A feature (tag "feature") lies over a hex's terrain; its dice add to the terrain's. Movement
# costs are the movement area's (movement classes), sight is the los area's (the sight block).

# River and lake hexes. The book calls a River impassable (5.4's retreat limit d); smoke and mines
# are never placed in Water (7.2, 7.5). Nothing stands in it, so its Defense Bonus never counts.
terrain "water" {
  rule        = "movement.terrain"
  name        = "Water"
  stats       = { def_soft = 0, def_hard = 0, conceals = false }
  symbol      = "~"
  source      = "rulebook"
  provisional = true
  note        = "Impassable (5.4 retreat limit d: 'an impassable hex, such as a River'); crossed only by a Bridge. Defense Bonus 0 and no concealment are provisional (no unit can stand in it)."
}

# A road leaves the hex's terrain as it is (its cover is the terrain's); it speeds movement.
terrain "road" {
  rule        = "movement.terrain"
  name        = "Road"
  tags        = ["feature"]
  stats       = { def_soft = 0, def_hard = 0, conceals = false }
  source      = "provisional"
  provisional = true
  note        = "Roads appear in 7.3 (Wire may be placed in 'any terrain with a road') and 14.2 (crossroads objectives). Adds no Defense Bonus: provisional, a road is no cover."
}

# A bridge carries a road over Water: its hex is Water with the features road and bridge. The
# engineers area blows it (bridge-out marker).
terrain "bridge" {
  rule        = "movement.terrain"
  name        = "Bridge"
  tags        = ["feature"]
  stats       = { def_soft = 0, def_hard = 0, conceals = false }
  source      = "provisional"
  provisional = true
  note        = "Bridges are named in 10.6.1 (demolition) and 14.2 (objective hexes). Adds no Defense Bonus: provisional, a bridge deck is open ground."
}

# A hill raises its hex one level (6.1.2); "Clear Hill" (5.5) is Clear terrain with this feature.
terrain "hill" {
  rule        = "los.hill-ridgeline"
  name        = "Hill"
  tags        = ["feature"]
  stats       = { def_soft = 0, def_hard = 0, conceals = false, ground = 1 } # ground: los/stats.hcl
  source      = "provisional"
  provisional = true
  note        = "Hill-level sight is 6.1.2's; overruns are allowed on Clear Hill (5.5), so a hill is open ground. Defense Bonus 0 for both target types is provisional: the text gives hills no cover, only height."
}

# A ridgeline is a crest: it blocks ground-level sight unless next to either end (6.1.1) and
# sight from a hill unless the target is on a hill too (6.1.2).
terrain "ridgeline" {
  rule        = "los.hill-ridgeline"
  name        = "Ridgeline"
  tags        = ["feature"]
  stats       = { def_soft = 1, def_hard = 1, conceals = true, ridgeline = 1 } # ridgeline: los/stats.hcl
  source      = "provisional"
  provisional = true
  note        = "Its sight rules are printed (6.1.1, 6.1.2); its Defense Bonus is not. Provisional: +1 die for both target types and concealing, as Forest (a crest hides and covers what stands on it)."
}
