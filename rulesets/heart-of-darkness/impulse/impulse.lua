-- The expansion's Actions phase [impulse.co-bonus]: a CO that lends its
-- bonus to another unit's action or skill is Finished (base command.use
-- fires co_bonus_used). The pre-actions (impulse.pre-actions) Finish
-- nobody, in the base game already and in the expansion's own
-- (transfer_hero); conformance/heart-of-darkness/impulse.hcl proves both.
local command = require("command")

nw68.on("co_bonus_used", "*", function(ev)
  local co, user = ev.co, ev.user
  if not co or co.id == user or co.statuses.finished then return end
  nw68.set_status(co.id, "finished", true)
  nw68.say("impulse.co-bonus-lent", { co = co.id, unit = user })
end)
