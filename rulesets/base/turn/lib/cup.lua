-- The activation cup [turn.activation-markers]. Its markers are strings: a
-- formation id (that formation's activation marker), "event", "advance" or
-- "black-hand". Areas register what drawing each kind of marker does; the
-- draw action (turn/sequence.lua) calls cup.handle.
local cup = {}

local handlers = {}

-- on_marker registers fn(marker) for a kind: "formation", "event",
-- "advance" or "black-hand".
function cup.on_marker(kind, fn) handlers[kind] = fn end

-- kind returns what a marker is: "formation" for a formation's activation
-- marker, otherwise the marker itself.
function cup.kind(marker)
  if nw68.formation(marker) or nw68.entity("formation", marker) then
    if marker ~= "black-hand" then return "formation" end
  end
  return marker
end

-- handle runs the handler of a drawn marker's kind.
function cup.handle(marker)
  local fn = handlers[cup.kind(marker)]
  if not fn then error("no handler for the cup marker " .. marker) end
  return fn(marker)
end

return cup
