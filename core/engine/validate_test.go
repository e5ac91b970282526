package engine_test

import (
	"testing"

	"github.com/nw68/nw68/core/hook"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAnActionFoundLegalIsNotJudgedTwice counts the validate handlers'
// calls: at one state an action a listing found legal is not judged again
// by Validate (a player's pick from the legal actions), once the state
// changes every action is judged afresh, and Submit judges its action
// itself, once, as the replay of the game will.
func TestAnActionFoundLegalIsNotJudgedTwice(t *testing.T) {
	rs, prog := loadSkirmish(t, nil)
	e := newGame(t, rs, prog, 5)
	judged := 0
	e.Bus.Subscribe(hook.Handler{Point: hook.ActionValidate, Filter: hook.Any, Func: func(*hook.Event) error {
		judged++
		return nil
	}})
	legal, err := e.LegalActions()
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(legal), 2)
	assert.Positive(t, judged)

	judged = 0
	require.NoError(t, e.Validate(legal[0]))
	require.NoError(t, e.Validate(legal[len(legal)-1]))
	assert.Zero(t, judged, "LegalActions judged them at this very state")
	require.NoError(t, e.Submit(legal[0]))
	assert.Equal(t, 1, judged, "a submitted action is judged as its replay judges it")

	judged = 0
	legal, err = e.LegalActions()
	require.NoError(t, err)
	require.NotEmpty(t, legal)
	assert.Positive(t, judged, "the state changed: every action is judged afresh")
}

// TestCandidatesAreListedOncePerState counts the enumerate handlers' calls.
func TestCandidatesAreListedOncePerState(t *testing.T) {
	rs, prog := loadSkirmish(t, nil)
	e := newGame(t, rs, prog, 5)
	listed := 0
	e.Bus.Subscribe(hook.Handler{Point: hook.ActionEnumerate, Filter: hook.Any, Func: func(*hook.Event) error {
		listed++
		return nil
	}})
	first, err := e.Candidates("move")
	require.NoError(t, err)
	require.NotEmpty(t, first)
	first[0] = nil // the caller's own slice: reordering or clearing it changes nothing kept
	again, err := e.Candidates("move")
	require.NoError(t, err)
	assert.Equal(t, 1, listed)
	assert.NotNil(t, again[0])

	legal, err := e.LegalActions()
	require.NoError(t, err)
	require.NoError(t, e.Submit(legal[0]))
	listed = 0
	_, err = e.Candidates("move")
	require.NoError(t, err)
	assert.Equal(t, 1, listed, "the state changed: listed afresh")
}
