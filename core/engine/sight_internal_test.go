package engine

import (
	"testing"

	"github.com/nw68/nw68/core/ruleset"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/zclconf/go-cty/cty"
)

// TestSecretsDeclarations: a malformed declaration is refused at its block.
func TestSecretsDeclarations(t *testing.T) {
	statuses := map[string]*ruleset.Entity{"spotted": {Kind: ruleset.KindStatus, ID: "spotted"}}
	for _, tt := range []struct {
		name  string
		stats ruleset.Attrs
		err   string
	}{
		{"public", ruleset.Attrs{"speed": cty.NumberIntVal(3)}, ""},
		{"hidden from enemies", ruleset.Attrs{"hidden": cty.StringVal("enemies"), "revealed_by": cty.StringVal("spotted")}, ""},
		{"unknown scope", ruleset.Attrs{"hidden": cty.StringVal("friends")}, `item "kit": hidden = "friends": want "enemies", "others" or "all"`},
		{"not a string", ruleset.Attrs{"hidden": cty.True}, `item "kit": hidden must be a string`},
		{"revealed but not hidden", ruleset.Attrs{"revealed_by": cty.StringVal("spotted")}, `item "kit": revealed_by without hidden`},
		{"revealed by no status", ruleset.Attrs{"hidden": cty.StringVal("all"), "revealed_by": cty.StringVal("seen")}, `item "kit": revealed_by = "seen": no status of that name`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rs := &ruleset.Ruleset{Entities: map[string]map[string]*ruleset.Entity{
				ruleset.KindStatus: statuses,
				ruleset.KindItem:   {"kit": {Kind: ruleset.KindItem, ID: "kit", Name: "Mine Kit", Stats: tt.stats}},
			}}
			sec, err := secretsOf(rs)
			if tt.err == "" {
				require.NoError(t, err)
				if _, hidden := tt.stats["hidden"]; hidden {
					assert.Equal(t, secret{from: "enemies", revealer: "spotted"}, sec.by[ruleset.KindItem]["kit"])
					assert.Equal(t, []secretWord{{ruleset.KindItem, "kit", "kit"}, {ruleset.KindItem, "kit", "mine kit"}}, sec.words, "named by id and by name")
				} else {
					assert.Empty(t, sec.by)
				}
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.err)
			assert.Error(t, CheckSecrets(rs))
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
