// Package explain holds computed values as lists of labelled terms, so that
// every number the engine produces can be shown to a player with the rule
// that put each part there, e.g.
//
//	Score 9 = base 4 + 3D4 (3+2+1) 6 - cover 1 [house.cover]
//
// A rule may take another rule's terms out of a value, putting a term of
// its own in their place or none, instead of adding a term that cancels
// them: the value then still shows what was struck and by which rule,
//
//	DV 15 = armor 13 [combat.defense-value] + infantry in urban 2 [house.urban]; Urban +2 [terrain.urban] replaced by infantry in urban [house.urban]
//
// It knows nothing of any game: names of values and terms come from rulesets.
package explain

import (
	"fmt"
	"strings"
)

// A Term is one addend of a Value.
type Term struct {
	Label string `json:"label"`
	Value int    `json:"value"`
	Rule  string `json:"rule,omitempty"`
	// Key, when set, names the message whose text (with Params) the label
	// is, so each reader reads it in their language; Label is its English.
	Key    string         `json:"key,omitempty"`
	Params map[string]any `json:"params,omitempty"`
	// Struck, when set, says which rule took the term out of the total.
	Struck *Struck `json:"struck,omitempty"`
}

// Counts reports whether the term is part of the total.
func (t Term) Counts() bool { return t.Struck == nil }

// Struck tells why a term no longer counts: the rule (and label) of the
// term that replaced it, or of the rule that removed it.
type Struck struct {
	Rule  string `json:"rule"`
	Label string `json:"label,omitempty"`
	// Key and Params, when set, are the message Label is the English of.
	Key    string         `json:"key,omitempty"`
	Params map[string]any `json:"params,omitempty"`
	// Replaced is set when a term of Rule stands in its place; otherwise
	// the term was removed with nothing in its place.
	Replaced bool `json:"replaced,omitempty"`
}

// A Value is a named total built from terms. When Replaced is set, a
// handler replaced the total outright and the terms only explain the history.
type Value struct {
	Name string `json:"name"`
	// NameKey, when set, names the message (with NameParams) Name is the
	// English of, as a term's Key does.
	NameKey    string         `json:"name_key,omitempty"`
	NameParams map[string]any `json:"name_params,omitempty"`
	Terms      []Term         `json:"terms"`
	Replaced   *Term          `json:"replaced,omitempty"`
	// strikes are the rules struck so far, in order, so that a term citing
	// one that arrives later is struck as it arrives: which rule strikes
	// which does not depend on the order in which rules add their terms.
	strikes []strike
	repls   []replacement
}

type strike struct {
	target string
	by     Struck
	// repl is the replacement that stands in the target's place, -1 for a
	// removal.
	repl int
}

// A replacement is a term standing in place of other rules' terms; term
// is its index once a term it replaces is there, -1 until then.
type replacement struct {
	with Term
	term int
}

// Add appends a term. A term citing a rule another rule has struck from
// this value is struck as it is added (the last rule to strike it is
// named), and a replacement waiting for it takes its place.
func (v *Value) Add(label string, value int, rule string) {
	v.AddTerm(Term{Label: label, Value: value, Rule: rule})
}

// AddTerm is Add for a term whose label may name a message (Key).
func (v *Value) AddTerm(t Term) {
	i := len(v.Terms)
	t.Struck = nil
	v.Terms = append(v.Terms, t)
	for n := 0; n < len(v.strikes); n++ {
		s := v.strikes[n]
		if s.target != t.Rule {
			continue
		}
		by := s.by
		v.Terms[i].Struck = &by
		if s.repl >= 0 && v.repls[s.repl].term < 0 {
			v.strike(s.target, s.by, s.repl)
			v.place(s.repl)
		}
	}
}

// ReplaceTerms puts the term (label, value, rule) in place of every term
// citing one of the targets, taking them out of the total; where the value
// has no such term, now or later, it adds nothing, as the rule it stands
// in for gives nothing. A later replacement of the same target replaces
// this one's term too: the last rule to speak wins, as a later layer
// overrides an earlier one.
func (v *Value) ReplaceTerms(targets []string, label string, value int, rule string) {
	v.ReplaceTermsWith(targets, Term{Label: label, Value: value, Rule: rule})
}

// ReplaceTermsWith is ReplaceTerms for a term whose label may name a
// message (Key).
func (v *Value) ReplaceTermsWith(targets []string, with Term) {
	r := len(v.repls)
	with.Struck = nil
	v.repls = append(v.repls, replacement{with: with, term: -1})
	by := Struck{Rule: with.Rule, Label: with.Label, Key: with.Key, Params: with.Params, Replaced: true}
	found := false
	for _, target := range targets {
		for _, t := range v.Terms {
			found = found || t.Rule == target
		}
		v.strike(target, by, r)
		v.strikes = append(v.strikes, strike{target: target, by: by, repl: r})
	}
	if found {
		v.place(r)
	}
}

