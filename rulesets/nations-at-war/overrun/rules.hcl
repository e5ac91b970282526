# Rule index of the Nations at War area `overrun` (5.5). Summaries are this project's words.

rule "overrun.eligibility" {
  section = "5.5"
  title   = "Who overruns whom"
  summary = "A Good Order AFV moving into a hex of enemy soft targets overruns them if it keeps the MP to go on into another hex; lacking them, the move is an assault (5.4). Only soft targets are overrun: a hex holding a hard target cannot be."
}

rule "overrun.terrain" {
  section = "5.5, 7.4, 7.5.1"
  title   = "Where an overrun may happen"
  summary = "Only in a Clear hex or a Clear hex with a Hill, and never in a hex with Wire, an Improved Position, an AT Ditch or Smoke."
}

rule "overrun.cost" {
  section = "5.5"
  title   = "Cost of an overrun"
  summary = "The overrunning AFV declares it, pays the hex's terrain cost plus 1 MP, and must still have the MP to leave into an adjacent hex free of enemy units."
}

rule "overrun.attack" {
  section = "5.5"
  title   = "The overrun attack"
  summary = "Each overrunning AFV throws three times its Assault Factor in dice, each at or above its assault To-Hit a hit, held back until the counterattack."
}

rule "overrun.counterattack" {
  section = "5.5"
  title   = "The counterattack"
  summary = "The defenders in Good Order strike back with their Assault Factor (an HQ's leadership may raise one unit's). No Infantry vs AFV bonus applies in an overrun. Reading: defenders already Disrupted before the overrun counterattack at To-Hit 6, as in an assault (the book says so)."
}

rule "overrun.hits"  {
  section = "5.5"
  title   = "Hits in an overrun"
  summary = "Both sides' hits land together; the defenders in the hex each take one before any takes a second (odd hit by 1d6, as in an assault); a hit works as in ranged fire."
}

rule "overrun.outcome" {
  section = "5.5, 5.5.1"
  title   = "After an overrun"
  summary = "An AFV neither Disrupted nor reduced by the counterattack moves on to its exit hex (the last hex of its path). One Disrupted or reduced stops and goes back to the hex it entered from. Surviving defenders stay (Reading: an overrun forces no retreat; the summary's 'retreat the losing unit' is read as the attacker's fall-back). The AFV is Ops Complete when its move ends."
}

rule "overrun.repeat" {
  section = "5.5"
  title   = "Several overruns"
  summary = "A Good Order AFV may overrun again and again in one move while its MP last."
}
