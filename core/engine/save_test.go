package engine_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// savedDuel plays a few actions of the skirmish duel with digests and
// returns its save as a JSON object to tamper with.
func savedDuel(t testing.TB) map[string]any {
	rs, prog := loadSkirmish(t, nil)
	e := newGame(t, rs, prog, 4)
	e.TrackDigests = true
	for range 3 {
		legal, err := e.LegalActions()
		require.NoError(t, err)
		require.NoError(t, e.Submit(legal[0]))
	}
	var buf bytes.Buffer
	require.NoError(t, engine.WriteGame(&buf, e.Record("duel", 4, nil)))
	var m map[string]any
	require.NoError(t, json.Unmarshal(buf.Bytes(), &m))
	return m
}

func encode(t testing.TB, m map[string]any) []byte {
	data, err := json.Marshal(m)
	require.NoError(t, err)
	return data
}

func TestReadGameRefusesUntrustedSaves(t *testing.T) {
	tests := []struct {
		name   string
		tamper func(m map[string]any) []byte
		want   string // "" for a save that must load
	}{
		{"an intact save", func(m map[string]any) []byte { return encode(t, m) }, ""},
		{"trailing white space", func(m map[string]any) []byte { return append(encode(t, m), "\n\n "...) }, ""},
		{"no actions needs no digests", func(m map[string]any) []byte {
			delete(m, "digests")
			m["actions"] = []any{}
			return encode(t, m)
		}, ""},
		{"digests removed", func(m map[string]any) []byte { delete(m, "digests"); return encode(t, m) }, "0 digests for 3 actions"},
		{"a digest missing", func(m map[string]any) []byte {
			m["digests"] = m["digests"].([]any)[:2]
			return encode(t, m)
		}, "2 digests for 3 actions"},
		{"a digest too many", func(m map[string]any) []byte {
			m["digests"] = append(m["digests"].([]any), "x")
			return encode(t, m)
		}, "4 digests for 3 actions"},
		{"trailing data", func(m map[string]any) []byte { return append(encode(t, m), `{"ruleset":"other"}`...) }, "data after the game"},
		{"trailing garbage", func(m map[string]any) []byte { return append(encode(t, m), "garbage"...) }, "data after the game"},
		{"unknown field", func(m map[string]any) []byte { m["cheat"] = true; return encode(t, m) }, `unknown field "cheat"`},
		{"path-like mod", func(m map[string]any) []byte { m["mods"] = []string{"../rulesets/base"}; return encode(t, m) }, `mod 1: the id "../rulesets/base" is not lower-case letters`},
		{"mod with a slash", func(m map[string]any) []byte { m["mods"] = []string{"heavy-armor", "a/b"}; return encode(t, m) }, `mod 2: the id "a/b" is not lower-case`},
		{"dots mod", func(m map[string]any) []byte { m["mods"] = []string{".."}; return encode(t, m) }, `the id ".." is not lower-case`},
		{"empty mod", func(m map[string]any) []byte { m["mods"] = []string{""}; return encode(t, m) }, "mod 1: the id is empty"},
		{"upper-case ruleset", func(m map[string]any) []byte { m["ruleset"] = "Base"; return encode(t, m) }, `ruleset: the id "Base" is not lower-case`},
		{"no ruleset", func(m map[string]any) []byte { delete(m, "ruleset"); return encode(t, m) }, "ruleset: the id is empty"},
		{"a campaign step", func(m map[string]any) []byte {
			m["campaign"] = map[string]any{"id": "war", "step": 2, "carried": map[string]any{"holdings": map[string]any{"red": map[string]int{"supply": 1}}}}
			return encode(t, m)
		}, ""},
		{"path-like campaign", func(m map[string]any) []byte {
			m["campaign"] = map[string]any{"id": "../war", "step": 1}
			return encode(t, m)
		}, `campaign: the id "../war" is not lower-case`},
		{"campaign step 0", func(m map[string]any) []byte { m["campaign"] = map[string]any{"id": "war"}; return encode(t, m) }, "campaign step 0: steps count from 1"},
		{"unknown campaign field", func(m map[string]any) []byte {
			m["campaign"] = map[string]any{"id": "war", "step": 1, "bonus": 1}
			return encode(t, m)
		}, `unknown field "bonus"`},
		{"too many carried units", func(m map[string]any) []byte {
			m["campaign"] = map[string]any{"id": "war", "step": 2, "carried": map[string]any{"units": make([]map[string]string, ruleset.MaxCount+1)}}
			return encode(t, m)
		}, "10001 carried units"},
		{"too many actions", func(m map[string]any) []byte {
			m["actions"] = make([]map[string]string, engine.MaxSaveActions+1)
			return encode(t, m)
		}, "more than the 100000 a save may hold"},
		{"over-size", func(m map[string]any) []byte {
			m["hash"] = strings.Repeat("x", engine.MaxSaveBytes)
			return encode(t, m)
		}, "larger than 16 MiB"},
		{"not JSON", func(map[string]any) []byte { return []byte("nw68 save") }, "invalid character"},
		{"empty", func(map[string]any) []byte { return nil }, "EOF"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := engine.ReadGame(bytes.NewReader(tt.tamper(savedDuel(t))))
			if tt.want == "" {
				require.NoError(t, err)
				assert.Equal(t, "skirmish", g.Ruleset)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
			assert.True(t, strings.HasPrefix(err.Error(), "read saved game: "), err.Error())
		})
	}
}

