package hex

import "testing"

var benchLayout = Layout{Orientation: FlatTop, ShiftOdd: true, Cols: 30, Rows: 20}

var sinkSteps []LineStep

// BenchmarkLineFar draws the line of sight between the far corners of a
// 30x20 map, A1 to DD20.
func BenchmarkLineFar(b *testing.B) {
	from, err := benchLayout.Parse("A1")
	if err != nil {
		b.Fatal(err)
	}
	to, err := benchLayout.Parse("DD20")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		sinkSteps = Line(from, to)
	}
	if len(sinkSteps) != 42 {
		b.Fatalf("line has %d steps, want 42", len(sinkSteps))
	}
}

var sinkReach *Reach

// BenchmarkReachableSpeed7 searches a 30x20 map from its centre with a
// budget of 7, every hex costing 1 except a scattering that costs 2.
func BenchmarkReachableSpeed7(b *testing.B) {
	start, err := benchLayout.Parse("O10")
	if err != nil {
		b.Fatal(err)
	}
	cost := func(_, to Hex) (int, bool) {
		if mod(to.Q*7+to.R*3, 5) == 0 {
			return 2, true
		}
		return 1, true
	}
	b.ReportAllocs()
	for b.Loop() {
		sinkReach = Reachable(start, 7, benchLayout.Contains, cost)
	}
	if n := len(sinkReach.Hexes()); n < 100 || n > 169 {
		b.Fatalf("reached %d hexes", n)
	}
}
