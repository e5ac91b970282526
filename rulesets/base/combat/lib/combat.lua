-- One attack, whatever started it (ranged fire, opportunity fire, assault,
-- a minefield) [combat.attack-value, combat.defense-value, combat.hits].
--
-- AV = firepower + 2D6 + modifiers; DV = armor + modifiers. The modifiers
-- that are plain numbers under plain conditions are `modifier` blocks on the
-- "av" and "dv" stages (the areas' modifiers.hcl); the facts they read are built here:
--   fire.kind       "ranged", "opportunity", "assault" or "mine"
--   fire.distance   hexes from attacker to target
--   fire.range      the weapon's range: its printed range as the "range"
--                   stage computes it (combat.range)
--   fire.fixed      the weapon has a coloured (fixed) range
--   fire.weapon     "ap", "he" or "aa"
--   fire.moving     the attack is moving fire
--   fire.assist     "infantry", "afv" or "none": the group fire or assault assistant
--   attacker.*, target.*: id, side, infantry, afv, air, shaken, spa, huge
--   target.hex      the target's hex (its terrain gives its cover)
--   target.huge_cover the target is Huge and in a hex that covers it
-- Lua modify handlers (concealment, assault defence, APC passengers) read
-- the same facts.
local units = require("units")
local vehicles = require("vehicles")
local terrain = require("terrain")
local command = require("command")

local combat = {}

-- may_attack reports whether unit u may attack unit t, by fire or assault
-- [combat.forms]: t is its foe (nw68.foes), or a status of t says it may be
-- attacked though it is no foe (stats attackable = "others": by units of
-- other sides; "own": by units of its own side). A unit attackable so is
-- still no foe: it bars no hex to u's moves, draws no opportunity fire
-- and is no target of the rules that seek foes.
function combat.may_attack(u, t)
  if nw68.foes(u, t) then return true end
  if u.id == t.id then return false end
  local want = u.side == t.side and "own" or "others"
  for st in pairs(t.statuses) do
    local e = nw68.entity("status", st)
    if e and e.stats and e.stats.attackable == want then return true end
  end
  return false
end

local function facts_of(u)
  return {
    id = u.id, side = u.side, infantry = units.infantry(u), afv = units.afv(u),
    air = units.air(u), shaken = u.statuses.shaken == true, spa = units.spa(u),
    huge = units.huge(u),
  }
end

-- show_weapon reveals a carried Weapon marker as its carrier first attacks
-- with it: the unit gets the Weapon's status shown-<item> (declared with the
-- item's revealed_by), and every seat sees the marker from then on
-- [units.weapons]. A Weapon with no such status is never hidden.
function combat.show_weapon(u, w)
  if not w.item then return end
  local status = "shown-" .. w.item
  local real = nw68.unit(u.id)
  if not real or real.statuses[status] or not nw68.entity("status", status) then return end
  nw68.set_status(u.id, status, true)
  nw68.say("units.weapon-shown", { unit = u.id, weapon = w.item })
end

-- range returns the range of weapon w (a units.weapon table) of unit u: a
-- computed value of stage "range" [combat.long-range, combat.fixed-range],
-- its printed range changed by any `modifier` block or `modify` handler of
-- the stage (a house rule "rain shortens every range by 1"), never below 0.
-- Every range check of the base rules reads it: combat/lib/attack.lua's
-- can_attack (ranged, moving and opportunity fire, assault eligibility), the
-- reach of SPA indirect fire, the candidates of `fire`, the masterless Black
-- Hand's choice of weapon, and the long and close range modifiers
-- (fire.range). Facts a modifier of the stage reads:
--   unit.*    id, side, type, infantry, afv, air, shaken, spa, huge (the firer)
--   weapon.*  id, kind ("ap", "he", "aa"), fixed, printed (the printed range)
-- The value is kept while the state stays as it is (nw68.memo), so checks
-- that ask it many times pay once; it is therefore not logged with the
-- attack's values.
function combat.range(u, w)
  return (nw68.memo("range|" .. u.id .. "|" .. w.id .. "|" .. w.kind, function()
    local unit = facts_of(u)
    unit.type = u.type
    local r = nw68.compute{
      stage = "range", name = "combat.range-of", name_params = { unit = u.id, weapon = w.id },
      terms = { { "combat.printed-range", w.range or 0, w.fixed and "combat.fixed-range" or "combat.long-range" } },
      facts = { unit = unit, weapon = { id = w.id, kind = w.kind, fixed = w.fixed == true, printed = w.range or 0 } },
    }
    if r < 0 then r = 0 end
    return r
  end))
end

-- assist_class names what an assistant adds: "infantry", "afv" or "none".
function combat.assist_class(a)
  if not a then return "none" end
  if units.infantry(a) then return "infantry" end
  return "afv"
end

-- hill_edge reports whether a hex is a hill hex next to a lower hex [terrain.hill-defense].
function combat.hill_edge(label)
  if not terrain.hill(label) then return false end
  for _, n in ipairs(nw68.neighbors(label)) do
    if not terrain.hill(n) then return true end
  end
  return false
end

-- defence returns the DV terms of a target against an attack that depend
-- on the attack; the cover of the target's hex is the terrain's own data,
-- added by the kernel (terrain/modifiers.hcl).
local function defence(spec, t)
  local terms = { { "combat.armor", t.stats.armor or 0, "combat.defense-value" } }
  if units.air(t) then return terms end -- air units ignore terrain [units.air]
  -- an assault comes from the hex the attackers entered from: from the
  -- ground into a hill edge hex, the defender keeps the hill bonus
  local origin = spec.from
  if spec.kind == "assault" then origin = spec.approach or spec.from end
  local from_ground = not units.air(spec.attacker) and not terrain.hill(origin)
  if from_ground and combat.hill_edge(t.hex) then
    table.insert(terms, { "terrain.hill-edge", 1, "terrain.hill-defense" })
  end
  if (spec.smoke or 0) > 0 then
    table.insert(terms, { "los.smoke-on-line", spec.smoke, "los.smoke-defense" })
  end
  return terms
end

-- cause returns the cause an attack's hits carry (the fields of the
-- unit_takes_hits event) [combat.hits]: attacker (unit id), kind (the
-- attack's kind), factor (the weapon's factor: "ap", "he" or "aa"), and,
-- when the attack names them, source (spec.source: what delivers it, a
-- string a ruleset's damage rules read) and sources (the weapon's sources,
-- units.weapon, with spec.sources and spec.source added, sorted).
function combat.cause(spec)
  local u, w = spec.attacker, spec.weapon
  local cause = { attacker = u.id, kind = spec.kind, factor = w.kind }
  local set = {}
  for _, s in ipairs(w.sources or {}) do set[s] = true end
  for _, s in ipairs(spec.sources or {}) do set[s] = true end
  if spec.source then
    set[spec.source] = true
    cause.source = spec.source
  end
  local list = {}
  for s in pairs(set) do table.insert(list, s) end
  if #list > 0 then
    table.sort(list)
    cause.sources = list
  end
  return cause
