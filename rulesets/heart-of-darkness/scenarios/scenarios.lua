-- The scenario notation that needs play, and the campaign's carried units
-- [scenarios.*]. What the notation only states (Tx, *, w/, (r)) is the
-- scenario's data; here are (1), + and the deployment of carried units.
--
-- Scenario options read here:
--   first       the formation (or side) marker promised to turn 1's first draw
--   plus        { <unit> = <unit of an earlier step> }: + units of a campaign
--   setup_hexes { <side> = [hexes] }: where carried units are set up
--   alliances   [[side, side], ...]: factions allied for this scenario
--               [factions.relations]

local function options()
  local sc = nw68.scenario()
  return sc, (sc and sc.options) or {}
end

local function contains(list, x)
  for _, v in ipairs(list or {}) do
    if v == x then return true end
  end
  return false
end

local function carried(sc, id)
  return sc ~= nil and sc.campaign ~= nil and contains(sc.carried, id)
end

-- setup_hexes lists a side's setup hexes, [] when the scenario names none
local function setup_hexes(side)
  local _, opts = options()
  local by_side = type(opts.setup_hexes) == "table" and opts.setup_hexes or {}
  return by_side[side] or {}
end

-- free_setup_hex is the first of a side's setup hexes holding none of its
-- units, else the first of them
local function free_setup_hex(side)
  local hexes = setup_hexes(side)
  for _, h in ipairs(hexes) do
    local taken = false
    for _, u in ipairs(nw68.units_at(h)) do
      if u.side == side then taken = true; break end
    end
    if not taken then return h end
  end
  return hexes[1]
end

-- As play begins (the first phase start): allies, + units, carried units.
nw68.on("phase_start", "*", function()
  local st = nw68.state()
  if st.begun then return end
  local sc, opts = options()
  if not sc then return end
  for _, pair in ipairs(type(opts.alliances) == "table" and opts.alliances or {}) do
    nw68.set_relation(pair[1], pair[2], "allied")
    nw68.say("factions.allied", { a = pair[1], b = pair[2] })
  end
  if sc.campaign and sc.step > 1 and type(opts.plus) == "table" then
    local ids = {}
    for id in pairs(opts.plus) do table.insert(ids, id) end
    table.sort(ids)
    for _, id in ipairs(ids) do
      local u = nw68.unit(id)
      if u and u.alive and not carried(sc, opts.plus[id]) then
        -- its passengers go with it, as its w/ says
        if u.on_map then nw68.remove_from_map(id) end
        nw68.set_status(id, "withheld", true)
        for _, p in ipairs(u.transports) do
          if nw68.unit(p).on_map then nw68.remove_from_map(p) end
          nw68.set_status(p, "withheld", true)
        end
        nw68.say("scenarios.plus-withheld", { unit = id, carrier = opts.plus[id] })
      end
    end
  end
  for _, id in ipairs(sc.carried or {}) do
    local u = nw68.unit(id)
    if u and u.alive and not u.on_map then
      local at = free_setup_hex(u.side)
      if at then
        nw68.set_counter(id, "arrives", 0)
        nw68.move(id, at)
        nw68.say("scenarios.campaign-set-up", { unit = id, hex = at })
      else
        nw68.say("scenarios.campaign-off-map", { unit = id, side = u.side })
      end
    end
  end
end, { before = "setup" })

-- (1): the first draw of turn 1 takes the named formation's marker.
nw68.on("phase_start", "actions", function()
  local st = nw68.state()
  local _, opts = options()
  if st.turn ~= 1 or type(opts.first) ~= "string" then return end
  if not contains(st.cup, opts.first) then
    nw68.say("scenarios.first-no-marker", { formation = opts.first })
    return
  end
  nw68.cup_next(opts.first)
  nw68.say("scenarios.first-activates", { formation = opts.first })
end, { after = "turn" })

-- deploy ------------------------------------------------------------------------

nw68.on("action_available", "deploy", function()
  local sc = nw68.scenario()
  if nw68.state().phase ~= "setup" then
    return "not_setup", "scenarios.campaign", "scenarios.deploy-setup-only", {}
  end
  if not sc or not sc.campaign or #(sc.carried or {}) == 0 then
    return "nothing_carried", "scenarios.campaign", "scenarios.nothing-carried", {}
  end
end)

nw68.on("action_validate", "deploy", function(a)
  local sc = nw68.scenario()
  local u = nw68.unit(a.unit)
  if not carried(sc, a.unit) then
    return "not_carried", "scenarios.campaign", "scenarios.not-carried", { unit = a.unit }
  end
  if not u.alive or u.statuses.withheld then
    return "not_in_play", "scenarios.campaign", "scenarios.not-in-play", { unit = a.unit }
  end
  if not contains(setup_hexes(u.side), a.at) then
    return "not_setup_hex", "scenarios.campaign", "scenarios.not-setup-hex", { hex = a.at, side = u.side }
  end
  if u.on_map and u.hex == a.at then
    return "already_there", "scenarios.campaign", "scenarios.already-there", { unit = a.unit, hex = a.at }
  end
end)

nw68.on("action_enumerate", "deploy", function()
  local sc = nw68.scenario()
  local out = {}
  for _, id in ipairs(sc and sc.carried or {}) do
    local u = nw68.unit(id)
    if u and u.alive and not u.statuses.withheld then
      for _, h in ipairs(setup_hexes(u.side)) do
        if not (u.on_map and u.hex == h) then table.insert(out, { unit = id, at = h }) end
      end
    end
  end
  return out
end)

nw68.on("action_resolve", "deploy", function(a)
  nw68.move(a.unit, a.at)
  nw68.say("scenarios.campaign-deployed", { unit = a.unit, hex = a.at })
end)
