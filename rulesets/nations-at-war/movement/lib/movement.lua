-- Movement of Nations at War [movement.*, stacking.*]: what a step costs, what a unit may still
-- spend, the stacking count, and walking a path hex by hex so that every hex entered can open a
-- window (mines, opportunity fire) and the walk carries on when it closes.
--
-- MP: a unit's Movement Factor is the stat `mf` of the face shown; the unit counter `mp` holds
-- what that face has spent in this activation, across several actions (move, mount, dismount,
-- overwatch, lay_smoke, clear_wire, demolish_bridge) [movement.points, IDS.md Readings].
-- Terrain prices come from the movement_class blocks (movement/movement.hcl), which the kernel's
-- path search reads too [movement.terrain].
--
-- A walk moves one unit or a stack together: at each hex every walker enters, the lead last, and
-- only the lead's entry carries the walk's context, so a window opens once per hex for the stack
-- [movement.stacks, move-and-fire.stacks]. The window's context holds the rest of the walk:
-- movement.pending(ev) builds it from the lead's unit_enters_hex event, movement.resume(ctx)
-- carries it on when the window closes. Nothing of a walk lives in Lua between actions.
local units_lib = require("units")

local movement = {}

-- The stacking limit of 2.9 [stacking.limit].
movement.stack_limit = 2

-- tail returns all but the first entry of a list (a new list: contexts are read-only).
function movement.tail(list)
  local out = {}
  for i = 2, #list do table.insert(out, list[i]) end
  return out
end

-- mf is the Movement Factor of the face shown [movement.points].
function movement.mf(u) return u.stats.mf or 0 end

-- spent is what the face shown has spent this activation (the counter mp) [movement.points].
function movement.spent(u) return u.counters.mp or 0 end

-- mounted reports whether the face shown is a mounted one [transport.modes].
function movement.mounted(u)
  return u.face == "mounted" or u.face == "reduced-mounted"
end

-- infantry reports whether a unit moves as infantry for the rules that price infantry apart
-- (assault entry, AT ditches): a soft target on foot that is no gun, mortar or truck.
function movement.infantry(u)
  if units_lib.hard(u) or movement.mounted(u) then return false end
  return u.tags.infantry == true or u.tags["armored-infantry"] == true
end

-- unit_facts are what the "mp" stage's modifiers know of a mover (movement/values.hcl).
function movement.unit_facts(u)
  return { id = u.id, side = u.side, type = u.type, infantry = movement.infantry(u),
    hard = units_lib.hard(u), mounted = movement.mounted(u), mf = movement.mf(u) }
end

local function facts_of(u)
  local all = nw68.scratch("naw-movement-facts")
  local key = u.id .. "|" .. (u.face or "")
  local f = all[key]
  if f == nil then
    f = { unit = movement.unit_facts(u) }
    all[key] = f
  end
  return f
end

