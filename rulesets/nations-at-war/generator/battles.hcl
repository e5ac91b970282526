# Generated battles [generator.*]: scenarios that start in the battle-setup phase with no unit,
# the sides buying their forces with points (generator/generator.lua). Made for this project:
# the book gives the procedures of 14, not these battles. turn = 0: the setup comes before turn 1.

scenario "meeting-engagement" {
  title = "Meeting Engagement (battle generator)"
  order = 20
  rule  = "generator.meeting"
  note  = "14.1 on one map (the crossroads): 300 points a side, 7 turns, 2 End of Turn markers. Each side buys its force (buy) within two hexes of its edge and ends its setup (end_setup); the destroyed points decide."
  map   = "crossroads"
  sides = ["american", "german"]
  phase = "battle-setup"
  turn  = 0
  turns = 7

  options = {
    generator = "meeting"
    victory   = "points"
    points    = 300
    edges     = { american = "south", german = "north" }
    forces    = { american = ["ccb"], german = ["panzer-abteilung", "panzergrenadier"] }
    roster = {
      american = ["hq-m3-lee", "m3-lee", "m4-sherman", "m4a1-sherman", "us-armored-infantry", "us-engineers", "us-81mm-mortar", "us-57mm-atg", "m8-greyhound"]
      german   = ["hq-pz-ivg", "hq-german-rifle", "pz-ivg", "panther", "panzer-iii", "german-rifle", "german-armored-infantry", "german-motorcycle", "german-88mm-atg"]
    }
  }

  formation "ccb" { side = "american" }
  formation "panzer-abteilung" { side = "german" }
  formation "panzergrenadier" { side = "german" }
}

scenario "defender-attacker" {
  title = "Defender vs. Attacker (battle generator)"
  order = 21
  rule  = "generator.defender-attacker"
  note  = "14.2 on one map (the bridgehead): the Soviet attacker has 300 points, the German defender 100 (a third, rounded up) and names 1 objective (a Town, Bridge, Hill or crossroads hex); 7 turns. The attacker sets up within two hexes of the west edge, the defender anywhere. 100 points an objective for the attacker, 50 for the defender, plus destroyed points."
  map   = "bridgehead"
  sides = ["soviet", "german"]
  phase = "battle-setup"
  turn  = 0
  turns = 7

  options = {
    generator = "defender-attacker"
    victory   = "attacker-defender"
    attacker  = "soviet"
    points    = 300
    edges     = { soviet = "west" }
    forces    = { soviet = ["soviet-rifles", "soviet-tanks"], german = ["panzergrenadier"] }
    roster = {
      soviet = ["hq-soviet-rifle", "hq-t-34", "soviet-rifle", "t-34", "ba-64"]
      german = ["hq-german-rifle", "german-rifle", "german-88mm-atg", "german-motorcycle"]
    }
  }

  formation "soviet-rifles" { side = "soviet" }
  formation "soviet-tanks" { side = "soviet" }
  formation "panzergrenadier" { side = "german" }
}

scenario "to-the-next-line" {
  title = "To the Next Line (battle generator)"
  order = 22
  rule  = "generator.next-line"
  note  = "14.3 on one map (the wadi): 300 points a side, 7 turns, 2 End of Turn markers. Each side buys its force within two hexes of its own edge or holds units in reserve (buy with reserve = true: from the start of each turn, 1d6 + the turn of 6 or more lets them enter along the side's edge), places one objective of its own in the enemy's last two rows (set_objective) and may keep one formation out of the cup (end_setup with first): the side that ends its setup first activates its kept formation first. More of its own objectives captured wins, then the destroyed points."
  map   = "wadi"
  sides = ["british", "italian"]
  phase = "battle-setup"
  turn  = 0
  turns = 7

  options = {
    generator = "next-line"
    victory   = "next-line"
    points    = 300
    edges     = { british = "east", italian = "west" }
    forces    = { british = ["14th-infantry", "22nd-armoured"], italian = ["2nd-bersaglieri", "7th-armored"] }
    roster = {
      british = ["hq-crusader", "hq-british-rifle", "crusader", "m3-grant", "british-rifle"]
      italian = ["hq-m13-40", "hq-italian-rifle", "m13-40", "italian-rifle"]
    }
  }

  formation "14th-infantry" { side = "british" }
  formation "22nd-armoured" { side = "british" }
  formation "2nd-bersaglieri" { side = "italian" }
  formation "7th-armored" { side = "italian" }
}
