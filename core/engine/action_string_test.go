package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/nw68/nw68/core/engine"
)

// TestActionString holds an action's text to the form nw68 play reads back:
// the kind, then name=value in name order, a list's items joined by commas
// whether it came from Go ([]string) or from JSON ([]any).
func TestActionString(t *testing.T) {
	for _, tc := range []struct {
		action engine.Action
		want   string
	}{
		{engine.Action{Kind: "draw"}, "draw"},
		{engine.Action{Kind: "fire", Params: map[string]any{"weapon": "ap", "unit": "kt1", "target": "m60a1-1"}}, "fire target=m60a1-1 unit=kt1 weapon=ap"},
		{engine.Action{Kind: "move", Params: map[string]any{"unit": "rangers3", "path": []any{"Q10", "P9"}}}, "move path=Q10,P9 unit=rangers3"},
		{engine.Action{Kind: "move", Params: map[string]any{"path": []string{"R8"}}}, "move path=R8"},
		{engine.Action{Kind: "buy", Params: map[string]any{"count": float64(3), "reserve": true}}, "buy count=3 reserve=true"},
	} {
		assert.Equal(t, tc.want, tc.action.String())
		assert.Equal(t, tc.want, engine.Action{Kind: tc.action.Kind, Params: tc.action.Params, Side: "reich"}.String(), "the side is not part of the command")
	}
}
