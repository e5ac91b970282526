-- Wire [wire.*] (7.3): the soft unit's stop, the vehicle that flattens it, clearing it. Its MP
-- for hard units is data (wire/modifiers.hcl on the "mp" stage), as is who may clear it
-- (wire/preconditions.hcl).
--
-- A soft unit (no armor factor on the face shown) that enters a Wire hex is noted on the unit
-- (note "wire-stop" = the hex) until the activation ends: the walk halts it there (Ops Complete)
-- [wire.soft-stop], except engineers, which stand there with their MP left and may clear it in
-- the same pulse unless the Opportunity Fire there Disrupted or reduced them (the walk halts
-- those) [wire.engineers]. Wire is in sight: a path that would take a soft unit on past a Wire
-- hex, or out of the one it stopped in this pulse, is refused (wire_stop).
local movement = require("movement")
local obstacles = require("obstacles")
local units_lib = require("units")

local NOTE = "wire-stop"

local function wired(hex)
  return nw68.markers(hex).wire ~= nil
end

local function stat(name)
  return nw68.entity("marker_kind", "wire").stats[name] or 0
end

-- stops reports whether the face u shows stops at Wire: a soft unit [wire.soft-stop].
local function stops(u)
  return stat("soft_stop") > 0 and not units_lib.hard(u)
end

-- The path of a move, a move-and-fire or an assault's approach: no soft mover goes on past a
-- Wire hex, nor out of the Wire hex it entered this pulse [wire.soft-stop, wire.engineers].
nw68.on("action_validate", "*", function(a, kind)
  if (kind ~= "move" and kind ~= "fire" and kind ~= "assault") or not a.path or #a.path == 0 then return nil end
  for _, id in ipairs(a.units or { a.unit }) do
    local u = nw68.unit(id)
    if u and u.on_map and stops(u) then
      if u.notes[NOTE] == u.hex then
        return "wire_stop", "wire.soft-stop", "wire.stopped-this-pulse", { unit = id, hex = u.hex }
      end
      for i = 1, #a.path - 1 do
        if wired(a.path[i]) then
          return "wire_stop", "wire.soft-stop", "wire.path-past-wire", { unit = id, hex = a.path[i] }
        end
      end
    end
  end
  return nil
end, { id = "wire-stop-path" })

-- Entering and leaving Wire: a hard unit that leaves a Wire hex flattens it [wire.vehicle-removal];
-- a soft unit that enters one is stopped there for the pulse [wire.soft-stop].
nw68.on("unit_enters_hex", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if ev.from and wired(ev.from) and units_lib.hard(u) then
    nw68.remove_marker(ev.from, "wire")
    nw68.say("wire.flattened", { unit = u.id, hex = ev.from })
  end
  if wired(ev.hex) and stops(u) then
    nw68.set_note(u.id, NOTE, ev.hex)
    nw68.say("wire.soft-stop", { unit = u.id, hex = ev.hex })
  end
end, { id = "wire-entry" })

-- The walk halts a soft unit in the Wire hex it entered (Ops Complete); engineers stand there,
-- free to clear it [wire.soft-stop, wire.engineers].
nw68.on("walk_halts", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if u.notes[NOTE] == ev.hex and not u.tags.engineer then return "wire.soft-stop" end
  return nil
end, { id = "wire-soft-stop" })

-- The stop lasts the pulse: the notes go when the activation ends.
nw68.on("activation_end", "*", function()
  for _, u in ipairs(nw68.units({})) do
    if u.notes[NOTE] then nw68.set_note(u.id, NOTE, nil) end
  end
end, { id = "wire-stop-end" })

-- Setting up ---------------------------------------------------------------------------------

-- Wire goes in a Clear hex, a Hill hex or a hex with a road [wire.placement].
local function fits(h)
  return h.terrain == "clear" or h.features.hill == true or h.features.road == true
end

local RULES = { supply = "wire.supply", placement = "wire.placement", none = "no_wire" }

nw68.on("action_validate", "place_wire", function(a)
  return obstacles.check(a.hex, "wire", "wire", "no_wire", fits,
    "wire.where", RULES)
end)

nw68.on("action_resolve", "place_wire", function(a)
  obstacles.place(a.hex, "wire", "wire", "wire.supply")
end)

-- Clearing ----------------------------------------------------------------------------------

-- clear_cost returns the MP u spends to clear the Wire of its hex and the rule: the marker's
-- clear_mp [wire.clearance]; engineers that entered the hex this pulse spend what they have left
-- (at least 1) [wire.engineers].
local function clear_cost(u)
  if u.tags.engineer and u.notes[NOTE] == u.hex then
    return math.max(movement.budget(u), 1), "wire.engineers"
  end
  return stat("clear_mp"), "wire.clearance"
end

nw68.on("action_validate", "clear_wire", function(a)
  local u = nw68.unit(a.unit)
  if not wired(u.hex) then return "no_wire", "wire.clearance", "wire.no-wire", { hex = u.hex } end
  local cost, rule = clear_cost(u)
  local left = movement.budget(u)
  if left < cost then
    return "too_far", rule, "wire.too-far", { unit = u.id, mp = cost, left = left }
  end
  return nil
end)

nw68.on("action_resolve", "clear_wire", function(a)
  local u = nw68.unit(a.unit)
  local cost, rule = clear_cost(u)
  nw68.remove_marker(u.hex, "wire")
  nw68.say("wire.cleared", { unit = u.id, mp = cost, hex = u.hex }, { rule = rule })
  nw68.report("clear_wire", { unit = u.id, hex = u.hex, mp = cost })
  movement.spend(u.id, cost, rule)
end)

nw68.on("action_enumerate", "clear_wire", function()
  local side = nw68.state().active_side
  local out = {}
  for _, u in ipairs(nw68.units({})) do
    if u.on_map and (side == "" or u.side == side) and wired(u.hex)
        and nw68.precondition("clear_wire", { unit = u.id }) == nil then
      table.insert(out, { unit = u.id })
    end
  end
  return out
end)
