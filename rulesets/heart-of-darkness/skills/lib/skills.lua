-- Active skills (1.4). Owned by the skills area.
-- CONTRACT (stub until the skills area lands):
--   may_use(u) -> nil, or code, rule, reason why the unit may not use a
--     skill now (Shaken, Finished, not its formation's activation...)
--   check(u, opts) -> success boolean: rolls 2D6 against the CO/2IC's ERR
--     unless opts.auto (the skill succeeds outright), adds the CO bonus when
--     opts.co_bonus (Finishing the CO); units without a CO succeed.
--     Logs the roll citing opts.rule.
local M = {}
function M.may_use(u) return nil end
function M.check(u, opts) return true end
return M
