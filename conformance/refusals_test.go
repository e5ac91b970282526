package conformance

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRunnerRecordsRefusals checks what nw68 conform --coverage counts
// refusal codes from: each case expecting a rejection, with its last
// action's kind, the code and rule it expects and the layers it ran on;
// a case expecting none is not recorded.
func TestRunnerRecordsRefusals(t *testing.T) {
	fixtures, err := os.ReadFile(filepath.Join("base", "fixtures.hcl"))
	require.NoError(t, err)
	src := string(fixtures) + `
case "refused" {
  rules   = ["combat.long-range"]
  fixture = "long-range-shot"
  action "move" {
    unit = "tiger"
    path = ["Z99"]
  }
  expect {
    rejected = { code = "off_map", rule = "movement.speed" }
  }
}
case "accepted" {
  rules   = ["combat.long-range"]
  fixture = "long-range-shot"
  dice    = [6, 5]
}
case "refused, any code" {
  rules   = ["combat.long-range"]
  fixture = "long-range-shot"
  action "end_activation" {}
  expect {
    rejected = {}
  }
}
`
	cases, diags, _ := Parse([]byte(src), "inline.hcl")
	require.False(t, diags.HasErrors(), diags.Error())
	byName := map[string]*Case{}
	for _, c := range cases {
		byName[c.Name] = c
	}
	runner := NewRunner(os.DirFS(".."))
	for _, name := range []string{"refused", "accepted", "refused, any code"} {
		require.Contains(t, byName, name)
		runner.Run(byName[name])
	}
	got := runner.Refusals()
	require.Len(t, got, 2)
	tests := []struct {
		kind, code, rule string
		c                *Case
	}{
		{"move", "off_map", "movement.speed", byName["refused"]},
		{"end_activation", "", "", byName["refused, any code"]},
	}
	for i, tt := range tests {
		assert.Equal(t, tt.c, got[i].Case)
		assert.Equal(t, tt.kind, got[i].Kind)
		assert.Equal(t, tt.code, got[i].Code)
		assert.Equal(t, tt.rule, got[i].Rule)
		assert.Equal(t, []string{"base"}, got[i].Layers)
	}
	assert.Equal(t, []string{"base"}, runner.Rulesets())
}
