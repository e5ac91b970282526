-- Close air support [air.*]: an air-strike counter drawn from the cup strikes an enemy unit's
-- hex. The sequence (10.3.4), each step a reaction window:
--   1. the draw (turn/'s marker_drawn, kind aircraft) opens the mandatory `air-strike` window:
--      the owner's air_strike names the target unit;
--   2. the `aa-fire` window offers the other side aa_fire with each eligible AA unit, until it
--      passes (or nothing is left to fire, or the aircraft aborts or dies);
--   3. the accuracy die: 1 opens the defender's `deviation` window (deviate names the hex next
--      to the target that is struck instead); 2 strikes with a die less; 3-6 strikes;
--   4. the hex attack (mortars/lib/hexattack.lua, kind air), then the return die.
-- State kept (the kernel's): unit note `air-return` on an aircraft that goes back into the cup
-- at the Marker Removal (an abort's 4-6, a return die above the hits); the window contexts.
-- Dice order: AA attack dice, the aircraft's save dice (when hit), the abort die; the accuracy
-- die; attack dice, defence dice (when a hit is scored), the odd-hit die; the return die.
local hexattack = require("hexattack")
local turn = require("turn")
local fate = require("fate")

-- Accuracy die faces [air.accuracy].
local MISS, PARTIAL = 1, 2
-- An abort's die: 1-3 home for good, 4-6 back in the cup [air.abort].
local HOME_MAX = 3

local function window(kind)
  local i = nw68.state().interrupt
  if i and i.kind == kind then return i end
  return nil
end

local function enemy_side(side)
  for _, s in ipairs(nw68.state().sides) do
    if nw68.enemies(side, s) then return s end
  end
  return ""
end

local function faces_text(faces)
  local parts = {}
  for _, f in ipairs(faces) do table.insert(parts, tostring(f)) end
  return table.concat(parts, " ")
end

local function count_at_least(faces, n)
  local c = 0
  for _, f in ipairs(faces) do if f >= n then c = c + 1 end end
  return c
end

-- armour: the aircraft's armor factor and save, from its unit type or else the provisional
-- table air/tables.hcl [air.aa-fire].
local function armour(p)
  if (p.stats.armor_factor or 0) > 0 then return p.stats.armor_factor, p.stats.save or 6 end
  local ok, row = pcall(nw68.table, "aircraft-armour", p.type)
  if not ok or not row then row = nw68.table("aircraft-armour", "default") end
  return row.armor_factor, row.save
end

-- The strike's weapon: the red Ground Attack FP, the aircraft's he weapon [air.attack].
local function ga(u)
  return u.weapons.he or u.weapons.ap
end

-- aa_check returns code, rule, reason when AA unit u may not fire at the strike s, else nil
-- [air.aa-fire].
local function aa_check(u, s)
  if not u or not u.alive then return "no_weapon", "air.aa-fire", "air.aa-no-unit", {} end
  if u.side ~= s.defender then return "not_your_turn", "air.aa-fire", "air.aa-not-defender", { unit = u.id } end
  if not u.on_map then return "not_on_map", "air.aa-fire", "air.aa-not-on-map", { unit = u.id } end
  local w = u.weapons.aa
  if not w then return "no_weapon", "aa.firepower", "air.no-aa", { unit = u.id } end
  if u.statuses.disrupted then return "disrupted", "air.aa-fire", "air.aa-disrupted", { unit = u.id } end
  if u.statuses["ops-complete"] then return "ops_complete", "air.aa-fire", "air.aa-ops-complete", { unit = u.id } end
  local d = nw68.distance(u.hex, s.hex)
  local limit = w.fixed and w.range or 2 * w.range
  if d > limit then
    return "out_of_range", "air.aa-fire", "air.aa-out-of-range", { hex = s.hex, distance = d, unit = u.id, limit = limit }
  end
  return nil
end

local function aa_units(s)
  local out = {}
  for _, u in ipairs(nw68.units({ side = s.defender })) do
    if aa_check(u, s) == nil then table.insert(out, u.id) end
  end
  return out
end

-- back_to_cup marks an aircraft to go back into the cup at the Marker Removal.
local function back_to_cup(id, why)
  nw68.set_note(id, "air-return", "1")
  nw68.say("air.back-in-cup", { unit = id }, { rule = why })
end

-- strike: the hex attack on hex, then the return die [air.attack, air.return].
local function strike(s, hex, accuracy)
  local u = nw68.unit(s.aircraft)
  local w = ga(u)
  local r = hexattack.attack{ kind = "air", hex = hex, firepower = w.firepower, to_hit = w.to_hit, side = u.side,
    name = { key = "air.strike-name", params = { unit = u.id } }, partial = accuracy == PARTIAL }
  local back = nw68.roll(1, 6, "air.return-roll", fate.answer(u.side))[1]
  r.aircraft, r.target, r.accuracy, r.struck, r.return_die = u.id, s.target, accuracy, hex, back
  if back > r.hits then
    nw68.say("air.return-again", { die = back, hits = r.hits, unit = u.id })
    back_to_cup(u.id, "air.return")
    r.returns = true
  else
    nw68.say("air.return-out", { die = back, hits = r.hits, unit = u.id })
    nw68.eliminate(u.id, "air.return")
    r.returns = false
  end
  nw68.report("air_strike", r)
  turn.check_end()
end

-- attack_run: the accuracy die, then the strike or the defender's deviation [air.accuracy].
local function attack_run(s)
  local acc = nw68.roll(1, 6, "air.accuracy-roll", fate.answer(s.side))[1]
  if acc == MISS then
    nw68.say("air.accuracy-miss", { roll = acc, unit = s.aircraft, hex = s.hex })
    nw68.open_interrupt{ kind = "deviation", side = s.defender, actions = { "deviate" },
      context = { strike = s }, owned = true }
    return
  end
  nw68.say(acc == PARTIAL and "air.accuracy-partial" or "air.accuracy-on-target", { roll = acc })
  strike(s, s.hex, acc)
end

-- aa_window offers the defender AA fire, or goes on to the attack when no AA unit may fire.
local function aa_window(s)
  if #aa_units(s) == 0 then
    attack_run(s)
    return
  end
  nw68.open_interrupt{ kind = "aa-fire", side = s.defender, actions = { "aa_fire" }, context = { strike = s }, owned = true }
end

-- 1. The counter is drawn: its owner must play it [air.strikes].
nw68.on("marker_drawn", "aircraft", function(ev)
  local u = nw68.unit(ev.marker)
  if not u or not u.alive then
    nw68.say("air.strike-gone", { marker = ev.marker })
    return
  end
  nw68.say("air.strike-drawn", { unit = u.id, side = u.side })
  nw68.open_interrupt{ kind = "air-strike", side = u.side, actions = { "air_strike", "spend_fate" },
    context = { aircraft = u.id }, mandatory = true, owned = true }
end, { id = "strike-drawn" })

nw68.on("action_validate", "air_strike", function(a)
  local i = window("air-strike")
  if not i or i.context.aircraft ~= a.unit then
    return "no_interrupt", "air.strikes", "air.not-drawn", { unit = a.unit }
  end
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  if not t or not t.alive or not t.on_map then return "not_on_map", "air.target", "air.target-off-map", {} end
  if not nw68.enemies(u.side, t.side) then return "friendly_target", "air.target", "air.target-friendly", {} end
  if t.tags.hq or t.tags["sub-hq"] then return "hq_target", "hq.no-target", "air.target-hq", { unit = t.id } end
  return nil
end)

nw68.on("action_enumerate", "air_strike", function()
  local i = window("air-strike")
  if not i then return {} end
  local u = nw68.unit(i.context.aircraft)
  local out = {}
  for _, t in ipairs(nw68.units()) do
    if t.on_map and nw68.enemies(u.side, t.side) and not (t.tags.hq or t.tags["sub-hq"]) then
      table.insert(out, { unit = u.id, target = t.id })
    end
  end
  return out
end)

-- 2. The aircraft is placed over the target [air.target]; the defender's AA may fire.
nw68.on("action_resolve", "air_strike", function(a)
  nw68.close_interrupt()
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  nw68.say("air.strikes-at", { unit = u.id, target = t.id, hex = t.hex })
  aa_window({ aircraft = u.id, side = u.side, defender = t.side, target = t.id, hex = t.hex })
end)

nw68.on("action_validate", "aa_fire", function(a)
  local i = window("aa-fire")
  if not i then return "no_interrupt", "air.aa-fire", "air.no-aircraft", {} end
  local s = i.context.strike
  if a.target ~= s.aircraft then return "no_interrupt", "air.aa-fire", "air.not-incoming", { unit = a.target } end
  return aa_check(nw68.unit(a.unit), s)
end)

nw68.on("action_enumerate", "aa_fire", function()
  local i = window("aa-fire")
  if not i then return {} end
  local out = {}
  for _, id in ipairs(aa_units(i.context.strike)) do table.insert(out, { unit = id, target = i.context.strike.aircraft }) end
  return out
end)

-- AA fire under the ranged-combat rules; one hit left aborts, two destroy [air.aa-fire, air.abort].
nw68.on("action_resolve", "aa_fire", function(a)
  local s = window("aa-fire").context.strike
  nw68.close_interrupt()
  local u, p = nw68.unit(a.unit), nw68.unit(s.aircraft)
  local w = u.weapons.aa
  local d = nw68.distance(u.hex, s.hex)
  local facts = { aa = { distance = d, range = w.range, fixed = w.fixed == true, base_to_hit = w.to_hit } }
  local fp = nw68.compute{ stage = "aa_firepower", name = "air.aa-firepower-name", terms = { { "aa.printed", w.firepower, "aa.firepower" } }, facts = facts }
  local th = nw68.compute{ stage = "aa_to_hit", name = "air.to-hit-name", terms = { { "aa.printed", w.to_hit, "aa.firepower" } }, facts = facts }
  local faces = {}
  if fp > 0 then faces = nw68.roll(fp, 6, "air.aa-dice-roll", fate.answer(u.side)) end
  local hits = count_at_least(faces, th)
  nw68.say("air.aa-fires", { unit = u.id, aircraft = p.id, distance = d, dice = fp, to_hit = th, faces = faces_text(faces), hits = hits })
  local r = { unit = u.id, aircraft = p.id, distance = d, firepower = fp, to_hit = th, dice = faces_text(faces), hits = hits,
              defence_dice = 0, save_number = 0, saves_dice = "", saved = 0, net_hits = 0, result = "none" }
  local af, save = armour(p)
  r.save_number = save
  if hits > 0 then
    local saves = {}
    if af > 0 then saves = nw68.roll(af, 6, "air.save-dice-roll", fate.answer(p.side)) end
    r.defence_dice, r.saves_dice = af, faces_text(saves)
    r.saved = math.min(hits, count_at_least(saves, save))
    nw68.say("air.saves", { unit = p.id, dice = af, save = save, faces = r.saves_dice, saved = r.saved })
  end
  r.net_hits = hits - r.saved
  nw68.set_status(u.id, "ops-complete", true)
  nw68.say("air.ops-complete", { unit = u.id }, { rule = "fire.ops-complete" })
  if r.net_hits >= 2 then
    r.result = "destroyed"
    nw68.report("aa_fire", r)
    nw68.say("air.destroyed", { unit = p.id })
    nw68.eliminate(p.id, "air.abort")
    turn.check_end()
    return
  end
  if r.net_hits == 1 then
    local f = nw68.roll(1, 6, "air.abort-roll", fate.answer(p.side))[1]
    if f <= HOME_MAX then
      r.result = "home"
      nw68.say("air.abort-home", { unit = p.id, roll = f })
      nw68.eliminate(p.id, "air.abort")
    else
      r.result = "cup"
      nw68.say("air.abort-cup", { unit = p.id, roll = f })
      back_to_cup(p.id, "air.abort")
    end
    r.abort_die = f
    nw68.report("aa_fire", r)
    turn.check_end()
    return
  end
  nw68.report("aa_fire", r)
  aa_window(s)
end)

-- The defender passes on AA fire: the attack goes in [air.accuracy].
nw68.on("interrupt_declined", "aa-fire", function(ev)
  attack_run(ev.strike)
end)

-- 3. A missed strike: the defender names the hex struck instead [air.accuracy].
nw68.on("action_validate", "deviate", function(a)
  local i = window("deviation")
  if not i then return "no_interrupt", "air.accuracy", "air.no-deviation", {} end
  if nw68.distance(a.hex, i.context.strike.hex) ~= 1 then
    return "not_adjacent", "air.accuracy", "air.deviate-not-adjacent", { hex = a.hex, target = i.context.strike.hex }
  end
  return nil
end)

nw68.on("action_enumerate", "deviate", function()
  local i = window("deviation")
  if not i then return {} end
  local out = {}
  for _, h in ipairs(nw68.neighbors(i.context.strike.hex)) do table.insert(out, { hex = h }) end
  return out
end)

nw68.on("action_resolve", "deviate", function(a)
  local s = window("deviation").context.strike
  nw68.close_interrupt()
  nw68.say("air.deviated", { hex = a.hex })
  strike(s, a.hex, MISS)
end)

-- Passing: the neighbour with the fewest of the defender's units, then the first in map order.
nw68.on("interrupt_declined", "deviation", function(ev)
  local s = ev.strike
  local best, fewest = nil, math.huge
  for _, h in ipairs(hexattack.map_order(nw68.neighbors(s.hex))) do
    local n = 0
    for _, u in ipairs(nw68.units_at(h)) do if u.side == s.defender then n = n + 1 end end
    if n < fewest then best, fewest = h, n end
  end
  nw68.say("air.deviated-default", { hex = best })
  strike(s, best, MISS)
end)

-- Aircraft that fly again go back into the cup with the other markers [air.abort, air.return].
nw68.on("step", "return-markers", function()
  for _, u in ipairs(nw68.units()) do
    if u.tags.aircraft and u.notes and u.notes["air-return"] then
      nw68.set_note(u.id, "air-return", nil)
      nw68.cup_add(u.id)
      nw68.say("air.back", { unit = u.id })
    end
  end
end, { id = "return-aircraft", after = "turn" })

-- A scenario's air support enters the cup at the start of the turn it names [air.strikes]: the
-- scenario option air_strikes = { <aircraft unit id> = <turn> }.
nw68.on("phase_start", "*", function(ev)
  if ev.phase ~= "operations" then return end
  local sc = nw68.scenario()
  local list = sc and sc.options and sc.options.air_strikes
  if type(list) ~= "table" then return end
  local ids = {}
  for id, t in pairs(list) do
    if tonumber(t) == ev.turn then table.insert(ids, id) end
  end
  table.sort(ids)
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    if u and u.alive and u.tags.aircraft then
      nw68.cup_add(id)
      nw68.say("air.strike-enters", { side = u.side, unit = id, turn = ev.turn })
    end
  end
end, { id = "strikes-enter" })
