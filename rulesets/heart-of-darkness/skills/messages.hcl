# The skills area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).
# It also holds the refusals its scripts return as messages (code, rule, key, values).

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

message "skills.user-not-on-map" {
  rule = "skills.only-action"
  text = "{unit} is not on the map"
}

message "skills.not-only-action" {
  rule = "skills.only-action"
  text = "{unit} has already acted this activation; a skill must be its only action"
}

message "skills.already-acted" {
  rule = "skills.only-action"
  text = "{unit} has already acted: a skill must be its only action"
}

message "skills.user-shaken" {
  rule = "skills.active"
  text = "{unit} is Shaken and cannot use its skills"
}

message "skills.other-map" {
  rule = "skills.ranges"
  text = "{hex} is on another map"
}

message "skills.weather-no-ranged" {
  rule = "skills.weather"
  text = "the weather on this map forbids ranged skills"
}

message "skills.no-los" {
  rule = "skills.ranges"
  text = "{unit} has no line of sight to {hex}"
}

message "skills.close-range" {
  rule = "skills.ranges"
  text = "{skill} is a close-range skill: {hex} is neither {unit}'s hex nor next to it"
}

message "skills.no-co" {
  rule = "skills.active"
  text = "{unit} has no CO or 2IC to lend a bonus"
}

message "skills.no-co-bonus" {
  rule = "skills.active"
  text = "no CO bonus: {reason}"
}

message "skills.no-skill" {
  rule = "skills.ranges"
  text = "{unit} has no {skill} skill"
}

message "skills.no-roll" {
  rule = "skills.active"
  text = "{skill} is not an active skill: there is no roll to add a CO bonus to"
}

message "skills.no-supply" {
  rule = "skills.engineering"
  text = "{skill} costs {n} supply point(s); {side} has {has}"
}

message "skills.reaction-long-range-only" {
  rule = "skills.reaction"
  text = "only long-range skills answer an enemy's move"
}

message "skills.not-reacting-side" {
  rule = "skills.reaction"
  text = "{unit} is not of the reacting side"
}

message "skills.target-not-on-map" {
  rule = "skills.ranges"
  text = "{unit} is not on the map"
}

message "skills.not-the-mover" {
  rule = "skills.reaction"
  text = "{unit} is not the unit that moved"
}

message "skills.search-undead" {
  rule = "skills.search"
  text = "Undead units cannot search"
}

message "skills.search-huge" {
  rule = "skills.search"
  text = "Huge units cannot search"
}

message "skills.search-who" {
  rule = "skills.search"
  text = "only infantry and units with a Hero search"
}

message "skills.terror-self" {
  rule = "skills.terror"
  text = "a unit cannot terrify itself: a Terror unit is immune to Terror"
}

message "skills.terror-immune-undead" {
  rule = "skills.terror"
  text = "{unit} is Undead: immune to Terror"
}

message "skills.terror-immune-huge" {
  rule = "skills.terror"
  text = "{unit} is Huge: immune to Terror"
}

message "skills.terror-immune-terror" {
  rule = "skills.terror"
  text = "{unit} has the Terror skill: immune to Terror"
}

message "skills.not-mover-hex" {
  rule = "skills.reaction"
  text = "{hex} is not where the mover stands"
}

message "skills.pyrokinesis-water" {
  rule = "skills.pyrokinesis"
  text = "{hex} is water: no fire burns there"
}

message "skills.pyrokinesis-weather" {
  rule = "skills.pyrokinesis"
  text = "the weather on this map forbids fire"
}

message "skills.heal-not-friendly" {
  rule = "skills.heal"
  text = "{unit} is not a friendly unit"
}

message "skills.heal-not-infantry" {
  rule = "skills.heal"
  text = "{unit} is not infantry: only infantry is healed"
}

message "skills.heal-undead" {
  rule = "skills.heal"
  text = "{unit} is Undead: it cannot be healed"
}

message "skills.heal-full-strength" {
  rule = "skills.heal"
  text = "{unit} is at full strength"
}

message "skills.reanimate-hex-or-target" {
  rule = "skills.reanimate"
  text = "name either hex (a source of corpses) or target (a reduced Undead)"
}

message "skills.reanimate-not-friendly" {
  rule = "skills.reanimate"
  text = "{unit} is not a friendly unit"
}

message "skills.reanimate-not-undead" {
  rule = "skills.reanimate"
  text = "{unit} is not Undead: living infantry cannot be reanimated"
}

message "skills.reanimate-full-strength" {
  rule = "skills.reanimate"
  text = "{unit} is at full strength"
}

message "skills.reanimate-no-corpses" {
  rule = "skills.reanimate"
  text = "{hex} holds no Corpses nor a friendly full-strength Abomination"
}

message "skills.engineering-not-friendly" {
  rule = "skills.engineering"
  text = "{unit} is not a friendly unit"
}

message "skills.engineering-not-vehicle" {
  rule = "skills.engineering"
  text = "{unit} is not a vehicle"
}

message "skills.engineering-full-strength" {
  rule = "skills.engineering"
  text = "{unit} is at full strength"
}

