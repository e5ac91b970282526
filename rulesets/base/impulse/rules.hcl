rule "impulse.activation" {
  section = "3.2"
  title   = "Formation activation"
  summary = "When a formation's marker is drawn it becomes the Active Formation. A formation activates once per marker of its own drawn that turn, so it may activate several times."
}

rule "impulse.sequence" {
  section = "3.2"
  title   = "Order of an impulse"
  summary = "In order: remove Finished markers from the formation's units; a 2IC may take command or the CO be demoted; the CO/2IC attempts rallies (units without CO rally automatically); units other than recon beyond the ERR are marked Out Of Contact for this activation; then each unit acts alone or in a group (move, fire, assault or another allowed action)."
}

rule "impulse.finished" {
  section = "3.2"
  title   = "Finished units"
  summary = "A unit that has moved or attacked is marked Finished (except a unit continuing a moving-fire move). A Finished unit may not act, opportunity fire or give CO bonuses until the marker is removed at its formation's next activation or in Cleanup."
}
