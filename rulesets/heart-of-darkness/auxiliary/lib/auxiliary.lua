-- Auxiliaries (1.6) and the points that buy them [auxiliary.*, supply.*].
-- Owned by the auxiliary area; the setup, supply and cleanup areas share it,
-- and other areas may ask it:
--   price(kind, type) -> cost, row key: what a purchase costs (the counter's
--     own stats.cost, else the "auxiliary-costs" row) [auxiliary.costs]
--   points(side, specialized) -> what the side may spend on a purchase: its
--     pool, plus its Specialization points when the purchase qualifies
--   spend(side, cost, specialized): takes the points (Specialization first)
--   engineering(entity) -> boolean: an Engineering unit type or object (tag
--     "engineering", or "engineer" among its stats.skills) [supply.specialization]
--   setup_hexes(side) -> set of labels: the side's setup hexes, from the
--     scenario (options = { setup_hexes = { reich = ["A1", "B1-B3"] } })
--   setup_skill_allowed(u, hex) -> true, or false, code, rule, key, params: during
--     the setup phase a Medical or Engineering skill (bridging included) may
--     be used at any hex within 3 hexes of a land unit of u's side, even
--     with no specialized unit there [supply.setup-skills]. u is a unit
--     table or a side.
--   take(side, what) -> boolean: spends one AUX marker the side holds in its
--     pool ("mines", "smoke", "sandbags"), for the areas that lay them
--   anyone_can_spend() -> boolean: some side played by a person holds a point
--   last_cleanup() -> boolean: the Cleanup of the last turn (no purchase waits)
--
-- State: holdings "supply" (the faction pool), "specialization" (the setup's
-- Specialization points), "aux/<marker>" and "oba/<mission>"; the unit
-- counter "aux" = 1 marks a unit bought as AUX (a campaign reads it).
local turn = require("turn")

local M = {}

-- the holdings a side spends on AUX, in the order they are spent
local POOL, SPECIAL = "supply", "specialization"

M.MISSIONS = { nuclear = true, barrage = true, biological = true, chemical = true, smoke = true }
M.MARKERS = { mines = true, smoke = true, sandbags = true }

local function row_key(kind, id)
  if kind == "oba" then return "oba-" .. tostring(id) end
  return kind
end

-- price returns what a purchase costs and the row of "auxiliary-costs" it
-- reads [auxiliary.costs]. A unit type or item printing stats.cost costs that.
function M.price(kind, id)
  local key = row_key(kind, id)
  local e
  if kind == "unit" and id then e = nw68.entity("unit_type", id) end
  if (kind == "hero" or kind == "object") and id then e = nw68.entity("item", id) end
  if e and type(e.stats.cost) == "number" then return e.stats.cost, key end
  local row = nw68.table("auxiliary-costs", key)
  if not row then return nil, key end
  return row.cost, key
end

-- faction_ok reports whether a side may acquire a counter (a unit type or
-- an item): its own faction's or the Independents' [auxiliary.factions]; a
-- counter naming no faction (the base game's Weapon markers) is anyone's.
function M.faction_ok(e, side)
  local f = e.faction or ""
  return f == "" or f == side or f == "independent"
end

-- engineering reports whether an entity (unit type or item) is Engineering.
function M.engineering(e)
  if not e then return false end
  if e.tags.engineering then return true end
  local skills = e.stats.skills
  if type(skills) == "table" then
    for _, s in ipairs(skills) do
      if s == "engineer" then return true end
    end
  end
  return false
end

-- specialized reports whether a purchase may use Specialization points:
-- Engineering units and objects, mines, smoke and sandbags [supply.specialization].
function M.specialized(kind, id)
  if M.MARKERS[kind] then return true end
  if kind == "unit" and id then return M.engineering(nw68.entity("unit_type", id)) end
  if kind == "object" and id then return M.engineering(nw68.entity("item", id)) end
  return false
end

function M.points(side, specialized)
  local n = nw68.holding(side, POOL)
  if specialized then n = n + nw68.holding(side, SPECIAL) end
  return n
end

function M.spend(side, cost, specialized)
  local left = cost
  if specialized then
    local s = nw68.holding(side, SPECIAL)
    local use = math.min(s, left)
    if use > 0 then
      nw68.set_holding(side, SPECIAL, s - use)
      left = left - use
    end
  end
  if left > 0 then nw68.set_holding(side, POOL, nw68.holding(side, POOL) - left) end
end

-- Setup hexes ---------------------------------------------------------------------

local function column_range(spec)
  local l1, r1, l2, r2 = string.match(spec, "^(%a+)(%d+)%-(%a+)(%d+)$")
  if not l1 or l1 ~= l2 then return { spec } end
  local out = {}
  for r = tonumber(r1), tonumber(r2) do table.insert(out, l1 .. r) end
  return out
end

function M.setup_hexes(side)
  local set = {}
  local sc = nw68.scenario()
  local opt = sc and type(sc.options.setup_hexes) == "table" and sc.options.setup_hexes[side]
  if type(opt) == "table" then
    for _, spec in ipairs(opt) do
      for _, label in ipairs(column_range(spec)) do set[label] = true end
    end
  end
  return set
end

-- is_setup_hex reports whether a hex is one of the side's setup hexes.
function M.is_setup_hex(side, hex)
  local set = M.setup_hexes(side)
  if set[hex] then return true end
  -- a single-map game also reads its one map's qualified labels
  local plain = string.match(hex, "^[^:]+:(.+)$")
  if plain and set[plain] then return true end
  for label in pairs(set) do
    if nw68.on_map(label) and nw68.hex(label).label == nw68.hex(hex).label then return true end
  end
  return false
end

-- Skills at setup ---------------------------------------------------------------------

local function land(u)
  return not u.tags.air
end

function M.setup_skill_allowed(u, hex)
  local side = type(u) == "table" and u.side or u
  if nw68.state().phase ~= "setup" then
    return false, "not_setup", "supply.setup-skills", "supply.setup-skill-not-setup", {}
  end
  local map = nw68.map_of(hex)
  for _, f in ipairs(nw68.units({})) do
    if f.on_map and land(f) and nw68.relation(side, f.side) ~= "enemy" and nw68.relation(side, f.side) ~= "neutral"
      and nw68.map_of(f.hex) == map and nw68.distance(f.hex, hex) <= 3 then
      return true
    end
  end
  return false, "too_far", "supply.setup-skills", "supply.setup-skill-too-far", { hex = hex, side = side }
end

-- The pool ----------------------------------------------------------------------------

function M.take(side, what)
  local key = "aux/" .. what
  local n = nw68.holding(side, key)
  if n <= 0 then return false end
  nw68.set_holding(side, key, n - 1)
  return true
end

-- last_cleanup reports whether this is the Cleanup of the game's last turn,
-- where nothing bought would ever be used: it does not wait for purchases.
function M.last_cleanup()
  local last = turn.last_turn()
  local st = nw68.state()
  return st.phase == "cleanup" and last ~= nil and st.turn >= last
end

-- anyone_can_spend reports whether some side played by a person holds a
-- point to spend (the sides the ruleset plays itself buy nothing).
function M.anyone_can_spend()
  local st = nw68.state()
  for side in pairs(st.holdings) do
    if not st.automated[side] and (nw68.holding(side, POOL) > 0 or nw68.holding(side, SPECIAL) > 0) then
      return true
    end
  end
  return false
end

return M
