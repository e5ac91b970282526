-- SPA fire strikes a hex [units.spa, units.spa-indirect-fire]: direct fire
-- (the fire action, opportunity fire) at a hex in the SPA's own LOS, and
-- indirect fire (units/spa.lua's spa_indirect) at a hex a spotter sees, work
-- like artillery: each unit in the struck hex is attacked separately with
-- the factor that suits it. Both go through spa.strike.
--
--   spa.weapons(u, name)        the factors u may fire: the one named, or AP and HE (HE only when Shaken)
--   spa.co_terms(u, asked)      the CO bonus as AV terms for the whole strike, used once
--   spa.strike(u, hex, spec)    attack every unit in hex; returns the number of attacks
--   spa.direct(u, t, wname, kind, co)  direct fire at t's hex (t gets wname); returns the attacks
--
-- Readings taken: the strike attacks every land unit in the hex, whoever's
-- it is (off-board artillery strikes "all the land units" of a hex, and a
-- missed indirect strike may land on the firer's own units); it never
-- attacks the SPA itself, aircraft (SPA never attack airborne units
-- [combat.air-targets]), passengers (their carrier is attacked) or the V-2's
-- site (oba/lib/artillery.lua's shell). The Blighter's AA launcher fired at
-- an aircraft is no artillery strike: it attacks that aircraft alone.
local units = require("units")
local artillery = require("artillery")
local command = require("command")

local M = {}

function M.weapons(u, name)
  local out = {}
  if name then
    local w = units.weapon(u, name)
    if w then table.insert(out, w) end
    return out
  end
  for _, k in ipairs({ "ap", "he" }) do
    local w = units.weapon(u, k)
    if w and (k == "he" or not u.statuses.shaken) then table.insert(out, w) end
  end
  return out
end

-- the first of ws that suits target t [combat.firepower-choice]
local function suiting(ws, t)
  for _, w in ipairs(ws) do
    if units.fits(w, t) then return w end
  end
  return nil
end

function M.co_terms(u, asked)
  if not asked then return nil end
  local bonus, label, rule, why = command.bonus(u)
  if bonus > 0 then
    command.use(u.formation, u.id)
    return { { label, bonus, rule } }
  end
  command.no_bonus(rule, label, why)
  return nil
end

-- strike attacks each unit in hex separately. spec: kind ("indirect",
-- "ranged", "opportunity"), weapons (the factors to choose from, default
-- spa.weapons(u)), pick(t) (a weapon for t, overriding the choice), av_terms
-- (the CO bonus), what (for the log).
function M.strike(u, hex, spec)
  local ws = spec.weapons or M.weapons(u)
  return artillery.shell(hex, {
    attacker = function() return nw68.unit(u.id) end, kind = spec.kind, from = u.hex, exclude = u.id,
    what = spec.what or "SPA fire", av_terms = spec.av_terms,
    weapon = function(t)
      if spec.pick then
        local w = spec.pick(t)
        if w then return w end
      end
      return suiting(ws, t)
    end,
  })
end

-- direct fires u's direct fire at target t: its whole hex is struck, t with
-- the weapon named, every other unit with the factor that suits it
-- [units.spa-indirect-fire]. An aircraft target (the Blighter's AA) is
-- attacked alone. The CO bonus, when asked, improves the whole strike.
function M.direct(u, t, wname, kind, co)
  local w = units.weapon(u, wname)
  local hex = t.hex
  nw68.say("units.spa-direct", { unit = u.id, hex = hex })
  local attacks = M.strike(u, hex, {
    kind = kind, what = "SPA fire", av_terms = M.co_terms(u, co),
    pick = function(o) if o.id == t.id then return w end return nil end,
  })
  if attacks == 0 then nw68.say("units.spa-no-attack", { hex = hex }) end
  nw68.report("spa_direct", { unit = u.id, target = t.id, hex = hex, attacks = attacks })
  return attacks
end

return M
