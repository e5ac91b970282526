package ruleset

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// The attributes of an entity block that the kernel, the script host or a
// tool reads by name. They stand beside the block's stats, never in them:
// stats are the ruleset's own, closed names (KindStat) that mean what its
// scripts say, and a kernel key among them could be neither told from a
// ruleset's stat nor checked.
const (
	// AttrHidden (on the SecretKinds): from whom the entity is hidden, one
	// of HiddenFromEnemies, HiddenFromOthers or HiddenFromAll.
	AttrHidden = "hidden"
	// AttrRevealedBy (with AttrHidden): the status that shows the entity
	// on a unit that has it.
	AttrRevealedBy = "revealed_by"
	// AttrRelations on a side: how it regards other sides, { side = relation }.
	AttrRelations = "relations"
	// AttrRelation and AttrRelationOwn on a status: how its unit regards,
	// and is regarded by, units of other sides and of its own side.
	AttrRelation    = "relation"
	AttrRelationOwn = "relation_own"
	// AttrSymbol on a terrain or marker kind: its character on the text map.
	AttrSymbol = "symbol"
	// AttrFace and AttrStatus on a unit_shorthand: the face it shows, or
	// (status = true) that its value names a status (see Shorthand).
	AttrFace   = "face"
	AttrStatus = "status"
	// AttrImage on a unit type or marker kind: an SVG file, by its path
	// in the folder of the layer that names it, that a client draws in
	// place of its own symbol. It is checked at load (checkSVG) because a
	// mod is untrusted and the picture is shown to other players.
	AttrImage = "image"
)

// From whom a secret is hidden (AttrHidden).
const (
	HiddenFromEnemies = "enemies" // the seats of the owner's enemies
	HiddenFromOthers  = "others"  // every seat but the owner's
	HiddenFromAll     = "all"     // every seat
)

// How two sides, or two units, regard each other (AttrRelations,
// AttrRelation): what data may declare. The kernel only needs to know who
// is an enemy; what allies and neutrals may do together is the ruleset's.
const (
	RelationEnemy   = "enemy"
	RelationAllied  = "allied"
	RelationNeutral = "neutral"
)

// Relations are the relations data may declare.
var Relations = []string{RelationEnemy, RelationAllied, RelationNeutral}

// SecretKinds are the entity kinds that may be hidden (AttrHidden).
var SecretKinds = []string{KindUnitType, KindItem, KindStatus, KindHolding, KindFormation, KindMarkerKind}

// kernelAttrs are the entity kinds that take each kernel attribute.
var kernelAttrs = map[string][]string{
	AttrHidden:      SecretKinds,
	AttrRevealedBy:  SecretKinds,
	AttrRelations:   {KindSide},
	AttrRelation:    {KindStatus},
	AttrRelationOwn: {KindStatus},
	AttrSymbol:      {KindTerrain, KindMarkerKind},
	AttrFace:        {KindShorthand},
	AttrStatus:      {KindShorthand},
	AttrImage:       {KindUnitType, KindMarkerKind},
}

// entitySchemas are the schemas of the entity kinds: entitySchema and the
// kernel attributes each kind takes.
var entitySchemas = func() map[string]schema {
	out := map[string]schema{}
	for _, kind := range entityKinds {
		s := schema{attrs: maps.Clone(entitySchema.attrs), blocks: entitySchema.blocks}
		for name, kinds := range kernelAttrs {
			if slices.Contains(kinds, kind) {
				s.attrs[name] = false
			}
		}
		out[kind] = s
	}
	return out
}()

// kindsTaking names the kinds that take a kernel attribute, for a message.
func kindsTaking(name string) string {
	kinds := kernelAttrs[name]
	if len(kinds) == 1 {
		return kinds[0]
	}
	return strings.Join(kinds[:len(kinds)-1], ", ") + " and " + kinds[len(kinds)-1]
}

