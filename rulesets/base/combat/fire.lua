-- Ranged fire, group fire and moving fire [combat.*, group-fire.*, moving-fire.*];
-- what an attack needs and does is combat/lib/attack.lua's, opportunity fire
-- opportunity-fire/opportunity-fire.lua's.
local units = require("units")
local movement = require("movement")
local attack = require("attack")
local combat = require("combat")

local can_attack, can_assist, fire = attack.can_attack, attack.can_assist, attack.fire

-- end of path for moving fire, and the MP check [moving-fire.general,
-- movement.group] (an SPA never fires on the move: fire's precondition spa-standing)
local function check_moving(a, u, assistant)
  if not a.moving then return nil end
  if not a.path or #a.path == 0 then
    return "bad_param", "moving-fire.order", "moving-fire.moving-fire-no-path", {}
  end
  local half = movement.half_speed(u)
  if assistant then half = math.min(half, movement.half_speed(assistant)) end
  local mp, code, rule, reason, params = movement.check(u, a.path, half)
  if not mp then
    if code == "too_far" then rule = "moving-fire.general" end
    return code, rule, reason, params
  end
  if assistant then
    local amp, acode, arule, areason, aparams = movement.check(assistant, a.path, half)
    if not amp then return acode, arule, areason, aparams end
  end
  return nil
end

nw68.on("action_validate", "fire", function(a)
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  local code, rule, reason, params
  local assistant = a.assist and nw68.unit(a.assist)
  if assistant then
    code, rule, reason, params = can_assist(u, assistant)
    if code then return code, rule, reason, params end
  end
  code, rule, reason, params = check_moving(a, u, assistant)
  if code then return code, rule, reason, params end
  local from = u.hex
  if a.moving == "after" then from = a.path[#a.path] end
  return can_attack(u, t, a.weapon, from, t.hex)
end)

-- a walk that ends in moving fire "after" fires through this continuation,
-- so opportunity fire on the way is resolved first [opportunity-fire.precedence];
-- what happened on the way counts: a unit Shaken there fires only its HE
-- [results.shaken, opportunity-fire.aftermath], and a target out of reach
-- or sight by then is not attacked. The unit moved either way: it is Finished.
nw68.on("walk_done", "fire", movement.if_alive(function(unit_id, after)
  local u, t = nw68.unit(unit_id), nw68.unit(after.target)
  if u.alive and t and t.alive then
    -- the shot is judged again where the walk ended: fire's preconditions
    -- (a house rule's among them), then what any attack needs
    local code, rule, reason, params = nw68.precondition("fire", { unit = u.id, target = t.id, weapon = after.weapon })
    if not code then code, rule, reason, params = can_attack(u, t, after.weapon, u.hex, t.hex) end
    if code then
      nw68.say("moving-fire.no-fire-after-move", { unit = unit_id, reason = { key = reason, params = params } }, { rule = rule })
      nw68.set_status(unit_id, "finished", true)
      return
    end
  end
  -- an assistant Shaken or fallen on the way no longer assists
  -- [group-fire.assistant]: the stack first (a fallen one has left it), then
  -- fire's preconditions, the leader's having held above
  local assist = after.assist
  if u.alive and assist ~= "" then
    local code, _, reason, params = can_assist(u, nw68.unit(assist))
    if not code then code, _, reason, params = nw68.precondition("fire", { unit = u.id, assist = assist }) end
    if code then
      nw68.say("group-fire.fires-without", { unit = unit_id, assist = assist, reason = { key = reason, params = params } })
      assist = ""
    end
  end
  fire(unit_id, after.target, after.weapon, assist, "ranged", true, after.co == true)
end))

-- the group's assistant walks the path first and the leader after it, as the
-- assistant's continuation: a window that pauses the assistant's walk
-- (opportunity fire) pauses the group, and both walk on when it closes; the
-- leader walks also when the assistant fell on the way [movement.group]
nw68.on("walk_done", "group-leader", movement.always(function(_, g)
  movement.walk(g.leader, g.path, g.after)
end))

local function walk_group(a, after)
  if not a.assist then
    movement.walk(a.unit, a.path, after)
    return
  end
  movement.walk(a.assist, a.path, { name = "group-leader", leader = a.unit, path = a.path, after = after })
end

nw68.on("action_resolve", "fire", function(a)
  if a.moving == "after" then
    walk_group(a, { name = "fire", target = a.target, weapon = a.weapon, assist = a.assist or "", co = a.co_bonus == true })
    return
  end
  fire(a.unit, a.target, a.weapon, a.assist, "ranged", a.moving == "before", a.co_bonus == true)
  if a.moving == "before" then walk_group(a) end
end)

-- Candidates for listing legal actions: every unit of the side to act with
-- each of its weapons at each unit of another side within double its range
-- (validation keeps its foes: a status may make a unit of a neutral side
-- one); moving fire is left out (too many paths to list).
nw68.on("action_enumerate", "fire", function()
  local st = nw68.state()
  if st.active_side == "" then return {} end -- between activations no unit acts
  local out = {}
  local enemies = {}
  for _, t in ipairs(nw68.units({})) do
    if t.on_map and not t.aboard and t.side ~= st.active_side then table.insert(enemies, t) end
  end
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    if u.on_map and nw68.precondition("fire", { unit = u.id }) == nil then
      local names = {}
      for name in pairs(u.weapons) do table.insert(names, name) end
      for _, item in ipairs(u.carries) do table.insert(names, item) end
      for _, name in ipairs(names) do
        local w = units.weapon(u, name)
        -- equipment (a kit) is carried like a Weapon but has no factors
        for _, t in ipairs(w and enemies or {}) do
          local d = nw68.distance(u.hex, t.hex)
          if d <= 2 * combat.range(u, w) and units.fits(w, t) then
            table.insert(out, { unit = u.id, target = t.id, weapon = name })
            -- moving fire [moving-fire.order]: a step towards the target
            -- before firing, or a step anywhere after it
            local towards, any = nil, nil
            for _, n in ipairs(nw68.neighbors(u.hex)) do
              any = any or n
              if not towards and nw68.distance(n, t.hex) < d then towards = n end
            end
            if towards then
              table.insert(out, { unit = u.id, target = t.id, weapon = name, moving = "before", path = { towards } })
            end
            if any then
              table.insert(out, { unit = u.id, target = t.id, weapon = name, moving = "after", path = { any } })
            end
          end
        end
      end
    end
  end
  return out
end)
