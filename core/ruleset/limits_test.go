package ruleset

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"testing/fstest"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// findDiag returns the first diagnostic with the summary, failing the test
// when there is none.
func findDiag(t *testing.T, diags hcl.Diagnostics, summary string) *hcl.Diagnostic {
	t.Helper()
	for _, d := range diags {
		if d.Summary == summary {
			return d
		}
	}
	require.Failf(t, "diagnostic missing", "no %q in %s", summary, diags.Error())
	return nil
}

func TestValidID(t *testing.T) {
	for _, id := range []string{"base", "heart-of-darkness", "nations-at-war", "heavy-armor", "long-range-3", "a_b", "3"} {
		assert.NoError(t, ValidID(id), id)
	}
	for id, want := range map[string]string{
		"":                      "empty",
		".":                     "not lower-case",
		"..":                    "not lower-case",
		"a/b":                   "not lower-case",
		"../../etc":             "not lower-case",
		"Base":                  "not lower-case",
		"-x":                    "not lower-case",
		"a b":                   "not lower-case",
		strings.Repeat("a", 65): "longer than 64",
	} {
		err := ValidID(id)
		require.Error(t, err, "%q", id)
		assert.Contains(t, err.Error(), want, "%q", id)
	}
}

// TestLayerFolders checks that a layer folder without its header, a header
// that is no file, and an id that is no name are refused, never dropped.
func TestLayerFolders(t *testing.T) {
	dir := &fstest.MapFile{Mode: fs.ModeDir | 0o755}
	tests := []struct {
		name    string
		extra   fstest.MapFS
		ruleset string
		mods    []string
		summary string
		detail  string
	}{
		{name: "ruleset folder without ruleset.hcl", extra: fstest.MapFS{"rulesets/empty": dir}, ruleset: "empty", summary: "Missing header", detail: "rulesets/empty has no ruleset.hcl"},
		{name: "empty ruleset id", ruleset: "", summary: "Invalid ruleset id", detail: "the id is empty"},
		{name: "ruleset id climbing out", ruleset: "../mods/a", summary: "Invalid ruleset id", detail: "not lower-case"},
		{name: "mod folder without mod.hcl", extra: fstest.MapFS{"mods/bare/x.hcl": {Data: []byte("")}}, ruleset: "core", mods: []string{"bare"}, summary: "Missing header", detail: "mods/bare has no mod.hcl"},
		{name: "mod.hcl is a folder", extra: fstest.MapFS{"mods/odd/mod.hcl": dir}, ruleset: "core", mods: []string{"odd"}, summary: "Unreadable file", detail: "not a regular file"},
		{name: "mod id ..", ruleset: "core", mods: []string{".."}, summary: "Invalid mod id"},
		{name: "mod id .", ruleset: "core", mods: []string{"."}, summary: "Invalid mod id"},
		{name: "empty mod id", ruleset: "core", mods: []string{""}, summary: "Invalid mod id", detail: "the id is empty"},
		{name: "unknown mod", ruleset: "core", mods: []string{"nope"}, summary: "Unknown mod", detail: "mods/nope does not exist"},
		{name: "a file where the folder should be", extra: fstest.MapFS{"mods/flat": {Data: []byte("x")}}, ruleset: "core", mods: []string{"flat"}, summary: "Unknown mod", detail: "not a folder"},
		{name: "mod loaded twice", ruleset: "core", mods: []string{"a", "a"}, summary: "Layer loaded twice"},
		{name: "mod named like a ruleset", ruleset: "core", mods: []string{"core"}, summary: "Layer loaded twice"},
		{
			name: "extends names a path", extra: fstest.MapFS{"rulesets/bad/ruleset.hcl": {Data: []byte("id = \"bad\"\nversion = \"1\"\nextends = [\"../core\"]\n")}},
			ruleset: "bad", summary: "Invalid id", detail: `extends names "../core"`,
		},
		{
			name: "requires names a path", extra: fstest.MapFS{"mods/bad/mod.hcl": {Data: []byte("id = \"bad\"\nversion = \"1\"\nrequires = [\"..\"]\n")}},
			ruleset: "core", mods: []string{"bad"}, summary: "Invalid id", detail: `requires names ".."`,
		},
		{
			name: "blocks in mod.hcl", extra: fstest.MapFS{"mods/tweak/mod.hcl": {Data: []byte("id = \"tweak\"\nversion = \"1\"\nrequires = []\npatch \"unit_type\" \"tank\" {\n  stats = { armor = 19 }\n}\n")}},
			ruleset: "core", mods: []string{"tweak"}, summary: "Unsupported block type", detail: "mod.hcl only names the mod; its blocks go in the folder's other .hcl files, such as mods/tweak/tweak.hcl",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := project(nil)
			for k, v := range tt.extra {
				fsys[k] = v
			}
			rs, _, diags := Load(Options{FS: fsys, Ruleset: tt.ruleset, Mods: tt.mods})
			assert.Nil(t, rs)
			d := findDiag(t, diags, tt.summary)
			assert.Contains(t, d.Detail, tt.detail)
		})
	}
}

