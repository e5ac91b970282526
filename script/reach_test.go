package script_test

import "testing"

func TestAPIReach(t *testing.T) {
	runAPICases(t, []apiCase{
		{
			name: "priced from data, woods cost their stat",
			body: `local r = nw68.reach("B2", 2, { cost = "cost" })
  nw68.report("out", { start = r.B2.cost, open = r.B3.cost, woods = r.C2.cost, woods_path = table.concat(r.C2.path, ">"), far = r.B5 == nil })`,
			want: map[string]any{"start": 0, "open": 1, "woods": 2, "woods_path": "B2>C2", "far": true},
		},
		{
			name: "a spread picks evenly among the hexes reached, the start left out",
			body: `local all = nw68.reach("B2", 3, { cost = "cost" })
  local some = nw68.reach("B2", 3, { cost = "cost" }, nil, { spread = 5 })
  local few = nw68.reach("B2", 1, { cost = "cost" }, nil, { spread = 50 })
  local n, same, total = 0, true, 0
  for label, e in pairs(some) do
    n = n + 1
    same = same and all[label] ~= nil and all[label].cost == e.cost and table.concat(all[label].path) == table.concat(e.path)
  end
  for _ in pairs(all) do total = total + 1 end
  local n_few, few_all = 0, 0
  for _ in pairs(few) do n_few = n_few + 1 end
  for _ in pairs(nw68.reach("B2", 1, { cost = "cost" })) do few_all = few_all + 1 end
  nw68.report("out", { n = n, same = same, start = some.B2 == nil, more = total > 5, few = n_few == few_all - 1 })`,
			want: map[string]any{"n": 5, "same": true, "start": true, "more": true, "few": true},
		},
		{
			name: "a spread is bounded",
			body: `nw68.reach("B2", 3, { cost = "cost" }, nil, { spread = 1001 })`,
			err:  []string{"rulesets/t/api.lua:2", "spread is a number of destinations from 0 to 1000"},
		},
	})
}
