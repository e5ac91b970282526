package main

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/text"
	"github.com/spf13/cobra"
)

func newRuleCmd(g *globals) *cobra.Command {
	var f rulesFlags
	cmd := &cobra.Command{
		Use:   helpText("help.rule.use"),
		Short: helpText("help.rule.short"),
		Long:  helpText("help.rule.long"),
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := g.loadSources(f)
			if err != nil {
				return err
			}
			if err := s.attach(); err != nil {
				return err
			}
			idx := s.citations()
			c, ok := idx.lookup(args[0])
			if !ok {
				msg := g.say.T("rule.unknown", "id", args[0], "layers", layerList(s.rs))
				if near := closeIDs(args[0], s.rs.Rules); len(near) > 0 {
					msg += "; " + g.say.T("rule.did_you_mean", "ids", strings.Join(near, ", "))
				}
				return badInput("%s", msg)
			}
			c.write(cmd.OutOrStdout(), s.rs, g.say)
			return nil
		},
	}
	f.register(cmd, "base", "")
	return cmd
}

// layerList names a ruleset's layers for messages: "base + long-range-3".
func layerList(rs *ruleset.Ruleset) string {
	ids := make([]string, len(rs.Layers))
	for i, l := range rs.Layers {
		ids[i] = l.ID
	}
	return strings.Join(ids, " + ")
}

// A caseCite is a conformance case with the rules it lists and, for a
// case expecting a rejection, what refusal it expects.
type caseCite struct {
	Name    string
	At      hcl.Range
	Rules   []string
	Refused *refusal
	// LastKind is the kind of its last action block ("" when its actions
	// come from a fixture).
	LastKind string
}

// A refusal is a case's `expect { rejected = { code, rule } }`; either may
// be empty.
type refusal struct{ Code, Rule string }

// A citation is a rule with everything that cites it.
type citation struct {
	Rule  *ruleset.Rule
	Data  []dataCite
	Lua   []luaCite
	Cases []caseCite
}

// A citeIndex holds the citations of every rule of a ruleset, built in one
// pass over the data, the scripts and the cases.
type citeIndex struct {
	rules map[string]*citation
}

func (s *sources) citations() *citeIndex {
	idx := &citeIndex{rules: map[string]*citation{}}
	for id, r := range s.rs.Rules {
		idx.rules[id] = &citation{Rule: r}
	}
	for _, d := range s.dataCites() {
		if c := idx.rules[d.Rule]; c != nil {
			c.Data = append(c.Data, d)
		}
	}
	handlers := s.handlerSpans()
	for _, l := range s.luaCites() {
		if c := idx.rules[l.Rule]; c != nil {
			l.Handlers = handlers.at(l.Path, l.Line)
			c.Lua = append(c.Lua, l)
		}
	}
	for _, cs := range s.cases {
		seen := map[string]bool{}
		ids := cs.Rules
		if cs.Refused != nil && cs.Refused.Rule != "" {
			// a refusal proves the rule it is refused by, listed or not
			ids = append(slices.Clip(ids), cs.Refused.Rule)
		}
		for _, id := range ids {
			if c := idx.rules[id]; c != nil && !seen[id] {
				seen[id] = true
				c.Cases = append(c.Cases, cs)
			}
		}
	}
	return idx
}

func (idx *citeIndex) lookup(id string) (*citation, bool) {
	c, ok := idx.rules[id]
	return c, ok
}

