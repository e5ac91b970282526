-- Transport in the expansion [units.transport]. The base APC rules
-- (units/classes.lua of the base game) already carry one non-Huge infantry
-- unit, share the carrier's results with it, add +1 AV for a passenger that
-- is not Shaken, keep passengers from being targeted, and hold a carrier
-- that loads or unloads to half its Speed. The expansion adds that loading,
-- unloading and attacking come in any order: a carrier that has attacked
-- may still load or unload.
nw68.on("modify", "transport_after_attack", function(v)
  v.replace("units.transport-any-order", 0, "units.transport")
end)
