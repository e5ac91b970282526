-- Leaders attached to platoons [leaders.*]. A leader is an item in the unit's attached slot
-- (leaders/lib/leaders.lua). Here: its leadership in every attack of its platoon, its morale for
-- the platoon's checks, its platoon always in command, and its death.
local leaders = require("leaders")
local fate = require("fate")

-- Every attack of the platoon adds the leader's leadership [leaders.attack]: ranged fire (the
-- fire area passes attacker.id), assaults (the assault area passes cc.unit, when it does); the
-- hex attacks of mortars take it by a declarative modifier (leaders/modifiers.hcl).
nw68.on("modify", "firepower", function(v, facts)
  local id = facts.attacker and facts.attacker.id
  if not id or id == "" then return end
  local u = nw68.unit(id)
  local n = u and leaders.leadership(u) or 0
  if n > 0 then v.add("leaders.leader", n, "leaders.attack") end
end, { id = "leader-fire" })

nw68.on("modify", "assault_dice", function(v, facts)
  local id = facts.cc and facts.cc.unit
  if not id or id == "" then return end
  local u = nw68.unit(id)
  local n = u and leaders.leadership(u) or 0
  if n > 0 then v.add("leaders.leader", n, "leaders.attack") end
end, { id = "leader-assault" })

-- The platoon checks morale against its leader's [leaders.morale].
nw68.on("modify", "morale", function(v, facts)
  local id = facts.unit and facts.unit.id
  if not id or id == "" then return end
  local u = nw68.unit(id)
  local m = u and leaders.morale(u)
  if m then v.replace("leaders.leader-morale", m, "leaders.morale") end
end, { id = "leader-morale" })

-- A leader and its platoon are always in command [leaders.command].
nw68.on("unit_status_changed", "*", function(ev)
  if ev.status ~= "out-of-command" or not ev.on then return end
  local u = nw68.unit(ev.unit)
  if u and leaders.in_command(u) then
    nw68.set_status(u.id, "out-of-command", false)
    nw68.say("leaders.always-in-command", { unit = u.id })
  end
end, { id = "leader-command" })

-- A reduced platoon's leader dies on a 1 [leaders.casualty].
local REDUCED = { reduced = true, ["reduced-mounted"] = true }
nw68.on("unit_face_changed", "*", function(ev)
  if not REDUCED[ev.face] or REDUCED[ev.from] then return end
  local u = nw68.unit(ev.unit)
  if not u or not u.alive then return end
  local items = leaders.items(u)
  if #items == 0 then return end
  local f = nw68.roll(1, 6, "leaders.casualty-roll", fate.answer(u.side))[1]
  if f == 1 then
    local keep = {}
    local dead = {}
    for _, id in ipairs(items) do dead[id] = true end
    for _, id in ipairs(u.attached) do if not dead[id] then table.insert(keep, id) end end
    nw68.set_items(u.id, "attached", keep)
    nw68.say("leaders.dies", { unit = u.id, die = f })
  else
    nw68.say("leaders.lives", { unit = u.id, die = f })
  end
end, { id = "leader-casualty" })

-- A destroyed platoon's leader dies with it [leaders.casualty].
nw68.on("unit_eliminated", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if u and leaders.has(u) then
    nw68.say("leaders.dies-with-unit", { unit = u.id })
  end
end, { id = "leader-dies" })
