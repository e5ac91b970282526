package ruleset

import (
	"cmp"
	"fmt"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/nw68/nw68/core/text"
	"github.com/zclconf/go-cty/cty"
)

// KindLocale is a block of translations: `locale "ru" { rule "movement.speed"
// { title = "...", summary = "..." } unit_type "kt2" { name = "..." } }`,
// written in <area>/locales/<lang>.hcl. It gives, for the things of the
// ruleset and the layers it extends, their player-facing texts in the
// language; it changes no rule, so it is outside the rules' hash.
const KindLocale = "locale"

// A TextKey names a player-facing text of a ruleset: a thing's kind and id
// and the field holding the text (a rule's title or summary, an entity's
// name, a scenario's notes...).
type TextKey struct {
	Kind, ID, Field string
}

func (k TextKey) String() string { return k.Kind + " " + k.ID + " " + k.Field }

// A Translation is a text in a language: a string, or a list for a list
// field (a scenario's notes), with where it was written.
type Translation struct {
	Text  string
	List  []string
	Layer string
	Range hcl.Range
}

// A Locale is a language's translations by key, the later layer's where
// two give one.
type Locale struct {
	Lang  string
	Texts map[TextKey]Translation
}

// MaxLocaleLists bounds the items of a translated list.
const MaxLocaleLists = 64

var langName = regexp.MustCompile(`^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$`)

// localeFile reports whether a layer file holds translations, and of which
// language: <area>/locales/<lang>.hcl, or locales/<lang>.hcl at the top.
func localeFile(rel string) (string, bool) {
	dir, file := path.Split(rel)
	if path.Base(strings.TrimSuffix(dir, "/")) != "locales" || !strings.HasSuffix(file, ".hcl") {
		return "", false
	}
	return strings.TrimSuffix(file, ".hcl"), true
}

// localeBlocks takes the locale blocks of a locales file; anything else in
// it is an error.
func (l *loader) localeBlocks(body *hclsyntax.Body, layer, lang string) []*node {
	var out []*node
	for _, a := range body.Attributes {
		l.errorf(a.NameRange.Ptr(), "Unexpected top-level argument", "A locales file holds locale blocks only; %q belongs inside one.", a.Name)
	}
	for _, b := range body.Blocks {
		switch {
		case b.Type != KindLocale:
			l.errorf(b.DefRange().Ptr(), "Rule in a locales file", "A locales file holds translations (locale %q { ... }) only; a %s block belongs in its area's rule files.", lang, b.Type)
		case !langName.MatchString(lang):
			l.errorf(b.DefRange().Ptr(), "Bad language", "%q is no language tag (two or three lower-case letters, as ru or de): name the file after its language.", lang)
		case len(b.Labels) != 1 || b.Labels[0] != lang:
			l.errorf(b.DefRange().Ptr(), "Locale of another language", "The file %s.hcl holds the %s translations: write locale %q.", lang, lang, lang)
		default:
			out = append(out, newNode(b, layer))
		}
	}
	return out
}

// textFields lists, by kind of thing, the fields that hold player-facing
// texts and whether each is a list.
func textFields(kind string) map[string]bool {
	switch kind {
	case KindRule:
		return map[string]bool{"title": false, "summary": false}
	case KindAction, KindPhase, KindMap, KindCampaign:
		return map[string]bool{"title": false}
	case KindScenario:
		return map[string]bool{"title": false, "note": false, "notes": true}
	case KindMessage:
		return map[string]bool{"text": false}
	case KindPrecondition:
		return map[string]bool{ReasonField: false}
	case KindModifier:
		return map[string]bool{"label": false}
	case KindValue:
		return map[string]bool{"title": false, "facts": false}
	case KindHook:
		return map[string]bool{"title": false, "filter": false, "returns": false, "args": false}
	case KindUnitType:
		return map[string]bool{"name": false, "note": false} // its note: where the counter's numbers come from
	}
	return map[string]bool{"name": false}
}

// mapFields lists, by kind, the text fields that are objects of texts by
// name (a value's facts, a hook's arguments): each entry is a text of its
// own, its key's field "<field>.<name>".
func mapFields(kind string) map[string]bool {
	switch kind {
	case KindValue:
		return map[string]bool{"facts": true}
	case KindHook:
		return map[string]bool{"args": true}
	}
	return nil
}

