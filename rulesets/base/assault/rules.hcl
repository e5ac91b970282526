rule "assault.definition" {
  title   = "Assault"
  summary = "An assault is made by moving into an enemy-occupied hex and is resolved as soon as the move ends. The movers are attackers and only they roll. Each side must respect the 2-unit stacking limit at all times. Helicopters take no part in assaults, as attackers or defenders."
}

rule "assault.attack" {
  title   = "Assault attack"
  summary = "The attacker fires the appropriate firepower (or any suitable Weapon) at one defending unit with +2 AV. Two attackers assault as a group: a leader plus an assistant adding +1 AV (infantry) or +2 AV (AFV). Against a stack the target is declared before the roll. A non-Finished CO bonus applies by distance."
}

rule "assault.eligibility" {
  title   = "Who may assault"
  summary = "Shaken units and SPA may neither assault nor assist an assault, nor may the Blighter. Fixed-range weapons may be used in assaults except by SPA/SPAA; the project lets SPAA such as the Shilka assault with non-fixed weapons only."
}

rule "assault.urban-infantry" {
  title   = "Infantry against AFVs in urban terrain"
  summary = "Unescorted infantry assaulting unescorted AFVs in an urban hex gets a further +2 AV on top of the assault +2. Escorted means the stack mixes infantry and AFVs. The tanks section applies this only to tanks not stacked with infantry and the infantry section does not require the infantry to be unescorted; the project follows the assault section (both sides unescorted, any AFV)."
}

rule "assault.clear-afv" {
  title   = "AFVs against infantry in the open"
  summary = "When AFVs without infantry escort assault infantry without AFV escort in clear terrain (any hex without a positive defence bonus for the defender), they get a further +2 AV on top of the assault +2. A hill hex, +1 DV on the terrain chart, is never clear."
}

rule "assault.defense" {
  title   = "Assault defence"
  summary = "The defender's DV adds terrain and sandbags bonuses, the hill edge bonus when the attackers come up from the ground (terrain.hill-defense), but never concealment. A second defending unit in the hex assists: +1 DV if infantry, +2 DV if AFV. The defenders' CO, if not Finished, may add its bonus by distance to the DV. Shaken units and SPA may not assist."
}

rule "assault.failure" {
  title   = "Failed assault"
  summary = "All hits go to the assaulted unit. Win or lose, the attackers are then Finished; if their target survives they are Shaken and fall back into the hex they moved from."
}

rule "assault.success" {
  title   = "Successful assault"
  summary = "When the target is destroyed the attackers hold the hex; any other surviving defender becomes Shaken and retreats to one of the three hexes on the far side from the attackers' entry hexside, or is eliminated if it cannot. Its owner picks among the open ones (the retreat action in a reaction window); passing, or a side the ruleset plays, takes the hex straight across, then the other two by label."
}
