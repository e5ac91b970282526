-- Optional support weapon placement [units.sw-hidden] (10.4): what shows a support weapon, and
-- the roll that may cost an unplaced one when an infantry platoon is destroyed.

local function support_weapons(u)
  local out = {}
  for _, item in ipairs(u.carries or {}) do
    local it = nw68.entity("item", item)
    if it and it.tags["support-weapon"] then table.insert(out, item) end
  end
  return out
end

-- unplaced: the living platoons of a side whose support weapons were never used
local function unplaced(side)
  local out = {}
  for _, u in ipairs(nw68.units({ side = side })) do
    if not u.statuses["sw-shown"] and #support_weapons(u) > 0 then table.insert(out, u) end
  end
  return out
end

local function infantry(u)
  return u.tags.infantry == true or u.tags["armored-infantry"] == true
end

-- A support weapon is placed the first time it fires: its platoon shows it from now on.
nw68.on("support_fired", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if u.statuses["sw-shown"] then return end
  nw68.set_status(u.id, "sw-shown", true)
  nw68.say("units.sw-placed", { unit = u.id, items = table.concat(ev.items, " and ") })
end)

-- A friendly infantry platoon destroyed while support weapons are unplaced: the owner rolls 1d6,
-- less 1 for each such platoon it lost beyond the first; at 1 or less the opponent may strike
-- out one unplaced support weapon (window sw-strike).
nw68.on("unit_eliminated", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if not infantry(u) or #unplaced(u.side) == 0 then return end
  local lost = 0
  for _, d in ipairs(nw68.units({ side = u.side, alive = false })) do
    if infantry(d) then lost = lost + 1 end
  end
  local d = nw68.roll(1, 6, "units.sw-loss-roll", { params = { side = u.side } })[1]
  local total = d - (lost - 1)
  local need = nw68.table("sw-loss-roll", "roll").strike
  if total > need then
    nw68.say("units.sw-safe", { side = u.side, unit = u.id, roll = d, beyond = lost - 1, total = total })
    return
  end
  local enemy
  for _, s in ipairs(nw68.state().sides) do
    if nw68.enemies(u.side, s) then enemy = s break end
  end
  if not enemy then return end
  nw68.say("units.sw-strike-offered", { side = u.side, unit = u.id, roll = d, beyond = lost - 1, total = total, enemy = enemy })
  nw68.open_interrupt{ kind = "sw-strike", side = enemy, actions = { "strike_support_weapon" }, context = { side = u.side }, owned = true }
end)

local function window()
  local i = nw68.state().interrupt
  if i and i.kind == "sw-strike" then return i end
  return nil
end

nw68.on("action_available", "strike_support_weapon", function()
  if not window() then return "no_interrupt", "units.sw-hidden", "units.sw-no-strike-now", {} end
end)

-- carrier: the first unplaced platoon of the side (by id) that carries the item
local function carrier(side, item)
  for _, u in ipairs(unplaced(side)) do
    for _, it in ipairs(support_weapons(u)) do
      if it == item then return u end
    end
  end
  return nil
end

nw68.on("action_validate", "strike_support_weapon", function(a)
  local side = window().context.side
  if not carrier(side, a.item) then
    return "not_unplaced", "units.sw-hidden", "units.sw-not-unplaced", { side = side, item = a.item }
  end
  return nil
end)

nw68.on("action_resolve", "strike_support_weapon", function(a)
  local side = window().context.side
  local u = carrier(side, a.item)
  local keep, gone = {}, false
  for _, it in ipairs(u.carries) do
    if it == a.item and not gone then gone = true else table.insert(keep, it) end
  end
  nw68.set_items(u.id, "carries", keep)
  nw68.close_interrupt()
  nw68.say("units.sw-struck", { item = a.item, side = side })
  nw68.say("units.sw-lost", { unit = u.id, item = a.item }, { to = { side } })
end)

-- Candidates: each kind of support weapon the side has unplaced.
nw68.on("action_enumerate", "strike_support_weapon", function()
  local out, seen = {}, {}
  if not window() then return out end
  for _, u in ipairs(unplaced(window().context.side)) do
    for _, it in ipairs(support_weapons(u)) do
      if not seen[it] then
        seen[it] = true
        table.insert(out, { item = it })
      end
    end
  end
  return out
end)