// TextKeys lists every player-facing text of the ruleset with its English
// text (a list's items joined by newlines), sorted by key: what a locale
// translates.
func (r *Ruleset) TextKeys() map[TextKey]string {
	out := map[TextKey]string{}
	add := func(kind, id, field, text string) {
		if text != "" {
			out[TextKey{kind, id, field}] = text
		}
	}
	for id, rule := range r.Rules {
		add(KindRule, id, "title", rule.Title)
		add(KindRule, id, "summary", rule.Summary)
	}
	for kind, es := range r.Entities {
		for id, e := range es {
			add(kind, id, "name", e.Name)
			if kind == KindUnitType {
				add(kind, id, "note", e.Note)
			}
		}
	}
	for id, a := range r.Actions {
		add(KindAction, id, "title", a.Title)
	}
	for _, p := range r.Phases {
		add(KindPhase, p.ID, "title", cmp.Or(p.Title, p.ID)) // shown by its id when untitled
	}
	for id, s := range r.Scenarios {
		add(KindScenario, id, "title", s.Title)
		add(KindScenario, id, "note", s.Note)
		add(KindScenario, id, "notes", strings.Join(s.Notes, "\n"))
	}
	for id, m := range r.Maps {
		add(KindMap, id, "title", m.Title)
	}
	for key, m := range r.Messages {
		add(KindMessage, key, "text", m.Text)
	}
	for id, c := range r.Campaigns {
		add(KindCampaign, id, "title", c.Title)
	}
	for id, p := range r.Preconditions {
		if p.ReasonText != nil {
			add(KindPrecondition, id, ReasonField, p.ReasonText.Text)
		}
	}
	for _, m := range r.Modifiers {
		add(KindModifier, m.ID, "label", m.Label)
	}
	for id, v := range r.Values {
		add(KindValue, id, "title", v.Title)
		for name, what := range v.Facts {
			if v.FactsOf == "" { // shared facts are translated where they are declared
				add(KindValue, id, "facts."+name, what)
			}
		}
	}
	for id, h := range r.Hooks {
		add(KindHook, id, "title", h.Title)
		add(KindHook, id, "filter", h.Filter)
		add(KindHook, id, "returns", h.Returns)
		for name, what := range h.Args {
			add(KindHook, id, "args."+name, what)
		}
	}
	return out
}

// Languages lists the languages the ruleset's layers translate it to.
func (r *Ruleset) Languages() []string {
	var out []string
	for lang := range r.Locales {
		out = append(out, lang)
	}
	sort.Strings(out)
	return out
}

// Untranslated lists the texts the ruleset has that no layer translates
// to lang, sorted.
func (r *Ruleset) Untranslated(lang string) []TextKey {
	var out []TextKey
	loc := r.Locales[lang]
	for k := range r.TextKeys() {
		if loc == nil {
			out = append(out, k)
		} else if _, ok := loc.Texts[k]; !ok {
			out = append(out, k)
		}
	}
	slices.SortFunc(out, func(a, b TextKey) int { return strings.Compare(a.String(), b.String()) })
	return out
}

// Text returns a thing's text in lang, or the English one (english) when
// no layer translates it.
func (r *Ruleset) Text(lang, kind, id, field, english string) string {
	if loc := r.Locales[lang]; loc != nil {
		if t, ok := loc.Texts[TextKey{kind, id, field}]; ok {
			return t.Text
		}
	}
	return english
}

// TextList is Text for a list field.
func (r *Ruleset) TextList(lang, kind, id, field string, english []string) []string {
	if loc := r.Locales[lang]; loc != nil {
		if t, ok := loc.Texts[TextKey{kind, id, field}]; ok {
			return t.List
		}
	}
	return english
}

// decodeLocales reads the locale blocks once the ruleset is whole: every
// translation must name a thing some layer declares and a text field of
// it; a list stands for a list, as long as the English one.
func (r *Ruleset) decodeLocales(nodes []*node) hcl.Diagnostics {
	var diags hcl.Diagnostics
	keys := r.TextKeys()
	r.Locales = map[string]*Locale{}
	for _, n := range nodes {
		lang := n.name()
		loc := r.Locales[lang]
		if loc == nil {
			loc = &Locale{Lang: lang, Texts: map[TextKey]Translation{}}
			r.Locales[lang] = loc
		}
		for name, a := range n.Attrs {
			diags = append(diags, diagAt(a.NameRange, "Unexpected argument", "A locale block holds blocks only (rule, unit_type, action...); %q belongs inside one.", name))
		}
		for _, b := range n.Blocks {
			diags = append(diags, r.decodeTranslation(loc, b, keys)...)
		}
	}
	return diags
}

