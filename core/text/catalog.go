package text

import (
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// A Catalog holds one language's messages by key. A message is a template
// (see Format); a key the catalog lacks falls back to the English
// catalog's, so a partial translation still shows every text.
type Catalog struct {
	Lang     *Language
	Messages map[string]Message
}

// A Message is a template and where it was written.
type Message struct {
	Text  string
	Range hcl.Range
}

// MaxCatalogBytes bounds a catalog file, MaxNesting its brackets one in
// another: HCL's parser recurses on them.
const (
	MaxCatalogBytes = 1 << 20
	MaxNesting      = 32
)

// nesting is the deepest the brackets of src go, counting those in strings
// too: an over-count refuses only an odd catalog.
func nesting(src []byte) int {
	depth, deepest := 0, 0
	for _, c := range src {
		switch c {
		case '(', '[', '{':
			depth++
			deepest = max(deepest, depth)
		case ')', ']', '}':
			depth = max(0, depth-1)
		}
	}
	return deepest
}

// ParseCatalog reads a catalog file: at most one language block (its
// name, plural forms and plural rule, an expression of the count n) and
// message blocks, each a key and its text:
//
//	language "ru" {
//	  name   = "Русский"
//	  forms  = 3
//	  plural = n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2
//	}
//	message "rule.refusals" { text = "Запреты" }
//
// A catalog with no language block is English's.
func ParseCatalog(src []byte, filename string) (*Catalog, hcl.Diagnostics) {
	return ParseCatalogFiles([]File{{Name: filename, Src: src}})
}

// A File is one file of a catalog, by its name.
type File struct {
	Name string
	Src  []byte
}

// ParseCatalogFiles reads a catalog written in several files (a folder per
// language, a file per tool): one language block among them at most, each
// key once across them. The files come to at most MaxCatalogBytes; every
// template is checked against the catalog's language once all are read.
func ParseCatalogFiles(files []File) (*Catalog, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	total := 0
	for _, f := range files {
		total += len(f.Src)
	}
	if total > MaxCatalogBytes {
		names := make([]string, len(files))
		for i, f := range files {
			names[i] = f.Name
		}
		return nil, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Catalog too large", Detail: fmt.Sprintf("%s come to %d bytes; a catalog may have at most %d.", strings.Join(names, ", "), total, MaxCatalogBytes)}}
	}
	c := &Catalog{Lang: English, Messages: map[string]Message{}}
	var langAt *hcl.Range
	for _, f := range files {
		if depth := nesting(f.Src); depth > MaxNesting {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Catalog nested too deep", Detail: fmt.Sprintf("%s opens %d brackets in one another; a catalog may nest %d.", f.Name, depth, MaxNesting)})
			continue
		}
		file, more := hclsyntax.ParseConfig(f.Src, f.Name, hcl.InitialPos)
		diags = append(diags, more...)
		if more.HasErrors() {
			continue
		}
		content, more := file.Body.Content(&hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{
			{Type: "language", LabelNames: []string{"id"}},
			{Type: "message", LabelNames: []string{"key"}},
		}})
		diags = append(diags, more...)
		for _, b := range content.Blocks {
			switch b.Type {
			case "language":
				if langAt != nil {
					diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Second language", Detail: fmt.Sprintf("A catalog is of one language, declared once: it is declared at %s.", langAt), Subject: b.DefRange.Ptr()})
					continue
				}
				at := b.DefRange
				langAt = &at
				lang, more := parseLanguage(b)
				diags = append(diags, more...)
				if lang != nil {
					c.Lang = lang
				}
			case "message":
				diags = append(diags, c.message(b)...)
			}
		}
	}
	for _, key := range c.Keys() {
		m := c.Messages[key]
		if err := Check(c.Lang, m.Text, nil); err != nil {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Bad template", Detail: fmt.Sprintf("Message %q: %v.", key, err), Subject: m.Range.Ptr()})
		}
	}
	return c, diags
}

// message adds a message block's text to the catalog.
func (c *Catalog) message(b *hcl.Block) hcl.Diagnostics {
	attrs, diags := b.Body.JustAttributes()
	key := b.Labels[0]
	if other, dup := c.Messages[key]; dup {
		return append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Duplicate message", Detail: fmt.Sprintf("Message %q is also at %s.", key, other.Range), Subject: b.DefRange.Ptr()})
	}
	a, ok := attrs["text"]
	if !ok || len(attrs) != 1 {
		return append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Message without text", Detail: fmt.Sprintf("Message %q holds one attribute, text.", key), Subject: b.DefRange.Ptr()})
	}
	v, more := a.Expr.Value(nil)
	diags = append(diags, more...)
	if more.HasErrors() || v.Type() != cty.String || v.IsNull() {
		return append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Message text is no string", Subject: a.Expr.Range().Ptr()})
	}
	c.Messages[key] = Message{Text: v.AsString(), Range: a.Expr.Range()}
	return diags
}

