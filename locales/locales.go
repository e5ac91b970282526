// Package locales holds the program's message catalogs: the words of the
// kernel and of the tools (the command line, the server), a folder per
// language (locales/<lang>/*.hcl, a file per tool), en/ the English every
// other one falls back to. A ruleset's words are in its own folders
// (<area>/locales/<lang>.hcl), not here; this package knows no rule of any
// game.
package locales

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"sync"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/text"
)

//go:embed */*.hcl
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

// read reads a catalog per folder, the folder named for its language: en/
// holds English, and adding a language is adding a folder.
func read() (*Catalogs, error) {
	dirs, err := fs.ReadDir(files, ".")
	if err != nil {
		return nil, err
	}
	c := &Catalogs{byLang: map[string]*text.Catalog{}}
	for _, dir := range dirs {
		lang := dir.Name()
		names, err := fs.Glob(files, lang+"/*.hcl")
		if err != nil {
			return nil, err
		}
		var srcs []text.File
		for _, name := range names {
			src, err := files.ReadFile(name)
			if err != nil {
				return nil, err
			}
			srcs = append(srcs, text.File{Name: "locales/" + name, Src: src})
		}
		if lang == text.English.ID {
			srcs = append(srcs, engine.WordsCatalog()) // the kernel's own words
		}
		cat, diags := text.ParseCatalogFiles(srcs)
		if diags.HasErrors() {
			return nil, fmt.Errorf("program catalog %s: %s", lang, diags.Error())
		}
		if cat.Lang.ID != lang {
			return nil, fmt.Errorf("program catalog %s/ declares language %q", lang, cat.Lang.ID)
		}
		c.byLang[lang] = cat
	}
	if c.byLang[text.English.ID] == nil {
		return nil, fmt.Errorf("no English catalog (locales/en/)")
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

// Langs are the languages the program speaks, by id: their plural forms
// judge a ruleset's translations too (Ruleset.CheckForms).
func (c *Catalogs) Langs() map[string]*text.Language {
	out := make(map[string]*text.Language, len(c.byLang))
	for id, cat := range c.byLang {
		out[id] = cat.Lang
	}
	return out
}

// Printer renders the program's messages in lang (English where lang has
// none; its Lang and Templates serve a client that renders them itself); a
// language the program does not speak is an error listing those it does.
// Every caller that takes a language from a user (--lang, NW68_LANG, the
// server's ?lang=) comes through here.
func (c *Catalogs) Printer(lang string) (*text.Printer, error) {
	cat, ok := c.byLang[lang]
	if !ok {
		return nil, fmt.Errorf("the program speaks no language %q; it speaks %s", lang, strings.Join(c.Languages(), ", "))
	}
	return text.NewPrinter(cat, c.byLang[text.English.ID]), nil
}

// English is the program's English printer, for words told with no reader
// to ask (a report with no language chosen, help built before the flags
// are read). The catalogs are embedded and a test keeps them whole; should
// they fail to read, it renders each key as itself.
var English = sync.OnceValue(func() *text.Printer {
	if c, err := Load(); err == nil {
		if p, err := c.Printer(text.English.ID); err == nil {
			return p
		}
	}
	empty := &text.Catalog{Lang: text.English, Messages: map[string]text.Message{}}
	return text.NewPrinter(empty, empty)
})