func TestTooManyLayers(t *testing.T) {
	fsys := project(nil)
	// a chain of MaxLayers+1 rulesets, each extending the next
	for i := 0; i <= MaxLayers; i++ {
		src := fmt.Sprintf("id = \"r%d\"\nversion = \"1\"\n", i)
		if i < MaxLayers {
			src += fmt.Sprintf("extends = [\"r%d\"]\n", i+1)
		}
		fsys[fmt.Sprintf("rulesets/r%d/ruleset.hcl", i)] = &fstest.MapFile{Data: []byte(src)}
	}
	_, _, diags := Load(Options{FS: fsys, Ruleset: "r0"})
	d := findDiag(t, diags, "Too many layers")
	assert.Contains(t, d.Detail, `"r32" would be layer 33`)
}

func TestLayerFileLimits(t *testing.T) {
	t.Run("too many files", func(t *testing.T) {
		fsys := project(nil)
		for i := range MaxLayerFiles {
			fsys[fmt.Sprintf("rulesets/core/notes/%04d.txt", i)] = &fstest.MapFile{}
		}
		_, _, diags := Load(Options{FS: fsys, Ruleset: "core"})
		d := findDiag(t, diags, "Unreadable layer")
		assert.Contains(t, d.Detail, "more than 1000 files and folders")
	})
	t.Run("file too large", func(t *testing.T) {
		fsys := project(map[string]string{"rulesets/core/big.hcl": "#" + strings.Repeat("x", MaxFileBytes)})
		_, _, diags := Load(Options{FS: fsys, Ruleset: "core"})
		d := findDiag(t, diags, "Unreadable file")
		assert.Contains(t, d.Detail, "1048577 bytes is more than the 1048576")
		assert.Equal(t, "rulesets/core/big.hcl", d.Subject.Filename)
	})
	t.Run("too much in all", func(t *testing.T) {
		extra := map[string]string{}
		for i := range MaxLoadBytes/MaxFileBytes + 1 {
			extra[fmt.Sprintf("rulesets/core/big%d.lua", i)] = strings.Repeat("-", MaxFileBytes)
		}
		_, _, diags := Load(Options{FS: project(extra), Ruleset: "core"})
		d := findDiag(t, diags, "Too much to load")
		assert.Equal(t, "rulesets/core/big7.lua", d.Subject.Filename, "the fixture's own files fill the rest")
	})
	t.Run("other files are not read", func(t *testing.T) {
		fsys := project(nil)
		fsys["rulesets/core/notes.txt"] = &fstest.MapFile{Data: []byte(strings.Repeat("x", MaxFileBytes+1))}
		_, _, diags := Load(Options{FS: fsys, Ruleset: "core"})
		assert.False(t, diags.HasErrors(), diags.Error())
	})
}

// realProject copies the fixture project into a temporary folder, next to
// a secret file outside it, and returns the project folder.
func realProject(t *testing.T) (root, secret string) {
	t.Helper()
	base := t.TempDir()
	secret = filepath.Join(base, "secret.hcl")
	require.NoError(t, os.WriteFile(secret, []byte("password = \"hunter2\"\n"), 0o600))
	root = filepath.Join(base, "project")
	for name, f := range project(nil) {
		p := filepath.Join(root, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, f.Data, 0o600))
	}
	return root, secret
}

