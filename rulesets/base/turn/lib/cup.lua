-- The activation cup [turn.activation-markers]. Its markers are strings: a
-- formation id (that formation's activation marker), "event", "advance" or
-- "black-hand". Areas handle the marker_drawn hook (turn/hooks.hcl) of each
-- kind: what drawing it does; the draw action (turn/sequence.lua) calls
-- cup.handle.
local cup = {}

-- kind returns what a marker is: "formation" for a formation's activation
-- marker, otherwise the marker itself.
function cup.kind(marker)
  if nw68.formation(marker) or nw68.entity("formation", marker) then
    if marker ~= "black-hand" then return "formation" end
  end
  return marker
end

-- handle runs the marker_drawn handlers of a drawn marker's kind.
function cup.handle(marker)
  local _, ran = nw68.fire("marker_drawn", cup.kind(marker), { marker = marker })
  if ran == 0 then error("no marker_drawn handler for the cup marker " .. marker) end
end

return cup
