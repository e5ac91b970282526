# The command area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "command.out-of-contact-co" {
  rule = "command.out-of-contact"
  text = "{unit} is {d} hexes from its CO, beyond the Extended Radio Range of {err}: Out Of Contact this activation"
}

message "command.out-of-contact-2ic" {
  rule = "command.out-of-contact"
  text = "{unit} is {d} hexes from its 2IC, beyond the Extended Radio Range of {err}: Out Of Contact this activation"
}

message "command.auto-rally" {
  rule = "command.no-field-co"
  text = "{unit} has no field CO and rallies automatically"
}

message "command.no-2ic" {
  rule = "command.2ic"
  text = "{formation} has no unit on the map to take command"
}

message "command.2ic-takes-command" {
  rule = "command.2ic"
  text = "{unit} takes command of {formation} as 2IC"
}

message "command.2ic-chosen" {
  rule = "command.2ic-choice"
  text = "{unit} takes command of {formation} as 2IC"
}

message "command.designated-co" {
  rule = "command.co"
  text = "{unit} is designated CO of {formation}"
}

message "command.designated-co-replacing" {
  rule = "command.co"
  text = "{unit} is designated CO of {formation} in place of {was}"
}

message "command.designated-2ic" {
  rule = "command.co"
  text = "{unit} is designated 2IC of {formation}"
}

message "command.designated-2ic-replacing" {
  rule = "command.co"
  text = "{unit} is designated 2IC of {formation} in place of {was}"
}

message "command.demoted" {
  rule = "command.demotion"
  text = "{unit} is demoted and may never again be full CO"
}

message "command.2ic-handed-on" {
  rule = "command.demotion"
  text = "{unit} hands the 2IC marker on"
}

message "command.demotion-2ic" {
  rule = "command.demotion"
  text = "{unit} takes command of {formation} as 2IC"
}

message "command.rally-finished-co" {
  rule = "command.rally"
  text = "the CO is Finished and gives no rally bonus"
}

message "command.rally-finished-2ic" {
  rule = "command.rally"
  text = "the 2IC is Finished and gives no rally bonus"
}

message "command.rallied" {
  rule = "command.rally"
  text = "{unit} rallies: {total} beats the ERR of {need}"
}

message "command.not-rallied" {
  rule = "command.rally"
  text = "{unit} stays Shaken: {total} does not beat the ERR of {need}"
}

message "command.no-one-to-rally" {
  rule = "command.rally"
  text = "{unit} stays Shaken: {formation} has no CO or 2IC to rally it"
}

message "command.lost-co" {
  rule = "command.2ic"
  text = "the CO of {formation} is lost: a 2IC takes command at the formation's next activation or in Cleanup"
}

message "command.lost-2ic" {
  rule = "command.2ic"
  text = "the 2IC of {formation} is lost: a 2IC takes command at the formation's next activation or in Cleanup"
}

message "command.designation-open" {
  rule = "command.co"
  text = "before the first activation each side may designate the CO of its formations (designate_co)"
}

message "command.lost-co-with" {
  rule = "command.2ic"
  text = "the CO of {formation} is lost with {unit}"
}

message "command.lost-2ic-with" {
  rule = "command.2ic"
  text = "the 2IC of {formation} is lost with {unit}"
}

message "command.no-co-bonus-no-field-co" {
  rule = "command.no-field-co"
  text = "no CO bonus: {unit} has no field CO"
}

message "command.no-co-bonus-no-co" {
  rule = "command.co-bonus"
  text = "no CO bonus: the formation has no CO on the map"
}

message "command.no-co-bonus-co-finished" {
  rule = "command.co-bonus"
  text = "no CO bonus: the CO is Finished"
}

message "command.no-co-bonus-2ic-finished" {
  rule = "command.co-bonus"
  text = "no CO bonus: the 2IC is Finished"
}

message "command.no-co-bonus-unit-finished" {
  rule = "command.co-bonus"
  text = "no CO bonus: {unit} is Finished"
}

message "command.no-co-bonus-used" {
  rule = "command.co-bonus"
  text = "no CO bonus: the CO bonus was already used this activation"
}

message "command.no-co-bonus-beyond-radio-co" {
  rule = "command.extended-radio-range"
  text = "no CO bonus: {unit} is {d} hexes from its CO: beyond radio range"
}

message "command.no-co-bonus-out-of-contact-co" {
  rule = "command.out-of-contact"
  text = "no CO bonus: {unit} is {d} hexes from its CO: out of contact"
}

message "command.no-co-bonus-beyond-radio-2ic" {
  rule = "command.extended-radio-range"
  text = "no CO bonus: {unit} is {d} hexes from its 2IC: beyond radio range"
}

message "command.no-co-bonus-out-of-contact-2ic" {
  rule = "command.out-of-contact"
  text = "no CO bonus: {unit} is {d} hexes from its 2IC: out of contact"
}


message "command.rally-late-rally-step-over" {
  rule = "command.rally"
  text = "rallies happen only as the activation starts: its rally step is over"
}

message "command.rally-late-units-acted" {
  rule = "command.rally"
  text = "rallies happen only as the activation starts: its units have begun to act"
}

message "command.not-shaken" {
  rule = "command.rally"
  text = "{unit} is not Shaken"
}

message "command.no-field-co" {
  rule = "command.no-field-co"
  text = "{formation} has no field CO"
}

message "command.demotion-late-rally-step-over" {
  rule = "command.demotion"
  text = "command changes hands only as the activation starts or in Cleanup: its rally step is over"
}

message "command.demotion-late-units-acted" {
  rule = "command.demotion"
  text = "command changes hands only as the activation starts or in Cleanup: its units have begun to act"
}

message "command.none-to-replace" {
  rule = "command.co"
  text = "{formation} has no CO or 2IC to replace"
}

message "command.already-commands" {
  rule = "command.demotion"
  text = "{unit} already carries the command marker"
}

message "command.designation-over" {
  rule = "command.co"
  text = "COs are designated only as play begins, before the first activation"
}

message "command.not-designatable" {
  rule = "command.co"
  text = "{unit} is not on the map in a formation led by a field CO"
}

message "command.already-co" {
  rule = "command.co"
  text = "{unit} already carries the CO marker"
}

message "command.shaken-ooc-he-only" {
  rule = "command.shaken-and-ooc"
  text = "{unit} is Shaken and Out Of Contact: it may fire only its HE"
}

message "command.local-rating-co" {
  rule = "command.local-rating"
  text = "CO local rating"
}

message "command.local-rating-2ic" {
  rule = "command.local-rating"
  text = "2IC local rating"
}

message "command.radio-bonus-co" {
  rule = "command.radio-rating"
  text = "CO radio bonus"
}

message "command.radio-bonus-2ic" {
  rule = "command.radio-rating"
  text = "2IC radio bonus"
}

message "command.2d6" {
  rule = "command.rally"
  text = "2D6 ({a}+{b})"
}

message "command.rally-of" {
  rule = "command.rally"
  text = "rally {unit}"
}

message "command.shaken-and-ooc-term" {
  rule = "command.shaken-and-ooc"
  text = "Shaken and Out Of Contact"
}

message "command.ooc-half-speed" {
  rule = "command.out-of-contact"
  text = "Out Of Contact: half speed, rounded down"
}

message "command.in-contact-again" {
  rule = "command.out-of-contact"
  text = "{unit} is In Contact again"
}

message "command.rally-roll" {
  rule = "command.rally"
  text = "rally {unit}"
}

message "command.no-co-bonus" {
  rule  = "command.co-bonus"
  text  = "no CO bonus: {reason}"
  names = { reason = "message" }
}
