package ruleset

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/nw68/nw68/core/text"
)

// KindMessage declares a line a rule writes to the game's narrative, as a
// template with named parameters (`message "movement.moved" { rule =
// "movement.speed", text = "{unit} moves to {hex}" }`): scripts write it
// with nw68.say(key, params), the log keeps the key and the parameters,
// and each reader sees it in their language (a locale translates the
// text). The key begins with the area of its rule. names says which
// parameters hold an entity's id (`names = { weapon = "item" }`): the
// script passes the id, and each reader reads that entity's name in their
// language; a parameter of kind "message" holds a line of its own, either
// plain text or {key, params} (a refusal passed on), read in the reader's
// language too.
const KindMessage = "message"

// A Message is a message block: its English template and the parameters
// the template names.
type Message struct {
	Key    string
	Rule   string
	Text   string
	Params []string
	// Names maps a parameter that holds an entity's id to its kind.
	Names map[string]string
	Layer string
	Range hcl.Range
}

var messageSchema = schema{attrs: map[string]bool{"rule": true, "text": true, "names": false}}

func (d *decoder) message(n *node) *Message {
	what := fmt.Sprintf("message %q", n.name())
	d.diags = append(d.diags, messageSchema.check(n, what)...)
	m := &Message{Key: n.name(), Rule: d.str(n, "rule"), Text: d.str(n, "text"), Layer: n.Layer, Range: n.DefRange}
	params, err := text.Params(m.Text)
	if err == nil {
		err = text.Check(text.English, m.Text, nil)
	}
	if err != nil {
		at := n.DefRange
		if a, ok := n.Attrs["text"]; ok {
			at = a.Expr.Range()
		}
		d.errorf(at, "Bad message template", "%s: %v.", what, err)
	}
	m.Params = params
	if _, ok := n.Attrs["names"]; ok {
		m.Names = d.names(n, "names", what)
		at := n.Attrs["names"].Expr.Range()
		for param, kind := range m.Names {
			if !slices.Contains(params, param) {
				d.errorf(at, "Unknown parameter", "In %s, names gives a kind to {%s}, which its text does not name (it names %s).", what, param, strings.Join(params, ", "))
			}
			if !slices.Contains(entityKinds, kind) && kind != KindMessage {
				d.errorf(at, "Unknown entity kind", "In %s, {%s} names a %q; a name is of a %s, or a message.", what, param, kind, strings.Join(entityKinds, ", "))
			}
		}
	}
	return m
}

// Named renders the parameters of m that hold an entity's id as that
// entity's name in lang (English for ""), leaving the others (a nested
// message among them) as they are; an id of no such entity is an error.
func (r *Ruleset) Named(m *Message, lang string, params map[string]any) (map[string]any, error) {
	if len(m.Names) == 0 {
		return params, nil
	}
	out := maps.Clone(params)
	for param, kind := range m.Names {
		v, ok := params[param]
		if !ok || kind == KindMessage {
			continue // a missing value is the template's error to report
		}
		id, _ := v.(string)
		e := r.Entities[kind][id]
		if e == nil {
			return nil, fmt.Errorf("%s: {%s} is the id of a %s, and %#v is none", m.Key, param, kind, v)
		}
		out[param] = r.Text(lang, kind, id, "name", e.Name)
	}
	return out, nil
}
