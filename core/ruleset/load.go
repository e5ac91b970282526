package ruleset

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// Layer kinds.
const (
	LayerRuleset = "ruleset"
	LayerMod     = "mod"
)

// A Layer is one ruleset or mod folder that went into a Ruleset.
type Layer struct {
	ID       string
	Kind     string
	Version  string
	Title    string
	Dir      string
	Hash     string
	Requires []string
	// ResultReport is the ruleset header's result_report ("" when unset;
	// a mod has none).
	ResultReport string
}

// A Script is a Lua file of a layer.
type Script struct {
	Layer string
	// Area is the rule area the file belongs to: its folder under the
	// layer (combat for rulesets/base/combat/fire.lua and
	// rulesets/base/combat/lib/combat.lua), or the layer's id for a file at
	// the layer's top or in its lib/.
	Area   string
	Path   string // as shown in messages, e.g. rulesets/base/combat/fire.lua
	Source string
}

// Ruleset is a loaded, merged and checked set of rules.
type Ruleset struct {
	// ID and Version are those of the top ruleset (not of the mods).
	ID, Version, Title string
	Layers             []Layer
	Hash               string
	// ResultReport names the report (nw68.report) whose figures settle a
	// finished game, such as victory points per side: the result_report of
	// the last ruleset in load order that states one (the top ruleset, else
	// the nearest it extends), or "".
	ResultReport string

	Rules     map[string]*Rule
	Entities  map[string]map[string]*Entity // kind -> id -> entity
	Actions   map[string]*Action
	Modifiers []*Modifier // in declaration order
	Tables    map[string]*Table
	Phases    []*Phase // sorted by Order
	// Values are the computed values the ruleset declares, by stage.
	Values map[string]*Value
	// Stats are the stats stat blocks declare, by name.
	Stats map[string]*Stat
	// Hooks are the hook points the layers declare, by point.
	Hooks map[string]*Hook
	// Sight is the line-of-sight model, if the layers declare one.
	Sight      *Sight
	Maps       map[string]*Map
	Scenarios  map[string]*Scenario
	Campaigns  map[string]*Campaign
	ActionList []string // action ids, sorted

	// MovementClasses are the ways units move, by id.
	MovementClasses map[string]*MovementClass

	// Evaluations judge positions for a computer player, by id.
	Evaluations map[string]*Evaluation

	// Preconditions are the conditions actions may require, by id;
	// PreconditionsOf lists an action's.
	Preconditions map[string]*Precondition

	// Scripts are the hook files: they run at load, in layer order then
	// path order (see scriptRole).
	Scripts []Script
	// Modules are each layer's lib modules by name, for require.
	Modules map[string]map[string]Script

	// Messages are the narrative's lines, by key (see KindMessage).
	Messages map[string]*Message

	// Locales are the layers' translations of the ruleset's texts, by
	// language (see KindLocale).
	Locales map[string]*Locale
	// termLabelIndex is termLabels', built once.
	termLabelsOnce sync.Once
	termLabelIndex map[[2]string]TextKey
}

// Entity returns an entity of a kind by id.
func (r *Ruleset) Entity(kind, id string) (*Entity, bool) {
	e, ok := r.Entities[kind][id]
	return e, ok
}

// RulesOf counts the rules a layer holds or changes: those it declares, and
// the earlier layers' rules it replaces or patches (counted apart too).
func (r *Ruleset) RulesOf(layer string) (own, replaced, patched int) {
	for _, rule := range r.Rules {
		changed := false
		for _, c := range rule.Changes {
			if c.Layer != layer || changed {
				continue
			}
			changed = true
			if c.Kind == ChangeReplaces {
				replaced++
			} else {
				patched++
			}
		}
		if rule.Layer == layer || changed {
			own++
		}
	}
	return own, replaced, patched
}

// ScenarioList returns the scenarios in listing order: by Order, then id.
func (r *Ruleset) ScenarioList() []*Scenario {
	out := make([]*Scenario, 0, len(r.Scenarios))
	for _, id := range slices.Sorted(maps.Keys(r.Scenarios)) {
		out = append(out, r.Scenarios[id])
	}
	slices.SortStableFunc(out, func(a, b *Scenario) int { return a.Order - b.Order })
	return out
}

// LayerIndex returns the position of a layer in load order, or -1.
func (r *Ruleset) LayerIndex(id string) int {
	return slices.IndexFunc(r.Layers, func(l Layer) bool { return l.ID == id })
}

// Options says what to load.
type Options struct {
	// FS holds the project: rulesets/<id>/ and mods/<id>/.
	FS      fs.FS
	Ruleset string
	Mods    []string
}

