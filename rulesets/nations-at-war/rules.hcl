# Rule index of the Nations at War: White Star Rising slice. Section numbers are the book's own.
# Summaries are this project's words; numbers are carried over from the book. Where the book
# contradicts itself the summary says so and names the reading the project follows.
#
# The rulebook text this slice was written from has no Terrain Effects Chart and no counter
# sheet: terrain and counter values come from the worked examples, or are provisional (see the
# notes on each terrain and unit_type block).

# ---------------------------------------------------------------------------------------------
# Counters and units
# ---------------------------------------------------------------------------------------------

rule "dice.d6" {
  section = "2.1"
  title   = "Dice"
  summary = "Every roll in the game is made with six-sided dice."
}

rule "units.factors" {
  section = "2.4"
  title   = "Counter factors"
  summary = "AP firepower is how many d6 a unit throws against hard targets, HE firepower how many against soft targets. Beside each firepower sit a To-Hit number (the least a die must show to score) and a normal range in hexes. An underlined range is a hard limit. A hard target also shows an Armor Factor (how many d6 it throws to cancel hits) and a Save Number (the least a defence die must show to cancel one hit). A full-strength counter has a coloured bar, the reduced back a white bar."
}

rule "units.target-types" {
  section = "2.5"
  title   = "Hard and soft targets"
  summary = "A counter showing an armor factor (a vehicle image, no NATO symbol) is a hard target; one with a NATO symbol and no armor factor is soft: infantry, mortars, anti-tank guns and unarmored transport such as trucks. The face currently up decides, so a unit can change class when flipped. In this project a face is hard when its stats carry an armor_factor above 0."
}

rule "units.infantry" {
  section = "2.5.2"
  title   = "Infantry"
  summary = "Infantry platoons fight with small arms, machine guns and light anti-tank weapons. Only infantry and armored infantry may carry support weapons."
}

rule "units.mortar-range" {
  section = "2.5.5.1"
  title   = "Mortar range"
  summary = "A mortar's range is a hard limit: no extended range and no reduced-range bonus, just as for an underlined range. The book words this as the range being 'not underlined' yet behaving as if it were; the project records mortar ranges as fixed. The mortar's own hex-attack procedure (5.1.6) is outside this slice."
}

rule "units.afv" {
  section = "2.6.1"
  title   = "Armored fighting vehicles"
  summary = "Tracked or wheeled armored vehicles with an armor factor on the counter are AFVs and count as hard targets."
}

rule "units.hmg" {
  section = "2.7.3"
  title   = "Support weapons in combat (HMG)"
  summary = "A support weapon carried by an infantry platoon adds its firepower and range to the platoon's own when the platoon fires, as one combined attack. A heavy machine gun adds 1 firepower and 1 hex of range. Per 5.1 the support weapon adds to attacks on soft targets, so the project applies the HMG to HE fire only. Support weapons cannot be targeted and are lost with their platoon. (Bazooka, PIAT and ATR are outside this slice.)"
}

rule "units.color" {
  section = "2.8"
  title   = "National colours"
  summary = "Each nation's units are printed in their own colour; the project makes each nation a side."
}

# ---------------------------------------------------------------------------------------------
# Ranged fire
# ---------------------------------------------------------------------------------------------

rule "fire.ranged-combat" {
  section = "5.1"
  title   = "Who may fire"
  summary = "During its formation's pulse each Good Order unit without an Ops Complete marker may attack one enemy unit in line of sight and within range; any number of units may fire at the same target. Firing is never compulsory. (Line of sight, section 6, is outside this slice: every shot here is assumed to have it.)"
}

rule "fire.firepower-choice" {
  section = "5.1"
  title   = "AP against hard, HE against soft"
  summary = "A unit fires either its AP firepower at a hard target or its HE firepower at a soft one, never HE at a hard target nor AP at a soft one."
}

rule "fire.ops-complete" {
  section = "5.1"
  title   = "Ops Complete after firing"
  summary = "A unit attacks at most once per formation pulse. When its attack is done it is marked Ops Complete, and a unit so marked may not fire."
}

rule "fire.range-count" {
  section = "5.1.1"
  title   = "Counting range"
  summary = "Range is counted in hexes from the firer to the target, leaving out the firer's hex and counting the target's: an adjacent target is at range 1."
}

rule "fire.dice-pool" {
  section = "5.1.1"
  title   = "Attack dice"
  summary = "The attacker throws as many d6 as the firepower used (AP against hard, HE against soft) after every modifier to firepower."
}

