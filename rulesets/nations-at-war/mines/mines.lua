-- Mines [mines.*] (7.2).
--
-- Memory per hex: the typed value "mines-entered" of a hex is the set of sides whose units have
-- stood in it ({german = 1}); a walk's lead records its stack as it enters, an assault, an
-- overrun or a retreat its units, and every activation's start records where all units stand
-- (the setup included). A hex is fresh for a side S when no enemy of S is in that set, so S may
-- mine it right after an enemy first walks in [mines.placement].
--
-- On entering a hex, in this order (dice order 7 of IDS.md):
--   1. a Mine already there attacks the units entering (phase first) [mines.entering];
--   2. a fresh hex opens the `mines` window of a side holding Mine markers (phase last, before
--      Opportunity Fire); placed, the new Mine attacks at once; then the Opportunity Fire window
--      of that hex is offered, and the walk goes on [mines.before-opportunity].
-- Infantry that entered a Mine hex stops there (walk_halts) [mines.infantry-stop]. Nothing
-- attacks a unit leaving a Mine hex [mines.leaving].
local cc = require("close_combat")
local movement = require("movement")
local opportunity = require("opportunity")

local MEMORY = "mines-entered"

local function entered(hex)
  return nw68.value({ hex = hex }, MEMORY) or {}
end

-- remember notes that units of `side` have stood in `hex`.
local function remember(hex, side)
  local m = entered(hex)
  if m[side] then return end
  local out = {}
  for k, v in pairs(m) do out[k] = v end
  out[side] = 1
  nw68.set_value({ hex = hex }, MEMORY, out)
end

local function count_at_least(faces, n)
  local c = 0
  for _, f in ipairs(faces) do if f >= n then c = c + 1 end end
  return c
end

-- attack: the Mine in `hex` attacks the units `ids` standing there (HQs are never its target):
-- 2d6 at 5+, no defence dice, hits shared one each first [mines.attack, mines.hits].
local function attack(hex, ids)
  local targets = {}
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    if u and u.alive and u.on_map and u.hex == hex and not cc.hq(u) then table.insert(targets, u) end
  end
  if #targets == 0 then return end
  table.sort(targets, function(x, y) return x.id < y.id end)
  local mk = nw68.entity("marker_kind", "mines")
  local faces = nw68.roll(mk.stats.attack_dice, 6, "mines.attack-roll", { params = { hex = hex } })
  local hits = count_at_least(faces, mk.stats.attack_to_hit)
  local names = {}
  for _, u in ipairs(targets) do table.insert(names, u.id) end
  local shown = {}
  for _, f in ipairs(faces) do table.insert(shown, tostring(f)) end
  local line = { hex = hex, dice = mk.stats.attack_dice, need = mk.stats.attack_to_hit, faces = table.concat(shown, " "), hits = hits }
  if #names == 1 then
    line.unit = names[1]
    nw68.say("mines.attack-one", line)
  elseif #names == 2 then
    line.unit, line.other = names[1], names[2]
    nw68.say("mines.attack-two", line)
  else
    line.units = table.concat(names, " and ")
    nw68.say("mines.attack-many", line)
  end
  nw68.report("mine_attack", { hex = hex, hits = hits, dice = table.concat(shown, " ") })
  local share = cc.share(targets, hits, "mines.hits")
  for _, u in ipairs(targets) do
    if (share[u.id] or 0) > 0 then nw68.hits(u.id, share[u.id], { mine = true }) end
  end
end

-- movers: the units an entry brings into the hex, or nil when another entry of the same step
-- speaks for them (a walk's or a group's other units enter first, without the context).
local function movers(ev)
  local ctx = ev.context
  if ctx == nil or ctx.group then return nil end
  if ctx.units then return ctx.units end
  return { ev.unit }
end

-- 1. an existing Mine attacks whoever enters [mines.entering]
nw68.on("unit_enters_hex", "*", function(ev)
  if not nw68.markers(ev.hex).mines then return end
  local ids = movers(ev)
  if ids then attack(ev.hex, ids) end
end, { phase = "first", id = "mine-attack" })

-- water without a road or a bridge takes no Mine [mines.water]
local function wet(hex)
  local h = nw68.hex(hex)
  return h.terrain == "water" and not (h.features.road or h.features.bridge)
end

