# The engineers area's refusals and lines in the game's narrative (engineers.lua), each reader
# seeing them in their language (locales/<lang>.hcl translates them).

message "engineers.no-bridge" {
  rule = "engineers.demolition"
  text = "{unit} does not stand on a standing bridge"
}

message "engineers.too-far" {
  rule = "engineers.demolition"
  text = "the demolition costs {mp} MP; {unit} has {left} left"
}

message "engineers.started" {
  rule = "engineers.demolition"
  text = "{unit} starts demolishing the bridge in {hex}: {mp} MP, {markers} Ops Complete markers"
}

message "engineers.bridge-stands" {
  rule = "engineers.demolition-retry"
  text = "demolition roll {roll}: the bridge in {hex} stands; {unit} may try again next activation"
}

message "engineers.bridge-blown" {
  rule = "engineers.bridge-out"
  text = "demolition roll {roll}: the bridge in {hex} is blown (Bridge Out)"
}

message "engineers.leaves" {
  rule = "engineers.demolition-move"
  text = "{unit} leaves the blown bridge for {hex}"
}

message "engineers.no-exit" {
  rule = "engineers.demolition-move"
  text = "{unit} has no hex to leave the blown bridge for and is eliminated"
}

message "engineers.marker-off" {
  rule = "engineers.demolition-timer"
  text = "{unit}: one demolition marker off, {left} left"
}

message "engineers.last-marker" {
  rule = "engineers.demolition-timer"
  text = "{unit}: the last demolition marker comes off"
}

message "engineers.interrupted" {
  rule = "engineers.interrupted"
  text = "{unit} is Disrupted: the demolition is interrupted and must start again"
}

message "engineers.demolition-by" {
  rule = "engineers.demolition"
  text = "demolition by {unit}"
}

message "engineers.bridge-demolition" {
  rule = "engineers.demolition"
  text = "bridge demolition"
}

message "engineers.demolition-roll-of" {
  rule = "engineers.demolition-roll"
  text = "demolition roll of {unit}"
}
