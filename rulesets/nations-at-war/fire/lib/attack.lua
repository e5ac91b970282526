-- One ranged attack of Nations at War [fire.*, results.*, units.hmg, aa.ground-fire]: what the
-- `fire` action and the `opportunity_fire` reaction share (fire.forms).
--
-- Pick the weapon the target calls for (AP hard, HE soft, or an AA unit's blue AA firepower at a
-- hard target), count the range, judge the line of sight, compute firepower and To-Hit
-- (declarative modifiers in */modifiers.hcl), throw the attack dice, let the target throw its save
-- dice (armor + Defense Bonus for hard targets, Defense Bonus only for soft ones) against the hits
-- an Improved Position has not cancelled, then apply what is left as hits. Every number comes from the unit, item, terrain and marker data; only
-- the fixed soft-target save of 5, the hard-target cap of 2 and AA's To-Hit 6 live here.
local units = require("units")
local los = require("los")
local acquisition = require("acquisition")
local mortars = require("mortars")
local fate = require("fate")
local defences = require("defences")

local M = {}

-- A soft target's defence die cancels a hit on 5 or more [fire.terrain-defence].
local SOFT_SAVE = 5
-- A hard target adds at most this many Defense Bonus dice [fire.defence-cap].
M.HARD_BONUS_CAP = 2
-- Blue AA firepower hits a ground target on 6 [aa.ground-fire].
local AA_GROUND_TO_HIT = 6
-- the firepower value's name for each weapon (fire/messages.hcl); another weapon's is fire.weapon-firepower
local FIREPOWER_NAME = { ap = "fire.ap-firepower", he = "fire.he-firepower", aa = "fire.aa-firepower" }

local is_hard = units.hard

-- weapon_for returns the weapon a firer uses at t when none is named: AP at a hard target, HE at
-- a soft one [fire.firepower-choice].
function M.weapon_for(t)
  return is_hard(t) and "ap" or "he"
end

-- support returns what carried support weapons add to a weapon, with the terms that explain it
-- [units.hmg], and the items that take part (those adding to it, and a "+" on it: a Bazooka's
-- on AP) [units.bazooka]: {firepower = n, range = n, range_terms = {...}, used = {ids}}.
local function support(u, weapon_name)
  local s = { firepower = 0, range = 0, range_terms = {}, used = {} }
  for _, item in ipairs(u.carries) do
    local it = nw68.entity("item", item)
    local w = it and it.weapons[weapon_name]
    if w then
      s.firepower = s.firepower + (w.firepower or 0)
      s.range = s.range + (w.range or 0)
      if (w.range or 0) ~= 0 then
        table.insert(s.range_terms, { "units.item-range", w.range, it.rule, { item = item } })
      end
    end
    if it and it.tags["support-weapon"] and (w or it.tags["augmented-" .. weapon_name]) then
      table.insert(s.used, item)
    end
  end
  return s
end

-- weapon_range: printed range plus support weapons. Computed in plain Lua because validation
-- needs it and nw68.compute writes to the game log.
local function weapon_range(w, sw)
  local terms = { { "units.printed-range", w.range, "units.factors" } }
  for _, t in ipairs(sw.range_terms) do table.insert(terms, t) end
  return w.range + sw.range, terms
end

-- enemy_adjacent: a Good Order enemy unit stands next to u [fire.concealed].
local function enemy_adjacent(u)
  for _, h in ipairs(nw68.neighbors(u.hex)) do
    for _, o in ipairs(nw68.units_at(h)) do
      if nw68.foes(u, o) and not o.statuses.disrupted then return true end
    end
  end
  return false
end

local function faces_text(faces)
  local parts = {}
  for _, f in ipairs(faces) do table.insert(parts, tostring(f)) end
  return table.concat(parts, " ")
end


