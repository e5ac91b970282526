-- The game turn [turn.*, cleanup.*, supply.*]: the bookkeeping of the cup and
-- its draws, the two-activations-in-a-row limit, reinforcements and arrivals,
-- objective control and the end of the Cleanup phase. turn/sequence.lua wires these to
-- the actions (draw, advance, end_phase, refit) and the hooks; victory/victory.lua
-- handles the game_end hook (turn/hooks.hcl) that scores the game.
--
-- State kept (all in the game state, never in Lua globals):
--   var "turn_started"        the turn whose start has been counted
--   var "draws_left"          draws left this turn [turn.draw-count]
--   var "activating"          1 while an activation started by the kernel runs
--   var "last_turn"           the last turn when no scenario states it
--   value "consecutive"       {side = n}: the side of the latest activation
--                             and how many it had in a row
--                             [turn.consecutive-limit]; a setup may state it.
--                             A game value, not a side's: the run is public,
--                             and may be a side the game's sides do not list
--                             (a Black Hand an event brings in)
--   value "drawn"             {marker = n}: markers drawn (and kept out) this
--                             turn: they go back to the cup at Cleanup
--   value "arriving"          {formation = n}: markers of formations that
--                             arrived this turn by event or scenario rule
--                             (turn.arrive): they join the cup at Cleanup
--   value "objectives"        the objective hexes on the map, as the last
--                             scan found them (unset: none, skip the scans)
--   holding "advance"         the side owning the Advance marker
--   holding "supply"          supply points of the turn
local cup = require("cup")

local turn = {}

-- Small helpers ------------------------------------------------------------------

local function var(name) return nw68.state().vars[name] or 0 end

local function sorted_keys(t)
  local out = {}
  for k in pairs(t) do table.insert(out, k) end
  table.sort(out)
  return out
end

-- tally returns a game value that counts by name ({name = n}), {} when unset.
local function tally(key) return nw68.value(nil, key) or {} end

-- add_to_tally adds n to one name's count in a game value.
local function add_to_tally(key, name, n)
  local t = tally(key)
  t[name] = (t[name] or 0) + n
  nw68.set_value(nil, key, t)
end

-- players counts the sides played by people: not a side the ruleset plays
-- itself, nor a Black Hand the scenario gives no player (option
-- black_hand_player = false).
function turn.players()
  local st = nw68.state()
  local sc = nw68.scenario()
  local no_bh = sc and sc.options and sc.options.black_hand_player == false
  local n = 0
  for _, s in ipairs(st.sides) do
    if not st.automated[s] and not (s == "black-hand" and no_bh) then n = n + 1 end
  end
  return n
end

-- Map labels ----------------------------------------------------------------------

-- letters returns the letters of a 1-based column (A..Z, then AA, BB...).
function turn.letters(col)
  local l = string.char(string.byte("A") + (col - 1) % 26)
  return string.rep(l, math.floor((col - 1) / 26) + 1)
end

-- hex_of decodes an entry counter, column * 100 + row (305 is C5).
function turn.hex_of(code)
  if not code or code <= 100 then return nil end
  local label = turn.letters(math.floor(code / 100)) .. (code % 100)
  if nw68.on_map(label) then return label end
  return nil
end

-- Markers and sides -------------------------------------------------------------------

-- consecutive returns how many activations in a row a side has just had.
function turn.consecutive(side) return tally("consecutive")[side] or 0 end

-- blocked reports whether a side has had two activations in a row, so that
-- a third marker of its must go back to the cup [turn.consecutive-limit].
function turn.blocked(side) return side ~= nil and turn.consecutive(side) >= 2 end

-- record_activation counts an activation of a side: its run grows by one,
-- every other side's run ends [turn.consecutive-limit].
function turn.record_activation(side)
  nw68.set_value(nil, "consecutive", { [side] = turn.consecutive(side) + 1 })
end

