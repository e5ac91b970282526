-- Event markers and the Events Table [events.*, counters.high-morale].
--
-- Drawing an Event marker (the turn's `draw` action fires the marker_drawn hook):
--  1. the player affected is picked at random among the players (the sides
--     of the game, in their order, less a Black Hand that no player
--     commands): 1D6 split in equal bands when the number of players divides
--     6 (two players: 1-3 the first, 4-6 the second; three: 1-2, 3-4, 5-6),
--     else one die as big as the number of players; with one player, no roll;
--  2. 2D6 on the "events" table (events/tables.hcl); the row's `event` says what
--     happens, and it happens at once (events may not be declined).
--
-- Readings taken:
--  * spawns (2-4): a named hex that is not on the map is skipped. A hex held
--    by other sides' ground units: the new unit enters the first vacant
--    neighbour (no ground unit of any side, enterable by it) by label and
--    assaults the first of them by id, staying on the map afterwards (only
--    the asterisked results remove their attackers); with no vacant
--    neighbour it does not appear. A hex with Black Hand units: it stacks
--    there if there is room, else enters the first neighbour by label with
--    no other side's ground unit and room. Helicopters and planes do not
--    hold a hex;
--  * ambushes (5-7): like every event they affect the player picked ("all
--    units" are his units): every hex of that terrain (as terrain or as a
--    feature) holding ground units of the affected player is assaulted once
--    (none when the event falls on the Black Hand, whose units the Black
--    Hand never attacks, or on no player), in label order, by one attacker entering from the
--    first vacant neighbour by label (or, with none, straight in the hex);
--    the target is the first unit by id of those standing there when the
--    event was drawn. Helicopters and passengers are never assaulted. The
--    attacker leaves the map after its assault, win or lose, and comes back
--    to nothing: it stays in play, off the map;
--  * an ambush or spawn assault that takes a hex lets the owner of the other
--    defender name its retreat hex (a `retreat` window, as after a player's
--    assault [assault.success]); the event pauses there, the window's
--    context holding what is left (the hexes still to assault or fill, the
--    row's key), and goes on when the window is answered or passed up;
--  * event 8 picks the two infantry units (on the map, not aboard, by id) with
--    one die as big as the number left for each pick; with two or fewer, all
--    of them, no roll. Then one 1D6 Biological roll each (black-hand/lib/zealots.lua);
--  * events 9 and 10: the player chooses; the High Morale marker goes to a
--    unit of his on the map that has none (it sits on the unit: the status
--    "high-morale", which results/results.lua consumes). A player with nothing to
--    choose from gets nothing;
--  * event 11: the player chooses any Weapon marker of the game and an
--    infantry unit of his on the map (not Huge) to carry it; with no such
--    unit the cache is lost;
--  * event 12: one Barrage joins the player's off-board artillery (holding
--    "oba", key "oba/barrage").
-- Where the affected player has more than one choice, a mandatory "event"
-- window is opened for him; its one action is event_choice {unit, weapon}.
--
-- The dispatch by the row's `event` kind, the affected player, the table's
-- dice and the choices of the "event" window are events/lib/event_kinds.lua's;
-- this file registers the base game's kinds (spawn, ambush, biological,
-- rally, refit, weapon, oba) and choices (rally, refit, high-morale, weapon).
-- A spawn or ambush row may name a unit type of another side than the Black
-- Hand's (its faction): it enters play on that side, and it assaults the
-- units of the other sides.
local zealots = require("zealots")
local units = require("units")
local terrain = require("terrain")
local movement = require("movement")
local retreat = require("retreat")
local kinds = require("event_kinds")

local SIDE = zealots.SIDE
local own = kinds.own

-- row_say writes a line of an event row: the message of what happened
-- (ROW_LINES, declared in events/messages.hcl), citing the row's rule (a
-- layer's row, whose rule it declares, shares the lines).
local ROW_LINES = {
  ["rallies"] = "events.inspiring-commander-rallies", ["refitted"] = "events.supply-cache-refitted",
  ["weapon"] = "events.weapon-cache-weapon", ["enters"] = "events.unit-enters", ["off-map"] = "events.off-map",
  ["own-units"] = "events.own-units", ["own-units-black-hand"] = "events.own-units-black-hand",
  ["no-target"] = "events.no-target", ["immune"] = "events.biological-attack-immune",
  ["no-infantry"] = "events.biological-attack-no-infantry", ["strikes"] = "events.biological-attack-strikes",
  ["no-shaken"] = "events.inspiring-commander-no-shaken", ["no-one-to-inspire"] = "events.no-one-to-inspire",
  ["no-reduced"] = "events.supply-cache-no-reduced", ["cache-lost"] = "events.weapon-cache-cache-lost",
  ["oba-marker"] = "events.ammo-depot-oba-marker",
}
local function row_say(rule, what, params)
  nw68.say(ROW_LINES[what] or error("no line " .. tostring(what) .. " of an event row"), params, { rule = rule })
