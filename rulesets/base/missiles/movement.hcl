# The V-2 stands where it is set up, and an enemy walks in and takes it
# [missiles.v2].
movement_class "fixed" {
  rule      = "missiles.v2"
  name      = "Launch site"
  costs     = {}
  holds_hex = false
}