// Load reads a ruleset with its extends chain and the given mods, in that
// order, and returns the merged result. Diagnostics carry every problem
// found; the Ruleset is nil when any is an error. The parsed files are
// returned either way, to render diagnostics with their source lines.
func Load(opts Options) (*Ruleset, map[string]*hcl.File, hcl.Diagnostics) {
	l := &loader{fsys: opts.FS, files: map[string]*hcl.File{}, loaded: map[string]bool{}}
	layers := l.chain(opts.Ruleset, nil)
	for _, mod := range opts.Mods {
		if layer, ok := l.layer("mods", mod, LayerMod); ok {
			layers = append(layers, layer)
		}
	}
	l.checkRequires(layers)
	if l.diags.HasErrors() {
		return nil, l.files, l.diags
	}
	rs := &Ruleset{Layers: layers, Modules: map[string]map[string]Script{}}
	top := layers[0]
	for _, layer := range layers {
		if layer.Kind == LayerRuleset {
			top = layer
		}
	}
	rs.ID, rs.Version, rs.Title = top.ID, top.Version, top.Title
	for _, layer := range layers {
		if layer.Kind == LayerRuleset && layer.ResultReport != "" {
			rs.ResultReport = layer.ResultReport
		}
	}
	m := newMerger()
	var localeNodes []*node
	sum := sha256.New()
	for i := range layers {
		layer := &layers[i]
		nodes, scripts, modules, locales := l.readLayer(layer)
		m.add(layer, nodes)
		localeNodes = append(localeNodes, locales...)
		rs.Scripts = append(rs.Scripts, scripts...)
		rs.Modules[layer.ID] = modules
		fmt.Fprintf(sum, "%s %s %s\n", layer.Kind, layer.ID, layer.Hash)
	}
	rs.Hash = hex.EncodeToString(sum.Sum(nil))
	l.diags = append(l.diags, m.diags...)
	d := &decoder{}
	rs.decode(d, m)
	l.diags = append(l.diags, d.diags...)
	l.readImages(rs)
	l.diags = append(l.diags, rs.decodeLocales(localeNodes)...)
	l.diags = append(l.diags, lint(rs)...)
	l.diags = append(l.diags, m.stats.checkPatchedStats(rs)...)
	if l.diags.HasErrors() {
		return nil, l.files, l.diags
	}
	return rs, l.files, l.diags
}

type loader struct {
	fsys  fs.FS
	files map[string]*hcl.File
	diags hcl.Diagnostics
	// loaded holds the ids of the layers read so far, rulesets and mods.
	loaded map[string]bool
	// bytes counts what was read, against MaxLoadBytes.
	bytes int
}

func (l *loader) errorf(subject *hcl.Range, summary, format string, args ...any) {
	l.diags = append(l.diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: fmt.Sprintf(format, args...), Subject: subject})
}

// fileStart is the range diagnostics about a whole file point at.
func fileStart(name string) *hcl.Range {
	return &hcl.Range{Filename: name, Start: hcl.InitialPos, End: hcl.InitialPos}
}

// chain returns the layers of a ruleset's extends chain, the root first.
func (l *loader) chain(id string, seen []string) []Layer {
	if slices.Contains(seen, id) {
		l.errorf(nil, "Circular extends", "Ruleset %q extends itself through %s.", id, strings.Join(append(seen, id), " -> "))
		return nil
	}
	layer, ok := l.layer("rulesets", id, LayerRuleset)
	if !ok {
		return nil
	}
	var out []Layer
	for _, parent := range layer.Requires {
		out = append(out, l.chain(parent, append(seen, id))...)
	}
	return append(out, layer)
}

// layer reads the header of one more layer. A layer reached twice (a mod
// named twice, or a ruleset two others extend) is refused: its blocks would
// clash with themselves, and visiting it again would let a lattice of
// extends cost exponential time.
func (l *loader) layer(dir, id, kind string) (Layer, bool) {
	if l.loaded[id] {
		l.errorf(nil, "Layer loaded twice", "The %s %q is already loaded: a ruleset or mod comes in once, whether named directly, by extends or as a mod.", kind, id)
		return Layer{}, false
	}
	if len(l.loaded) == MaxLayers {
		l.errorf(nil, "Too many layers", "The %s %q would be layer %d; a load reads at most %d rulesets and mods.", kind, id, MaxLayers+1, MaxLayers)
		return Layer{}, false
	}
	l.loaded[id] = true
	return l.readHeader(dir, id, kind)
}

