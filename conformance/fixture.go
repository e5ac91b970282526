package conformance

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/zclconf/go-cty/cty"
)

// Limits on what fixtures may make of a file.
const (
	// MaxFixtureDepth bounds a chain of fixtures, each naming the next
	// with fixture = "...".
	MaxFixtureDepth = 16
	// MaxExpanded bounds the attributes and blocks, at any depth, of a
	// file's cases once their fixtures are merged in: a small fixture
	// named by many cases, or a large one by a few, costs no more than a
	// file of 1 MiB written out in full would.
	MaxExpanded = 1_000_000
	// MaxFolderFiles and MaxFolderBytes bound the case files of a folder
	// read for their fixtures.
	MaxFolderFiles = 1000
	MaxFolderBytes = 64 << 20
)

// A Parser reads case files. A case may start from a fixture declared in
// any case file of its folder, so the parser reads each folder's files
// once and keeps their fixtures for the next file of that folder.
type Parser struct {
	folders map[string]*folder
}

// folder is what a parser knows of the case files of one folder.
type folder struct {
	files    map[string]*hcl.File
	fixtures map[string]*hclsyntax.Block
	// diags are the folder's own problems (fixtures declared twice), each
	// reported with the file that holds its subject.
	diags hcl.Diagnostics
}

// ParseFile reads the cases of one file, with the fixtures of its folder.
func ParseFile(path string) ([]*Case, hcl.Diagnostics, map[string]*hcl.File) {
	return new(Parser).ParseFile(path)
}

// Parse reads the cases of one file's contents, with its own fixtures.
func Parse(src []byte, filename string) ([]*Case, hcl.Diagnostics, map[string]*hcl.File) {
	file, diags := ruleset.ParseHCL(src, filename)
	files := map[string]*hcl.File{filename: file}
	if diags.HasErrors() {
		return nil, diags, files
	}
	f := newFolder(files)
	return f.cases(filename, append(diags, f.diags...))
}

// ParseFile reads the cases of one file, with the fixtures of its folder.
func (p *Parser) ParseFile(path string) ([]*Case, hcl.Diagnostics, map[string]*hcl.File) {
	path = filepath.Clean(path) // as the folder's files are named
	f, diags := p.folder(path)
	if diags.HasErrors() {
		return nil, diags, f.files
	}
	for _, d := range f.diags {
		if d.Subject != nil && d.Subject.Filename == path {
			diags = append(diags, d)
		}
	}
	return f.cases(path, diags)
}

// Fixture returns a fixture of the folder of path as a case of that name:
// its setup and actions, for a tool that plays them (nw68 odds).
func (p *Parser) Fixture(path, name string) (*Case, hcl.Diagnostics, map[string]*hcl.File) {
	if _, diags, files := p.ParseFile(path); diags.HasErrors() {
		return nil, diags, files
	}
	f := p.folders[filepath.Dir(filepath.Clean(path))]
	b, ok := f.fixtures[name]
	if !ok {
		r := hcl.Range{Filename: path, Start: hcl.InitialPos, End: hcl.InitialPos}
		return nil, hcl.Diagnostics{diag(r, "Unknown fixture", fmt.Sprintf("No case file of folder %s declares fixture %q.", filepath.Dir(path), name))}, f.files
	}
	budget := MaxExpanded
	c, diags := f.parse(b, &budget, false)
	return c, diags, f.files
}

// folder returns the folder of path with path's file parsed, reading the
// folder's other case files the first time.
func (p *Parser) folder(path string) (*folder, hcl.Diagnostics) {
	dir := filepath.Dir(path)
	f, ok := p.folders[dir]
	if !ok {
		f = &folder{files: map[string]*hcl.File{}, fixtures: map[string]*hclsyntax.Block{}}
		if p.folders == nil {
			p.folders = map[string]*folder{}
		}
		p.folders[dir] = f
		f.readOthers(dir, path)
	}
	if _, done := f.files[path]; done {
		return f, nil
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return f, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Unreadable case file", Detail: err.Error()}}
	}
	file, diags := ruleset.ParseHCL(src, path)
	if diags.HasErrors() {
		return &folder{files: map[string]*hcl.File{path: file}}, diags
	}
	f.add(path, file)
	return f, diags
}

