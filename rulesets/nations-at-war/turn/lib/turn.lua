-- The cup and the turn, as the areas of the turn ask them [turn.*, markers.*].
-- Cup markers are strings: a formation's id (its Formation marker), "end-of-turn", "chaos",
-- or an air-strike counter's unit id.
local turn = {}

local ET = "end-of-turn"
turn.ET = ET

-- kind says what a cup marker is: the filter of the marker_drawn hook (turn/hooks.hcl).
function turn.kind(m)
  if m == ET or m == "chaos" then return m end
  if nw68.formation(m) or nw68.entity("formation", m) then return "formation" end
  local u = nw68.unit(m)
  if u and u.tags.aircraft then return "aircraft" end
  return m
end

-- members lists the living units of a formation, only those on the map when on_map is set.
function turn.members(formation, on_map)
  local out = {}
  for _, u in ipairs(nw68.units({ formation = formation })) do
    if not on_map or u.on_map then table.insert(out, u) end
  end
  return out
end

-- formation_side is the side of a formation (its state record, else its block's faction).
function turn.formation_side(formation)
  local f = nw68.formation(formation)
  if f and f.side ~= "" then return f.side end
  local e = nw68.entity("formation", formation)
  return e and e.faction or nil
end

-- count of a marker in a list
function turn.count(list, m)
  local n = 0
  for _, x in ipairs(list) do
    if x == m then n = n + 1 end
  end
  return n
end

-- only_et: the cup holds nothing but End of Turn markers, or nothing [turn.end-of-turn].
function turn.only_et(cup)
  for _, m in ipairs(cup or nw68.state().cup) do
    if m ~= ET then return false end
  end
  return true
end

-- formations in play: every formation with a living unit, in id order.
function turn.formations()
  local seen, out = {}, {}
  for _, u in ipairs(nw68.units()) do
    if u.formation ~= "" and not seen[u.formation] then
      seen[u.formation] = true
      table.insert(out, u.formation)
    end
  end
  table.sort(out)
  return out
end

-- end_operations ends the Operations phase: Marker Removal follows [turn.end-of-turn]. why is
-- the key of a message with no values that says what ended it (turn/messages.hcl).
function turn.end_operations(why)
  nw68.say("turn.operations-over", { reason = { key = why, params = {} }, turn = nw68.state().turn })
  nw68.end_phase()
end

-- check_end ends the Operations phase when no pulse runs and only End of Turn markers (or
-- none) are left in the cup [turn.end-of-turn].
function turn.check_end()
  local st = nw68.state()
  if st.phase ~= "operations" or st.result ~= "" then return end
  if st.active_formation ~= "" or st.active_side ~= "" or st.interrupt then return end
  if turn.only_et(st.cup) then
    turn.end_operations(#st.cup == 0 and "turn.cup-empty" or "turn.only-end-of-turn")
  end
end

-- last_turn is the game's last turn: the var last_turn, else the scenario's length; nil if neither.
function turn.last_turn()
  local n = nw68.state().vars.last_turn or 0
  if n > 0 then return n end
  local sc = nw68.scenario()
  if sc and (sc.turns or 0) > 0 then return sc.turns end
  return nil
end

-- Map order: map by map, column by column, down each column (IDS.md dice order 5).
local function col_index(letters)
  return (#letters - 1) * 26 + (string.byte(letters, 1) - 64)
end

local function order_key(label)
  local map, rest = string.match(label, "^(.*):(.*)$")
  if not map then map, rest = "", label end
  local letters, row = string.match(rest, "^(%a+)(%d+)$")
  local mi = 0
  if map ~= "" then
    for i, m in ipairs(nw68.maps()) do
      if m == map then mi = i end
    end
  end
  return mi, col_index(string.upper(letters)), tonumber(row)
end

-- map_order sorts a list of hex labels in map order (in place) and returns it.
function turn.map_order(labels)
  table.sort(labels, function(a, b)
    local am, ac, ar = order_key(a)
    local bm, bc, br = order_key(b)
    if am ~= bm then return am < bm end
    if ac ~= bc then return ac < bc end
    return ar < br
  end)
  return labels
end

return turn
