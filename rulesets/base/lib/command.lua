-- Commanders [command.*]: who carries a formation's CO (or 2IC) marker, its
-- ratings, and the once-per-activation CO bonus.
local command = {}

-- commander returns the unit carrying the formation's command marker, the
-- marker ("co" or "2ic") and the ratings (the formation's stats, or its 2ic face).
function command.commander(formation)
  if formation == nil or formation == "" then return nil end
  for _, u in ipairs(nw68.units({ formation = formation })) do
    for _, m in ipairs(u.attached) do
      if m == "co" or m == "2ic" then
        local face = ""
        if m == "2ic" then face = "2ic" end
        local f = nw68.entity("formation", formation, face)
        return u, m, f and f.stats or {}
      end
    end
  end
  return nil
end

-- bonus returns the CO bonus a unit would get now: value, label, rule; or 0
-- and the rule that denies it [command.co-bonus].
function command.bonus(u)
  local co, marker, r = command.commander(u.formation)
  if not co or not co.on_map then return 0, "command.co-bonus", "the formation has no CO on the map" end
  if co.statuses.finished then return 0, "command.co-bonus", "the CO is Finished" end
  local f = nw68.formation(u.formation)
  if f and (f.counters.co_bonus_used or 0) > 0 then
    return 0, "command.co-bonus", "the CO bonus was already used this activation"
  end
  local d = nw68.distance(co.hex, u.hex)
  local who = string.upper(marker)
  if d == 0 then return r["local"] or 0, who .. " local rating", "command.local-rating" end
  if d <= (r.radio_range or 0) then return r.radio_bonus or 0, who .. " radio bonus", "command.radio-rating" end
  return 0, "command.radio-rating", "the unit is beyond the CO's radio range"
end

-- use marks the formation's CO bonus as spent for this activation.
function command.use(formation)
  nw68.set_formation_counter(formation, "co_bonus_used", 1)
end

return command