// checkEntityAttrs runs an entity block's schema, first refusing a kernel
// attribute its kind does not take with the kinds that do. It returns the
// block without those, to decode the rest.
func (d *decoder) checkEntityAttrs(n *node, what string) *node {
	checked := n
	for _, name := range slices.Sorted(maps.Keys(n.Attrs)) {
		kinds, ok := kernelAttrs[name]
		if !ok || slices.Contains(kinds, n.Kind) {
			continue
		}
		d.errorf(n.Attrs[name].NameRange, "Unsupported argument", "%s takes no %s: %s is an attribute of %s only.", what, name, name, kindsTaking(name))
		if checked == n {
			c := *n
			c.Attrs = maps.Clone(n.Attrs)
			checked = &c
		}
		delete(checked.Attrs, name)
	}
	d.diags = append(d.diags, entitySchemas[n.Kind].check(checked, what)...)
	return checked
}

// kernelStatsIn refuses a kernel attribute written as a stat, of the
// block's front or of a face, saying where it goes now.
func (d *decoder) kernelStatsIn(n *node, what string) {
	refuse := func(stats *hclsyntax.Attribute, face string) {
		o, ok := stats.Expr.(*hclsyntax.ObjectConsExpr)
		if !ok {
			return
		}
		for _, item := range o.Items {
			name, ok := objectKey(item.KeyExpr)
			if !ok {
				continue
			}
			kinds, kernel := kernelAttrs[name]
			switch {
			case !kernel:
			case !slices.Contains(kinds, n.Kind):
				d.errorf(item.KeyExpr.Range(), "Kernel attribute in stats", "`%s` is a kernel attribute of %s only, not a stat: %s takes none, and no stat may be named so.", name, kindsTaking(name), what)
			case face != "":
				d.errorf(item.KeyExpr.Range(), "Kernel attribute in stats", "`%s` is an attribute of %s, not a stat of its face %q: write `%s = %s` beside the block's `stats`; a face does not change it.", name, what, face, name, sourceOf(item.ValueExpr))
			default:
				d.errorf(item.KeyExpr.Range(), "Kernel attribute in stats", "`%s` is an attribute of %s, not a stat: write `%s = %s` beside `stats`.", name, what, name, sourceOf(item.ValueExpr))
			}
		}
	}
	if a, ok := n.Attrs["stats"]; ok {
		refuse(a, "")
	}
	for _, b := range n.Blocks {
		if a, ok := b.Attrs["stats"]; ok && b.Kind == "face" {
			refuse(a, b.name())
		}
	}
}

// sourceOf writes a value as HCL on one line, for a message that says how
// to write it; "..." when it is no plain value.
func sourceOf(expr hclsyntax.Expression) string {
	v, diags := expr.Value(nil)
	if diags.HasErrors() || !v.IsWhollyKnown() {
		return "..."
	}
	var write func(v cty.Value) string
	write = func(v cty.Value) string {
		switch {
		case v.IsNull():
			return "null"
		case v.Type() == cty.String:
			return fmt.Sprintf("%q", v.AsString())
		case v.Type() == cty.Number:
			return v.AsBigFloat().Text('f', -1)
		case v.Type() == cty.Bool:
			return fmt.Sprint(v.True())
		case v.Type().IsObjectType() || v.Type().IsMapType():
			m := v.AsValueMap()
			items := make([]string, 0, len(m))
			for _, k := range slices.Sorted(maps.Keys(m)) {
				key := k
				if !hclsyntax.ValidIdentifier(k) || strings.Contains(k, "-") { // as the data writes "black-hand"
					key = fmt.Sprintf("%q", k)
				}
				items = append(items, key+" = "+write(m[k]))
			}
			if len(items) == 0 {
				return "{}"
			}
			return "{ " + strings.Join(items, ", ") + " }"
		case v.CanIterateElements():
			var items []string
			for _, e := range v.AsValueSlice() {
				items = append(items, write(e))
			}
			return "[" + strings.Join(items, ", ") + "]"
		}
		return "..."
	}
	return write(v)
}