-- placer: the first side (in the game's order) holding Mine markers for which `hex` is fresh
-- after units of `side` entered it, or nil [mines.placement, mines.one-per-hex, mines.water].
local function placer(hex, side, ids)
  if nw68.markers(hex).mines or wet(hex) then return nil end
  local moving = {}
  for _, id in ipairs(ids) do moving[id] = true end
  for _, o in ipairs(nw68.units_at(hex)) do
    if not moving[o.id] then return nil end -- occupied before they came
  end
  local seen = entered(hex)
  for _, s in ipairs(nw68.state().sides) do
    if nw68.enemies(s, side) and nw68.holding(s, "mines") > 0 then
      local fresh = true
      for other, _ in pairs(seen) do
        if nw68.enemies(s, other) then fresh = false end
      end
      if fresh then return s end
    end
  end
  return nil
end

-- 2. a fresh hex may be mined right after the enemy walks in; the hex then remembers them
nw68.on("unit_enters_hex", "*", function(ev)
  local ids = movers(ev)
  if not ids then return end
  local u = nw68.unit(ev.unit)
  local side = u.side
  local who = nil
  local ctx = movement.pending(ev)
  if ctx and not nw68.state().interrupt and u.alive then who = placer(ev.hex, side, ids) end
  remember(ev.hex, side)
  if not who then return end
  ctx.placer = who
  nw68.open_interrupt{ kind = "mines", side = who, actions = { "place_mine" }, context = ctx, owned = true }
end, { phase = "last", before = "opportunity-fire", id = "mine-placement" })

-- every unit's hex is remembered when a pulse starts: the setup, and hexes entered other than
-- by a walk
nw68.on("activation_start", "*", function()
  for _, u in ipairs(nw68.units({})) do
    if u.on_map and not entered(u.hex)[u.side] then remember(u.hex, u.side) end
  end
end, { id = "mine-memory" })

-- after the `mines` window: Opportunity Fire in that hex, then the walk goes on
local function carry_on(ctx)
  if not opportunity.offer(ctx) then movement.resume(ctx) end
end

local function mines_window()
  local i = nw68.state().interrupt
  if i and i.kind == "mines" then return i end
  return nil
end

-- The window opens only for a side holding Mine markers (placer), so the supply needs no check here.
nw68.on("action_validate", "place_mine", function(a)
  local i = mines_window()
  if not i then return "no_interrupt", "mines.placement", "mines.no-window", {} end
  if a.hex and a.hex ~= i.context.hex then
    return "bad_param", "mines.placement", "mines.only-here", { hex = i.context.hex }
  end
  return nil
end)

nw68.on("action_enumerate", "place_mine", function()
  if not mines_window() then return {} end
  return { {} }
end)

nw68.on("action_resolve", "place_mine", function()
  local i = mines_window()
  local ctx = i.context
  nw68.close_interrupt()
  nw68.set_holding(i.side, "mines", nw68.holding(i.side, "mines") - 1)
  nw68.set_marker(ctx.hex, "mines", 0)
  nw68.say("mines.placed", { side = i.side, hex = ctx.hex, unit = ctx.unit })
  attack(ctx.hex, ctx.units or { ctx.unit })
  carry_on(ctx)
end)

nw68.on("interrupt_declined", "mines", function(ev)
  carry_on(ev)
end)

-- Infantry that entered a Mine hex in this pulse goes no farther [mines.infantry-stop].
nw68.on("walk_halts", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if nw68.markers(ev.hex).mines and movement.infantry(u) and movement.spent(u) > 0 then
    return "mines.infantry-stop"
  end
  return nil
end, { id = "mine-infantry-stop" })

-- Clearance ----------------------------------------------------------------------------------

nw68.on("action_validate", "clear_mines", function(a)
  local u = nw68.unit(a.unit)
  if nw68.distance(u.hex, a.hex) ~= 1 then
    return "not_adjacent", "mines.clearance", "mines.not-adjacent", { hex = a.hex, unit = u.id }
  end
  if not nw68.markers(a.hex).mines then return "no_mines", "mines.clearance", "mines.no-mines", { hex = a.hex } end
  if not (movement.infantry(u) or u.tags.engineer) then
    return "not_infantry", "mines.clearance", "mines.not-infantry", { unit = u.id }
  end
  return nil
end)

-- clear: the attempt itself, once any Opportunity Fire at the clearer is over.
local function clear(id, hex)
  local u = nw68.unit(id)
  if not u.alive then return end
  if u.statuses.disrupted then
    nw68.say("mines.clearer-disrupted", { unit = id, hex = hex })
  elseif u.tags.engineer then
    nw68.remove_marker(hex, "mines")
    nw68.say("mines.engineers-clear", { unit = id, hex = hex })
    nw68.report("clear_mines", { unit = id, hex = hex, cleared = 1 })
  else
    local d = nw68.roll(1, 6, "mines.clearance-roll")[1]
    local ok = d % 2 == 0
    if ok then nw68.remove_marker(hex, "mines") end
    nw68.say(ok and "mines.cleared" or "mines.not-cleared", { unit = id, hex = hex, die = d })
    nw68.report("clear_mines", { unit = id, hex = hex, cleared = ok and 1 or 0, die = d })
  end
  nw68.set_status(id, "ops-complete", true)
end

-- The clearer may draw Opportunity Fire first, in its own hex, with its own hex's defence
-- [mines.clearance-fire]: the window is the walk's, with no step to take, and the clearance is
-- the walk's end. Clearing counts as movement: the unit's MP are spent.
nw68.on("action_resolve", "clear_mines", function(a)
  local u = nw68.unit(a.unit)
  nw68.set_counter(u.id, "mp", movement.mf(u))
  local ctx = { unit = u.id, units = { u.id }, hex = u.hex, rest = {}, halted = {},
    after = { name = "clear_mines", unit = u.id, hex = a.hex },
    marks = { [u.id] = { face = u.face or "", disrupted = u.statuses.disrupted == true } } }
  if not opportunity.offer(ctx) then clear(u.id, a.hex) end
end)

-- the clearer is after.unit: a clearer the fire Disrupted is halted, so no longer in ev.units
nw68.on("walk_done", "clear_mines", function(ev)
  clear(ev.after.unit, ev.after.hex)
end)