// loadWithin loads, failing the test rather than hanging when the loader
// blocks on what it reads.
func loadWithin(t *testing.T, opts Options) (*Ruleset, hcl.Diagnostics) {
	t.Helper()
	type result struct {
		rs    *Ruleset
		diags hcl.Diagnostics
	}
	done := make(chan result, 1)
	go func() {
		rs, _, diags := Load(opts)
		done <- result{rs, diags}
	}()
	select {
	case r := <-done:
		return r.rs, r.diags
	case <-time.After(20 * time.Second):
		require.FailNow(t, "Load hangs")
		return nil, nil
	}
}

// TestFilesOnDisk checks that only regular files inside the project folder
// are read: links out of it, devices and pipes are refused.
func TestFilesOnDisk(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("symbolic links and pipes need a unix system")
	}
	tests := []struct {
		name    string
		setup   func(t *testing.T, root, secret string)
		mods    []string
		summary string
		detail  string
	}{
		{
			name: "hcl link to a file outside the project",
			setup: func(t *testing.T, root, secret string) {
				require.NoError(t, os.Symlink(secret, filepath.Join(root, "rulesets/core/leak.hcl")))
			},
			summary: "Unreadable file", detail: "symbolic link leading outside the project folder",
		},
		{
			name: "relative link climbing out of the project",
			setup: func(t *testing.T, root, _ string) {
				require.NoError(t, os.Symlink("../../../secret.hcl", filepath.Join(root, "rulesets/core/leak.hcl")))
			},
			summary: "Unreadable file", detail: "outside the project folder (to ../../../secret.hcl)",
		},
		{
			name: "link to /dev/zero",
			setup: func(t *testing.T, root, _ string) {
				require.NoError(t, os.Symlink("/dev/zero", filepath.Join(root, "mods/a/zero.hcl")))
			},
			mods:    []string{"a"},
			summary: "Unreadable file", detail: "outside the project folder (to /dev/zero)",
		},
		{
			name: "fifo in a mod folder",
			setup: func(t *testing.T, root, _ string) {
				require.NoError(t, syscall.Mkfifo(filepath.Join(root, "mods/a/pipe.lua"), 0o600))
			},
			mods:    []string{"a"},
			summary: "Unreadable file", detail: "not a regular file (p---------)",
		},
		{
			name: "mod folder linked from outside",
			setup: func(t *testing.T, root, secret string) {
				out := filepath.Join(filepath.Dir(secret), "elsewhere")
				require.NoError(t, os.MkdirAll(out, 0o755))
				require.NoError(t, os.WriteFile(filepath.Join(out, "mod.hcl"), []byte("id = \"ext\"\nversion = \"1\"\nrequires = [\"core\"]\n"), 0o600))
				require.NoError(t, os.Symlink(out, filepath.Join(root, "mods/ext")))
			},
			mods:    []string{"ext"},
			summary: "Unreadable mod", detail: "outside the project folder",
		},
		{
			name: "loop of links",
			setup: func(t *testing.T, root, _ string) {
				require.NoError(t, os.Symlink("b.hcl", filepath.Join(root, "rulesets/core/a.hcl")))
				require.NoError(t, os.Symlink("a.hcl", filepath.Join(root, "rulesets/core/b.hcl")))
			},
			summary: "Unreadable file", detail: "more than 40 symbolic links",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, secret := realProject(t)
			tt.setup(t, root, secret)
			rs, diags := loadWithin(t, Options{FS: os.DirFS(root), Ruleset: "core", Mods: tt.mods})
			assert.Nil(t, rs)
			d := findDiag(t, diags, tt.summary)
			assert.Contains(t, d.Detail, tt.detail)
			assert.NotContains(t, diags.Error(), "hunter2", "nothing of the file outside is shown")
		})
	}
	t.Run("links inside the project are followed", func(t *testing.T) {
		root, _ := realProject(t)
		require.NoError(t, os.Rename(filepath.Join(root, "rulesets/child"), filepath.Join(root, "real-child")))
		require.NoError(t, os.Symlink("../real-child", filepath.Join(root, "rulesets/child")))
		require.NoError(t, os.Mkdir(filepath.Join(root, "shared"), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(root, "shared/extra.hcl"), []byte(`rule "x.extra" { title = "Extra" }`), 0o600))
		require.NoError(t, os.Symlink("../shared/extra.hcl", filepath.Join(root, "real-child/more.hcl")))
		rs, diags := loadWithin(t, Options{FS: os.DirFS(root), Ruleset: "child"})
		require.False(t, diags.HasErrors(), diags.Error())
		assert.Contains(t, rs.Rules, "x.extra")
	})
}