rule "fire.to-hit" {
  section = "5.1.1"
  title   = "To-Hit"
  summary = "Every attack die showing the (modified) To-Hit number or more is one hit."
}

rule "fire.armor-save" {
  section = "5.1.1"
  title   = "Armor save (hard targets)"
  summary = "A hard target that was hit throws d6 equal to its Armor Factor plus its Defense Bonus; each die at or above its Save Number cancels one hit. No dice are thrown when the attack scored no hit."
}

rule "fire.terrain-defence" {
  section = "5.1.1"
  title   = "Terrain defence (soft targets)"
  summary = "A soft target that was hit throws d6 equal to its Defense Bonus only; each die showing 5 or 6 cancels one hit. With no bonus it throws nothing. Hits that are not cancelled become combat results."
}

rule "fire.defence-bonus" {
  section = "5.1.2"
  title   = "Defense Bonus"
  summary = "The terrain of the target's hex gives a Defense Bonus (from the Terrain Effects Chart, which this project's copy of the book lacks); other things such as a wreck in the hex add to it. The book speaks of an 'infantry' bonus for the TEC, so terrain here carries a soft and a hard value."
}

rule "fire.concealed" {
  section = "5.1.2.1"
  title   = "Concealment"
  summary = "A target in concealing terrain gets +1 Defense Bonus while it has no Ops Complete marker, has not moved, is not next to a Good Order enemy and is not within 4 hexes and sight of a Good Order enemy Recon unit. The example calls this 'doubling' a City's bonus of 1; for a bonus of 1 both readings agree and the project applies +1. Here the Concealment token is the 'concealed' status (set when the unit was judged concealed, so it has not moved); adjacency and Ops Complete are checked at fire time; Recon units are outside this slice."
}

rule "fire.defence-cap" {
  section = "5.1.2.2"
  title   = "Maximum Defense Bonus"
  summary = "A hard target adds at most 2 Defense Bonus dice to its Armor Factor, whatever their sources; a soft target has no such limit."
}

rule "fire.extended-range" {
  section = "5.1.4"
  title   = "Extended range"
  summary = "A weapon without an underlined range may fire up to twice its printed range. Past the printed range its To-Hit rises by 1; when the unmodified To-Hit is already 6 the firepower drops by 1 instead. A unit whose unmodified firepower is 1 with To-Hit 6 cannot fire at extended range at all. Beyond double range no fire is possible."
}

rule "fire.reduced-range" {
  section = "5.1.5"
  title   = "Reduced range"
  summary = "A weapon without an underlined range lowers its To-Hit by 1 at half its range (rounded down) or closer. Section 5.1.1 says 'less than half'; the project follows 5.1.5 and its Pz IVG example (range 6: 3 hexes or less)."
}

rule "fire.fixed-range" {
  section = "5.1.5.1"
  title   = "Limited (underlined) range"
  summary = "A unit with an underlined range may not fire past it and gets neither the extended- nor the reduced-range modifier."
}

# ---------------------------------------------------------------------------------------------
# Combat results
# ---------------------------------------------------------------------------------------------

rule "results.disruption" {
  section = "5.1.3"
  title   = "Disruption"
  summary = "The first hit on a Good Order unit disrupts it (HQs excepted): it gets a Disrupted marker. Any further hit of the same attack is a step loss."
}

rule "results.disrupted-effects" {
  section = "5.1.3"
  title   = "Disrupted units"
  summary = "A Disrupted unit may not fire; it may move but not toward or next to an enemy it can see, counterattacks in assault at To-Hit 6 and can rally with a Morale Check at the start of its formation's pulse. This slice implements only the ban on firing."
}

rule "results.step-loss" {
  section = "5.1.3"
  title   = "Reduction"
  summary = "Every hit on a Disrupted unit costs one step and the unit stays Disrupted: a full-strength unit flips to its reduced face, a reduced unit (or a single-step unit) is eliminated. So a Good Order full-strength unit is Disrupted by 1 hit, Disrupted and reduced by 2, eliminated by 3."
}

rule "results.wreck" {
  section = "5.1.3"
  title   = "Wrecks"
  summary = "A hard target that is destroyed is replaced by a wreck marker; a hex holds at most one wreck however many vehicles die there. A wreck gives cover: +1 Defense Bonus in its hex (5.1.2.2 example)."
}
