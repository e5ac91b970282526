# The White Hand: a faction of the expansion. The base game's reich, nato and
# black-hand stay as they are; a scenario allies factions with its own
# relations (nw68.set_relation) or a side's `relations` attribute.
side "white-hand" {
  rule = "factions.white-hand"
  name = "The White Hand"
}
