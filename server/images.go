package server

import (
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nw68/nw68/core/ruleset"
)

// The images a ruleset names for its unit types and marker kinds
// (ruleset.AttrImage) are served by address, not inlined in the views: a
// view is sent again after every action, an image once per page. The
// address carries a digest of the file, so a browser may keep it for good
// and still sees an image the ruleset changed.
//
//	GET /api/rulesets/{id}/images/{kind}/{entity}?mods=a,b&v=digest
//
// The loader let through only a plain drawing (no script, no handler, no
// reference outside the file); the answer's own policy forbids them again,
// should the file be opened by itself rather than as an image.
const imagePolicy = "default-src 'none'; style-src 'unsafe-inline'"

// imageVersions holds the digest of each entity's image, by *ruleset.Entity:
// entities do not change once loaded, and a view names the image of every
// counter it draws.
var imageVersions sync.Map

// imageVersion is the digest of an entity's image.
func imageVersion(e *ruleset.Entity) string {
	v, ok := imageVersions.Load(e)
	if !ok {
		sum := sha256.Sum256([]byte(e.ImageSource))
		v, _ = imageVersions.LoadOrStore(e, hex.EncodeToString(sum[:8]))
	}
	return v.(string)
}

// imageURL is the address of an entity's image, "" when it has none.
func imageURL(rulesetID string, mods []string, e *ruleset.Entity) string {
	if e == nil || e.ImageSource == "" {
		return ""
	}
	q := url.Values{"v": {imageVersion(e)}}
	if len(mods) > 0 {
		q.Set("mods", strings.Join(mods, ","))
	}
	return "/api/rulesets/" + url.PathEscape(rulesetID) + "/images/" + url.PathEscape(e.Kind) + "/" + url.PathEscape(e.ID) + "?" + q.Encode()
}

// imageKinds are the kinds that may name an image.
var imageKinds = []string{ruleset.KindUnitType, ruleset.KindMarkerKind}

func (s *Server) handleImage(w http.ResponseWriter, r *http.Request) {
	var mods []string
	if m := r.URL.Query().Get("mods"); m != "" {
		mods = strings.Split(m, ",")
	}
	if len(mods) > ruleset.MaxLayers {
		writeError(w, r, errorf(http.StatusBadRequest, "malformed", "server.too_many_mods", "n", len(mods), "max", ruleset.MaxLayers))
		return
	}
	rules, err := s.rulesFor(r.PathValue("id"), mods)
	if err != nil {
		writeError(w, r, goError(http.StatusNotFound, "no_ruleset", err))
		return
	}
	kind, id := r.PathValue("kind"), r.PathValue("entity")
	var e *ruleset.Entity
	for _, k := range imageKinds {
		if k == kind {
			e = rules.RS.Entities[kind][id]
		}
	}
	if e == nil || e.ImageSource == "" {
		writeError(w, r, errorf(http.StatusNotFound, "no_image", "server.no_image", "kind", kind, "entity", strconv.Quote(id), "ruleset", r.PathValue("id")))
		return
	}
	h := w.Header()
	h.Set("Content-Type", "image/svg+xml")
	h.Set("Content-Security-Policy", imagePolicy)
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	h.Set("ETag", `"`+imageVersion(e)+`"`)
	http.ServeContent(w, r, "", time.Time{}, strings.NewReader(e.ImageSource))
}
