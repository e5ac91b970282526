-- Artillery strikes: off-board artillery missions, SPA indirect fire and
-- missile warheads share what happens where a shell lands [oba.*,
-- units.spa-indirect-fire, missiles.*].
--
--   artillery.caller_role(u)              "CO", "2IC", "recon" or nil: who calls OBA
--   artillery.spotter(side, hex)          a CO/2IC or recon unit of the side that sees the hex
--   artillery.defender_choice(side, hex, radius)  the defender's default pick of the hex a missed strike moves to [oba.deviation]
--   artillery.attacker_choice(side, hex, n)  the attacker's default pick of n neighbours
--   artillery.roll_accuracy(hex, purpose, rule [, params])  the 1D6 accuracy roll of one aimed hex
--   artillery.defender(side, hex)         the side that names where a missed strike lands
--   artillery.settle(strike) / artillery.deviate(strike, i, hex, how)
--                                         the defender's choices for the missed hexes
--                                         (a `deviation` window each), then the landing
--                                         (the strike_landed hook of its kind)
--   artillery.item_weapons(item)          {ap = weapon, he = weapon} of an OBA marker
--   artillery.standin(id, name, side, hex) an attacker table for a strike with no unit
--   artillery.shell(hex, spec)            attack every unit in the hex separately
--   artillery.smoke / barrage / chemical / biological / nuclear (hex, ...)
--                                         what each mission does to one struck hex
--   artillery.sarin(u)                    the Sarin check of one unit
--   artillery.irradiate(u, hex)           the Nuclear attack on a unit crossing Radiation
--   artillery.chemical_cleanup()          what Cleanup does to Chemical markers
--
-- Readings taken:
--  * an attack by a strike is a combat.attack of kind "oba" (Barrage, a
--    missile's conventional warhead: "missile") or "nuclear" (Nuclear shells,
--    Radiation), made by a stand-in attacker standing in the struck hex: the
--    range bands never apply (fixed factors), nor does a hill edge (artillery
--    falls from above); terrain, sandbags and wrecks count (terrain terms),
--    concealment counts except against nuclear fire (concealment/concealment.lua). SPA
--    indirect fire is the SPA's own attack (kind "indirect", from its hex);
--  * a target takes the factor that suits it: AP against hard targets, HE
--    against soft ones; only Nuclear strikes touch air units (they are
--    eliminated outright) [combat.air-targets];
--  * passengers are not targeted: their carrier is, and they share its
--    results [units.apc-shared-results]; the V-2 site is never touched
--    [missiles.v2];
--  * units in a hex are attacked in order of unit id.
local units = require("units")
local terrain = require("terrain")
local combat = require("combat")
local command = require("command")
local vehicles = require("vehicles")
local zealots = require("zealots")

local artillery = {}

artillery.MISSIONS = { "smoke", "barrage", "chemical", "biological", "nuclear" }

-- Who calls and who sees ----------------------------------------------------

-- noe reports whether an aircraft flies at NOE (terrain level).
function artillery.noe(u)
  return units.air(u) and (u.face == "noe" or u.statuses.noe == true)
end

-- caller_role returns what entitles u to call OBA: "CO" or "2IC" (it carries
-- its formation's command marker) or "recon" (a recon unit; a recon aircraft
-- only at Cruise) [oba.calling, units.recon]; nil otherwise.
function artillery.caller_role(u)
  if u.formation ~= "" then
    local co, marker = command.commander(u.formation)
    if co and co.id == u.id then return string.upper(marker) end
  end
  if units.recon(u) and not artillery.noe(u) then return "recon" end
  return nil
end

-- spotter returns the first unit (by id) of the side that may call or spot
-- (CO/2IC of any formation, or recon) and sees the hex, or nil.
function artillery.spotter(side, hex)
  for _, u in ipairs(nw68.units({ side = side })) do
    if artillery.caller_role(u) and vehicles.sees(u, hex) then return u end
  end
  return nil
end

-- static reports whether u is a static missile site (the V-2): it cannot be
-- attacked, reduced or destroyed [missiles.v2].
function artillery.static(u)
  return u.tags.missile == true and (u.stats.speed or 0) == 0
end

-- Where a strike lands ---------------------------------------------------------

-- label_less orders hex labels column first (A..Z, AA..), then row.
local function label_less(a, b)
  local ca, ra = string.match(a, "^(%a+)(%d+)$")
  local cb, rb = string.match(b, "^(%a+)(%d+)$")
  if not (ca and cb) then return a < b end
  if #ca ~= #cb then return #ca < #cb end
  if ca ~= cb then return ca < cb end
  return tonumber(ra) < tonumber(rb)