// TestParseHCLLimits checks the scan that keeps deep nesting and long
// chains from the recursive HCL parser and evaluator.
func TestParseHCLLimits(t *testing.T) {
	const deep = 100000
	tests := []struct {
		name, src string
		summary   string
		line, col int
	}{
		{"parentheses", "x = " + strings.Repeat("(", deep) + "1" + strings.Repeat(")", deep), "Nesting too deep", 1, 4 + MaxNesting + 1},
		{"brackets", "x = " + strings.Repeat("[", deep), "Nesting too deep", 1, 4 + MaxNesting + 1},
		{"blocks", strings.Repeat("a {\n", deep), "Nesting too deep", MaxNesting + 1, 3},
		{"objects", "x = " + strings.Repeat("{a = ", deep), "Nesting too deep", 1, 4 + 5*MaxNesting + 1},
		{"interpolations", "x = " + strings.Repeat(`"${`, deep), "Nesting too deep", 1, 4 + 3*(MaxNesting/2) + 1},
		{"template directives", `x = "` + strings.Repeat("%{if true}", deep) + `"`, "Nesting too deep", 1, 5 + 10*(MaxNesting-2) + 1},
		{"unary operators", "x = " + strings.Repeat("!", deep) + "true", "Expression too long", 1, 4 + MaxExprTerms + 1},
		{"minus signs", "x = " + strings.Repeat("-", deep) + "1", "Expression too long", 1, 4 + MaxExprTerms + 1},
		{"sum", "x = " + strings.Repeat("1+", deep) + "1", "Expression too long", 1, 4 + 2*MaxExprTerms + 2},
		{"sum over lines in parentheses", "x = (" + strings.Repeat("1 +\n", deep) + "1)", "Expression too long", MaxExprTerms + 1, 3},
		{"conditionals", "x = " + strings.Repeat("true?1:", deep) + "1", "Expression too long", 1, 4 + 7*MaxExprTerms + 5},
		{"template parts", `x = "` + strings.Repeat("${1}", deep) + `"`, "Expression too long", 1, 5 + 4*MaxExprTerms + 1},
		{"indexes", "x = a" + strings.Repeat("[b]", deep), "Expression too long", 1, 5 + 3*MaxExprTerms + 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file, diags := ParseHCL([]byte(tt.src), "deep.hcl")
			require.True(t, diags.HasErrors())
			require.Len(t, diags, 1)
			assert.Equal(t, tt.summary, diags[0].Summary, diags.Error())
			require.NotNil(t, diags[0].Subject)
			assert.Equal(t, "deep.hcl", diags[0].Subject.Filename)
			assert.Equal(t, tt.line, diags[0].Subject.Start.Line, "line")
			assert.Equal(t, tt.col, diags[0].Subject.Start.Column, "column")
			assert.NotNil(t, file.Bytes, "the source is kept to show the line")
			assert.Nil(t, file.Body)
		})
	}
	t.Run("too large", func(t *testing.T) {
		_, diags := ParseHCL(make([]byte, MaxFileBytes+1), "big.hcl")
		assert.Equal(t, "File too large", findDiag(t, diags, "File too large").Summary)
	})
}

func manyAttrs(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "x%d = a.b.c + 1\n", i)
	}
	return b.String()
}

// TestParseHCLAccepts checks that what a legitimate file holds is not
// counted: brackets in strings, comments and heredocs, the limits themselves.
func TestParseHCLAccepts(t *testing.T) {
	many := strings.Repeat("((([[[{{{", 100)
	tests := map[string]string{
		"nesting at the limit":       "x = " + strings.Repeat("(", MaxNesting-1) + "1" + strings.Repeat(")", MaxNesting-1),
		"blocks at the limit":        strings.Repeat("a {\n", MaxNesting) + strings.Repeat("}\n", MaxNesting),
		"chain at the limit":         "x = " + strings.Repeat("1+", MaxExprTerms) + "1",
		"brackets in a string":       `x = "` + many + `"`,
		"brackets in comments":       "# " + many + "\n// " + many + "\n/* " + many + " */\nx = 1\n",
		"brackets in a heredoc":      "x = <<EOT\n" + many + "\n" + strings.Repeat("${1}", 10) + "\nEOT\n",
		"long list":                  "x = [" + strings.Repeat("1 + 1,\n", 5*MaxExprTerms) + "]",
		"many attributes":            manyAttrs(5 * MaxExprTerms),
		"nested directives, closed":  `x = "` + strings.Repeat("%{if true}a", 30) + strings.Repeat("%{endif}", 30) + `"`,
		"objects over lines":         "x = {\n" + strings.Repeat("a = 1 + 2 + 3\n", 2*MaxExprTerms) + "}\n",
		"comma-separated arguments":  "x = f(" + strings.Repeat("1+1, ", 2*MaxExprTerms) + "1)",
		"for expression with filter": "x = [for v in [1, 2] : v * 2 if v > 1]",
	}
	for name, src := range tests {
		t.Run(name, func(t *testing.T) {
			_, diags := ParseHCL([]byte(src), "ok.hcl")
			assert.False(t, diags.HasErrors(), diags.Error())
		})
	}
}