// readOthers reads the case files of dir but path, at most MaxFolderFiles
// of MaxFolderBytes in all. A file that does not read or parse lends no
// fixture; its own run reports why.
func (f *folder) readOthers(dir, path string) {
	entries, _ := os.ReadDir(dir)
	files, bytes := 0, int64(0)
	for _, e := range entries {
		name := filepath.Join(dir, e.Name())
		if name == path || !e.Type().IsRegular() || filepath.Ext(name) != ".hcl" {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		if files++; bytes+info.Size() > MaxFolderBytes || files > MaxFolderFiles {
			f.diags = append(f.diags, diag(hcl.Range{Filename: path, Start: hcl.InitialPos, End: hcl.InitialPos}, "Folder too large",
				fmt.Sprintf("Fixtures are looked up in at most %d case files of %d bytes in all; %s has more, and %s and the files after it were not read.", MaxFolderFiles, MaxFolderBytes, dir, name)))
			return
		}
		bytes += info.Size()
		if src, err := os.ReadFile(name); err == nil {
			if file, diags := ruleset.ParseHCL(src, name); !diags.HasErrors() {
				f.add(name, file)
			}
		}
	}
}

// newFolder collects the fixtures of parsed case files.
func newFolder(files map[string]*hcl.File) *folder {
	f := &folder{files: map[string]*hcl.File{}, fixtures: map[string]*hclsyntax.Block{}}
	for _, name := range slices.Sorted(maps.Keys(files)) {
		f.add(name, files[name])
	}
	return f
}

// add takes in a parsed case file and its fixtures.
func (f *folder) add(name string, file *hcl.File) {
	f.files[name] = file
	for _, b := range file.Body.(*hclsyntax.Body).Blocks {
		if b.Type != "fixture" || len(b.Labels) != 1 {
			continue
		}
		if first, dup := f.fixtures[b.Labels[0]]; dup {
			f.diags = append(f.diags, diag(b.DefRange(), "Duplicate fixture", fmt.Sprintf("Fixture %q is already declared at %s; the fixtures of a folder's case files have distinct names.", b.Labels[0], first.DefRange())))
			continue
		}
		f.fixtures[b.Labels[0]] = b
	}
}

// cases parses the case and fixture blocks of one parsed file.
func (f *folder) cases(filename string, diags hcl.Diagnostics) ([]*Case, hcl.Diagnostics, map[string]*hcl.File) {
	body := f.files[filename].Body.(*hclsyntax.Body)
	for _, a := range body.Attributes {
		diags = append(diags, diag(a.NameRange, "Unexpected argument", "A case file holds case and fixture blocks only."))
	}
	var cases []*Case
	budget := MaxExpanded
	for _, b := range body.Blocks {
		switch {
		case b.Type == "case" && len(b.Labels) == 1:
			c, d := f.parse(b, &budget, true)
			diags = append(diags, d...)
			if c != nil {
				cases = append(cases, c)
			}
		case b.Type == "fixture" && len(b.Labels) == 1:
			// checked on its own, so a mistake in it shows once, even
			// when no case uses it
			_, d := f.parse(b, &budget, false)
			diags = append(diags, d...)
		default:
			diags = append(diags, diag(b.DefRange(), "Unexpected block", "A case file holds `case \"<name>\" { ... }` and `fixture \"<name>\" { ... }` blocks only."))
		}
	}
	return cases, unique(diags), f.files
}

// parse expands a case or fixture block with its fixtures and decodes it;
// complete says it is a case, which must name its ruleset and rules. budget
// is what is left of MaxExpanded for the file.
func (f *folder) parse(b *hclsyntax.Block, budget *int, complete bool) (*Case, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	if b.Type == "fixture" {
		diags = checkFixture(b)
	}
	merged, d := f.expand(b)
	diags = append(diags, d...)
	if d.HasErrors() {
		return nil, diags
	}
	if *budget -= size(merged.Body); *budget < 0 {
		return nil, append(diags, diag(b.DefRange(), "Cases too large", fmt.Sprintf("With their fixtures merged in, the cases of a file may hold at most %d attributes and blocks.", MaxExpanded)))
	}
	c, d := parseCase(merged, b.Range().Filename, complete)
	return c, append(diags, d...)
}

// checkFixture refuses what only a case states: the rules it proves and
// what it expects.
func checkFixture(b *hclsyntax.Block) hcl.Diagnostics {
	var diags hcl.Diagnostics
	if a, ok := b.Body.Attributes["rules"]; ok {
		diags = append(diags, diag(a.NameRange, "Rules in a fixture", "A fixture is a setup and actions that cases share; each case cites the rules it proves."))
	}
	for _, blk := range b.Body.Blocks {
		if blk.Type == "expect" {
			diags = append(diags, diag(blk.DefRange(), "Expectations in a fixture", "A fixture is a setup and actions that cases share; each case states what it expects."))
		}
	}
	return diags
}

// expand merges into b the chain of fixtures it starts from, the
// fixture's fixture first.
func (f *folder) expand(b *hclsyntax.Block) (*hclsyntax.Block, hcl.Diagnostics) {
	chain := []*hclsyntax.Block{b}
	var names []string
	for cur := b; ; {
		a, ok := cur.Body.Attributes["fixture"]
		if !ok {
			break
		}
		v, diags := a.Expr.Value(nil)
		if diags.HasErrors() {
			return nil, diags
		}
		if v.IsNull() || v.Type() != cty.String {
			return nil, hcl.Diagnostics{diag(a.Expr.Range(), "Invalid fixture", "fixture names a fixture of the folder's case files: fixture = \"<name>\".")}
		}
		name := v.AsString()
		names = append(names, name)
		switch next, known := f.fixtures[name]; {
		case slices.Contains(names[:len(names)-1], name) || b.Type == "fixture" && name == b.Labels[0]:
			return nil, hcl.Diagnostics{diag(a.Expr.Range(), "Fixture cycle", fmt.Sprintf("The fixtures come back to themselves: %s.", strings.Join(append(cycleStart(b), names...), " -> ")))}
		case len(names) > MaxFixtureDepth:
			return nil, hcl.Diagnostics{diag(a.Expr.Range(), "Fixtures too deep", fmt.Sprintf("A chain of fixtures is at most %d long: %s.", MaxFixtureDepth, strings.Join(names, " -> ")))}
		case !known:
			return nil, hcl.Diagnostics{diag(a.Expr.Range(), "Unknown fixture", fmt.Sprintf("No case file of this folder declares fixture %q (fixtures: %s).", name, knownNames(f.fixtures)))}
		default:
			chain = append(chain, next)
			cur = next
		}
	}
	body := chain[len(chain)-1].Body
	for i := len(chain) - 2; i >= 0; i-- {
		body = mergeBody(body, chain[i].Body)
	}
	delete(body.Attributes, "fixture")
	out := *b
	out.Body = body
	return &out, nil
}

func cycleStart(b *hclsyntax.Block) []string {
	if b.Type == "fixture" {
		return []string{b.Labels[0]}
	}
	return nil
}

func knownNames(fixtures map[string]*hclsyntax.Block) string {
	if len(fixtures) == 0 {
		return "none"
	}
	names := slices.Sorted(maps.Keys(fixtures))
	if len(names) > 10 {
		names = append(names[:10], "...")
	}
	return strings.Join(names, ", ")
}

// mergeBody lays over a fixture's body what a case (or a fixture built on
// it) states: its attributes replace the fixture's; a block with the type
// and labels of one of the fixture's merges into it by the same rule, in
// the fixture's place; actions and other blocks come after the fixture's.
func mergeBody(base, over *hclsyntax.Body) *hclsyntax.Body {
	out := &hclsyntax.Body{
		Attributes: maps.Clone(base.Attributes),
		Blocks:     slices.Clone(base.Blocks),
		SrcRange:   over.SrcRange,
		EndRange:   over.EndRange,
	}
	maps.Copy(out.Attributes, over.Attributes)
	for _, b := range over.Blocks {
		i := -1
		if b.Type != "action" {
			i = slices.IndexFunc(out.Blocks, func(o *hclsyntax.Block) bool {
				return o.Type == b.Type && slices.Equal(o.Labels, b.Labels)
			})
		}
		if i < 0 {
			out.Blocks = append(out.Blocks, b)
			continue
		}
		merged := *out.Blocks[i]
		merged.Body = mergeBody(merged.Body, b.Body)
		out.Blocks[i] = &merged
	}
	return out
}

// size counts the attributes and blocks of a body at any depth.
func size(b *hclsyntax.Body) int {
	n := len(b.Attributes) + len(b.Blocks)
	for _, blk := range b.Blocks {
		n += size(blk.Body)
	}
	return n
}

// unique drops repeated diagnostics: a mistake in a fixture shows once,
// not once per case that uses it.
func unique(diags hcl.Diagnostics) hcl.Diagnostics {
	seen := map[string]bool{}
	var out hcl.Diagnostics
	for _, d := range diags {
		key := fmt.Sprintf("%v|%s|%s", d.Subject, d.Summary, d.Detail)
		if !seen[key] {
			seen[key] = true
			out = append(out, d)
		}
	}
	return out
}