-- cost returns the MP u pays to step from `from` into `to`, with its explained terms, or nil and
-- the rule that closes the hex (water, a Bridge Out hex) [movement.terrain].
-- opts.facts adds step facts (an assault's, an overrun's); `before` is the hex the path came
-- out of into `from` ("" for a path's first step), move.fresh says the step is the first MP
-- the unit spends in this pulse, from where it stands.
function movement.cost(u, from, to, opts, before)
  local terms, _, rule = nw68.move_terms(u, from, to, facts_of(u))
  if not terms then return nil, rule end
  local move = { from = from or "", to = to, before = before or "",
    fresh = from == u.hex and movement.spent(u) == 0,
    road = from ~= nil and nw68.hex(from).features.road == true and nw68.hex(to).features.road == true }
  if opts and opts.facts then
    for k, v in pairs(opts.facts) do move[k] = v end
  end
  local mp = nw68.compute{
    stage = "mp", name = "movement.mp-to-enter", name_params = { unit = u.id, hex = to }, terms = terms,
    facts = { unit = movement.unit_facts(u), move = move },
  }
  return mp, nil
end

-- budget returns the MP u may still spend in this activation, and the rule that limits it: the MF
-- of the face shown less what it spent; a move-and-fire (opts.move_and_fire) is held to half
-- the MF, rounded down, by move-and-fire/modifiers.hcl [movement.points, move-and-fire.move-first].
function movement.budget(u, opts)
  local mf, spent = movement.mf(u), movement.spent(u)
  local terms = { { "movement.movement-factor", mf, "movement.points" } }
  if spent > 0 then table.insert(terms, { "movement.mp-spent", -spent, "movement.points" }) end
  local maf = opts ~= nil and opts.move_and_fire == true
  local mp, _, replaced_by = nw68.compute{
    stage = "mp_budget", name = "movement.mp-left", name_params = { unit = u.id }, terms = terms,
    facts = { unit = { id = u.id, side = u.side, mf = mf, spent = spent, hard = units_lib.hard(u) },
      budget = { move_and_fire = maf } },
  }
  if mp < 0 then mp = 0 end
  local rule = maf and "move-and-fire.move-first" or "movement.points"
  if replaced_by ~= "" then rule = replaced_by end
  return mp, rule
end

-- Who stands where [movement.enemy-hex, stacking.*] -----------------------------------------

-- foe_in returns an enemy unit that holds `hex` against u's move, or nil (the kernel's test:
-- the class's enemy_hex) [movement.enemy-hex].
function movement.foe_in(u, hex)
  local id = nw68.move_holder(u, hex)
  if not id then return nil end
  return nw68.unit(id)
end

-- combat reports whether a unit's type counts against the stacking limit wherever it stands:
-- HQs and sub-HQs and aircraft never do (nor markers, wrecks and support weapons, which are no
-- units) [stacking.exempt].
function movement.combat(u)
  return not u.tags.hq and not u.tags["sub-hq"] and not u.tags.aircraft
end

-- counts reports whether a unit counts against the stacking limit now: a living combat unit on
-- the map, not carried [stacking.exempt].
function movement.counts(u)
  return u.alive and u.on_map and not u.aboard and movement.combat(u)
end

-- stack returns the units in `hex` that count for stacking on the side of `u` (its own side and
-- its allies) [stacking.limit].
function movement.stack(hex, side)
  local out = {}
  for _, o in ipairs(nw68.units_at(hex)) do
    if movement.counts(o) and not nw68.enemies(side, o.side) then table.insert(out, o) end
  end
  return out
end

-- room reports whether the walkers `ids` may all stand in `hex` together with the counting units
-- already there (the walkers themselves left out): the limit holds at every moment, passing
-- through included [stacking.limit].
function movement.room(hex, ids, side)
  local walking = {}
  local n = 0
  for _, id in ipairs(ids) do
    walking[id] = true
    if movement.counts(nw68.unit(id)) then n = n + 1 end
  end
  for _, o in ipairs(movement.stack(hex, side)) do
    if not walking[o.id] then n = n + 1 end
  end
  return n <= movement.stack_limit, n
end

-- check walks a path on paper for the walkers `ids` and returns the MP each spends ({id = mp}),
-- or nil, a code, a rule, a reason (a message key) and its values. budgets: {id = MP} (default: movement.budget of each).
-- opts: enemy_rule (the rule that bars an enemy hex: move-and-fire's own), assault (the last hex
-- may hold the enemy), facts (step facts for the "mp" stage).
-- Codes: off_map, not_adjacent, enemy_hex, impassable, stacking_limit, too_far.
function movement.check(ids, path, budgets, opts)
  opts = opts or {}
  local first = nw68.unit(ids[1])
  local at = first.hex
  local spent = {}
  for _, id in ipairs(ids) do spent[id] = 0 end
  for i, to in ipairs(path) do
    if not nw68.on_map(to) then return nil, "off_map", "movement.points", "movement.off-map", { hex = to } end
    if nw68.distance(at, to) ~= 1 then
      return nil, "not_adjacent", "movement.terrain", "movement.not-adjacent", { hex = to, from = at }
    end
    local last = i == #path
    for _, id in ipairs(ids) do
      local u = nw68.unit(id)
      if movement.foe_in(u, to) and not (opts.assault and last) then
        return nil, "enemy_hex", opts.enemy_rule or "movement.enemy-hex", "movement.enemy-hex", { hex = to }
      end
      local mp, rule = movement.cost(u, at, to, opts, i > 1 and (path[i - 2] or first.hex) or nil)
      if not mp then
        return nil, "impassable", rule or "movement.terrain", "movement.impassable", { unit = id, hex = to }
      end
      spent[id] = spent[id] + mp
    end
    if not (opts.assault and last) then
      local ok, n = movement.room(to, ids, first.side)
      if not ok then
        return nil, "stacking_limit", "stacking.limit", "stacking.stacking-limit", { hex = to, n = n, limit = movement.stack_limit }
      end
    end
    at = to
  end
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    local b, brule
    if budgets and budgets[id] then b, brule = budgets[id], (opts.budget_rule or "movement.points")
    else b, brule = movement.budget(u) end
    if spent[id] > b then
      return nil, "too_far", brule, "movement.too-far", { unit = id, mp = spent[id], left = b }
    end
  end
  return spent
end

-- reach lists where u can go on `budget` MP from its hex, as nw68.move_reach: the kernel's
-- search prices every step by the class and the "mp" stage's modifiers. The stacking limit is
-- not part of the search: hexes already full are closed to it, passing through included.
function movement.reach(u, budget, spread)
  local closed = {}
  for _, o in ipairs(nw68.units({})) do
    if o.on_map and o.hex ~= u.hex and not movement.room(o.hex, { u.id }, u.side) then
      closed[#closed + 1] = o.hex
    end
  end
  return nw68.move_reach(u, budget, { closed = closed, stage = "mp", facts = facts_of(u),
    step_facts = "move", spread = spread })
end

-- Walking ---------------------------------------------------------------------------------

-- start_marks notes what a walker was when the walk began: its face and whether it was
-- Disrupted, so a Disruption or a step loss on the way stops it [movement.ops-complete].
local function start_marks(ids)
  local marks = {}
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    marks[id] = { face = u.face or "", disrupted = u.statuses.disrupted == true }
  end
  return marks
end

-- stopped returns the rule by which walker `id` must stop before its next step, or nil: it was
-- Disrupted or lost a step on the way (IDS.md Readings: "when it is stopped"), or another area's
-- walk_halts handler stops it (a Mine hex, 7.2) [movement.ops-complete].
local function stopped(id, after, marks)
  local u = nw68.unit(id)
  local m = marks[id] or {}
  local halts = nw68.fire("walk_halts", after.name or "*", { unit = id, hex = u.hex, after = after,
    disrupted = u.statuses.disrupted == true and not m.disrupted, reduced = (u.face or "") ~= (m.face or "") })
  if #halts > 0 then return halts[1] end
  if u.statuses.disrupted and not m.disrupted then return "movement.ops-complete" end
  if (u.face or "") ~= (m.face or "") then return "movement.ops-complete" end
  return nil
end

-- halt marks a walker that stops where it stands [movement.ops-complete].
local function halt(id, rule, halted)
  local u = nw68.unit(id)
  nw68.set_status(id, "ops-complete", true)
  nw68.say("movement.halted", { unit = id, hex = u.hex }, { rule = rule })
  table.insert(halted, { unit = id, hex = u.hex, rule = rule })
end

-- sift keeps the walkers still alive and able to go on; the others that must stop where they
-- stand are halted (Ops Complete) [movement.ops-complete].
local function sift(walkers, after, marks, halted)
  local still = {}
  for _, id in ipairs(walkers) do
    local u = nw68.unit(id)
    if u and u.alive then
      local rule = stopped(id, after, marks)
      if rule then halt(id, rule, halted) else table.insert(still, id) end
    end
  end
  return still
end

-- walk moves the walkers `ids` together along `path`, paying each its MP into the counter mp.
-- `after` names the continuation (after.name, the walk_done filter). It returns false when a
-- window paused the walk (movement.resume carries it on). A walker is asked whether it must stop
-- before each step and once more where the path ends, so one Disrupted, reduced or held (a Mine
-- hex, Wire) in the last hex is halted too: Ops Complete, and left out of walk_done's units,
-- since whatever the walk leads to (an assault's strike, a move-and-fire's shot) is its next step.
function movement.walk(ids, path, after, marks, halted, resumed)
  marks = marks or start_marks(ids)
  halted = halted or {}
  local walkers = {}
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    if u and u.alive then table.insert(walkers, id) end
  end
  for i, to in ipairs(path) do
    walkers = sift(walkers, after, marks, halted)
    if #walkers == 0 then break end
    -- the others first, the lead last with the walk's context: one window a hex for the stack
    for j = #walkers, 1, -1 do
      local id = walkers[j]
      local u = nw68.unit(id)
      local mp = movement.cost(u, u.hex, to, after.step_opts) or 0
      nw68.set_counter(id, "mp", movement.spent(u) + mp)
      local ctx = nil
      if j == 1 then
        ctx = { walk = true, path = path, i = i, units = walkers, after = after, marks = marks, halted = halted }
      end
      nw68.move(id, to, ctx)
    end
    if nw68.state().interrupt then return false end
  end
  walkers = sift(walkers, after, marks, halted)
  movement.finish(walkers, after, halted, resumed)
  return true
end

-- finish fires the walk_done handlers of the walk's after.name.
function movement.finish(walkers, after, halted, resumed)
  local alive = {}
  for _, id in ipairs(walkers) do
    local u = nw68.unit(id)
    if u and u.alive then table.insert(alive, id) end
  end
  local _, ran = nw68.fire("walk_done", after.name, { unit = alive[1] or walkers[1], units = alive,
    halted = halted or {}, after = after, alive = #alive > 0, resumed = resumed == true })
  if ran == 0 then error("no walk_done handler for " .. tostring(after.name)) end
end

-- pending returns what is left of a walk, as a window's context, from the lead's
-- unit_enters_hex event: {unit, units, hex, rest, after, marks, halted}; nil when the unit
-- entered the hex other than as a walk's lead.
function movement.pending(ev)
  local step = ev.context
  if not step or not step.walk then return nil end
  local rest = {}
  for i = step.i + 1, #step.path do table.insert(rest, step.path[i]) end
  return { unit = ev.unit, units = step.units, hex = ev.hex, rest = rest, after = step.after,
    marks = step.marks, halted = step.halted }
end

-- resume carries on a walk paused by a window, from the window's context (movement.pending's).
function movement.resume(ctx)
  local halted = {}
  for _, h in ipairs(ctx.halted or {}) do table.insert(halted, h) end
  return movement.walk(ctx.units or { ctx.unit }, ctx.rest or {}, ctx.after, ctx.marks, halted, true)
end

-- spend adds MP to a unit's counter for an action that costs MP without a step (mount,
-- overwatch, demolish_bridge...), and marks it Ops Complete when nothing is left
-- [movement.points, movement.ops-complete].
function movement.spend(id, mp, rule)
  local u = nw68.unit(id)
  nw68.set_counter(id, "mp", movement.spent(u) + mp)
  movement.done_if_spent(id)
end

-- done_if_spent marks a unit Ops Complete once its MP are spent [movement.ops-complete]. A
-- mounted unit is not: it may still dismount, paying on its dismounted side (the motorcycle of
-- 4.3.3 moves all its MP, then dismounts) [transport.quick]; the activation's end marks it.
function movement.done_if_spent(id)
  local u = nw68.unit(id)
  if not u or not u.alive or movement.mounted(u) then return end
  if movement.spent(u) >= movement.mf(u) and not u.statuses["ops-complete"] and not u.statuses.overwatch then
    nw68.set_status(id, "ops-complete", true)
    nw68.say("movement.spent-ops-complete", { unit = id, mf = movement.mf(u) })
  end
end

return movement
