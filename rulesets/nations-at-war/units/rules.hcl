# Rule index of the Nations at War area `units` (2.2-2.8, 5.1.7, 10.4). Section numbers are the
# book's own; summaries are this project's words, numbers carried over from the book. Where the
# book contradicts itself the summary says so and names the reading the project follows.
#
# The rulebook text this ruleset is written from has no Terrain Effects Chart and no counter
# sheet: counter values come from the worked examples, or are provisional (see the notes on each
# unit_type and item block).

rule "units.nato-symbols" {
  section = "2.2"
  title   = "NATO symbols"
  summary = "Soft-target counters carry a NATO unit-type symbol in their top right corner; armoured counters print an armor factor there instead and are hard targets. In this project a unit type's tags stand for its symbol (infantry, armored-infantry, mortar, atg, aa, engineer, recon, hq...) and a face's armor_factor stat for the armour number."
}

rule "units.counters" {
  section = "2.3"
  title   = "Unit and administrative counters"
  summary = "There are two kinds of counter: unit counters (platoons of men and equipment: tanks, infantry, aircraft) and administrative counters (states of units or hexes such as Ops Complete or Disrupted, and the markers drawn from the cup). In this project unit counters are unit_type blocks (with item blocks for what sits under a platoon) and administrative counters are statuses, markers and cup markers."
}

rule "units.factors" {
  section = "2.4"
  title   = "Counter factors"
  summary = "AP firepower is how many d6 a unit throws against hard targets, HE firepower how many against soft targets; red GA firepower is an aircraft's dice against any ground target and blue AA firepower a unit's dice against aircraft. Beside each firepower sit a To-Hit number (the least a die must show to score) and a normal range in hexes (fire to twice it is extended range). An underlined range is a hard limit with no range adjustment. A hard target also shows an Armor Factor (how many d6 it throws to cancel hits) and a Save Number (the least a defence die must show to cancel one hit). Counters also show a Movement Factor (circled: the unit can carry infantry and support weapons) and an Assault Factor with its own To-Hit; HQs and formation cards give Morale, Leadership and Command Range. A full-strength counter has a coloured bar, the reduced back a white bar. In this project: stats mf, armor_factor, save, assault, assault_to_hit; weapon blocks ap, he and aa with firepower, to_hit, range and fixed (underlined)."
}

rule "units.target-types" {
  section = "2.5"
  title   = "Hard, soft and aircraft targets"
  summary = "There are three target types: soft (a NATO symbol and no armor factor), hard (a vehicle image and an armor factor) and aircraft (an aircraft image). The face currently up decides, so a unit can change type when flipped: panzergrenadiers on foot are soft, the same platoon on its half-track side is hard. In this project a face is hard when its stats carry an armor_factor above 0, and an aircraft carries the aircraft tag."
}

rule "units.soft-targets" {
  section = "2.5.1"
  title   = "Soft targets"
  summary = "Soft targets have no armor factor and are attacked with HE firepower: infantry platoons, mortars, anti-tank gun batteries and unarmoured transport such as trucks or a towed gun."
}

rule "units.infantry" {
  section = "2.5.2"
  title   = "Infantry"
  summary = "Infantry platoons reach the battle on foot or by truck and fight with small arms, machine guns and light anti-tank weapons; the counter shows a helmet and a NATO symbol. Only infantry and armored infantry may carry support weapons."
}

rule "units.armored-infantry" {
  section = "2.5.3"
  title   = "Armored infantry"
  summary = "Armored infantry ride half-tracks: soft while their NATO-symbol (dismounted) side is up, hard while the half-track side is up. Each such platoon has a full-strength and a reduced counter, each with both sides, so four faces in all (in this project the front is full strength dismounted, then mounted, reduced and reduced-mounted). One destroyed while riding its half-track leaves a Wreck marker in its hex. 4.3 widens this to transported units destroyed loaded or unloaded; the project follows 4.3 (transport.wreck), so a dismounted platoon with a half-track side leaves a wreck too."
}

rule "units.gun-batteries" {
  section = "2.5.4"
  title   = "Gun batteries"
  summary = "Gun batteries are anti-tank guns such as the German 88mm or the American 57mm, built to kill armour but able to fire at soft targets too; flak batteries are anti-aircraft guns (10.1). A battery has a towed (mounted) side and a deployed side (4.3)."
}

