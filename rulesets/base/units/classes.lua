-- Units [units.*]: infantry, armoured units and APCs, Huge units and Weapon
-- markers. Each section is a block of its own (its locals stay in it). The
-- handlers of one event run in the order they are declared here, the
-- handlers of other areas by the order rules of the hook bus (script/API.md).
-- SPA indirect fire is units/spa.lua's.

do
  -- Infantry [units.infantry, units.infantry-moving-fire, units.sandbags,
  -- units.minefields, units.smokescreen, terrain.sandbags, los.smoke].
  --
  -- That infantry is soft, so only HE attacks it, is combat's weapon choice
  -- (units.fits). Here: the fixed-range limit of infantry moving fire, and the
  -- three special actions that are a unit's only action of its activation
  -- (fill_sandbags, lay_mines, lay_smoke), with the minefield's attack on every
  -- unit entering its hex and Sandbags denied to Huge units.
  local units = require("units")
  local minefields = require("minefields")

  -- Moving fire ------------------------------------------------------------

  -- infantry fire on the move only with white (non-fixed) ranges
  -- [units.infantry-moving-fire]; the project follows the infantry section over
  -- the fixed-range one, which lets any unit but SPA/SPAA do it
  nw68.on("action_validate", "fire", function(a)
    if not a.moving then return nil end
    local u = nw68.unit(a.unit)
    if not units.infantry(u) then return nil end
    local w = units.weapon(u, a.weapon)
    if w and w.fixed then
      return "no_moving_fire", "units.infantry-moving-fire", "units.infantry-fixed-on-move", { weapon = w.id }
    end
    return nil
  end)

  -- The only action of an activation ---------------------------------------------
  --
  -- That it is the unit's only action (so on the map, not moved, attacked nor
  -- Finished) and who may take it (non-Huge infantry, or a unit designated to
  -- lay mines or smoke) are the actions' preconditions (units/preconditions.hcl).

  local function reach(u, hex, rule)
    if nw68.distance(u.hex, hex) > 1 then
      return "not_adjacent", rule, "units.not-in-reach", { hex = hex, unit = u.id }
    end
    return nil
  end

  -- the unit has had its activation's only action
  local function done(u_id)
    nw68.set_status(u_id, "finished", true)
  end

  -- enumerate: every unit of the acting side that may take the action now
  -- (its preconditions), with each hex within reach
  local function candidates(kind, radius)
    local st = nw68.state()
    local side = st.active_side
    if st.interrupt then side = st.interrupt.side end
    local out = {}
    if side == "" then return out end
    for _, u in ipairs(nw68.units({ side = side })) do
      if nw68.precondition(kind, { unit = u.id }) == nil then
        if radius == nil then
          table.insert(out, { unit = u.id })
        else
          for _, h in ipairs(nw68.within(u.hex, radius)) do table.insert(out, { unit = u.id, hex = h }) end
        end
      end
    end
    return out
  end

  -- Sandbags ---------------------------------------------------------------------

  local function has_sandbags(label)
    local h = nw68.hex(label)
    return h.markers.sandbags ~= nil or h.features.sandbags == true
  end

  nw68.on("action_enumerate", "fill_sandbags", function() return candidates("fill_sandbags", nil) end)
  nw68.on("action_enumerate", "lay_mines", function() return candidates("lay_mines", 1) end)
  nw68.on("action_enumerate", "lay_smoke", function() return candidates("lay_smoke", 1) end)

  -- non-Huge infantry fill Sandbags in its own hex, one marker per hex whatever
  -- the terrain [units.sandbags]
  nw68.on("action_validate", "fill_sandbags", function(a)
    local u = nw68.unit(a.unit)
    if has_sandbags(u.hex) then
      return "sandbags_present", "units.sandbags", "units.sandbags-present", { hex = u.hex }
    end
    return nil
  end)

  -- the marker is permanent and serves whoever holds the hex: its +1 DV is a
  -- terrain term (terrain/markers.hcl, terrain/modifiers.hcl) of any land unit in the hex
  nw68.on("action_resolve", "fill_sandbags", function(a)
    local u = nw68.unit(a.unit)
    nw68.set_marker(u.hex, "sandbags", 0)
    done(u.id)
    nw68.say("units.sandbags-filled", { unit = u.id, hex = u.hex })
  end)

  -- Huge units get no Sandbags defence [units.huge, terrain.sandbags]: a
  -- modifier removes the term (units/modifiers.hcl).

  -- Minefields -------------------------------------------------------------------

  nw68.on("action_validate", "lay_mines", function(a)
    local u = nw68.unit(a.unit)
    local code, rule, reason, params = reach(u, a.hex, "units.minefields")
    if code then return code, rule, reason, params end
    if nw68.hex(a.hex).markers.mines ~= nil then
      return "mines_present", "units.minefields", "units.mines-present", { hex = a.hex }
    end
    return nil
  end)

  nw68.on("action_resolve", "lay_mines", function(a)
    nw68.set_marker(a.hex, "mines", 0)
    done(a.unit)
    nw68.say("units.minefield-laid", { unit = a.unit, hex = a.hex })
  end)

  -- every unit entering a mined hex, friend or foe, is attacked; Sandbags in the
  -- hex count (terrain terms), smoke does not (no smoke term is passed); then
  -- 1D6 for depletion, 1-2 removes the marker [units.minefields]. This runs
  -- before opportunity fire is offered for the same hex, and before a Chemical or
  -- Radiation hex attacks the unit.
  nw68.on("unit_enters_hex", "*", function(ev)
    if nw68.hex(ev.hex).markers.mines == nil then return end
    if ev.from == ev.hex then return end -- set down where it already was (unloading): no entry
    local t = nw68.unit(ev.unit)
    if not t or not t.alive or units.air(t) then return end
    nw68.say("units.minefield-entered", { unit = t.id, hex = ev.hex })
    minefields.attack(ev.hex, t)
    minefields.deplete(ev.hex)
  end, { before = { "oba", "opportunity-fire" } })

  -- Smoke ------------------------------------------------------------------------

  nw68.on("action_validate", "lay_smoke", function(a)
    return reach(nw68.unit(a.unit), a.hex, "units.smokescreen")
  end)

  -- one L1 smoke marker; a second L1 in the hex makes L2, never more [units.smokescreen, los.smoke]
  nw68.on("action_resolve", "lay_smoke", function(a)
    local max = nw68.entity("marker_kind", "smoke").stats.max_level or 2
    local before = nw68.hex(a.hex).markers.smoke or 0
    local level = before + 1
    if level > max then level = max end
    nw68.set_marker(a.hex, "smoke", level)
    done(a.unit)
    if level == before then
      nw68.say("los.smoke-no-thicker", { unit = a.unit, hex = a.hex, level = level })
    else
      nw68.say("units.smoke-laid", { unit = a.unit, hex = a.hex, level = level })
    end
  end)
