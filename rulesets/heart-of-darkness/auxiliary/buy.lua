-- Buying AUX [auxiliary.*] (1.6): `buy {side, kind, type, at, unit,
-- formation}` (auxiliary/actions.hcl) spends a side's supply points, at
-- setup and in the Cleanup, on
--   unit        an AUX unit of its own faction or the Independents', set up on
--               one of its setup hexes [auxiliary.placement]; it joins the
--               named formation (one must be named when the side has any)
--               and is marked as AUX (counter aux = 1)
--   hero        a Hero attached to a friendly unit
--   object      a weapon or equipment carried by a friendly infantry unit
--   oba         an OBA mission for the pool (holding "oba/<mission>")
--   mines, smoke, sandbags
--               a marker for the pool (holding "aux/<kind>"), or laid on a
--               setup hex during the setup
--   build_bridge, repair_bridge, destroy_bridge
--               bridge work, at setup only, within 3 hexes of a friendly land
--               unit (require("bridges") does the work) [auxiliary.bridges]
--   heal, repair_vehicle
--               the Medical or Engineering skill at setup, with no
--               specialized unit: a reduced friendly infantry unit (not
--               Undead) or vehicle back to full strength [supply.setup-skills]
-- Prices are the table "auxiliary-costs", or the counter's own stats.cost
-- [auxiliary.costs]. Specialization points pay first for what they may buy
-- [supply.specialization]. A counter of another faction (not Independent)
-- cannot be bought [auxiliary.factions], nor one tagged not_for_sale (the
-- Charred Heart) [auxiliary.not-for-sale]. A counter naming no faction (the
-- base game's Weapon markers) is anyone's: this project's reading.
--
-- Mod writers: a new counter becomes buyable by declaring it (a unit type, or
-- an item tagged hero / weapon / equipment / object) with its faction and,
-- if it prints one, stats.cost; tag it not_for_sale to keep it off the list.
local aux = require("auxiliary")
local bridges = require("bridges")
local undead = require("undead")
local turn = require("turn")

local function phase_ok()
  local p = nw68.state().phase
  return p == "setup" or p == "cleanup"
end

local faction_ok = aux.faction_ok

-- what checks the counter a purchase names: nil or code, rule, key, values; and
-- the entity it names
local function counter(a)
  local kind, side = a.kind, a.side
  if kind == "unit" or kind == "hero" or kind == "object" then
    if not a.type or a.type == "" then
      return nil, "no_type", "auxiliary.buy", "auxiliary.name-type-" .. kind, {}
    end
    local e = nw68.entity(kind == "unit" and "unit_type" or "item", a.type)
    if not e then
      return nil, "unknown_counter", "auxiliary.buy", "auxiliary.unknown-" .. kind, { type = a.type }
    end
    if kind == "hero" and not e.tags.hero then
      return nil, "not_a_hero", "auxiliary.buy", "auxiliary.not-a-hero", { type = a.type }
    end
    if kind == "object" and (e.tags.hero or e.tags.oba or not (e.tags.weapon or e.tags.equipment or e.tags.object)) then
      return nil, "not_an_object", "auxiliary.buy", "auxiliary.not-an-object", { type = a.type }
    end
    if e.tags.not_for_sale then
      local key = kind == "unit" and "auxiliary.not-for-sale-unit" or "auxiliary.not-for-sale-item"
      return nil, "not_for_sale", "auxiliary.not-for-sale", key, { type = a.type }
    end
    if not faction_ok(e, side) then
      local key = kind == "unit" and "auxiliary.wrong-faction-unit" or "auxiliary.wrong-faction-item"
      return nil, "wrong_faction", "auxiliary.factions", key, { type = a.type, faction = tostring(e.faction), side = side }
    end
    return e
  end
  if kind == "oba" then
    if not a.type or not aux.MISSIONS[a.type] or not nw68.entity("item", "oba-" .. a.type) then
      return nil, "unknown_counter", "auxiliary.buy", "auxiliary.unknown-mission", { mission = tostring(a.type) }
    end
  end
  return true
end

-- placement checks where the purchase goes: nil or code, rule, key, values
local function placement(a)
  local kind, side = a.kind, a.side
  local setup = nw68.state().phase == "setup"
  if kind == "unit" then
    if not a.at then return "no_hex", "auxiliary.placement", "auxiliary.unit-needs-hex", {} end
    if not aux.is_setup_hex(side, a.at) then
      return "not_setup_hex", "auxiliary.placement", "auxiliary.not-setup-hex", { hex = a.at, side = side }
    end
    if a.formation and a.formation ~= "" then
      local f = nw68.formation(a.formation)
      if not f or f.side ~= side then
        return "not_your_formation", "auxiliary.placement", "auxiliary.not-your-formation", { formation = a.formation, side = side }
      end
    else
      -- a unit with no formation would never be activated: name one, when
      -- the side has any
      for _, u in ipairs(nw68.units({ side = side })) do
        if u.formation ~= "" then
          return "no_formation", "auxiliary.placement", "auxiliary.name-formation", { side = side }
        end
      end
    end
  elseif kind == "hero" or kind == "object" then
    if not a.unit then return "no_unit", "auxiliary.placement", "auxiliary.name-unit", {} end
    local u = nw68.unit(a.unit)
    if not u.alive or not u.on_map or u.side ~= side then
      return "not_friendly", "auxiliary.placement", "auxiliary.not-friendly", { unit = a.unit, side = side }
    end
    if kind == "object" and (not u.tags.infantry or u.tags.huge) then
      return "not_infantry", "auxiliary.placement", "auxiliary.not-infantry", { unit = a.unit }
    end
    if kind == "hero" then
      for _, o in ipairs(nw68.units({})) do
        for _, it in ipairs(o.attached) do
          if it == a.type then
            return "hero_in_play", "auxiliary.placement", "auxiliary.hero-in-play", { hero = a.type, unit = o.id }
          end
        end
      end
    end
  elseif aux.MARKERS[kind] then
    if a.at then
      if not setup then
        return "setup_only", "auxiliary.placement", "auxiliary.markers-to-pool", {}
      end
      -- laying one is the Engineering skill, open at setup within 3 hexes
      -- of a friendly land unit [supply.setup-skills]
      local ok, code, rule, reason, params = aux.setup_skill_allowed(side, a.at)
      if not ok then return code, rule, reason, params end
    end
  elseif kind == "heal" or kind == "repair_vehicle" then
    local R = "supply.setup-skills"
    if not setup then return "setup_only", R, "supply.skill-setup-only", {} end
    if not a.unit then return "no_unit", R, "supply.name-reduced-unit", {} end
    local u = nw68.unit(a.unit)
    if not u.alive or not u.on_map or u.side ~= side then
      return "not_friendly", R, "supply.skill-not-friendly", { unit = a.unit, side = side }
    end
    if u.face ~= "reduced" then return "not_reduced", R, "supply.full-strength", { unit = a.unit } end
    if kind == "heal" and (not u.tags.infantry or undead.is_undead(u)) then
      return "not_infantry", "skills.heal", "auxiliary.heal-not-infantry", { unit = a.unit }
    end
    if kind == "repair_vehicle" and (u.tags.infantry or u.tags.air) then
      return "not_vehicle", "skills.engineering", "skills.repair-not-vehicle", { unit = a.unit }
    end
    local ok, code, rule, reason, params = aux.setup_skill_allowed(side, u.hex)
    if not ok then return code, rule, reason, params end
  elseif kind == "build_bridge" or kind == "repair_bridge" or kind == "destroy_bridge" then
    if not setup then
      return "setup_only", "auxiliary.bridges", "auxiliary.bridges-setup-only", {}
    end
    if not a.at then return "no_hex", "auxiliary.bridges", "auxiliary.name-bridge-hex", {} end
    -- the bridges area judges the work itself (water, a bridge to mend or blow)
    local code, rule, reason, params = bridges.check(a.at, (string.gsub(kind, "_bridge", "")))
    if code then return code, rule, reason, params end
    local ok
    ok, code, rule, reason, params = aux.setup_skill_allowed(side, a.at)
    if not ok then return code, rule, reason, params end
  end
  return nil
end

local function not_now()
  return "not_now", "auxiliary.buy", "auxiliary.not-now", { phase = nw68.state().phase }
end

nw68.on("action_available", "buy", function()
  if not phase_ok() then return not_now() end
end)

nw68.on("action_validate", "buy", function(a)
  if not phase_ok() then return not_now() end
  local side = a.side
  if not nw68.entity("side", side) or side == "independent" then
    return "not_a_faction", "auxiliary.buy", "auxiliary.not-a-faction", { side = tostring(side) }
  end
  local _, code, rule, reason, params = counter(a)
  if code then return code, rule, reason, params end
  code, rule, reason, params = placement(a)
  if code then return code, rule, reason, params end
  local cost = aux.price(a.kind, a.type)
  local have = aux.points(side, aux.specialized(a.kind, a.type))
  if cost > have then
    return "not_enough_supply", "auxiliary.costs", "auxiliary.not-enough-supply", { item = a.type or a.kind, n = cost, side = side, has = have }
  end
end)

-- first_setup_hex returns the side's first setup hex on the map, in label order.
local function first_setup_hex(side)
  local list = {}
  for label in pairs(aux.setup_hexes(side)) do
    if nw68.on_map(label) then table.insert(list, label) end
  end
  table.sort(list)
  return list[1]
end

-- candidates for players and bots: what goes to the pool (markers and OBA
-- missions), and one more unit of each type the side has in play (on its
-- first setup hex, in that unit's formation), for each side that holds the
-- points (the kernel can list no unit type the side lacks)
nw68.on("action_enumerate", "buy", function()
  if not phase_ok() then return {} end
  local st = nw68.state()
  local out = {}
  for _, side in ipairs(st.sides) do
    if not st.automated[side] and side ~= "independent" then
      local at = first_setup_hex(side)
      local seen = {}
      for _, u in ipairs(at and nw68.units({ side = side }) or {}) do
        if not seen[u.type] then
          seen[u.type] = true
          local e = nw68.entity("unit_type", u.type)
          if faction_ok(e, side) and not e.tags.not_for_sale
            and aux.points(side, aux.specialized("unit", u.type)) >= aux.price("unit", u.type) then
            table.insert(out, { side = side, kind = "unit", type = u.type, at = at, formation = u.formation ~= "" and u.formation or nil })
          end
        end
      end
      for _, m in ipairs({ "mines", "smoke", "sandbags" }) do
        if aux.points(side, true) >= aux.price(m) then table.insert(out, { side = side, kind = m }) end
      end
      for _, m in ipairs({ "barrage", "biological", "chemical", "nuclear", "smoke" }) do
        if nw68.entity("item", "oba-" .. m) and aux.points(side, false) >= aux.price("oba", m) then
          table.insert(out, { side = side, kind = "oba", type = m })
        end
      end
    end
  end
  return out
end)

local function place_marker(kind, at)
  if kind == "mines" then
    nw68.set_marker(at, "mines")
  elseif kind == "sandbags" then
    nw68.set_marker(at, "sandbags")
  else
    nw68.set_marker(at, "smoke", math.max(1, nw68.markers(at).smoke or 0))
  end
end

nw68.on("action_resolve", "buy", function(a)
  local side, kind = a.side, a.kind
  local specialized = aux.specialized(kind, a.type)
  local cost, key = aux.price(kind, a.type)
  aux.spend(side, cost, specialized)
  -- the line: auxiliary.bought-<what>[-specialization], with its params
  local what, params
  local rep = { side = side, kind = kind, type = a.type or "", at = a.at or "", cost = cost }
  if kind == "unit" then
    local id = nw68.spawn{ type = a.type, side = side, formation = a.formation or "", hex = a.at }
    nw68.set_counter(id, "aux", 1)
    local e = nw68.entity("unit_type", a.type)
    if e.faction == "independent" and nw68.entity("status", "recruited") then
      nw68.set_status(id, "recruited", true)
    end
    what, params = "unit", { unit = id, name = a.type, hex = a.at }
    rep.unit = id
  elseif kind == "hero" or kind == "object" then
    local u = nw68.unit(a.unit)
    local slot = kind == "hero" and "attached" or "carries"
    local list = {}
    for _, it in ipairs(u[slot]) do table.insert(list, it) end
    table.insert(list, a.type)
    nw68.set_items(u.id, slot, list)
    what, params = "item", { item = a.type, unit = u.id }
    rep.unit = u.id
  elseif kind == "oba" then
    local h = "oba/" .. a.type
    nw68.set_holding(side, h, nw68.holding(side, h) + 1)
    rep.held = nw68.holding(side, h)
    what, params = "oba", { mission = a.type }
  elseif aux.MARKERS[kind] then
    if a.at then
      place_marker(kind, a.at)
      what, params = "marker-laid", { marker = kind, hex = a.at }
    else
      local h = "aux/" .. kind
      nw68.set_holding(side, h, nw68.holding(side, h) + 1)
      rep.held = nw68.holding(side, h)
      what, params = "marker-pool", { marker = kind }
    end
  elseif kind == "heal" or kind == "repair_vehicle" then
    nw68.set_face(a.unit, "")
    what, params = kind == "heal" and "healing" or "repair", { unit = a.unit }
  else
    if kind == "build_bridge" then bridges.build(a.at)
    elseif kind == "repair_bridge" then bridges.repair(a.at)
    else bridges.destroy(a.at) end
    what, params = "bridge-work", { work = (string.gsub(kind, "_bridge", "")), hex = a.at }
  end
  rep.supply_left = nw68.holding(side, "supply")
  rep.specialization_left = nw68.holding(side, "specialization")
  nw68.report("buy", rep)
  params.side, params.cost, params.price, params.left = side, cost, key, nw68.holding(side, "supply")
  local spec = nw68.holding(side, "specialization")
  if spec > 0 then
    params.spec = spec
    what = what .. "-specialization"
  end
  nw68.say("auxiliary.bought-" .. what, params)
  if nw68.state().phase == "cleanup" and not turn.cleanup_waits() then turn.finish() end
end)

-- the Cleanup's purchases step: the phase waits for them at its end
-- (the cleanup_waits handler below), before the weather is rolled (the weather
-- and the refill of the cup are the next phase's, cleanup/phases.hcl)
nw68.on("step", "buy", function()
  if aux.anyone_can_spend() then
    nw68.say("auxiliary.cleanup-buying")
  end
end)

-- the Cleanup waits while a side played by a person can buy the cheapest
-- AUX (a marker for the pool), but for the last turn's
nw68.on("cleanup_waits", "*", function()
  if aux.last_cleanup() then return false end
  local st = nw68.state()
  local cheapest = aux.price("mines")
  for _, side in ipairs(st.sides) do
    if not st.automated[side] and side ~= "independent" and aux.points(side, true) >= cheapest then return true end
  end
  return false
end)
