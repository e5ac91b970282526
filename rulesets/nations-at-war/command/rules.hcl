# Rule index of the Nations at War area `command` (3.4.2). Section numbers are the book's;
# summaries are this project's words.

rule "command.check" {
  section = "3.4.2"
  title   = "Command status check"
  summary = "As a pulse starts, each unit of the formation within the command range of an in-command HQ or sub-HQ of its formation is in command, and so is a platoon with an attached leader (10.5). Every other unit, those of a formation whose HQ is gone for good included, must pass a Morale Check (2d6 at most the formation's morale) to act as if in command; a failed check marks it Out of Command. A formation with no HQ in play takes the check with every hex."
}

rule "command.per-hex" {
  section = "3.4.2"
  title   = "One check a hex"
  summary = "The check is made once for each hex, not for each unit: every unit of the formation in the hex shares its result. Hexes are checked in map order (column by column, down each column), one 2d6 each. The 3.4.2 example: a dismounted armored infantry platoon and an M3 Lee platoon of CCB share a hex; one failed check marks both Out of Command."
}

rule "command.out-of-command" {
  section = "3.4.2"
  title   = "Out of Command"
  summary = "A unit marked Out of Command neither moves nor fires in its formation's pulse (out_of_command), but may still fire on Opportunity in an enemy's pulse. The marker comes off as its formation's next pulse starts."
}

rule "command.entering" {
  section = "3.4.2"
  title   = "Units entering the map"
  summary = "Units of a formation that come onto the map from off it are in command on their first activation (the unit counter entering marks them until then; reserves of the battle generator enter in command the same way)."
}
