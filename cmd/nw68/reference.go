package main

import (
	"bytes"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/text"
	"github.com/spf13/cobra"
	"github.com/zclconf/go-cty/cty"
)

func newDocCmd(g *globals) *cobra.Command {
	var f rulesFlags
	var out string
	cmd := &cobra.Command{
		Use:   "doc",
		Short: helpText("help.doc.short"),
		Long:  helpText("help.doc.long"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			s, err := g.loadSources(f)
			if err != nil {
				return err
			}
			if err := s.attach(); err != nil {
				return err
			}
			var buf bytes.Buffer
			s.writeReference(&buf, g.say)
			if out == "" {
				_, err = cmd.OutOrStdout().Write(buf.Bytes())
				return err
			}
			if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
				return badInput("--out: %w", err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote %s\n", out)
			return nil
		},
	}
	f.register(cmd, "base", "")
	cmd.Flags().StringVar(&out, "out", "", helpText("help.doc.flag.out"))
	return cmd
}

// md escapes text for a Markdown table cell.
func md(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ").Replace(s)
}

// code formats text as inline code, or "" as a dash.
func code(s string) string {
	if s == "" {
		return "-"
	}
	return "`" + strings.ReplaceAll(s, "`", "'") + "`"
}

// A reference writes the Markdown reference of a ruleset in say's
// language: its fixed words from the program's catalogs (doc.*), the
// titles of rules and actions as the ruleset's locales translate them;
// ids, parameter names, code and file:line stay as written.
type reference struct {
	*sources
	say  *text.Printer
	lang string
}

// t renders a doc.* message.
func (s *reference) t(key string, params ...any) string { return s.say.T("doc."+key, params...) }

// ruleRef names a rule with its title.
func (s *reference) ruleRef(id string) string {
	if id == "" {
		return "-"
	}
	if r, ok := s.rs.Rules[id]; ok {
		if title := s.rs.Text(s.lang, ruleset.KindRule, id, "title", r.Title); title != "" {
			return code(id) + " " + md(title)
		}
	}
	return code(id)
}

// table writes the head of a table, its columns named by doc.col_* keys.
func (s *reference) table(w io.Writer, cols ...string) {
	names := make([]string, len(cols))
	for i, c := range cols {
		names[i] = s.t("col_" + c)
	}
	fmt.Fprintf(w, "| %s |\n", strings.Join(names, " | "))
	fmt.Fprintln(w, "|"+strings.Repeat(" --- |", len(cols)))
}

// anchor is the fragment a Markdown renderer (GitHub's) gives a heading:
// lower case, spaces as hyphens, punctuation dropped; letters of any
// script stay, so the links hold in every language.
func anchor(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}

// layerKind names a kind of layer (ruleset, mod) in the reference's language.
func (s *reference) layerKind(kind string) string {
	switch kind {
	case "ruleset", "mod":
		return s.t("kind_" + kind)
	}
	return kind
}

// changeKind names a kind of change (replaces, patch) in the reference's language.
func (s *reference) changeKind(kind string) string {
	switch kind {
	case ruleset.ChangeReplaces, ruleset.ChangePatch:
		return s.t("change_" + kind)
	}
	return kind
}

// sections are the reference's sections, by the doc.h_* keys of their headings.
var sections = []string{"actions", "stages", "facts", "sight", "hooks", "codes"}

func (s *sources) writeReference(w io.Writer, say *text.Printer) {
	r := &reference{sources: s, say: say, lang: say.Lang().ID}
	rs := s.rs
	lua := s.readLua()
	var layers []string
	for _, l := range rs.Layers {
		layers = append(layers, fmt.Sprintf("`%s` (%s %s)", l.ID, r.layerKind(l.Kind), l.Version))
	}
	fmt.Fprintf(w, "# %s\n\n", r.t("title", "title", md(rs.Title)))
	fmt.Fprintf(w, "%s\n\n", r.t("generated", "ruleset", rs.ID, "version", rs.Version, "layers", strings.Join(layers, ", ")))
	for _, sec := range sections {
		head := r.t("h_" + sec)
		fmt.Fprintf(w, "- [%s](#%s)\n", head, anchor(head))
	}
	fmt.Fprintln(w)
	r.writeActions(w)
	r.writeStages(w, lua)
	r.writeFacts(w)
	r.writeSight(w)
	r.writeHooks(w)
	r.writeCodes(w, lua)
}

func (s *reference) writeActions(w io.Writer) {
	fmt.Fprintf(w, "## %s\n\n%s\n\n", s.t("h_actions"), s.t("actions", "n", len(s.rs.ActionList),
		"patch", "`patch \"action\" \"<id>\" { ... }`", "on", "`nw68.on(\"action_validate\" | \"action_resolve\" | ..., \"<id>\", fn)`"))
	for _, id := range s.rs.ActionList {
		a := s.rs.Actions[id]
		if a == nil {
			continue
		}
		fmt.Fprintf(w, "### `%s`\n\n", a.ID)
		if title := s.rs.Text(s.lang, ruleset.KindAction, a.ID, "title", a.Title); title != "" {
			fmt.Fprintf(w, "%s. ", strings.TrimSuffix(title, "."))
		}
		fmt.Fprint(w, s.t("action", "rule", s.ruleRef(a.Rule), "at", at(a.Range), "layer", a.Layer))
		if a.Reaction {
			fmt.Fprint(w, " "+s.t("reaction"))
		}
		if a.AnyTime {
			fmt.Fprint(w, " "+s.t("any_time"))
		}
		fmt.Fprintln(w)
		fmt.Fprintln(w)
		if len(a.Params) == 0 {
			fmt.Fprintln(w, s.t("no_params"))
			fmt.Fprintln(w)
			continue
		}
		s.table(w, "parameter", "type", "choices", "optional", "of")
		for _, p := range a.Params {
			choices := "-"
			if len(p.Choices) > 0 {
				var cs []string
				for _, c := range p.Choices {
					cs = append(cs, code(c))
				}
				choices = strings.Join(cs, ", ")
			}
			opt := s.t("no")
			if p.Optional {
				opt = s.t("yes")
			}
			fmt.Fprintf(w, "| `%s` | %s | %s | %s | %s |\n", p.Name, p.Type, choices, opt, code(p.Of))
		}
		fmt.Fprintln(w)
		s.writePreconditions(w, a)
	}
}

// writePreconditions lists what an action requires, in the order the
// kernel judges it, before any validate handler.
func (s *reference) writePreconditions(w io.Writer, a *ruleset.Action) {
	list := s.rs.PreconditionsOf(a.ID)
	if len(list) == 0 {
		return
	}
	fmt.Fprintln(w, s.t("preconditions", "patch", "`patch \"precondition\" \"<id>\" { ... }`"))
	fmt.Fprintln(w)
	s.table(w, "precondition", "holds_when", "for_each", "refused_with", "rule", "declared")
	for _, p := range list {
		each := "-"
		if len(p.Each) > 0 {
			each = code(strings.Join(p.Each, ", "))
		}
		where := code(at(p.Range))
		for _, c := range p.Changes {
			where += " (" + s.t("change", "kind", s.changeKind(c.Kind), "layer", c.Layer, "at", code(at(c.Range))) + ")"
		}
		rule := p.Rule
		if rule == "" {
			rule = a.Rule // the action's own
		}
		fmt.Fprintf(w, "| `%s` | %s | %s | `%s` | %s | %s |\n", p.ID, md(code(s.exprText(p.Condition))), each, p.Code, s.ruleRef(rule), where)
	}
	fmt.Fprintln(w)
}

// stages gathers every stage of a computed value: those of modifiers,
// those scripts pass to nw68.compute, and modify handlers' filters.
func (s *sources) stages(lua luaFacts) []string {
	set := map[string]bool{}
	for _, m := range s.rs.Modifiers {
		set[m.Stage] = true
	}
	for _, st := range lua.stages {
		set[st.Stage] = true
	}
	for _, h := range s.bus.Handlers(hook.Modify) {
		if h.Filter != hook.Any {
			set[h.Filter] = true
		}
	}
	out := make([]string, 0, len(set))
	for st := range set {
		out = append(out, st)
	}
	sort.Strings(out)
	return out
}

func (s *reference) writeStages(w io.Writer, lua luaFacts) {
	stages := s.stages(lua)
	fmt.Fprintf(w, "## %s\n\n%s\n\n", s.t("h_stages"), s.t("stages", "n", len(stages), "compute", "`nw68.compute{stage = ...}`"))
	for _, st := range stages {
		fmt.Fprintf(w, "### %s\n\n", s.t("stage", "stage", "`"+st+"`"))
		if v, ok := s.rs.Values[st]; ok {
			s.writeValue(w, v)
		}
		var computed []string
		for _, u := range lua.stages {
			if u.Stage == st {
				computed = append(computed, fmt.Sprintf("`%s:%d`", u.Path, u.Line))
			}
		}
		if len(computed) > 0 {
			fmt.Fprintf(w, "%s\n\n", s.t("computed_at", "places", strings.Join(computed, ", ")))
		}
		var mods []*ruleset.Modifier
		for _, m := range s.rs.Modifiers {
			if m.Stage == st {
				mods = append(mods, m)
			}
		}
		if len(mods) > 0 {
			s.table(w, "modifier", "label", "value", "when", "priority", "rule", "declared_at")
			for _, m := range mods {
				fmt.Fprintf(w, "| `%s` | %s | %s | %s | %d | %s | `%s` |\n", m.ID, md(s.rs.Text(s.lang, ruleset.KindModifier, m.ID, "label", m.Label)), md(s.modifierValue(m)), md(code(s.exprText(m.When))), m.Priority, s.ruleRef(m.Rule), at(m.Range))
			}
			fmt.Fprintln(w)
		}
		var handlers []string
		for _, h := range s.bus.Handlers(hook.Modify) {
			if h.Filter == st || h.Filter == hook.Any {
				handlers = append(handlers, fmt.Sprintf("%s (`%s`)", code(h.ID), h.Source))
			}
		}
		if len(handlers) > 0 {
			fmt.Fprintf(w, "%s\n\n", s.t("modify_handlers", "handlers", strings.Join(handlers, ", ")))
		}
	}
}

// writeValue shows a declared value: what it is, and the facts its
// modifiers may read.
func (s *reference) writeValue(w io.Writer, v *ruleset.Value) {
	fmt.Fprintf(w, "%s\n\n", s.t("value", "title", md(s.rs.Text(s.lang, ruleset.KindValue, v.Stage, "title", v.Title)), "rule", s.ruleRef(v.Rule), "at", at(v.Range)))
	if v.FactsOf != "" {
		fmt.Fprintf(w, "%s\n\n", s.t("facts_of", "stage", "`"+v.FactsOf+"`"))
		return
	}
	if len(v.Facts) == 0 {
		return
	}
	s.table(w, "fact", "holds")
	for _, name := range v.FactNames() {
		fmt.Fprintf(w, "| `%s` | %s |\n", name, md(s.rs.Text(s.lang, ruleset.KindValue, v.Stage, "facts."+name, v.Facts[name])))
	}
	fmt.Fprintln(w)
}

// traversalText renders a traversal as the source writes it: fire.distance,
// target.tags, weapon["ap"].
func traversalText(t hcl.Traversal) string {
	var b strings.Builder
	for _, step := range t {
		switch step := step.(type) {
		case hcl.TraverseRoot:
			b.WriteString(step.Name)
		case hcl.TraverseAttr:
			b.WriteString("." + step.Name)
		case hcl.TraverseIndex:
			if step.Key.Type() == cty.String {
				fmt.Fprintf(&b, "[%q]", step.Key.AsString())
			} else {
				b.WriteString("[" + show(step.Key) + "]")
			}
		case hcl.TraverseSplat:
			b.WriteString("[*]")
		}
	}
	return b.String()
}

func (s *reference) writeFacts(w io.Writer) {
	type use struct{ stages, modifiers []string }
	facts := map[string]*use{}
	for _, m := range s.rs.Modifiers {
		for _, e := range []hclsyntax.Expression{m.Value, m.When, m.TerrainOf, m.Stat} {
			if e == nil {
				continue
			}
			for _, t := range e.Variables() {
				name := traversalText(t)
				u := facts[name]
				if u == nil {
					u = &use{}
					facts[name] = u
				}
				if !slices.Contains(u.stages, m.Stage) {
					u.stages = append(u.stages, m.Stage)
				}
				if !slices.Contains(u.modifiers, m.ID) {
					u.modifiers = append(u.modifiers, m.ID)
				}
			}
		}
	}
	names := make([]string, 0, len(facts))
	for n := range facts {
		names = append(names, n)
	}
	sort.Strings(names)
	fmt.Fprintf(w, "## %s\n\n%s\n\n", s.t("h_facts"), s.t("facts", "n", len(names), "compute", "`nw68.compute{facts = ...}`", "stages", s.t("h_stages")))
	if len(names) == 0 {
		return
	}
	s.table(w, "fact", "stages", "read_by")
	for _, n := range names {
		u := facts[n]
		var st, ms []string
		for _, x := range u.stages {
			st = append(st, code(x))
		}
		for _, x := range u.modifiers {
			ms = append(ms, code(x))
		}
		fmt.Fprintf(w, "| `%s` | %s | %s |\n", n, strings.Join(st, ", "), strings.Join(ms, ", "))
	}
	fmt.Fprintln(w)
}

// writeSight lists the sight model, clause by clause in the order the
// kernel judges a hex, each with its rule.
func (s *reference) writeSight(w io.Writer) {
	m := s.rs.Sight
	fmt.Fprintf(w, "## %s\n\n", s.t("h_sight"))
	if m == nil {
		fmt.Fprintf(w, "%s\n\n", s.t("no_sight"))
		return
	}
	fmt.Fprintf(w, "%s\n\n", s.t("sight", "model", "`"+m.ID+"`", "rule", s.ruleRef(m.Rule), "at", at(m.Range), "ground", code(m.Ground), "obstacle", code(m.Obstacle),
		"hexside", s.ruleRef(m.Hexside), "other_map", s.ruleRef(m.OtherMap), "patch", "`patch \"sight\" \""+m.ID+"\" { veil \"smoke\" { ends = \"both\" } }`"))
	s.table(w, "clause", "name", "says", "rule", "declared_at")
	row := func(kind, name, says, rule string, r hcl.Range) {
		fmt.Fprintf(w, "| %s | `%s` | %s | %s | `%s` |\n", s.t("clause_"+kind), name, md(says), s.ruleRef(rule), at(r))
	}
	for _, h := range m.Heights {
		says := s.t("height", "tags", strings.Join(h.Tags, ", "), "level", h.Level)
		if len(h.ExceptFaces) > 0 {
			says += ", " + s.t("height_unless", "faces", strings.Join(h.ExceptFaces, ", "))
		}
		row("height", h.Name, says, h.Rule, h.Range)
	}
	for _, o := range m.UnitObstacles {
		row("unit_obstacle", o.Name, s.t("unit_obstacle", "tags", strings.Join(o.Tags, ", "), "height", o.Height), o.Rule, o.Range)
	}
	for _, b := range m.Blocks {
		row("block", b.Name, s.t("block", "when", code(s.exprText(b.When))), b.Rule, b.Range)
	}
	for _, mk := range m.Markers {
		rule := m.MarkerRule(s.rs, &mk)
		if mk.Veil {
			row("veil", mk.Kind, s.t("veil", "level", mk.BlockLevel, "cover", mk.CoverMax, "ends", mk.Ends), rule, mk.Range)
			continue
		}
		row("debris", mk.Kind, s.t("debris", "when", code(s.exprText(mk.When))), rule, mk.Range)
	}
	for _, st := range m.Stacks {
		var counts []string
		for _, k := range slices.Sorted(maps.Keys(st.Counts)) {
			counts = append(counts, fmt.Sprintf("%d %s", st.Counts[k], k))
		}
		row("stack", st.Name, s.t("stack", "counts", strings.Join(counts, " "+s.t("and")+" ")), m.StackRule(s.rs, &st), st.Range)
	}
	fmt.Fprintln(w)
}

func (s *reference) writeHooks(w io.Writer) {
	fmt.Fprintf(w, "## %s\n\n%s\n\n", s.t("h_hooks"), s.t("hooks", "on", "`nw68.on(point, filter, fn, {id = ..., phase = ..., before = ..., after = ...})`"))
	for _, p := range s.bus.Points() {
		fmt.Fprintf(w, "### `%s`\n\n", p)
		if k, ok := s.rs.Hooks[string(p)]; ok {
			hookText := func(field, english string) string {
				return s.rs.Text(s.lang, ruleset.KindHook, k.Point, field, english)
			}
			fmt.Fprint(w, s.t("hook", "title", md(hookText("title", k.Title)), "rule", s.ruleRef(k.Rule), "at", at(k.Range), "filter", md(hookText("filter", k.Filter))))
			if names := k.ArgNames(); len(names) > 0 {
				args := make([]string, len(names))
				for i, n := range names {
					args[i] = fmt.Sprintf("`%s` (%s)", n, md(hookText("args."+n, k.Args[n])))
				}
				fmt.Fprint(w, " "+s.t("hook_args", "args", strings.Join(args, ", ")))
			}
			if k.Returns != "" {
				fmt.Fprint(w, " "+s.t("hook_returns", "returns", md(hookText("returns", k.Returns))))
			}
			fmt.Fprint(w, "\n\n")
		}
		handlers := s.bus.Handlers(p)
		if len(handlers) == 0 {
			fmt.Fprintln(w, s.t("no_handler"))
			fmt.Fprintln(w)
		} else {
			s.table(w, "number", "id", "filter", "order", "area", "layer", "declared_at")
			for i, h := range handlers {
				where := code(h.Source)
				if h.Changed != "" {
					where += " (" + s.t("replaced_at", "at", code(h.Changed)) + ")"
				}
				fmt.Fprintf(w, "| %d | %s | %s | %s | `%s` | `%s` | %s |\n", i+1, code(h.ID), code(`"`+h.Filter+`"`), s.orderText(h), h.Area, s.rs.Layers[h.Layer].ID, where)
			}
			fmt.Fprintln(w)
		}
		for _, h := range s.bus.Removed(p) {
			fmt.Fprintf(w, "%s\n\n", s.t("removed", "id", code(h.ID), "source", code(h.Source), "at", code(h.Changed)))
		}
	}
}

// kernelCodes are the engine's own rejection codes.
var kernelCodes = []string{engine.CodeUnknownAction, engine.CodeMissingParam, engine.CodeUnknownParam, engine.CodeBadParam, engine.CodeNoSuchUnit, engine.CodeOffMap, engine.CodeInterruptPending, engine.CodeNoInterrupt, engine.CodeNotYourTurn, engine.CodeGameOver}

func (s *reference) writeCodes(w io.Writer, lua luaFacts) {
	type cite struct{ code, rule string }
	var order []cite
	places := map[cite][]string{}
	for _, v := range lua.vetoes {
		c := cite{v.Code, s.ruleRef(v.Rule)}
		if !v.Literal {
			c.rule = s.t("rule_at_run_time", "rule", code(v.Rule))
		}
		if places[c] == nil {
			order = append(order, c)
		}
		places[c] = append(places[c], fmt.Sprintf("`%s:%d`", v.Path, v.Line))
	}
	for _, id := range slices.Sorted(maps.Keys(s.rs.Preconditions)) {
		p := s.rs.Preconditions[id]
		c := cite{p.Code, s.ruleRef(p.Rule)}
		if p.Rule == "" {
			c.rule = s.t("rule_of_each_action")
		}
		if places[c] == nil {
			order = append(order, c)
		}
		places[c] = append(places[c], s.t("precondition_at", "id", "`"+p.ID+"`", "at", "`"+at(p.Range)+"`"))
	}
	sort.SliceStable(order, func(i, j int) bool { return order[i].code < order[j].code })
	codes := map[string]bool{}
	for _, c := range order {
		codes[c.code] = true
	}
	fmt.Fprintf(w, "## %s\n\n%s\n\n", s.t("h_codes"), s.t("codes", "n", len(codes), "expect", "`expect { rejected = { code = ..., rule = ... } }`"))
	if len(order) > 0 {
		s.table(w, "code", "rule", "returned_at")
		for _, c := range order {
			fmt.Fprintf(w, "| `%s` | %s | %s |\n", c.code, c.rule, strings.Join(places[c], ", "))
		}
		fmt.Fprintln(w)
	}
	var kc []string
	for _, c := range kernelCodes {
		kc = append(kc, code(c))
	}
	fmt.Fprintln(w, s.t("kernel_codes", "codes", strings.Join(kc, ", ")))
}

// orderText says how a handler asked to be ordered: "phase first, before
// `combat`", or "" for none.
func (s *reference) orderText(h hook.Handler) string {
	var parts []string
	if h.Phase != hook.Main {
		parts = append(parts, s.t("order_phase", "phase", h.Phase.String()))
	}
	for _, rel := range []struct {
		key   string
		names []string
	}{{"order_before", h.Before}, {"order_after", h.After}} {
		if len(rel.names) > 0 {
			quoted := make([]string, len(rel.names))
			for i, a := range rel.names {
				quoted[i] = code(a)
			}
			parts = append(parts, s.t(rel.key, "names", strings.Join(quoted, ", ")))
		}
	}
	return strings.Join(parts, ", ")
}

// modifierValue says what a modifier does to its value: the term it adds
// (in place of which rules' terms), the rules whose terms it removes, or
// the terrain whose terms it adds.
func (s *reference) modifierValue(m *ruleset.Modifier) string {
	quote := func(ids []string) string {
		out := make([]string, len(ids))
		for i, id := range ids {
			out[i] = code(id)
		}
		return strings.Join(out, ", ")
	}
	switch {
	case m.TerrainOf != nil:
		return s.t("terrain_terms", "of", code(s.exprText(m.TerrainOf)), "stat", code(s.exprText(m.Stat)))
	case len(m.Removes) > 0:
		return s.t("removes", "rules", quote(m.Removes))
	case len(m.Replaces) > 0:
		return s.t("replaces", "value", code(s.exprText(m.Value)), "rules", quote(m.Replaces))
	}
	return code(s.exprText(m.Value))
}
