package engine

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"

	"github.com/nw68/nw68/core/text"
)

//go:embed refusals.hcl
var refusalsSrc []byte

// RefusalCatalog is the English catalog of the kernel's own refusals, for
// the program's catalogs to read with their own (a language translates it
// beside the tools' words).
func RefusalCatalog() text.File {
	return text.File{Name: "core/engine/refusals.hcl", Src: refusalsSrc}
}

var refusals = sync.OnceValues(func() (*text.Catalog, error) {
	cat, diags := text.ParseCatalogFiles([]text.File{RefusalCatalog()})
	if diags.HasErrors() {
		return nil, diags
	}
	return cat, nil
})

// kernelText renders one of the kernel's refusals in English. The catalog
// is embedded and TestKernelRefusals renders every key, so a failure here
// is the kernel's bug: the refusal still says its key and values.
func kernelText(key string, params map[string]any) string {
	cat, err := refusals()
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