message "skills.engineering-own-hex" {
  rule = "skills.engineering"
  text = "markers are laid and cleared only in the engineer's own hex"
}

message "skills.engineering-none-in-pool" {
  rule = "skills.engineering"
  text = "{side} has no {marker} in its pool: they are bought as AUX (auxiliary.costs)"
}

message "skills.engineering-sandbags-present" {
  rule = "skills.engineering"
  text = "{hex} already has Sandbags"
}

message "skills.engineering-mines-present" {
  rule = "skills.engineering"
  text = "{hex} already holds a minefield"
}

message "skills.engineering-weather-smoke" {
  rule = "skills.engineering"
  text = "the weather on this map forbids smoke"
}

message "skills.engineering-name-marker" {
  rule = "skills.engineering"
  text = "name the marker to clear"
}

message "skills.engineering-not-clearable" {
  rule = "skills.engineering"
  text = "{marker} is not a marker engineers clear"
}

message "skills.engineering-no-marker" {
  rule = "skills.engineering"
  text = "{hex} holds no {marker}"
}

message "skills.telekinesis-path" {
  rule = "skills.telekinesis"
  text = "the path names the hexes entered"
}

message "skills.telekinesis-unit-or-object" {
  rule = "skills.telekinesis"
  text = "move either a unit (target) or an object (object, from)"
}

message "skills.telekinesis-mover-only" {
  rule = "skills.reaction"
  text = "in the enemy's activation telekinesis takes only the unit that moved"
}

message "skills.telekinesis-self" {
  rule = "skills.telekinesis"
  text = "a unit cannot move itself by telekinesis"
}

message "skills.telekinesis-name-from" {
  rule = "skills.telekinesis"
  text = "name the hex the object lies in (from)"
}

message "skills.telekinesis-not-object" {
  rule = "skills.telekinesis"
  text = "{object} is not an object"
}

message "skills.telekinesis-no-object" {
  rule = "skills.telekinesis"
  text = "{hex} holds no {object}"
}

message "skills.telekinesis-not-adjacent" {
  rule = "skills.telekinesis"
  text = "{hex} is not next to {from}"
}

message "skills.mind-control-not-infantry" {
  rule = "skills.mind-control"
  text = "{unit} is not infantry"
}

message "skills.mind-control-immune-undead" {
  rule = "skills.mind-control"
  text = "{unit} is Undead: immune to Mind Control"
}

message "skills.mind-control-immune-terror" {
  rule = "skills.mind-control"
  text = "{unit} has the Terror skill: immune to Mind Control"
}

message "skills.mind-control-self" {
  rule = "skills.mind-control"
  text = "a unit cannot control itself"
}

message "skills.mind-control-no-controller" {
  rule = "skills.mind-control"
  text = "{unit}'s controller is gone"
}

message "skills.mind-control-out-of-sight" {
  rule = "skills.mind-control"
  text = "{hex} is out of the sight of {controller}, who controls {unit}"
}

message "skills.charge-shortest" {
  rule = "skills.charge"
  text = "a charge follows a shortest route to its target"
}

message "auxiliary.heal-not-infantry" {
  rule = "skills.heal"
  text = "the Medical skill heals living infantry: {unit} is not"
}

message "skills.repair-not-vehicle" {
  rule = "skills.engineering"
  text = "the Engineering skill repairs vehicles: {unit} is not one"
}

message "skills.2d6" {
  rule = "skills.active"
  text = "2D6 ({a}+{b})"
}

message "skills.check-name" {
  rule  = "skills.active"
  text  = "{skill} {unit}"
  names = { skill = "message" }
}

message "skills.name-recruit" {
  rule = "skills.active"
  text = "Recruit"
}

message "skills.name-search" {
  rule = "skills.active"
  text = "Search"
}

message "skills.name-mind-control" {
  rule = "skills.active"
  text = "Mind Control"
}

message "skills.name-slay" {
  rule = "skills.active"
  text = "Slay"
}

message "skills.charge-term" {
  rule = "skills.charge"
  text = "charge: {n} hexes crossed instead of FP {fp}"
}

message "skills.check-roll" {
  rule = "skills.active"
  text = "skill {skill} {unit}"
}

message "skills.check-beats" {
  rule = "skills.active"
  text = "{unit} uses {skill}: {total} beats the {marker}'s ERR of {need}"
}

message "skills.check-fails" {
  rule = "skills.active"
  text = "{unit} fails {skill}: {total} does not beat the {marker}'s ERR of {need}"
}

message "skills.check-auto" {
  rule  = "skills.active"
  text  = "{unit} uses {skill}: {why}, it succeeds"
  names = { why = "message" }
}

message "skills.check-why-no-co" {
  rule = "skills.active"
  text = "it serves under no CO or 2IC"
}

message "skills.check-why-not-active" {
  rule = "skills.active"
  text = "{skill} is not an active skill: no roll"
}

message "skills.check-why-no-roll-needed" {
  rule = "skills.active"
  text = "no roll needed"
}

message "skills.search-why-recon" {
  rule = "skills.search"
  text = "recon units always find what is there"
}

message "skills.search-why-hero" {
  rule = "skills.search"
  text = "a unit with a Hero always finds what is there"
}
