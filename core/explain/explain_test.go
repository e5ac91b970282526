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
		{"a term replaced by rule id", func(v *Value) {
			v.Add("armor", 13, "combat.dv")
			v.Add("Urban", 2, "terrain.urban")
			v.ReplaceTerms([]string{"terrain.urban"}, "infantry in urban", 3, "house.urban")
		}, 16, "AV 16 = armor 13 [combat.dv] + infantry in urban 3 [house.urban]; Urban +2 [terrain.urban] replaced by infantry in urban [house.urban]"},
		{"a term removed by rule id", func(v *Value) {
			v.Add("FP", 5, "combat.fire")
			v.Add("moving fire", -2, "moving-fire.general")
			v.RemoveTerms([]string{"moving-fire.general"}, "air units: no moving-fire penalty", "helicopters.combat")
		}, 5, "AV 5 = FP 5 [combat.fire]; moving fire -2 [moving-fire.general] removed by air units: no moving-fire penalty [helicopters.combat]"},
		{"a term added after its rule was struck is struck", func(v *Value) {
			v.Add("FP", 5, "combat.fire")
			v.RemoveTerms([]string{"concealment.conditions"}, "", "house.no-hiding")
			v.Add("concealed", 1, "concealment.conditions")
		}, 5, "AV 5 = FP 5 [combat.fire]; concealed +1 [concealment.conditions] removed by [house.no-hiding]"},
		{"every term of several rules", func(v *Value) {
			v.Add("Woods", 1, "terrain.woods")
			v.Add("Sandbags", 1, "terrain.sandbags")
			v.Add("hill edge", 1, "terrain.hill-defense")
			v.RemoveTerms([]string{"terrain.woods", "terrain.sandbags"}, "Huge", "units.huge")
		}, 1, "AV 1 = hill edge 1 [terrain.hill-defense]; Woods +1 [terrain.woods] removed by Huge [units.huge]; Sandbags +1 [terrain.sandbags] removed by Huge [units.huge]"},
		{"nothing left", func(v *Value) {
			v.Add("Woods", 1, "terrain.woods")
			v.RemoveTerms([]string{"terrain.woods"}, "", "units.huge")
		}, 0, "AV 0 = 0; Woods +1 [terrain.woods] removed by [units.huge]"},
		{"the last replacement of a rule wins", func(v *Value) {
			v.Add("Urban", 2, "terrain.urban")
			v.ReplaceTerms([]string{"terrain.urban"}, "urban A", 3, "a.urban")
			v.ReplaceTerms([]string{"terrain.urban"}, "urban B", 4, "b.urban")
		}, 4, "AV 4 = urban B 4 [b.urban]; Urban +2 [terrain.urban] replaced by urban A [a.urban]; urban A +3 [a.urban] replaced by urban B [b.urban]"},
		{"a replacement replaced by its own rule id", func(v *Value) {
			v.Add("Urban", 2, "terrain.urban")
			v.ReplaceTerms([]string{"terrain.urban"}, "urban A", 3, "a.urban")
			v.RemoveTerms([]string{"a.urban"}, "", "b.none")
		}, 0, "AV 0 = 0; Urban +2 [terrain.urban] replaced by urban A [a.urban]; urban A +3 [a.urban] removed by [b.none]"},
		{"a replacement with nothing to replace adds nothing", func(v *Value) {
			v.Add("armor", 13, "combat.dv")
			v.Add("Woods", 1, "terrain.woods")
			v.ReplaceTerms([]string{"terrain.urban"}, "infantry in urban", 3, "house.urban")
		}, 14, "AV 14 = armor 13 [combat.dv] + Woods 1 [terrain.woods]"},
		{"a replacement takes the place of a term added later", func(v *Value) {
			v.Add("armor", 13, "combat.dv")
			v.ReplaceTerms([]string{"terrain.urban"}, "infantry in urban", 3, "house.urban")
			v.Add("Urban", 2, "terrain.urban")
			v.Add("concealed", 1, "concealment.conditions")
		}, 17, "AV 17 = armor 13 [combat.dv] + infantry in urban 3 [house.urban] + concealed 1 [concealment.conditions]; Urban +2 [terrain.urban] replaced by infantry in urban [house.urban]"},
		{"two replacements waiting for one rule: the last wins", func(v *Value) {
			v.ReplaceTerms([]string{"terrain.urban"}, "urban A", 3, "a.urban")
			v.ReplaceTerms([]string{"terrain.urban"}, "urban B", 4, "b.urban")
			v.Add("Urban", 2, "terrain.urban")
		}, 4, "AV 4 = urban B 4 [b.urban]; Urban +2 [terrain.urban] replaced by urban B [b.urban]; urban A +3 [a.urban] replaced by urban B [b.urban]"},
		{"a replacement of a replacement, before either term", func(v *Value) {
			v.ReplaceTerms([]string{"a.urban"}, "urban B", 4, "b.urban")
			v.ReplaceTerms([]string{"terrain.urban"}, "urban A", 3, "a.urban")
			v.Add("Urban", 2, "terrain.urban")
		}, 4, "AV 4 = urban B 4 [b.urban]; Urban +2 [terrain.urban] replaced by urban A [a.urban]; urban A +3 [a.urban] replaced by urban B [b.urban]"},
		{"a removal then a replacement of the same rule", func(v *Value) {
			v.Add("Urban", 2, "terrain.urban")
			v.RemoveTerms([]string{"terrain.urban"}, "", "a.none")
			v.ReplaceTerms([]string{"terrain.urban"}, "urban B", 1, "b.urban")
		}, 1, "AV 1 = urban B 1 [b.urban]; Urban +2 [terrain.urban] removed by [a.none]"},
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
