# HQ and sub-HQ unit types (2.5.6, 2.5.6.1): hq-<platoon type> and shq-<platoon type>, one of each for the
# platoon types the formations of IDS.md lead with. Conventions: units/units.hcl; the platoons are in units/<nation>.hcl.

unit_type "hq-british-rifle" {
  rule     = "hq.definition"
  name     = "HQ, British infantry platoon"
  faction  = "british"
  tags     = ["hq"]
  movement = "foot"
  stats    = { mf = 3, assault = 0 }
  face "reduced" {
  }
  source      = "provisional"
  provisional = true
  note        = "A formation's HQ attached to a platoon of british-rifle (British infantry platoon) (2.5.6). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 3); no weapons and assault 0: an HQ never attacks (2.5.6.2). Two steps (reduced face)."
}

unit_type "shq-british-rifle" {
  rule     = "hq.sub-hq"
  name     = "Sub-HQ, British infantry platoon"
  faction  = "british"
  tags     = ["hq", "sub-hq"]
  movement = "foot"
  stats    = { mf = 3, assault = 0 }
  source      = "provisional"
  provisional = true
  note        = "A formation's sub-HQ attached to a platoon of british-rifle (British infantry platoon) (2.5.6.1). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 3); no weapons and assault 0: an HQ never attacks (2.5.6.2). One step: no reduced face, never replaced (2.5.6.1)."
}

unit_type "hq-crusader" {
  rule     = "hq.definition"
  name     = "HQ, Crusader"
  faction  = "british"
  tags     = ["hq"]
  movement = "tracked"
  stats    = { mf = 5, armor_factor = 1, save = 6, assault = 0 }
  face "reduced" {
  }
  source      = "provisional"
  provisional = true
  note        = "A formation's HQ attached to a platoon of crusader (Crusader) (2.5.6). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 5, armor 1 / save 6); no weapons and assault 0: an HQ never attacks (2.5.6.2). Two steps (reduced face)."
}

unit_type "shq-crusader" {
  rule     = "hq.sub-hq"
  name     = "Sub-HQ, Crusader"
  faction  = "british"
  tags     = ["hq", "sub-hq"]
  movement = "tracked"
  stats    = { mf = 5, armor_factor = 1, save = 6, assault = 0 }
  source      = "provisional"
  provisional = true
  note        = "A formation's sub-HQ attached to a platoon of crusader (Crusader) (2.5.6.1). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 5, armor 1 / save 6); no weapons and assault 0: an HQ never attacks (2.5.6.2). One step: no reduced face, never replaced (2.5.6.1)."
}

unit_type "hq-italian-rifle" {
  rule     = "hq.definition"
  name     = "HQ, Italian infantry platoon"
  faction  = "italian"
  tags     = ["hq"]
  movement = "foot"
  stats    = { mf = 3, assault = 0 }
  face "reduced" {
  }
  source      = "provisional"
  provisional = true
  note        = "A formation's HQ attached to a platoon of italian-rifle (Italian infantry platoon) (2.5.6). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 3); no weapons and assault 0: an HQ never attacks (2.5.6.2). Two steps (reduced face)."
}

unit_type "shq-italian-rifle" {
  rule     = "hq.sub-hq"
  name     = "Sub-HQ, Italian infantry platoon"
  faction  = "italian"
  tags     = ["hq", "sub-hq"]
  movement = "foot"
  stats    = { mf = 3, assault = 0 }
  source      = "provisional"
  provisional = true
  note        = "A formation's sub-HQ attached to a platoon of italian-rifle (Italian infantry platoon) (2.5.6.1). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 3); no weapons and assault 0: an HQ never attacks (2.5.6.2). One step: no reduced face, never replaced (2.5.6.1)."
}

unit_type "hq-m13-40" {
  rule     = "hq.definition"
  name     = "HQ, M13/40"
  faction  = "italian"
  tags     = ["hq"]
  movement = "tracked"
  stats    = { mf = 4, armor_factor = 1, save = 6, assault = 0 }
  face "reduced" {
  }
  source      = "rulebook"
  provisional = true
  note        = "A formation's HQ attached to a platoon of m13-40 (M13/40) (2.5.6). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 4, armor 1 / save 6); no weapons and assault 0: an HQ never attacks (2.5.6.2). Two steps (reduced face)."
}

unit_type "shq-m13-40" {
  rule     = "hq.sub-hq"
  name     = "Sub-HQ, M13/40"
  faction  = "italian"
  tags     = ["hq", "sub-hq"]
  movement = "tracked"
  stats    = { mf = 4, armor_factor = 1, save = 6, assault = 0 }
  source      = "rulebook"
  provisional = true
  note        = "A formation's sub-HQ attached to a platoon of m13-40 (M13/40) (2.5.6.1). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 4, armor 1 / save 6); no weapons and assault 0: an HQ never attacks (2.5.6.2). One step: no reduced face, never replaced (2.5.6.1)."
}