end
artillery.label_less = label_less

-- enemy_hexes lists (sorted, at most `max`) the hexes holding units of `side`'s enemies.
function artillery.enemy_hexes(side, max)
  local out, seen = {}, {}
  for _, t in ipairs(nw68.units({})) do
    if nw68.enemies(side, t.side) and t.on_map and not t.aboard and not seen[t.hex] then
      seen[t.hex] = true
      table.insert(out, t.hex)
    end
  end
  table.sort(out, label_less)
  while max and #out > max do table.remove(out) end
  return out
end

local function sorted_neighbors(hex)
  local out = nw68.neighbors(hex)
  table.sort(out, label_less)
  return out
end

-- count returns the units (not aboard) of `side` in a hex, and of the other sides.
local function count(hex, side)
  local own, other = 0, 0
  for _, o in ipairs(nw68.units_at(hex)) do
    if not o.aboard then
      if o.side == side then own = own + 1 else other = other + 1 end
    end
  end
  return own, other
end

-- defender_choice returns the hex next to `hex` that the defender moves a
-- missed strike of the firer's side to [oba.deviation]: the fewest units of
-- the other sides in the area it would strike (the hex, with its neighbours
-- when radius is 1), then the most of the firer's, then the first by label.
function artillery.defender_choice(side, hex, radius)
  local best, best_score = nil, nil
  for _, n in ipairs(sorted_neighbors(hex)) do
    local firer, other = 0, 0
    for _, h in ipairs(nw68.within(n, radius or 0)) do
      local f, o = count(h, side)
      firer, other = firer + f, other + o
    end
    local score = other * 100 - firer
    if best_score == nil or score < best_score then best, best_score = n, score end
  end
  return best
end

