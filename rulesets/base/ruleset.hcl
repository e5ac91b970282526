id      = "base"
version = "0.1.0"
title   = "Nuklear Winter '68"
summary = "The base game: ground forces, command, line of sight and combat, as data and Lua."

# victory/victory.lua reports each side's VP, the winner and the margin under this name
result_report = "victory"

# The rules live one folder per rule area, the prefix of a rule id before its
# first dot: combat.long-range is in combat/. Each area folder holds its rule
# paragraphs (rules.hcl), its data blocks (actions.hcl, units.hcl,
# markers.hcl, modifiers.hcl...), its Lua hooks (<area>/*.lua) and the Lua
# modules it owns (<area>/lib/*.lua). maps/ and scenarios/ hold what belongs to
# no area. `nw68 rule ID` prints where a rule is and what proves it.
#
# Rule index of the Nuklear Winter '68 base rules, paraphrased. Section numbers come from the
# Russian fragment where it numbers the section; other ids are this project's.
#
# The English rulebook is unnumbered. The Russian fragment numbers: 2.3.1 Commanding Officers,
# 2.3.3 Armored units (2.3.3.1 Tanks .. 2.3.3.5 SPAA), 2.3.4 Air units (2.3.4.1 Helicopters,
# printed there as a second "2.3.4"; 2.3.4.2 Planes), 2.4.1 Off-board artillery, 3.2 Formation
# impulse, 3.3.2 Stacking, 4.2 Concealment, 5.0 Combat, 5.2 Opportunity fire, 5.3 Moving fire,
# 5.5 Combat results. Rules outside those sections carry no section number even where the table
# of contents would suggest one (e.g. Group Fire and Assault, which sit between 5.2/5.3 and 5.5).
#
# Summaries are this project's own words. Where the book is ambiguous or contradicts itself the
# summary says so and names the reading the project follows (as a rule the more specific section).
