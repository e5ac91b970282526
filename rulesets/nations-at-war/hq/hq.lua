-- Headquarters [hq.*]: the leadership bonus of fire, the casualty roll of an HQ whose stack is
-- hit, the HQ that dies with its last platoon, and where an HQ may move. What an HQ is and
-- what it gives is hq/lib/hq.lua's; command range is command/'s.
local hq = require("hq")

local function is_reduced_face(face)
  return face ~= nil and face ~= "" and string.find(face, "reduced", 1, true) ~= nil
end

-- The leadership bonus ---------------------------------------------------------------------

-- the HQ that would boost unit u: an HQ or sub-HQ of its formation in its hex
local function booster(u)
  local lead, who = hq.leadership_at(u)
  return who, lead
end

-- fire with hq_bonus: an HQ of the firer's formation in its hex, once a formation activation
-- [hq.leadership].
nw68.on("action_validate", "fire", function(a)
  if not a.hq_bonus then return nil end
  local u = nw68.unit(a.unit)
  if u.formation == "" or not booster(u) then
    return "not_stacked", "hq.leadership", "hq.no-booster", { unit = u.id }
  end
  local spent, formation = hq.bonus_spent(u)
  if spent then
    return "hq_bonus_used", "hq.leadership", "hq.bonus-spent", { formation = formation }
  end
end, { id = "bonus-check" })

-- The leadership joins the firepower of the fire that asks for it: the fire area passes the
-- facts fire.hq_bonus and attacker.id to the firepower stage [hq.leadership]. The bonus is
-- spent once the fire is over (formation counter hq-bonus).
nw68.on("modify", "firepower", function(v, facts)
  if not (facts.fire and facts.fire.hq_bonus and facts.attacker and facts.attacker.id) then return end
  local u = nw68.unit(facts.attacker.id)
  local who, lead = booster(u)
  if who and lead ~= 0 then
    v.add("hq.leadership-of", lead, "hq.leadership", { unit = who.id })
  end
end, { id = "bonus-firepower" })

nw68.on("action_resolved", "fire", function(a)
  if not a.hq_bonus then return end
  local u = nw68.unit(a.unit)
  local who, lead = booster(u)
  hq.spend_bonus(u)
  if who then
    nw68.say("hq.bonus-used", { hq = who.id, lead = lead or 0, unit = u.id })
  else
    nw68.say("hq.bonus-used-unnamed", { lead = lead or 0, unit = u.id })
  end
end, { id = "bonus-spent" })

-- The HQ casualty roll ---------------------------------------------------------------------

-- Each unit's state before the hits, for the handler after the combat results
-- [hq.casualty].
nw68.on("unit_takes_hits", "*", function(ev)
  local u = nw68.unit(ev.unit)
  ev.hq_before = { alive = u.alive, on_map = u.on_map, hex = u.hex, face = u.face }
end, { id = "casualty-before", phase = "first" })

-- the HQs in the hex of a hit unit, of its side
local function hqs_with(u, hex)
  local out = {}
  for _, h in ipairs(hq.in_hex(hex)) do
    if h.id ~= u.id and not nw68.enemies(h.side, u.side) then table.insert(out, h) end
  end
  return out
end

-- the platoons (units that are no HQ) of a side left in a hex, and those of a formation
local function platoons(hex, side, formation)
  local all, own = 0, 0
  for _, o in ipairs(nw68.units_at(hex)) do
    if not hq.is_hq(o) and not nw68.enemies(o.side, side) then
      all = all + 1
      if o.formation == formation then own = own + 1 end
    end
  end
  return all, own
end

-- An HQ loses a step: flipped if it has a reduced face and shows the front, else removed
-- [hq.casualty, hq.sub-hq].
local function hq_loses_step(h, rule)
  if h.faces.reduced and not is_reduced_face(h.face) then
    nw68.set_face(h.id, "reduced")
    nw68.say("hq.flipped", { unit = h.id }, { rule = rule })
  else
    nw68.eliminate(h.id, rule)
  end
end

