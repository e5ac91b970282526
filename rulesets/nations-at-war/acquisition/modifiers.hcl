# A firer that has acquired its target fires at it at -1 To-Hit [acquisition.bonus]. fire.acquired
# is fire/lib/attack.lua's fact: firer and target share a letter and the target is not the one that
# acquired it. One pair gives one letter, so the bonus never stacks past -1 [acquisition.limit];
# the range bands add theirs beside it (extended +1 - 1, reduced -1 - 1).
modifier "acquired-target" {
  rule  = "acquisition.bonus"
  stage = "to_hit"
  label = "acquired target"
  value = -1
  when  = fire.acquired
}