rule "units.mortars" {
  section = "2.5.5"
  title   = "Mortars"
  summary = "Mortar platoons carry the NATO mortar symbol: smoothbore tubes lobbing explosive shells on a high arc. They fire at units in their line of sight, or indirectly when spotted (the mortars area)."
}

rule "units.mortar-range" {
  section = "2.5.5.1"
  title   = "Mortar range"
  summary = "A mortar's range is a hard limit: no extended range and no reduced-range bonus, just as for an underlined range. The book words this as the range being 'not underlined' yet behaving as if it were; the project records mortar ranges as fixed. The hex attack itself is the mortars area's (5.1.6)."
}

rule "units.hard-targets" {
  section = "2.6"
  title   = "Hard targets"
  summary = "Hard targets have an armor factor and are attacked with AP firepower only, never HE. A counter with both a NATO symbol and a vehicle image (a truck platoon, say) is a soft target."
}

rule "units.afv" {
  section = "2.6.1"
  title   = "Armored fighting vehicles"
  summary = "Tracked or wheeled armoured vehicles with an armor factor on the counter are AFVs and count as hard targets (tag afv)."
}

rule "units.recon" {
  section = "2.6.2"
  title   = "Reconnaissance units"
  summary = "Recon units are AFVs marked R (tag recon) with three traits: they are in command within twice their HQ's command range; in Good Order they may call artillery or mortar fire of their own formation as an HQ would (the mortars must be in range of the target); and enemy units both in their line of sight and within 4 hexes of a Good Order Recon unit are not Concealed."
}

rule "units.support-weapons" {
  section = "2.7"
  title   = "Support weapons"
  summary = "Heavy machine guns, bazookas, PIATs and anti-tank rifles are support weapons: counters labelled Support Weapon that add capability to infantry and armored infantry platoons (items tagged support-weapon). A support weapon stands for extra combat power of its platoon, not a separate weapon."
}

rule "units.sw-assignment" {
  section = "2.7.1"
  title   = "Assigning support weapons"
  summary = "Support weapons are given to infantry or armored infantry platoons before play, placed under the owner, and never change owner during the scenario. In this project a setup lists them in the platoon's carries; no action passes one on."
}

rule "units.sw-loss" {
  section = "2.7.2"
  title   = "Destroying support weapons"
  summary = "A support weapon is never a target. It leaves the map with its platoon when the platoon is eliminated. The platoon fires it through its own printed (inherent) firepower."
}

rule "units.hmg" {
  section = "2.7.3"
  title   = "Support weapons in combat (HMG, ATR)"
  summary = "A support weapon adds its firepower and range to the owning platoon's when the platoon fires, as one combined attack. A heavy machine gun adds 1 firepower and 1 hex of range; an anti-tank rifle carries such additions as well (on AP; its values are not printed). Per 5.1 the HMG adds to attacks on soft targets, so the project applies it to HE fire only."
}

rule "units.bazooka" {
  section = "2.7.3"
  title   = "Bazooka and PIAT"
  summary = "A Bazooka or PIAT has no firepower or range of its own, only a '+': the owning platoon's AP (red) firepower becomes augmented (5.1.7), so it throws one extra die when a die missed, and never scores more hits than its firepower."
}

rule "units.color" {
  section = "2.8"
  title   = "National colours"
  summary = "Each nation's units are printed in their own colour; the project makes each nation a side."
}

rule "units.augmented" {
  section = "5.1.7"
  title   = "Augmented abilities (+)"
  summary = "A '+' after a unit's HE firepower, AP firepower, Save or Assault factor lets its owner reroll one die of that ability (tags augmented-he, augmented-ap, augmented-save, augmented-assault). The book is loose here: the rule says any single die, the engineers' example (Assault 3 at To-Hit 4) says any missed dice. The project reads it as IDS.md's dice order: the first missed die (or failed save) of the throw is rerolled at once, one extra die, only when a die missed; the hits counted never exceed the dice of the ability."
}

rule "units.sw-hidden" {
  section = "10.4"
  title   = "Optional hidden support weapons"
  summary = "Optional, replacing 2.7.1: support weapons stay off the map until first fired, then stay with that platoon. When a friendly infantry or armored infantry platoon dies before all are placed, its owner throws 1d6, less 1 for each such platoon lost beyond the first; on 1 or less the opponent may strike out one unplaced support weapon. In this project a support weapon is an item hidden from the enemy until its platoon first fires it."
}
