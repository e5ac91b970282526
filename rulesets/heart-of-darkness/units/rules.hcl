rule "units.types" {
  section = "1.2"
  title   = "The expansion's unit types"
  summary = "The expansion adds the Reanimated, Skinless, Abomination and Wurmking, the PzW 42 and Independent versions of its counters. The book prints none of their factors; the values given are provisional."
}

rule "units.huge-hod" {
  section = "1.2"
  title   = "Huge units in the expansion"
  summary = "A Huge unit is a level 1 obstacle that blocks LOS and takes cover only in or behind level 1 terrain. It pays one MP for every hex whatever the terrain and its modifiers (wrecks included), and may enter water at two MP. It cannot recruit, search, be transported or use objects, and Terror does not affect it."
}

rule "units.fly-low" {
  section = "1.2"
  title   = "Fly Low"
  summary = "An aircraft at Fly Low altitude is at the height of the terrain it flies over. Aircraft that can transport load, unload and carry passengers only at this altitude. The project reads Fly Low as the base game's Nap Of the Earth altitude (the noe status and face, helicopters.noe), which already keeps transport helicopters to that altitude for loading and unloading."
}

rule "units.recon-hod" {
  section = "1.2"
  title   = "Recon in the expansion"
  summary = "A recon unit is never Out Of Contact, denies concealment to every enemy it sees, may call up to two artillery or air strikes on hexes it sees as the first thing it does, and always succeeds when it searches (tag recon, read by the skills area). The base game's recon rules (units.recon, units.recon-spotting, oba.calling) already do the first three."
}

rule "units.artillery-transport" {
  section = "1.2"
  title   = "On-board artillery as transport, and its capture"
  summary = "Some on-board artillery (the Reich's PzW 42) also carries infantry like a transporter (tags spa and apc). On-board artillery with no armor factor (the V-2) is taken by the side that gains control of its hex, as the base game's missiles.v2 already does."
}

rule "units.transport" {
  section = "1.2"
  title   = "Transport"
  summary = "A transporter carries one ready friendly infantry unit that is not Huge. The passenger suffers whatever its transporter suffers, adds one to the transporter's attacks unless it is Shaken, and can never be targeted on its own by any attack or effect. A transporter moves at most half its speed, rounded down, when it loads, unloads or attacks, and may do these in any order. The base APC rules do all but the order: in the expansion a carrier that has attacked may still load or unload, and an allied unit counts as friendly."
}
