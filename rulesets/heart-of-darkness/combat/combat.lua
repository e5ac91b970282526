-- Combat (2.1) [combat.*]: what the expansion changes in attacks and their
-- results. Fire's own attack is the fires area's, the fire-placing weapons'
-- exclusions the objects area's (objects.fire-placing); mines already
-- strike only units entering their hex in the base game (units.minefields):
-- the cases of combat.hcl prove it. High Morale is the expansion's own
-- reading (combat.high-morale), below.
local units = require("units")
local vehicles = require("vehicles")
local objects = require("objects")
local heroes = require("heroes")
local undead = require("undead")

-- Factors with no printed range [combat.assault-only] ------------------------------

-- rangeless reports whether unit u's weapon `name` (a factor or a carried
-- Weapon) is printed without a range.
local function rangeless(u, name)
  local w = name and units.weapon(u, name)
  return w ~= nil and w.range == nil
end

-- white_ranged reports whether a unit has a white-range factor with a range
-- (the only kind that may assist group fire).
local function white_ranged(u)
  for _, w in pairs(u.weapons) do
    if not w.fixed and w.range ~= nil then return true end
  end
  return false
end

local function ranged_check(a)
  local u = nw68.unit(a.unit)
  if u and rangeless(u, a.weapon) then
    return "assault_only", "combat.assault-only", "combat.assault-only-weapon", { unit = u.id, weapon = a.weapon }
  end
  local helper = a.assist and nw68.unit(a.assist)
  if helper and not white_ranged(helper) then
    return "bad_assist", "combat.assault-only", "combat.assault-only-assist", { unit = a.assist }
  end
  return nil
end

nw68.on("action_validate", "fire", ranged_check, { before = "combat" })
nw68.on("action_validate", "opportunity_fire", ranged_check, { before = "opportunity-fire" })

-- Shaken as a step [combat.shaken-step] ------------------------------------------------

-- unshakable returns the rule that keeps a unit from being Shaken, or nil:
-- the Undead (the Charred Heart's carrier too) [undead.unshakable], a type
-- that says so (tag unshakable), or the Terror skill (reading: the book
-- names Terror units beside the Undead as units Shaken cannot affect)
-- (and the message saying so)
local function unshakable(u)
  if undead.is_undead(u) then return "undead.unshakable", "undead.unshakable-step" end
  if u.tags.unshakable or heroes.has_skill(u, "terror") then return "combat.shaken-step", "combat.unshakable-step" end
  return nil
end

-- the hits are dealt as if the Shaken step were taken (base results/); the
-- marker itself never stays on a unit that cannot be Shaken [combat.shaken-step]
nw68.on("unit_status_changed", "shaken", function(ev)
  if not ev.on then return end
  local u = nw68.unit(ev.unit)
  if not (u and u.alive and u.statuses.shaken) then return end
  local rule, message = unshakable(u)
  if not rule then return end
  nw68.set_status(u.id, "shaken", false)
  nw68.say(message, { unit = u.id })
end, { phase = "first" })

-- High Morale [combat.high-morale] ----------------------------------------------------
--
-- The expansion's High Morale marker takes the place of the Shaken marker:
-- the marker is lost where the unit would be marked Shaken, and every hit
-- then counts as usual (one hit: marker lost; two: marker lost and reduced;
-- three: destroyed). The base results (results/results.lua) spend a hit on
-- the marker instead [counters.high-morale], so the marker is taken off
-- before they run (they then see a plain unit) and the Shaken marker they
-- place is taken off after them. The event's table is shared by its
-- handlers (see undead/undead.lua), so the note travels in it.
nw68.on("unit_takes_hits", "*", function(ev)
  if ev.hits <= 0 then return end
  local u = nw68.unit(ev.unit)
  if not (u and u.statuses["high-morale"]) or u.statuses.shaken then return end
  nw68.set_status(u.id, "high-morale", false)
  ev.high_morale_lost = true
  nw68.say("combat.high-morale-lost", { unit = u.id })
end, { before = "results" })

nw68.on("unit_takes_hits", "*", function(ev)
  if not ev.high_morale_lost then return end
  local u = nw68.unit(ev.unit)
  if u and u.alive and u.statuses.shaken then nw68.set_status(u.id, "shaken", false) end
end, { after = "results" })

-- Objects lost with a transport [combat.transport-loss] ------------------------------

-- before the base rules take the passengers with their carrier (and leave
-- their Weapons in the hex), the passengers' Weapons and Equipment leave
-- the game, the indestructible Charred Heart excepted
nw68.on("unit_eliminated", "*", function(ev)
  local u = nw68.unit(ev.unit)
  for _, p in ipairs(vehicles.passengers(u)) do
    if units.infantry(p) and #p.carries > 0 then
      local kept, lost = {}, {}
      for _, id in ipairs(p.carries) do
        if objects.indestructible(id) then table.insert(kept, id) else table.insert(lost, id) end
      end
      if #lost > 0 then
        nw68.set_items(p.id, "carries", kept)
        nw68.say("combat.passenger-objects-lost", { unit = p.id, objects = table.concat(lost, ", "), carrier = u.id })
      end
    end
  end
end, { before = "units" })
