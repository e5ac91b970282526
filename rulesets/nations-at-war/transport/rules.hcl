# Rule index of the Nations at War area `transport` (4.3). Section numbers are the book's own;
# summaries are this project's words, the book's numbers carried over.

rule "transport.modes" {
  section = "4.3"
  title   = "Mounted and dismounted"
  summary = "Armored infantry platoons and anti-tank gun batteries are either mounted in their vehicles (or towed: the vehicle side of the counter up) or dismounted (the NATO symbol up). Here the two modes are faces: the front is full strength dismounted, then `mounted`, `reduced` and `reduced-mounted`. Each face has its own MF."
}

rule "transport.mount" {
  section = "4.3.1"
  title   = "Mounting"
  summary = "A unit mounts by flipping to its vehicle side and paying 3 MP, counted against the MF of the side it flips to; what is left of that MF may be spent moving the vehicle. A support weapon stays with the unit. A Disabled unit (read: Disrupted) may not mount. Reading (IDS.md): the unit counter `mp` is set to the cost on the new face, so an M3 halftrack (MF 5) that mounted has 2 MP left."
}

rule "transport.dismount" {
  section = "4.3.2"
  title   = "Dismounting"
  summary = "A unit dismounts by flipping to its helmet side and paying 3 MP from the MF of the dismounted side; a dismounted armored infantry platoon of MF 3 has then nothing left. Disabled (Disrupted) units may dismount."
}

rule "transport.atg" {
  section = "4.3.2"
  title   = "Anti-tank guns dismount for free"
  summary = "An ATG battery dismounts (unlimbers) at no MP cost, but then that is the only thing it does in the activation: it must not have moved before, and it is Ops Complete after."
}

rule "transport.quick" {
  section = "4.3.3"
  title   = "Quick mounting (*)"
  summary = "A face whose MF carries an asterisk (motorcycles, bicycles: tag `quick-mount`) pays only 1 MP to mount or dismount onto it. The asterisk works only for the side that pays: a motorcycle platoon mounting onto its MF 6* side pays 1, but dismounting onto its plain infantry side pays the full 3, even after it spent all its mounted MP."
}

rule "transport.wreck" {
  section = "4.3"
  title   = "Transported units leave wrecks"
  summary = "A unit with a transport destroyed mounted or dismounted is replaced by a wreck marker (one a hex)."
}