func TestReplayRefusesPartialDigests(t *testing.T) {
	rs, prog := loadSkirmish(t, nil)
	e := newGame(t, rs, prog, 2)
	e.TrackDigests = true
	for range 2 {
		legal, err := e.LegalActions()
		require.NoError(t, err)
		require.NoError(t, e.Submit(legal[0]))
	}
	g := e.Record("duel", 2, nil)
	g.Digests = g.Digests[:1]
	_, err := engine.Replay(rs, g, script.Attacher(prog, script.Options{}))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "replay: 1 digests for 2 actions")
}

func TestGameContinues(t *testing.T) {
	prev := engine.Game{Ruleset: "r", Hash: "h", Scenario: "s", Seed: 1, Digests: []string{"a", "b"}}
	tests := []struct {
		name   string
		change func(g *engine.Game)
		want   bool
	}{
		{"the same game", func(*engine.Game) {}, true},
		{"played on", func(g *engine.Game) { g.Digests = append(g.Digests, "c") }, true},
		{"another seed", func(g *engine.Game) { g.Seed = 2 }, false},
		{"another scenario", func(g *engine.Game) { g.Scenario = "t" }, false},
		{"other rules", func(g *engine.Game) { g.Hash = "i" }, false},
		{"with a mod", func(g *engine.Game) { g.Mods = []string{"m"} }, false},
		{"a campaign step", func(g *engine.Game) { g.Campaign = &engine.Campaign{ID: "c", Step: 1} }, false},
		{"another history", func(g *engine.Game) { g.Digests = []string{"a", "x", "c"} }, false},
		{"behind the save", func(g *engine.Game) { g.Digests = g.Digests[:1] }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := prev
			g.Digests = append([]string(nil), prev.Digests...)
			tt.change(&g)
			assert.Equal(t, tt.want, g.Continues(prev))
		})
	}
}

func TestGameContinuesItsCampaignStep(t *testing.T) {
	carried := func(n int) *engine.Carried {
		return &engine.Carried{Holdings: map[string]map[string]int{"red": {"supply": n}}}
	}
	prev := engine.Game{Ruleset: "r", Hash: "h", Scenario: "s", Seed: 1, Campaign: &engine.Campaign{ID: "c", Step: 2, Carried: carried(1)}}
	g := prev
	g.Campaign = &engine.Campaign{ID: "c", Step: 2, Carried: carried(1)}
	assert.True(t, g.Continues(prev))
	g.Campaign.Carried = carried(2)
	assert.False(t, g.Continues(prev), "the same step of another campaign game")
	g.Campaign = &engine.Campaign{ID: "c", Step: 3}
	assert.False(t, g.Continues(prev), "another step")
}

// FuzzReadGame feeds the save loader arbitrary bytes: it must refuse or
// accept, never panic, and what it accepts must be a consistent record.
func FuzzReadGame(f *testing.F) {
	f.Add(encode(f, savedDuel(f)))
	f.Add([]byte(`{"ruleset":"base","mods":["../x"],"actions":[{"kind":"a"}],"digests":["d"]}`))
	f.Add([]byte(`{"ruleset":"base","actions":[{"kind":"a","params":{"unit":[1,{"x":null}]}}]}`))
	f.Add([]byte(`{"ruleset":"base"} {}`))
	f.Add([]byte(`{"seed":-1}`))
	f.Add([]byte(`[`))
	f.Add([]byte(`{"ruleset":"base","campaign":{"id":"war","step":2,"carried":{"units":[{"id":"u"}]}},"actions":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := engine.ReadGame(bytes.NewReader(data))
		if err != nil {
			assert.Zero(t, g, "a refused save yields no game")
			assert.True(t, strings.HasPrefix(err.Error(), "read saved game: "), err.Error())
			return
		}
		assert.Len(t, g.Digests, len(g.Actions))
		assert.NoError(t, ruleset.ValidID(g.Ruleset))
		if g.Campaign != nil {
			assert.NoError(t, ruleset.ValidID(g.Campaign.ID))
			assert.Positive(t, g.Campaign.Step)
		}
	})
}
