-- AT Ditches [ditches.*] (7.4). What entering one costs is data (ditches/modifiers.hcl on the
-- "mp" stage); here are the two exceptions that depend on where the vehicle came from and what it
-- has spent, which no declarative term can state, as `modify` handlers of that stage:
--   - a vehicle whose MF is below the cost of a ditch hex enters it from next door as its first
--     step of the pulse for its whole MF [ditches.slow-vehicles];
--   - a vehicle climbing out across the ditch (into one of the three hexes opposite the side it
--     came in from) spends its whole MF on that step, so only as the first step of its pulse and
--     as the end of its move [ditches.vehicle-exit].
-- Infantry leaves a ditch into any hex at that hex's cost [ditches.infantry-exit]: nothing to
-- add. The side a vehicle came in from is kept on the unit (note "ditch-from") while it stands in
-- the ditch; a path that enters and leaves it in one move states it as move.before.
--
-- Neither exception is known to the kernel's path search (reach, the bots' moves), which prices
-- those steps by the plain terms: it misses the slow vehicle's entry, and it under-prices a
-- crossing that validation then refuses. Setting up AT Ditches before play shares Wire's code
-- (wire/lib/obstacles.lua).
local obstacles = require("obstacles")

local NOTE = "ditch-from"
local PRICED = { "movement.terrain", "wire.hard-cost", "ditches.vehicle-cost" }

local function ditch(hex)
  return hex ~= "" and nw68.markers(hex)["at-ditch"] ~= nil
end

local function vehicle(f)
  return f.unit.hard or f.unit.mounted
end

nw68.on("modify", "mp", function(v, f)
  if not f.move or not vehicle(f) then return end
  local mf = f.unit.mf
  if ditch(f.move.from) then
    local before = f.move.before
    if before == "" then before = nw68.unit(f.unit.id).notes[NOTE] or "" end
    if before ~= "" and nw68.distance(before, f.move.to) == 2 then
      v.replace_terms(PRICED, "ditches.whole-mf-across", mf, "ditches.vehicle-exit", {})
    end
  elseif ditch(f.move.to) and f.move.fresh and v.total > mf then
    v.replace_terms(PRICED, "ditches.whole-mf-into", mf, "ditches.slow-vehicles", {})
  end
end)

-- The side a vehicle came in from, kept while it stands in the ditch [ditches.vehicle-exit].
nw68.on("unit_enters_hex", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if ditch(ev.hex) and ev.from then
    nw68.set_note(u.id, NOTE, ev.from)
  elseif u.notes[NOTE] then
    nw68.set_note(u.id, NOTE, nil)
  end
end, { id = "ditch-entry" })

-- Setting up ---------------------------------------------------------------------------------

-- An AT Ditch goes in a Clear hex only, with a road or a hill or not [ditches.placement].
local function fits(h)
  return h.terrain == "clear"
end

local RULES = { supply = "ditches.placement", placement = "ditches.placement", none = "no_ditch" }

nw68.on("action_validate", "place_ditch", function(a)
  return obstacles.check(a.hex, "at-ditch", "at-ditch", "no_ditch", fits,
    "ditches.where", RULES)
end)

nw68.on("action_resolve", "place_ditch", function(a)
  obstacles.place(a.hex, "at-ditch", "at-ditch", "ditches.placement")
end)
