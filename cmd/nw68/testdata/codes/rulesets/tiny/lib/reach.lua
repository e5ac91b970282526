-- What a move needs [t.move]: the move handler of game.lua asks it.
local reach = {}

function reach.check(u, to)
  if nw68.distance(u.hex, to) ~= 1 then return nil, "too_far", "t.move", "one hex at a time" end
  if #nw68.units_at(to) > 0 then return nil, "occupied", "t.move", "the hex is taken" end
  return true
end

-- never called by a validate handler: its code counts for no action
function reach.unused()
  return "unused_code", "t.move", "nothing asks this"
end

return reach
