-- Turns, spotting and revealing [x.play, x.hidden].
local function other(side) return side == "red" and "blue" or "red" end

nw68.on("phase_start", "play", function(ev)
  if ev.turn == 1 and nw68.holding("red", "supply") == 0 then
    nw68.set_holding("red", "supply", 3)
    nw68.set_holding("red", "plans", 1)
    nw68.set_holding("blue", "supply", 2)
  end
end)

local function mine(a)
  if nw68.unit(a.unit).side ~= nw68.state().active_side then
    return "not_yours", "x.play", a.unit .. " is not the active side's"
  end
end

nw68.on("action_enumerate", "spot", function()
  local out = {}
  local side = nw68.state().active_side
  for _, u in ipairs(nw68.units({ side = side })) do
    for _, t in ipairs(nw68.units({ side = other(side) })) do
      table.insert(out, { unit = u.id, target = t.id })
    end
  end
  return out
end)
nw68.on("action_validate", "spot", mine)
-- a 6 spots every unit of the target's side, the hidden ones too; on a 1
-- the spotter lies in ambush
nw68.on("action_resolve", "spot", function(a)
  local _, roll = nw68.roll(1, 6, "spot")
  if roll == 1 then nw68.set_status(a.unit, "ambushing", true) end
  local spotted = { nw68.unit(a.target) }
  if roll == 6 then spotted = nw68.units({ side = nw68.unit(a.target).side }) end
  for _, u in ipairs(spotted) do nw68.set_status(u.id, "spotted", true) end
  nw68.report("spot", { spotted = #spotted, first = spotted[#spotted].id })
end)

nw68.on("action_enumerate", "reveal", function()
  local out = {}
  for _, u in ipairs(nw68.units({ side = nw68.state().active_side })) do
    table.insert(out, { unit = u.id })
  end
  return out
end)
nw68.on("action_validate", "reveal", mine)
nw68.on("action_resolve", "reveal", function(a) nw68.set_status(a.unit, "spotted", true) end)

-- a signal names its unit in a report and in a window the other side may
-- only pass up
nw68.on("action_validate", "signal", mine)
nw68.on("action_resolve", "signal", function(a)
  local side = nw68.state().active_side
  nw68.log("x.hidden", a.unit .. " signals to its side")
  for _, item in ipairs(nw68.unit(a.unit).carries) do
    if item == "mine-kit" then nw68.log("x.hidden", a.unit .. " signals with its mine-kit") end
  end
  local report = { from = a.unit, units = { a.unit }, by = { [a.unit] = side }, side = side }
  for _, item in ipairs(nw68.unit(a.unit).carries) do
    if item == "mine-kit" then report.kit = item end
  end
  nw68.report("signal", report)
  nw68.compute({ stage = "signal", name = "signal reach of " .. a.unit, terms = { { "base", 2, "x.hidden" } } })
  nw68.open_interrupt({ kind = "signal", side = other(side), actions = {}, context = { unit = a.unit, seen = { a.unit } } })
end)

-- dropping what a unit does not carry is refused, naming the item
nw68.on("action_validate", "drop", function(a)
  for _, item in ipairs(nw68.unit(a.unit).carries) do
    if item == a.item then return end
  end
  return "no_item", "x.play", a.unit .. " carries no " .. a.item
end)
nw68.on("action_resolve", "drop", function(a)
  nw68.log("x.play", a.unit .. " drops its " .. a.item)
end)

-- a hidden ghost rises, named as a player would name it
nw68.on("action_validate", "raise", function()
  if nw68.state().active_side ~= "red" then return "not_yours", "x.hidden", "only red raises ghosts" end
end)
nw68.on("action_resolve", "raise", function()
  local id = nw68.spawn({ type = "ghost", side = "red", formation = "red-1", hex = "B1", id = "Ghost 7" })
  nw68.log("x.hidden", id .. " rises from the ground")
  nw68.log("x.hidden", "r1 buries its Mine Kit")
  nw68.log("x.hidden", "the ground trembles", { about = { id } })
  nw68.log("x.play", "red counts its supply", { to = { "red" } })
end)

nw68.on("action_resolve", "end_turn", function()
  nw68.start_activation(other(nw68.state().active_side), nil)
end)
nw68.on("action_resolve", "concede", function()
  nw68.end_game(other(nw68.state().active_side) .. " wins", "x.play")
end)

-- where a unit stands, and the units it could spot from there
nw68.on("query", "where", function(q)
  local u = q.unit and nw68.unit(q.unit)
  if not u then return {} end
  local near = {}
  for _, t in ipairs(nw68.units({})) do
    if t.side ~= u.side then table.insert(near, t.id) end
  end
  return { hex = u.hex, foes = near }
end)
