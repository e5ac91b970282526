package ruleset

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestKernelAttrs: what the kernel reads of an entity is an attribute
// beside its stats, decoded into the Entity, merged key by key under a
// patch, checked per kind and refused inside stats with where it goes.
func TestKernelAttrs(t *testing.T) {
	const sides = `side "red" {
  rule      = "x.move"
  relations = { blue = "allied", grey = "neutral" }
}
side "blue" { rule = "x.move" }
side "grey" { rule = "x.move" }
status "spotted" { rule = "x.move" }
`
	tests := []struct {
		name    string
		src     string
		check   func(t *testing.T, rs *Ruleset) // when the mod loads
		summary string
		detail  string
		subject hcl.Range
	}{
		{
			name: "decoded",
			src: sides + `item "kit" {
  rule        = "x.fire"
  hidden      = "enemies"
  revealed_by = "spotted"
}
status "rogue" {
  rule         = "x.move"
  relation     = "enemy"
  relation_own = "neutral"
}
marker_kind "smoke" {
  rule   = "x.move"
  symbol = "%"
}
unit_shorthand "reduced" {
  rule = "x.fire"
  face = "reduced"
}
unit_shorthand "altitude" {
  rule   = "x.move"
  status = true
}
`,
			check: func(t *testing.T, rs *Ruleset) {
				kit := rs.Entities[KindItem]["kit"]
				assert.Equal(t, HiddenFromEnemies, kit.Hidden)
				assert.Equal(t, "spotted", kit.RevealedBy)
				assert.Empty(t, kit.Stats, "no kernel key among the stats")
				assert.Equal(t, map[string]string{"blue": RelationAllied, "grey": RelationNeutral}, rs.Entities[KindSide]["red"].Relations)
				rogue := rs.Entities[KindStatus]["rogue"]
				assert.Equal(t, [2]string{RelationEnemy, RelationNeutral}, [2]string{rogue.Relation, rogue.RelationOwn})
				assert.Equal(t, "%", rs.Entities[KindMarkerKind]["smoke"].Symbol)
				reduced, ok := rs.Shorthand("reduced")
				assert.True(t, ok)
				assert.Equal(t, Shorthand{Face: "reduced"}, reduced)
				altitude, ok := rs.Shorthand("altitude")
				assert.True(t, ok)
				assert.Equal(t, Shorthand{Status: true}, altitude)
			},
		},
		{
			name: "patched key by key",
			src: sides + `patch "side" "red" {
  relations = { grey = "enemy" }
}
patch "side" "red" {
  relations = { blue = null }
}
patch "side" "blue" {
  relations = { red = "allied" }
}
patch "terrain" "clear" { symbol = ":" }
patch "unit_type" "tank" {
  hidden      = "others"
  revealed_by = "spotted"
}
`,
			check: func(t *testing.T, rs *Ruleset) {
				assert.Equal(t, map[string]string{"grey": RelationEnemy}, rs.Entities[KindSide]["red"].Relations, "grey patched, blue dropped by null")
				assert.Equal(t, map[string]string{"red": RelationAllied}, rs.Entities[KindSide]["blue"].Relations)
				assert.Equal(t, ":", rs.Entities[KindTerrain]["clear"].Symbol)
				tank := rs.Entities[KindUnitType]["tank"]
				assert.Equal(t, [2]string{HiddenFromOthers, "spotted"}, [2]string{tank.Hidden, tank.RevealedBy})
				speed, _ := tank.Stats.Number("speed")
				assert.Equal(t, 6, speed, "its stats as they were")
			},
		},
		{
			name:    "in stats",
			src:     "item \"mg42\" {\n  rule  = \"x.fire\"\n  stats = { range = 4, hidden = \"enemies\" }\n}\n",
			summary: "Kernel attribute in stats",
			detail:  "`hidden` is an attribute of item \"mg42\", not a stat: write `hidden = \"enemies\"` beside `stats`.",
			subject: span(3, 24, 3, 30),
		},
		{
			name:    "an object in stats",
			src:     "side \"red\" {\n  rule  = \"x.move\"\n  stats = { relations = { \"black-hand\" = \"allied\", nato = \"neutral\" } }\n}\n",
			summary: "Kernel attribute in stats",
			detail:  "`relations` is an attribute of side \"red\", not a stat: write `relations = { \"black-hand\" = \"allied\", nato = \"neutral\" }` beside `stats`.",
			subject: span(3, 13, 3, 22),
		},
		{
			name:    "in a face's stats",
			src:     "patch \"unit_type\" \"tank\" {\n  face \"reduced\" {\n    stats = { revealed_by = \"spotted\" }\n  }\n}\n",
			summary: "Kernel attribute in stats",
			detail:  "`revealed_by` is an attribute of unit_type \"tank\", not a stat of its face \"reduced\": write `revealed_by = \"spotted\"` beside the block's `stats`; a face does not change it.",
			subject: span(3, 15, 3, 26),
		},
		{
			name:    "in the stats of a kind that does not take it",
			src:     "patch \"unit_type\" \"tank\" { stats = { symbol = \"t\" } }\n",
			summary: "Kernel attribute in stats",
			detail:  "`symbol` is a kernel attribute of terrain and marker_kind only, not a stat: unit_type \"tank\" takes none, and no stat may be named so.",
			subject: span(1, 38, 1, 44),
		},
		{
			name:    "on a kind that does not take it",
			src:     "patch \"unit_type\" \"tank\" {\n  symbol = \"tank\"\n}\n", // refused once, its value unread
			summary: "Unsupported argument",
			detail:  "unit_type \"tank\" takes no symbol: symbol is an attribute of terrain and marker_kind only.",
			subject: span(2, 3, 2, 9),
		},
		{
			name:    "hidden from no one known",
			src:     "item \"kit\" {\n  rule   = \"x.fire\"\n  hidden = \"friends\"\n}\n",
			summary: "Invalid hidden",
			detail:  `item "kit": hidden = "friends": want "enemies", "others" or "all".`,
			subject: span(3, 12, 3, 21),
		},
		{
			name:    "hidden not a string",
			src:     "item \"kit\" {\n  rule   = \"x.fire\"\n  hidden = [\"enemies\"]\n}\n",
			summary: "Incorrect attribute value type",
			detail:  `The argument "hidden" must be a string.`,
			subject: span(3, 12, 3, 23),
		},
		{
			name:    "revealed but not hidden",
			src:     "status \"spotted\" { rule = \"x.move\" }\nitem \"kit\" {\n  rule        = \"x.fire\"\n  revealed_by = \"spotted\"\n}\n",
			summary: "Revealed but not hidden",
			detail:  `item "kit": revealed_by names the status that shows a secret, and the block says no hidden = "enemies", "others" or "all": from whom it is hidden.`,
			subject: span(4, 3, 4, 14),
		},
		{
			name:    "revealed by no status",
			src:     "status \"spotted\" { rule = \"x.move\" }\nitem \"kit\" {\n  rule        = \"x.fire\"\n  hidden      = \"all\"\n  revealed_by = \"spoted\"\n}\n",
			summary: "Unknown status",
			detail:  `item "kit": revealed_by = "spoted": no status of that name. Did you mean "spotted"?`,
			subject: span(5, 17, 5, 25),
		},
		{
			name:    "a relation no one knows",
			src:     sides + "patch \"side\" \"blue\" {\n  relations = { red = \"friendly\" }\n}\n",
			summary: "Invalid relations",
			detail:  `side "blue": relations.red must be "enemy", "allied" or "neutral".`,
			subject: span(9, 15, 9, 35),
		},
		{
			name:    "relations with no such side",
			src:     sides + "patch \"side\" \"blue\" {\n  relations = { gray = \"neutral\" }\n}\n",
			summary: "Unknown side",
			detail:  `side "blue": relations.gray: no side of that name. Did you mean "grey"?`,
			subject: span(9, 15, 9, 35),
		},
		{
			name:    "a status's relation",
			src:     "status \"rogue\" {\n  rule     = \"x.move\"\n  relation = \"self\"\n}\n",
			summary: "Invalid relation",
			detail:  `status "rogue": relation = "self": want "enemy", "allied" or "neutral".`,
			subject: span(3, 14, 3, 20),
		},
		{
			name:    "a symbol of two characters",
			src:     "patch \"terrain\" \"clear\" { symbol = \"cl\" }\n",
			summary: "Invalid symbol",
			detail:  `terrain "clear": symbol = "cl": want one printable character that is no digit, upper-case letter or space (those are the text map's unit keys and gaps).`,
			subject: span(1, 36, 1, 40),
		},
		{
			name:    "a symbol the units' keys use",
			src:     "patch \"terrain\" \"clear\" { symbol = \"C\" }\n",
			summary: "Invalid symbol",
			detail:  `terrain "clear": symbol = "C": want one printable character that is no digit, upper-case letter or space (those are the text map's unit keys and gaps).`,
			subject: span(1, 36, 1, 39),
		},
		{
			name:    "a shorthand for nothing",
			src:     "unit_shorthand \"reduced\" { rule = \"x.fire\" }\n",
			summary: "Empty shorthand",
			detail:  `unit_shorthand "reduced" stands for nothing: write face = "<face>" (a bool shows that face) or status = true (a string names a status).`,
			subject: span(1, 1, 1, 25),
		},
		{
			name:    "a shorthand for two things",
			src:     "unit_shorthand \"reduced\" {\n  rule   = \"x.fire\"\n  face   = \"reduced\"\n  status = true\n}\n",
			summary: "Ambiguous shorthand",
			detail:  `unit_shorthand "reduced" shows a face and names a status: a shorthand stands for one, face = "..." or status = true.`,
			subject: span(1, 1, 1, 25),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, _, diags := Load(Options{FS: project(typoMod(tt.src)), Ruleset: "core", Mods: []string{"typo"}})
			if tt.summary == "" {
				require.False(t, diags.HasErrors(), diags.Error())
				tt.check(t, rs)
				return
			}
			require.Len(t, diags, 1, diags.Error())
			assert.Equal(t, tt.summary, diags[0].Summary)
			assert.Equal(t, tt.detail, diags[0].Detail)
			assert.Equal(t, tt.subject, lineCol(t, diags[0].Subject))
		})
	}
}