func (r *Ruleset) decodeTranslation(loc *Locale, b *node, keys map[TextKey]string) hcl.Diagnostics {
	var diags hcl.Diagnostics
	fields := textFields(b.Kind)
	id := b.name()
	if len(b.Labels) != 1 {
		return hcl.Diagnostics{diagAt(b.DefRange, "Bad translation", "A translation names one thing: %s \"<id>\" { ... }.", b.Kind)}
	}
	if !r.declares(b.Kind, id) {
		return hcl.Diagnostics{diagAt(b.DefRange, "Translation of nothing", "No layer declares %s %q, so there is nothing to translate.%s", b.Kind, id, r.closest(b.Kind, id))}
	}
	for _, child := range b.Blocks {
		diags = append(diags, diagAt(child.DefRange, "Unexpected block", "A translation holds texts only (%s).", strings.Join(sortedKeys(fields), ", ")))
	}
	for field, a := range b.Attrs {
		isList, ok := fields[field]
		if !ok {
			diags = append(diags, diagAt(a.NameRange, "No such text", "%s %q has no text %q to translate; it has %s.", b.Kind, id, field, strings.Join(sortedKeys(fields), ", ")))
			continue
		}
		if mapFields(b.Kind)[field] {
			diags = append(diags, r.decodeTextMap(loc, keys, b, id, field, a)...)
			continue
		}
		key := TextKey{b.Kind, id, field}
		english, has := keys[key]
		if !has {
			diags = append(diags, diagAt(a.NameRange, "No English text", "%s %q has no %s in English: there is nothing to translate.", b.Kind, id, field))
			continue
		}
		v, more := a.Expr.Value(nil)
		if more.HasErrors() {
			diags = append(diags, more...)
			continue
		}
		t := Translation{Layer: b.Layer, Range: a.Expr.Range()}
		switch {
		case isList && (v.Type().IsTupleType() || v.Type().IsListType()) && v.LengthInt() <= MaxLocaleLists:
			for it := v.ElementIterator(); it.Next(); {
				_, item := it.Element()
				if item.Type() != cty.String || item.IsNull() {
					diags = append(diags, diagAt(a.Expr.Range(), "Bad translation", "%s is a list of strings.", field))
					break
				}
				t.List = append(t.List, item.AsString())
			}
			if want := len(strings.Split(english, "\n")); len(t.List) != want {
				diags = append(diags, diagAt(a.Expr.Range(), "Bad translation", "%s %q has %d %s in English; the translation gives %d.", b.Kind, id, want, field, len(t.List)))
			}
			t.Text = strings.Join(t.List, "\n")
		case !isList && v.Type() == cty.String && !v.IsNull():
			t.Text = v.AsString()
			if wanted, ok := r.params(b.Kind, id); ok {
				if err := sameParams(wanted, t.Text); err != nil {
					diags = append(diags, diagAt(a.Expr.Range(), "Bad translation", "%s %q: %v.", b.Kind, id, err))
					continue
				}
			}
		default:
			diags = append(diags, diagAt(a.Expr.Range(), "Bad translation", "%s of %s %q is %s.", field, b.Kind, id, map[bool]string{true: fmt.Sprintf("a list of at most %d strings", MaxLocaleLists), false: "a string"}[isList]))
			continue
		}
		loc.Texts[key] = t
	}
	return diags
}

// declares reports whether some layer declares a thing of kind and id.
func (r *Ruleset) declares(kind, id string) bool {
	switch kind {
	case KindRule:
		return r.Rules[id] != nil
	case KindAction:
		return r.Actions[id] != nil
	case KindPhase:
		return slices.ContainsFunc(r.Phases, func(p *Phase) bool { return p.ID == id })
	case KindScenario:
		return r.Scenarios[id] != nil
	case KindMap:
		return r.Maps[id] != nil
	case KindMessage:
		return r.Messages[id] != nil
	case KindCampaign:
		return r.Campaigns[id] != nil
	case KindPrecondition:
		return r.Preconditions[id] != nil
	case KindModifier:
		return r.modifier(id) != nil
	case KindValue:
		return r.Values[id] != nil
	case KindHook:
		return r.Hooks[id] != nil
	}
	_, ok := r.Entities[kind][id]
	return ok
}

// params lists the parameters a translated text must name, as its English
// does: a message's, a precondition reason's references; false for a text
// with no parameters (a title, a name).
func (r *Ruleset) params(kind, id string) ([]string, bool) {
	switch kind {
	case KindMessage:
		return r.Messages[id].Params, true
	case KindPrecondition:
		if t := r.Preconditions[id].ReasonText; t != nil {
			return sortedKeys(t.Refs), true
		}
	}
	return nil, false
}

