-- Scenario setup [turn.setup, control.objectives]: what a scenario played on a
-- named map (map = "wewelsburg") cannot state as board markers, it states as
-- options, and this file lays them out when play begins:
--
--   options = {
--     objectives = ["M9", "O9"]            -- an Objective marker on each hex
--     control    = { M9 = "reich" }        -- who holds an objective at the start
--   }
--
-- The control side goes on the objective as a Control marker whose level
-- names it (table "control-sides"); turn/lib/turn.lua's sync_objectives then gives
-- the hex to that side and keeps the marker in step with play, and
-- victory/victory.lua scores every objective hex. An objective with no control entry
-- belongs to nobody until a unit enters it (control.hex), or to the only side
-- set up in it.
--
-- This runs at the start of the first Actions phase, before every other
-- start-of-turn handler (phase first), and only once: the var
-- "scenario_setup" records it. It does nothing in a game not started from a
-- scenario (a conformance case), whose board states its markers itself.

local turn = require("turn")

local function sorted_keys(t)
  local out = {}
  for k in pairs(t) do table.insert(out, k) end
  table.sort(out)
  return out
end

nw68.on("phase_start", "actions", function()
  local st = nw68.state()
  if (st.vars.scenario_setup or 0) > 0 then return end
  local sc = nw68.scenario()
  if not sc then return end
  nw68.set_var("scenario_setup", 1)
  local opts = sc.options or {}
  if type(opts.objectives) == "table" then
    for _, label in ipairs(opts.objectives) do
      if nw68.hex(label).markers.objective == nil then
        nw68.set_marker(label, "objective", 0)
        nw68.say("control.objective-marker", { hex = label })
      end
    end
  end
  if type(opts.control) == "table" then
    for _, label in ipairs(sorted_keys(opts.control)) do
      local side = opts.control[label]
      local code = turn.control_code(side)
      if not code then error("scenario option control: " .. label .. " names no side of table control-sides: " .. tostring(side)) end
      nw68.set_marker(label, "control", code)
      nw68.set_control(label, side)
      nw68.say("control.starts-under", { hex = label, side = side })
    end
  end
end, { phase = "first" })
