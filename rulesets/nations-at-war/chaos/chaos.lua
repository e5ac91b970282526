-- Battlefield Chaos [chaos.*]: the Chaos marker drawn from the cup throws 2d6 on the Chaos
-- Table (chaos/tables.hcl); results that strike the next formation drawn wait in the var
-- chaos_next (1: rally-next, 2: confusion-next) until a formation activates, and are dropped
-- when the turn ends first. The marker leaves the game at Marker Removal unless the var
-- chaos_returns is set (turn/turn.lua's return-markers step, chaos.removal).

local PENDING = { ["rally-next"] = 1, ["confusion-next"] = 2 }

-- the sides of a camp (a side's stat camp) in this game
local function camp_sides(camp)
  local out = {}
  for _, side in ipairs(nw68.state().sides) do
    local e = nw68.entity("side", side)
    if e and e.stats.camp == camp then table.insert(out, side) end
  end
  return out
end

nw68.on("marker_drawn", "chaos", function()
  local faces, total = nw68.roll(2, 6, "chaos.roll")
  local row = nw68.table("chaos", total)
  -- the row's message says its text in each reader's language; a row without one (a mod's
  -- table) is shown as its plain text
  local effect = row.message and { key = row.message, params = {} } or row.text
  nw68.say("chaos.thrown", { total = total, effect = effect })
  nw68.report("chaos", { total = total, dice = faces[1] .. " " .. faces[2], effect = row.effect })
  if row.effect == "fate" then
    if not nw68.entity("holding", "fate") then
      nw68.say("chaos.no-fate")
      return
    end
    for _, side in ipairs(camp_sides(row.camp)) do
      nw68.set_holding(side, "fate", nw68.holding(side, "fate") + row.amount)
      nw68.say("chaos.fate-gained", { side = side, n = row.amount })
    end
  elseif PENDING[row.effect] then
    nw68.set_var("chaos_next", PENDING[row.effect])
    nw68.say("chaos.next-formation")
  end
end)

-- Confusion: the next formation's command check takes every hex (pulse/pulse.lua reads the var
-- command_all) [chaos.next-formation].
nw68.on("activation_start", "*", function(ev)
  if (ev.formation or "") == "" then return end
  if (nw68.state().vars.chaos_next or 0) == PENDING["confusion-next"] then
    nw68.set_var("chaos_next", 0)
    nw68.set_var("command_all", 1)
  end
end, { id = "confusion", before = "pulse" })

-- A lull: the next formation rallies every Disrupted unit once its markers are off and its
-- command checked [chaos.next-formation].
nw68.on("activation_start", "*", function(ev)
  local f = ev.formation or ""
  if f == "" or (nw68.state().vars.chaos_next or 0) ~= PENDING["rally-next"] then return end
  nw68.set_var("chaos_next", 0)
  local ids = {}
  for _, u in ipairs(nw68.units({ formation = f })) do
    if u.statuses.disrupted then
      nw68.set_status(u.id, "disrupted", false)
      table.insert(ids, u.id)
    end
  end
  if #ids > 0 then
    nw68.say("chaos.lull", { formation = f, units = table.concat(ids, ", ") })
  else
    nw68.say("chaos.lull-none", { formation = f })
  end
end, { id = "lull", after = "pulse" })

-- A result still waiting when the turn ends is ignored, and the marker goes back into the cup
-- [chaos.next-formation].
nw68.on("phase_start", "marker-removal", function()
  if (nw68.state().vars.chaos_next or 0) > 0 then
    nw68.set_var("chaos_next", 0)
    nw68.set_var("chaos_back", 1)
    nw68.say("chaos.ignored")
  end
end)
