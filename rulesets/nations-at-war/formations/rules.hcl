# Rule index of the Nations at War area `formations` (2.10). Section numbers are the book's;
# summaries are this project's words.

rule "formations.definition" {
  section = "2.10"
  title   = "What a formation is"
  summary = "A formation is an HQ and the platoons attached to it; its units carry one name and one coloured bar. Each formation block holds its HQ's morale, command range and leadership, with a reduced face for a half-strength HQ. Two camps face each other: Germany and Italy are allies, as are Great Britain, the United States and the Soviet Union; the camps are enemies."
}

rule "formations.activation" {
  section = "2.10"
  title   = "A whole formation activates"
  summary = "Drawing a formation's marker activates every unit of that formation, those of the scenario's order of battle included, and no unit of another formation."
}
