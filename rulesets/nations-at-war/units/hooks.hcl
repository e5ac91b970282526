# Hook points of the units area.

# A platoon's support weapons took part in its attack [units.support-weapons]: an HMG or an
# anti-tank rifle added to the weapon fired, a Bazooka or PIAT gave its "+" to AP fire. Fired
# by fire/lib/attack.lua after the attack is resolved; optional rules that keep support
# weapons hidden until first used (10.4) listen here.
hook "support_fired" {
  rule   = "units.support-weapons"
  title  = "A platoon's support weapons were used in an attack"
  filter = "the weapon fired (ap, he)"
  args   = { unit = "the firing platoon's id", items = "the ids of the support weapons it used, in the order it carries them" }
}
