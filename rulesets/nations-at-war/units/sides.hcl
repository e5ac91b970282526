# The nations of the book's examples; each nation's counters have their own colour [units.color].
# The Axis (Germany, Italy) and the Allies (Great Britain, the United States, the Soviet Union)
# are each other's enemies; nations of one camp are allied [formations.definition]. A pair a
# side's `relations` leaves out is "enemy" (nw68.relation), so only the allies are written,
# and each pair on both sides so either side's data says it. The stat camp (axis, allies) is
# what the Battlefield Chaos Table names (chaos.table).
side "german" {
  rule      = "units.color"
  stats     = { camp = "axis" }
  name      = "Germany"
  relations = { italian = "allied" }
}

side "italian" {
  rule      = "units.color"
  stats     = { camp = "axis" }
  name      = "Italy"
  relations = { german = "allied" }
}

side "british" {
  rule      = "units.color"
  stats     = { camp = "allies" }
  name      = "Great Britain"
  relations = { american = "allied", soviet = "allied" }
}

side "soviet" {
  rule      = "units.color"
  stats     = { camp = "allies" }
  name      = "Soviet Union"
  relations = { british = "allied", american = "allied" }
}

side "american" {
  rule      = "units.color"
  stats     = { camp = "allies" }
  name      = "United States"
  relations = { british = "allied", soviet = "allied" }
}