// kernelAttrsOf decodes the kernel attributes of an entity block (one
// checkEntityAttrs left only those its kind takes), each value checked as
// the kernel reads it.
func (d *decoder) kernelAttrsOf(n *node, e *Entity, what string) {
	oneOf := func(name string, allowed []string) string {
		s := d.str(n, name)
		if a, ok := n.Attrs[name]; ok && s != "" && !slices.Contains(allowed, s) {
			d.errorf(a.Expr.Range(), "Invalid "+name, "%s: %s = %q: want %s.", what, name, s, quotedOr(allowed))
			return ""
		}
		return s
	}
	e.Hidden = oneOf(AttrHidden, []string{HiddenFromEnemies, HiddenFromOthers, HiddenFromAll})
	e.RevealedBy = d.str(n, AttrRevealedBy)
	if a, ok := n.Attrs[AttrRevealedBy]; ok {
		e.RevealedByAt = a.Expr.Range()
		if _, hidden := n.Attrs[AttrHidden]; !hidden {
			d.errorf(a.NameRange, "Revealed but not hidden", "%s: %s names the status that shows a secret, and the block says no %s = %s: from whom it is hidden.", what, AttrRevealedBy, AttrHidden, quotedOr([]string{HiddenFromEnemies, HiddenFromOthers, HiddenFromAll}))
		}
	}
	if a, ok := n.Attrs[AttrRelations]; ok {
		e.RelationsAt = a.Expr.Range()
		for side, v := range d.object(n, AttrRelations) {
			if v.IsNull() {
				continue // a patch's way to drop one
			}
			if v.Type() != cty.String || !slices.Contains(Relations, v.AsString()) {
				d.errorf(a.Expr.Range(), "Invalid relations", "%s: relations.%s must be %s.", what, side, quotedOr(Relations))
				continue
			}
			if e.Relations == nil {
				e.Relations = map[string]string{}
			}
			e.Relations[side] = v.AsString()
		}
	}
	e.Relation = oneOf(AttrRelation, Relations)
	e.RelationOwn = oneOf(AttrRelationOwn, Relations)
	e.Symbol = d.str(n, AttrSymbol)
	if a, ok := n.Attrs[AttrSymbol]; ok && !validSymbol(e.Symbol) {
		d.errorf(a.Expr.Range(), "Invalid symbol", "%s: symbol = %q: want one printable character that is no digit, upper-case letter or space (those are the text map's unit keys and gaps).", what, e.Symbol)
		e.Symbol = ""
	}
	e.Image = d.str(n, AttrImage)
	if a, ok := n.Attrs[AttrImage]; ok {
		e.ImageAt = a.Expr.Range()
		if !fs.ValidPath(e.Image) || path.Ext(e.Image) != ".svg" {
			d.errorf(a.Expr.Range(), "Invalid image", "%s: image = %q: want the path of an .svg file inside the layer's folder, relative to it and without \"..\" (like \"images/<type>.svg\").", what, e.Image)
			e.Image = ""
		}
	}
	if n.Kind == KindShorthand {
		e.Shorthand = Shorthand{Face: d.str(n, AttrFace), Status: d.boolean(n, AttrStatus)}
		switch {
		case e.Shorthand.Face != "" && e.Shorthand.Status:
			d.errorf(n.DefRange, "Ambiguous shorthand", "%s shows a face and names a status: a shorthand stands for one, face = \"...\" or status = true.", what)
		case e.Shorthand.Face == "" && !e.Shorthand.Status:
			d.errorf(n.DefRange, "Empty shorthand", "%s stands for nothing: write face = \"<face>\" (a bool shows that face) or status = true (a string names a status).", what)
		}
	}
}

func validSymbol(s string) bool {
	return len(s) == 1 && s[0] > ' ' && s[0] < 0x7f && !(s[0] >= '0' && s[0] <= '9') && !(s[0] >= 'A' && s[0] <= 'Z')
}

