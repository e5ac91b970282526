package engine

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/nw68/nw68/core/text"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestKernelRefusals: the catalog reads, every key the kernel refuses with
// is in it, and each renders given the values it names.
func TestKernelRefusals(t *testing.T) {
	cat, err := refusals()
	require.NoError(t, err)
	used := regexp.MustCompile(`reject\(Code\w+, [^,]+, "([a-z.-]+)"`)
	seen := map[string]bool{}
	for _, file := range []string{"action.go", "phase.go", "precondition.go"} {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		for _, m := range used.FindAllStringSubmatch(string(src), -1) {
			assert.Contains(t, cat.Messages, m[1], "%s refuses with it", file)
			seen[m[1]] = true
		}
	}
	for key := range cat.Messages {
		if !strings.HasPrefix(key, "engine.explain-") { // ValueWords' words
			assert.True(t, seen[key], "the kernel refuses with %s", key)
		}
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
