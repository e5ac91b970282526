-- V-2 and Scud [missiles.*]: the launch action, the V-2 site's immunity and
-- capture, and the missiles' other limits.
--
-- A launch names the launcher, the warhead and the target hex. Warheads:
--   conventional  the missile's own printed factors (V-2 and Scud: AP 14 / HE 8)
--   smoke, chemical, biological, nuclear  the OBA mission of that name
-- The conventional warhead is always carried; the others only when the
-- scenario allows them: a holding warheads = { reich = ["nuclear"] } (one
-- launch each), or the scenario option missile_warheads = ["nuclear", ...].
-- The Black Hand launches a captured V-2 with its own biological agent only
-- [missiles.black-hand-capture].
--
-- Readings taken:
--  * a launch at a hex the launcher sees is on-board artillery: no accuracy
--    roll; at a hex only a friendly CO/2IC or recon unit sees (or from a
--    launcher off the map) it is off-board artillery: 1D6 accuracy first,
--    the whole seven-hex area moving with a miss [missiles.on-board];
--  * the launcher leaves the map as the missile flies, before it lands, and
--    stays out of play's reach (counter launched) [missiles.one-shot];
--  * a launch is the launcher's attack of the activation: not after moving
--    or attacking, never by a Shaken (disrupted) Scud;
--  * missiles attack only by launching: no ranged, opportunity or assault
--    fire with their factors;
--  * the V-2 site is never a target and no strike harms it; an enemy land unit
--    entering its hex when no other unit of its side is there takes control
--    of the hex and captures it (so does an activation that ends with enemy
--    land units alone in the hex): the V-2 joins the captor's side and
--    formation [missiles.v2]. A Scud is never captured; it takes hits like
--    any one-step unit: Shaken, then destroyed [missiles.scud].
local units = require("units")
local vehicles = require("vehicles")
local artillery = require("artillery")

local SPECIAL = { smoke = true, chemical = true, biological = true, nuclear = true }

local function missile(u) return u and u.tags.missile == true end

-- allowed returns nil when the side may launch this warhead, else code, rule,
-- reason (a message key) and its values.
local function allowed(side, warhead)
  if side == "black-hand" then
    if warhead == "biological" then return nil end
    return "no_warhead", "missiles.black-hand-capture", "missiles.black-hand-biological-only", {}
  end
  if warhead == "conventional" then return nil end
  if nw68.holding(side, "warheads/" .. warhead) > 0 then return nil end
  local sc = nw68.scenario()
  local list = sc and sc.options and sc.options.missile_warheads
  if type(list) == "table" then
    for _, w in ipairs(list) do
      if w == warhead then return nil end
    end
  end
  return "no_warhead", "missiles.warheads", "missiles.no-such-warhead", { side = side, warhead = warhead }
end

-- direct reports whether the launcher itself sees the target (on-board).
local function direct(u, hex)
  return u.on_map and vehicles.sees(u, hex)
end

nw68.on("action_validate", "launch", function(a)
  -- a launcher, unfired, not yet acted and steady: launch's preconditions
  local u = nw68.unit(a.unit)
  local code, rule, reason, params = allowed(u.side, a.warhead)
  if code then return code, rule, reason, params end
  if a.warhead == "nuclear" and nw68.value({ side = u.side }, "nuclear") == nw68.state().turn then
    return "nuclear_used", "oba.nuclear", "missiles.nuclear-used", { side = u.side }
  end
  if not direct(u, a.target) and not artillery.spotter(u.side, a.target) then
    return "no_spotter", "missiles.targeting", "missiles.target-unseen", { hex = a.target, unit = u.id, side = u.side }
  end
  return nil
end)

nw68.on("action_enumerate", "launch", function()
  local out, side = {}, nw68.acting_side()
  if side == "" then return out end
  local hexes, seen = {}, {}
  for _, t in ipairs(nw68.units({})) do
    if nw68.enemies(side, t.side) and t.on_map and not t.aboard and not seen[t.hex] then
      seen[t.hex] = true
      table.insert(hexes, t.hex)
    end
  end
  table.sort(hexes, artillery.label_less)
  while #hexes > 6 do table.remove(hexes) end
  for _, u in ipairs(nw68.units({ side = side })) do
    if missile(u) and (u.counters.launched or 0) == 0 then
      for _, w in ipairs({ "conventional", "smoke", "chemical", "biological", "nuclear" }) do
        if allowed(side, w) == nil then
          for _, h in ipairs(hexes) do table.insert(out, { unit = u.id, warhead = w, target = h }) end
        end
      end
    end
  end
  return out
end)

