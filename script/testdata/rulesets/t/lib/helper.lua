-- A lib module of the test ruleset: require("helper") or require("t/helper").
local M = { from = "t" }

function M.double(n)
  return n * 2
end

return M