// TestBoardLimits checks map sizes, hex ranges and terrain names.
func TestBoardLimits(t *testing.T) {
	board := func(size, body string) string {
		return "map \"m\" {\n  " + size + "\n" + body + "}\n"
	}
	tests := []struct {
		name, src string
		summary   string
		line      int
		detail    string
	}{
		{"huge region", board("cols = 5\n  rows = 5", "  region \"r\" {\n    hexes = [\"A1-A100000000\"]\n  }\n"), "Invalid hex range", 5, `hex "A100000000" is off the 5x5 map`},
		{"region overflowing int", board("cols = 5\n  rows = 5", "  region \"r\" {\n    hexes = [\"A1-A99999999999999999999999\"]\n  }\n"), "Invalid hex range", 5, "is off the 5x5 map"},
		{"region going down", board("cols = 5\n  rows = 5", "  region \"r\" {\n    hexes = [\"A4-2\"]\n  }\n"), "Invalid hex range", 5, "go up"},
		{"region across columns", board("cols = 5\n  rows = 5", "  region \"r\" {\n    hexes = [\"A1-B2\"]\n  }\n"), "Invalid hex range", 5, "one column"},
		{
			"regions past the cap", board("cols = 1000\n  rows = 1000", "  region \"r\" {\n    hexes = ["+strings.Repeat(`"A1-A1000", `, MaxRegionHexes/1000+1)+"]\n  }\n"),
			"Too many region hexes", 5, "at most 10000 hexes",
		},
		{"huge map", board("cols = 100000000000\n  rows = 5", ""), "Invalid map size", 1, "1 to 1000 columns"},
		{"map past the size limit", board("cols = 5\n  rows = 1001", ""), "Invalid map size", 1, "got 5 x 1001"},
		{"road as terrain", board("cols = 5\n  rows = 5", "  hex \"A1\" {\n    terrain = \"road\"\n  }\n"), "Feature used as terrain", 4, `write features = ["road"]`},
		{"road as the map's terrain", board("cols = 5\n  rows = 5\n  terrain = \"road\"", ""), "Feature used as terrain", 1, "clear"},
		{"terrain as a feature", board("cols = 5\n  rows = 5", "  hex \"A1\" {\n    features = [\"clear\"]\n  }\n"), "Terrain used as a feature", 4, "road"},
		{"unknown feature", board("cols = 5\n  rows = 5", "  region \"r\" {\n    hexes = [\"A1-A2\"]\n    features = [\"lava\"]\n  }\n"), "Unknown feature", 4, `"lava" is not declared`},
		{"unknown terrain", board("cols = 5\n  rows = 5", "  hex \"A1\" {\n    terrain = \"lava\"\n  }\n"), "Unknown terrain", 4, "expected one of: clear."},
		{"empty terrain", board("cols = 5\n  rows = 5\n  terrain = \"\"", ""), "Unknown terrain", 1, `Terrain ""`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := project(map[string]string{
				"rulesets/core/road.hcl": "terrain \"road\" {\n  rule = \"x.move\"\n  tags = [\"feature\"]\n}\n",
				"rulesets/core/map.hcl":  tt.src,
			})
			rs, _, diags := Load(Options{FS: fsys, Ruleset: "core"})
			assert.Nil(t, rs)
			d := findDiag(t, diags, tt.summary)
			require.NotNil(t, d.Subject)
			assert.Equal(t, "rulesets/core/map.hcl", d.Subject.Filename)
			assert.Equal(t, tt.line, d.Subject.Start.Line, "line")
			assert.Contains(t, d.Detail, tt.detail)
		})
	}
	t.Run("ranges expand on the map", func(t *testing.T) {
		fsys := project(map[string]string{
			"rulesets/core/road.hcl": "terrain \"road\" {\n  rule = \"x.move\"\n  tags = [\"feature\"]\n}\n",
			"rulesets/core/map.hcl":  board("cols = 5\n  rows = 5", "  region \"r\" {\n    hexes = [\"b2-B4\", \"C1-3\"]\n    features = [\"road\"]\n  }\n"),
		})
		rs, _, diags := Load(Options{FS: fsys, Ruleset: "core"})
		require.False(t, diags.HasErrors(), diags.Error())
		var labels []string
		for _, h := range rs.Maps["m"].Hexes {
			labels = append(labels, h.Label)
		}
		assert.Equal(t, []string{"B2", "B3", "B4", "C1", "C2", "C3"}, labels)
	})
}

