# Huge units and the cover of their hex [units.huge]: the terrain's DV terms
# (terrain/modifiers.hcl) are struck for them, so the attack's DV shows each
# with the rule that took it away.

# Huge infantry never benefits from Sandbags, wherever they are [terrain.sandbags].
modifier "huge-no-sandbags" {
  rule    = "units.huge"
  stage   = "dv"
  label   = "no Sandbags for Huge units"
  removes = "terrain.sandbags"
  when    = target.huge
}

# Outside a level 1 LOS-blocking hex (woods, urban, smoke) a Huge unit has no
# cover: every terrain and marker that gives cover without blocking the line
# (the cover of woods and urban never arises there).
modifier "huge-no-cover" {
  rule    = "units.huge"
  stage   = "dv"
  label   = "Huge: no cover outside woods, urban or smoke"
  removes = ["terrain.crop-field", "terrain.sand", "terrain.shellholes", "results.wreck"]
  when    = target.huge && !target.huge_cover
}
