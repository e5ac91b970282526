-- Opportunity Fire [opportunity-fire.*]: a window at every hex a moving enemy enters; the shot is
-- fire/lib/attack.lua's, as any ranged attack (fire.forms).
local attack = require("attack")
local opportunity = require("opportunity")

-- Every hex the lead of a walk enters may draw Opportunity Fire [opportunity-fire.trigger]. The
-- handler runs last, so an area that opens its own window on entering (mines) goes first and
-- offers this window after its own (opportunity.offer).
nw68.on("unit_enters_hex", "*", function(ev)
  local ctx = require("movement").pending(ev)
  if not ctx then return end -- only walks open windows
  if nw68.state().interrupt then return end -- another area's window comes first
  ctx.sides = nil
  opportunity.offer(ctx)
end, { phase = "last" })

nw68.on("interrupt_declined", "opportunity", function(ev)
  opportunity.next_or_resume(ev, false)
end)

-- the hexes of the rest of the walk, the one where it stands first
local function stops(i)
  local out = { i.context.hex }
  for _, h in ipairs(i.context.rest or {}) do table.insert(out, h) end
  return out
end

local function in_stack(i, id)
  for _, u in ipairs(i.context.units or { i.context.unit }) do
    if u == id then return true end
  end
  return false
end

nw68.on("action_validate", "opportunity_fire", function(a)
  local i = nw68.state().interrupt
  -- one target among the stack that moves [opportunity-fire.stacks]
  if not in_stack(i, a.target) then
    return "not_moving", "opportunity-fire.trigger", "opportunity-fire.not-moving", { target = a.target }
  end
  local at = a.at or i.context.hex
  local found = false
  for _, h in ipairs(stops(i)) do found = found or h == at end
  if not found then
    return "not_on_path", "opportunity-fire.trigger", "opportunity-fire.not-on-path", { hex = at, target = a.target }
  end
  local f, t = nw68.unit(a.unit), nw68.unit(a.target)
  local code, rule, reason, params = opportunity.can(f, t, at, a.weapon or opportunity.weapon_of(f, t, at))
  if code then return code, rule, reason, params end
  -- the window is one side's: its units answer it, an ally's wait for their own
  if f.side ~= i.side then
    return "not_yours", "opportunity-fire.trigger", "opportunity-fire.not-yours", { side = i.side, unit = f.id, owner = f.side }
  end
  return nil
end)

nw68.on("action_enumerate", "opportunity_fire", function()
  local i = nw68.state().interrupt
  if not i or i.kind ~= "opportunity" then return {} end
  return opportunity.candidates(i)
end)

nw68.on("action_resolve", "opportunity_fire", function(a)
  local side = nw68.state().interrupt.side
  local at = a.at or nw68.state().interrupt.context.hex
  -- the mover walks on, unfired at, until it stands where the firer waits for it
  while nw68.state().interrupt and nw68.state().interrupt.kind == "opportunity"
      and (nw68.state().interrupt.context.hex ~= at or nw68.state().interrupt.side ~= side) do
    nw68.decline_interrupt()
  end
  local i = nw68.state().interrupt
  if not i or i.kind ~= "opportunity" or not in_stack(i, a.target) then
    error(a.target .. " never stood in " .. at .. " within reach of " .. a.unit)
  end
  local f, t = nw68.unit(a.unit), nw68.unit(a.target)
  local face, disrupted = t.face or "", t.statuses.disrupted == true
  attack.fire(a.unit, a.target, a.weapon or opportunity.weapon_of(f, t, at), { kind = "opportunity" })
  nw68.say("opportunity-fire.fired", { unit = a.unit })
  t = nw68.unit(a.target)
  if t.alive and ((t.statuses.disrupted and not disrupted) or (t.face or "") ~= face) then
    -- it takes no further action this pulse: Ops Complete, and its walk halts [opportunity-fire.stop]
    nw68.set_status(a.target, "ops-complete", true)
    nw68.say("opportunity-fire.stopped", { unit = a.target })
  end
  -- one Opportunity Fire per hex entered: the window closes and the walk goes on
  -- [opportunity-fire.once-per-hex, opportunity-fire.single-unit]
  nw68.close_interrupt()
  opportunity.next_or_resume(i.context, true)
end)
