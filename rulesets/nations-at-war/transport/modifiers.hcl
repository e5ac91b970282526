# The asterisk: mounting onto a `*` side costs 1 MP, not 3. It works only for the side that pays,
# so a motorcycle dismounting onto its infantry side still pays 3 [transport.quick].
modifier "quick-mount" {
  rule     = "transport.quick"
  stage    = "transport_cost"
  label    = "quick mount (*): 1 MP"
  value    = 1
  replaces = "transport.mount"
  when     = unit.quick_mount && flip.mounting
}

# An ATG battery unlimbers for nothing [transport.atg].
modifier "atg-free-dismount" {
  rule     = "transport.atg"
  stage    = "transport_cost"
  label    = "ATG dismounts for free"
  value    = 0
  replaces = ["transport.mount", "transport.dismount"]
  when     = unit.atg && !flip.mounting
}
