-- A Mines marker's attack and its depletion [units.minefields], shared by
-- the units entering a mined hex (units/classes.lua) and by any rule that
-- sets a minefield on units already there (an expansion's event).
local units = require("units")
local combat = require("combat")

local minefields = {}

-- the minefield as an attacker: a stand-in unit table for combat.attack,
-- standing in the mined hex, with the marker's AP against hard targets and
-- HE against soft ones; nil when the marker has no factor for the target
local function minefield(label, target)
  local m = nw68.entity("marker_kind", "mines")
  local kind = units.target_class(target) == "hard" and "ap" or "he"
  local mw = m.weapons[kind]
  if not mw then return nil end
  local attacker = {
    id = "mines", name = m.name, type = "mines", side = "", formation = "", hex = label,
    on_map = true, alive = true, tags = {}, statuses = {}, counters = {}, stats = {},
    weapons = {}, carries = {}, attached = {},
  }
  -- fixed: the range bands (long and close range) do not apply to a minefield
  local weapon = { id = "mines", kind = kind, firepower = mw.firepower, range = mw.range or 0, fixed = true }
  return attacker, weapon
end

-- attack: the minefield of the hex attacks unit t; Sandbags in the hex count
-- (terrain terms), smoke does not (no smoke term is passed)
function minefields.attack(hex, t)
  local attacker, weapon = minefield(hex, t)
  if not attacker then return end
  combat.attack{ kind = "mine", attacker = attacker, target = t, weapon = weapon, from = hex }
end

-- deplete: 1D6 after a minefield's attacks, 1-2 removes the marker
function minefields.deplete(hex)
  local _, d = nw68.roll(1, 6, "units.minefield-depletion", { params = { hex = hex } })
  if d <= 2 then
    nw68.remove_marker(hex, "mines")
    nw68.say("units.minefield-spent", { hex = hex, roll = d })
  else
    nw68.say("units.minefield-stays", { hex = hex, roll = d })
  end
end

return minefields
