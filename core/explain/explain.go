// Package explain holds computed values as lists of labelled terms, so that
// every number the engine produces can be shown to a player with the rule
// that put each part there, e.g.
//
//	Score 9 = base 4 + 3D4 (3+2+1) 6 - cover 1 [house.cover]
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
}

// A Value is a named total built from terms. When Replaced is set, a
// handler replaced the total outright and the terms only explain the history.
type Value struct {
	Name     string `json:"name"`
	Terms    []Term `json:"terms"`
	Replaced *Term  `json:"replaced,omitempty"`
}

// Add appends a term.
func (v *Value) Add(label string, value int, rule string) {
	v.Terms = append(v.Terms, Term{Label: label, Value: value, Rule: rule})
}

// Replace sets the total outright, citing why.
func (v *Value) Replace(label string, value int, rule string) {
	v.Replaced = &Term{Label: label, Value: value, Rule: rule}
}

// Total returns the sum of the terms, or the replacement.
func (v Value) Total() int {
	if v.Replaced != nil {
		return v.Replaced.Value
	}
	total := 0
	for _, t := range v.Terms {
		total += t.Value
	}
	return total
}

// String renders the value with its explanation.
func (v Value) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d =", v.Name, v.Total())
	if v.Replaced != nil {
		fmt.Fprintf(&b, " %s%s (replacing", v.Replaced.Label, ruleSuffix(v.Replaced.Rule))
	}
	for i, t := range v.Terms {
		sign := " +"
		switch {
		case t.Value < 0:
			sign = " -"
		case i == 0:
			sign = ""
		}
		fmt.Fprintf(&b, "%s %s %d", sign, t.Label, abs(t.Value))
		b.WriteString(ruleSuffix(t.Rule))
	}
	if v.Replaced != nil {
		b.WriteString(")")
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
