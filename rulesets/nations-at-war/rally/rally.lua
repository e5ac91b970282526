-- Rallies [rally.*, hq.rally]: in the rally step of its pulse each Disrupted unit of the
-- active formation may try once to rally: 2d6, +1 Out of Command, minus the leadership of an
-- HQ of its formation in its hex (rally/modifiers.hcl), at most the formation's morale.
local pulse = require("pulse")
local morale = require("morale")
local hq = require("hq")

local function formation_of(a)
  local st = nw68.state()
  if st.active_formation ~= "" then return st.active_formation end
  if a.units and a.units[1] then
    local u = nw68.unit(a.units[1])
    return u and u.formation or ""
  end
  return ""
end

-- candidates: the formation's Disrupted units on the map that have not tried this pulse, by id
local function candidates(formation)
  local out = {}
  if formation == "" then return out end
  for _, u in ipairs(nw68.units({ formation = formation })) do
    if u.on_map and u.statuses.disrupted and (u.counters.rallied or 0) == 0 then table.insert(out, u.id) end
  end
  return out
end

local function chosen(a)
  if a.units and #a.units > 0 then return a.units end
  return candidates(formation_of(a))
end

nw68.on("action_validate", "rally", function(a)
  if not pulse.rallies_open() then
    return "not_start", "pulse.sequence", "pulse.too-late", {}
  end
  local ids = chosen(a)
  if #ids == 0 then
    return "not_disrupted", "rally.check", "rally.none-disrupted", {}
  end
  local seen = {}
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    if seen[id] then return "bad_param", "rally.check", "rally.listed-twice", { unit = id } end
    seen[id] = true
    if not u.on_map then
      return "not_on_map", "rally.check", "rally.not-on-map", { unit = id }
    end
    if not u.statuses.disrupted then
      return "not_disrupted", "rally.check", "rally.good-order", { unit = id }
    end
    if (u.counters.rallied or 0) > 0 then
      return "not_start", "rally.check", "rally.already-tried", { unit = id }
    end
  end
end)

nw68.on("action_enumerate", "rally", function()
  local ids = candidates(nw68.state().active_formation)
  if #ids == 0 then return {} end
  return { {} }
end)

nw68.on("action_resolve", "rally", function(a)
  for _, id in ipairs(chosen(a)) do
    local u = nw68.unit(id)
    local lead, who = hq.leadership_at(u)
    local faces, total = nw68.roll(2, 6, "rally.roll", { params = { unit = id } })
    local roll = nw68.compute{
      stage = "rally_roll", name = "rally.roll-name",
      terms = { { "2d6", total, "rally.check" } },
      facts = { unit = { id = id, out_of_command = u.statuses["out-of-command"] == true }, hq = { leadership = lead } },
    }
    local m = morale.value(u.formation, id, "rally")
    local rallied = roll <= m
    nw68.set_counter(id, "rallied", 1)
    if rallied then nw68.set_status(id, "disrupted", false) end
    local line = { unit = id, roll = roll, a = faces[1], b = faces[2], morale = m }
    local key = rallied and "rally.rallied" or "rally.not-rallied"
    if who then
      line.hq, line.leadership = who.id, lead
      key = key .. "-hq"
    end
    nw68.say(key, line)
    nw68.report("rally", { unit = id, dice = faces[1] .. " " .. faces[2], total = total, roll = roll, morale = m, rallied = rallied })
  end
end)
