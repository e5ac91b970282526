-- Fate Points for the rolls of other areas [fate.reroll, fate.adjust, fate.own-dice]: a roll a
-- side may answer by spending a point. An area throws its dice with
--   nw68.roll(n, 6, purpose, fate.answer(side [, params]))
-- naming the side whose own dice they are (the attacker's attack dice, the defender's defence
-- dice): only that side may reroll or turn them [fate.own-dice]. When the side holds no Fate
-- Points the roll is a plain one, and no window opens.
local M = {}

-- The kind of the answer window, and its answering action.
M.KIND = "fate"
M.ACTIONS = { "spend_fate" }

-- answer returns the roll options that let side answer the roll, or nil; params, if given, are
-- the values of the message the roll's purpose names (opts.params).
function M.answer(side, params)
  if side == nil or side == "" or nw68.holding(side, "fate") < 1 then
    return params and { params = params } or nil
  end
  return { answer = { kind = M.KIND, actions = M.ACTIONS, sides = { side } }, params = params }
end

return M
