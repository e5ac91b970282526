package ruleset

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// KindPrecondition's translatable text is its reason. A reason is an HCL
// template ("${unit.id} is not on the map"); a locale translates it as a
// message template of core/text whose parameters are the template's
// references, dots turned to underscores ("{unit_id} нет на карте"), so a
// translation reads what the English reads and nothing else.
const ReasonField = "reason"

// A ReasonText is a precondition's reason as a message template: its text
// and the references it names, by parameter name.
type ReasonText struct {
	Text string
	Refs map[string]hcl.Traversal
}

// ReasonTemplate converts a precondition's reason to a message template,
// false when it cannot be one: a reason whose interpolations are more than
// plain references (a function call, a condition) stays English.
func ReasonTemplate(e hclsyntax.Expression) (ReasonText, bool) {
	var parts []hclsyntax.Expression
	switch t := e.(type) {
	case *hclsyntax.TemplateExpr:
		parts = t.Parts
	case *hclsyntax.TemplateWrapExpr:
		parts = []hclsyntax.Expression{t.Wrapped}
	default:
		return ReasonText{}, false
	}
	var b strings.Builder
	refs := map[string]hcl.Traversal{}
	for _, part := range parts {
		switch p := part.(type) {
		case *hclsyntax.LiteralValueExpr:
			v, _ := p.Value(nil)
			if !v.IsKnown() || v.IsNull() || v.Type().FriendlyName() != "string" {
				return ReasonText{}, false
			}
			s := v.AsString()
			if strings.ContainsAny(s, "{}|") { // the message syntax's own characters
				return ReasonText{}, false
			}
			b.WriteString(s)
		case *hclsyntax.ScopeTraversalExpr:
			name, ok := refName(p.Traversal)
			if !ok {
				return ReasonText{}, false
			}
			refs[name] = p.Traversal
			b.WriteString("{" + name + "}")
		default:
			return ReasonText{}, false
		}
	}
	return ReasonText{Text: b.String(), Refs: refs}, true
}

// refName names a reference as a message parameter: unit.id is unit_id.
func refName(t hcl.Traversal) (string, bool) {
	var names []string
	for _, step := range t {
		switch s := step.(type) {
		case hcl.TraverseRoot:
			names = append(names, s.Name)
		case hcl.TraverseAttr:
			names = append(names, s.Name)
		default: // an index (unit.statuses["ops-complete"]) names no parameter
			return "", false
		}
	}
	return strings.Join(names, "_"), true
}
