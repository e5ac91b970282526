package engine

import (
	"testing"

	"github.com/nw68/nw68/core/ruleset"
	"github.com/stretchr/testify/assert"
	"github.com/zclconf/go-cty/cty"
)

// TestSecretsDeclarations: what the data hides is gathered by kind and
// id, each secret named by its id and its name (the loader checks the
// values: core/ruleset TestKernelAttrs).
func TestSecretsDeclarations(t *testing.T) {
	for _, tt := range []struct {
		name string
		kit  ruleset.Entity
		want map[string]map[string]secret
	}{
		{"public", ruleset.Entity{Stats: ruleset.Attrs{"speed": cty.NumberIntVal(3)}}, map[string]map[string]secret{}},
		{"hidden from enemies", ruleset.Entity{Hidden: ruleset.HiddenFromEnemies, RevealedBy: "spotted"}, map[string]map[string]secret{ruleset.KindItem: {"kit": {from: "enemies", revealer: "spotted"}}}},
		{"hidden from all", ruleset.Entity{Hidden: ruleset.HiddenFromAll}, map[string]map[string]secret{ruleset.KindItem: {"kit": {from: "all"}}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			kit := tt.kit
			kit.Kind, kit.ID, kit.Name = ruleset.KindItem, "kit", "Mine Kit"
			rs := &ruleset.Ruleset{Entities: map[string]map[string]*ruleset.Entity{
				ruleset.KindStatus: {"spotted": {Kind: ruleset.KindStatus, ID: "spotted"}},
				ruleset.KindItem:   {"kit": &kit},
			}}
			sec := secretsOf(rs)
			assert.Equal(t, tt.want, sec.by)
			if kit.Hidden != "" {
				assert.Equal(t, []secretWord{{ruleset.KindItem, "kit", "kit"}, {ruleset.KindItem, "kit", "mine kit"}}, sec.words, "named by id and by name")
			} else {
				assert.Empty(t, sec.words)
			}
		})
	}
}

// TestNamesWord: a text names an id or a name as a whole word, in any
// case the caller lowered, never inside a longer id.
func TestNamesWord(t *testing.T) {
	for _, tt := range []struct {
		text, word string
		want       bool
	}{
		{"r2 signals", "r2", true},
		{"(r2) and b1", "r2", true},
		{"r2's kit", "r2", true},
		{"zealot-10 moves", "zealot-1", false},
		{"zealot-1, then zealot-10", "zealot-10", true},
		{"shown-mg42 is set", "mg42", false},
		{"ssvt2 receives the mg 42", "mg 42", true},
		{"ghost 7 appears", "ghost 7", true},
		{"ghost 70 appears", "ghost 7", false},
		{"", "r2", false},
		{"r2", "r2", true},
	} {
		assert.Equal(t, tt.want, namesWord(tt.text, tt.word), "%q in %q", tt.word, tt.text)
	}
}
