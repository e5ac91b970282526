-- Fate Points [fate.*]: the spend_fate action, any side at any time (any_time), costs from
-- fate/tables.hcl: move a unit a hex, a hex in command, Ops Complete lifted, a drawn marker
-- returned; reroll and adjust answer a roll of the spender's own dice in the kernel's answer
-- window (`fate`, opened after an action whose roll fate/lib/fate.lua made answerable).
--
-- State kept (the kernel's): holding "fate" (points left); game value "fate-returned" (the
-- markers a side returned to the cup this turn, so the Marker Removal leaves one copy of each).
local pulse = require("pulse")
local turn = require("turn")

local COSTS = "fate-costs"
-- Combat units a hex may hold [stacking.limit]; HQs, sub-HQs and aircraft do not count.
local STACK = 2

local function counts_for_stacking(u)
  return not (u.tags.hq or u.tags["sub-hq"] or u.tags.aircraft)
end

-- spender: the side that pays. A seat names itself; hot seat, the side of the unit or hex the
-- effect is about, else the side to act [fate.timing].
local function spender(a)
  if a.effect == "reroll" or a.effect == "adjust" then
    local r = nw68.answering()
    return r and r.side or ""
  end
  local s = nw68.submitter()
  if s ~= "" then return s end
  if a.unit then
    local u = nw68.unit(a.unit)
    if u then return u.side end
  end
  if a.hex and a.effect == "in_command" then
    for _, u in ipairs(nw68.units_at(a.hex)) do
      if u.statuses["out-of-command"] then return u.side end
    end
  end
  return nw68.acting_side()
end

