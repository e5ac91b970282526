-- The skill actions of 1.4 [skills.*]: search, mind_control, engineer, heal,
-- pyrokinesis, reanimate, telekinesis, terror; the assault options slay and
-- charge (assault/lib/blows.lua carries them to the blow); Mind Control's one
-- borrowed action; the long-range skills offered in enemy activations.
--
-- Every action goes the same way: skills.validate (the user may act, bears
-- the skill, may add the CO bonus), the skill's own checks (range, target,
-- immunity, supply), then on resolve skills.check (the roll, for the active
-- skills only) and
-- skills.finish (the user is Finished either way), the effect on success.
--
-- Readings taken:
--  * supply points (Engineering, Heal, restoring an Undead) are the side's
--    holding "supply", checked before the attempt and spent only on success;
--  * Engineering's lay and clear tasks work in the engineer's own hex, its
--    bridge and repair tasks in its own or an adjacent hex (a close-range
--    skill);
--  * Mind Control hands the unit over with nw68.convert (side and formation
--    of the controller) and keeps its owner and controller in notes on the
--    unit (nw68.set_note); the unit goes back after its one action, or when
--    the activation ends;
--  * Slay rolls as the leader stands in the assaulted hex, before the
--    attack; a failed Slay leaves the assault to be fought. Charge does not
--    roll (not an active skill): it always sets the leader's firepower. A
--    leader that fell on the way takes its skills with it;
--  * only Search, Mind Control and Slay (and the independents' Recruit)
--    roll; the other skills are not called active in 1.4 and work without a
--    roll, at the cost their paragraph sets [skills.active];
--  * in an enemy activation every long-range skill that aims at a unit may
--    answer the mover: Terror, Pyrokinesis (the mover's hex), Mind Control and
--    Telekinesis (the mover itself) [skills.reaction]. An opportunity fire
--    window offers them beside opportunity fire (a walk_reactions handler);
--    where no such window opens, a skill window does. A Terror or Pyrokinesis
--    answering it closes it and lets the move go on;
--  * a Mind Control or Telekinesis that takes the mover ends the mover's own
--    walk where it stands: the rest of its path and what was to follow it
--    (the fire of a moving fire, the strike of an assault, the next unit of a
--    group move) are dropped, since the unit is no longer its owner's to move
--    (Mind Control) or no longer where that path starts (Telekinesis). A
--    mover taken by Mind Control is halted and Finished and stays its owner's:
--    in the enemy's activation the controller's side has no action to give
--    it, so standing still is its one action. A mover taken by Telekinesis is
--    walked along the telekinesis path (opportunity fire may strike it) and
--    Finished. A failed attempt (Mind Control rolls) lets the move go on.
local skills = require("skills")
local units = require("units")
local movement = require("movement")
local heroes = require("heroes")
local undead = require("undead")
local fires = require("fires")
local bridges = require("bridges")
local corpses = require("corpses")
local weather = require("weather")
local aux = require("auxiliary")

-- Shared helpers ---------------------------------------------------------------

local function friendly(u, t)
  local r = nw68.unit_relation(u.id, t.id)
  return r == "self" or r == "allied"
end

local function reduced(t) return t.face == "reduced" end

local function cost_of(key)
  local row = nw68.table("skills", key)
  return (row and row.cost) or 0
end

-- supply checks that the side holds the points a task costs.
local function supply(u, key, rule)
  local n = cost_of(key)
  if n > 0 and nw68.holding(u.side, "supply") < n then
    return "no_supply", rule, "skills.no-supply", { skill = skills.title(key), n = n, side = u.side, has = nw68.holding(u.side, "supply") }
  end
  return nil
end

-- spend takes the points and says so (message: the skill's own line)
local function spend(u, key, message)
  local n = cost_of(key)
  if n <= 0 then return end
  nw68.set_holding(u.side, "supply", nw68.holding(u.side, "supply") - n)
  nw68.say(message, { side = u.side, n = n })
end

-- the reaction window a skill answers, if any [skills.reaction]
local function window()
  local i = nw68.state().interrupt
  if i and (i.kind == "skill" or i.kind == "opportunity") then return i end
  return nil
end

-- common validation; inside a reaction window the target must be the mover
local function common(a, skill, anyone)
  local w = window()
  local code, rule, reason, params = skills.validate(a, skill, { reaction = w ~= nil, anyone = anyone })
  if code then return code, rule, reason, params end
  if w then
    local u = nw68.unit(a.unit)
    if skills.range(u, skill) ~= "long" then
      return "not_long_range", "skills.reaction", "skills.reaction-long-range-only", {}
    end
    if u.side ~= w.side then return "not_active", "skills.reaction", "skills.not-reacting-side", { unit = u.id } end
  end
  return nil
end

-- target_check: a unit target on the map, in the skill's reach.
local function target_check(u, skill, t)
  if not t.alive or not t.on_map then return "not_on_map", "skills.ranges", "skills.target-not-on-map", { unit = t.id } end
  if t.aboard then return "aboard", "units.apc-passengers", "skills.target-aboard", { unit = t.id, carrier = t.aboard } end
  return skills.reaches(u, skill, t.hex, t)
end

-- run resolves a skill action: the roll (active skills only), the user
-- Finished, the effect on success; then, in a reaction window, the enemy's
-- move goes on, unless the effect returns "halt": it took the mover, whose
-- walk ends there (see the readings above) [skills.reaction].
local function run(a, skill, opts, effect)
  local u = nw68.unit(a.unit)
  local w = window()
  if w then nw68.close_interrupt() end
  opts = opts or {}
  opts.skill, opts.co_bonus = skill, a.co_bonus == true
  opts.rule = opts.rule or (nw68.table("skills", skill) or {}).rule
  local ok = skills.check(u, opts)
  skills.finish(u.id)
  local halt = nil
  if ok then halt = effect(u, w) end
  if w and halt ~= "halt" then movement.resume(w.context) end
end

-- the mover a reaction window answers must be the target [skills.reaction]
local function mover_check(t)
  local w = window()
  if w and w.context.unit ~= t.id then return "not_moving", "skills.reaction", "skills.not-the-mover", { unit = t.id } end
  return nil
end

-- Search [skills.search] --------------------------------------------------------

local function searcher_check(u)
  if undead.is_undead(u) then return "undead", "skills.search", "skills.search-undead", {} end
  if units.huge(u) then return "huge", "skills.search", "skills.search-huge", {} end
  if not units.infantry(u) and #heroes.heroes_of(u) == 0 then
    return "not_infantry", "skills.search", "skills.search-who", {}
  end
  return nil
end

nw68.on("action_validate", "search", function(a)
  -- any infantry, or a unit with a Hero, searches: no skill icon is needed
  local code, rule, reason, params = common(a, "search", true)
  if code then return code, rule, reason, params end
  local u = nw68.unit(a.unit)
  code, rule, reason, params = searcher_check(u)
  if code then return code, rule, reason, params end
  return skills.reaches(u, "search", a.hex or u.hex)
end)

nw68.on("action_resolve", "search", function(a)
  local u0 = nw68.unit(a.unit)
  local line = nil
  if units.recon(u0) then line = "skills.search-why-recon" end
  if #heroes.heroes_of(u0) > 0 then line = "skills.search-why-hero" end
  run(a, "search", { auto = line ~= nil, auto_line = line }, function(u)
    local hex = a.hex or u.hex
    local revealed, found = {}, {}
    for _, o in ipairs(nw68.units_at(hex)) do
      if nw68.enemies(u.side, o.side) then
        for _, id in ipairs(o.carries) do
          local it = nw68.entity("item", id)
          local status = it and it.revealed_by
          if status and not o.statuses[status] then
            nw68.set_status(o.id, status, true)
            table.insert(revealed, o.id .. ":" .. id)
            nw68.say("skills.search-finds-item", { unit = u.id, owner = o.id, item = id })
          end
        end
      end
    end
    local kinds = {}
    for k in pairs(nw68.markers(hex)) do table.insert(kinds, k) end
    table.sort(kinds)
    for _, k in ipairs(kinds) do
      local m = nw68.entity("marker_kind", k)
      if m and (m.tags.weapon or m.tags.object or m.tags.equipment) then table.insert(found, k) end
    end
    if #found > 0 then nw68.say("skills.search-finds-markers", { unit = u.id, hex = hex, markers = table.concat(found, ", ") }) end
    nw68.report("search", { unit = u.id, hex = hex, revealed = revealed, found = found })
  end)
end)

-- Terror [skills.terror] --------------------------------------------------------

nw68.on("action_validate", "terror", function(a)
  local code, rule, reason, params = common(a, "terror")
  if code then return code, rule, reason, params end
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  -- the user is itself a Terror unit, so immune [skills.terror]
  if t.id == u.id then return "bad_target", "skills.terror", "skills.terror-self", {} end
  if undead.is_undead(t) then return "immune", "skills.terror", "skills.terror-immune-undead", { unit = t.id } end
  if units.huge(t) then return "immune", "skills.terror", "skills.terror-immune-huge", { unit = t.id } end
  if skills.has(t, "terror") then return "immune", "skills.terror", "skills.terror-immune-terror", { unit = t.id } end
  -- any unit in sight, friend or foe: 1.4 sets no side [skills.terror]
  code, rule, reason, params = mover_check(t)
  if code then return code, rule, reason, params end
  return target_check(u, "terror", t)
end)

nw68.on("action_resolve", "terror", function(a)
  run(a, "terror", nil, function(u)
    nw68.set_status(a.target, "shaken", true)
    nw68.set_status(a.target, "finished", true)
    nw68.say("skills.terrified", { unit = a.target })
  end)
end)

-- Pyrokinesis [skills.pyrokinesis] ----------------------------------------------

nw68.on("action_validate", "pyrokinesis", function(a)
  local code, rule, reason, params = common(a, "pyrokinesis")
  if code then return code, rule, reason, params end
  local u, hex = nw68.unit(a.unit), a.hex
  local w = window()
  if w and w.context.hex ~= hex then
    return "not_on_path", "skills.reaction", "skills.not-mover-hex", { hex = hex }
  end
  code, rule, reason, params = skills.reaches(u, "pyrokinesis", hex)
  if code then return code, rule, reason, params end
  if nw68.hex(hex).terrain == "water" then return "impassable", "skills.pyrokinesis", "skills.pyrokinesis-water", { hex = hex } end
  if weather.forbids(nw68.map_of(hex), "fire") then
    return "weather", "skills.pyrokinesis", "skills.pyrokinesis-weather", {}
  end
  return nil
end)

nw68.on("action_resolve", "pyrokinesis", function(a)
  run(a, "pyrokinesis", nil, function(u)
    local hex = a.hex
    local level = fires.place(hex, { by = u.id, skill = "pyrokinesis" })
    if level then
      nw68.say("skills.pyrokinesis-ablaze", { unit = u.id, hex = hex, level = level })
    else
      nw68.say("skills.pyrokinesis-no-fire", { hex = hex })
    end
    nw68.report("pyrokinesis", { unit = u.id, hex = hex, level = level or 0 })
  end)
end)

-- Heal [skills.heal] ------------------------------------------------------------

nw68.on("action_validate", "heal", function(a)
  local code, rule, reason, params = common(a, "heal")
  if code then return code, rule, reason, params end
  local u = nw68.unit(a.unit)
  local t = nw68.unit(a.target or a.unit)
  if not friendly(u, t) then return "not_friendly", "skills.heal", "skills.heal-not-friendly", { unit = t.id } end
  if not units.infantry(t) then return "not_infantry", "skills.heal", "skills.heal-not-infantry", { unit = t.id } end
  if undead.is_undead(t) then return "undead", "skills.heal", "skills.heal-undead", { unit = t.id } end
  if not reduced(t) then return "not_reduced", "skills.heal", "skills.heal-full-strength", { unit = t.id } end
  code, rule, reason, params = target_check(u, "heal", t)
  if code then return code, rule, reason, params end
  return supply(u, "heal", "skills.heal")
end)

nw68.on("action_resolve", "heal", function(a)
  run(a, "heal", nil, function(u)
    local id = a.target or a.unit
    spend(u, "heal", "skills.heal-supply-spent")
    nw68.set_face(id, "")
    nw68.say("skills.healed", { unit = id })
    nw68.report("heal", { unit = u.id, target = id, supply = nw68.holding(u.side, "supply") })
  end)
end)

-- Reanimate [skills.reanimate] --------------------------------------------------

nw68.on("action_validate", "reanimate", function(a)
  local code, rule, reason, params = common(a, "reanimate")
  if code then return code, rule, reason, params end
  local u = nw68.unit(a.unit)
  if (a.hex and 1 or 0) + (a.target and 1 or 0) ~= 1 then
    return "bad_param", "skills.reanimate", "skills.reanimate-hex-or-target", {}
  end
  if a.target then
    local t = nw68.unit(a.target)
    if not friendly(u, t) then return "not_friendly", "skills.reanimate", "skills.reanimate-not-friendly", { unit = t.id } end
    if not undead.is_undead(t) then
      return "not_undead", "skills.reanimate", "skills.reanimate-not-undead", { unit = t.id }
    end
    if not reduced(t) then return "not_reduced", "skills.reanimate", "skills.reanimate-full-strength", { unit = t.id } end
    code, rule, reason, params = target_check(u, "reanimate", t)
    if code then return code, rule, reason, params end
    return supply(u, "reanimate.restore", "skills.reanimate")
  end
  local hex = a.hex
  code, rule, reason, params = skills.reaches(u, "reanimate", hex)
  if code then return code, rule, reason, params end
  -- a Corpses marker, the graveyard or a friendly full-strength Abomination
  if not corpses.source_at(hex, u.side) then
    return "no_corpses", "skills.reanimate", "skills.reanimate-no-corpses", { hex = hex }
  end
  return nil
end)

nw68.on("action_resolve", "reanimate", function(a)
  run(a, "reanimate", nil, function(u)
    if a.target then
      spend(u, "reanimate.restore", "skills.reanimate-supply-spent")
      nw68.set_face(a.target, "")
      nw68.say("skills.reanimate-restored", { unit = a.target })
      nw68.report("reanimate", { unit = u.id, restored = a.target, supply = nw68.holding(u.side, "supply") })
      return
    end
    local hex = a.hex
    local from = corpses.take_source(hex, u.side)
    -- the White Hand raises Skinless [skills.reanimate, factions.white-hand]
    local kind = "reanimated"
    if u.side == "white-hand" then kind = "skinless" end
    local id = nw68.spawn{ type = kind, side = u.side, formation = u.formation ~= "" and u.formation or nil, hex = hex }
    nw68.set_status(id, "finished", true)
    nw68.say("skills.reanimate-raised", { unit = u.id, raised = id, type = kind, hex = hex, from = tostring(from) })
    nw68.report("reanimate", { unit = u.id, raised = id, type = kind, hex = hex, from = from })
  end)
end)

-- Engineering [skills.engineering] ---------------------------------------------

local CLEARABLE = { corpses = true, wreck = true, sandbags = true, mines = true }

local function clearable(kind)
  if CLEARABLE[kind] then return true end
  local m = nw68.entity("marker_kind", kind)
  return m ~= nil and (m.tags.weapon or m.tags.equipment) and not m.tags.indestructible
end

local BRIDGE_WORK = { build_bridge = "build", repair_bridge = "repair", destroy_bridge = "destroy" }

local function vehicle(t) return not units.infantry(t) and not units.air(t) end

-- the pool marker each laying task uses up: an engineer lays what its side
-- bought as AUX (1.6) [skills.engineering, auxiliary.placement]
local LAID = { lay_sandbags = "sandbags", lay_mines = "mines", lay_smoke = "smoke" }

local function engineer_check(a, u)
  local task = a.task
  local key = "engineer." .. task
  local hex = a.hex or u.hex
  local R = "skills.engineering"
  if task == "build_bridge" or task == "repair_bridge" or task == "destroy_bridge" then
    local code, rule, reason, params = skills.reaches(u, "engineer", hex)
    if code then return code, rule, reason, params end
    -- the bridges area says where each work can be done
    code, rule, reason, params = bridges.check(hex, BRIDGE_WORK[task])
    if code then return code, rule, reason, params end
    return supply(u, key, R)
  end
  if task == "repair_vehicle" then
    local t = nw68.unit(a.target or a.unit)
    if not friendly(u, t) then return "not_friendly", R, "skills.engineering-not-friendly", { unit = t.id } end
    if not vehicle(t) then return "not_vehicle", R, "skills.engineering-not-vehicle", { unit = t.id } end
    if not reduced(t) then return "not_reduced", R, "skills.engineering-full-strength", { unit = t.id } end
    local code, rule, reason, params = target_check(u, "engineer", t)
    if code then return code, rule, reason, params end
    return supply(u, key, R)
  end
  if hex ~= u.hex then return "not_own_hex", R, "skills.engineering-own-hex", {} end
  local laid = LAID[task]
  if laid and nw68.holding(u.side, "aux/" .. laid) < 1 then
    return "none_in_pool", R, "skills.engineering-none-in-pool", { side = u.side, marker = laid }
  end
  local marks = nw68.markers(hex)
  local h = nw68.hex(hex)
  if task == "lay_sandbags" then
    if marks.sandbags ~= nil or h.features.sandbags then return "sandbags_present", R, "skills.engineering-sandbags-present", { hex = hex } end
  elseif task == "lay_mines" then
    if marks.mines ~= nil then return "mines_present", R, "skills.engineering-mines-present", { hex = hex } end
  elseif task == "lay_smoke" then
    if weather.forbids(nw68.map_of(hex), "smoke") then return "weather", "skills.engineering", "skills.engineering-weather-smoke", {} end
  elseif task == "clear" then
    if not a.marker then return "missing_param", R, "skills.engineering-name-marker", {} end
    if not clearable(a.marker) then return "not_clearable", R, "skills.engineering-not-clearable", { marker = a.marker } end
    if marks[a.marker] == nil then return "no_marker", R, "skills.engineering-no-marker", { hex = hex, marker = a.marker } end
  end
  return nil
end

nw68.on("action_validate", "engineer", function(a)
  local code, rule, reason, params = common(a, "engineer")
  if code then return code, rule, reason, params end
  return engineer_check(a, nw68.unit(a.unit))
end)

nw68.on("action_resolve", "engineer", function(a)
  run(a, "engineer", nil, function(u)
    local task, key = a.task, "engineer." .. a.task
    local hex = a.hex or u.hex
    if task == "build_bridge" then
      bridges.build(hex)
    elseif task == "repair_bridge" then
      bridges.repair(hex)
    elseif task == "destroy_bridge" then
      bridges.destroy(hex)
    elseif task == "repair_vehicle" then
      nw68.set_face(a.target or a.unit, "")
    elseif task == "lay_sandbags" then
      nw68.set_marker(hex, "sandbags", 0)
    elseif task == "lay_mines" then
      nw68.set_marker(hex, "mines", 0)
    elseif task == "lay_smoke" then
      -- one Level 1 smoke marker; on Level 1 it thickens to Level 2, never more [los.smoke]
      local max = nw68.entity("marker_kind", "smoke").stats.max_level or 2
      local level = (nw68.markers(hex).smoke or 0) + 1
      if level > max then level = max end
      nw68.set_marker(hex, "smoke", level)
    elseif task == "clear" then
      if a.marker == "corpses" then corpses.take(hex) else nw68.remove_marker(hex, a.marker) end
    end
    if LAID[task] then aux.take(u.side, LAID[task]) end
    spend(u, key, "skills.engineering-supply-spent")
    nw68.say("skills.engineering-done", { unit = u.id, task = skills.title(key), hex = hex })
    nw68.report("engineer", { unit = u.id, task = task, hex = hex, supply = nw68.holding(u.side, "supply"),
      pool = LAID[task] and nw68.holding(u.side, "aux/" .. LAID[task]) or nil })
  end)
end)

-- Telekinesis [skills.telekinesis] ---------------------------------------------

local function path_in_sight(u, path)
  for _, h in ipairs(path) do
    local code, rule, reason, params = skills.reaches(u, "telekinesis", h)
    if code then return code, "skills.telekinesis", reason, params end
  end
  return nil
end

nw68.on("action_validate", "telekinesis", function(a)
  local code, rule, reason, params = common(a, "telekinesis")
  if code then return code, rule, reason, params end
  local u = nw68.unit(a.unit)
  local path = a.path
  if #path == 0 then return "bad_param", "skills.telekinesis", "skills.telekinesis-path", {} end
  if (a.target and 1 or 0) + (a.object and 1 or 0) ~= 1 then
    return "bad_param", "skills.telekinesis", "skills.telekinesis-unit-or-object", {}
  end
  if window() and not a.target then
    return "not_moving", "skills.reaction", "skills.telekinesis-mover-only", {}
  end
  if a.target then
    local t = nw68.unit(a.target)
    if t.id == u.id then return "bad_target", "skills.telekinesis", "skills.telekinesis-self", {} end
    code, rule, reason, params = mover_check(t)
    if code then return code, rule, reason, params end
    code, rule, reason, params = target_check(u, "telekinesis", t)
    if code then return code, rule, reason, params end
    code, rule, reason, params = path_in_sight(u, path)
    if code then return code, rule, reason, params end
    -- the one "held by a foe" test of every move: no foe-held hex on the
    -- way (enemy_in_path) nor at its end (enemy_hex) [assault.definition]
    local mp
    mp, code, rule, reason, params = movement.check(t, path, 1000)
    if not mp then return code, rule, reason, params end
    return nil
  end
  local from = a.from
  if not from then return "missing_param", "skills.telekinesis", "skills.telekinesis-name-from", {} end
  local m = nw68.entity("marker_kind", a.object)
  if not m or not (m.tags.weapon or m.tags.equipment) then
    return "not_object", "skills.telekinesis", "skills.telekinesis-not-object", { object = a.object }
  end
  if nw68.markers(from)[a.object] == nil then return "no_marker", "skills.telekinesis", "skills.telekinesis-no-object", { hex = from, object = a.object } end
  code, rule, reason, params = skills.reaches(u, "telekinesis", from)
  if code then return code, rule, reason, params end
  local at = from
  for _, h in ipairs(path) do
    if nw68.distance(at, h) ~= 1 then return "not_adjacent", "skills.telekinesis", "skills.telekinesis-not-adjacent", { hex = h, from = at } end
    at = h
  end
  return path_in_sight(u, path)
end)

-- the moved unit is Finished once its way ends (or it falls on the way)
nw68.on("walk_done", "skills-telekinesis", movement.always(function(unit_id, after)
  skills.finish(unit_id)
end))

nw68.on("action_resolve", "telekinesis", function(a)
  run(a, "telekinesis", nil, function(u, w)
    local path = a.path
    if a.target then
      nw68.say("skills.telekinesis-moves-unit", { unit = u.id, target = a.target, path = table.concat(path, " ") })
      -- walked hex by hex, so opportunity fire may strike it on the way; in
      -- a reaction the mover's own walk ends here (see the readings)
      movement.walk(a.target, path, { name = "skills-telekinesis" })
      if w then return "halt" end
      return
    end
    local from = a.from
    local n = nw68.markers(from)[a.object] or 0
    if n <= 1 then nw68.remove_marker(from, a.object) else nw68.set_marker(from, a.object, n - 1) end
    local to = path[#path]
    nw68.set_marker(to, a.object, (nw68.markers(to)[a.object] or 0) + 1)
    nw68.say("skills.telekinesis-moves-marker", { unit = u.id, marker = a.object, from = from, to = to })
  end)
end)

-- Mind Control [skills.mind-control] --------------------------------------------

-- What the game remembers of a mind-controlled unit is kept on it as notes
-- (nw68.set_note): its owner's side and formation and its controller; the
-- var mind_controlled counts the units under control, so the hooks below do
-- nothing while there are none.
local function controlled_count() return nw68.state().vars.mind_controlled or 0 end

-- release gives a mind-controlled unit back to its owner, Finished, saying
-- why (message) [skills.mind-control]
local function release(id, message)
  local t = nw68.unit(id)
  local side, formation = t.notes.mc_side, t.notes.mc_formation
  for _, key in ipairs({ "mc_side", "mc_formation", "mc_by" }) do nw68.set_note(id, key) end
  nw68.set_var("mind_controlled", math.max(controlled_count() - 1, 0))
  if not t.alive then return end
  nw68.set_status(id, "mind-controlled", false)
  nw68.set_status(id, "finished", true)
  if side then nw68.convert(id, t.type, side, formation) end
  nw68.say(message, { unit = id })
end

-- mc_target: what Mind Control may take over [skills.mind-control]
local function mc_target(t)
  if not units.infantry(t) then return "not_infantry", "skills.mind-control", "skills.mind-control-not-infantry", { unit = t.id } end
  if undead.is_undead(t) then return "immune", "skills.mind-control", "skills.mind-control-immune-undead", { unit = t.id } end
  if skills.has(t, "terror") then return "immune", "skills.mind-control", "skills.mind-control-immune-terror", { unit = t.id } end
  return nil
end

nw68.on("action_validate", "mind_control", function(a)
  local code, rule, reason, params = common(a, "mind_control")
  if code then return code, rule, reason, params end
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  if t.id == u.id then return "bad_target", "skills.mind-control", "skills.mind-control-self", {} end
  code, rule, reason, params = mc_target(t)
  if code then return code, rule, reason, params end
  code, rule, reason, params = mover_check(t)
  if code then return code, rule, reason, params end
  return target_check(u, "mind_control", t)
end)

nw68.on("action_resolve", "mind_control", function(a)
  run(a, "mind_control", nil, function(u, w)
    local t = nw68.unit(a.target)
    if w then
      -- in the enemy's activation: the mover's walk ends where it stands and
      -- it is Finished, still its owner's (see the readings) [skills.reaction]
      nw68.set_status(t.id, "finished", true)
      nw68.say("skills.mind-control-halts", { unit = u.id, target = t.id, hex = t.hex })
      return "halt"
    end
    nw68.set_note(t.id, "mc_side", t.side)
    nw68.set_note(t.id, "mc_formation", t.formation)
    nw68.set_note(t.id, "mc_by", u.id)
    nw68.set_var("mind_controlled", controlled_count() + 1)
    if t.side ~= u.side or t.formation ~= u.formation then
      nw68.convert(t.id, t.type, u.side, u.formation ~= "" and u.formation or nil)
    end
    nw68.set_status(t.id, "mind-controlled", true)
    nw68.say("skills.mind-control-takes-over", { unit = u.id, target = t.id })
  end)
end)

-- the controlled unit moves through and attacks only hexes its controller
-- sees [skills.mind-control]
local function controlled_ids(a)
  local out = {}
  if a.unit and type(a.unit) == "string" then table.insert(out, a.unit) end
  if type(a.units) == "table" then
    for _, id in ipairs(a.units) do table.insert(out, id) end
  end
  return out
end

local function sight_check(a, kind)
  if kind == "mind_control" then return nil end
  for _, id in ipairs(controlled_ids(a)) do
    local t = nw68.unit(id)
    if t and t.statuses["mind-controlled"] then
      local by = nw68.unit(t.notes.mc_by or "")
      if not by or not by.alive or not by.on_map then
        return "no_controller", "skills.mind-control", "skills.mind-control-no-controller", { unit = id }
      end
      local hexes = {}
      for _, h in ipairs(a.path or {}) do table.insert(hexes, h) end
      if type(a.hex) == "string" then table.insert(hexes, a.hex) end
      if type(a.target) == "string" then
        local tt = nw68.unit(a.target)
        if tt and tt.on_map then table.insert(hexes, tt.hex) end
      end
      for _, h in ipairs(hexes) do
        if nw68.map_of(h) ~= nw68.map_of(by.hex) or (h ~= by.hex and not nw68.sees(by, h)) then
          return "out_of_sight", "skills.mind-control", "skills.mind-control-out-of-sight", { hex = h, controller = by.id, unit = id }
        end
      end
    end
  end
  return nil
end

-- Slay and Charge: options of the assault [skills.slay, skills.charge] -----------

nw68.on("action_validate", "*", function(a, kind)
  local code, rule, reason, params = sight_check(a, kind)
  if code then return code, rule, reason, params end
  if kind ~= "assault" or not (a.slay or a.charge) then return nil end
  local lead = nw68.unit(a.units[1])
  for _, skill in ipairs({ "slay", "charge" }) do
    if a[skill] then
      code, rule, reason, params = skills.validate({ unit = lead.id }, skill)
      if code then return code, rule, reason, params end
    end
  end
  if a.charge then
    local t = nw68.unit(a.target)
    if #a.path ~= nw68.distance(lead.hex, t.hex) then
      return "not_shortest", "skills.charge", "skills.charge-shortest", {}
    end
  end
  return nil
end, { after = "assault" })

nw68.on("assault_blow", "*", function(ctx)
  local p = ctx.params
  if not (p.slay or p.charge) then return nil end
  local lead = nw68.unit(ctx.leader)
  -- the declared leader fell on the way: its skills fall with it
  if not p.units or p.units[1] ~= ctx.leader then return nil end
  local terms = {}
  if p.charge then
    local n = #(p.path or {}) - 1
    if skills.check(lead, { skill = "charge", rule = "skills.charge" }) then
      table.insert(terms, { "skills.charge-term", n - ctx.weapon.firepower, "skills.charge", { n = n, fp = ctx.weapon.firepower } })
    end
  end
  if p.slay then
    if skills.check(lead, { skill = "slay", rule = "skills.slay" }) then
      local t = nw68.unit(ctx.target)
      if t.alive then nw68.eliminate(t.id, "skills.slay") end
      nw68.say("skills.slays", { unit = ctx.leader, target = ctx.target })
    end
  end
  return terms
end)

-- After each action: a controlled unit that has had its action goes back -----

nw68.on("action_resolved", "*", function(a, kind)
  if kind == "mind_control" or nw68.state().interrupt or controlled_count() == 0 then return end
  for _, t in ipairs(nw68.units({})) do
    if t.statuses["mind-controlled"] and units.acted(t) then release(t.id, "skills.mind-control-ends-acted") end
  end
end)

nw68.on("activation_end", "*", function()
  if controlled_count() == 0 then return end
  for _, t in ipairs(nw68.units({})) do
    if t.statuses["mind-controlled"] then release(t.id, "skills.mind-control-ends-unused") end
  end
end)

-- Long-range skills in the enemy's activation [skills.reaction] ------------------

-- no window is opened for an answer the mover is immune to
skills.REACTION_OK.terror = function(f, m)
  return not (undead.is_undead(m) or units.huge(m) or skills.has(m, "terror"))
end
skills.REACTION_OK.mind_control = function(f, m) return mc_target(m) == nil end

-- an opportunity fire window offers them too
nw68.on("walk_reactions", "*", function(ev) return skills.reaction_kinds(ev.side, ev.mover) end)

nw68.on("unit_enters_hex", "*", function(ev)
  local ctx = movement.pending(ev)
  if not ctx or nw68.state().interrupt then return end -- only walks; opportunity fire asks first
  local m = nw68.unit(ev.unit)
  local st = nw68.state()
  if st.active_side == "" or m.side ~= st.active_side then return end
  -- the first side (by unit id) with a unit able to answer is offered every
  -- reaction skill its units could use there
  local side = nil
  for _, f in ipairs(nw68.units({})) do
    if f.on_map and #skills.reactions(f, m) > 0 then
      side = f.side
      break
    end
  end
  if not side then return end
  local list = skills.reaction_kinds(side, m)
  ctx.hex = ev.hex
  nw68.open_interrupt{ kind = "skill", side = side, actions = list, context = ctx }
end, { after = "opportunity-fire" })

nw68.on("interrupt_declined", "skill", function(ev)
  movement.resume(ev)
end)

-- Candidates for the legal-action list and the bots ------------------------------
-- Every able unit of the side to act with the skill (any infantry for Search),
-- against the targets in reach; validation keeps the legal ones. Inside a
-- skill window: the reacting side's users against the mover.

-- users lists the units of the side to act that may use a skill now.
local function users(skill, anyone)
  local w = window()
  local side = nw68.acting_side()
  local out = {}
  if side == "" then return out end
  for _, u in ipairs(nw68.units({ side = side })) do
    if u.on_map and nw68.precondition(skill, { unit = u.id }) == nil and skills.may_use(u, { reaction = w ~= nil }) == nil and (anyone or skills.has(u, skill)) then
      table.insert(out, u)
    end
  end
  return out
end

-- hexes in a skill's reach from u: the close ones, or (long-range) the hexes
-- of the units in sight, picked by keep(t)
local function unit_targets(u, skill, keep)
  local out = {}
  local w = window()
  for _, t in ipairs(nw68.units({})) do
    if t.on_map and t.id ~= u.id and (not w or w.context.unit == t.id) and keep(t)
        and nw68.map_of(t.hex) == nw68.map_of(u.hex) and skills.reaches(u, skill, t.hex, t) == nil then
      table.insert(out, t)
    end
  end
  return out
end

nw68.on("action_enumerate", "terror", function()
  local out = {}
  for _, u in ipairs(users("terror")) do
    for _, t in ipairs(unit_targets(u, "terror", function(t) return nw68.foes(u.id, t.id) end)) do
      table.insert(out, { unit = u.id, target = t.id })
    end
  end
  return out
end)

nw68.on("action_enumerate", "mind_control", function()
  local out = {}
  for _, u in ipairs(users("mind_control")) do
    for _, t in ipairs(unit_targets(u, "mind_control", function(t) return nw68.foes(u.id, t.id) and units.infantry(t) end)) do
      table.insert(out, { unit = u.id, target = t.id })
    end
  end
  return out
end)

nw68.on("action_enumerate", "pyrokinesis", function()
  local out = {}
  for _, u in ipairs(users("pyrokinesis")) do
    local seen = {}
    for _, t in ipairs(unit_targets(u, "pyrokinesis", function(t) return nw68.foes(u.id, t.id) end)) do
      if not seen[t.hex] then
        seen[t.hex] = true
        table.insert(out, { unit = u.id, hex = t.hex })
      end
    end
  end
  return out
end)

nw68.on("action_enumerate", "search", function()
  local out = {}
  if window() then return out end
  for _, u in ipairs(users("search", true)) do
    for _, h in ipairs(nw68.within(u.hex, 1)) do
      for _, t in ipairs(nw68.units_at(h)) do
        if nw68.foes(u.id, t.id) then
          table.insert(out, { unit = u.id, hex = h })
          break
        end
      end
    end
  end
  return out
end)

nw68.on("action_enumerate", "heal", function()
  local out = {}
  if window() then return out end
  for _, u in ipairs(users("heal")) do
    for _, h in ipairs(nw68.within(u.hex, 1)) do
      for _, t in ipairs(nw68.units_at(h)) do
        if reduced(t) and friendly(u, t) then table.insert(out, { unit = u.id, target = t.id }) end
      end
    end
  end
  return out
end)

nw68.on("action_enumerate", "reanimate", function()
  local out = {}
  if window() then return out end
  for _, u in ipairs(users("reanimate")) do
    for _, h in ipairs(nw68.within(u.hex, 1)) do
      if corpses.source_at(h, u.side) then table.insert(out, { unit = u.id, hex = h }) end
      for _, t in ipairs(nw68.units_at(h)) do
        if reduced(t) and friendly(u, t) and undead.is_undead(t) then table.insert(out, { unit = u.id, target = t.id }) end
      end
    end
  end
  return out
end)

nw68.on("action_enumerate", "engineer", function()
  local out = {}
  if window() then return out end
  for _, u in ipairs(users("engineer")) do
    for _, task in ipairs({ "lay_sandbags", "lay_mines", "lay_smoke" }) do
      if nw68.holding(u.side, "aux/" .. LAID[task]) > 0 then table.insert(out, { unit = u.id, task = task }) end
    end
    if reduced(u) and vehicle(u) then table.insert(out, { unit = u.id, task = "repair_vehicle" }) end
  end
  return out
end)
