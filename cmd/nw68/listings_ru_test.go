//go:build !race

// These tests drive commands that run on one goroutine (loading, checking,
// odds, costs, references); they run in the README's plain pass, and the
// race pass keeps the commands that run games in parallel (sim, serve).

package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The listings speak the chosen language: scenario titles, sides and
// lengths, unit names and the table's header; English stays as it was.
func TestListingsInEachLanguage(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
		want []string
	}{
		{"scenarios in English", []string{"scenarios"}, []string{"castle-road   The Road to the Castle", "reich vs nato", "6 turns"}},
		{"scenarios in Russian", []string{"--lang", "ru", "scenarios"}, []string{"Дорога к замку", "Третий рейх против", "6 ходов"}},
		{"campaigns in Russian", []string{"--lang", "ru", "campaigns", "--ruleset", "nations-at-war"}, []string{"нет кампаний"}},
		{"units in English", []string{"units"}, []string{"ID  ", "NAME", "King Tiger"}},
		{"units in Russian", []string{"--lang", "ru", "units"}, []string{"НАЗВАНИЕ", "Королевский тигр"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out, code := run(t, tt.args...)
			require.Equal(t, exitOK, code, out)
			for _, w := range tt.want {
				assert.Contains(t, out, w)
			}
		})
	}
}