-- check returns nil when u may fire weapon at t standing in hex `at` (t's own hex by default),
-- else code, rule, reason (a message key) and the message's values. What is a condition of the state (on the map, Good Order, not Ops
-- Complete, the firepower the target calls for) is the actions' preconditions; this weighs the
-- side, the weapon, the range and the line of sight.
function M.check(u, t, weapon, at)
  at = at or t.hex
  if not nw68.foes(u, t) then
    return "friendly_target", "fire.ranged-combat", "fire.enemy-only", {}
  end
  local w = u.weapons[weapon]
  if not w then
    return "no_weapon", "units.factors", "units.no-firepower", { unit = u.type, weapon = weapon }
  end
  local d = nw68.distance(u.hex, at)
  local range = weapon_range(w, support(u, weapon))
  if weapon == "aa" then
    -- blue AA firepower reaches hard targets at its printed range, never beyond [aa.ground-fire]
    if d > range then
      return "out_of_range", "aa.ground-fire", "aa.aa-out-of-range", { target = t.id, d = d, range = range }
    end
  elseif w.fixed then
    if d > range then
      return "out_of_range", "fire.fixed-range", "fire.beyond-limited-range", { target = t.id, d = d, range = range }
    end
  elseif d > 2 * range then
    return "out_of_range", "fire.extended-range", "fire.beyond-extended-range", { target = t.id, d = d, range = range, twice = 2 * range }
  elseif d > range and w.firepower <= 1 and w.to_hit >= 6 then
    return "out_of_range", "fire.extended-range", "fire.weak-at-extended-range", { target = t.id, unit = u.type }
  end
  local code, rule, reason, params = los.check(u, t, u.hex, at)
  if code then return code, rule, reason, params end
  return nil
end

-- band reports the range band of u's shot with weapon at hex at: "reduced", "normal" or
-- "extended" [fire.reduced-range, fire.extended-range] (Overwatch refuses the last).
function M.band(u, weapon, at)
  local w = u.weapons[weapon]
  local d = nw68.distance(u.hex, at)
  local range = weapon_range(w, support(u, weapon))
  if d > range then return "extended" end
  if not w.fixed and d * 2 <= range then return "reduced" end
  return "normal"
end

-- defence_roll throws the target's save dice; returns the report fields [fire.armor-save,
-- fire.terrain-defence, fire.defence-bonus, fire.concealed, fire.defence-cap].
local function defence_roll(t)
  local hard = is_hard(t)
  local ter = nw68.entity("terrain", nw68.hex(t.hex).terrain)
  -- the terrain's and the markers' dice are the terrain-defence modifier's (fire/modifiers.hcl)
  local bonus = nw68.compute{
    stage = "defence_bonus", name = "fire.defense-bonus", terms = {},
    facts = {
      target = { id = t.id, hex = t.hex, hard = hard, concealed = t.statuses.concealed == true,
                 ops_complete = t.statuses["ops-complete"] == true, enemy_adjacent = enemy_adjacent(t) },
      hex = { conceals = ter.stats.conceals == true },
    },
  }
  local n, save
  if hard then
    n = nw68.compute{
      stage = "defence_dice", name = "fire.defence-dice-name",
      terms = { { "fire.armor-factor", t.stats.armor_factor, "fire.armor-save" }, { "fire.defense-bonus", bonus, "fire.defence-bonus" } },
    }
    save = t.stats.save
  else
    n, save = bonus, SOFT_SAVE
  end
  -- a "+" on the Save rerolls the first failed save die at once [units.augmented]
  -- the defender's own dice: a roll its side may answer with Fate Points [fate.own-dice]
  local th = units.throw(n, save, "fire.defence-dice-name", hard and units.augmented(t, "save"), fate.answer(t.side))
  return { defence_dice = n, save_number = save, saves_dice = faces_text(th.faces), saved = th.hits }
end