// write prints the citation in say's language: the rule's title and
// summary as the ruleset's locales translate them, the labels from the
// program's catalog; ids, paths, code and case names stay as written.
func (c *citation) write(w io.Writer, rs *ruleset.Ruleset, say *text.Printer) {
	r := c.Rule
	lang := say.Lang().ID
	head := r.ID
	if r.Section != "" {
		head += "  §" + r.Section
	}
	if title := rs.Text(lang, ruleset.KindRule, r.ID, "title", r.Title); title != "" {
		head += "  " + title
	}
	fmt.Fprintln(w, head)
	fmt.Fprintln(w, "  "+say.T("rule.declared", "at", at(r.Range), "layer", r.Layer))
	for _, c := range r.Changes {
		if c.Kind == ruleset.ChangeReplaces {
			fmt.Fprintln(w, "  "+say.T("rule.replacing", "at", at(c.Of), "layer", c.OfLayer))
			continue
		}
		fmt.Fprintln(w, "  "+say.T("rule.patched", "at", at(c.Range), "layer", c.Layer))
	}
	for _, line := range wrap(rs.Text(lang, ruleset.KindRule, r.ID, "summary", r.Summary), 96) {
		fmt.Fprintln(w, "  "+line)
	}

	fmt.Fprintln(w, "\n"+say.T("rule.data", "n", len(c.Data)))
	width := 0
	for _, d := range c.Data {
		width = max(width, len(d.Kind)+1+len(d.Name))
	}
	for _, d := range c.Data {
		fmt.Fprintf(w, "  %-*s  %s\n", width, d.Kind+" "+d.Name, at(d.At))
	}
	fmt.Fprintln(w, "\n"+say.T("rule.scripts", "n", len(c.Lua)))
	for _, l := range c.Lua {
		in := ""
		if len(l.Handlers) > 0 {
			in = "  (" + say.T("rule.in", "handlers", strings.Join(l.Handlers, ", ")) + ")"
		}
		fmt.Fprintf(w, "  %s:%d  %s%s\n", l.Path, l.Line, l.Text, in)
	}
	fmt.Fprintln(w, "\n"+say.T("rule.cases", "n", len(c.Cases)))
	var refused, allowed []caseCite
	for _, cs := range c.Cases {
		if cs.Refused != nil {
			refused = append(refused, cs)
		} else {
			allowed = append(allowed, cs)
		}
	}
	fmt.Fprintln(w, "  "+say.T("rule.refused", "n", len(refused)))
	width = 0
	for _, cs := range refused {
		width = max(width, utf8.RuneCountInString(refusalCode(cs, r.ID, say)))
	}
	for _, cs := range refused {
		code := refusalCode(cs, r.ID, say)
		fmt.Fprintf(w, "    %s%s  %s  %s\n", code, strings.Repeat(" ", width-utf8.RuneCountInString(code)), cs.Name, at(cs.At))
	}
	fmt.Fprintln(w, "  "+say.T("rule.allowed", "n", len(allowed)))
	for _, cs := range allowed {
		fmt.Fprintf(w, "    %s  %s\n", at(cs.At), cs.Name)
	}
}

// refusalCode is the code a refusal case expects, with the rule when the
// case expects it refused by another rule than id: "too_far" or
// "enemy_hex (assault.definition)"; "(any code)" when it names none.
func refusalCode(cs caseCite, id string, say *text.Printer) string {
	code := cs.Refused.Code
	if code == "" {
		code = say.T("rule.any_code")
	}
	if rule := cs.Refused.Rule; rule != "" && rule != id {
		code += " (" + rule + ")"
	}
	return code
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// wrap breaks text into lines of at most width characters (not bytes:
// Cyrillic takes two), at spaces.
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		if line != "" && utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += word
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// closeIDs returns up to eight rule ids near id: those sharing its section
// prefix (the part before the first dot) or within a few edits of it,
// nearest first.
func closeIDs(id string, rules map[string]*ruleset.Rule) []string {
	prefix, _, _ := strings.Cut(id, ".")
	limit := max(2, len(id)/4)
	type near struct {
		id   string
		dist int
	}
	var found []near
	for r := range rules {
		d := ruleset.EditDistance(id, r)
		p, _, _ := strings.Cut(r, ".")
		if d <= limit || (prefix != "" && p == prefix) || strings.Contains(r, id) {
			found = append(found, near{r, d})
		}
	}
	sort.Slice(found, func(i, j int) bool {
		if found[i].dist != found[j].dist {
			return found[i].dist < found[j].dist
		}
		return found[i].id < found[j].id
	})
	out := make([]string, 0, 8)
	for _, n := range found {
		if len(out) == cap(out) {
			break
		}
		out = append(out, n.id)
	}
	return slices.Clip(out)
}