nw68.on("action_resolve", "launch", function(a)
  local u = nw68.unit(a.unit)
  local w = a.warhead
  local onboard = direct(u, a.target)
  if SPECIAL[w] and nw68.holding(u.side, "warheads/" .. w) > 0 then
    nw68.set_holding(u.side, "warheads/" .. w, nw68.holding(u.side, "warheads/" .. w) - 1)
  end
  if w == "nuclear" then nw68.set_value({ side = u.side }, "nuclear", nw68.state().turn) end
  local ws = artillery.unit_weapons(u)
  if onboard then
    nw68.say("missiles.launch-in-sight", { unit = u.id, warhead = w, hex = a.target })
  else
    nw68.say("missiles.launch-spotted", { unit = u.id, warhead = w, hex = a.target, spotter = artillery.spotter(u.side, a.target).id })
  end
  -- the counter leaves the map as the missile flies [missiles.one-shot]
  nw68.set_counter(u.id, "launched", 1)
  nw68.set_counter(u.id, "fired", 1)
  if u.on_map then nw68.remove_from_map(u.id) end
  nw68.say("missiles.fired-leaves", { unit = u.id })
  local roll = 0
  if onboard then
    nw68.say("missiles.no-accuracy-roll")
  else
    -- off-board: a miss waits for the defender to name the hex [oba.deviation]
    roll = artillery.roll_accuracy(a.target, "missiles.accuracy-roll", "missiles.on-board")
  end
  artillery.settle{ name = "launch", side = u.side, aimed = { a.target }, rolls = { roll },
    struck = { roll == 1 and "" or a.target }, radius = 1,
    unit = u.id, warhead = w, target = a.target, mode = onboard and "on-board" or "off-board" }
end)

nw68.on("strike_landed", "launch", function(s)
  local u = nw68.unit(s.unit)
  local w, struck = s.warhead, s.struck[1]
  local ws = artillery.unit_weapons(u)
  local attacks = 0
  local group = nil
  if w == "chemical" then group = artillery.new_chemical_group() end
  if w == "nuclear" then
    attacks = artillery.nuclear(struck, u.side)
  else
    -- the target and all six neighbours [missiles.warheads]
    for _, h in ipairs(nw68.within(struck, 1)) do
      if w == "conventional" then
        attacks = attacks + artillery.shell(h, {
          attacker = artillery.standin(u.id, u.name, u.side, h), kind = "missile", what = "the missile",
          weapon = function(t) return artillery.suit(ws, t) end,
        })
      elseif w == "smoke" then
        artillery.smoke(h, "missiles.warheads")
      elseif w == "chemical" then
        artillery.chemical(h, group)
      elseif w == "biological" then
        artillery.biological(h)
      end
    end
  end
  nw68.report("launch", {
    unit = u.id, warhead = w, target = s.target, struck = struck, accuracy = s.rolls[1],
    mode = s.mode, attacks = attacks,
  })
end)

-- Missiles fire only by launching, and the V-2 site is never a target: the
-- preconditions not-a-missile and launch-site-immune (missiles/preconditions.hcl)
-- of fire, opportunity_fire and assault.

-- Capturing the V-2 [missiles.v2, missiles.black-hand-capture] ---------------------

-- captor returns the enemy land unit that holds the V-2's hex alone (the
-- first by id, or `first` when it is one of them), or nil while a unit of the
-- site's own side is there too.
local function captor(v, first)
  local found = nil
  local list = nw68.units_at(v.hex)
  table.sort(list, function(x, y) return x.id < y.id end)
  for _, o in ipairs(list) do
    if o.alive and not o.aboard and not units.air(o) and not missile(o) then
      if o.side == v.side then return nil end
      if not found or o.id == first then found = o end
    end
  end
  return found
end

local function capture(v, m)
  local formation = m.formation
  if m.side == "black-hand" then formation = "black-hand" end
  local from = v.side
  nw68.convert(v.id, v.type, m.side, formation)
  nw68.set_control(v.hex, m.side)
  nw68.say("missiles.site-captured", { unit = m.id, hex = v.hex, name = v.type, side = from })
  nw68.report("capture", { unit = v.id, by = m.id, side = m.side, from = from })
end

-- as an enemy land unit enters the site's hex, before opportunity fire is
-- offered there (the site changes hands as the captor enters)
nw68.on("unit_enters_hex", "*", function(ev)
  if ev.from == ev.hex then return end
  local m = nw68.unit(ev.unit)
  if not m or not m.alive or not m.on_map or m.aboard or units.air(m) or missile(m) then return end
  for _, v in ipairs(nw68.units_at(ev.hex)) do
    if artillery.static(v) and nw68.enemies(v.side, m.side) then
      local c = captor(v, m.id)
      if c and c.id == m.id then capture(v, m) end
    end
  end
end, { before = { "helicopters", "opportunity-fire" } })

-- and when an activation ends with enemies alone in its hex (say, after an
-- assault drove its defenders out)
nw68.on("activation_end", "*", function()
  for _, v in ipairs(nw68.units({})) do
    if v.on_map and artillery.static(v) then
      local c = captor(v)
      if c and nw68.enemies(v.side, c.side) then capture(v, c) end
    end
  end
end)
