-- Assault combat [assault.*] (5.4).
--
-- The attackers walk the path up to the hex before the defenders' (each hex entered with
-- nw68.move, so what watches entering hexes sees them: mines), then enter the defenders' hex
-- together and the fight is resolved at once (assault/lib/close_combat.lua): the attackers'
-- dice, the counterattack, the hits shared out and applied together. Then the outcome
-- [assault.outcome]: defenders wiped out, the attackers stay; defenders that took more hits
-- than they gave retreat (a `retreat` window for their owner); otherwise the attackers go back
-- to the hex they came from. Every unit of the fight ends Ops Complete [assault.ops-complete].
--
-- Readings (IDS.md): the hits compared are those scored on each side, before an Improved
-- Position cancels one; the defenders' HQ adds its leadership to their first unit by id; a
-- unit's MP spent this pulse are its `mp` counter.
local cc = require("close_combat")
local movement = require("movement")
local hq = require("hq")

-- step_cost: the MP of entering `to` from `from`, as movement/lib/movement.lua prices it (the
-- movement classes and the "mp" stage's modifiers: Wire, AT Ditches) [movement.terrain].
local function step_cost(u, from, to)
  return movement.cost(u, from, to)
end

-- enemies_in lists the enemy units (any, HQs too) of `side` in `hex`.
local function enemies_in(hex, side)
  local out = {}
  for _, o in ipairs(nw68.units_at(hex)) do
    if nw68.enemies(side, o.side) then table.insert(out, o) end
  end
  return out
end

nw68.on("action_validate", "assault", function(a)
  local ids = a.units
  if #ids < 1 then return "bad_param", "assault.stack", "assault.name-units", {} end
  if #ids > 2 then return "stacking_limit", "assault.stack", "assault.at-most-two", {} end
  if #ids == 2 and ids[1] == ids[2] then return "bad_param", "assault.stack", "assault.named-twice", {} end
  local lead = nw68.unit(ids[1])
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    if u.hex ~= lead.hex then return "not_stacked", "assault.stack", "assault.not-stacked", {} end
    if not nw68.enemies(lead.side, u.side) and u.side ~= lead.side then
      return "not_stacked", "assault.stack", "assault.one-side", {}
    end
  end
  local path = a.path
  if #path == 0 then return "bad_param", "assault.entry", "assault.no-path", {} end
  local target = path[#path]
  local foes = enemies_in(target, lead.side)
  if #foes == 0 then return "no_assault", "assault.entry", "assault.no-enemy", { hex = target } end
  local combat = 0
  for _, o in ipairs(foes) do if not cc.hq(o) then combat = combat + 1 end end
  if combat == 0 then return "hq_target", "hq.no-target", "assault.hq-alone", {} end
  -- the path on paper: adjacent steps, no enemy before the last hex, passable, the stacking
  -- limit on the way (movement.check); then each unit's MP with infantry's +1 [assault.entry]
  local spent, code, rule, reason, params = movement.check(ids, path, nil, { assault = true })
  if not spent then return code, rule, reason, params end
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    local cost = spent[id]
    if cc.infantry(u) then cost = cost + 1 end
    local left = movement.budget(u)
    if cost > left then
      return "too_far", "assault.entry", "assault.too-far", { unit = u.id, mp = cost, hex = target, left = left }
    end
  end
  if a.hq_bonus then
    local named = false
    for _, id in ipairs(ids) do if id == a.hq_bonus then named = true end end
    if not named then return "bad_param", "assault.hq", "assault.bonus-not-attacker", { unit = a.hq_bonus } end
    local boss = cc.hqs(lead.hex, lead.side)[1]
    if not boss or boss.formation ~= lead.formation then
      return "not_stacked", "assault.hq", "assault.no-hq", { formation = lead.formation }
    end
    local spent, formation = hq.bonus_spent(lead)
    if spent then
      return "hq_bonus_used", "hq.leadership", "assault.bonus-spent", { formation = formation }
    end
  end
  return nil
end)

-- mark every unit of the fight that is still alive Ops Complete [assault.ops-complete].
local function ops_complete(ids)
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    if u and u.alive then nw68.set_status(id, "ops-complete", true) end
  end
end

-- strike: the attackers (and the HQ stacked with them) enter the defenders' hex and fight.
local function strike(a, from, walkers)
  local hex = a.path[#a.path]
  local attackers = {}
  local still = {}
  for _, id in ipairs(walkers) do still[id] = true end
  for _, id in ipairs(a.units) do
    local u = nw68.unit(id)
    if still[id] and u.alive and u.on_map and not u.statuses.disrupted and u.hex == from then
      table.insert(attackers, id)
    elseif u.alive then
      nw68.say("assault.stopped", { unit = id })
    end
  end
  if #attackers == 0 then
    ops_complete(a.units)
    nw68.say("assault.call-off", { hex = hex })
    return
  end
  local side = nw68.unit(attackers[1]).side
  local def_side = nil
  local defenders, all_def = {}, {}
  local disrupted = {}
  for _, o in ipairs(enemies_in(hex, side)) do
    def_side = def_side or o.side
    table.insert(all_def, o.id)
    if not cc.hq(o) then table.insert(defenders, o.id) end
    if o.statuses.disrupted then disrupted[o.id] = true end
  end
  table.sort(defenders)
  -- the HQ stacked with the attackers goes in with them [assault.hq]
  local movers = {}
  for _, id in ipairs(attackers) do table.insert(movers, id) end
  for _, q in ipairs(cc.hqs(from, side)) do
    if q.formation == nw68.unit(attackers[1]).formation then table.insert(movers, q.id) end
  end
  for i, id in ipairs(movers) do
    local u = nw68.unit(id)
    local c = step_cost(u, from, hex) or 1
    if cc.infantry(u) then c = c + 1 end
    nw68.set_counter(id, "mp", (u.counters.mp or 0) + c)
    -- the last to enter carries the group: a Mine attacks them together [mines.hits]
    if i == #movers then
      nw68.move(id, hex, { assault = true, units = movers })
    else
      nw68.move(id, hex, { assault = true, group = true })
    end
  end
  if #attackers == 2 then
    nw68.say("assault.enter-two", { unit = attackers[1], other = attackers[2], hex = hex })
  else
    nw68.say("assault.enter", { units = table.concat(attackers, " and "), hex = hex })
  end
  local fields = cc.fight{
    kind = "assault", hex = hex, attackers = attackers, defenders = defenders, hq_bonus = (a.hq_bonus ~= "" and a.hq_bonus) or nil,
    disrupted_before = disrupted, attacker_side = side, defender_side = def_side,
  }
  -- the outcome [assault.outcome]
  local left = cc.side_units(hex, def_side)
  local everyone = {}
  for _, id in ipairs(movers) do table.insert(everyone, id) end
  for _, id in ipairs(all_def) do table.insert(everyone, id) end
  ops_complete(everyone)
  if #left == 0 then
    fields.result = "taken"
    nw68.say("assault.wiped-out", { hex = hex })
    nw68.set_control(hex, side)
    nw68.report("assault", fields)
    return
  end
  if fields.attack_hits > fields.counter_hits then
    fields.result = "retreat"
    nw68.say("assault.defenders-retreat", { taken = fields.attack_hits, given = fields.counter_hits })
    nw68.report("assault", fields)
    local ids = {}
    for _, o in ipairs(left) do table.insert(ids, o.id) end
    for _, q in ipairs(cc.hqs(hex, def_side)) do table.insert(ids, q.id) end
    cc.retreat(ids, hex, from, movers, def_side)
    return
  end
  fields.result = "repulsed"
  nw68.say("assault.repulsed", { hex = hex, taken = fields.attack_hits, given = fields.counter_hits, from = from })
  for _, id in ipairs(movers) do
    local u = nw68.unit(id)
    if u.alive then nw68.move(id, from, { assault_back = true }) end
  end
  nw68.report("assault", fields)
end

nw68.on("action_resolve", "assault", function(a)
  -- the approach: every hex but the last, walked as a move (mines, Opportunity Fire) [assault.entry]
  local approach = {}
  for i = 1, #a.path - 1 do table.insert(approach, a.path[i]) end
  local after = { name = "assault", units = a.units, path = a.path, hq_bonus = a.hq_bonus or "",
    from = nw68.unit(a.units[1]).hex }
  if #approach == 0 then
    strike(after, after.from, a.units)
  else
    movement.walk(a.units, approach, after)
  end
end)

-- the approach is over: the walkers still able strike from where they stand
nw68.on("walk_done", "assault", function(ev)
  local p = ev.after.path
  strike(ev.after, p[#p - 1], ev.units)
end)

-- The retreat window [assault.retreat]: its owner names the path, or passes and the ruleset
-- takes its default.
local function retreat_window()
  local i = nw68.state().interrupt
  if i and i.kind == "retreat" then return i end
  return nil
end

nw68.on("action_validate", "retreat", function(a)
  local i = retreat_window()
  if not i then return "no_interrupt", "assault.retreat", "assault.no-retreat", {} end
  return cc.check_retreat(i.context, a.path)
end)

nw68.on("action_enumerate", "retreat", function()
  local i = retreat_window()
  if not i then return {} end
  local out = {}
  for _, h in ipairs(cc.across(i.context.hex, i.context.from)) do table.insert(out, { path = { h } }) end
  table.insert(out, { path = cc.default_path(i.context) })
  return out
end)

nw68.on("action_resolve", "retreat", function(a)
  local ctx = retreat_window().context
  nw68.close_interrupt()
  cc.walk_retreat(ctx, a.path, "owner")
end)

nw68.on("interrupt_declined", "retreat", function(ev)
  cc.walk_retreat(ev, cc.default_path(ev), "default")
end)

-- the assaults a player may pick from: each unit of the side to act, alone or with a unit of
-- its formation in its hex, into each adjacent hex of enemy combat units
nw68.on("action_enumerate", "assault", function()
  local side = nw68.state().active_side
  local out = {}
  for _, u in ipairs(nw68.units({})) do
    if u.on_map and not cc.hq(u) and (side == "" or u.side == side) and nw68.precondition("assault", { units = { u.id } }) == nil then
      local groups = { { u.id } }
      for _, o in ipairs(cc.side_units(u.hex, u.side)) do
        if o.id > u.id and o.formation == u.formation then table.insert(groups, { u.id, o.id }) end
      end
      for _, n in ipairs(nw68.neighbors(u.hex)) do
        local foes = enemies_in(n, u.side)
        if #foes > 0 then
          for _, g in ipairs(groups) do table.insert(out, { units = g, path = { n } }) end
        end
      end
    end
  end
  return out
end)

