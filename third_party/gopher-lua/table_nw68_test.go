package lua

import (
	"sort"
	"strings"
	"testing"
)

// The key order is indexed only when a traversal needs it (patch: nw68):
// traversals must still see every live key once, whatever was deleted,
// re-added or set during the traversal.
func TestTableTraversalWithLazyKeyIndex(t *testing.T) {
	L := NewState()
	defer L.Close()
	err := L.DoString(`
		local t = { a = 1, b = 2, c = 3, [10.5] = "x", [true] = "y" }
		t.b = nil          -- a hole
		t.b = 20           -- back in its old place, not twice
		t.d = 4
		t[10.5] = nil
		t[10.5] = "z"
		local seen = {}
		for k, v in pairs(t) do
			table.insert(seen, tostring(k) .. "=" .. tostring(v))
			t[k] = nil     -- clearing fields during traversal is allowed
		end
		result = table.concat(seen, ",")
		left = next(t)
	`)
	if err != nil {
		t.Fatal(err)
	}
	got := L.GetGlobal("result").String()
	want := []string{"10.5=z", "a=1", "b=20", "c=3", "d=4", "true=y"}
	parts := strings.Split(got, ",")
	sort.Strings(parts)
	if len(parts) != len(want) {
		t.Fatalf("traversal saw %q, want each of %v once", got, want)
	}
	for i := range want {
		if parts[i] != want[i] {
			t.Fatalf("traversal saw %q, want each of %v once", got, want)
		}
	}
	if L.GetGlobal("left") != LNil {
		t.Fatalf("the emptied table still has %v", L.GetGlobal("left"))
	}
}

// A record built field by field from a function's constants keeps their
// boxed keys and grows its key list from four (patch: nw68): no
// allocation per field beyond the map's own.
func TestRecordFieldsAllocateNoKeys(t *testing.T) {
	L := NewState()
	defer L.Close()
	if err := L.DoString(`function record() local t = {} t.a = 1 t.b = 2 t.c = 3 t.d = 4 return t end`); err != nil {
		t.Fatal(err)
	}
	fn := L.GetGlobal("record")
	allocs := testing.AllocsPerRun(100, func() {
		L.Push(fn)
		L.Call(0, 1)
		L.Pop(1)
	})
	// the table, its map with its first group, and the key list (14 before
	// the patch)
	if allocs > 4 {
		t.Errorf("a record of 4 fields took %v allocations", allocs)
	}
}
