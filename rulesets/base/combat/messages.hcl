# The combat area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "combat.attack" {
  rule = "combat.hits"
  text = "{unit} attacks {target}: AV {av} vs DV {dv}, {hits} hit(s)"
}

message "combat.no-suitable-factor" {
  rule = "combat.firepower-choice"
  text = "{unit} is not attacked: no suitable factor"
}

message "combat.sarin-airborne" {
  rule = "combat.air-targets"
  text = "{unit} is airborne: the Sarin does not reach it"
}

message "combat.airborne-untouched-spa" {
  rule = "combat.air-targets"
  text = "{unit} is airborne: SPA fire cannot touch it"
}

message "combat.airborne-untouched-barrage" {
  rule = "combat.air-targets"
  text = "{unit} is airborne: a Barrage cannot touch it"
}

message "combat.airborne-untouched-nuclear" {
  rule = "combat.air-targets"
  text = "{unit} is airborne: a Nuclear strike cannot touch it"
}

message "combat.airborne-untouched-missile" {
  rule = "combat.air-targets"
  text = "{unit} is airborne: the missile cannot touch it"
}

message "combat.airborne-untouched-strike" {
  rule = "combat.air-targets"
  text = "{unit} is airborne: the strike cannot touch it"
}

message "combat.not-both-on-map" {
  rule = "combat.eligibility"
  text = "both units must be on the map"
}

message "combat.enemies-only" {
  rule = "combat.forms"
  text = "a unit attacks enemy units only"
}



message "combat.kind-does-not-suit" {
  rule = "combat.firepower-choice"
  text = "{kind} fire does not suit a {class} target"
}

message "combat.out-of-range" {
  rule = "combat.long-range"
  text = "{target} is {d} hexes away; the {weapon} reaches {max}"
}






message "combat.weapon-does-not-suit" {
  rule = "combat.firepower-choice"
  text = "{weapon} does not suit a {class} target"
}

message "combat.no-suiting-firepower" {
  rule = "combat.firepower-choice"
  text = "{unit} has no firepower that suits a {class} target in an assault"
}

message "assault.enemies-only" {
  rule = "combat.forms"
  text = "a unit assaults enemy units only"
}

message "combat.target-friendly" {
  rule = "combat.forms"
  text = "{target} is on {unit}'s side"
}

message "combat.no-suiting-factor" {
  rule  = "combat.firepower-choice"
  text  = "{unit} has no factor that suits {target}"
  names = { unit = "unit_type" }
}

message "combat.apc-attacked" {
  rule = "combat.one-attack"
  text = "{unit} has already attacked this activation"
}

message "combat.spa-no-air" {
  rule = "combat.air-targets"
  text = "SPA may not attack air units (only the Blighter's AA launcher may)"
}

message "combat.fixed-no-air" {
  rule = "combat.air-targets"
  text = "a fixed-range weapon without an AA value may not attack air units"
}

message "combat.spa-wrong-kind" {
  rule = "combat.air-targets"
  text = "indirect fire strikes land units with AP or HE, never {kind}"
}

message "combat.range-of" {
  rule = "combat.long-range"
  text = "range of {unit}'s {weapon}"
}

message "combat.printed-range" {
  rule = "combat.long-range"
  text = "printed range"
}

message "combat.armor" {
  rule = "combat.defense-value"
  text = "armor"
}

message "combat.fp" {
  rule = "combat.attack-value"
  text = "FP ({weapon})"
}

message "combat.2d6" {
  rule = "combat.attack-value"
  text = "2D6 ({a}+{b})"
}

message "combat.av" {
  rule = "combat.attack-value"
  text = "AV"
}

message "combat.dv" {
  rule = "combat.defense-value"
  text = "DV"
}

message "combat.attacked-this-activation" {
  rule = "combat.one-attack"
  text = "attacked this activation"
}

message "combat.attack-roll" {
  rule = "combat.attack-value"
  text = "attack"
}
