package script_test

import (
	"testing"

	"github.com/nw68/nw68/core/engine"
)

func TestAPIMemo(t *testing.T) {
	runAPICases(t, []apiCase{
		{
			name: "results are kept while the state stays as it is",
			body: `local first = nw68.memo("k", function() return {} end)
  local again = nw68.memo("k", function() return {} end)
  local other = nw68.memo("other", function() return {} end)
  nw68.set_var("vp", 1)
  local after = nw68.memo("k", function() return {} end)
  nw68.report("out", { same = rawequal(first, again), by_key = not rawequal(first, other), renewed = not rawequal(first, after) })`,
			want: map[string]any{"same": true, "by_key": true, "renewed": true},
		},
		{
			name: "several results, nil among them",
			body: `local n, s, none, b = nw68.memo("m", function() return 1, "two", nil, true end)
  local n2, s2, none2, b2 = nw68.memo("m", function() error("not called again") end)
  nw68.report("out", { n = n, s = s, none = none == nil, b = b, again = n2 == 1 and s2 == "two" and none2 == nil and b2 })`,
			want: map[string]any{"n": 1, "s": "two", "none": true, "b": true, "again": true},
		},
		{
			name: "tables come back frozen",
			body: `local t = nw68.memo("k", function() return { x = 1 } end)
  t.x = 2`,
			err: []string{"rulesets/t/api.lua:3", "read-only table"},
		},
		{
			name: "fn may not change the game",
			body: `nw68.memo("k", function() nw68.set_var("vp", 1) end)`,
			err:  []string{"rulesets/t/api.lua:2", engine.ErrReadOnly.Error()},
		},
		{
			name: "nor write to the log",
			body: `nw68.memo("k", function() nw68.log("", "seen once") end)`,
			err:  []string{"rulesets/t/api.lua:2", "log"},
		},
		{
			name: "an error in fn is the caller's error and nothing is kept",
			body: `pcall(nw68.memo, "k", function() error("boom") end)
  local v = nw68.memo("k", function() return "second try" end)
  nw68.report("out", { v = v })`,
			want: map[string]any{"v": "second try"},
		},
		{
			name: "keys are bounded",
			body: `nw68.memo(string.rep("k", 257), function() return 1 end)`,
			err:  []string{"memo key of 257 bytes", "limit is 256"},
		},
	})
}
