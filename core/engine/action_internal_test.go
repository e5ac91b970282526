package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestActionKeysTellActionsApart(t *testing.T) {
	fire := Action{Kind: "fire", Params: map[string]any{"unit": "a", "target": "b"}}
	tests := []struct {
		name string
		a, b Action
		same bool
	}{
		{"the same action", fire, Action{Kind: "fire", Params: map[string]any{"target": "b", "unit": "a"}}, true},
		{"another kind", fire, Action{Kind: "fired", Params: fire.Params}, false},
		{"another side", fire, Action{Kind: "fire", Side: "red", Params: fire.Params}, false},
		{"automated", fire, Action{Kind: "fire", Auto: true, Params: fire.Params}, false},
		{"a value moved between parameters", fire, Action{Kind: "fire", Params: map[string]any{"unit": "b", "target": "a"}}, false},
		{"a quote inside a value", Action{Kind: "k", Params: map[string]any{"a": `x" "b`}}, Action{Kind: "k", Params: map[string]any{"a": "x", "b": ""}}, false},
		{"a number and its text", Action{Kind: "k", Params: map[string]any{"n": 1}}, Action{Kind: "k", Params: map[string]any{"n": "1"}}, false},
		{"a list and its joined text", Action{Kind: "k", Params: map[string]any{"l": []string{"a", "b"}}}, Action{Kind: "k", Params: map[string]any{"l": []string{"ab"}}}, false},
		{"a list and a single value", Action{Kind: "k", Params: map[string]any{"l": []string{"a"}}}, Action{Kind: "k", Params: map[string]any{"l": "a"}}, false},
		{"true and its text", Action{Kind: "k", Params: map[string]any{"b": true}}, Action{Kind: "k", Params: map[string]any{"b": "true"}}, false},
		{"no parameters and an empty list", Action{Kind: "k"}, Action{Kind: "k", Params: map[string]any{}}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.same, actionKey(tt.a) == actionKey(tt.b), "%s | %s", actionKey(tt.a), actionKey(tt.b))
		})
	}
}
