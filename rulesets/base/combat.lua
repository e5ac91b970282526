-- Ranged combat of the base game [combat.*, results.*].
local los = require("los")

local function is_vehicle(u)
  return u.tags.afv or u.tags.hard
end

-- weapon_of returns the unit's weapon by name (its own or a carried item's).
local function weapon_of(u, name)
  local w = u.weapons[name]
  if w then return w end
  for _, item in ipairs(u.carries) do
    local it = nw68.entity("item", item)
    if it and it.weapons[name] then return it.weapons[name] end
  end
  return nil
end

-- the weapon that matches the target class: AP against hard, HE against soft,
-- AA against air [combat.firepower-choice].
local function fits(weapon_name, target)
  if target.tags.air then return weapon_name == "aa" end
  if target.tags.hard then return weapon_name == "ap" end
  return weapon_name == "he"
end

nw68.on("action_validate", "fire", function(a)
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  if not u.on_map or not t.on_map then
    return "not_on_map", "combat.eligibility", "both units must be on the map"
  end
  if u.side == t.side then
    return "friendly_target", "combat.forms", "a unit attacks enemy units only"
  end
  if u.statuses.finished then
    return "finished", "combat.one-attack", u.id .. " is Finished and may not attack again this activation"
  end
  local w = weapon_of(u, a.weapon)
  if not w then
    return "no_weapon", "combat.firepower-choice", u.name .. " has no " .. a.weapon .. " weapon"
  end
  if not fits(a.weapon, t) then
    return "wrong_weapon", "combat.firepower-choice", a.weapon .. " fire does not suit a " .. (t.tags.air and "air" or t.tags.hard and "hard" or "soft") .. " target"
  end
  local d = nw68.distance(u.hex, t.hex)
  local max = w.range
  if not w.fixed then max = 2 * w.range end
  if d > max then
    local rule = w.fixed and "combat.fixed-range" or "combat.long-range"
    return "out_of_range", rule, string.format("%s is %d hexes away; the %s weapon reaches %d", t.id, d, a.weapon, max)
  end
  local blocked, why = los.trace(u.hex, t.hex)
  if blocked then
    return "no_los", why, "no line of sight from " .. u.hex .. " to " .. t.hex
  end
  return nil
end)

-- terrain_dv adds the defence terms of the target's hex [combat.defense-value].
local function defence_terms(t, smoke_l1)
  local terms = { { "armor", t.stats.armor, "combat.defense-value" } }
  local h = nw68.hex(t.hex)
  local key = is_vehicle(t) and "dv_veh" or "dv_inf"
  local ter = nw68.entity("terrain", h.terrain)
  if ter.stats[key] and ter.stats[key] ~= 0 then
    table.insert(terms, { ter.name, ter.stats[key], ter.rule })
  end
  for kind, _ in pairs(h.markers) do
    local m = nw68.entity("marker_kind", kind)
    local dv = m.stats.dv or m.stats[key]
    if dv and dv ~= 0 then table.insert(terms, { m.name, dv, m.rule }) end
  end
  if smoke_l1 > 0 then
    table.insert(terms, { "smoke on the line", smoke_l1, "los.smoke-defense" })
  end
  return terms
end

nw68.on("action_resolve", "fire", function(a)
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  local w = weapon_of(u, a.weapon)
  local d = nw68.distance(u.hex, t.hex)
  local _, _, smoke_l1 = los.trace(u.hex, t.hex)
  local faces, roll = nw68.roll(2, 6, "attack")
  local av = nw68.compute{
    stage = "av", name = "AV",
    terms = {
      { "FP", w.firepower, "combat.attack-value" },
      { string.format("2D6 (%d+%d)", faces[1], faces[2]), roll, "combat.attack-value" },
    },
    facts = { fire = { distance = d, range = w.range, fixed = w.fixed == true },
              attacker = { id = u.id, side = u.side }, target = { id = t.id, side = t.side } },
  }
  local dv = nw68.compute{
    stage = "dv", name = "DV", terms = defence_terms(t, smoke_l1),
    facts = { target = { id = t.id } },
  }
  local hits = av - dv
  if hits < 0 then hits = 0 end
  nw68.log("combat.hits", string.format("%s fires on %s: AV %d vs DV %d, %d hit(s)", u.id, t.id, av, dv, hits))
  nw68.report("attack", { attacker = u.id, target = t.id, av = av, dv = dv, hits = hits })
  nw68.set_status(u.id, "finished", true)
  if hits > 0 then nw68.hits(t.id, hits, { attacker = u.id }) end
end)

-- Combat results [results.full-strength, results.damaged, results.shaken-reduced].
nw68.on("unit_takes_hits", "*", function(ev)
  local u = nw68.unit(ev.unit)
  local hits = ev.hits
  local shaken, reduced = u.statuses.shaken, u.face == "reduced"
  local rule
  local eliminate, reduce = false, false
  if shaken and reduced then
    eliminate, rule = true, "results.shaken-reduced"
  elseif shaken or reduced then
    rule = "results.damaged"
    if hits >= 2 then eliminate = true else reduce = true end
  else
    rule = "results.full-strength"
    if hits >= 3 then eliminate = true elseif hits == 2 then reduce = true end
  end
  -- a unit with no reduced face has one step: a reduce result eliminates it [results.one-step]
  if reduce and not u.faces.reduced then
    eliminate, rule = true, "results.one-step"
  end
  if eliminate then
    nw68.eliminate(u.id, rule)
    return
  end
  nw68.set_status(u.id, "shaken", true)
  if reduce then
    nw68.set_face(u.id, "reduced")
    nw68.log(rule, u.id .. " is Shaken and reduced")
  else
    nw68.log(rule, u.id .. " is Shaken")
  end
end)

-- Wrecks [results.wreck]: an AFV or air unit destroyed on the map leaves one wreck per hex.
nw68.on("unit_eliminated", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if ev.on_map and (u.tags.afv or u.tags.air) then
    local h = nw68.hex(ev.hex)
    if not h.markers.wreck then
      nw68.set_marker(ev.hex, "wreck", 0)
      nw68.log("results.wreck", "a wreck is left in " .. ev.hex)
    end
  end
end)