// quotedOr writes choices as `"a", "b" or "c"`.
func quotedOr(choices []string) string {
	q := make([]string, len(choices))
	for i, c := range choices {
		q[i] = fmt.Sprintf("%q", c)
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}

// checkKernelAttrs checks what kernel attributes name against the whole
// ruleset: a revealed_by's status and a side's relations' sides.
func checkKernelAttrs(rs *Ruleset) hcl.Diagnostics {
	var diags hcl.Diagnostics
	statuses := NewSpeller(slices.Collect(maps.Keys(rs.Entities[KindStatus])))
	sides := NewSpeller(slices.Collect(maps.Keys(rs.Entities[KindSide])))
	for _, kind := range entityKinds {
		for _, id := range slices.Sorted(maps.Keys(rs.Entities[kind])) {
			e := rs.Entities[kind][id]
			if e.RevealedBy != "" && rs.Entities[KindStatus][e.RevealedBy] == nil {
				diags = append(diags, diagAt(e.RevealedByAt, "Unknown status", "%s %q: revealed_by = %q: no status of that name.%s", kind, id, e.RevealedBy, statuses.DidYouMean(e.RevealedBy)))
			}
			for _, side := range slices.Sorted(maps.Keys(e.Relations)) {
				if rs.Entities[KindSide][side] == nil {
					diags = append(diags, diagAt(e.RelationsAt, "Unknown side", "%s %q: relations.%s: no side of that name.%s", kind, id, side, sides.DidYouMean(side)))
				}
			}
		}
	}
	return diags
}

// readImages reads the SVG file each entity's image names, from the folder
// of the layer whose block wrote the attribute (a mod's patch names a file
// of the mod), and keeps it in the entity once checkSVG passes it. Each
// problem is reported at the attribute.
func (l *loader) readImages(rs *Ruleset) {
	for _, kind := range kernelAttrs[AttrImage] {
		for _, id := range slices.Sorted(maps.Keys(rs.Entities[kind])) {
			e := rs.Entities[kind][id]
			if e.Image == "" {
				continue
			}
			at := e.ImageAt
			what := fmt.Sprintf("%s %q: image = %q", kind, id, e.Image)
			dir := ""
			for _, layer := range rs.Layers {
				if strings.HasPrefix(at.Filename, layer.Dir+"/") {
					dir = layer.Dir
				}
			}
			if dir == "" {
				l.errorf(&at, "Invalid image", "%s: the attribute is in no layer's folder, so no folder to find the file in.", what)
				continue
			}
			name := path.Join(dir, e.Image)
			src, err := readImage(l.fsys, name)
			switch {
			case errors.Is(err, fs.ErrNotExist):
				l.errorf(&at, "Missing image", "%s: there is no file %s.", what, name)
				continue
			case err != nil:
				l.errorf(&at, "Unreadable image", "%s: %v.", what, err)
				continue
			}
			if l.bytes += len(src); l.bytes > MaxLoadBytes {
				l.errorf(&at, "Too much to load", "With %s the files of this load pass %d bytes, all layers together.", name, MaxLoadBytes)
				return
			}
			if err := checkSVG(src); err != nil {
				l.errorf(&at, "Invalid image", "%s: %s %v.", what, name, err)
				continue
			}
			e.ImageSource = string(src)
		}
	}
}

// readImage reads an image file of at most MaxImageBytes.
func readImage(fsys fs.FS, name string) ([]byte, error) {
	_, info, err := resolve(fsys, name)
	if err != nil {
		return nil, err
	}
	if info.Mode().IsRegular() && info.Size() > MaxImageBytes {
		return nil, fmt.Errorf("%s has %d bytes; an image may have at most %d", name, info.Size(), MaxImageBytes)
	}
	src, err := readFile(fsys, name)
	if err == nil && len(src) > MaxImageBytes { // it grew since
		err = fmt.Errorf("%s has more than the %d bytes an image may have", name, MaxImageBytes)
	}
	return src, err
}

// svgNamespace is the namespace an image's root must be in.
const svgNamespace = "http://www.w3.org/2000/svg"

// svgRefusedElements are the elements an image may not hold: what runs
// code or embeds another document. Names are compared in lower case.
var svgRefusedElements = []string{"script", "foreignobject", "iframe", "embed", "object", "handler", "listener"}

// checkSVG makes sure an image is a drawing and nothing more: well-formed
// XML with one root, <svg>, and no document type (its entities could
// expand without bound), no script, no foreign content, no event handler
// attributes and no reference to anything outside the file (an href or
// a CSS url() not starting with '#', an @import). A browser shows an SVG
// used as an image without running it, but the file is also served on its
// own and a client might inline it.
func checkSVG(src []byte) error {
	dec := xml.NewDecoder(bytes.NewReader(src))
	dec.Strict = true
	depth, roots := 0, 0
	inStyle := false
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fmt.Errorf("is not well-formed XML: %w", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			local := strings.ToLower(t.Name.Local)
			if depth == 0 {
				if roots++; roots > 1 {
					return errors.New("has more than one root element")
				}
				if local != "svg" {
					return fmt.Errorf("has the root element <%s>, not <svg>", t.Name.Local)
				}
				if t.Name.Space != svgNamespace {
					return fmt.Errorf("has an <svg> root without xmlns=%q: a browser would not draw it as an image", svgNamespace)
				}
			}
			depth++
			if slices.Contains(svgRefusedElements, local) {
				return fmt.Errorf("holds a <%s> element, which an image may not: it could run code or show another document", t.Name.Local)
			}
			inStyle = local == "style"
			for _, a := range t.Attr {
				if err := checkSVGAttr(t.Name.Local, a); err != nil {
					return err
				}
			}
		case xml.EndElement:
			depth--
			inStyle = false
		case xml.CharData:
			if inStyle {
				if err := checkCSS(string(t)); err != nil {
					return fmt.Errorf("in <style>: %w", err)
				}
			}
		case xml.Directive:
			return errors.New("has a <!...> declaration (a DOCTYPE or an ENTITY), which an image may not")
		case xml.ProcInst:
			if t.Target != "xml" {
				return fmt.Errorf("has the processing instruction <?%s?>, which an image may not", t.Target)
			}
		}
	}
	if roots == 0 {
		return errors.New("has no <svg> element")
	}
	return nil
}

