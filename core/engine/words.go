package engine

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"

	"github.com/nw68/nw68/core/explain"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/text"
)

//go:embed words.hcl
var wordsSrc []byte

// WordsCatalog is the English catalog of the kernel's own words (its
// refusals, how it explains a value), for the program's catalogs to read
// with their own (a language translates it beside the tools' words).
func WordsCatalog() text.File {
	return text.File{Name: "core/engine/words.hcl", Src: wordsSrc}
}

// ValueWords are the words in which a value's explanation is read in
// say's language: its terms' labels as the ruleset translates them.
func ValueWords(rs *ruleset.Ruleset, say *text.Printer) explain.Words {
	lang := say.Lang()
	keyed := func(key string, params map[string]any, english string) string {
		if out, err := Told(rs, lang, key, params); err == nil {
			return out
		}
		return english
	}
	return explain.Words{
		Name: func(v explain.Value) string {
			if v.NameKey != "" {
				return keyed(v.NameKey, v.NameParams, v.Name)
			}
			return v.Name
		},
		Label: func(t explain.Term) string {
			if t.Key != "" {
				return keyed(t.Key, t.Params, t.Label)
			}
			return rs.TermLabel(lang.ID, t.Label, t.Rule)
		},
		Replacing:  say.T("engine.explain-replacing"),
		RemovedBy:  say.T("engine.explain-removed-by"),
		ReplacedBy: say.T("engine.explain-replaced-by"),
	}
}

var kernelWords = sync.OnceValues(func() (*text.Catalog, error) {
	cat, diags := text.ParseCatalogFiles([]text.File{WordsCatalog()})
	if diags.HasErrors() {
		return nil, diags
	}
	return cat, nil
})

// kernelText renders one of the kernel's refusals in English. The catalog
// is embedded and TestKernelWords renders every key, so a failure here
// is the kernel's bug: the refusal still says its key and values.
func kernelText(key string, params map[string]any) string {
	cat, err := kernelWords()
	if err == nil {
		m, ok := cat.Messages[key]
		if !ok {
			err = fmt.Errorf("no message %q", key)
		} else if out, ferr := text.Format(text.English, m.Text, params); ferr == nil {
			return out
		} else {
			err = ferr
		}
	}
	return fmt.Sprintf("%s %v (%v)", key, params, err)
}

// isKernelKey tells the kernel's refusal keys (one word, the catalog's)
// from a ruleset text's key ("kind id field").
func isKernelKey(key string) bool {
	return key != "" && !strings.Contains(key, " ")
}
