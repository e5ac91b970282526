package explain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestValueString(t *testing.T) {
	tests := []struct {
		name  string
		build func(*Value)
		total int
		text  string
	}{
		{"sum with a negative term", func(v *Value) {
			v.Add("FP", 10, "combat.fire")
			v.Add("2D6 (6+5)", 11, "combat.fire")
			v.Add("long range", -2, "combat.long-range")
		}, 19, "AV 19 = FP 10 [combat.fire] + 2D6 (6+5) 11 [combat.fire] - long range 2 [combat.long-range]"},
		{"replaced", func(v *Value) {
			v.Add("FP", 10, "")
			v.Replace("immune", 0, "x.y")
		}, 0, "AV 0 = immune [x.y] (replacing FP 10)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := Value{Name: "AV"}
			tt.build(&v)
			assert.Equal(t, tt.total, v.Total())
			assert.Equal(t, tt.text, v.String())
		})
	}
}
