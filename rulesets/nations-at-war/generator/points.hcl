# The point costs of the battle generator [generator.points]: what a unit costs to buy, and what
# destroying it scores (14.1 item 7, 14.2 item 11, 14.3; the scenarios' tie-break,
# scenarios.control). The book's Design-Your-Own cost list is not in this text: EVERY COST IS
# PROVISIONAL, set by the project in proportion to the unit's dice and armour (a rifle platoon
# about 20, a medium tank about 45, the Tiger I 80), so that the generator's bands (250-1000
# points) buy forces of the book's size: about a company and a half of platoons a side on one
# map. HQs cost 10 and sub-HQs 5 (they come with their formation and fight through it); support
# weapons and leaders 5-10. Rows are keyed by unit type or item id; `points` is the cost.
table "unit-points" {
  rule  = "generator.points"
  title = "Point cost of each unit type and item (provisional)"


  # british
  row "crusader" { points = 30 }
  row "m3-grant" { points = 40 }
  row "british-rifle" { points = 20 }

  # german
  row "pz-ivg" { points = 45 }
  row "panther" { points = 65 }
  row "tiger-i" { points = 80 }
  row "panzer-iii" { points = 35 }
  row "german-rifle" { points = 20 }
  row "german-armored-infantry" { points = 30 }
  row "german-motorcycle" { points = 25 }
  row "german-88mm-atg" { points = 45 }
  row "german-flak" { points = 25 }

  # soviet
  row "soviet-rifle" { points = 18 }
  row "t-34" { points = 45 }
  row "ba-64" { points = 15 }

  # american
  row "us-81mm-mortar" { points = 20 }
  row "m3-lee" { points = 40 }
  row "m4-sherman" { points = 45 }
  row "m4a1-sherman" { points = 45 }
  row "m4a4-sherman" { points = 45 }
  row "us-armored-infantry" { points = 30 }
  row "us-engineers" { points = 30 }
  row "us-57mm-atg" { points = 25 }
  row "m8-greyhound" { points = 20 }
  row "p-47" { points = 40 }

  # italian
  row "m13-40" { points = 20 }
  row "italian-rifle" { points = 16 }

  # HQs and sub-HQs
  row "hq-british-rifle" { points = 10 }
  row "shq-british-rifle" { points = 5 }
  row "hq-crusader" { points = 10 }
  row "shq-crusader" { points = 5 }
  row "hq-italian-rifle" { points = 10 }
  row "shq-italian-rifle" { points = 5 }
  row "hq-m13-40" { points = 10 }
  row "shq-m13-40" { points = 5 }
  row "hq-m3-lee" { points = 10 }
  row "shq-m3-lee" { points = 5 }
  row "hq-us-armored-infantry" { points = 10 }
  row "shq-us-armored-infantry" { points = 5 }
  row "hq-pz-ivg" { points = 10 }
  row "shq-pz-ivg" { points = 5 }
  row "hq-german-rifle" { points = 10 }
  row "shq-german-rifle" { points = 5 }
  row "hq-german-armored-infantry" { points = 10 }
  row "shq-german-armored-infantry" { points = 5 }
  row "hq-soviet-rifle" { points = 10 }
  row "shq-soviet-rifle" { points = 5 }
  row "hq-t-34" { points = 10 }
  row "shq-t-34" { points = 5 }

  # items
  row "hmg" { points = 10 }
  row "bazooka" { points = 10 }
  row "piat" { points = 10 }
  row "atr" { points = 5 }
  row "leader" { points = 10 }
}