// TestSetupLimits checks the counts a setup states, through DecodeSetup as
// a conformance case uses it.
func TestSetupLimits(t *testing.T) {
	tests := []struct {
		name, body string
		summary    string
		detail     string
	}{
		{"huge cup count", `cup = { dummy = 100000000000 }`, "Count out of range", "dummy = 100000000000"},
		{"negative cup count", `cup = { dummy = -1 }`, "Count out of range", "from 0 to 10000"},
		{"cup too large in all", `cup = { a = 6000, b = 6000 }`, "Cup too large", "12000 markers"},
		{"unit counter", "unit \"u\" {\n  type = \"tank\"\n  side = \"x\"\n  counters = { ammo = 10001 }\n}", "Count out of range", "ammo = 10001"},
		{"formation counter", "formation \"f\" {\n  side = \"x\"\n  counters = { orders = 99999999999 }\n}", "Count out of range", "orders"},
		{"holding count", `oba = { nato = 100000000000 }`, "Count out of range", "a holding is a whole count"},
		{"too many units", strings.Repeat("unit \"u\" {\n  type = \"tank\"\n  side = \"x\"\n}\n", MaxCount+1), "Too many units", "at most 10000 units"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "case \"c\" {\n" + tt.body + "\n}\n"
			file, diags := ParseHCL([]byte(src), "case.hcl")
			require.False(t, diags.HasErrors(), diags.Error())
			_, diags = DecodeSetup(file.Body.(*hclsyntax.Body).Blocks[0], nil, nil)
			d := findDiag(t, diags, tt.summary)
			require.NotNil(t, d.Subject)
			assert.Equal(t, "case.hcl", d.Subject.Filename)
			assert.Contains(t, d.Detail, tt.detail)
		})
	}
}

func TestDiceTableLimits(t *testing.T) {
	for _, spec := range []string{"1000000000D6", "2D0", "0D6", "2D99999999999999999999"} {
		t.Run(spec, func(t *testing.T) {
			src := "table \"t\" {\n  rule = \"x.move\"\n  dice = \"" + spec + "\"\n}\n"
			_, _, diags := Load(Options{FS: project(map[string]string{"rulesets/core/t.hcl": src}), Ruleset: "core"})
			d := findDiag(t, diags, "Invalid dice")
			assert.Equal(t, 3, d.Subject.Start.Line)
			assert.Contains(t, d.Detail, "1 to 100 dice of 1 to 1000 sides")
		})
	}
}

// FuzzLoadIDs feeds arbitrary ruleset and mod ids to the loader: whatever
// they hold, it reports a problem or loads a layer whose id is a valid name.
func FuzzLoadIDs(f *testing.F) {
	for _, seed := range [][2]string{{"core", "a"}, {"", ""}, {"..", "."}, {"../mods/a", "a/../b"}, {"child", "core"}, {"core", "/etc"}} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, id, mod string) {
		rs, _, diags := Load(Options{FS: project(nil), Ruleset: id, Mods: []string{mod}})
		if rs == nil {
			require.True(t, diags.HasErrors(), "no ruleset and no error for %q, %q", id, mod)
			return
		}
		for _, l := range rs.Layers {
			require.NoError(t, ValidID(l.ID))
		}
	})
}
