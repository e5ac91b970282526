-- The mortar_fire action [mortars.*]; the rules are mortars/lib/mortars.lua's.
local mortars = require("mortars")

nw68.on("action_validate", "mortar_fire", function(a)
  local u = nw68.unit(a.unit)
  return mortars.check(u, a.target, { smoke = a.smoke == true, spotter = a.spotter })
end)

-- candidates: each mortar of the side to act, direct HE at the hexes of enemy units in range
-- (validation keeps those it sees)
nw68.on("action_enumerate", "mortar_fire", function()
  local out, side = {}, nw68.acting_side()
  if side == "" then return out end
  for _, u in ipairs(nw68.units({ side = side })) do
    if u.on_map and mortars.is_mortar(u) and u.weapons.he and nw68.precondition("mortar_fire", { unit = u.id }) == nil then
      for _, e in ipairs(nw68.units()) do
        if e.on_map and nw68.enemies(side, e.side) and nw68.distance(u.hex, e.hex) <= u.weapons.he.range then
          table.insert(out, { unit = u.id, target = e.hex })
        end
      end
    end
  end
  return out
end)

nw68.on("action_resolve", "mortar_fire", function(a)
  local u = nw68.unit(a.unit)
  mortars.fire(u, a.target, { smoke = a.smoke == true, spotter = a.spotter })
end)