var (
	rulesetHeaderSchema = schema{attrs: map[string]bool{"id": true, "version": true, "title": false, "summary": false, "extends": false, "result_report": false}}
	modHeaderSchema     = schema{attrs: map[string]bool{"id": true, "version": true, "title": false, "summary": false, "requires": true}}
)

func (l *loader) readHeader(dir, id, kind string) (Layer, bool) {
	if err := ValidID(id); err != nil {
		l.errorf(nil, fmt.Sprintf("Invalid %s id", kind), "Cannot load %s %q: %v.", kind, id, err)
		return Layer{}, false
	}
	layer := Layer{ID: id, Kind: kind, Dir: path.Join(dir, id)}
	file := "ruleset.hcl"
	sch := rulesetHeaderSchema
	if kind == LayerMod {
		file, sch = "mod.hcl", modHeaderSchema
	}
	name := path.Join(layer.Dir, file)
	sch.where = fmt.Sprintf("%s only names the %s; its blocks go in the folder's other .hcl files, such as %s.", file, kind, path.Join(layer.Dir, id+".hcl"))
	switch _, info, err := resolve(l.fsys, layer.Dir); {
	case errors.Is(err, fs.ErrNotExist):
		l.errorf(nil, fmt.Sprintf("Unknown %s", kind), "There is no %s %q: the folder %s does not exist.", kind, id, layer.Dir)
		return layer, false
	case err != nil:
		l.errorf(nil, fmt.Sprintf("Unreadable %s", kind), "Cannot read the folder of %s %q: %v.", kind, id, err)
		return layer, false
	case !info.IsDir():
		l.errorf(nil, fmt.Sprintf("Unknown %s", kind), "There is no %s %q: %s is not a folder.", kind, id, layer.Dir)
		return layer, false
	}
	if _, err := fs.Lstat(l.fsys, name); errors.Is(err, fs.ErrNotExist) {
		l.errorf(nil, "Missing header", "The folder %s has no %s; a %s folder starts with one stating its id and version.", layer.Dir, file, kind)
		return layer, false
	}
	body, ok := l.parse(name)
	if !ok {
		return layer, false
	}
	n := bodyNode(body, id)
	d := &decoder{}
	d.diags = append(d.diags, sch.check(n, name)...)
	if got := d.str(n, "id"); got != id && !d.diags.HasErrors() {
		d.errorf(n.Attrs["id"].Expr.Range(), "Mismatched id", "The folder %s declares id %q; a %s's id must match its folder name.", layer.Dir, got, kind)
	}
	layer.Version, layer.Title, layer.ResultReport = d.str(n, "version"), d.str(n, "title"), d.str(n, "result_report")
	requires := "extends"
	if kind == LayerMod {
		requires = "requires"
	}
	if _, ok := n.Attrs[requires]; ok {
		layer.Requires = d.strings(n, requires)
		for _, req := range layer.Requires {
			if err := ValidID(req); err != nil {
				d.errorf(n.Attrs[requires].Expr.Range(), "Invalid id", "%s names %q: %v.", requires, req, err)
			}
		}
	}
	l.diags = append(l.diags, d.diags...)
	return layer, !d.diags.HasErrors()
}

// checkRequires makes sure every mod's requirements load before it.
func (l *loader) checkRequires(layers []Layer) {
	for i, layer := range layers {
		if layer.Kind != LayerMod {
			continue
		}
		for _, req := range layer.Requires {
			j := slices.IndexFunc(layers, func(o Layer) bool { return o.ID == req })
			switch {
			case j < 0:
				l.errorf(nil, "Missing requirement", "Mod %q requires %q, which is not loaded. Load it first (for a mod: --mod %s before --mod %s).", layer.ID, req, req, layer.ID)
			case j > i:
				l.errorf(nil, "Mods out of order", "Mod %q requires %q, which is loaded after it. Load %q first.", layer.ID, req, req)
			}
		}
	}
}

// read reads a file of a layer, counting it against MaxLoadBytes.
func (l *loader) read(name string) ([]byte, bool) {
	src, err := readFile(l.fsys, name)
	if err != nil {
		l.errorf(fileStart(name), "Unreadable file", "Cannot read %s: %v.", name, err)
		return nil, false
	}
	if l.bytes += len(src); l.bytes > MaxLoadBytes {
		l.errorf(fileStart(name), "Too much to load", "With %s the files of this load pass %d bytes, all layers together.", name, MaxLoadBytes)
		return nil, false
	}
	return src, true
}

func (l *loader) parse(name string) (*hclsyntax.Body, bool) {
	src, ok := l.read(name)
	if !ok {
		return nil, false
	}
	return l.parseSource(name, src)
}

