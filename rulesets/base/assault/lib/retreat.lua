-- Where assaulted units retreat to [assault.success]: shared by the
-- assault rules and the masterless Black Hand's choices.
local retreat = {}

-- opposite returns the (up to three) hexes next to `hex` on the far side from
-- `from`: the neighbours two hexes away from `from`. The one straight across
-- comes first (it touches both others), then the rest by label [assault.success].
function retreat.opposite(hex, from)
  local out = {}
  for _, n in ipairs(nw68.neighbors(hex)) do
    if nw68.distance(n, from) == 2 then table.insert(out, n) end
  end
  table.sort(out)
  local function touches(n)
    local k = 0
    for _, m in ipairs(out) do
      if m ~= n and nw68.distance(n, m) == 1 then k = k + 1 end
    end
    return k
  end
  table.sort(out, function(x, y)
    local a, b = touches(x), touches(y)
    if a ~= b then return a > b end
    return x < y
  end)
  return out
end

return retreat
