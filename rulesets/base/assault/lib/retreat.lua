-- Where assaulted units retreat to [assault.success]: shared by the
-- assault rules, the Black Hand's assaults from events and the masterless
-- Black Hand's choices.
--
--   retreat.opposite(hex, from)   the hexes across `hex` from `from`
--   retreat.open(u, hex, from)    those u may retreat into now
--   retreat.next(r)               the other defenders retreat one after the
--                                 other, their owners naming the hex in a
--                                 `retreat` window; then r.after runs
--   retreat.resume(ctx, to, how)  goes on from a `retreat` window's context
--   retreat.done(after, fields, resumed)  once all have gone: fires the
--                                 retreat_done hook (assault/hooks.hcl) of
--                                 after.name, with {fields, after, resumed};
--                                 resumed is true when play paused for a
--                                 window (the caller of retreat.next has
--                                 returned, so the handler carries its work on)
local movement = require("movement")

local retreat = {}

-- done fires the retreat_done handlers of what `after` names, with the
-- assault's fields.
function retreat.done(after, fields, resumed)
  local _, ran = nw68.fire("retreat_done", after.name, { fields = fields, after = after, resumed = resumed == true })
  if ran == 0 then error("no retreat_done handler for " .. tostring(after.name)) end
end

-- opposite returns the (up to three) hexes next to `hex` on the far side from
-- `from`: the neighbours two hexes away from `from`. The one straight across
-- comes first (it touches both others), then the rest by label [assault.success].
function retreat.opposite(hex, from)
  local out = {}
  for _, n in ipairs(nw68.neighbors(hex)) do
    if nw68.distance(n, from) == 2 then table.insert(out, n) end
  end
  table.sort(out)
  local function touches(n)
    local k = 0
    for _, m in ipairs(out) do
      if m ~= n and nw68.distance(n, m) == 1 then k = k + 1 end
    end
    return k
  end
  table.sort(out, function(x, y)
    local a, b = touches(x), touches(y)
    if a ~= b then return a > b end
    return x < y
  end)
  return out
end

-- ok says whether u may retreat into hex h from hex `from`: enterable, free
-- of enemies, and with room under the stacking limit.
local function ok(u, from, h)
  if not movement.cost_terms(u, from, h) then return false end -- read only: not logged
  if movement.foe_in(u, h) then return false end
  return #movement.stack(h, u.side) + 1 <= movement.stack_limit
end

-- open lists the hexes across `hex` from `from` that u may retreat into,
-- straight across first, then by label [assault.success]. An attacker that
-- struck from inside the hex (from == hex) has no "across": every
-- neighbour by label.
function retreat.open(u, hex, from)
  local all
  if from == hex then
    all = nw68.neighbors(hex)
    table.sort(all)
  else
    all = retreat.opposite(hex, from)
  end
  local out = {}
  for _, h in ipairs(all) do
    if ok(u, hex, h) then table.insert(out, h) end
  end
  return out
end

-- how: "only" (the one open hex), "automated", "owner" (its owner named it),
-- "default" (he named none)
local function move(id, to, fields, how)
  nw68.move(id, to)
  nw68.say("assault.retreats-" .. how, { unit = id, hex = to })
  fields.retreat = to
end

local function copy(t)
  local out = {}
  for k, v in pairs(t) do out[k] = v end
  return out
end

-- next makes the other defenders retreat one after the other
-- (r = {pending = ids, hex, from, fields, after, auto, resumed}): one with no open hex
-- is eliminated, one with a single open hex goes there, and for one with a
-- choice its owner names the hex in a `retreat` window, unless the ruleset
-- plays the side or r.auto is set (the default: straight across, then by
-- label). Once all have gone, the retreat_done handlers of r.after.name run. It returns
-- true when a window opened (play pauses; r.after runs later), else false.
function retreat.next(r)
  local fields = copy(r.fields)
  for n, id in ipairs(r.pending) do
    local o = nw68.unit(id)
    if o.alive and o.on_map and o.hex == r.hex then
      local choices = retreat.open(o, r.hex, r.from)
      if #choices == 0 then
        nw68.say("assault.cannot-retreat", { unit = o.id, hex = r.hex })
        nw68.eliminate(o.id, "assault.success")
        fields.retreat = "eliminated"
      elseif #choices == 1 then
        move(o.id, choices[1], fields, "only")
      elseif r.auto or nw68.state().automated[o.side] then
        move(o.id, choices[1], fields, "automated")
      else
        local rest = {}
        for k = n + 1, #r.pending do table.insert(rest, r.pending[k]) end
        nw68.say("assault.name-retreat", { side = o.side, unit = o.id, hexes = table.concat(choices, ", ") })
        -- the owner names the hex: the attacker's seat may not pass it up for him
        nw68.open_interrupt{ kind = "retreat", side = o.side, actions = { "retreat" }, owned = true,
          context = { unit = o.id, choices = choices, pending = rest, hex = r.hex, from = r.from,
            fields = fields, after = r.after } }
        return true
      end
    end
  end
  retreat.done(r.after, fields, r.resumed)
  return false
end

-- resume moves the unit a `retreat` window waited for to `to` (how: "owner"
-- when its owner named it, "default" when he named none), then goes on with
-- the others and the continuation.
function retreat.resume(ctx, to, how)
  local fields = copy(ctx.fields)
  move(ctx.unit, to, fields, how)
  retreat.next({ pending = ctx.pending, hex = ctx.hex, from = ctx.from, fields = fields, after = ctx.after,
    resumed = true })
end

return retreat
