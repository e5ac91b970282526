package script_test

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
	nwgame "github.com/nw68/nw68/game"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// baseOrder sets up castle-road from the base ruleset of fsys and returns,
// for every event (a hook point and a filter), the handlers it calls in the
// order the bus runs them, each as "area folder:line" with rename undone on
// the file's name. (Handlers that no one event calls together have no
// order to keep.)
func baseOrder(t *testing.T, fsys fs.FS, rename func(string) string) map[string][]string {
	t.Helper()
	r, err := nwgame.Load(ruleset.Options{FS: fsys, Ruleset: "base"})
	require.NoError(t, err)
	e, err := r.New(nwgame.Config{Scenario: "castle-road", Dice: dice.NewScripted([]int{1})})
	require.NoError(t, err)
	out := map[string][]string{}
	for _, p := range hook.Points {
		handlers := e.Bus.Handlers(p)
		for _, h := range handlers {
			key := string(p) + " " + h.Filter
			if _, done := out[key]; done {
				continue
			}
			for _, o := range handlers {
				if o.Filter == h.Filter || o.Filter == hook.Any {
					file, line, _ := strings.Cut(o.Source, ":")
					dir, name := path.Split(file)
					out[key] = append(out[key], o.Area+" "+dir+rename(name)+":"+line)
				}
			}
		}
	}
	return out
}

// TestRenamingHookFilesChangesNothing loads base as it is and with every
// hook file renamed so that the files of each folder sort the other way
// round, and finds the same handlers in the same order: no file name
// decides which handler of an event runs first.
func TestRenamingHookFilesChangesNothing(t *testing.T) {
	root := os.DirFS("..")
	renamed := fstest.MapFS{}
	hooks := map[string][]string{} // folder -> hook files, in name order
	require.NoError(t, fs.WalkDir(root, "rulesets/base", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		src, err := fs.ReadFile(root, p)
		if err != nil {
			return err
		}
		dir, name := path.Split(p)
		// hook files only: a module's file name is its require name
		if path.Ext(name) == ".lua" && path.Base(dir) != "lib" {
			hooks[dir] = append(hooks[dir], name)
			return nil
		}
		renamed[p] = &fstest.MapFile{Data: src}
		return nil
	}))
	for dir, names := range hooks {
		for i, name := range names {
			src, err := fs.ReadFile(root, dir+name)
			require.NoError(t, err)
			renamed[fmt.Sprintf("%s%02d-%s", dir, len(names)-i, name)] = &fstest.MapFile{Data: src}
		}
	}
	want := baseOrder(t, root, func(s string) string { return s })
	got := baseOrder(t, renamed, func(s string) string { return s[3:] })
	assert.Equal(t, want, got)
	// six: planes refuse fire by a precondition (rulesets/base/planes/preconditions.hcl)
	assert.Len(t, want["action_validate fire"], 6)
}