end

-- Units of the affected player --------------------------------------------------------

-- weapon_ids lists the Weapon markers an event row offers (its `weapons`), by id.
local function weapon_ids(key)
  local row = nw68.table("events", key)
  local out = {}
  for _, id in ipairs(row and row.weapons or {}) do
    local it = nw68.entity("item", id)
    if it and it.tags.weapon then table.insert(out, id) end
  end
  table.sort(out)
  return out
end

-- a choice of one of the player's units (rally, refit, high-morale, weapon)
local function unit_step(name, pred, give, check)
  nw68.on("event_step", name, kinds.spec{
    what_key = name == "weapon" and "events.what-unit-and-weapon" or "events.what-unit",
    candidates = function(c)
      local out = {}
      for _, u in ipairs(own(c.side, pred)) do
        if name == "weapon" then
          for _, w in ipairs(weapon_ids(c.event)) do table.insert(out, { unit = u.id, weapon = w }) end
        else
          table.insert(out, { unit = u.id })
        end
      end
      return out
    end,
    validate = function(a, c)
      if not a.unit then return "bad_param", c.rule, "events.name-the-unit", {} end
      local u = nw68.unit(a.unit)
      if u.side ~= c.side or not u.on_map then
        return "not_friendly", c.rule, "events.not-own-unit", { unit = a.unit, side = c.side }
      end
      if name ~= "weapon" and a.weapon then return "bad_param", c.rule, "events.no-weapon-given", {} end
      return check(u, a, c)
    end,
    apply = function(a, c)
      local u = nw68.unit(a.unit)
      give(u, a, c)
      nw68.report("event_effect", { step = name, unit = u.id, weapon = a.weapon or "", side = u.side })
    end,
  })
end

unit_step("rally", function(u) return u.statuses.shaken == true end, function(u, _, c)
  nw68.set_status(u.id, "shaken", false)
  row_say(c.rule, "rallies", { unit = u.id })
end, function(u, a, c)
  if not u.statuses.shaken then return "not_shaken", c.rule, "events.not-shaken", { unit = a.unit } end
end)

unit_step("refit", function(u) return u.face == "reduced" end, function(u, _, c)
  nw68.set_face(u.id, "")
  row_say(c.rule, "refitted", { unit = u.id })
end, function(u, a, c)
  if u.face ~= "reduced" then return "not_reduced", c.rule, "events.not-reduced", { unit = a.unit } end
end)

unit_step("high-morale", function(u) return not u.statuses["high-morale"] end, function(u)
  nw68.set_status(u.id, "high-morale", true)
  nw68.say("counters.high-morale-given", { unit = u.id })
end, function(u, a)
  if u.statuses["high-morale"] then
    return "high_morale", "counters.high-morale", "counters.already-high-morale", { unit = a.unit }
  end
end)

unit_step("weapon", function(u) return units.infantry(u) and not units.huge(u) end, function(u, a, c)
  local carries = {}
  for _, it in ipairs(u.carries) do table.insert(carries, it) end
  table.insert(carries, a.weapon)
  nw68.set_items(u.id, "carries", carries)
  row_say(c.rule, "weapon", { unit = u.id, weapon = a.weapon })
end, function(u, a, c)
  if not units.infantry(u) then return "not_infantry", c.rule, "events.weapons-infantry-only", {} end
  if units.huge(u) then return "huge", "units.huge", "events.huge-no-weapons", {} end
  local ok = false
  for _, w in ipairs(weapon_ids(c.event)) do ok = ok or w == a.weapon end
  if not ok then return "no_weapon", c.rule, "events.not-weapon-marker", { weapon = tostring(a.weapon) } end
end)

-- Units entering play --------------------------------------------------------------

-- side_of returns the side a unit type of an event enters play on: its
-- faction, the Black Hand's when it has none.
local function side_of(unit_type)
  local e = nw68.entity("unit_type", unit_type)
  if e and e.faction and e.faction ~= "" then return e.faction end
  return SIDE
end

-- occupants lists the ground units in a hex, by id: of `side` (mine true)
-- or of every other side (mine false).
local function occupants(hex, side, mine)
  local out = {}
  for _, u in ipairs(nw68.units_at(hex)) do
    if movement.counts(u) and ((u.side == side) == mine) then table.insert(out, u) end
  end
  table.sort(out, function(a, b) return a.id < b.id end)
  return out
end