end

do
  -- Armoured units and Huge units [units.armored, units.tanks, units.apcs,
  -- units.apc-*, units.recon, units.spa, units.spaa, units.blighter,
  -- units.huge, combat.air-targets].
  --
  -- Here: loading and unloading APCs (with their half-Speed limits), what
  -- passengers add to and share with their APC, the SPA/SPAA/Blighter fire
  -- restrictions that combat/fire.lua does not make, and the Huge units' cover
  -- (SPA indirect fire is units/spa.lua's). Unit counters used, cleared when an activation ends:
  --   transport  1 = the APC loaded this activation, 2 = it unloaded.
  local units = require("units")
  local movement = require("movement")
  local vehicles = require("vehicles")

  local LOADED, UNLOADED = 1, 2

  local function list(ids)
    local out = {}
    for _, id in ipairs(ids) do table.insert(out, id) end
    return out
  end

  -- the side to act: the owner of an open window, else the active side
  -- APC loading and unloading ---------------------------------------------------

  -- a carrier is an APC, or a unit tagged "transport" (a transport helicopter,
  -- which follows the APC rules at NOE; its altitude is the helicopter rules' matter)
  local function carrier(u) return units.apc(u) or u.tags.transport == true end

  -- candidates for the legal-action list (validation filters them)
  nw68.on("action_enumerate", "load", function()
    local out, side = {}, nw68.acting_side()
    for _, u in ipairs(nw68.units({ side = side })) do
      if u.on_map and carrier(u) and nw68.precondition("load", { unit = u.id }) == nil then
        for _, p in ipairs(nw68.units_at(u.hex)) do
          if p.side == side and units.infantry(p) and not p.aboard then
            table.insert(out, { unit = u.id, passenger = p.id })
          end
        end
      end
    end
    return out
  end)

  nw68.on("action_enumerate", "unload", function()
    local out = {}
    for _, u in ipairs(nw68.units({ side = nw68.acting_side() })) do
      if u.on_map and nw68.precondition("unload", { unit = u.id }) == nil then
        for _, p in ipairs(vehicles.passengers(u)) do
          table.insert(out, { unit = u.id, passenger = p.id })
          for _, n in ipairs(nw68.neighbors(u.hex)) do
            table.insert(out, { unit = u.id, passenger = p.id, hex = n })
          end
        end
      end
    end
    return out
  end)

  -- after_attack reports whether a carrier that attacked this activation is
  -- done with loading and unloading: a value of stage "transport_after_attack",
  -- 1 in the base game, that a ruleset letting carriers load, unload and
  -- attack in any order replaces with 0 (facts: unit.id, unit.type).
  local function after_attack(u)
    return nw68.compute{
      stage = "transport_after_attack", name = "units.no-loading-after-attack", name_params = { unit = u.id },
      terms = { { "combat.attacked-this-activation", 1, "combat.one-attack" } },
      facts = { unit = { id = u.id, type = u.type } },
    } > 0
  end

  -- carrier_ready checks that an APC may load or unload now: it has not fired
  -- nor loaded/unloaded this activation, and if it moved, no further than half
  -- its Speed [units.apc-loading, units.apc-unloading, movement.half-speed].
  local function carrier_ready(u, rule)
    if not carrier(u) then return "not_apc", "units.apcs", "units.not-apc", { unit = u.type } end
    if not u.on_map then return "not_on_map", rule, "units.not-on-map", { unit = u.id } end
    if (u.counters.fired or 0) > 0 and after_attack(u) then
      return "finished", "combat.one-attack", "combat.apc-attacked", { unit = u.id }
    end
    if u.statuses.finished and (u.counters.moved or 0) == 0 and (u.counters.fired or 0) == 0 then
      return "finished", "impulse.finished", "impulse.apc-finished", { unit = u.id }
    end
    if (u.counters.transport or 0) > 0 then
      return "transport_used", rule, "units.transport-used", { unit = u.id }
    end
    local half = units.half(movement.budget(u))
    local spent = u.counters.mp_spent or 0
    if spent > half then
      return "too_far", rule, "units.apc-moved-too-far", { unit = u.id, mp = string.format("%d", spent), half = string.format("%d", half) }
    end
    return nil
  end

  nw68.on("action_validate", "load", function(a)
    local u, p = nw68.unit(a.unit), nw68.unit(a.passenger)
    local code, rule, reason, params = carrier_ready(u, "units.apc-loading")
    if code then return code, rule, reason, params end
    if units.huge(p) then return "huge", "units.huge", "units.huge-no-apc", {} end
    if not units.infantry(p) then return "not_infantry", "units.apcs", "units.apc-infantry-only", {} end
    -- the passenger boards as an act of its own: it must be free to act
    code, rule, reason, params = nw68.precondition("load", { unit = p.id })
    if code then return code, rule, reason, params end
    local rel = nw68.unit_relation(u, p)
    if rel ~= "self" and rel ~= "allied" then return "not_friendly", "units.apcs", "units.passenger-not-friendly", { passenger = p.id, unit = u.id } end
    if #vehicles.passengers(u) >= 1 then
      return "apc_full", "units.apcs", "units.apc-full", { unit = u.id }
    end
    if not p.on_map or p.hex ~= u.hex then
      return "not_stacked", "units.apc-loading", "units.board-not-stacked", { passenger = p.id, unit = u.id }
    end
    if p.statuses.finished or (p.counters.moved or 0) > 0 or (p.counters.fired or 0) > 0 then
      return "finished", "impulse.finished", "impulse.passenger-acted", { passenger = p.id }
    end
    return nil
  end)

  -- the passenger goes under the APC and has had its action; the APC may go on
  -- moving up to half its Speed [units.apc-loading]
  nw68.on("action_resolve", "load", function(a)
    local u = nw68.unit(a.unit)
    local ids = list(u.transports)
    table.insert(ids, a.passenger)
    nw68.set_transports(u.id, ids)
    nw68.set_counter(u.id, "transport", LOADED)
    nw68.set_status(a.passenger, "finished", true)
    local half = units.half(movement.budget(u))
    if (u.counters.moved or 0) > 0 then
      nw68.say("units.loaded-after-move", { unit = u.id, passenger = a.passenger, mp = u.counters.mp_spent or 0 })
    else
      nw68.say("units.loaded", { unit = u.id, passenger = a.passenger, mp = half })
    end
  end)

  nw68.on("action_validate", "unload", function(a)
    local u, p = nw68.unit(a.unit), nw68.unit(a.passenger)
    local code, rule, reason, params = carrier_ready(u, "units.apc-unloading")
    if code then return code, rule, reason, params end
    if p.aboard ~= u.id then
      return "not_aboard", "units.apc-unloading", "units.not-aboard", { passenger = p.id, unit = u.id }
    end
    if a.hex then
      if nw68.distance(u.hex, a.hex) ~= 1 then
        return "not_adjacent", "units.apc-unloading", "units.unload-one-hex", { hex = u.hex }
      end
      local mp, mrule = movement.cost(p, u.hex, a.hex)
      if not mp then return "impassable", mrule, "units.unload-impassable", { hex = a.hex } end
      -- the one foe test of every move: a foe's land unit holds the hex, an
      -- aircraft above it or a neutral's unit does not [assault.definition]
      local foe = movement.foe_in(p, a.hex)
      if foe then
        return "enemy_hex", "units.apc-unloading", "units.unload-into-foe", { hex = a.hex, foe = foe.id }
      end
    end
    return nil
  end)

  -- the dismounted unit's only action is an optional one-hex move, whatever the
  -- terrain costs; it may draw opportunity fire like any move [units.apc-unloading]
  nw68.on("action_resolve", "unload", function(a)
    local u = nw68.unit(a.unit)
    local ids = {}
    for _, id in ipairs(u.transports) do
      if id ~= a.passenger then table.insert(ids, id) end
    end
    nw68.set_transports(u.id, ids)
    nw68.set_counter(u.id, "transport", UNLOADED)
    nw68.set_status(a.passenger, "finished", true)
    nw68.say("units.unloaded", { unit = u.id, passenger = a.passenger, hex = u.hex })
    if a.hex then movement.walk(a.passenger, { a.hex }) end
  end)

  -- an APC that loads or unloads moves at most half its Speed this activation,
  -- whether it moved before or moves after: its budget is what is left of
  -- that half, so every search of where it may go knows it too
  -- [units.apc-loading, units.apc-unloading]
  nw68.on("modify", "mp_budget", function(v, facts)
    local u = facts.unit and nw68.unit(facts.unit.id)
    local op = u and u.counters.transport or 0
    if op == 0 then return end
    local speed = v.total - (facts.budget and facts.budget.road and 1 or 0) -- no road bonus on top
    local left = math.max(units.half(speed) - (u.counters.mp_spent or 0), 0)
    v.replace("units.apc-half-speed", left,
      op == LOADED and "units.apc-loading" or "units.apc-unloading")
  end)

  nw68.on("activation_end", "*", function()
    for _, u in ipairs(nw68.units({})) do
      if u.counters.transport then nw68.set_counter(u.id, "transport", 0) end
    end
  end)

  -- Passengers in combat ----------------------------------------------------------

  -- each transported unit not Shaken adds +1 to the APC's AV [units.apc-passengers]
  nw68.on("modify", "av", function(v, facts)
    local id = facts.attacker and facts.attacker.id
    local u = id and nw68.unit(id)
    if not u or #(u.transports or {}) == 0 then return end
    local n = vehicles.passenger_bonus(u)
    if n > 0 then
      v.add("units.passenger", n, "units.apc-passengers")
    end
  end)

  -- a transported unit cannot be picked out as a target: fire at its carrier
  -- (the precondition target-not-aboard of fire and opportunity_fire)

  -- Passengers share their APC's results [units.apc-shared-results] -------------
  --
  -- The results themselves are results/results.lua's. The carrier's state before the
  -- hits is noted in the event first (phase first) and compared once every
  -- other handler has run (phase last); what changed on the APC then happens to
  -- its passengers.
  nw68.on("unit_takes_hits", "*", function(ev)
    local u = nw68.unit(ev.unit)
    if #vehicles.passengers(u) > 0 then
      ev.carrier_before = { shaken = u.statuses.shaken == true, reduced = u.face == "reduced" }
    end
  end, { phase = "first" })

  local function share(u, became_shaken, became_reduced)
    for _, p in ipairs(vehicles.passengers(u)) do
      if became_reduced then
        if p.face == "reduced" or not p.faces.reduced then
          nw68.eliminate(p.id, "units.apc-shared-results")
        else
          nw68.set_face(p.id, "reduced")
          nw68.set_status(p.id, "shaken", true)
          nw68.say("units.passenger-reduced-shaken", { unit = p.id, carrier = u.id })
        end
      elseif became_shaken then
        if p.statuses.shaken then
          nw68.say("units.passenger-already-shaken", { unit = p.id, carrier = u.id })
        else
          nw68.set_status(p.id, "shaken", true)
          nw68.say("units.passenger-shaken", { unit = p.id, carrier = u.id })
        end
      end
    end
  end

  nw68.on("unit_takes_hits", "*", function(ev)
    local was = ev.carrier_before
    if not was then return end
    local u = nw68.unit(ev.unit)
    if not u.alive then return end -- destroyed: see unit_eliminated
    share(u, not was.shaken and u.statuses.shaken == true, not was.reduced and u.face == "reduced")
  end, { phase = "last" })

  -- a destroyed APC takes its passengers with it
  nw68.on("unit_eliminated", "*", function(ev)
    local u = nw68.unit(ev.unit)
    for _, p in ipairs(vehicles.passengers(u)) do
      nw68.say("units.passenger-dies", { unit = p.id, carrier = u.id })
      nw68.eliminate(p.id, "units.apc-shared-results")
    end
  end)

  -- rallying the APC rallies its passengers, whatever action rallies it
  nw68.on("unit_status_changed", "shaken", function(ev)
    if ev.on then return end
    local u = nw68.unit(ev.unit)
    if not u.alive then return end
    for _, p in ipairs(vehicles.passengers(u)) do
      if p.statuses.shaken then
        nw68.set_status(p.id, "shaken", false)
        nw68.say("units.passenger-rallies", { unit = p.id, carrier = u.id })
      end
    end
  end)

  -- Fire restrictions of SPA, SPAA and the Blighter ----------------------------

  -- air targets: SPA never attack them, and a fixed-range weapon only with an
  -- AA value (the Blighter's launcher) [combat.air-targets, units.spa]
  local function air_target(u, t, wname)
    if not (t and units.air(t)) then return nil end
    local w = wname and units.weapon(u, wname)
    if not w then return nil end
    if w.kind == "aa" then return nil end
    if units.spa(u) then
      return "air_target", "combat.air-targets", "combat.spa-no-air", {}
    end
    if w.fixed then
      return "air_target", "combat.air-targets", "combat.fixed-no-air", {}
    end
    return nil
  end

  -- these run before combat's and opportunity fire's checks so that the rule of the
  -- unit class is the one cited
  nw68.on("action_validate", "fire", function(a)
    local u, t = nw68.unit(a.unit), nw68.unit(a.target)
    -- the Blighter's and the SPA's limits are preconditions (units/preconditions.hcl)
    local code, rule, reason, params = air_target(u, t, a.weapon)
    if code then return code, rule, reason, params end
    if units.spaa(u) and a.moving then
      local w = units.weapon(u, a.weapon)
      if w and w.fixed then
        return "no_moving_fire", "units.spaa", "units.spaa-fixed-on-move", {}
      end
    end
    return nil
  end, { before = "combat" })

  -- passengers never fire, the Blighter never opportunity fires, an SPA does so
  -- only alone and directly (its own LOS, checked by combat/lib/attack.lua)
  -- [units.apc-passengers, units.blighter, opportunity-fire.who]
  -- (a passenger, the Blighter, an SPA leading a group and a passenger as the
  -- target are refused by opportunity_fire's preconditions)
  nw68.on("action_validate", "opportunity_fire", function(a)
    return air_target(nw68.unit(a.unit), nw68.unit(a.target), a.weapon)
  end, { before = "opportunity-fire" })

  -- SPA indirect fire (the spa_indirect action) is units/spa.lua's: it shares
  -- the accuracy roll and the attacks on every unit struck with off-board
  -- artillery (oba/lib/artillery.lua).

  -- Huge units [units.huge] -------------------------------------------------------

  -- a Huge unit's only cover is a level 1 LOS-blocking hex it stands in (woods,
  -- urban, smoke): elsewhere modifiers remove its terrain defence terms
  -- (units/modifiers.hcl), as they remove Sandbags everywhere.
end

do
  -- Weapon markers [units.weapons, units.weapon-transfer, units.dual-weapons].
  --
  -- A Weapon is an item tagged "weapon" (units/items.hcl) in a unit's `carries`. A
  -- fire action names the one it uses in `weapon` (its item id); units/lib/units.lua
  -- (units.weapon) reads its firepower and range, and a dual AP/AA Weapon (the
  -- Diskord) fits armor and air targets alike (units.fits). The CO bonus works
  -- as for any fire (combat.attack). A Weapon lying on the map is a marker of
  -- the same id (units/markers.hcl) whose level counts the copies there.
  local units = require("units")

  local function is_weapon(id)
    local it = nw68.entity("item", id)
    return it ~= nil and it.tags.weapon == true
  end

  local function carries(u, id) return units.has_item(u.carries, id) end
  local without, with = units.without_item, units.with_item

  -- user_ok checks that a unit may use Weapons at all: non-Huge infantry
  -- [units.weapons, units.huge, units.infantry]. Picking one up and passing
  -- it ask the same of their units as preconditions (units/preconditions.hcl).
  local function user_ok(u)
    if units.huge(u) then return "huge", "units.huge", "units.huge-no-weapons", {} end
    if not units.infantry(u) then return "not_infantry", "units.weapons", "units.weapons-infantry-only", {} end
    return nil
  end

  -- at_start checks that a unit has not yet moved, attacked or finished this
  -- activation [units.weapon-transfer].
  local function at_start(u, what, key) return units.at_start(u, "units.weapon-transfer", what, key) end

  -- put / take: one copy of a Weapon on, or off, the ground of a hex
  local function put(label, id)
    local n = nw68.hex(label).markers[id] or 0
    nw68.set_marker(label, id, n + 1)
  end

  local function take(label, id)
    local n = nw68.hex(label).markers[id] or 0
    if n <= 1 then nw68.remove_marker(label, id) else nw68.set_marker(label, id, n - 1) end
  end

  -- Firing a Weapon ------------------------------------------------------------------

  -- one Weapon per attack, the one the fire action names before the roll; only
  -- non-Huge infantry fires Weapons [units.weapons]
  nw68.on("action_validate", "fire", function(a)
    if not a.weapon or not is_weapon(a.weapon) then return nil end
    return user_ok(nw68.unit(a.unit))
  end)

  -- Left on the map ---------------------------------------------------------------------

  -- an eliminated unit leaves its Weapons in its hex [units.weapon-transfer]
  nw68.on("unit_eliminated", "*", function(ev)
    if not ev.on_map then return end
    local u = nw68.unit(ev.unit)
    for _, id in ipairs(u.carries) do
      if is_weapon(id) then
        put(ev.hex, id)
        nw68.say("units.weapon-left", { unit = u.id, weapon = id, hex = ev.hex })
      end
    end
  end)

  -- Pick up, drop, exchange ---------------------------------------------------------

  -- infantry starting its activation in a hex with a Weapon picks it up
  nw68.on("action_validate", "pick_up", function(a)
    local u = nw68.unit(a.unit)
    -- an item its data tags picked_up_on_the_move (a layer's object) is
    -- taken where the unit ends its move, not only at its start
    local item = nw68.entity("item", a.weapon)
    if not (item and item.tags.picked_up_on_the_move) then
      local code, rule, reason, params = at_start(u, "picking up a Weapon", "units.pickup-not-at-start")
      if code then return code, rule, reason, params end
    end
    if not is_weapon(a.weapon) or nw68.hex(u.hex).markers[a.weapon] == nil then
      return "no_weapon_here", "units.weapon-transfer", "units.no-weapon-here", { weapon = a.weapon, hex = u.hex }
    end
    return nil
  end)

  nw68.on("action_resolve", "pick_up", function(a)
    local u = nw68.unit(a.unit)
    take(u.hex, a.weapon)
    nw68.set_items(u.id, "carries", with(u.carries, a.weapon))
    nw68.say("units.weapon-picked-up", { unit = u.id, weapon = a.weapon, hex = u.hex })
  end)

  -- a unit drops a Weapon at any point of its activation
  nw68.on("action_validate", "drop", function(a)
    local u = nw68.unit(a.unit)
    if not carries(u, a.weapon) or not is_weapon(a.weapon) then
      return "not_carried", "units.weapon-transfer", "units.not-carried", { unit = u.id, weapon = a.weapon }
    end
    return nil
  end)

  nw68.on("action_resolve", "drop", function(a)
    local u = nw68.unit(a.unit)
    nw68.set_items(u.id, "carries", without(u.carries, a.weapon))
    put(u.hex, a.weapon)
    nw68.say("units.weapon-dropped", { unit = u.id, weapon = a.weapon, hex = u.hex })
  end)

  -- stacked infantry pass Weapons freely at the start of either one's
  -- activation: the Weapon goes from whichever carries it to the other
  nw68.on("action_validate", "exchange", function(a)
    local u, o = nw68.unit(a.unit), nw68.unit(a.with)
    local code, rule, reason, params = units.stacked_friend(u, o, "units.weapon-transfer")
    if code then return code, rule, reason, params end
    if not is_weapon(a.weapon) or not (carries(u, a.weapon) or carries(o, a.weapon)) then
      return "not_carried", "units.weapon-transfer", "units.neither-carries", { unit = u.id, with = o.id, weapon = a.weapon }
    end
    return nil
  end)

  nw68.on("action_resolve", "exchange", function(a)
    local from, to = units.pass_item(nw68.unit(a.unit), nw68.unit(a.with), "carries", a.weapon)
    nw68.say("units.weapon-passed", { unit = from.id, weapon = a.weapon, to = to.id })
  end)

  -- Candidates for the legal action list -----------------------------------------------

  local function acting_units()
    local st = nw68.state()
    if st.active_side == "" then return {} end
    return nw68.units({ side = st.active_side })
  end

  nw68.on("action_enumerate", "pick_up", function()
    local out = {}
    for _, u in ipairs(acting_units()) do
      if u.on_map then
        local kinds = {}
        for k in pairs(nw68.hex(u.hex).markers) do
          if is_weapon(k) then table.insert(kinds, k) end
        end
        table.sort(kinds)
        for _, k in ipairs(kinds) do table.insert(out, { unit = u.id, weapon = k }) end
      end
    end
    return out
  end)

  -- add appends a candidate once
  local function add(out, seen, c)
    local key = c.unit .. "|" .. (c.with or "") .. "|" .. c.weapon
    if not seen[key] then
      seen[key] = true
      table.insert(out, c)
    end
  end

  nw68.on("action_enumerate", "drop", function()
    local out, seen = {}, {}
    for _, u in ipairs(acting_units()) do
      for _, it in ipairs(u.carries) do add(out, seen, { unit = u.id, weapon = it }) end
    end
    return out
  end)

  nw68.on("action_enumerate", "exchange", function()
    local out, seen = {}, {}
    for _, u in ipairs(acting_units()) do
      if u.on_map then
        for _, o in ipairs(nw68.units_at(u.hex)) do
          if o.id ~= u.id then
            for _, it in ipairs(u.carries) do add(out, seen, { unit = u.id, with = o.id, weapon = it }) end
            for _, it in ipairs(o.carries) do add(out, seen, { unit = u.id, with = o.id, weapon = it }) end
          end
        end
      end
    end
    return out
  end)
end
