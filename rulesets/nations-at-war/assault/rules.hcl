# Rule index of the Nations at War area `assault` (5.4). Section numbers are the book's own;
# summaries are this project's words, the book's numbers carried over. Where the book leaves a
# choice, the summary names the reading (../shared/naw/IDS.md "Readings").

rule "assault.entry" {
  section = "5.4"
  title   = "Entering the enemy hex"
  summary = "An assault is a move into a hex holding enemy units, fought the moment the attackers arrive. Infantry pays 1 MP more than the terrain asks to enter the defenders' hex (an assault by foot needs preparation); vehicles pay the terrain only."
}

rule "assault.stack" {
  section = "5.4"
  title   = "Who attacks"
  summary = "No more than two units, stacked together at the start, take part as attackers; the units entering are the attackers and every unit already in the hex defends."
}

rule "assault.attack" {
  section = "5.4"
  title   = "The attack"
  summary = "Every attacker throws as many dice as its Assault Factor; each die at or above its assault To-Hit number is a hit, held back until the counterattack is thrown too. Dice order: the attackers in unit id order, a \"+\" reroll at once after its throw."
}

rule "assault.counterattack" {
  section = "5.4"
  title   = "The counterattack"
  summary = "Every defender then throws its own Assault Factor against the attackers the same way, before any hit is applied: the two sides' hits land together."
}

rule "assault.disrupted" {
  section = "5.4, 5.1.3"
  title   = "Disrupted defenders"
  summary = "A defender that was already Disrupted when the attackers came in counterattacks at To-Hit 6 whatever its printed number."
}

rule "assault.hits" {
  section = "5.4"
  title   = "Sharing the hits"
  summary = "Each side spreads the hits it took over its units in the hex: every unit takes one before any takes a second, and two before any is destroyed; an odd hit goes to a unit chosen by 1d6 (1-3 the first in unit id order, 4-6 the second). A hit works as in ranged fire (Disrupted, then reduced, then destroyed). The attackers' side is allotted first."
}

rule "assault.outcome" {
  section = "5.4, 5.4.3"
  title   = "Who holds the hex"
  summary = "A defender wiped out leaves the attackers in the hex. Defenders that survive having taken more hits than the attackers must retreat. Otherwise (fewer or equal hits, defender alive) the attackers go back to the hex they entered from. Reading: hits are counted as scored against each side, before any Improved Position cancels one."
}

rule "assault.retreat" {
  section = "5.4"
  title   = "The defender's retreat"
  summary = "A beaten defender retreats through one of the three hexes across from the hexside the attackers came over, up to as many hexes as its Movement Factor (its owner names the path in a `retreat` window; passed, the ruleset takes the first open hex straight across). It may not enter (a) an enemy-held hex, (b) a hex next to an enemy other than its attackers, (c) a hex over the stacking limit, (d) an impassable hex such as a river. With no hex open it is eliminated. Reading: the first hex must be one of the three across; later hexes must lead away (each farther from the assaulted hex)."
}

rule "assault.hq" {
  section = "5.4, 2.5.6.2"
  title   = "HQs in an assault"
  summary = "An HQ present on either side never throws dice itself; its leadership adds dice to one unit's Assault Factor (the attackers name it with hq_bonus, the defenders' HQ boosts their first unit in id order). When its units take a hit, the HQ rolls for casualty as in ranged fire (1d6: 1 reduces or removes it), after the allocation dice. The 7th Armored example: an M13/40 (Assault 1) with its full-strength HQ (leadership 2) throws three dice."
}

rule "assault.ops-complete" {
  section = "5.4, 5.4.3"
  title   = "Ops Complete after an assault"
  summary = "When the assault is over, every unit on both sides that took part and survived is marked Ops Complete."
}

rule "assault.no-initiate" {
  section = "5.4"
  title   = "The asterisk: no assault initiative"
  summary = "A unit whose assault To-Hit carries an asterisk (tag no-assault-initiative) may not enter an enemy hex to attack, but it counterattacks normally when assaulted."
}

rule "assault.no-factor" {
  section = "5.4"
  title   = "Units without an Assault Factor"
  summary = "A unit with no Assault Factor can neither attack nor counterattack; it only takes hits. Defending, if it survives it retreats from the hex; if no hit at all landed on it, the attackers go back instead."
}

rule "assault.infantry-vs-afv" {
  section = "5.4.1"
  title   = "Infantry against AFVs"
  summary = "Infantry attacking a hex where every defender is an AFV, or defending against attackers that are all AFVs, lowers its assault To-Hit by 1 (5 becomes 4). Disrupted infantry gets no such bonus. Not in an overrun (5.5)."
}

rule "assault.infantry-in-towns" {
  section = "5.4.2"
  title   = "Infantry against AFVs in towns"
  summary = "Infantry fighting AFVs (attacking or defending, any number of them) in a Town/City hex adds 1 to its Assault Factor and lowers its assault To-Hit by 1. Disrupted infantry gets nothing. Reading: this stacks with 5.4.1 when every enemy is an AFV."
}