-- enter brings a unit of an event into play in a hex, with the Weapons the
-- row gives it.
local function enter(unit_type, hex, rule, carries)
  local side = side_of(unit_type)
  local id
  if side == SIDE then
    id = zealots.spawn(unit_type, hex, rule, true)
  else
    id = nw68.spawn{ type = unit_type, side = side, hex = hex }
  end
  row_say(rule, "enters", { unit = id, hex = hex })
  if carries and #carries > 0 then nw68.set_items(id, "carries", carries) end
  return id
end

local function first_vacant(hex, proto)
  local ns = nw68.neighbors(hex)
  table.sort(ns)
  for _, n in ipairs(ns) do
    if zealots.vacant(n) and zealots.enterable(proto, n, hex) then return n end
  end
  return nil
end

-- spawn_from brings the units of a spawn row in, from the row's hex number
-- c.at on (c = {event = the row's key, map, at, any}); an assault that
-- opens a `retreat` window pauses it, and the window's continuation
-- ("spawn", a retreat_done handler) goes on from the next hex [events.spawn]
local function spawn_from(c)
  local row = kinds.row(c.event, c.map)
  local proto = zealots.proto(row.spawn)
  local side = side_of(row.spawn)
  local any = c.any
  for n = c.at, #row.hexes do
    local hex = kinds.label(row.hexes[n], c.map)
    if not nw68.on_map(hex) then
      row_say(row.rule, "off-map", { hex = hex })
    else
      local foes = occupants(hex, side, false)
      if #foes > 0 then
        local entry = first_vacant(hex, proto)
        if not entry then
          nw68.say("events.spawn-blocked", { hex = hex })
        else
          local id = enter(row.spawn, entry, row.rule, row.carries)
          nw68.set_control(entry, side) -- the last side with a unit there [control.hex]
          any = any or side == SIDE
          nw68.say("events.spawn-assault", { hex = hex, side = foes[1].side, unit = id, from = entry })
          if zealots.assault{ attacker = id, target = foes[1].id, rule = "events.spawn",
              after = { name = "spawn", event = c.event, map = c.map, at = n + 1, any = any } } then
            return
          end
        end
      else
        local at = hex
        if #occupants(hex, side, true) >= movement.stack_limit then
          at = nil
          local ns = nw68.neighbors(hex)
          table.sort(ns)
          for _, nb in ipairs(ns) do
            if not at and #occupants(nb, side, false) == 0 and #occupants(nb, side, true) < movement.stack_limit
                and zealots.enterable(proto, nb, hex) then
              at = nb
            end
          end
          if at then
            if side == SIDE then
              nw68.say("events.spawn-full-black-hand", { hex = hex, at = at })
            else
              nw68.say("events.spawn-full", { hex = hex, side = side, at = at })
            end
          else
            nw68.say("events.spawn-no-room", { hex = hex })
          end
        elseif #occupants(hex, side, true) > 0 then
          if side == SIDE then
            nw68.say("events.spawn-stacks-black-hand", { hex = hex })
          else
            nw68.say("events.spawn-stacks", { side = side, hex = hex })
          end
        end
        if at then
          enter(row.spawn, at, row.rule, row.carries)
          nw68.set_control(at, side)
          any = any or side == SIDE
        end
      end
    end
  end
  if any then zealots.appeared() end
end

nw68.on("retreat_done", "spawn", function(ev) spawn_from(ev.after) end)

-- 2, 3, 4: units enter play in named hexes [events.spawn]
nw68.on("event_row", "spawn", kinds.sideless(function(row, _, ctx)
  spawn_from({ event = row.key, map = ctx.map, at = 1, any = false })
end))

-- ambush_from assaults the hexes of c.targets one after the other
-- (c = {targets = {{hex, ids}...}, event = the row's key, spawn, carries,
-- rule, side}); an assault that opens a `retreat` window pauses the ambush,
-- and the window's continuation ("ambush", a retreat_done handler) goes on with the
-- hexes left [events.ambush, assault.success]
local function ambush_from(c)
  local proto = zealots.proto(c.spawn)
  for n, spot in ipairs(c.targets) do
    local target = nil
    for _, id in ipairs(spot.ids) do
      local u = nw68.unit(id)
      if not target and u.alive and u.on_map and u.hex == spot.hex and movement.counts(u) then target = id end
    end
    if target then
      local entry = first_vacant(spot.hex, proto) or spot.hex
      local id = enter(c.spawn, entry, c.rule, c.carries)
      local rest = {}
      for k = n + 1, #c.targets do table.insert(rest, c.targets[k]) end
      local after = { name = "ambush", targets = rest, event = c.event, spawn = c.spawn, carries = c.carries,
        rule = c.rule, side = c.side }
      if zealots.assault{ attacker = id, target = target, leave = true, rule = c.rule, after = after } then
        return
      end
    end
  end
end

nw68.on("retreat_done", "ambush", function(ev) ambush_from(ev.after) end)

-- 5, 6, 7: every unit of the affected player on a hex of a terrain is
-- assaulted, one attacker a hex, which then leaves the map [events.ambush,
-- events.marker]. The row's spawn (or ctx.spawn, the attacker a layer
-- chose, with ctx.carries) attacks; ctx.map confines it to one map.
nw68.on("event_row", "ambush", kinds.player(function(row, side, ctx)
  local spawn = ctx.spawn or row.spawn
  if side == side_of(spawn) then
    if side == SIDE then
      row_say(row.rule, "own-units-black-hand", {})
    else
      row_say(row.rule, "own-units", { side = side })
    end
    return
  end
  local byhex, hexes = {}, {}
  for _, u in ipairs(nw68.units({ side = side })) do
    if u.side == side and movement.counts(u) and kinds.within_map(u, ctx.map) and terrain.has(u.hex, row.terrain) then
      if not byhex[u.hex] then
        byhex[u.hex] = {}
        table.insert(hexes, u.hex)
      end
      table.insert(byhex[u.hex], u.id)
    end
  end
  table.sort(hexes)
  if #hexes == 0 then
    row_say(row.rule, "no-target", { side = side, terrain = row.terrain })
    return
  end
  nw68.say("events.ambush-no-opportunity-fire")
  local targets = {}
  for _, hex in ipairs(hexes) do table.insert(targets, { hex = hex, ids = byhex[hex] }) end
  ambush_from({ targets = targets, event = row.key, spawn = spawn, carries = ctx.carries or row.carries,
    rule = row.rule, side = side })
end))

-- 8: two random infantry units of the player suffer a Biological attack
nw68.on("event_row", "biological", kinds.player(function(row, side, ctx)
  if side == SIDE then
    row_say(row.rule, "immune", {})
    return
  end
  local pool = own(side, function(u) return units.infantry(u) and not u.aboard and kinds.within_map(u, ctx.map) end)
  local chosen = {}
  local n = row.count or 2
  if #pool <= n then
    for _, u in ipairs(pool) do table.insert(chosen, u.id) end
  else
    for _ = 1, n do
      local _, r = nw68.roll(1, #pool, "events.infantry-struck-roll")
      table.insert(chosen, table.remove(pool, r).id)
    end
  end
  if #chosen == 0 then
    row_say(row.rule, "no-infantry", { side = side })
    return
  end
  row_say(row.rule, "strikes", { units = table.concat(chosen, " and ") })
  zealots.biological(chosen, row.rule)
end))

-- 9: rally a Shaken unit, or with none, give High Morale
nw68.on("event_row", "rally", kinds.player(function(row, side)
  if not kinds.offer("rally", side, row.rule, row.key) then
    row_say(row.rule, "no-shaken", { side = side })
    if not kinds.offer("high-morale", side, row.rule, row.key) then row_say(row.rule, "no-one-to-inspire", { side = side }) end
  end
end))

-- 10: refit a reduced unit, or with none, give High Morale
nw68.on("event_row", "refit", kinds.player(function(row, side)
  if not kinds.offer("refit", side, row.rule, row.key) then
    row_say(row.rule, "no-reduced", { side = side })
    if not kinds.offer("high-morale", side, row.rule, row.key) then row_say(row.rule, "no-one-to-inspire", { side = side }) end
  end
end))

-- 11: a Weapon of the player's choice
nw68.on("event_row", "weapon", kinds.player(function(row, side)
  if not kinds.offer("weapon", side, row.rule, row.key) then
    row_say(row.rule, "cache-lost", { side = side })
  end
end))

-- 12: one more OBA mission
nw68.on("event_row", "oba", kinds.player(function(row, side)
  local key = "oba/" .. row.mission
  local n = nw68.holding(side, key) + 1
  nw68.set_holding(side, key, n)
  row_say(row.rule, "oba-marker", { side = side, mission = row.mission, n = n })
  nw68.report("event_effect", { step = "oba", unit = "", weapon = "", side = side, mission = row.mission, count = n })
end))

nw68.on("marker_drawn", "event", function() kinds.draw() end, { id = "draw" })

-- The player's choice ----------------------------------------------------------

local function window()
  local i = nw68.state().interrupt
  if i and i.kind == "event" then return i end
  return nil
end

nw68.on("action_validate", "event_choice", function(a)
  local i = window()
  if not i then
    return "no_interrupt", "events.marker", "events.no-choice-waiting", {}
  end
  return kinds.step(i.context.step).validate(a, i.context)
end)

nw68.on("action_resolve", "event_choice", function(a)
  local c = nw68.state().interrupt.context
  nw68.close_interrupt()
  kinds.step(c.step).apply(a, c)
end)

nw68.on("action_enumerate", "event_choice", function()
  local i = window()
  if not i then return {} end
  return kinds.step(i.context.step).candidates(i.context)
end)
