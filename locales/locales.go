// Package locales holds the program's message catalogs: the words of the
// kernel and of the tools (the command line, the server), one file per
// language, en.hcl the English every other one falls back to. A ruleset's
// words are in its own folders (<area>/locales/<lang>.hcl), not here; this
// package knows no rule of any game.
package locales

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"sync"

	"github.com/nw68/nw68/core/text"
)

//go:embed *.hcl
var files embed.FS

// Catalogs are the program's catalogs by language, read once.
type Catalogs struct {
	byLang map[string]*text.Catalog
}

// Load returns the embedded catalogs, read once: they never change, and
// every reader shares them. A broken one is an error naming its file and
// line (a test keeps them whole).
func Load() (*Catalogs, error) { return loaded() }

var loaded = sync.OnceValues(read)

func read() (*Catalogs, error) {
	names, err := fs.Glob(files, "*.hcl")
	if err != nil {
		return nil, err
	}
	c := &Catalogs{byLang: map[string]*text.Catalog{}}
	for _, name := range names {
		src, err := files.ReadFile(name)
		if err != nil {
			return nil, err
		}
		cat, diags := text.ParseCatalog(src, "locales/"+name)
		if diags.HasErrors() {
			return nil, fmt.Errorf("program catalog %s: %s", name, diags.Error())
		}
		lang := strings.TrimSuffix(name, ".hcl")
		if cat.Lang.ID != lang {
			return nil, fmt.Errorf("program catalog %s declares language %q", name, cat.Lang.ID)
		}
		c.byLang[lang] = cat
	}
	if c.byLang[text.English.ID] == nil {
		return nil, fmt.Errorf("no English catalog (en.hcl)")
	}
	return c, nil
}

// Languages lists the languages the program speaks, sorted.
func (c *Catalogs) Languages() []string {
	out := make([]string, 0, len(c.byLang))
	for lang := range c.byLang {
		out = append(out, lang)
	}
	sort.Strings(out)
	return out
}

// Printer renders the program's messages in lang; a language the program
// does not speak is an error listing those it does.
func (c *Catalogs) Printer(lang string) (*text.Printer, error) {
	cat, ok := c.byLang[lang]
	if !ok {
		return nil, fmt.Errorf("the program speaks no language %q; it speaks %s", lang, strings.Join(c.Languages(), ", "))
	}
	return text.NewPrinter(cat, c.byLang[text.English.ID]), nil
}

// Templates returns the templates of the keys beginning with prefix in
// lang, the English one where lang has none: what a client that renders
// the program's words itself (the page) needs.
func (c *Catalogs) Templates(lang, prefix string) (map[string]string, error) {
	own, ok := c.byLang[lang]
	if !ok {
		return nil, fmt.Errorf("the program speaks no language %q; it speaks %s", lang, strings.Join(c.Languages(), ", "))
	}
	out := map[string]string{}
	for _, cat := range []*text.Catalog{c.byLang[text.English.ID], own} {
		for key, m := range cat.Messages {
			if strings.HasPrefix(key, prefix) {
				out[key] = m.Text
			}
		}
	}
	return out, nil
}

// Language returns a language the program speaks.
func (c *Catalogs) Language(lang string) (*text.Language, bool) {
	cat, ok := c.byLang[lang]
	if !ok {
		return nil, false
	}
	return cat.Lang, true
}