-- fire resolves u's attack with weapon at t. o = {kind = "fire" | "opportunity", moving (the
-- `fire` action's moving param, or nil), hq_bonus (bool)}. A mortar's fire at a unit is its hex
-- attack on that unit's hex (the mortars area's). Returns the attack report's fields.
function M.fire(u_id, t_id, weapon, o)
  o = o or {}
  local u, t = nw68.unit(u_id), nw68.unit(t_id)
  local acquired = acquisition.acquired(u, t)
  acquisition.fired(u, t)
  if mortars.is_mortar(u) then
    -- the mortar's hex attack marks it Ops Complete itself [mortars.hex-attack]
    return mortars.fire_at_unit({ unit = u_id, target = t_id, weapon = weapon })
  end
  local w = u.weapons[weapon]
  local sw = support(u, weapon)
  local d = nw68.distance(u.hex, t.hex)
  local _, range_terms = weapon_range(w, sw)
  local range = nw68.compute{ stage = "range", name = "fire.range-name", terms = range_terms }
  local aa = weapon == "aa"
  local facts = {
    fire = { distance = d, range = range, fixed = w.fixed == true or aa, base_to_hit = aa and AA_GROUND_TO_HIT or w.to_hit,
             weapon = weapon, kind = o.kind or "fire", opportunity = o.kind == "opportunity",
             moving = o.moving ~= nil, acquired = acquired == true, hq_bonus = o.hq_bonus == true },
    sw = { firepower = sw.firepower },
    attacker = { id = u.id, hex = u.hex, overwatch = u.statuses.overwatch == true },
    target = { id = t.id, hex = t.hex, hard = is_hard(t) },
  }
  local fp = nw68.compute{
    stage = "firepower", name = FIREPOWER_NAME[weapon] or "fire.weapon-firepower",
    name_params = not FIREPOWER_NAME[weapon] and { weapon = string.upper(weapon) } or nil,
    terms = { { "fire.printed", w.firepower, "fire.dice-pool" } }, facts = facts,
  }
  local to_hit = nw68.compute{
    stage = "to_hit", name = "fire.to-hit-name",
    terms = { aa and { "aa.ground-target", AA_GROUND_TO_HIT, "aa.ground-fire" } or { "fire.printed", w.to_hit, "fire.to-hit" } },
    facts = facts,
  }
  -- a "+" on the firepower used rerolls the first missed die at once [units.augmented]
  -- the attacker's own dice: a roll its side may answer with Fate Points [fate.own-dice]
  local th = units.throw(fp, to_hit, "fire.attack-dice-roll", weapon ~= "aa" and units.augmented(u, weapon), fate.answer(u.side))
  local faces, hits = th.faces, th.hits
  nw68.say("fire.attack-dice", { unit = u.id, weapon = string.upper(weapon), target = t.id, d = d, dice = fp,
    need = to_hit, faces = faces_text(faces), hits = hits })
  -- an Improved Position cancels the first hit before any defence die [defences.improved-position]
  local left, negated = defences.cancel(t.hex, hits)
  local r = { defence_dice = 0, save_number = is_hard(t) and t.stats.save or SOFT_SAVE, saves_dice = "", saved = 0 }
  if left > 0 then
    r = defence_roll(t)
    nw68.say("fire.defence-dice", { unit = t.id, dice = r.defence_dice, need = r.save_number, faces = r.saves_dice,
      saved = r.saved }, { rule = is_hard(t) and "fire.armor-save" or "fire.terrain-defence" })
  end
  local net = left - r.saved
  if net < 0 then net = 0 end
  local report = {
    attacker = u.id, target = t.id, weapon = weapon, distance = d, range = range,
    firepower = fp, to_hit = to_hit, dice = faces_text(faces), hits = hits, negated = negated,
    defence_dice = r.defence_dice, save_number = r.save_number, saves_dice = r.saves_dice,
    saved = r.saved, net_hits = net,
  }
  nw68.report("attack", report)
  if #sw.used > 0 then nw68.fire("support_fired", weapon, { unit = u.id, items = sw.used }) end
  nw68.set_status(u.id, "ops-complete", true)
  nw68.say("fire.ops-complete", { unit = u.id })
  local face, disrupted = t.face, t.statuses.disrupted == true
  if net > 0 then nw68.hits(t.id, net, { attacker = u.id }) end
  -- a unit firing in its own pulse that neither disrupted nor reduced an armoured target acquires
  -- it; Opportunity Fire is by a unit that is not activated, and moving fire never acquires
  -- [acquisition.gain, acquisition.exceptions]
  local eligible, why = true, nil
  if o.kind == "opportunity" then
    eligible, why = false, "acquisition.no-acquire-opportunity"
  elseif o.moving ~= nil then
    eligible, why = false, "acquisition.no-acquire-moving"
  end
  acquisition.gain(u, t, { eligible = eligible, why = why, face = face, disrupted = disrupted })
  return report
end

return M
