# Rule index of the Nations at War area `fire`. Section numbers are the book's own; summaries are
# this project's words, numbers carried over from the book. Where the book contradicts itself
# the summary says so and names the reading the project follows.

rule "fire.ranged-combat" {
  section = "5.1"
  title   = "Who may fire"
  summary = "During its formation's pulse each Good Order unit without an Ops Complete marker may attack one enemy unit in line of sight (6.0) and within range; any number of units may fire at the same target. Firing is never compulsory. A support weapon never fires alone: it adds to the attack of the unit carrying it."
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
  summary = "A target in concealing terrain gets +1 Defense Bonus while it has no Ops Complete marker, has not moved, is not next to a Good Order enemy and is not within 4 hexes and sight of a Good Order enemy Recon unit. The example calls this 'doubling' a City's bonus of 1; for a bonus of 1 both readings agree and the project applies +1. Here the Concealment token is the 'concealed' status (set when the unit was judged concealed, so it has not moved); adjacency and Ops Complete are checked at fire time; a Recon unit's denial is units.recon's, and an acquired unit loses its token (acquisition.exceptions)."
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

rule "fire.forms" {
  section = "5.0"
  title   = "Five kinds of combat"
  summary = "Combat takes five forms: ranged fire, Fire of Opportunity (ranged fire during an enemy's move), assault, overrun and observation (11.0, Overwatch). This area resolves the first two with one attack procedure (fire/lib/attack.lua): the `fire` action in the firer's own pulse and the `opportunity_fire` reaction in an enemy's move."
}

rule "fire.adjacent" {
  section = "5.1"
  title   = "Adjacent targets"
  summary = "A unit may always fire at an enemy in a hex next to its own: nothing between two adjacent hexes can interfere, so no line of sight is traced for such a shot. Every other shot needs a clear line (6.0), else it is refused."
}

rule "fire.target-choice" {
  section = "5.1.1"
  title   = "Choosing the target"
  summary = "The attacker names the firing unit and the single enemy unit it attacks; when two enemy units share the target hex the attacker picks which one, and one attack never strikes two units. Only the unit named throws defence dice and takes the hits."
}