unit_type "hq-m3-lee" {
  rule     = "hq.definition"
  name     = "HQ, M3 Lee"
  faction  = "american"
  tags     = ["hq"]
  movement = "tracked"
  stats    = { mf = 4, armor_factor = 2, save = 6, assault = 0 }
  face "reduced" {
  }
  source      = "rulebook"
  provisional = true
  note        = "A formation's HQ attached to a platoon of m3-lee (M3 Lee) (2.5.6). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 4, armor 2 / save 6); no weapons and assault 0: an HQ never attacks (2.5.6.2). Two steps (reduced face)."
}

unit_type "shq-m3-lee" {
  rule     = "hq.sub-hq"
  name     = "Sub-HQ, M3 Lee"
  faction  = "american"
  tags     = ["hq", "sub-hq"]
  movement = "tracked"
  stats    = { mf = 4, armor_factor = 2, save = 6, assault = 0 }
  source      = "rulebook"
  provisional = true
  note        = "A formation's sub-HQ attached to a platoon of m3-lee (M3 Lee) (2.5.6.1). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 4, armor 2 / save 6); no weapons and assault 0: an HQ never attacks (2.5.6.2). One step: no reduced face, never replaced (2.5.6.1)."
}

unit_type "hq-us-armored-infantry" {
  rule     = "hq.definition"
  name     = "HQ, Armored infantry platoon"
  faction  = "american"
  tags     = ["hq"]
  movement = "tracked"
  stats    = { mf = 3, assault = 0 }
  face "reduced" {
  }
  face "mounted" {
    stats = { mf = 5, armor_factor = 1, save = 6 }
  }
  face "reduced-mounted" {
    stats = { mf = 5, armor_factor = 1, save = 6 }
  }
  source      = "provisional"
  provisional = true
  note        = "A formation's HQ attached to a platoon of us-armored-infantry (Armored infantry platoon) (2.5.6). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 3); no weapons and assault 0: an HQ never attacks (2.5.6.2). Two steps (reduced face). Mounted faces as its platoon's, so an armored infantry platoon may replace it (2.5.6.4)."
}

unit_type "shq-us-armored-infantry" {
  rule     = "hq.sub-hq"
  name     = "Sub-HQ, Armored infantry platoon"
  faction  = "american"
  tags     = ["hq", "sub-hq"]
  movement = "tracked"
  stats    = { mf = 3, assault = 0 }
  face "mounted" {
    stats = { mf = 5, armor_factor = 1, save = 6 }
  }
  source      = "provisional"
  provisional = true
  note        = "A formation's sub-HQ attached to a platoon of us-armored-infantry (Armored infantry platoon) (2.5.6.1). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 3); no weapons and assault 0: an HQ never attacks (2.5.6.2). One step: no reduced face, never replaced (2.5.6.1). Mounted faces as its platoon's, so an armored infantry platoon may replace it (2.5.6.4)."
}

unit_type "hq-pz-ivg" {
  rule     = "hq.definition"
  name     = "HQ, Pz IVG"
  faction  = "german"
  tags     = ["hq"]
  movement = "tracked"
  stats    = { mf = 4, armor_factor = 2, save = 6, assault = 0 }
  face "reduced" {
  }
  source      = "rulebook"
  provisional = true
  note        = "A formation's HQ attached to a platoon of pz-ivg (Pz IVG) (2.5.6). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 4, armor 2 / save 6); no weapons and assault 0: an HQ never attacks (2.5.6.2). Two steps (reduced face)."
}

unit_type "shq-pz-ivg" {
  rule     = "hq.sub-hq"
  name     = "Sub-HQ, Pz IVG"
  faction  = "german"
  tags     = ["hq", "sub-hq"]
  movement = "tracked"
  stats    = { mf = 4, armor_factor = 2, save = 6, assault = 0 }
  source      = "rulebook"
  provisional = true
  note        = "A formation's sub-HQ attached to a platoon of pz-ivg (Pz IVG) (2.5.6.1). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 4, armor 2 / save 6); no weapons and assault 0: an HQ never attacks (2.5.6.2). One step: no reduced face, never replaced (2.5.6.1)."
}

unit_type "hq-german-rifle" {
  rule     = "hq.definition"
  name     = "HQ, German infantry platoon"
  faction  = "german"
  tags     = ["hq"]
  movement = "foot"
  stats    = { mf = 3, assault = 0 }
  face "reduced" {
  }
  source      = "provisional"
  provisional = true
  note        = "A formation's HQ attached to a platoon of german-rifle (German infantry platoon) (2.5.6). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 3); no weapons and assault 0: an HQ never attacks (2.5.6.2). Two steps (reduced face)."
}

