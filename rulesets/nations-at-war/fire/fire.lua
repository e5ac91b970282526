-- Ranged fire of Nations at War [fire.*, results.*, units.hmg].
--
-- An attack: pick the weapon the target calls for (AP hard, HE soft), count the range, compute
-- firepower and To-Hit (declarative modifiers in modifiers.hcl), throw the attack dice, let the
-- target throw its save dice (armor + Defense Bonus for hard targets, Defense Bonus only for soft
-- ones), then apply what is left as hits. Every number comes from the unit, item, terrain and
-- marker data; only the fixed soft-target save of 5 lives here.

-- A soft target's defence die cancels a hit on 5 or more [fire.terrain-defence].
local SOFT_SAVE = 5
-- A hard target adds at most this many Defense Bonus dice [fire.defence-cap].
local HARD_BONUS_CAP = 2

local is_hard = require("units").hard

-- support returns what carried support weapons add to a weapon, with the terms that explain it
-- [units.hmg]: {firepower = n, range = n, range_terms = {...}}.
local function support(u, weapon_name)
  local s = { firepower = 0, range = 0, range_terms = {} }
  for _, item in ipairs(u.carries) do
    local it = nw68.entity("item", item)
    local w = it and it.weapons[weapon_name]
    if w then
      s.firepower = s.firepower + (w.firepower or 0)
      s.range = s.range + (w.range or 0)
      if (w.range or 0) ~= 0 then
        table.insert(s.range_terms, { it.name, w.range, it.rule })
      end
    end
  end
  return s
end

-- weapon_range: printed range plus support weapons. Computed in plain Lua because the validate
-- handler needs it and nw68.compute writes to the game log.
local function weapon_range(u, w, sw)
  local terms = { { "printed range", w.range, "units.factors" } }
  for _, t in ipairs(sw.range_terms) do table.insert(terms, t) end
  return w.range + sw.range, terms
end

-- enemy_adjacent: a Good Order enemy unit stands next to u [fire.concealed].
local function enemy_adjacent(u)
  for _, h in ipairs(nw68.neighbors(u.hex)) do
    for _, o in ipairs(nw68.units_at(h)) do
      if nw68.enemies(u.side, o.side) and not o.statuses.disrupted then return true end
    end
  end
  return false
end

local function faces_text(faces)
  local parts = {}
  for _, f in ipairs(faces) do table.insert(parts, tostring(f)) end
  return table.concat(parts, " ")
end

local function count_at_least(faces, n)
  local c = 0
  for _, f in ipairs(faces) do
    if f >= n then c = c + 1 end
  end
  return c
end

-- What a shot needs that is a condition (both units on the map, a Good Order firer that is not
-- Ops Complete, the firepower the target calls for) is fire/preconditions.hcl's; what is left
-- needs the weapon and the range.
nw68.on("action_validate", "fire", function(a)
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  if not nw68.enemies(u.side, t.side) then
    return "friendly_target", "fire.ranged-combat", "a unit fires at enemy units only"
  end
  local w = u.weapons[a.weapon]
  if not w then
    return "no_weapon", "units.factors", u.name .. " has no " .. a.weapon .. " firepower"
  end
  local d = nw68.distance(u.hex, t.hex)
  local range = weapon_range(u, w, support(u, a.weapon))
  if w.fixed then
    if d > range then
      return "out_of_range", "fire.fixed-range", string.format("%s is %d hexes away; the limited range is %d", t.id, d, range)
    end
  elseif d > 2 * range then
    return "out_of_range", "fire.extended-range", string.format("%s is %d hexes away; twice the range of %d is %d", t.id, d, range, 2 * range)
  elseif d > range and w.firepower <= 1 and w.to_hit >= 6 then
    return "out_of_range", "fire.extended-range", string.format("%s is at extended range and %s's unmodified firepower 1 at To-Hit 6 cannot fire there", t.id, u.name)
  end
  return nil
end)

