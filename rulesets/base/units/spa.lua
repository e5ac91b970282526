-- SPA indirect fire [units.spa-indirect-fire]: `spa_indirect {unit, target,
-- weapon, spotter, co_bonus}` strikes a hex a CO/2IC or recon unit of the
-- SPA's formation sees; where it lands is oba/lib/artillery.lua's (on a miss,
-- the defender's `deviate`, oba/oba.lua), what it does there units/lib/spa.lua's
-- strike, the one direct fire uses too.
local units = require("units")
local vehicles = require("vehicles")
local artillery = require("artillery")
local combat = require("combat")
local spa = require("spa")

local fire_weapons = spa.weapons

local function spotter_of(u, hex, want)
  for _, s in ipairs(vehicles.spotters(u, hex)) do
    if want == nil or s.id == want then return s end
  end
  return nil
end

-- candidates: every SPA of the side to act at every hex holding an enemy unit
nw68.on("action_enumerate", "spa_indirect", function()
  local out, side = {}, nw68.acting_side()
  local hexes = artillery.enemy_hexes(side)
  for _, u in ipairs(nw68.units({ side = side })) do
    if units.spa(u) and u.on_map then
      for _, h in ipairs(hexes) do table.insert(out, { unit = u.id, target = h }) end
    end
  end
  return out
end)

nw68.on("action_validate", "spa_indirect", function(a)
  -- an SPA on the map that has not acted yet: spa_indirect's preconditions
  local u = nw68.unit(a.unit)
  local ws = fire_weapons(u, a.weapon)
  if #ws == 0 then return "no_weapon", "units.weapons", "units.spa-no-weapon", { unit = u.type, weapon = tostring(a.weapon) } end
  for _, w in ipairs(ws) do
    if w.kind ~= "ap" and w.kind ~= "he" then
      return "wrong_weapon", "combat.air-targets", "combat.spa-wrong-kind", { kind = w.kind }
    end
    if u.statuses.shaken and w.kind ~= "he" then
      return "shaken", "results.shaken", "results.spa-shaken-he-only", { unit = u.id }
    end
  end
  local d, reach = nw68.distance(u.hex, a.target), 0
  for _, w in ipairs(ws) do reach = math.max(reach, combat.range(u, w)) end
  if d > reach then
    return "out_of_range", "units.spa-indirect-fire", "units.spa-out-of-range", { hex = a.target, d = d, unit = u.id, reach = string.format("%d", reach) }
  end
  if not spotter_of(u, a.target, a.spotter) then
    if a.spotter then
      return "no_spotter", "units.spa-indirect-fire", "units.spotter-cannot-call", { spotter = a.spotter, hex = a.target }
    elseif u.formation and u.formation ~= "" then
      return "no_spotter", "units.spa-indirect-fire", "units.no-spotter-of", { formation = u.formation, hex = a.target }
    end
    return "no_spotter", "units.spa-indirect-fire", "units.no-spotter", { hex = a.target }
  end
  return nil
end)

-- one accuracy roll (a miss waits for the defender to name the hex it lands
-- in, oba/oba.lua), then each unit in the struck hex is attacked separately
-- with the SPA's factor that suits it (the SPA never strikes itself)
nw68.on("action_resolve", "spa_indirect", function(a)
  local u = nw68.unit(a.unit)
  local spotter = spotter_of(u, a.target, a.spotter)
  nw68.say("units.spa-fire-called", { spotter = spotter.id, unit = u.id, hex = a.target })
  local roll = artillery.roll_accuracy(a.target, "units.spa-accuracy-roll", "units.spa-indirect-fire")
  -- the CO bonus, when the player asks for it, improves the one strike: every
  -- unit it attacks [command.co-bonus]
  local co_terms = spa.co_terms(u, a.co_bonus == true) or {}
  nw68.set_counter(u.id, "fired", 1)
  nw68.set_status(u.id, "finished", true)
  artillery.settle{ name = "spa", side = u.side, aimed = { a.target }, rolls = { roll },
    struck = { roll == 1 and "" or a.target }, radius = 0,
    unit = u.id, target = a.target, spotter = spotter.id, weapon = a.weapon or "", co_terms = co_terms }
end)

nw68.on("strike_landed", "spa", function(s)
  local u = nw68.unit(s.unit)
  local struck = s.struck[1]
  local attacks = spa.strike(u, struck, {
    kind = "indirect", weapons = fire_weapons(u, s.weapon ~= "" and s.weapon or nil),
    av_terms = #s.co_terms > 0 and s.co_terms or nil,
  })
  if attacks == 0 then nw68.say("units.spa-no-attack", { hex = struck }) end
  nw68.report("spa_indirect", {
    unit = u.id, target = s.target, spotter = s.spotter, accuracy = s.rolls[1], struck = struck, attacks = attacks,
  })
end)
