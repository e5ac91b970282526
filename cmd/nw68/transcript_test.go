package main

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var updateTranscripts = flag.Bool("update-transcripts", false, "rewrite the golden Russian transcripts of testdata/")

// TestRussianTranscripts plays a scripted game of the base game and one of
// the expansion with --lang ru (a refused action, then the first legal
// action twelve times) and compares what nw68 play prints with the golden
// transcripts in testdata/: the banner, the refusal, the log lines and
// names in Russian (the map's legend and the action syntax are still the
// program's English).
// A change of wording shows in review as a diff of the golden file
// (go test ./cmd/nw68 -run TestRussianTranscripts -update-transcripts).
func TestRussianTranscripts(t *testing.T) {
	for _, tt := range []struct{ name, ruleset, scenario string }{
		{"play-base-ru.txt", "base", "castle-road"},
		{"play-heart-of-darkness-ru.txt", "heart-of-darkness", "graveyard"},
	} {
		t.Run(tt.ruleset, func(t *testing.T) {
			// the first legal action, twelve times over, and a refused one
			script := "move unit=nobody path=A1\n" + strings.Repeat("legal\ndo 1\n", 12)
			out, code := runIn(t, "../..", script, "play", "--lang", "ru", "--ruleset", tt.ruleset, "--scenario", tt.scenario, "--seed", "1", "--save", "")
			require.Equal(t, exitOK, code, out)
			golden := filepath.Join("testdata", tt.name)
			if *updateTranscripts {
				require.NoError(t, os.MkdirAll("testdata", 0o755))
				require.NoError(t, os.WriteFile(golden, []byte(out), 0o644))
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err, "no golden transcript: run with -update-transcripts")
			assert.Equal(t, string(want), out)
			russian := 0
			for _, line := range strings.Split(out, "\n") {
				if strings.IndexFunc(line, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) >= 0 {
					russian++
				}
			}
			assert.GreaterOrEqual(t, russian, 10, "the banner, the refusal and the actions' lines are Russian")
		})
	}
}
