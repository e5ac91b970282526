-- Overrun combat [overrun.*] (5.5).
--
-- The AFVs walk the path up to the enemy hex (its last hex but one), enter it paying its terrain
-- plus 1 MP, and fight it out at once (assault/lib/close_combat.lua, kind "overrun": the
-- attackers' Assault Factor tripled, no Infantry vs AFV bonus). An AFV neither Disrupted nor
-- reduced by the counterattack drives on into the exit hex (the path's last); one that is goes
-- back to the hex it entered from and is Ops Complete. Defenders that survive having taken more
-- hits than they gave retreat as from an assault (5.5.1's summary).
--
-- Readings: the book lets "Good Order" defenders strike back, then gives To-Hit 6 to those
-- Disrupted before: every defender with an Assault Factor counterattacks, the Disrupted at 6
-- (as in an assault). An AFV that drove through is Ops Complete once its MP are spent; with MP
-- left it may overrun again [overrun.repeat].
local cc = require("close_combat")
local movement = require("movement")

-- markers that forbid an overrun in their hex, with the rule each cites [overrun.terrain,
-- smoke.no-overrun, ditches.no-overrun]; which kinds do is their no_overrun stat.
local NO_OVERRUN_RULE = { smoke = "smoke.no-overrun", ["at-ditch"] = "ditches.no-overrun" }

local function step_cost(u, from, to)
  return movement.cost(u, from, to)
end

local function enemies_in(hex, side)
  local out = {}
  for _, o in ipairs(nw68.units_at(hex)) do
    if nw68.enemies(side, o.side) then table.insert(out, o) end
  end
  return out
end

local function mp_left(u)
  return (movement.budget(u))
end

-- where_allowed: nil, or code, rule, reason (a message key) and its values when the hex may not
-- be overrun.
local function where_allowed(hex)
  local h = nw68.hex(hex)
  if h.terrain ~= "clear" then
    return "no_overrun", "overrun.terrain", "overrun.not-clear", { hex = hex }
  end
  for kind, _ in pairs(h.markers) do
    local mk = nw68.entity("marker_kind", kind)
    if mk and (mk.stats.no_overrun or 0) > 0 then
      return "no_overrun", NO_OVERRUN_RULE[kind] or "overrun.terrain", "overrun.marker-bars", { hex = hex, marker = kind }
    end
  end
  return nil
end

nw68.on("action_validate", "overrun", function(a)
  local ids = a.units
  if #ids < 1 then return "bad_param", "overrun.eligibility", "overrun.name-afvs", {} end
  if #ids > 2 then return "stacking_limit", "assault.stack", "assault.too-many", {} end
  if #ids == 2 and ids[1] == ids[2] then return "bad_param", "overrun.eligibility", "overrun.named-twice", {} end
  local lead = nw68.unit(ids[1])
  for _, id in ipairs(ids) do
    if nw68.unit(id).hex ~= lead.hex then return "not_stacked", "assault.stack", "overrun.not-stacked", {} end
  end
  local path = a.path
  if #path < 2 then
    return "bad_param", "overrun.cost", "overrun.short-path", {}
  end
  local target, exit = path[#path - 1], path[#path]
  local foes = enemies_in(target, lead.side)
  if #foes == 0 then return "no_overrun", "overrun.eligibility", "overrun.no-enemy", { hex = target } end
  local combat = 0
  for _, o in ipairs(foes) do
    if not cc.hq(o) then
      combat = combat + 1
      if (o.stats.armor_factor or 0) > 0 then
        return "no_overrun", "overrun.eligibility", "overrun.hard-target", { unit = o.id }
      end
    end
  end
  if combat == 0 then return "hq_target", "hq.no-target", "hq.hq-alone", {} end
  local code, rule, reason, params = where_allowed(target)
  if code then return code, rule, reason, params end
  if #enemies_in(exit, lead.side) > 0 then
    return "no_overrun", "overrun.cost", "overrun.exit-held", { hex = exit }
  end
  -- out of an AT Ditch no overrun [ditches.no-overrun]
  local before = lead.hex
  if #path >= 3 then before = path[#path - 2] end
  if nw68.markers(before)["at-ditch"] then
    return "no_overrun", "ditches.no-overrun", "ditches.out-of-ditch", { hex = before }
  end
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    local from, total = u.hex, 0
    for i, h in ipairs(path) do
      if nw68.distance(from, h) ~= 1 then return "not_adjacent", "overrun.cost", "overrun.not-adjacent", { hex = h, from = from } end
      if i < #path - 1 and #enemies_in(h, u.side) > 0 then
        return "enemy_hex", "overrun.cost", "overrun.enemy-on-path", { hex = h }
      end
      local c = step_cost(u, from, h)
      if c == nil then return "impassable", "overrun.cost", "overrun.impassable", { unit = u.id, hex = h } end
      total = total + c
      from = h
    end
    total = total + 1
    if total > mp_left(u) then
      return "too_far", "overrun.cost", "overrun.too-far", { unit = u.id, mp = total, hex = target, exit = exit, left = mp_left(u) }
    end
  end
  return nil
end)

local function spend(u, from, to, extra)
  nw68.set_counter(u.id, "mp", (u.counters.mp or 0) + (step_cost(u, from, to) or 1) + (extra or 0))
end

-- strike: the AFVs still able drive into the enemy hex from `from` and fight.
local function strike(a, from, walkers)
  local path = a.path
  local target, exit = path[#path - 1], path[#path]
  local still = {}
  for _, id in ipairs(walkers) do still[id] = true end
  local attackers, faces = {}, {}
  for _, id in ipairs(a.units) do
    local u = nw68.unit(id)
    if still[id] and u.alive and u.on_map and not u.statuses.disrupted and u.hex == from then
      table.insert(attackers, id)
      faces[id] = u.face
    end
  end
  if #attackers == 0 then
    nw68.say("overrun.called-off", { hex = target })
    return
  end
  local side = nw68.unit(attackers[1]).side
  local def_side, defenders, disrupted = nil, {}, {}
  for _, o in ipairs(enemies_in(target, side)) do
    def_side = def_side or o.side
    if not cc.hq(o) then table.insert(defenders, o.id) end
    if o.statuses.disrupted then disrupted[o.id] = true end
  end
  table.sort(defenders)
  for i, id in ipairs(attackers) do
    local u = nw68.unit(id)
    spend(u, from, target, 1)
    if i == #attackers then
      nw68.move(id, target, { overrun = true, units = attackers })
    else
      nw68.move(id, target, { overrun = true, group = true })
    end
  end
  if #attackers == 1 then
    nw68.say("overrun.strikes-one", { unit = attackers[1], hex = target })
  else
    nw68.say("overrun.strikes-two", { unit = attackers[1], other = table.concat(attackers, " and ", 2), hex = target })
  end
  local fields = cc.fight{
    kind = "overrun", hex = target, attackers = attackers, defenders = defenders,
    disrupted_before = disrupted, attacker_side = side, defender_side = def_side,
  }
  -- the AFVs: on to the exit, or back if Disrupted or reduced [overrun.outcome]
  local through = 0
  for _, id in ipairs(attackers) do
    local u = nw68.unit(id)
    if u.alive then
      if u.statuses.disrupted or u.face ~= faces[id] then
        nw68.move(id, from, { overrun_back = true })
        nw68.set_status(id, "ops-complete", true)
        nw68.say("overrun.stopped", { unit = id, hex = from })
      else
        spend(u, target, exit)
        nw68.move(id, exit, { overrun_exit = true })
        through = through + 1
        nw68.say("overrun.drives-on", { unit = id, hex = exit })
        if mp_left(nw68.unit(id)) <= 0 then nw68.set_status(id, "ops-complete", true) end
      end
    end
  end
  local left = cc.side_units(target, def_side)
  if #left == 0 then
    fields.result = "wiped out"
  elseif fields.attack_hits > fields.counter_hits then
    fields.result = "retreat"
  elseif through > 0 then
    fields.result = "through"
  else
    fields.result = "stopped"
  end
  nw68.report("overrun", fields)
  if fields.result == "retreat" then
    local ids = {}
    for _, o in ipairs(left) do table.insert(ids, o.id) end
    for _, q in ipairs(cc.hqs(target, def_side)) do table.insert(ids, q.id) end
    cc.retreat(ids, target, from, attackers, def_side)
  end
end

nw68.on("action_resolve", "overrun", function(a)
  local approach = {}
  for i = 1, #a.path - 2 do table.insert(approach, a.path[i]) end
  local after = { name = "overrun", units = a.units, path = a.path }
  if #approach == 0 then
    strike(after, nw68.unit(a.units[1]).hex, a.units)
  else
    movement.walk(a.units, approach, after)
  end
end)

nw68.on("walk_done", "overrun", function(ev)
  local p = ev.after.path
  strike(ev.after, p[#p - 2], ev.units)
end)

-- the overruns a player may pick from: each AFV of the side to act through each adjacent hex of
-- enemy units into each hex beyond it
nw68.on("action_enumerate", "overrun", function()
  local side = nw68.state().active_side
  local out = {}
  for _, u in ipairs(nw68.units({})) do
    if u.on_map and (side == "" or u.side == side) and nw68.precondition("overrun", { units = { u.id } }) == nil then
      for _, n in ipairs(nw68.neighbors(u.hex)) do
        if #enemies_in(n, u.side) > 0 then
          for _, x in ipairs(nw68.neighbors(n)) do
            if x ~= u.hex and #enemies_in(x, u.side) == 0 then table.insert(out, { units = { u.id }, path = { n, x } }) end
          end
        end
      end
    end
  end
  return out
end)
