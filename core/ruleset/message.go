package ruleset

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/nw68/nw68/core/text"
)

// KindMessage declares a line a rule writes to the game's narrative, as a
// template with named parameters (`message "movement.moved" { rule =
// "movement.speed", text = "{unit} moves to {hex}" }`): scripts write it
// with nw68.say(key, params), the log keeps the key and the parameters,
// and each reader sees it in their language (a locale translates the
// text). The key begins with the area of its rule.
const KindMessage = "message"

// A Message is a message block: its English template and the parameters
// the template names.
type Message struct {
	Key    string
	Rule   string
	Text   string
	Params []string
	Layer  string
	Range  hcl.Range
}

var messageSchema = schema{attrs: map[string]bool{"rule": true, "text": true}}

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
	return m
}