-- Once an attack's hits are applied: a platoon reduced or destroyed makes the HQ of its hex
-- throw 1d6 (1 or less: a step lost; -2 when two platoons of the HQ's formation shared its
-- hex and one died); the last platoon destroyed takes the HQ with it [hq.casualty,
-- hq.casualty-stacked, hq.destroyed]. A destroyed vehicle HQ leaves a wreck where none is
-- (the results rule of wrecks, results.wreck).
nw68.on("unit_takes_hits", "*", function(ev)
  local before = ev.hq_before
  if not before or not before.alive or not before.on_map then return end
  local u = nw68.unit(ev.unit)
  if hq.is_hq(u) then return end
  local destroyed = not u.alive
  local reduced = u.alive and u.face ~= before.face and is_reduced_face(u.face) and not is_reduced_face(before.face)
  if not destroyed and not reduced then return end
  for _, h in ipairs(hqs_with(u, before.hex)) do
    local all, own = platoons(before.hex, h.side, h.formation)
    if destroyed and all == 0 then
      nw68.say("hq.destroyed-with-stack", { unit = h.id })
      nw68.eliminate(h.id, "hq.destroyed")
    else
      local stacked = destroyed and u.formation == h.formation and own + 1 >= 2
      local faces = nw68.roll(1, 6, "hq.casualty-roll", { params = { unit = h.id } })
      local terms = { { "1d6", faces[1], "hq.casualty" } }
      if stacked then table.insert(terms, { "hq.two-platoons", -2, "hq.casualty-stacked" }) end
      local n = nw68.compute{ stage = "hq_casualty", name = "hq.casualty-roll-name", terms = terms }
      nw68.report("hq_casualty", { hq = h.id, unit = u.id, die = faces[1], roll = n, hit = n <= 1 })
      if n <= 1 then
        nw68.say("hq.casualty-hit", { unit = h.id, roll = n }, { rule = stacked and "hq.casualty-stacked" or "hq.casualty" })
        hq_loses_step(h, stacked and "hq.casualty-stacked" or "hq.casualty")
      else
        nw68.say("hq.casualty-unharmed", { unit = h.id, roll = n })
      end
    end
  end
end, { id = "casualty", phase = "last" })

-- Where an HQ may move -------------------------------------------------------------------------

local function movers(a)
  if a.units and #a.units > 0 then return a.units end
  if a.unit then return { a.unit } end
  return {}
end

-- A move takes an HQ only with a unit of its formation, leaves no HQ behind without one, and
-- ends in no hex that already holds an HQ or sub-HQ [hq.movement, hq.stacking].
nw68.on("action_validate", "*", function(a, kind)
  if kind ~= "move" or not a.path or #a.path == 0 then return nil end
  local ids = movers(a)
  local moving = {}
  for _, id in ipairs(ids) do moving[id] = true end
  local has_hq = false
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    if u and hq.is_hq(u) then
      has_hq = true
      local escorted = false
      for _, other in ipairs(ids) do
        local o = nw68.unit(other)
        if o and not hq.is_hq(o) and o.formation == u.formation then escorted = true end
      end
      if not escorted then
        return "hq_alone", "hq.movement", "hq.moves-alone", { unit = u.id }
      end
    end
  end
  -- an HQ left behind without a platoon of its formation
  local first = nw68.unit(ids[1] or "")
  if first and first.on_map then
    for _, h in ipairs(hq.in_hex(first.hex)) do
      if not moving[h.id] then
        local left = false
        for _, o in ipairs(nw68.units_at(first.hex)) do
          if not moving[o.id] and not hq.is_hq(o) and o.formation == h.formation then left = true end
        end
        if not left then
          return "hq_alone", "hq.movement", "hq.left-behind", { unit = h.id }
        end
      end
    end
  end
  if has_hq then
    local dest = a.path[#a.path]
    for _, o in ipairs(hq.in_hex(dest)) do
      if not moving[o.id] then
        return "hq_stacking", "hq.stacking", "hq.stacking", { hex = dest, unit = o.id }
      end
    end
  end
end, { id = "movement" })
