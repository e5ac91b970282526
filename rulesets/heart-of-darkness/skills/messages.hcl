# The skills area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).

message "skills.heal-supply-spent" {
  rule = "skills.heal"
  text = "{side} spends {n} supply point(s)"
}

message "skills.reanimate-supply-spent" {
  rule = "skills.reanimate"
  text = "{side} spends {n} supply point(s)"
}

message "skills.engineering-supply-spent" {
  rule = "skills.engineering"
  text = "{side} spends {n} supply point(s)"
}

message "skills.search-finds-item" {
  rule  = "skills.search"
  text  = "{unit} finds {owner}'s {item}"
  names = { item = "item" }
}

message "skills.search-finds-markers" {
  rule = "skills.search"
  text = "{unit} finds on the ground of {hex}: {markers}"
}

message "skills.terrified" {
  rule = "skills.terror"
  text = "{unit} is terrified: Shaken and Finished"
}

message "skills.pyrokinesis-ablaze" {
  rule = "skills.pyrokinesis"
  text = "{unit} sets {hex} ablaze: Fire Level {level}"
}

message "skills.pyrokinesis-no-fire" {
  rule = "skills.pyrokinesis"
  text = "no fire takes in {hex}"
}

message "skills.healed" {
  rule = "skills.heal"
  text = "{unit} is healed back to full strength"
}

message "skills.reanimate-restored" {
  rule = "skills.reanimate"
  text = "{unit} is restored to full strength"
}

message "skills.reanimate-raised" {
  rule = "skills.reanimate"
  text = "{unit} raises {raised} ({type}) in {hex} from {from}, Finished"
}

message "skills.engineering-done" {
  rule = "skills.engineering"
  text = "{unit}: {task} in {hex}"
}

message "skills.telekinesis-moves-unit" {
  rule = "skills.telekinesis"
  text = "{unit} moves {target} by telekinesis: {path}"
}

message "skills.telekinesis-moves-marker" {
  rule = "skills.telekinesis"
  text = "{unit} moves the {marker} from {from} to {to}"
}

message "skills.mind-control-ends-acted" {
  rule = "skills.mind-control"
  text = "{unit} has had its action: back under its owner, Finished"
}

message "skills.mind-control-ends-unused" {
  rule = "skills.mind-control"
  text = "{unit} was not used this activation: back under its owner, Finished"
}

message "skills.mind-control-halts" {
  rule = "skills.mind-control"
  text = "{unit} takes over {target} in its move: it halts in {hex}, Finished"
}

message "skills.mind-control-takes-over" {
  rule = "skills.mind-control"
  text = "{unit} takes over {target} for one action"
}

message "skills.slays" {
  rule = "skills.slay"
  text = "{unit} slays {target}"
}

message "skills.search-check-no-co" {
  rule = "skills.search"
  text = "{unit} uses {skill}: it serves under no CO or 2IC, it succeeds"
}

message "skills.search-check-beats" {
  rule = "skills.search"
  text = "{unit} uses {skill}: {total} beats the {marker}'s ERR of {need}"
}

message "skills.search-check-fails" {
  rule = "skills.search"
  text = "{unit} fails {skill}: {total} does not beat the {marker}'s ERR of {need}"
}

message "skills.mind-control-check-no-co" {
  rule = "skills.mind-control"
  text = "{unit} uses {skill}: it serves under no CO or 2IC, it succeeds"
}

message "skills.mind-control-check-beats" {
  rule = "skills.mind-control"
  text = "{unit} uses {skill}: {total} beats the {marker}'s ERR of {need}"
}

message "skills.mind-control-check-fails" {
  rule = "skills.mind-control"
  text = "{unit} fails {skill}: {total} does not beat the {marker}'s ERR of {need}"
}

message "skills.slay-check-no-co" {
  rule = "skills.slay"
  text = "{unit} uses {skill}: it serves under no CO or 2IC, it succeeds"
}

message "skills.slay-check-beats" {
  rule = "skills.slay"
  text = "{unit} uses {skill}: {total} beats the {marker}'s ERR of {need}"
}

message "skills.slay-check-fails" {
  rule = "skills.slay"
  text = "{unit} fails {skill}: {total} does not beat the {marker}'s ERR of {need}"
}

message "skills.search-check-recon" {
  rule = "skills.search"
  text = "{unit} uses {skill}: recon units always find what is there, it succeeds"
}

message "skills.search-check-hero" {
  rule = "skills.search"
  text = "{unit} uses {skill}: a unit with a Hero always finds what is there, it succeeds"
}

message "skills.terror-check-not-active" {
  rule = "skills.terror"
  text = "{unit} uses {skill}: {skill} is not an active skill: no roll, it succeeds"
}

message "skills.heal-check-not-active" {
  rule = "skills.heal"
  text = "{unit} uses {skill}: {skill} is not an active skill: no roll, it succeeds"
}

message "skills.engineering-check-not-active" {
  rule = "skills.engineering"
  text = "{unit} uses {skill}: {skill} is not an active skill: no roll, it succeeds"
}

message "skills.pyrokinesis-check-not-active" {
  rule = "skills.pyrokinesis"
  text = "{unit} uses {skill}: {skill} is not an active skill: no roll, it succeeds"
}

message "skills.reanimate-check-not-active" {
  rule = "skills.reanimate"
  text = "{unit} uses {skill}: {skill} is not an active skill: no roll, it succeeds"
}

message "skills.telekinesis-check-not-active" {
  rule = "skills.telekinesis"
  text = "{unit} uses {skill}: {skill} is not an active skill: no roll, it succeeds"
}

message "skills.charge-check-not-active" {
  rule = "skills.charge"
  text = "{unit} uses {skill}: {skill} is not an active skill: no roll, it succeeds"
}
