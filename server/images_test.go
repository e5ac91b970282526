package server

import (
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestImages: a unit type's image (the base game's King Tiger) is named
// in every view of its counters and served with the headers that keep it
// a picture: SVG, no script or load of its own, kept by the browser for
// good under an address that changes with the file.
func TestImages(t *testing.T) {
	_, ts := newTest(t, "..")
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "base", Scenario: "castle-road", Seed: seed(1)})
	v := c.view(tok.Game, tok.Host)
	address := ""
	for _, u := range v.Units {
		if u.Type == "king-tiger" {
			address = u.Image
		} else {
			assert.Empty(t, u.Image, "%s's type names no image", u.ID)
		}
	}
	require.NotEmpty(t, address, "no King Tiger with an image in castle-road")
	assert.True(t, strings.HasPrefix(address, "/api/rulesets/base/images/unit_type/king-tiger?v="), address)
	want, err := os.ReadFile(filepath.Join("..", "rulesets", "base", "units", "images", "king-tiger.svg"))
	require.NoError(t, err)

	get := func(path string, header http.Header) *http.Response {
		t.Helper()
		req, err := http.NewRequest(http.MethodGet, ts.URL+path, nil)
		require.NoError(t, err)
		for k, vs := range header {
			req.Header[k] = vs
		}
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		t.Cleanup(func() { _ = res.Body.Close() })
		return res
	}
	res := get(address, nil)
	require.Equal(t, http.StatusOK, res.StatusCode)
	body, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	assert.Equal(t, string(want), string(body))
	assert.Equal(t, "image/svg+xml", res.Header.Get("Content-Type"))
	assert.Equal(t, "default-src 'none'; style-src 'unsafe-inline'", res.Header.Get("Content-Security-Policy"))
	assert.Equal(t, "nosniff", res.Header.Get("X-Content-Type-Options"))
	assert.Contains(t, res.Header.Get("Cache-Control"), "max-age=")
	u, err := url.Parse(address)
	require.NoError(t, err)
	assert.Equal(t, `"`+u.Query().Get("v")+`"`, res.Header.Get("ETag"))
	again := get(address, http.Header{"If-None-Match": {res.Header.Get("ETag")}})
	assert.Equal(t, http.StatusNotModified, again.StatusCode, "a browser that has it is told so")

	for _, tt := range []struct {
		name, path string
		status     int
	}{
		{"a type with no image", "/api/rulesets/base/images/unit_type/puma", http.StatusNotFound},
		{"a kind that names none", "/api/rulesets/base/images/terrain/clear", http.StatusNotFound},
		{"no such ruleset", "/api/rulesets/nope/images/unit_type/king-tiger", http.StatusNotFound},
		{"no such mod", "/api/rulesets/base/images/unit_type/king-tiger?mods=nope", http.StatusNotFound},
		{"a ruleset that extends it", "/api/rulesets/heart-of-darkness/images/unit_type/king-tiger", http.StatusOK},
	} {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.status, get(tt.path, nil).StatusCode)
		})
	}
}
