package script_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The handlers of a validation share one read-only table of the action's
// parameters: built once, and what one handler judges the next judges as
// it was.
func TestValidationArgumentsAreSharedAndReadOnly(t *testing.T) {
	e := game{files: map[string]string{"rulesets/t/judge.lua": `
nw68.on("action_validate", "poke", function(a)
  a.unit = "b"
end)
`}}.start(t)
	err := e.Validate(poke("a"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "rulesets/t/judge.lua:3")
	assert.Contains(t, err.Error(), "read-only table")
}
