rule "planes.cas" {
  section = "2.3.4.2"
  title   = "CAS planes"
  summary = "The planes are the Reich Ju-87G Stuka and the NATO A-6 Intruder; the scenario OOB sets how many are available. A plane's counter shows a minimum and a maximum Speed, AP, HE and blue armor."
}

rule "planes.request" {
  section = "2.3.4.2"
  title   = "Requesting CAS"
  summary = "A CO/2IC or recon unit requests CAS as the first action of its activation, like an OBA call; a single call may summon any number of the available planes, which arrive at the first friendly activation of the next turn. The call names no target: once there a plane may attack any enemy. The CO rule speaks of calls on a hex in LOS; the project follows the plane section (no target hex) and counts a CAS call toward the two-call limit."
}

rule "planes.turnaround" {
  section = "2.3.4.2"
  title   = "Plane availability"
  summary = "A plane flying a mission in a turn may not be called during that turn for the next one; if it survives it may be called the turn after (flying in turn 2, called in turn 3 for turn 4). A destroyed plane is gone for the rest of the game."
}

rule "planes.entry" {
  section = "2.3.4.2"
  title   = "Plane entry and exit"
  summary = "The owner picks the entry side and hex; the plane leaves by the opposite side. Planes are always at level 2 for LOS. Each activation a plane moves between its minimum and maximum Speed in hexes."
}

rule "planes.route" {
  section = "2.3.4.2"
  title   = "Plane route"
  summary = "The owner chooses the route, but the plane must always advance away from the entry side toward the exit side, with at most one sideways hex per hex advanced."
}

rule "planes.flight" {
  section = "2.3.4.2"
  title   = "Continuing the flight"
  summary = "A plane starts flying on its side's first activation of the turn and flies on every later friendly activation until shot down, off the map or the end of the turn. A plane that leaves early may re-enter from any hex of its exit side on the next friendly activation for another run. Planes still on the map are removed in Cleanup."
}

rule "planes.airspace" {
  section = "2.3.4.2"
  title   = "Shared airspace"
  summary = "A plane may not enter a hex holding another plane or a helicopter at the same altitude. A helicopter under a plane may not pop up or climb."
}

rule "planes.attack" {
  section = "2.3.4.2"
  title   = "Plane attacks"
  summary = "A plane attacks one hex per turn, the hex it is in, possibly its entry hex. It may attack any or all enemy units there, each with the appropriate firepower, in the order its owner chooses; non-Finished enemies may opportunity fire. After attacking it must complete at least its minimum Speed and may continue up to its maximum."
}

rule "planes.damage" {
  section = "2.3.4.2"
  title   = "Plane losses"
  summary = "Planes are attacked by AA or HE weapons only (combat.air-targets). A plane is a one-step unit: it may be Shaken, never reduced, and rallies automatically at its next activation. A destroyed plane leaves a Wreck; if units are in the hex roll 1D6, and on 1-2 one random unit there is Shaken."
}
