# What a group fire's assistant is [group-fire.assistant]: not Shaken, no SPA
# or SPAA. That it is stacked with the leader in its formation, and has a
# white-range weapon, is combat/lib/attack.lua's (a relation, a weapon).
# A fire without an assistant leaves these holding; a moving fire judges
# them again where the walk ends (combat/fire.lua).
precondition "assistant-steady" {
  rule      = "group-fire.assistant"
  code      = "bad_assist"
  condition = !assist.statuses.shaken
  reason    = "${assist.id} is Shaken and cannot assist"
}

precondition "assistant-no-artillery" {
  rule      = "group-fire.assistant"
  code      = "bad_assist"
  condition = !(assist.tags.spa || assist.tags.spaa)
  reason    = "SPA and SPAA cannot assist"
}
