# The mines area's refusals and lines in the game's narrative (mines.lua), each reader seeing
# them in their language (locales/<lang>.hcl translates them).

message "mines.attack-one" {
  rule = "mines.attack"
  text = "the Mines in {hex} attack {unit}: {dice} dice at {need}+ ({faces}), {hits} hit(s), no defence dice"
}

message "mines.attack-two" {
  rule = "mines.attack"
  text = "the Mines in {hex} attack {unit} and {other}: {dice} dice at {need}+ ({faces}), {hits} hit(s), no defence dice"
}

message "mines.attack-many" {
  rule = "mines.attack"
  text = "the Mines in {hex} attack {units}: {dice} dice at {need}+ ({faces}), {hits} hit(s), no defence dice"
}

message "mines.no-window" {
  rule = "mines.placement"
  text = "no enemy has just entered a fresh hex"
}

message "mines.only-here" {
  rule = "mines.placement"
  text = "a Mine goes only in {hex}, the hex just entered"
}

message "mines.placed" {
  rule = "mines.placement"
  text = "{side} places a Mine marker in {hex}, just entered by {unit}"
}

message "mines.not-adjacent" {
  rule = "mines.clearance"
  text = "{hex} is not next to {unit}"
}

message "mines.no-mines" {
  rule = "mines.clearance"
  text = "{hex} holds no Mine marker"
}

message "mines.not-infantry" {
  rule = "mines.clearance"
  text = "{unit} is neither dismounted infantry nor engineers: it cannot clear mines"
}

message "mines.clearer-disrupted" {
  rule = "mines.clearance"
  text = "{unit} is Disrupted and cannot clear the mines in {hex}"
}

message "mines.engineers-clear" {
  rule = "mines.engineers"
  text = "{unit} (engineers) clears the mines in {hex}"
}

message "mines.cleared" {
  rule = "mines.clearance"
  text = "{unit} tries to clear the mines in {hex}: 1d6 {die}, even, cleared"
}

message "mines.not-cleared" {
  rule = "mines.clearance"
  text = "{unit} tries to clear the mines in {hex}: 1d6 {die}, odd, they stay"
}

message "mines.attack-roll" {
  rule = "mines.attack"
  text = "mine attack in {hex}"
}

message "mines.clearance-roll" {
  rule = "mines.clearance"
  text = "mine clearance"
}