-- defence_roll throws the target's save dice; returns the report fields [fire.armor-save,
-- fire.terrain-defence, fire.defence-bonus, fire.concealed, fire.defence-cap].
local function defence_roll(t)
  local hard = is_hard(t)
  local ter = nw68.entity("terrain", nw68.hex(t.hex).terrain)
  -- the terrain's and the markers' dice are the terrain-defence modifier's (fire/modifiers.hcl)
  local bonus = nw68.compute{
    stage = "defence_bonus", name = "Defense Bonus", terms = {},
    facts = {
      target = { id = t.id, hex = t.hex, hard = hard, concealed = t.statuses.concealed == true,
                 ops_complete = t.statuses["ops-complete"] == true, enemy_adjacent = enemy_adjacent(t) },
      hex = { conceals = ter.stats.conceals == true },
    },
  }
  local n, save
  if hard then
    n = nw68.compute{
      stage = "defence_dice", name = "defence dice",
      terms = { { "Armor Factor", t.stats.armor_factor, "fire.armor-save" }, { "Defense Bonus", bonus, "fire.defence-bonus" } },
    }
    save = t.stats.save
  else
    n, save = bonus, SOFT_SAVE
  end
  local faces = {}
  if n > 0 then faces = nw68.roll(n, 6, "defence dice") end
  return { defence_dice = n, save_number = save, saves_dice = faces_text(faces), saved = count_at_least(faces, save) }
end

-- The Defense Bonus of a hard target is capped [fire.defence-cap].
nw68.on("modify", "defence_bonus", function(v, facts)
  if facts.target.hard and v.total > HARD_BONUS_CAP then
    v.add("hard-target cap", HARD_BONUS_CAP - v.total, "fire.defence-cap")
  end
end)

nw68.on("action_resolve", "fire", function(a)
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  local w = u.weapons[a.weapon]
  local sw = support(u, a.weapon)
  local d = nw68.distance(u.hex, t.hex)
  local _, range_terms = weapon_range(u, w, sw)
  local range = nw68.compute{ stage = "range", name = "range", terms = range_terms }
  local facts = {
    fire = { distance = d, range = range, fixed = w.fixed == true, base_to_hit = w.to_hit },
    sw = { firepower = sw.firepower },
  }
  local fp = nw68.compute{
    stage = "firepower", name = string.upper(a.weapon) .. " firepower",
    terms = { { "printed", w.firepower, "fire.dice-pool" } }, facts = facts,
  }
  local to_hit = nw68.compute{
    stage = "to_hit", name = "To-Hit",
    terms = { { "printed", w.to_hit, "fire.to-hit" } }, facts = facts,
  }
  local faces = {}
  if fp > 0 then faces = nw68.roll(fp, 6, "attack dice") end
  local hits = count_at_least(faces, to_hit)
  nw68.log("fire.to-hit", string.format("%s fires %s at %s, %d hexes: %d dice needing %d+ (%s): %d hit(s)",
    u.id, string.upper(a.weapon), t.id, d, fp, to_hit, faces_text(faces), hits))
  local r = { defence_dice = 0, save_number = is_hard(t) and t.stats.save or SOFT_SAVE, saves_dice = "", saved = 0 }
  if hits > 0 then
    r = defence_roll(t)
    nw68.log(is_hard(t) and "fire.armor-save" or "fire.terrain-defence", string.format("%s throws %d defence dice needing %d+ (%s): %d hit(s) cancelled",
      t.id, r.defence_dice, r.save_number, r.saves_dice, r.saved))
  end
  local net = hits - r.saved
  if net < 0 then net = 0 end
  nw68.report("attack", {
    attacker = u.id, target = t.id, weapon = a.weapon, distance = d, range = range,
    firepower = fp, to_hit = to_hit, dice = faces_text(faces), hits = hits,
    defence_dice = r.defence_dice, save_number = r.save_number, saves_dice = r.saves_dice,
    saved = r.saved, net_hits = net,
  })
  nw68.set_status(u.id, "ops-complete", true)
  nw68.log("fire.ops-complete", u.id .. " is Ops Complete")
  if net > 0 then nw68.hits(t.id, net, { attacker = u.id }) end
end)