-- attacker_choice returns the n hexes next to `hex` the attacker picks when
-- he names none: the most enemy units, then the fewest of his own, then by label.
function artillery.attacker_choice(side, hex, n)
  local list = {}
  for _, h in ipairs(sorted_neighbors(hex)) do
    local own, other = count(h, side)
    table.insert(list, { hex = h, score = other * 100 - own })
  end
  table.sort(list, function(x, y)
    if x.score ~= y.score then return x.score > y.score end
    return label_less(x.hex, y.hex)
  end)
  local out = {}
  for i = 1, math.min(n, #list) do table.insert(out, list[i].hex) end
  return out
end

-- roll_accuracy rolls 1D6 for a strike aimed at hex: on 2-6 it lands there,
-- on 1 it misses and the defender names the hex next to it where it lands
-- [oba.accuracy, units.spa-indirect-fire]. purpose names the roll's message
-- (its values: params, and hex); the line it lands cites rule. It returns the roll.
function artillery.roll_accuracy(hex, purpose, rule, params)
  local values = { hex = hex }
  for k, v in pairs(params or {}) do values[k] = v end
  local _, roll = nw68.roll(1, 6, purpose, { params = values })
  if roll ~= 1 then
    nw68.say("oba.strike-lands", { hex = hex, roll = roll }, { rule = rule })
  else
    nw68.say("oba.strike-misses", { hex = hex })
  end
  return roll
end

-- defender returns the side that names where a strike of `side` that missed
-- `hex` lands [oba.deviation]: the enemy side with the most units in the hex,
-- then around it, then the first enemy side of the game; nil when the game
-- has no enemy of the firer.
function artillery.defender(side, hex)
  local best, best_n = nil, -1
  for _, s in ipairs(nw68.state().sides) do
    if s ~= side and nw68.enemies(side, s) then
      local n = 0
      for k, h in ipairs(nw68.within(hex, 1)) do
        for _, o in ipairs(nw68.units_at(h)) do
          if o.side == s and not o.aboard then n = n + (k == 1 and 100 or 1) end
        end
      end
      if n > best_n then best, best_n = s, n end
    end
  end
  return best
end

-- A strike is a plain table, kept in a window's context while the defender
-- chooses: {name, side (the firer's), aimed = {hexes}, rolls = {1D6 each, 0
-- for none}, struck = {hex each, "" while the defender has not named it},
-- radius (1: the strike also hits the neighbours of the hex)} plus what its
-- kind needs to land (the unit, the mission...). What a kind of strike does
-- once it has landed is its strike_landed handler (oba/hooks.hcl).

-- deviate returns a copy of the strike with the i-th missed hex landing on
-- `hex`, logging who chose it (how: "named" by the defender, "default" when
-- he passed, "automated" when the ruleset plays his side) [oba.deviation].
function artillery.deviate(strike, i, hex, how)
  local out = {}
  for k, v in pairs(strike) do out[k] = v end
  out.struck = {}
  for k, h in ipairs(strike.struck) do out.struck[k] = h end
  out.struck[i] = hex
  local key = "oba.shifted-named"
  if how == "default" then
    key = "oba.shifted-default"
  elseif how == "automated" then
    key = "oba.shifted-automated"
  end
  nw68.say(key, { hex = hex, aimed = strike.aimed[i] })
  return out
end

-- settle goes on with a strike whose accuracy is rolled: the first missed
-- hex not yet placed opens a `deviation` window for the defender (whose
-- `deviate` names the hex, and whose pass takes defender_choice); a side the
-- ruleset plays, or no defender, takes defender_choice at once. Once every
-- hex is placed the strike lands. It returns false while a window waits.
function artillery.settle(strike)
  for i, h in ipairs(strike.aimed) do
    if strike.struck[i] == "" then
      local def = artillery.defender(strike.side, h)
      if def == nil or nw68.state().automated[def] then
        strike = artillery.deviate(strike, i, artillery.defender_choice(strike.side, h, strike.radius), "automated")
      else
        -- the defender names the hex: the firer's seat may not pass it up for him
        nw68.open_interrupt{ kind = "deviation", side = def, actions = { "deviate" }, owned = true,
          context = { strike = strike, index = i, hex = h } }
        return false
      end
    end
  end
  local _, ran = nw68.fire("strike_landed", strike.name, strike)
  if ran == 0 then error("no strike_landed handler for a strike of kind " .. tostring(strike.name)) end
  return true
end

-- Attacks -------------------------------------------------------------------------

-- item_weapons returns the AP and HE factors of an OBA marker as fixed
-- weapons: {ap = {...}, he = {...}} (either may be missing).
function artillery.item_weapons(item)
  local it = nw68.entity("item", item)
  local out = {}
  for k, w in pairs(it.weapons) do
    out[k] = { id = k, kind = k, firepower = w.firepower, range = w.range or 0, fixed = true }
  end
  return out
end

-- unit_weapons returns a unit's own AP and HE factors the same way.
function artillery.unit_weapons(u)
  local out = {}
  for _, k in ipairs({ "ap", "he" }) do
    local w = units.weapon(u, k)
    if w then out[k] = { id = k, kind = k, firepower = w.firepower, range = w.range, fixed = true } end
  end
  return out
end

-- suit picks the factor for a target: AP against hard targets, HE against
-- soft ones (and against aircraft, for a Nuclear attack) [combat.firepower-choice].
function artillery.suit(ws, t)
  local class = units.target_class(t)
  if class == "hard" then return ws.ap end
  return ws.he
end

-- standin returns an attacker table for a strike no unit on the map makes
-- (an OBA mission, a Radiation hex): it stands in the hex struck.
function artillery.standin(id, name, side, hex)
  return {
    id = id, name = name, type = id, side = side or "", formation = "", hex = hex,
    on_map = true, alive = true, tags = {}, statuses = {}, counters = {}, stats = {},
    weapons = {}, carries = {}, attached = {}, transports = {}, faces = {},
  }
end

-- targets lists the living units in a hex that a strike can reach, sorted by id:
-- not aboard a carrier.
function artillery.targets(hex)
  local out = {}
  for _, u in ipairs(nw68.units_at(hex)) do
    if u.alive and not u.aboard then table.insert(out, u) end
  end
  table.sort(out, function(x, y) return x.id < y.id end)
  return out
end

-- shell attacks every unit in the hex separately [oba.barrage,
-- units.spa-indirect-fire]. spec: attacker (a unit table, or a function
-- returning one), kind, weapon(t) -> weapon or nil, from (default: the hex),
-- exclude (a unit id left alone), nuclear (air units are fair game), what
-- (for the log), av_terms (extra AV terms for every attack: the CO bonus of
-- an SPA strike). It returns the number of attacks made.
local SHELL_WHAT = { ["SPA fire"] = "spa", ["a Barrage"] = "barrage", ["a Nuclear strike"] = "nuclear",
  ["the missile"] = "missile", ["the strike"] = "strike" } -- the messages' names for spec.what
function artillery.shell(hex, spec)
  local attacks = 0
  local what = spec.what or "the strike"
  local named = SHELL_WHAT[what] or error("artillery.shell: no messages for what = " .. tostring(what))
  for _, t0 in ipairs(artillery.targets(hex)) do
    local t = nw68.unit(t0.id)
    if t.alive and t.on_map and t.hex == hex and not t.aboard and t.id ~= spec.exclude then
      local w = spec.weapon(t)
      if artillery.static(t) then
        nw68.say("missiles.site-unharmed-" .. named, { unit = t.id })
      elseif units.air(t) and not spec.nuclear then
        nw68.say("combat.airborne-untouched-" .. named, { unit = t.id })
      elseif not w then
        nw68.say("combat.no-suitable-factor", { unit = t.id })
      else
        local attacker = spec.attacker
        if type(attacker) == "function" then attacker = attacker() end
        attacks = attacks + 1
        combat.attack{ kind = spec.kind, attacker = attacker, target = t, weapon = w, from = spec.from or hex,
          av_terms = spec.av_terms }
      end
    end
  end
  return attacks
end

-- Missions --------------------------------------------------------------------------

-- smoke lays Level 2 smoke in the hex [oba.smoke, los.smoke].
function artillery.smoke(hex, rule)
  local level = nw68.entity("item", "oba-smoke").stats.smoke_level or 2
  local max = nw68.entity("marker_kind", "smoke").stats.max_level or 2
  if level > max then level = max end
  nw68.set_marker(hex, "smoke", level)
  nw68.say("oba.smoke-covers", { level = level, hex = hex }, { rule = rule or "oba.smoke" })
end

-- barrage attacks every land unit in the hex with the Barrage factors, then
-- marks the hex with Shellholes unless it has them already [oba.barrage].
-- The holes are made by the strike, so they do not shelter its targets.
function artillery.barrage(hex, side)
  local ws = artillery.item_weapons("oba-barrage")
  local n = artillery.shell(hex, {
    attacker = artillery.standin("oba-barrage", "Barrage", side, hex), kind = "oba", what = "a Barrage",
    weapon = function(t) return artillery.suit(ws, t) end,
  })
  if terrain.has(hex, "shellholes") then
    nw68.say("oba.already-shellholes", { hex = hex })
  else
    nw68.set_marker(hex, "shellholes", 0)
    nw68.say("oba.shellholes-left", { hex = hex })
  end
  return n
end

-- sarin makes the Sarin check of one unit: 1D6, 1 = two hits, 2-3 = one
-- hit, 4-6 = nothing [oba.chemical]. It returns the hits.
function artillery.sarin(u, why) -- why: the hex u enters, or nil
  local _, roll = nw68.roll(1, 6, "oba.sarin-roll", { params = { unit = u.id } })
  local hits = 0
  if roll == 1 then hits = 2 elseif roll <= 3 then hits = 1 end
  if why then
    nw68.say("oba.sarin-entering", { unit = u.id, hex = why, roll = roll, hits = hits })
  else
    nw68.say("oba.sarin", { unit = u.id, roll = roll, hits = hits })
  end
  nw68.report("chemical", { unit = u.id, roll = roll, hits = hits })
  if hits > 0 then nw68.hits(u.id, hits, { kind = "chemical" }) end
  return hits
end

-- land_targets lists the land units a Chemical strike reaches in a hex.
local function land_targets(hex)
  local out = {}
  for _, t in ipairs(artillery.targets(hex)) do
    if units.air(t) then
      nw68.say("combat.sarin-airborne", { unit = t.id })
    elseif artillery.static(t) then
      nw68.say("missiles.sarin-site", { unit = t.id })
    else
      table.insert(out, t)
    end
  end
  return out
end

-- chemical checks every land unit in the hex and marks it with a Chemical
-- marker belonging to strike `group` [oba.chemical, oba.chemical-dispersal].
function artillery.chemical(hex, group)
  for _, t in ipairs(land_targets(hex)) do
    local u = nw68.unit(t.id)
    if u.alive then artillery.sarin(u) end
  end
  nw68.set_marker(hex, "chemical", 0)
  local marked = nw68.value(nil, "chemical") or {}
  marked[hex] = group
  nw68.set_value(nil, "chemical", marked)
  nw68.say("oba.chemical-marked", { hex = hex })
end

-- new_chemical_group numbers a Chemical strike (its markers go together
-- under the optional dispersal rule).
function artillery.new_chemical_group()
  local n = (nw68.state().vars.chem_strikes or 0) + 1
  nw68.set_var("chem_strikes", n)
  return n
end

-- dispersal reports whether the optional Sarin dispersal rule is in play: the
-- scenario option chemical_dispersal, or the game variable of the same name.
function artillery.dispersal()
  local sc = nw68.scenario()
  if sc and sc.options and sc.options.chemical_dispersal then return true end
  return (nw68.state().vars.chemical_dispersal or 0) > 0
end

-- chemical_cleanup runs at Cleanup: without the optional rule every Chemical
-- marker this module placed goes; with it each strike rolls 1D6, 1-2 clears
-- its markers, 3-6 keeps them (put back if another step took them)
-- [oba.chemical, oba.chemical-dispersal, cleanup.steps].
function artillery.chemical_cleanup()
  local groups, ids = {}, {}
  local marked = nw68.value(nil, "chemical") or {}
  local labels = {}
  for hex in pairs(marked) do table.insert(labels, hex) end
  table.sort(labels)
  for _, hex in ipairs(labels) do
    if nw68.on_map(hex) then
      local g = marked[hex]
      if not groups[g] then
        groups[g] = {}
        table.insert(ids, g)
      end
      table.insert(groups[g], hex)
    end
  end
  table.sort(ids)
  local optional = artillery.dispersal()
  for _, g in ipairs(ids) do
    local hexes = groups[g]
    table.sort(hexes, label_less)
    local clear = true
    if optional then
      local _, roll = nw68.roll(1, 6, "oba.sarin-dispersal-roll")
      clear = roll <= 2
      if clear then
        nw68.say("oba.sarin-disperses", { hexes = table.concat(hexes, ", "), roll = roll })
      else
        nw68.say("oba.sarin-lingers", { hexes = table.concat(hexes, ", "), roll = roll })
      end
    end
    local removed = {}
    for _, hex in ipairs(hexes) do
      local present = nw68.hex(hex).markers.chemical ~= nil
      if clear then
        if present then
          nw68.remove_marker(hex, "chemical")
          table.insert(removed, hex)
        end
        marked[hex] = nil
      elseif not present then
        nw68.set_marker(hex, "chemical", 0)
      end
    end
    if not optional and #removed > 0 then
      nw68.say("oba.chemical-removed", { hexes = table.concat(removed, ", ") })
    end
  end
  local left = false
  for _ in pairs(marked) do left = true end
  nw68.set_value(nil, "chemical", left and marked or nil)
  if #ids == 0 or not optional then nw68.set_var("chem_strikes", 0) end
end

-- Biological ------------------------------------------------------------------

-- biological strikes the infantry in the hex (not aboard a carrier), in
-- order of unit id: 1D6 each, 1 = a full-strength Zealot, 2 = a reduced
-- Zealot, 3 = one hit, 4-6 = nothing; Black Hand infantry is immune; new
-- Zealots sharing the hex with enemies assault them [oba.biological,
-- oba.biological-conversion]. The conversions and their assaults are
-- black-hand/lib/zealots.lua's, shared with the events. It returns the converted ids.
function artillery.biological(hex)
  local ids = {}
  for _, t in ipairs(artillery.targets(hex)) do
    if units.infantry(t) then table.insert(ids, t.id) end
  end
  if #ids == 0 then
    nw68.say("oba.no-victim", { hex = hex })
    return {}
  end
  return zealots.biological(ids, "oba.biological")
end

-- Nuclear -----------------------------------------------------------------------

-- nuclear strikes the hex and its six neighbours: air units there are
-- destroyed, every other unit is attacked separately with the Nuclear
-- factors (terrain and sandbags count, concealment does not); the centre gets
-- a Radiation marker [oba.nuclear, oba.radiation]. It returns the attacks made.
function artillery.nuclear(centre, side)
  local ws = artillery.item_weapons("oba-nuclear")
  local attacker = artillery.standin("oba-nuclear", "Nuclear", side, centre)
  local attacks = 0
  for _, h in ipairs(nw68.within(centre, 1)) do
    for _, t in ipairs(artillery.targets(h)) do
      if units.air(t) and nw68.unit(t.id).alive then
        nw68.say("oba.blast-airborne", { unit = t.id })
        nw68.eliminate(t.id, "oba.nuclear")
      end
    end
    attacks = attacks + artillery.shell(h, {
      attacker = attacker, kind = "nuclear", what = "a Nuclear strike", nuclear = true,
      weapon = function(t) return artillery.suit(ws, t) end,
    })
  end
  if nw68.hex(centre).markers.radiation == nil then
    nw68.set_marker(centre, "radiation", 0)
    nw68.say("oba.radiation-marked", { hex = centre })
  end
  return attacks
end

-- irradiate attacks a unit passing through a Radiation hex with the Nuclear
-- factors (HE against aircraft) [oba.radiation].
function artillery.irradiate(u, hex)
  local ws = artillery.item_weapons("oba-nuclear")
  nw68.say("oba.radiation-crossed", { unit = u.id, hex = hex })
  combat.attack{ kind = "nuclear", attacker = artillery.standin("radiation", "Radiation", "", hex),
    target = u, weapon = artillery.suit(ws, u), from = u.hex }
end

return artillery
