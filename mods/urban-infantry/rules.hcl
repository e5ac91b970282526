rule "house.urban-infantry" {
  title   = "Infantry in urban hexes (house rule)"
  summary = "Infantry in an urban hex gets +2 DV in place of the terrain chart's Urban bonus; vehicles keep the chart's. Features and markers in the hex (Sandbags, Shellholes, a Wreck) still add theirs."
}

# One modifier: its term stands in place of the Urban term of the DV
# (terrain.urban, added from the terrain chart by the base terrain/modifiers.hcl),
# so it applies only where there is one, and the DV shows the chart's bonus
# as replaced by this rule. The chart's own infantry bonus is +2 too: change
# value to try another; when reads the facts of the "dv" value.
modifier "urban-infantry" {
  rule     = "house.urban-infantry"
  stage    = "dv"
  label    = "infantry in urban"
  value    = 2
  replaces = "terrain.urban"
  when     = target.infantry
}
