# Armour pays 2 MP for Overwatch, infantry (and every soft target) 1 [overwatch.cost].
modifier "overwatch-armour" {
  rule  = "overwatch.cost"
  stage = "overwatch_cost"
  label = "armour"
  value = 1
  when  = unit.hard
}

# Overwatch fire needs one more on each die [overwatch.fire]. fire/lib/attack.lua passes
# attacker.overwatch and fire.opportunity.
modifier "overwatch-fire" {
  rule  = "overwatch.fire"
  stage = "to_hit"
  label = "Overwatch fire"
  value = 1
  when  = attacker.overwatch && fire.opportunity
}
