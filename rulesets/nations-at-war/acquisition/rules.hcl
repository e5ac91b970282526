# Rule index of the Nations at War area `acquisition` (5.2). Section numbers are the book's own;
# summaries are this project's words, numbers carried over from the book.

rule "acquisition.gain" {
  section = "5.2"
  title   = "Gaining an acquisition"
  summary = "A unit that fires in its own formation's pulse at an armoured target (a unit with an Armor Factor) and neither disrupts nor reduces it acquires it: an Acquisition marker goes on the target and one with the same letter on the firer, the first letter no unit carries. The project reads the book's 'activated unit' as a unit firing with the fire action; Opportunity Fire is by a unit whose formation is not active and never acquires."
}

rule "acquisition.bonus" {
  section = "5.2"
  title   = "Firing at an acquired target"
  summary = "A unit that has acquired a target lowers its To-Hit by 1 on its next shot at that target."
}

rule "acquisition.limit" {
  section = "5.2"
  title   = "At most -1"
  summary = "Acquisition does not stack: it lowers the To-Hit by 1 at most, however often the unit fires and fails. It combines with the range bands: at extended range +1 and -1 cancel, at reduced range the To-Hit drops by 2."
}

rule "acquisition.loss" {
  section = "5.2"
  title   = "Losing an acquisition"
  summary = "Both markers of a pair are removed when the acquiring unit moves, fires at another unit, is Disrupted or reduced, or enters assault combat, and when the target leaves its hex, fires, is Disrupted or reduced, or is destroyed. The book's first list says 'the attacking unit ... fires'; its example adds that the target must not fire or move: the project reads the list as the target's and the acquirer's together, so a firer keeps its acquisition only by firing again at the same target."
}

rule "acquisition.exceptions" {
  section = "5.2"
  title   = "What never acquires"
  summary = "A unit that moves and fires may not acquire; a unit in a smoke hex cannot be acquired; aircraft attacks and indirect fire (artillery, mortar fire missions) never acquire; a destroyed unit is not acquired. An acquired unit cannot be Concealed: it loses its Concealment token."
}

rule "acquisition.multiple" {
  section = "5.2"
  title   = "Several attackers"
  summary = "One target may be acquired by several attackers, each pair with its own letter; each attacker gets the bonus only against the target it acquired. The project has eight letters (A to H): with all eight in use no new acquisition is made."
}
