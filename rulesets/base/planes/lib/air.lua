-- Air units [units.air, helicopters.*, planes.*]: a helicopter's altitude,
-- the shared airspace, and plane routes on the hex grid.
-- helicopters/helicopters.lua and planes/planes.lua wire these to the actions
-- fly, call_cas and plane_attack.
--
--   air.helicopter(u), air.plane(u)   the two kinds of aircraft (tags)
--   air.counter(u, name), air.add_counter(id, name, n), air.ending(ev)
--                                     a unit's counter; the units whose activation ends
--   air.altitude(u)                   "noe" or "cruise" (a plane: "cruise", always level 2)
--   air.set_altitude(id, alt)         turns the counter and sets the status to match
--   air.intruder(u, hex)              the aircraft in hex that u may not share it with
--   air.edges_of(hex)                 the map edges a hex lies on ("W", "E", "N", "S")
--   air.on_edge(hex, edge), air.opposite(edge), air.edge_code / air.edge_name
--   air.classify(edge, a, b)          "forward", "side" or "back" for a step a -> b
--   air.route(edge, from, path, slip) checks a plane route (see below)
--   air.forward_path(edge, from, n)   a straight forward route of n hexes (for listings)
--
-- Altitude [helicopters.cruise, helicopters.noe]. A helicopter's height is
-- its counter's face: the "noe" face is Nap Of the Earth (the face los/sight.hcl
-- reads to put it at ground level, and the face that prints no AP), the front
-- is Cruise (level 2). The statuses "cruise" and "noe" name the same thing
-- for the player and for setups (a case's `altitude = "noe"`); air.altitude
-- takes either sign of NOE, and every change here sets both together.
--
-- Plane routes [planes.entry, planes.route]. The map is flat-topped with
-- lettered columns (every base board is), so a column is a straight line and
-- a row zig-zags. A plane enters on a map edge and must leave by the
-- opposite one. "Forward" is read on this grid as follows:
--   * entering on the west edge (flying east): a step into the next column
--     (up-right or down-right) advances; a step up or down the same column
--     is a side-hex move; a step back into the previous column is refused.
--     The east edge mirrors it.
--   * entering on the north edge (flying south): a step straight down the
--     column advances; a step down-left or down-right (into the next column,
--     half a hex lower) is a side-hex move; any step upward is refused. The
--     south edge mirrors it.
-- "At most one side-hex move per hex advanced" is read as: never two
-- side-hex moves in a row. Entering the map counts as an advance, so the
-- first step after the entry hex may be a side-hex move; the rule runs on
-- from one activation to the next (counter plane_slip).
local units = require("units")
local turn = require("turn")

local air = {}

function air.helicopter(u) return u.tags.helicopter == true end
function air.plane(u) return u.tags.plane == true end

-- counter returns a unit's counter, 0 when it has none; add_counter adds n
-- to it.
function air.counter(u, name) return u.counters[name] or 0 end
function air.add_counter(id, name, n)
  nw68.set_counter(id, name, air.counter(nw68.unit(id), name) + n)
end

-- ending returns the units whose activation ends with this event: its
-- side's, or every unit's for a whole-game activation (no side).
function air.ending(ev)
  if ev.side ~= nil and ev.side ~= "" then return nw68.units({ side = ev.side }) end
  return nw68.units({})
end

-- altitude returns "noe" when a helicopter flies Nap Of the Earth (its NOE
-- face or status), else "cruise" [helicopters.cruise, helicopters.noe].
function air.altitude(u)
  if units.air(u) and (u.face == "noe" or u.statuses.noe) then return "noe" end
  return "cruise"
end

-- set_altitude flips the counter to the altitude's face and sets the
-- matching status.
function air.set_altitude(id, alt)
  if alt == "noe" then
    nw68.set_face(id, "noe")
    nw68.set_status(id, "cruise", false)
    nw68.set_status(id, "noe", true)
  else
    nw68.set_face(id, "")
    nw68.set_status(id, "noe", false)
    nw68.set_status(id, "cruise", true)
  end
end

-- level2 reports whether an aircraft flies at level 2: a plane, or a
-- helicopter at Cruise.
local function level2(u)
  return units.air(u) and (air.plane(u) or air.altitude(u) == "cruise")
end

-- intruder returns the aircraft in hex that unit u (a plane, or a helicopter
-- at Cruise) may not share it with: a plane with another plane or a Cruise
-- helicopter, a Cruise helicopter with a plane [planes.airspace]. Helicopters
-- share the sky with each other (they are stacked like any air units).
function air.intruder(u, hex)
  for _, o in ipairs(nw68.units_at(hex)) do
    if o.id ~= u.id and not o.aboard and level2(o) then
      if air.plane(u) or air.plane(o) then return o end
    end
  end
  return nil
end

-- plane_over returns a plane in the hex (above a helicopter there), or nil.
function air.plane_over(hex, except)
  for _, o in ipairs(nw68.units_at(hex)) do
    if o.id ~= except and air.plane(o) then return o end
  end
  return nil
end

-- Grid ---------------------------------------------------------------------------

-- parse returns the 1-based column and row of a label.
function air.parse(label)
  local l, r = string.match(string.upper(label), "^(%a+)(%d+)$")
  local col = (#l - 1) * 26 + string.byte(l, 1) - string.byte("A") + 1
  return col, tonumber(r)
end

function air.label(col, row) return turn.letters(col) .. row end

-- size returns the number of columns and rows of the board.
function air.size()
  local board = nw68.board()
  return board.cols, board.rows
end

-- odd_low reports whether the odd columns (A, C...) sit half a hex lower
-- than the even ones: then A1 touches B2.
local function odd_low()
  return nw68.on_map("B2") and nw68.distance("A1", "B2") == 1
end

-- y2 is a hex's height on the page in half hexes (doubled rows).
local function y2(col, row, low_odd)
  local shifted = (col % 2 == 1) == low_odd
  return 2 * (row - 1) + (shifted and 1 or 0)
end

-- step returns the column change and the doubled-row change from a to b.
function air.step(a, b)
  local ca, ra = air.parse(a)
  local cb, rb = air.parse(b)
  local low = odd_low()
  return cb - ca, y2(cb, rb, low) - y2(ca, ra, low)
end

air.EDGES = { "W", "E", "N", "S" }
local CODES = { W = 1, E = 2, N = 3, S = 4 }
local NAMES = { "W", "E", "N", "S" }
local OPPOSITE = { W = "E", E = "W", N = "S", S = "N" }
local WORDS = { W = "west", E = "east", N = "north", S = "south" }

function air.edge_code(edge) return CODES[edge] or 0 end
function air.edge_name(code) return NAMES[code] end
function air.opposite(edge) return OPPOSITE[edge] end
function air.edge_word(edge) return WORDS[edge] or "?" end

-- on_edge reports whether a hex lies on a map edge.
function air.on_edge(hex, edge)
  local col, row = air.parse(hex)
  local cols, rows = air.size()
  if edge == "W" then return col == 1 end
  if edge == "E" then return col == cols end
  if edge == "N" then return row == 1 end
  if edge == "S" then return row == rows end
  return false
end

-- edges_of lists the edges a hex lies on, in the order W, E, N, S.
function air.edges_of(hex)
  local out = {}
  for _, e in ipairs(air.EDGES) do
    if air.on_edge(hex, e) then table.insert(out, e) end
  end
  return out
end

-- classify judges one step of a plane that entered on `edge`.
function air.classify(edge, a, b)
  local dc, dy = air.step(a, b)
  if edge == "W" or edge == "E" then
    local ahead = edge == "W" and 1 or -1
    if dc == ahead then return "forward" end
    if dc == 0 then return "side" end
    return "back"
  end
  local ahead = edge == "N" and 1 or -1
  if dc == 0 and dy == 2 * ahead then return "forward" end
  if dc ~= 0 and dy == ahead then return "side" end
  return "back"
end

-- route checks a plane's path for a plane that entered on `edge`: from is
-- the hex it stands in (nil: the path's first hex is its entry hex), slip is
-- 1 when its last step was a side-hex move. It returns the new slip, or nil,
-- code, rule, reason (a message key) and its values.
function air.route(edge, from, path, slip)
  local at, i = from, 1
  if not at then
    at, i, slip = path[1], 2, 0
  end
  while i <= #path do
    local to = path[i]
    if nw68.distance(at, to) ~= 1 then
      return nil, "not_adjacent", "planes.route", "planes.route-not-adjacent", { to = to, at = at }
    end
    local c = air.classify(edge, at, to)
    if c == "back" then
      return nil, "not_forward", "planes.route", "planes.not-forward-" .. air.edge_word(edge), { from = at, to = to }
    end
    if c == "side" then
      if slip == 1 then
        return nil, "not_forward", "planes.route", "planes.second-side-hex", { from = at, to = to }
      end
      slip = 1
    else
      slip = 0
    end
    at, i = to, i + 1
  end
  return slip
end

-- forward_path returns up to n hexes flown straight forward from `from` for
-- a plane that entered on `edge`, keeping as close as it can to the row it
-- starts in; it stops at the map edge. For the legal-action listings.
function air.forward_path(edge, from, n)
  local out, at = {}, from
  local _, row0 = air.parse(from)
  while #out < n do
    local best, best_d = nil, nil
    for _, nb in ipairs(nw68.neighbors(at)) do
      if air.classify(edge, at, nb) == "forward" then
        local _, r = air.parse(nb)
        local d = math.abs(r - row0)
        if best_d == nil or d < best_d then best, best_d = nb, d end
      end
    end
    if not best then break end
    table.insert(out, best)
    at = best
  end
  return out
end

return air
