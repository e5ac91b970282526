# The units area's messages: lines of the narrative and refusals its rules tell, each reader in their language.

message "units.huge-never-recruit" {
  rule = "units.huge-hod"
  text = "{unit} is Huge: Huge units never recruit"
}

message "units.aboard-cannot-act" {
  rule = "units.apc-passengers"
  text = "{unit} is aboard {carrier} and cannot act on its own"
}

message "skills.target-aboard" {
  rule = "units.apc-passengers"
  text = "{unit} is aboard {carrier}"
}

message "units.transport-any-order" {
  rule = "units.transport"
  text = "load, unload and attack in any order"
}
