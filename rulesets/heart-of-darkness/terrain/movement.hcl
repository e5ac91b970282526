# The graveyard of Magdeburg costs no movement class anything: a feature
# every class of the base game prices at 0 [terrain.graveyard].

patch "movement_class" "foot" {
  costs = { graveyard = 0 }
}

patch "movement_class" "wasteland" {
  costs = { graveyard = 0 }
}

patch "movement_class" "tracked" {
  costs = { graveyard = 0 }
}

patch "movement_class" "wheeled" {
  costs = { graveyard = 0 }
}

patch "movement_class" "air" {
  costs = { graveyard = 0 }
}
