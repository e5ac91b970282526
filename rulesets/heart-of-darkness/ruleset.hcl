id      = "heart-of-darkness"
version = "0.2.0"
title   = "Heart of Darkness"
summary = "The expansion: heroes and skills, the Undead and the Independents, fire and weather, Magdeburg. It layers on the base game and replaces the base rules it changes."
extends = ["base"]

# The expansion follows the base ruleset's layout: one folder per rule area,
# the prefix of a rule id before its first dot, holding that area's
# paragraphs (rules.hcl), data and Lua hooks. maps/ and scenarios/ belong to
# no area. Each rule carries the book's section number (1.1 Heroes to
# 2.1 Combat); `nw68 rule ID` prints where a rule is and what proves it.
#
# Where the expansion changes a base rule it declares a block of the same
# kind and id (a `rule`, `table`, `phase`, `terrain`...), which replaces the
# base block, or a `patch` block that changes some of its attributes, so
# `nw68 rule ID --ruleset heart-of-darkness` names the file that now holds it.
#
# Areas of the expansion and the book's sections they hold:
#   heroes        1.1  heroes attached like COs, transfer_hero
#   undead        1.2  Undead damage, immunities, consume_corpses
#   corpses       1.2  the Corpses marker and its sources
#   units         1.2  the expansion's unit types, Huge, Fly Low, Recon, Artillery, Transport
#   independents  1.2  Independent units: recruit, release, hostile, uncontrolled
#   supply        1.2  Specialization and Supply units, cash_supply
#   objects       1.3  objects, the Charred Heart, the First Aid Kit, Electric and Fire sources
#   skills        1.4  active skills and every skill action
#   events        1.5  the 3D6 Events Table
#   auxiliary     1.6  buying AUX with supply points, at setup and in Cleanup
#   terrain       1.7  the restored terrain table, Magdeburg's named hexes
#   bridges       1.7  bridges built, destroyed and repaired
#   smoke         1.7  the expansion's smoke
#   fires         1.7  fire markers, their attacks and their spreading
#   radiation     1.7  radiation and who is immune to it
#   weather       1.8  the Cleanup weather roll and the six weather markers
#   turn          2.0  Independents and allies in the activation cup
#   impulse       2.0  the Actions phase: pre-actions, the CO bonus's price
#   setup         2.0  the setup phase and its order
#   cleanup       2.0  the expansion's Cleanup order
#   combat        2.1  assault-only factors, fire attacks, High Morale, Shaken as a step
#   factions      the White Hand and the factions' relations
#   scenarios     the scenario notation and the campaign