// RemoveTerms takes every term citing one of the targets out of the total,
// putting nothing in their place; label says why.
func (v *Value) RemoveTerms(targets []string, label, rule string) {
	v.RemoveTermsWith(targets, Struck{Rule: rule, Label: label})
}

// RemoveTermsWith is RemoveTerms with why as a Struck whose label may
// name a message.
func (v *Value) RemoveTermsWith(targets []string, by Struck) {
	by.Replaced = false
	for _, target := range targets {
		v.strike(target, by, -1)
		v.strikes = append(v.strikes, strike{target: target, by: by, repl: -1})
	}
}

// strike takes out of the total the counted terms citing target and the
// terms other replacements put in target's place.
func (v *Value) strike(target string, by Struck, except int) {
	for i := range v.Terms {
		if v.Terms[i].Struck == nil && v.Terms[i].Rule == target {
			s := by
			v.Terms[i].Struck = &s
		}
	}
	for _, s := range v.strikes {
		if s.target != target || s.repl < 0 || s.repl == except {
			continue
		}
		if t := v.repls[s.repl].term; t >= 0 && v.Terms[t].Struck == nil {
			b := by
			v.Terms[t].Struck = &b
		}
	}
}

// place adds the term of replacement r.
func (v *Value) place(r int) {
	p := &v.repls[r]
	p.term = len(v.Terms)
	v.AddTerm(p.with)
}

// Replace sets the total outright, citing why.
func (v *Value) Replace(label string, value int, rule string) {
	v.ReplaceWith(Term{Label: label, Value: value, Rule: rule})
}

// ReplaceWith is Replace for a term whose label may name a message.
func (v *Value) ReplaceWith(t Term) {
	t.Struck = nil
	v.Replaced = &t
}

// Total returns the sum of the counted terms, or the replacement.
func (v Value) Total() int {
	if v.Replaced != nil {
		return v.Replaced.Value
	}
	total := 0
	for _, t := range v.Terms {
		if t.Counts() {
			total += t.Value
		}
	}
	return total
}

// String renders the value with its explanation: the counted terms, then
// each struck term with the rule that struck it.
func (v Value) String() string { return v.Render(English) }

// Words are what a rendering of a value says in some language: the
// value's name, each label (of a term or of the term that struck one,
// with its rule), and the words of replacing and striking.
type Words struct {
	Name func(v Value) string
	// Label is a term's label; a striking term's comes with its rule alone.
	Label                            func(t Term) string
	Replacing, RemovedBy, ReplacedBy string
}

// English words: names and labels as the rulesets write them.
var English = Words{
	Name:      func(v Value) string { return v.Name },
	Label:     func(t Term) string { return t.Label },
	Replacing: "replacing", RemovedBy: "removed by", ReplacedBy: "replaced by",
}

// Render renders the value with its explanation in words: the counted
// terms, then each struck term with the rule that struck it.
func (v Value) Render(words Words) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d =", words.Name(v), v.Total())
	if v.Replaced != nil {
		fmt.Fprintf(&b, " %s%s (%s", words.Label(*v.Replaced), ruleSuffix(v.Replaced.Rule), words.Replacing)
	}
	first, struck := true, false
	for _, t := range v.Terms {
		if !t.Counts() {
			struck = true
			continue
		}
		sign := " +"
		switch {
		case t.Value < 0:
			sign = " -"
		case first:
			sign = ""
		}
		first = false
		fmt.Fprintf(&b, "%s %s %d", sign, words.Label(t), abs(t.Value))
		b.WriteString(ruleSuffix(t.Rule))
	}
	if first && struck {
		b.WriteString(" 0")
	}
	if v.Replaced != nil {
		b.WriteString(")")
	}
	for _, t := range v.Terms {
		if t.Counts() {
			continue
		}
		how := words.RemovedBy
		if t.Struck.Replaced {
			how = words.ReplacedBy
		}
		fmt.Fprintf(&b, "; %s %+d%s %s", words.Label(t), t.Value, ruleSuffix(t.Rule), how)
		if t.Struck.Label != "" {
			b.WriteString(" " + words.Label(Term{Label: t.Struck.Label, Rule: t.Struck.Rule, Key: t.Struck.Key, Params: t.Struck.Params}))
		}
		b.WriteString(ruleSuffix(t.Struck.Rule))
	}
	return b.String()
}

func ruleSuffix(rule string) string {
	if rule == "" {
		return ""
	}
	return " [" + rule + "]"
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