end

-- attack resolves one attack and applies its hits. spec fields: kind,
-- attacker, target (unit tables), weapon (units.weapon), assistant (or nil),
-- moving, co (use the CO bonus), from (attacker's hex, default its hex),
-- approach (an assault's: the hex the leading attacker entered from),
-- smoke (L1 smoke hexes crossed), av_terms and dv_terms (extra terms),
-- source and sources (what delivers the attack, for the hits' cause:
-- combat.cause).
-- It returns the hits.
function combat.attack(spec)
  local u, t, w = spec.attacker, spec.target, spec.weapon
  spec.from = spec.from or u.hex
  -- direct fire sees its target along a line: L1 smoke on it adds DV
  -- [los.smoke-defense]; a strike on a hex (SPA direct fire through
  -- artillery's shell) names no smoke, so it is traced here
  if spec.smoke == nil and (spec.kind == "ranged" or spec.kind == "opportunity") then
    local _, _, smoke = nw68.line_of_sight(spec.from, t.hex, { viewer = u, target = t })
    spec.smoke = smoke
  end
  combat.show_weapon(u, w)
  local d = nw68.distance(spec.from, t.hex)
  local faces, roll = nw68.roll(2, 6, "combat.attack-roll")
  local terms = {
    { "combat.fp", w.firepower, "combat.attack-value", { weapon = w.id } },
    { "combat.2d6", roll, "combat.attack-value", { a = faces[1], b = faces[2] } },
  }
  if spec.co then
    local bonus, label, rule, why = command.bonus(u)
    if bonus > 0 then
      table.insert(terms, { label, bonus, rule })
      command.use(u.formation, u.id)
    else
      command.no_bonus(rule, label, why)
    end
  end
  for _, term in ipairs(spec.av_terms or {}) do table.insert(terms, term) end
  local facts = {
    fire = {
      kind = spec.kind, distance = d, range = combat.range(u, w), fixed = w.fixed == true, weapon = w.kind,
      moving = spec.moving == true, assist = combat.assist_class(spec.assistant),
    },
    attacker = facts_of(u), target = facts_of(t),
  }
  facts.target.hex = t.hex or ""
  facts.target.huge_cover = facts.target.huge and vehicles.huge_cover(t.hex)
  local av = nw68.compute{ stage = "av", name = "combat.av", terms = terms, facts = facts }
  local dv_terms = defence(spec, t)
  for _, term in ipairs(spec.dv_terms or {}) do table.insert(dv_terms, term) end
  local dv = nw68.compute{ stage = "dv", name = "combat.dv", terms = dv_terms, facts = facts }
  local hits = av - dv
  if hits < 0 then hits = 0 end
  nw68.say("combat.attack", { unit = u.id, target = t.id, av = av, dv = dv, hits = hits })
  nw68.report("attack", {
    kind = spec.kind, attacker = u.id, assistant = spec.assistant and spec.assistant.id or "",
    target = t.id, weapon = w.id, distance = d, av = av, dv = dv, hits = hits,
  })
  if hits > 0 then nw68.hits(t.id, hits, combat.cause(spec)) end
  return hits
end

return combat