-- the marker drawn last that may still go back: an air strike whose window is open, or the
-- active formation before its pulse has used it (no rally, mission or operation) [fate.redraw]
local function returnable()
  local st = nw68.state()
  local i = st.interrupt
  if i and i.kind == "air-strike" then return i.context.aircraft, "aircraft" end
  if i then return nil end
  local f = st.active_formation
  if f == "" or st.drawn[#st.drawn] ~= f then return nil end
  if pulse.step() > 0 then return nil end
  for _, u in ipairs(nw68.units({ formation = f })) do
    if (u.counters.rallied or 0) > 0 then return nil end
  end
  return f, "formation"
end

-- effect_name: an effect's id as a message of its own, so each reader reads it in their language.
local function effect_name(effect)
  return { key = "fate.effect-" .. string.gsub(effect, "_", "-"), params = {} }
end

local function own_unit(a, side, rule)
  if not a.unit then return nil, "bad_param", rule, "fate.name-unit", {} end
  local u = nw68.unit(a.unit)
  if not u or not u.alive then return nil, "bad_param", rule, "fate.no-unit", {} end
  if u.side ~= side then return nil, "not_yours", "fate.own-dice", "fate.not-yours", { unit = u.id, side = side } end
  return u
end

local CHECK = {}

-- reroll and adjust answer a roll of the spender's own dice, in the window the kernel opens
-- after the roll's action (fate/lib/fate.lua) [fate.reroll, fate.adjust, fate.own-dice].
local function answered_die(a, rule)
  local r = nw68.answering()
  if not r then return nil, "no_roll", rule, "fate.no-roll", {} end
  if not a.die or a.die < 1 or a.die > #r.faces then
    return nil, "bad_param", rule, "fate.name-die", { n = #r.faces }
  end
  return r
end

CHECK.reroll = function(a)
  local r, code, rule, reason, params = answered_die(a, "fate.reroll")
  if not r then return code, rule, reason, params end
  return nil
end

CHECK.adjust = function(a)
  local r, code, rule, reason, params = answered_die(a, "fate.adjust")
  if not r then return code, rule, reason, params end
  if a.change ~= 1 and a.change ~= -1 then return "bad_param", "fate.adjust", "fate.turn-by-one", {} end
  local f = r.faces[a.die] + a.change
  if f < 1 or f > r.sides then return "bad_param", "fate.adjust", "fate.die-faces", { sides = r.sides } end
  return nil
end

CHECK.move = function(a, side)
  local u, code, rule, reason, params = own_unit(a, side, "fate.move")
  if not u then return code, rule, reason, params end
  if not u.on_map then return "not_on_map", "fate.move", "fate.not-on-map", { unit = u.id } end
  if not a.hex then return "bad_param", "fate.move", "fate.name-hex-entered", {} end
  if nw68.distance(u.hex, a.hex) ~= 1 then return "not_adjacent", "fate.move", "fate.not-adjacent", { hex = a.hex, from = u.hex } end
  local ter = nw68.entity("terrain", nw68.hex(a.hex).terrain)
  if ter and ter.stats.impassable then return "impassable", "fate.move", "fate.impassable", { hex = a.hex } end
  if nw68.hex(a.hex).terrain == "water" and not nw68.hex(a.hex).features.bridge then
    return "impassable", "fate.move", "fate.water", { hex = a.hex }
  end
  local n = counts_for_stacking(u) and 1 or 0
  for _, o in ipairs(nw68.units_at(a.hex)) do
    if nw68.foes(u.id, o.id) then return "enemy_hex", "fate.move", "fate.enemy-hex", { hex = a.hex } end
    if counts_for_stacking(o) then n = n + 1 end
  end
  if n > STACK then return "stacking_limit", "stacking.limit", "fate.stacking", { hex = a.hex } end
  return nil
end

CHECK.in_command = function(a, side)
  if not a.hex then return "bad_param", "fate.in-command", "fate.name-hex", {} end
  for _, u in ipairs(nw68.units_at(a.hex)) do
    if u.side == side and u.statuses["out-of-command"] then return nil end
  end
  return "not_out_of_command", "fate.in-command", "fate.none-out-of-command", { side = side, hex = a.hex }
end

CHECK.remove_ops_complete = function(a, side)
  local u, code, rule, reason, params = own_unit(a, side, "fate.ops-complete")
  if not u then return code, rule, reason, params end
  if not u.statuses["ops-complete"] then return "not_ops_complete", "fate.ops-complete", "fate.not-ops-complete", { unit = u.id } end
  return nil
end

CHECK.return_marker = function()
  if not returnable() then
    return "not_start", "fate.redraw", "fate.no-marker", {}
  end
  return nil
end

nw68.on("action_available", "spend_fate", function()
  for _, h in pairs(nw68.state().holdings) do
    if (h.fate or 0) > 0 then return nil end
  end
  return "no_fate", "fate.points", "fate.no-points", {}
end)

nw68.on("action_validate", "spend_fate", function(a)
  if (a.effect == "reroll" or a.effect == "adjust") and not nw68.answering() then
    return "no_roll", "fate." .. a.effect, "fate.no-roll", {}
  end
  local side = spender(a)
  local row = nw68.table(COSTS, a.effect)
  if side == "" or nw68.holding(side, "fate") < row.cost then
    if side == "" then return "no_fate", "fate.points", "fate.no-side-points", { n = 0, effect = a.effect, cost = row.cost } end
    return "no_fate", "fate.points", "fate.too-few-points", { side = side, n = nw68.holding(side, "fate"), effect = a.effect, cost = row.cost }
  end
  return CHECK[a.effect](a, side)
end)

-- Bots spend no Fate Points: the candidates are left to players.
nw68.on("action_enumerate", "spend_fate", function() return {} end)

local DO = {}

DO.reroll = function(a)
  local before = nw68.answering().faces[a.die]
  local f = nw68.reroll_die(a.die)
  nw68.say("fate.rerolled", { die = a.die, before = before, roll = f })
end

DO.adjust = function(a)
  local before = nw68.answering().faces[a.die]
  nw68.answer_die(a.die, before + a.change)
  nw68.say("fate.adjusted", { die = a.die, before = before, after = before + a.change })
end

DO.move = function(a)
  local from = nw68.unit(a.unit).hex
  nw68.say("fate.moved", { unit = a.unit, from = from, hex = a.hex })
  nw68.move(a.unit, a.hex)
end

DO.in_command = function(a, side)
  local ids = {}
  for _, u in ipairs(nw68.units_at(a.hex)) do
    if u.side == side and u.statuses["out-of-command"] then
      nw68.set_status(u.id, "out-of-command", false)
      table.insert(ids, u.id)
    end
  end
  nw68.say("fate.in-command-now", { hex = a.hex, units = table.concat(ids, ", ") })
end

DO.remove_ops_complete = function(a)
  nw68.set_status(a.unit, "ops-complete", false)
  nw68.say("fate.ops-complete-removed", { unit = a.unit })
end

DO.return_marker = function()
  local m, kind = returnable()
  if kind == "aircraft" then
    nw68.close_interrupt()
  else
    nw68.end_activation()
  end
  nw68.cup_add(m)
  local list = nw68.value(nil, "fate-returned") or {}
  local out = {}
  for _, x in ipairs(list) do table.insert(out, x) end
  table.insert(out, m)
  nw68.set_value(nil, "fate-returned", out)
  nw68.say("fate.marker-returned", { marker = m })
  turn.check_end()
end

nw68.on("action_resolve", "spend_fate", function(a)
  local side = spender(a)
  local row = nw68.table(COSTS, a.effect)
  local left = nw68.holding(side, "fate") - row.cost
  nw68.set_holding(side, "fate", left)
  nw68.say("fate.points-spent", { side = side, cost = row.cost, effect = effect_name(a.effect), left = left })
  nw68.report("fate", { side = side, effect = a.effect, cost = row.cost, left = left })
  DO[a.effect](a, side)
end)

-- A marker returned to the cup is in the drawn list too: once the Marker Removal has put the
-- drawn markers back, only one copy of it stays in the cup [fate.redraw].
nw68.on("step", "return-markers", function()
  local list = nw68.value(nil, "fate-returned")
  if not list then return end
  for _, m in ipairs(list) do
    while turn.count(nw68.state().cup, m) > 1 do nw68.cup_remove(m) end
  end
  nw68.set_value(nil, "fate-returned", nil)
end, { id = "returned-markers", after = "turn" })
