// Package text renders player-facing words in a language: templates with
// named parameters and plural forms, and the plural rules of the languages
// nw68 speaks. It holds no word of any game or tool: the texts are data,
// in the message catalogs of the program and of each ruleset and mod.
//
// A template names its parameters in braces, "{unit} fires", and chooses
// a plural form by a number, "{n} {n|turn|turns}": the forms are the
// language's plural categories in its order (English: one, other;
// Russian: one, few, many), so "{n} {n|ход|хода|ходов}" reads "1 ход",
// "2 хода", "5 ходов". "{{" and "}}" write a brace. A language's plural
// rule is data too: an expression of the count n in its catalog.
package text

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// A Language is how a catalog's language counts: its plural forms, the
// rule choosing one for a number, and its own name. Languages are data,
// declared in the program's catalogs, so adding one recompiles nothing.
type Language struct {
	ID   string
	Name string
	// Forms is the number of plural forms its templates give; plural
	// chooses one for a count, from 0.
	Forms  int
	plural func(n int) (int, error)
	// Categories name the forms in order by the Unicode CLDR's plural
	// categories (one, few, many, other...): what a browser's
	// Intl.PluralRules answers, so the page chooses the form the kernel
	// would.
	Categories []string
}

// pluralCategories are the CLDR's plural categories.
var pluralCategories = []string{"zero", "one", "two", "few", "many", "other"}

// English is the language the data is written in: its texts need no
// catalog, and it counts one, other.
var English = &Language{ID: "en", Name: "English", Forms: 2, Categories: []string{"one", "other"}, plural: func(n int) (int, error) {
	if n == 1 {
		return 0, nil
	}
	return 1, nil
}}

// NewLanguage makes a language whose plural rule is a function of the
// count; Parse reads one from a catalog.
func NewLanguage(id, name string, forms int, plural func(n int) (int, error)) *Language {
	return &Language{ID: id, Name: name, Forms: forms, plural: plural}
}

// PluralForm is the index of the form the language uses for n.
func (l *Language) PluralForm(n int) (int, error) {
	if l.plural == nil || l.Forms <= 1 {
		return 0, nil
	}
	i, err := l.plural(n)
	if err != nil {
		return 0, fmt.Errorf("%s plural rule for %d: %w", l.ID, n, err)
	}
	if i < 0 || i >= l.Forms {
		return 0, fmt.Errorf("%s plural rule gives form %d for %d; it has forms 0 to %d", l.ID, i, n, l.Forms-1)
	}
	return i, nil
}

// MaxTemplateBytes bounds a template: catalogs are input.
const MaxTemplateBytes = 4096

// Format renders a template in lang with params. A parameter the
// template names but params lack, or a plural choice on a value that is
// no whole number, is an error; so is a template of the wrong shape.
func Format(lang *Language, template string, params map[string]any) (string, error) {
	parts, err := parseKept(template)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, p := range parts {
		if p.param == "" {
			b.WriteString(p.literal)
			continue
		}
		v, ok := params[p.param]
		if !ok {
			return "", fmt.Errorf("template %q: no value for {%s}", template, p.param)
		}
		if p.forms == nil {
			b.WriteString(fmt.Sprint(v))
			continue
		}
		n, ok := whole(v)
		if !ok {
			return "", fmt.Errorf("template %q: {%s} chooses a plural form by %v, which is no whole number", template, p.param, v)
		}
		form, err := lang.PluralForm(n)
		if err != nil {
			return "", err
		}
		b.WriteString(p.forms[min(form, len(p.forms)-1)])
	}
	return b.String(), nil
}

// Check reports what is wrong with a template in lang: its shape, a plural
// choice with other than the language's number of forms, a parameter not
// in known (when known is not nil).
func Check(lang *Language, template string, known []string) error {
	parts, err := parse(template)
	if err != nil {
		return err
	}
	for _, p := range parts {
		if p.param == "" {
			continue
		}
		if known != nil && !contains(known, p.param) {
			return fmt.Errorf("template %q names {%s}, not one of its parameters (%s)", template, p.param, strings.Join(known, ", "))
		}
		if p.forms != nil && len(p.forms) != lang.Forms {
			return fmt.Errorf("template %q: {%s|...} gives %d forms; %s has %d", template, p.param, len(p.forms), lang.ID, lang.Forms)
		}
	}
	return nil
}

// Params lists the parameters a template names, in order, once each.
func Params(template string) ([]string, error) {
	parts, err := parse(template)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, p := range parts {
		if p.param != "" && !contains(out, p.param) {
			out = append(out, p.param)
		}
	}
	return out, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func whole(v any) (int, bool) {
	switch n := v.(type) {
	case int:
		return n, true
	case int64:
		return int(n), true
	case float64:
		if n == float64(int(n)) {
			return int(n), true
		}
	case string:
		i, err := strconv.Atoi(n)
		return i, err == nil
	}
	return 0, false
}

// A part of a template: a literal, or a parameter with its plural forms.
type part struct {
	literal string
	param   string
	forms   []string
}

// kept holds the parts of templates read already: a game renders the same
// few thousand templates (its catalogs') at every line it writes. It stops
// growing at maxKept, so no input can make it unbounded; the parts are
// never changed once read.
var kept = struct {
	sync.RWMutex
	parts map[string][]part
}{parts: map[string][]part{}}

const maxKept = 1 << 14

// parseKept is parse, remembering its answer.
func parseKept(template string) ([]part, error) {
	kept.RLock()
	parts, ok := kept.parts[template]
	kept.RUnlock()
	if ok {
		return parts, nil
	}
	parts, err := parse(template)
	if err != nil {
		return nil, err
	}
	kept.Lock()
	if len(kept.parts) < maxKept {
		kept.parts[template] = parts
	}
	kept.Unlock()
	return parts, nil
}

func parse(template string) ([]part, error) {
	if len(template) > MaxTemplateBytes {
		return nil, fmt.Errorf("a template has %d bytes; at most %d", len(template), MaxTemplateBytes)
	}
	var parts []part
	var lit strings.Builder
	for i := 0; i < len(template); i++ {
		c := template[i]
		switch {
		case (c == '{' || c == '}') && i+1 < len(template) && template[i+1] == c:
			lit.WriteByte(c)
			i++
		case c == '}':
			return nil, fmt.Errorf("template %q: a lone } at byte %d (write }} for a brace)", template, i)
		case c == '{':
			end := strings.IndexByte(template[i:], '}')
			if end < 0 {
				return nil, fmt.Errorf("template %q: { at byte %d is never closed", template, i)
			}
			body := template[i+1 : i+end]
			if strings.ContainsRune(body, '{') {
				return nil, fmt.Errorf("template %q: a { inside {...} at byte %d", template, i)
			}
			fields := strings.Split(body, "|")
			name := strings.TrimSpace(fields[0])
			if !isName(name) {
				return nil, fmt.Errorf("template %q: {%s} is no parameter name (letters, digits, _)", template, body)
			}
			if lit.Len() > 0 {
				parts = append(parts, part{literal: lit.String()})
				lit.Reset()
			}
			p := part{param: name}
			if len(fields) > 1 {
				p.forms = fields[1:]
			}
			parts = append(parts, p)
			i += end
		default:
			lit.WriteByte(c)
		}
	}
	if lit.Len() > 0 {
		parts = append(parts, part{literal: lit.String()})
	}
	return parts, nil
}

func isName(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}
