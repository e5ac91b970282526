# Rule index of the Nations at War area `rally` (3.4.3). Section numbers are the book's;
# summaries are this project's words.

rule "rally.check" {
  section = "3.4.3"
  title   = "Rallying"
  summary = "In the rally step of its pulse the formation tries to rally its Disrupted units (the rally action, one 2d6 each, once a unit a pulse): a unit whose total, after modifiers, is at most the morale printed on the HQ loses its Disrupted marker; any other total leaves it Disrupted. A Good Order unit has nothing to rally (not_disrupted), and a rally after the formation's first fire mission or operation is refused (not_start)."
}

rule "rally.out-of-command" {
  section = "3.4.3"
  title   = "Out of command: +1"
  summary = "A unit that is Out of Command adds 1 to its rally roll."
}

rule "rally.hq" {
  section = "3.4.3"
  title   = "The HQ's hex: minus its leadership"
  summary = "Every unit rallying in the hex of its formation's HQ takes the HQ's leadership off its roll (the reduced face's while the HQ is reduced); 2.5.6.5 says the same."
}
