package script_test

import "testing"

func TestAPIMarked(t *testing.T) {
	runAPICases(t, []apiCase{
		{
			name: "the hexes holding a marker kind, in map order",
			body: `local before = nw68.marked("smoke")
  local same_view = rawequal(before[1], nw68.hex("C3"))
  nw68.set_marker("E1", "smoke", 2)
  nw68.set_marker("B4", "smoke", 1)
  nw68.set_marker("B2", "smoke", 1)
  local labels = {}
  for _, h in ipairs(nw68.marked("smoke")) do table.insert(labels, h.label .. "=" .. h.markers.smoke) end
  nw68.report("out", {
    before = #before, first = before[1].label, same_view = same_view,
    after = table.concat(labels, ","), cached = rawequal(nw68.marked("smoke"), nw68.marked("smoke")),
  })`,
			want: map[string]any{"before": 1, "first": "C3", "same_view": true, "after": "B2=1,B4=1,C3=1,E1=2", "cached": true},
		},
		{
			name: "the list is read-only",
			body: `table.insert(nw68.marked("smoke"), "X")`,
			err:  []string{"rulesets/t/api.lua:2", "read-only table"},
		},
		{
			name: "a kind the ruleset does not declare",
			body: `nw68.marked("smok")`,
			err:  []string{"rulesets/t/api.lua:2", `marker kind "smok" is not declared`},
		},
	})
}
