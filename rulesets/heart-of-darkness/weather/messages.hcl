# The weather area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).
# It also holds the refusals its scripts return as messages (code, rule, key, values).

message "weather.forecast-holds" {
  rule = "weather.forecast"
  text = "forecast on {map}: the weather holds"
}

message "weather.forecast-sets" {
  rule  = "weather.forecast"
  text  = "forecast on {map}: {weather}"
  names = { weather = "marker_kind" }
}

message "weather.forecast-sets-clear" {
  rule = "weather.forecast"
  text = "forecast on {map}: clear"
}

message "weather.roll-worsens" {
  rule = "weather.roll"
  text = "weather roll {roll} on {map}: the weather worsens"
}

message "weather.roll-clears" {
  rule = "weather.roll"
  text = "weather roll {roll} on {map}: the sky clears"
}

message "weather.roll-stays-clear" {
  rule = "weather.roll"
  text = "weather roll {roll} on {map}: the sky stays clear"
}

message "weather.roll-holds" {
  rule  = "weather.roll"
  text  = "weather roll {roll} on {map}: the weather holds ({weather})"
  names = { weather = "marker_kind" }
}

message "weather.roll-holds-clear" {
  rule = "weather.roll"
  text = "weather roll {roll} on {map}: the weather holds (clear sky)"
}

message "weather.forbids-fire" {
  rule  = "weather.scope"
  text  = "{weather} on {map}: no fire may be placed"
  names = { weather = "marker_kind" }
}

message "weather.forbids-fire-weapon" {
  rule  = "weather.scope"
  text  = "{weather} on {map}: no fire weapon may be used"
  names = { weather = "marker_kind" }
}

message "weather.forbids-electric-weapon" {
  rule  = "weather.scope"
  text  = "{weather} on {map}: no electric weapon may be used"
  names = { weather = "marker_kind" }
}

message "weather.forbids-smoke" {
  rule  = "weather.scope"
  text  = "{weather} on {map}: no smoke may be laid"
  names = { weather = "marker_kind" }
}

message "weather.forbids-artillery" {
  rule  = "weather.scope"
  text  = "{weather} on {map}: no artillery may strike"
  names = { weather = "marker_kind" }
}

message "weather.forbids-airstrike" {
  rule  = "weather.scope"
  text  = "{weather} on {map}: no air strike is possible"
  names = { weather = "marker_kind" }
}

message "weather.forbids-ranged" {
  rule  = "weather.scope"
  text  = "{weather} on {map}: no ranged attack may be made"
  names = { weather = "marker_kind" }
}

message "weather.forbids-ranged-skill" {
  rule  = "weather.scope"
  text  = "{weather} on {map}: no ranged skill may be used"
  names = { weather = "marker_kind" }
}

message "weather.forbids-other" {
  rule  = "weather.scope"
  text  = "{weather} on {map}: no {what}"
  names = { weather = "marker_kind" }
}

message "weather.range-no-ranged" {
  rule  = "weather.scope"
  text  = "{weather}: no ranged attack"
  names = { weather = "marker_kind" }
}

message "weather.range-no-fire-weapon" {
  rule  = "weather.scope"
  text  = "{weather}: no fire weapon"
  names = { weather = "marker_kind" }
}

message "weather.range-no-electric-weapon" {
  rule  = "weather.scope"
  text  = "{weather}: no electric weapon"
  names = { weather = "marker_kind" }
}

message "weather.range-divided" {
  rule  = "weather.scope"
  text  = "{weather}: range / {d}"
  names = { weather = "marker_kind" }
}

message "weather.now-clear" {
  rule = "weather.roll"
  text = "the weather on {map}: clear sky"
}

message "weather.now" {
  rule  = "weather.roll"
  text  = "the weather on {map}: {weather}"
  names = { weather = "marker_kind" }
}

message "weather.now-again" {
  rule  = "weather.roll"
  text  = "the weather on {map}: {weather} again"
  names = { weather = "marker_kind" }
}

message "weather.cleared" {
  rule  = "weather.scope"
  text  = "{weather} on {map}: {n} {kind} marker(s) removed"
  names = { weather = "marker_kind" }
}

message "weather.nothing-to-clear" {
  rule  = "weather.scope"
  text  = "{weather} on {map}: no {kind} marker to remove"
  names = { weather = "marker_kind" }
}

message "weather.drifts" {
  rule  = "weather.scope"
  text  = "{weather}: the {kind} marker in {from} drifts to {to}"
  names = { weather = "marker_kind" }
}

message "weather.laid" {
  rule  = "weather.scope"
  text  = "{weather}: {kind} laid in {hex}"
  names = { weather = "marker_kind" }
}

message "weather.hill-hits" {
  rule  = "weather.scope"
  text  = "{weather}: {unit} on the hill in {hex} takes {hits} hit(s)"
  names = { weather = "marker_kind" }
}

message "weather.no-airstrike" {
  rule = "weather.scope"
  text = "no airstrike can fly over {map} in this weather: the event passes"
}

message "weather.range-no-weapon" {
  rule = "weather.scope"
  text = "{weather}: no {source} weapon"
}

message "weather.marker-roll" {
  rule = "weather.roll"
  text = "weather marker for {map}"
}

message "weather.cleanup-roll" {
  rule = "weather.roll"
  text = "weather on {map}"
}

message "weather.random-column" {
  rule  = "weather.scope"
  text  = "{purpose}: column"
  names = { purpose = "message" }
}

message "weather.random-row" {
  rule  = "weather.scope"
  text  = "{purpose}: row"
  names = { purpose = "message" }
}

message "weather.hex-of" {
  rule  = "weather.scope"
  text  = "{weather}: hex {i} of {kind}"
  names = { weather = "marker_kind" }
}

message "weather.drift-roll" {
  rule  = "weather.scope"
  text  = "{weather}: drift of the {kind} in {hex}"
  names = { weather = "marker_kind" }
}