// TestImages: an image names an SVG file of the layer that writes the
// attribute; it is read at load and refused, at the attribute, unless it
// is a plain drawing of at most MaxImageBytes.
func TestImages(t *testing.T) {
	const tank = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 5">
  <defs><path id="hull" d="M0 2h10v3H0z" style="fill: url(#shade)"/></defs>
  <use xlink:href="#hull"/>
</svg>`
	const patch = "patch \"unit_type\" \"tank\" {\n  image = \"images/tank.svg\"\n}\n"
	at := span(2, 11, 2, 28)
	tests := []struct {
		name    string
		src     string            // the mod's typo.hcl
		files   map[string]string // more files of the mod, by path in its folder
		summary string            // "" when the mod loads
		detail  string
		subject hcl.Range
	}{
		{
			name:  "decoded",
			src:   patch + "marker_kind \"smoke\" {\n  rule  = \"x.move\"\n  image = \"smoke.svg\"\n}\n",
			files: map[string]string{"images/tank.svg": tank, "smoke.svg": `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><style>circle { fill: #777 }</style><circle r="3"/></svg>`},
		},
		{
			name:    "missing file",
			src:     patch,
			summary: "Missing image",
			detail:  `unit_type "tank": image = "images/tank.svg": there is no file mods/typo/images/tank.svg.`,
			subject: at,
		},
		{
			name:    "too big",
			src:     patch,
			files:   map[string]string{"images/tank.svg": "<svg>" + strings.Repeat(" ", MaxImageBytes) + "</svg>"},
			summary: "Unreadable image",
			detail:  fmt.Sprintf(`unit_type "tank": image = "images/tank.svg": mods/typo/images/tank.svg has %d bytes; an image may have at most %d.`, MaxImageBytes+11, MaxImageBytes),
			subject: at,
		},
		{
			name:    "not an svg file",
			src:     "patch \"unit_type\" \"tank\" {\n  image = \"images/tank.png\"\n}\n",
			summary: "Invalid image",
			detail:  `unit_type "tank": image = "images/tank.png": want the path of an .svg file inside the layer's folder, relative to it and without ".." (like "images/<type>.svg").`,
			subject: at,
		},
		{
			name:    "outside the layer",
			src:     "patch \"unit_type\" \"tank\" {\n  image = \"../core/tank.svg\"\n}\n",
			summary: "Invalid image",
			detail:  `unit_type "tank": image = "../core/tank.svg": want the path of an .svg file inside the layer's folder, relative to it and without ".." (like "images/<type>.svg").`,
			subject: span(2, 11, 2, 29),
		},
		{
			name:    "not svg inside",
			src:     patch,
			files:   map[string]string{"images/tank.svg": `<html><body>tank</body></html>`},
			summary: "Invalid image",
			detail:  `unit_type "tank": image = "images/tank.svg": mods/typo/images/tank.svg has the root element <html>, not <svg>.`,
			subject: at,
		},
		{
			name:    "not well-formed",
			src:     patch,
			files:   map[string]string{"images/tank.svg": `<svg xmlns="http://www.w3.org/2000/svg"><g></svg>`},
			summary: "Invalid image",
			detail:  `unit_type "tank": image = "images/tank.svg": mods/typo/images/tank.svg is not well-formed XML: XML syntax error on line 1: element <g> closed by </svg>.`,
			subject: at,
		},
		{
			name:    "no svg namespace",
			src:     patch,
			files:   map[string]string{"images/tank.svg": `<svg viewBox="0 0 10 5"><rect width="10" height="5"/></svg>`},
			summary: "Invalid image",
			detail:  `unit_type "tank": image = "images/tank.svg": mods/typo/images/tank.svg has an <svg> root without xmlns="http://www.w3.org/2000/svg": a browser would not draw it as an image.`,
			subject: at,
		},
		{
			name:    "script refused",
			src:     patch,
			files:   map[string]string{"images/tank.svg": `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`},
			summary: "Invalid image",
			detail:  `unit_type "tank": image = "images/tank.svg": mods/typo/images/tank.svg holds a <script> element, which an image may not: it could run code or show another document.`,
			subject: at,
		},
		{
			name:    "foreign object refused",
			src:     patch,
			files:   map[string]string{"images/tank.svg": `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>`},
			summary: "Invalid image",
			detail:  `unit_type "tank": image = "images/tank.svg": mods/typo/images/tank.svg holds a <foreignObject> element, which an image may not: it could run code or show another document.`,
			subject: at,
		},
		{
			name:    "event handler refused",
			src:     patch,
			files:   map[string]string{"images/tank.svg": `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`},
			summary: "Invalid image",
			detail:  `unit_type "tank": image = "images/tank.svg": mods/typo/images/tank.svg has the event handler onload= on <svg>, which an image may not: it runs code.`,
			subject: at,
		},
		{
			name:    "external href refused",
			src:     patch,
			files:   map[string]string{"images/tank.svg": `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://example.com/track.png"/></svg>`},
			summary: "Invalid image",
			detail:  `unit_type "tank": image = "images/tank.svg": mods/typo/images/tank.svg has href="https://example.com/track.png" on <image>: an image may refer only to its own parts ("#id"), nothing outside the file.`,
			subject: at,
		},
		{
			name:    "external url in a style refused",
			src:     patch,
			files:   map[string]string{"images/tank.svg": `<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill: url( 'https://example.com/x.svg#p')"/></svg>`},
			summary: "Invalid image",
			detail:  `unit_type "tank": image = "images/tank.svg": mods/typo/images/tank.svg in style= on <rect>: a url() that does not start with '#' refers outside the file.`,
			subject: at,
		},
		{
			name:    "an animated reference refused",
			src:     patch,
			files:   map[string]string{"images/tank.svg": `<svg xmlns="http://www.w3.org/2000/svg"><a href="#hull"><set attributeName="href" to="javascript:alert(1)"/></a></svg>`},
			summary: "Invalid image",
			detail:  `unit_type "tank": image = "images/tank.svg": mods/typo/images/tank.svg animates href on <set>, which an image may not: it could set a reference or a handler.`,
			subject: at,
		},
		{
			name:    "a style sheet's import refused",
			src:     patch,
			files:   map[string]string{"images/tank.svg": `<svg xmlns="http://www.w3.org/2000/svg"><style>@import "https://example.com/a.css";</style></svg>`},
			summary: "Invalid image",
			detail:  `unit_type "tank": image = "images/tank.svg": mods/typo/images/tank.svg in <style>: an @import refers outside the file.`,
			subject: at,
		},
		{
			name:    "a document type refused",
			src:     patch,
			files:   map[string]string{"images/tank.svg": `<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>`},
			summary: "Invalid image",
			detail:  `unit_type "tank": image = "images/tank.svg": mods/typo/images/tank.svg has a <!...> declaration (a DOCTYPE or an ENTITY), which an image may not.`,
			subject: at,
		},
		{
			name:    "on a kind that does not take it",
			src:     "patch \"terrain\" \"clear\" {\n  image = \"clear.svg\"\n}\n",
			summary: "Unsupported argument",
			detail:  `terrain "clear" takes no image: image is an attribute of unit_type and marker_kind only.`,
			subject: span(2, 3, 2, 8),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := typoMod(tt.src)
			for name, src := range tt.files {
				files["mods/typo/"+name] = src
			}
			rs, _, diags := Load(Options{FS: project(files), Ruleset: "core", Mods: []string{"typo"}})
			if tt.summary == "" {
				require.False(t, diags.HasErrors(), diags.Error())
				tankType := rs.Entities[KindUnitType]["tank"]
				assert.Equal(t, "images/tank.svg", tankType.Image)
				assert.Equal(t, tank, tankType.ImageSource)
				assert.Equal(t, at, lineCol(t, &tankType.ImageAt))
				assert.Equal(t, tt.files["smoke.svg"], rs.Entities[KindMarkerKind]["smoke"].ImageSource)
				assert.Empty(t, rs.Entities[KindUnitType]["tank"].Stats["image"], "no stat")
				return
			}
			require.Len(t, diags, 1, diags.Error())
			assert.Equal(t, tt.summary, diags[0].Summary)
			assert.Equal(t, tt.detail, diags[0].Detail)
			assert.Equal(t, tt.subject, lineCol(t, diags[0].Subject))
		})
	}
}
