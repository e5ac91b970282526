# Overrun modifiers on the close-combat stages (assault/values.hcl).

# An overrunning AFV throws three times its Assault Factor [overrun.attack].
modifier "overrun-triple" {
  rule  = "overrun.attack"
  stage = "assault_dice"
  label = "overrun: Assault Factor tripled"
  value = 2 * cc.factor
  when  = cc.kind == "overrun" && cc.role == "attack"
}
