-- Unit classes, weapons and speeds [units.classes, counters.*].

local units = {}

function units.infantry(u) return u.tags.infantry == true end
function units.air(u) return u.tags.air == true end
function units.afv(u) return u.tags.afv == true or (u.tags.hard == true and not u.tags.air) end
function units.huge(u) return u.tags.huge == true end
function units.spa(u) return u.tags.spa == true end
function units.spaa(u) return u.tags.spaa == true end
function units.recon(u) return u.tags.recon == true end
function units.apc(u) return u.tags.apc == true end

-- class returns "inf" or "veh", the terrain chart column for the unit.
function units.class(u)
  if units.infantry(u) then return "inf" end
  return "veh"
end

-- target_class returns "air", "hard" or "soft" [counters.armor].
function units.target_class(u)
  if u.tags.air then return "air" end
  if u.tags.hard then return "hard" end
  return "soft"
end

-- weapon returns the weapon a fire declaration names: "ap", "he" or "aa" for
-- the unit's own factors, or the id of an item it carries [units.weapons].
-- The result is a fresh table {id, kind, firepower, range, fixed, item,
-- sources}: sources lists what the attack comes from besides its factor,
-- for rules that care (a ruleset's damage rules): a weapon block's
-- `source` value and the tags of the item, sorted.
function units.weapon(u, name)
  local w = u.weapons[name]
  if w then
    return { id = name, kind = name, firepower = w.firepower, range = w.range, fixed = w.fixed == true,
      sources = w.source and { w.source } or {} }
  end
  for _, item in ipairs(u.carries) do
    if item == name then
      local it = nw68.entity("item", item)
      local kinds = {}
      for k in pairs(it.weapons) do table.insert(kinds, k) end
      table.sort(kinds)
      local k = kinds[1]
      if k then
        local iw = it.weapons[k]
        local sources = {}
        for tag in pairs(it.tags) do table.insert(sources, tag) end
        if iw.source then table.insert(sources, iw.source) end
        table.sort(sources)
        return { id = name, kind = k, kinds = kinds, firepower = iw.firepower, range = iw.range, fixed = iw.fixed == true, item = item,
          sources = sources }
      end
    end
  end
  return nil
end

-- resists reports whether unit u is immune to an effect that is not an
-- attack's hits (say "biological": the agent's conversion): a value of
-- stage "resists", 0 in the base game, that a ruleset's modify handlers
-- raise (facts: unit.id, unit.type, effect). Rules that apply such an
-- effect ask it first.
function units.resists(u, effect)
  return nw68.compute{
    stage = "resists", name = "oba.resists", name_params = { unit = u.id, effect = effect },
    terms = { { effect, 0 } },
    facts = { unit = { id = u.id, type = u.type }, effect = effect },
  } > 0
end

-- acted reports whether unit u has acted in this activation: Finished,
-- moved or fired.
function units.acted(u)
  return u.statuses.finished == true or (u.counters.moved or 0) > 0 or (u.counters.fired or 0) > 0
end

-- only_action returns nil when unit u, free to act now (the action's
-- preconditions say so), may take an action that must be its only one this
-- activation (and so its first): it is on the map and has not moved,
-- attacked or been Finished; else code, rule (the given one), reason.
-- `what` names the action; key, if given, is a message of the refusal
-- (its one value: unit) that says it in each reader's language.
function units.only_action(u, rule, what, key)
  if not u.on_map then return "not_on_map", rule, "units.not-on-map", { unit = u.id } end
  if units.acted(u) then
    if key then return "finished", rule, key, { unit = u.id } end
    return "finished", rule, "units.not-only-action", { unit = u.id, what = what }
  end
  return nil
end

-- fits reports whether a weapon kind may attack a target class
-- [combat.firepower-choice, combat.air-targets]: AP hard, HE soft, AA or HE
-- air; a dual weapon (an item with both AP and AA, like the Diskord) takes
-- either of its kinds. A fixed-range HE weapon may not attack air units.
function units.fits(weapon, target)
  local class = units.target_class(target)
  local kinds = weapon.kinds or { weapon.kind }
  for _, k in ipairs(kinds) do
    local vs_air = k == "aa" or (k == "he" and not weapon.fixed)
    if (class == "air" and vs_air) or (class == "hard" and k == "ap") or (class == "soft" and k == "he") then
      return true
    end
  end
  return false
end

-- speed returns the unit's printed speed.
function units.speed(u) return u.stats.speed or 0 end

-- half returns half a speed, rounded down [movement.half-speed].
function units.half(n) return math.floor(n / 2) end

-- Item lists (a unit's carries or attached) --------------------------------------

-- at_start returns nil while unit u has not acted in this activation (not
-- Finished, not moved, not fired), else "not_at_start", rule and a reason
-- naming `what` happens at its start (Weapons, Heroes passing hands).
-- key, if given, is a message of the refusal (its one value: unit).
function units.at_start(u, rule, what, key)
  if units.acted(u) then
    if key then return "not_at_start", rule, key, { unit = u.id } end
    return "not_at_start", rule, "units.not-at-start", { unit = u.id, what = what }
  end
  return nil
end

-- stacked_friend returns nil when unit o is another friendly unit (of u's
-- side or an allied one) on the map in u's hex, not aboard a carrier: one u
-- may hand an item to; else "not_stacked", rule and a reason.
function units.stacked_friend(u, o, rule)
  local friendly = o.side == u.side or nw68.relation(u.side, o.side) == "allied"
  if o.id == u.id or not friendly or not u.on_map or not o.on_map or o.hex ~= u.hex or o.aboard then
    return "not_stacked", rule, "units.not-stacked-friend", { with = o.id, unit = u.id }
  end
  return nil
end

-- pass_item moves one copy of item id between units u and o, from the one
-- whose slot ("carries" or "attached") holds it to the other, and returns
-- the giver and the taker.
function units.pass_item(u, o, slot, id)
  local from, to = u, o
  if not units.has_item(u[slot], id) then from, to = o, u end
  nw68.set_items(from.id, slot, units.without_item(from[slot], id))
  nw68.set_items(to.id, slot, units.with_item(to[slot], id))
  return from, to
end

-- has_item reports whether a list of item ids holds id.
function units.has_item(list, id)
  for _, it in ipairs(list) do
    if it == id then return true end
  end
  return false
end

-- without_item returns a copy of a list of item ids with its first id taken
-- out, with_item a copy with id added at the end: for nw68.set_items.
function units.without_item(list, id)
  local out, gone = {}, false
  for _, it in ipairs(list) do
    if it == id and not gone then gone = true else table.insert(out, it) end
  end
  return out
end

function units.with_item(list, id)
  local out = {}
  for _, it in ipairs(list) do table.insert(out, it) end
  table.insert(out, id)
  return out
end

return units