-- advance_owner returns the side that uses an Advance marker drawn now
-- [turn.advance-marker]: the side holding the "advance" holding (the first
-- one not barred by the two-in-a-row limit, if several hold one); with no
-- owner, the first side (in the game's order) that did not have the latest
-- activation.
function turn.advance_owner()
  local st = nw68.state()
  local owners = {}
  for _, s in ipairs(st.sides) do
    if nw68.holding(s, "advance") > 0 then table.insert(owners, s) end
  end
  for _, s in ipairs(owners) do
    if not turn.blocked(s) then return s end
  end
  if owners[1] then return owners[1] end
  for _, s in ipairs(st.sides) do
    if not st.automated[s] and turn.consecutive(s) == 0 then return s end
  end
  return st.sides[1]
end

-- formation_side returns the side of a formation's activation marker.
function turn.formation_side(id)
  local f = nw68.formation(id)
  if f then return f.side end
  local e = nw68.entity("formation", id)
  if e and e.faction ~= "" then return e.faction end
  return nil
end

-- marker_side returns the side a marker would activate (nil for an event).
function turn.marker_side(m)
  local kind = cup.kind(m)
  if kind == "formation" then return turn.formation_side(m) end
  if kind == "black-hand" then return "black-hand" end
  if kind == "advance" then return turn.advance_owner() end
  return nil
end

-- members lists the living units a marker activates (only those on the map
-- with on_map true).
function turn.members(m, on_map)
  local kind = cup.kind(m)
  local list = {}
  if kind == "formation" then
    list = nw68.units({ formation = m })
  elseif kind == "black-hand" then
    list = nw68.units({ side = "black-hand" })
  end
  if not on_map then return list end
  local out = {}
  for _, u in ipairs(list) do
    if u.on_map then table.insert(out, u) end
  end
  return out
end

-- eliminated reports whether the formation (or the Black Hand) a marker
-- belongs to had units and has none left in play [turn.activation-markers].
function turn.eliminated(m)
  local kind = cup.kind(m)
  if kind ~= "formation" and kind ~= "black-hand" then return false end
  if #turn.members(m) > 0 then return false end
  local dead
  if kind == "formation" then
    dead = nw68.units({ formation = m, alive = false })
  else
    dead = nw68.units({ side = "black-hand", alive = false })
  end
  return #dead > 0
end

-- The draws -------------------------------------------------------------------------

function turn.started() return var("turn_started") == nw68.state().turn end

-- counted reports whether a marker counts towards the turn's number of
-- draws (and uses a draw when drawn): every marker but a formation's whose
-- data says stats { outside_draw_count = true } [turn.draw-count].
function turn.counted(m)
  local e = nw68.entity("formation", m)
  return not (e and e.stats.outside_draw_count)
end

local function counted_markers()
  local n = 0
  for _, m in ipairs(nw68.state().cup) do
    if turn.counted(m) then n = n + 1 end
  end
  return n
end

-- draws_left returns the draws left this turn [turn.draw-count]. Before the
-- turn's start has been counted it is the cup less the number of players.
function turn.draws_left()
  if turn.started() then return var("draws_left") end
  return math.max(0, counted_markers() - turn.players())
end

-- count_draws fixes the turn's number of draws from the cup as it stands.
function turn.count_draws()
  local st = nw68.state()
  local n = math.max(0, counted_markers() - turn.players())
  nw68.set_var("turn_started", st.turn)
  nw68.set_var("draws_left", n)
  nw68.cup_reset_drawn()
  nw68.say("turn.draws-counted", { turn = st.turn, markers = #st.cup, players = turn.players(), n = n })
end

-- mark_drawn counts a marker drawn and kept out of the cup until Cleanup.
function turn.mark_drawn(m) add_to_tally("drawn", m, 1) end

-- running reports whether an activation is under way.
function turn.running()
  local st = nw68.state()
  return st.active_formation ~= "" or var("activating") > 0
end

-- eligible reports whether the cup holds a marker that may come out now (not
-- a third activation in a row of one side).
function turn.eligible()
  for _, m in ipairs(nw68.state().cup) do
    if not turn.blocked(turn.marker_side(m)) then return true end
  end
  return false
end

-- can_draw reports whether a draw remains this turn (whatever activation is
-- under way).
function turn.can_draw()
  return #nw68.state().cup > 0 and turn.draws_left() > 0 and turn.eligible()
end

-- draw_block returns nil when a draw is legal now, else code, rule, reason
-- (a message key) and its values.
function turn.draw_block()
  local st = nw68.state()
  if st.phase ~= "actions" then
    return "not_actions_phase", "turn.sequence", "turn.draw-not-actions-phase", { phase = st.phase }
  end
  if turn.running() then
    local who = st.active_formation ~= "" and st.active_formation or st.active_side
    return "activation_running", "turn.sequence", "turn.activation-running", { who = who }
  end
  if #st.cup == 0 then
    return "no_draws_left", "turn.draw-count", "turn.cup-empty", {}
  end
  if turn.draws_left() <= 0 then
    return "no_draws_left", "turn.draw-count", "turn.draws-done", {}
  end
  if not turn.eligible() then
    return "no_draws_left", "turn.consecutive-limit", "turn.only-third-activations", {}
  end
  return nil
end

-- Arrivals and reinforcements ---------------------------------------------------------

-- markers_of returns how many activation markers a formation brings: its
-- formation counter "markers", 1 if unset.
function turn.markers_of(formation)
  local f = nw68.formation(formation)
  local n = f and f.counters.markers or 0
  if n <= 0 then n = 1 end
  return n
end

-- arrive records that a formation arrived during this turn by an event or a
-- scenario rule: its markers (n, or its "markers" counter) join the cup at
-- this turn's Cleanup [turn.activation-markers]. For other areas.
function turn.arrive(formation, n)
  n = n or turn.markers_of(formation)
  add_to_tally("arriving", formation, n)
  nw68.say("turn.arrived", { formation = formation, n = n })
end

local function in_cup(m)
  for _, x in ipairs(nw68.state().cup) do
    if x == m then return true end
  end
  return false
end

-- reinforce brings in the units due this turn: each is placed on its entry
-- hex, and a formation with no marker in the cup adds its markers
-- [turn.reinforcements, turn.activation-markers].
function turn.reinforce()
  local st = nw68.state()
  local sc = nw68.scenario()
  local entries = sc and type(sc.options.entry) == "table" and sc.options.entry or {}
  local formations = {}
  for _, u in ipairs(nw68.units({})) do
    if not u.on_map and (u.counters.arrives or 0) == st.turn and (u.aboard or "") == "" then
      local at = entries[u.id] or turn.hex_of(u.counters.entry)
      if at and nw68.on_map(at) then
        nw68.move(u.id, at)
        nw68.say("turn.reinforcement-arrives", { unit = u.id, hex = at })
      else
        nw68.say("turn.reinforcement-waits", { unit = u.id })
      end
      if u.formation ~= "" and not formations[u.formation] then
        formations[u.formation] = true
      end
    end
  end
  for _, f in ipairs(sorted_keys(formations)) do
    if not in_cup(f) then
      local n = turn.markers_of(f)
      for _ = 1, n do nw68.cup_add(f) end
      nw68.say("turn.reinforcement-markers", { formation = f, n = n })
    end
  end
end

-- Supply ---------------------------------------------------------------------------

-- pool_kept reports whether unspent supply points stay in the side's pool
-- when the Cleanup ends (table "supply-pool", fate "kept") rather than being
-- lost [supply.timing].
function turn.pool_kept()
  local row = nw68.table("supply-pool", "unspent")
  return row ~= nil and row.fate == "kept"
end

-- give_supply hands out the supply points a scenario gives for this turn
-- (option supply = { <side> = [points on turn 1, turn 2, ...] }) [supply.timing].
-- When the pool is kept they add to the points the side already holds.
function turn.give_supply()
  local sc = nw68.scenario()
  if not sc or type(sc.options.supply) ~= "table" then return end
  local t = nw68.state().turn
  for _, side in ipairs(sorted_keys(sc.options.supply)) do
    local per = sc.options.supply[side]
    local n = 0
    if type(per) == "table" then n = per[t] or per[tostring(t)] or 0 end
    if type(n) == "number" and n > 0 then
      if turn.pool_kept() then n = n + nw68.holding(side, "supply") end
      nw68.set_holding(side, "supply", n)
      nw68.say("supply.received", { side = side, n = n })
    end
  end
end

-- refits_possible reports whether some side holds a supply point and has a
-- reduced unit on the map [supply.refit].
function turn.refits_possible()
  for _, side in ipairs(sorted_keys(nw68.state().holdings)) do
    if nw68.holding(side, "supply") > 0 then
      for _, u in ipairs(nw68.units({ side = side })) do
        if u.on_map and u.face == "reduced" then return true end
      end
    end
  end
  return false
end

-- cleanup_waits reports whether the Cleanup must wait for the players: a
-- refit is possible, or a handler of the cleanup_waits hook says so (a
-- purchase another area offers, say) [supply.refit, cleanup.steps].
function turn.cleanup_waits()
  if turn.refits_possible() then return true end
  return #nw68.fire("cleanup_waits", "*") > 0
end

-- keeps_marker reports whether the Cleanup must leave a marker of `kind` in
-- hex `label` as it is (not lowered, not removed): a handler of the
-- keeps_marker hook says so (a weather that keeps the smoke, say)
-- [cleanup.steps].
function turn.keeps_marker(label, kind)
  return #nw68.fire("keeps_marker", kind, { hex = label, kind = kind }) > 0
end

-- lose_supply discards the points left at the end of Cleanup, unless the
-- pool is kept [supply.timing].
function turn.lose_supply()
  if turn.pool_kept() then return end
  local st = nw68.state()
  for _, side in ipairs(sorted_keys(st.holdings)) do
    local n = nw68.holding(side, "supply")
    if n > 0 then
      nw68.set_holding(side, "supply", 0)
      nw68.say("supply.lost", { side = side, n = n })
    end
  end
end

-- Objectives -------------------------------------------------------------------------

-- control_code returns the level of the control marker naming a side.
function turn.control_code(side)
  for i = 1, 9 do
    local row = nw68.table("control-sides", tostring(i))
    if not row then return nil end
    if row.side == side then return i end
  end
  return nil
end

local function control_side(level)
  local row = nw68.table("control-sides", tostring(level))
  return row and row.side or nil
end

-- has_objectives reports whether the last scan found objective hexes.
function turn.has_objectives() return nw68.value(nil, "objectives") ~= nil end

-- objective_hexes returns the labels of the objective hexes: a scan of the
-- map (scan true, or none recorded yet), recorded as the value "objectives"
-- so that the checks after every activation need no scan.
function turn.objective_hexes(scan)
  local recorded = nw68.value(nil, "objectives")
  if not scan and recorded then return recorded end
  local out = {}
  for _, h in ipairs(nw68.marked("objective")) do table.insert(out, h.label) end
  table.sort(out)
  local same = recorded ~= nil and #recorded == #out
  if same then
    for i, label in ipairs(out) do
      if recorded[i] ~= label then same = false end
    end
  end
  if not same then nw68.set_value(nil, "objectives", #out > 0 and out or nil) end
  return out
end

-- sync_objectives gives each uncontrolled objective hex to the side its
-- control marker names, or else to the only side with units in it (they
-- were set up there), then turns every objective's control marker to the
-- side that controls the hex [control.objectives, control.hex]. It returns
-- the objective hexes (labels); scan: look for them on the whole map.
function turn.sync_objectives(scan)
  local out = {}
  for _, label in ipairs(turn.objective_hexes(scan)) do
    local h = nw68.hex(label)
    table.insert(out, h.label)
    local ctrl = h.control
    if not ctrl then
      local lvl = h.markers.control
      if lvl ~= nil then ctrl = control_side(lvl) end
      if not ctrl then
        local sides = {}
        for _, u in ipairs(nw68.units_at(h.label)) do sides[u.side] = true end
        local list = sorted_keys(sides)
        if #list == 1 then ctrl = list[1] end
      end
      if ctrl then
        nw68.set_control(h.label, ctrl)
        nw68.say("control.objective-held", { hex = h.label, side = ctrl })
      end
    end
    local code = ctrl and turn.control_code(ctrl)
    if code then
      if h.markers.control ~= code then nw68.set_marker(h.label, "control", code) end
    elseif h.markers.control ~= nil then
      nw68.remove_marker(h.label, "control")
    end
  end
  return out
end

-- The end of the game --------------------------------------------------------------------

-- score returns the result of the game_end hook (victory/victory.lua scores
-- the game, reports it and returns the result: its message, {key, params},
-- or a layer's text) without ending the game.
function turn.score()
  return nw68.fire("game_end", "*")[1]
end

-- last_turn returns the game's last turn: the var "last_turn", else the
-- scenario's length; nil when neither is set.
function turn.last_turn()
  local n = var("last_turn")
  if n > 0 then return n end
  local sc = nw68.scenario()
  if sc and (sc.turns or 0) > 0 then return sc.turns end
  return nil
end

-- Cleanup -----------------------------------------------------------------------

-- refill puts the markers drawn this turn back into the cup, takes out every
-- marker of a formation eliminated (it had units, none is left) and adds the
-- markers of formations that arrived this turn [cleanup.steps,
-- turn.activation-markers].
function turn.refill()
  local back, arriving = tally("drawn"), tally("arriving")
  nw68.set_value(nil, "drawn", nil)
  nw68.set_value(nil, "arriving", nil)
  for _, m in ipairs(sorted_keys(back)) do
    if not turn.eliminated(m) then
      for _ = 1, back[m] do nw68.cup_add(m) end
    end
  end
  for _, f in ipairs(sorted_keys(arriving)) do
    if not turn.eliminated(f) then
      for _ = 1, arriving[f] do nw68.cup_add(f) end
      nw68.say("turn.arrived-markers", { formation = f, n = arriving[f] })
    end
  end
  local gone = {}
  for _, m in ipairs(nw68.state().cup) do
    if turn.eliminated(m) then gone[m] = (gone[m] or 0) + 1 end
  end
  for _, m in ipairs(sorted_keys(gone)) do
    for _ = 1, gone[m] do nw68.cup_remove(m) end
    nw68.say("turn.eliminated-markers", { formation = m, n = gone[m] })
  end
  nw68.cup_reset_drawn()
  nw68.say("cleanup.markers-back", { n = #nw68.state().cup })
end

-- finish ends the Cleanup phase: unused supply points are lost; after the
-- last turn the game is scored and ends, else the next turn starts
-- [cleanup.steps, supply.timing, turn.game-length].
function turn.finish()
  turn.lose_supply()
  local last = turn.last_turn()
  local t = nw68.state().turn
  if last and t >= last then
    turn.sync_objectives()
    -- the result: a message ({key, params}) or a layer's English
    local result = turn.score() or { key = "turn.game-over", params = {} }
    if type(result) == "table" then
      nw68.end_game(result.key, "turn.game-length", result.params)
    else
      nw68.end_game(result, "turn.game-length")
    end
    return
  end
  nw68.end_phase()
end

return turn