// checkSVGAttr refuses an attribute that runs code or refers outside the
// file, in an element named elem.
func checkSVGAttr(elem string, a xml.Attr) error {
	name := strings.ToLower(a.Name.Local)
	value := strings.TrimSpace(a.Value)
	switch {
	case strings.HasPrefix(name, "on"):
		return fmt.Errorf("has the event handler %s= on <%s>, which an image may not: it runs code", a.Name.Local, elem)
	case name == "href" && !strings.HasPrefix(value, "#"):
		return fmt.Errorf("has href=%q on <%s>: an image may refer only to its own parts (\"#id\"), nothing outside the file", a.Value, elem)
	case name == "attributename" && (strings.HasSuffix(strings.ToLower(value), "href") || strings.HasPrefix(strings.ToLower(value), "on")):
		return fmt.Errorf("animates %s on <%s>, which an image may not: it could set a reference or a handler", a.Value, elem)
	}
	if err := checkCSS(a.Value); err != nil {
		return fmt.Errorf("in %s= on <%s>: %w", a.Name.Local, elem, err)
	}
	return nil
}

// checkCSS refuses, in a style sheet or any attribute, a url() that does
// not point inside the file and an @import.
func checkCSS(s string) error {
	lower := strings.ToLower(s)
	if strings.Contains(lower, "@import") {
		return errors.New("an @import refers outside the file")
	}
	for rest := lower; ; {
		i := strings.Index(rest, "url(")
		if i < 0 {
			return nil
		}
		rest = rest[i+len("url("):]
		target := strings.TrimLeft(rest, " \t\n\r'\"")
		if !strings.HasPrefix(target, "#") {
			return errors.New("a url() that does not start with '#' refers outside the file")
		}
	}
}