unit_type "shq-german-rifle" {
  rule     = "hq.sub-hq"
  name     = "Sub-HQ, German infantry platoon"
  faction  = "german"
  tags     = ["hq", "sub-hq"]
  movement = "foot"
  stats    = { mf = 3, assault = 0 }
  source      = "provisional"
  provisional = true
  note        = "A formation's sub-HQ attached to a platoon of german-rifle (German infantry platoon) (2.5.6.1). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 3); no weapons and assault 0: an HQ never attacks (2.5.6.2). One step: no reduced face, never replaced (2.5.6.1)."
}

unit_type "hq-german-armored-infantry" {
  rule     = "hq.definition"
  name     = "HQ, Panzergrenadier platoon"
  faction  = "german"
  tags     = ["hq"]
  movement = "tracked"
  stats    = { mf = 3, assault = 0 }
  face "reduced" {
  }
  face "mounted" {
    stats = { mf = 5, armor_factor = 1, save = 6 }
  }
  face "reduced-mounted" {
    stats = { mf = 5, armor_factor = 1, save = 6 }
  }
  source      = "provisional"
  provisional = true
  note        = "A formation's HQ attached to a platoon of german-armored-infantry (Panzergrenadier platoon) (2.5.6). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 3); no weapons and assault 0: an HQ never attacks (2.5.6.2). Two steps (reduced face). Mounted faces as its platoon's, so an armored infantry platoon may replace it (2.5.6.4)."
}

unit_type "shq-german-armored-infantry" {
  rule     = "hq.sub-hq"
  name     = "Sub-HQ, Panzergrenadier platoon"
  faction  = "german"
  tags     = ["hq", "sub-hq"]
  movement = "tracked"
  stats    = { mf = 3, assault = 0 }
  face "mounted" {
    stats = { mf = 5, armor_factor = 1, save = 6 }
  }
  source      = "provisional"
  provisional = true
  note        = "A formation's sub-HQ attached to a platoon of german-armored-infantry (Panzergrenadier platoon) (2.5.6.1). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 3); no weapons and assault 0: an HQ never attacks (2.5.6.2). One step: no reduced face, never replaced (2.5.6.1). Mounted faces as its platoon's, so an armored infantry platoon may replace it (2.5.6.4)."
}

unit_type "hq-soviet-rifle" {
  rule     = "hq.definition"
  name     = "HQ, Soviet rifle platoon"
  faction  = "soviet"
  tags     = ["hq"]
  movement = "foot"
  stats    = { mf = 3, assault = 0 }
  face "reduced" {
  }
  source      = "provisional"
  provisional = true
  note        = "A formation's HQ attached to a platoon of soviet-rifle (Soviet rifle platoon) (2.5.6). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 3); no weapons and assault 0: an HQ never attacks (2.5.6.2). Two steps (reduced face)."
}

unit_type "shq-soviet-rifle" {
  rule     = "hq.sub-hq"
  name     = "Sub-HQ, Soviet rifle platoon"
  faction  = "soviet"
  tags     = ["hq", "sub-hq"]
  movement = "foot"
  stats    = { mf = 3, assault = 0 }
  source      = "provisional"
  provisional = true
  note        = "A formation's sub-HQ attached to a platoon of soviet-rifle (Soviet rifle platoon) (2.5.6.1). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 3); no weapons and assault 0: an HQ never attacks (2.5.6.2). One step: no reduced face, never replaced (2.5.6.1)."
}

unit_type "hq-t-34" {
  rule     = "hq.definition"
  name     = "HQ, T-34"
  faction  = "soviet"
  tags     = ["hq"]
  movement = "tracked"
  stats    = { mf = 5, armor_factor = 2, save = 6, assault = 0 }
  face "reduced" {
  }
  source      = "provisional"
  provisional = true
  note        = "A formation's HQ attached to a platoon of t-34 (T-34) (2.5.6). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 5, armor 2 / save 6); no weapons and assault 0: an HQ never attacks (2.5.6.2). Two steps (reduced face)."
}

unit_type "shq-t-34" {
  rule     = "hq.sub-hq"
  name     = "Sub-HQ, T-34"
  faction  = "soviet"
  tags     = ["hq", "sub-hq"]
  movement = "tracked"
  stats    = { mf = 5, armor_factor = 2, save = 6, assault = 0 }
  source      = "provisional"
  provisional = true
  note        = "A formation's sub-HQ attached to a platoon of t-34 (T-34) (2.5.6.1). Morale, command range and leadership are its formation's (formation blocks; the reduced face takes their reduced values). Provisional: it moves and is armoured as its platoon (MF 5, armor 2 / save 6); no weapons and assault 0: an HQ never attacks (2.5.6.2). One step: no reduced face, never replaced (2.5.6.1)."
}