func parseLanguage(b *hcl.Block) (*Language, hcl.Diagnostics) {
	content, diags := b.Body.Content(&hcl.BodySchema{Attributes: []hcl.AttributeSchema{
		{Name: "name", Required: true}, {Name: "forms", Required: true}, {Name: "plural"}, {Name: "categories"},
	}})
	if diags.HasErrors() {
		return nil, diags
	}
	name, more := content.Attributes["name"].Expr.Value(nil)
	diags = append(diags, more...)
	formsV, more := content.Attributes["forms"].Expr.Value(nil)
	diags = append(diags, more...)
	if diags.HasErrors() || name.Type() != cty.String || formsV.Type() != cty.Number {
		return nil, append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Bad language", Detail: "name is a string and forms a number.", Subject: b.DefRange.Ptr()})
	}
	forms, _ := formsV.AsBigFloat().Int64()
	if forms < 1 || forms > 6 {
		return nil, append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Bad plural forms", Detail: "A language has 1 to 6 plural forms.", Subject: content.Attributes["forms"].Expr.Range().Ptr()})
	}
	lang := &Language{ID: b.Labels[0], Name: name.AsString(), Forms: int(forms), Categories: []string{"other"}}
	if forms == 2 {
		lang.Categories = []string{"one", "other"}
	}
	if a, ok := content.Attributes["categories"]; ok {
		cats, more := categories(a, int(forms))
		if more.HasErrors() {
			return nil, append(diags, more...)
		}
		lang.Categories = cats
	} else if forms > 2 {
		return nil, append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "No plural categories", Detail: fmt.Sprintf("%s has %d plural forms: categories names each by the CLDR's categories (%v), as the page asks a browser for them.", lang.ID, forms, pluralCategories), Subject: b.DefRange.Ptr()})
	}
	rule, ok := content.Attributes["plural"]
	switch {
	case !ok && forms > 1:
		return nil, append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "No plural rule", Detail: fmt.Sprintf("%s has %d plural forms: plural says which a count n takes.", lang.ID, forms), Subject: b.DefRange.Ptr()})
	case ok:
		lang.plural = func(n int) (int, error) {
			v, d := rule.Expr.Value(&hcl.EvalContext{Variables: map[string]cty.Value{"n": cty.NumberIntVal(int64(n))}})
			if d.HasErrors() {
				return 0, d
			}
			if v.Type() != cty.Number || v.IsNull() {
				return 0, fmt.Errorf("the plural rule gives %s, not a number", v.Type().FriendlyName())
			}
			i, acc := v.AsBigFloat().Int64()
			if acc != big.Exact {
				return 0, fmt.Errorf("the plural rule gives %s, not a whole number", v.AsBigFloat().String())
			}
			return int(i), nil
		}
		// a rule that fails on the first counts fails at load, not in play
		for n := range 200 {
			if _, err := lang.PluralForm(n); err != nil {
				return nil, append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Bad plural rule", Detail: err.Error() + ".", Subject: rule.Expr.Range().Ptr()})
			}
		}
	}
	return lang, diags
}

// categories reads a language's plural categories: one per form, each a
// CLDR category, none twice.
func categories(a *hcl.Attribute, forms int) ([]string, hcl.Diagnostics) {
	bad := func(detail string) hcl.Diagnostics {
		return hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Bad plural categories", Detail: detail, Subject: a.Expr.Range().Ptr()}}
	}
	v, diags := a.Expr.Value(nil)
	if diags.HasErrors() {
		return nil, diags
	}
	if !v.Type().IsTupleType() || v.LengthInt() != forms {
		return nil, bad(fmt.Sprintf("categories is a list of %d names, one per plural form.", forms))
	}
	var out []string
	for it := v.ElementIterator(); it.Next(); {
		_, c := it.Element()
		if c.Type() != cty.String || c.IsNull() || !slices.Contains(pluralCategories, c.AsString()) || slices.Contains(out, c.AsString()) {
			return nil, bad(fmt.Sprintf("each category is one of %v, once.", pluralCategories))
		}
		out = append(out, c.AsString())
	}
	return out, nil
}

// Keys lists the catalog's keys, sorted.
func (c *Catalog) Keys() []string {
	keys := make([]string, 0, len(c.Messages))
	for k := range c.Messages {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// A Printer renders messages in one language, from its catalog, falling
// back to the English catalog's text for a key its catalog lacks, and to
// the key itself for one neither has (a test of each program's catalogs
// proves that never happens).
type Printer struct {
	own, english *Catalog
}

// NewPrinter renders own's language; own may be english itself.
func NewPrinter(own, english *Catalog) *Printer {
	return &Printer{own: own, english: english}
}

// Lang is the printer's language.
func (p *Printer) Lang() *Language { return p.own.Lang }

// T renders the message of key with params given as name, value pairs.
func (p *Printer) T(key string, params ...any) string {
	values := make(map[string]any, len(params)/2)
	for i := 0; i+1 < len(params); i += 2 {
		values[fmt.Sprint(params[i])] = params[i+1]
	}
	return p.Render(key, values)
}

// Render renders the message of key with its values, in the printer's
// language, else in English, else as the key itself.
func (p *Printer) Render(key string, values map[string]any) string {
	m, ok := p.own.Messages[key]
	lang := p.own.Lang
	if !ok {
		m, ok = p.english.Messages[key]
		lang = English
	}
	if !ok {
		return key
	}
	out, err := Format(lang, m.Text, values)
	if err != nil {
		return fmt.Sprintf("%s (%v)", m.Text, err)
	}
	return out
}

// Templates returns the templates of the keys beginning with prefix, each
// in the printer's language, else in English (as T renders them): what a
// client that renders the words itself needs.
func (p *Printer) Templates(prefix string) map[string]string {
	out := map[string]string{}
	for _, cat := range []*Catalog{p.english, p.own} {
		for key, m := range cat.Messages {
			if strings.HasPrefix(key, prefix) {
				out[key] = m.Text
			}
		}
	}
	return out
}

// Missing lists the keys of english that own lacks, sorted.
func (p *Printer) Missing() []string {
	var out []string
	for _, k := range p.english.Keys() {
		if _, ok := p.own.Messages[k]; !ok {
			out = append(out, k)
		}
	}
	return out
}
