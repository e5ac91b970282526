# The Mine marker [mines.attack, mines.one-per-hex]: one a hex, it attacks every unit entering the
# hex with 2 dice at 5+ and no defence dice.
#   attack_dice, attack_to_hit  the 2-5 rating of 7.2.1
marker_kind "mines" {
  rule   = "mines.attack"
  name   = "Mines"
  symbol = "*"
  stats  = { attack_dice = 2, attack_to_hit = 5 }
  source = "rulebook"
  note   = "Printed (7.2.1): Mines attack at 2-5 (2d6, a hit on 5 or 6)."
}
