# Terrain stats the line-of-sight model reads (los/sight.hcl, los/lib/los.lua), summed over a
# hex's terrain and features. A terrain or feature that states none of them is open ground: 0.
# Declared here so the model loads whichever terrain blocks carry them.

stat "ground" {
  kind  = "terrain"
  rule  = "los.hill-ridgeline"
  title = "Ground level of the hex: 1 for a hill, else 0"
}

stat "los_block" {
  kind  = "terrain"
  rule  = "los.ground"
  title = "Blocking terrain standing in the hex (Forest, Town/Village): 1, else 0"
}

stat "ridgeline" {
  kind  = "terrain"
  rule  = "los.ground"
  title = "The hex holds a Ridgeline: 1, else 0"
}

stat "degrading" {
  kind  = "terrain"
  rule  = "los.degrading"
  title = "Degrading terrain: 1 (two such hexes, or one and a wreck, block a line), else 0"
}
