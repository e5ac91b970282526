-- The Corpses marker and the sources of corpses [corpses.marker,
-- corpses.abomination, corpses.graveyard]. Owned by the corpses area.
--
-- CONTRACT:
--   present(hex) -> boolean: a Corpses marker, or a permanent source
--     (Magdeburg's graveyard: a hex with the feature "graveyard")
--   place(hex) -> places one Corpses marker (at most one per hex)
--   take(hex) -> removes the hex's Corpses marker (a permanent source keeps
--     giving); returns false when there is none to take
-- Added, for reanimators (skills.reanimate):
--   source_at(hex, side) -> "marker", "graveyard", the id of a friendly
--     full-strength Abomination in the hex, or nil
--   take_source(hex, side) -> takes what source_at names: the marker, the
--     graveyard (nothing changes) or the Abomination (reduced and
--     Finished); returns what it took, or nil
local M = {}

local function graveyard(hex)
  local h = nw68.hex(hex)
  return h.features and h.features.graveyard == true
end

local function marker(hex)
  return (nw68.markers(hex).corpses or -1) >= 0
end

function M.present(hex)
  return marker(hex) or graveyard(hex)
end

-- one marker per hex at most [corpses.marker]
function M.place(hex)
  if marker(hex) then return end
  nw68.set_marker(hex, "corpses", 1)
  nw68.say("corpses.left", { hex = hex })
end

function M.take(hex)
  if marker(hex) then
    nw68.remove_marker(hex, "corpses")
    return true
  end
  -- the graveyard never runs out [corpses.graveyard]
  return graveyard(hex)
end

-- a friendly Abomination at full strength in the hex [corpses.abomination]
local function abomination(hex, side)
  for _, u in ipairs(nw68.units_at(hex)) do
    if u.type == "abomination" and u.face == "" and not u.aboard
      and (u.side == side or nw68.relation(u.side, side) == "allied") then
      return u
    end
  end
  return nil
end

function M.source_at(hex, side)
  if marker(hex) then return "marker" end
  if graveyard(hex) then return "graveyard" end
  local a = abomination(hex, side)
  return a and a.id or nil
end

function M.take_source(hex, side)
  local what = M.source_at(hex, side)
  if what == "marker" or what == "graveyard" then
    M.take(hex)
  elseif what then
    nw68.set_face(what, "reduced")
    nw68.set_status(what, "finished", true)
    nw68.say("corpses.flesh-given", { unit = what })
  end
  return what
end

return M