// closest suggests the declared id of kind nearest to id.
func (r *Ruleset) closest(kind, id string) string {
	var names []string
	for k := range r.TextKeys() {
		if k.Kind == kind {
			names = append(names, k.ID)
		}
	}
	if len(names) == 0 {
		return fmt.Sprintf(" %q is no kind of thing with texts.", kind)
	}
	return NewSpeller(names).DidYouMean(id)
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// sameParams checks that a translation names the parameters its English
// text names, no other and none missing: the plural forms, which depend on
// the language, are checked where the language is known.
func sameParams(wanted []string, translated string) error {
	params, err := text.Params(translated)
	if err != nil {
		return err
	}
	for _, p := range params {
		if !slices.Contains(wanted, p) {
			return fmt.Errorf("the translation names {%s}, which the English text does not (%s)", p, strings.Join(wanted, ", "))
		}
	}
	for _, p := range wanted {
		if !slices.Contains(params, p) {
			return fmt.Errorf("the translation leaves out {%s}", p)
		}
	}
	return nil
}

// CheckForms renders nothing but checks that every translated template (a
// message's text, a precondition's reason) is one its language can render:
// the plural forms that language has, which the loader cannot know, since
// the languages are the program's (locales/). langs are the languages
// known; a locale of another language is left alone.
func (r *Ruleset) CheckForms(langs map[string]*text.Language) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, id := range r.Languages() {
		lang, ok := langs[id]
		if !ok {
			continue
		}
		loc := r.Locales[id]
		keys := make([]TextKey, 0, len(loc.Texts))
		for k := range loc.Texts {
			if k.Kind == KindMessage || k.Kind == KindPrecondition {
				keys = append(keys, k)
			}
		}
		slices.SortFunc(keys, func(a, b TextKey) int { return strings.Compare(a.String(), b.String()) })
		for _, k := range keys {
			t := loc.Texts[k]
			if err := text.Check(lang, t.Text, nil); err != nil {
				diags = append(diags, diagAt(t.Range, "Bad translation", "%s %q in %s: %v.", k.Kind, k.ID, lang.Name, err))
			}
		}
	}
	return diags
}

// modifier is the modifier block of id, or nil.
func (r *Ruleset) modifier(id string) *Modifier {
	for _, m := range r.Modifiers {
		if m.ID == id {
			return m
		}
	}
	return nil
}

// TermLabel is the label of a value's term in lang: the translation of the
// modifier's label that adds it (the modifier citing rule with this
// English label), of the terrain, feature or marker a terrain term is
// named after, else the label as written (a script's term).
func (r *Ruleset) TermLabel(lang, label, rule string) string {
	if r.Locales[lang] == nil {
		return label
	}
	key, ok := r.termLabels()[[2]string{rule, label}]
	if !ok {
		key, ok = r.termLabels()[[2]string{"", label}]
	}
	if !ok {
		return label
	}
	return r.Text(lang, key.Kind, key.ID, key.Field, label)
}

// termLabels indexes the texts a term's label may be, by rule and label
// (modifiers) or by label alone (names of things a terrain term is named
// after): built once, as a ruleset never changes once loaded.
func (r *Ruleset) termLabels() map[[2]string]TextKey {
	r.termLabelsOnce.Do(func() {
		r.termLabelIndex = map[[2]string]TextKey{}
		for _, kind := range []string{KindTerrain, KindMarkerKind} {
			for id, e := range r.Entities[kind] {
				r.termLabelIndex[[2]string{"", e.Name}] = TextKey{kind, id, "name"}
			}
		}
		for _, m := range r.Modifiers {
			if m.Label != "" {
				r.termLabelIndex[[2]string{m.Rule, m.Label}] = TextKey{KindModifier, m.ID, "label"}
			}
		}
	})
	return r.termLabelIndex
}

// decodeTextMap reads a translated object of texts by name (a value's
// facts): each name must be one the English object has.
func (r *Ruleset) decodeTextMap(loc *Locale, keys map[TextKey]string, b *node, id, field string, a *hclsyntax.Attribute) hcl.Diagnostics {
	v, diags := a.Expr.Value(nil)
	if diags.HasErrors() {
		return diags
	}
	if !v.Type().IsObjectType() && !v.Type().IsMapType() || v.IsNull() {
		return hcl.Diagnostics{diagAt(a.Expr.Range(), "Bad translation", "%s of %s %q is an object of texts by name.", field, b.Kind, id)}
	}
	for it := v.ElementIterator(); it.Next(); {
		k, item := it.Element()
		name := k.AsString()
		key := TextKey{b.Kind, id, field + "." + name}
		if _, has := keys[key]; !has {
			diags = append(diags, diagAt(a.Expr.Range(), "No English text", "%s %q has no %s %q in English: there is nothing to translate.", b.Kind, id, field, name))
			continue
		}
		if item.IsNull() || item.Type() != cty.String {
			diags = append(diags, diagAt(a.Expr.Range(), "Bad translation", "%s %q of %s %q is a string.", field, name, b.Kind, id))
			continue
		}
		loc.Texts[key] = Translation{Text: item.AsString(), Layer: b.Layer, Range: a.Expr.Range()}
	}
	return diags
}
