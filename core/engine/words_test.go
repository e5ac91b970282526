package engine

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/nw68/nw68/core/text"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestKernelWords: the kernel's catalog reads, every key its code
// names is in it and every key in it is named, and each renders given the
// values it names.
func TestKernelWords(t *testing.T) {
	cat, err := kernelWords()
	require.NoError(t, err)
	used := regexp.MustCompile(`"(engine\.[a-z-]+)"`)
	seen := map[string]bool{}
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		for _, m := range used.FindAllStringSubmatch(string(src), -1) {
			assert.Contains(t, cat.Messages, m[1], "%s names it", file)
			seen[m[1]] = true
		}
	}
	for key := range cat.Messages {
		assert.True(t, seen[key], "the kernel says %s", key)
	}
	for key, m := range cat.Messages {
		names, err := text.Params(m.Text)
		require.NoError(t, err, key)
		values := map[string]any{}
		for _, n := range names {
			values[n] = "x"
		}
		assert.NotContains(t, kernelText(key, values), key, key)
	}
	assert.Contains(t, kernelText("engine.nope", nil), `no message "engine.nope"`, "a missing key says so, never panics")
}