func (l *loader) parseSource(name string, src []byte) (*hclsyntax.Body, bool) {
	file, diags := ParseHCL(src, name)
	l.files[name] = file
	l.diags = append(l.diags, diags...)
	if diags.HasErrors() {
		return nil, false
	}
	return file.Body.(*hclsyntax.Body), true
}

// scriptRole says what a .lua file of a layer is from its path relative to
// the layer folder. A layer's Lua lives in one of four places:
//
//   - <name>.lua, at the top: a hook file of the layer's own area (its id);
//     a small ruleset or mod may be flat;
//   - lib/<name>.lua: module <name>, for require;
//   - <area>/<name>.lua: a hook file of that rule area;
//   - <area>/lib/<name>.lua: module <name>, owned by that area.
//
// An area is named like a rule id's prefix. Hook files run at load; a
// module runs when first required. Anything else is refused, with why.
func scriptRole(layerID, rel string) (area, module string, err error) {
	parts := strings.Split(rel, "/")
	name := strings.TrimSuffix(parts[len(parts)-1], ".lua")
	switch {
	case len(parts) == 1:
		return layerID, "", nil
	case len(parts) == 2 && parts[0] == "lib":
		return layerID, name, nil
	case len(parts) > 3 || (len(parts) == 3 && parts[1] != "lib") || parts[0] == "lib":
		return "", "", errors.New("a layer runs Lua files at its top, in lib/, in an area folder <area>/ or in <area>/lib/, and no deeper")
	}
	if !idPattern.MatchString(parts[0]) {
		return "", "", fmt.Errorf("the area folder %q is not named like a rule area (lower-case letters, digits, '-' and '_')", parts[0])
	}
	if len(parts) == 3 {
		return parts[0], name, nil
	}
	return parts[0], "", nil
}

// readLayer parses every .hcl file of a layer (maps/ and scenarios/ included)
// and collects its scripts, filling in the layer's content hash. Other files
// (notes, pictures) are not read.
func (l *loader) readLayer(layer *Layer) ([]*node, []Script, map[string]Script, []*node) {
	var nodes, locales []*node
	var scripts []Script
	modules := map[string]Script{}
	sum := sha256.New()
	names, err := listLayer(l.fsys, layer.Dir)
	if err != nil {
		l.errorf(nil, "Unreadable layer", "Cannot list the files of %s %q: %v.", layer.Kind, layer.ID, err)
	}
	sort.Strings(names)
	for _, name := range names {
		rel := strings.TrimPrefix(name, layer.Dir+"/")
		isHCL, isLua := strings.HasSuffix(name, ".hcl"), strings.HasSuffix(name, ".lua")
		if !isHCL && !isLua {
			continue
		}
		src, ok := l.read(name)
		if !ok {
			continue
		}
		if lang, ok := localeFile(rel); ok {
			// translations change no rule: they stay out of the layer's
			// hash, so a game goes on in another language
			if body, ok := l.parseSource(name, src); ok {
				locales = append(locales, l.localeBlocks(body, layer.ID, lang)...)
			}
			continue
		}
		fmt.Fprintf(sum, "%s %d\n", rel, len(src))
		sum.Write(src)
		if isLua {
			area, module, err := scriptRole(layer.ID, rel)
			if err != nil {
				l.errorf(fileStart(name), "Script outside the layout", "%s would never run: %v.", name, err)
				continue
			}
			s := Script{Layer: layer.ID, Area: area, Path: name, Source: string(src)}
			switch other, dup := modules[module]; {
			case module == "":
				scripts = append(scripts, s)
			case dup:
				l.errorf(fileStart(name), "Duplicate module", "%s and %s are both module %q of %s %q; require could load only one: rename one.", other.Path, name, module, layer.Kind, layer.ID)
			default:
				modules[module] = s
			}
			continue
		}
		if rel == "ruleset.hcl" || rel == "mod.hcl" {
			continue
		}
		body, ok := l.parseSource(name, src)
		if !ok {
			continue
		}
		for _, a := range body.Attributes {
			l.errorf(a.NameRange.Ptr(), "Unexpected top-level argument", "Rule files hold blocks only (rule, unit_type, action...); %q belongs inside a block.", a.Name)
			break
		}
		for _, b := range body.Blocks {
			if b.Type == KindLocale {
				l.errorf(b.DefRange().Ptr(), "Translation among the rules", "Translations go in their area's locales/<lang>.hcl (here %s), where they stay out of the rules' hash.", path.Join(path.Dir(name), "locales", "<lang>.hcl"))
				continue
			}
			nodes = append(nodes, newNode(b, layer.ID))
		}
	}
	layer.Hash = hex.EncodeToString(sum.Sum(nil))
	return nodes, scripts, modules, locales
}
