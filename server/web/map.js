// The map: hexes drawn once per game and updated hex by hex as the view
// changes, counters drawn from the units' data (side colour, a NATO-style
// symbol from the type's tags or the picture the ruleset names for the
// type, name and factors, marks, status chips),
// zoom and pan, a tab per map with a minimap of them all, a hex inspector
// and a legend. It reads the
// globals app.js keeps (G, name, unitByID, sideColour...).
'use strict';

const SIZE = 30; // hex radius in SVG units
// ZOOM is the default scale, pixels per SVG unit: the counters' smallest
// text (FONT units) is then at least 10 px high.
const ZOOM = 1.6;
const FONT = 6.4;
const CW = 42, CH = 48; // a counter's width and height
const TERRAIN_COLOURS = {
  clear: '#e9e6cf', open: '#e9e6cf', 'crop-field': '#dccf7c', sand: '#efdca6', urban: '#b8aa9c', city: '#b0a092',
  woods: '#86ad70', forest: '#86ad70', palm: '#9dbb74', water: '#86b8de', river: '#86b8de', marsh: '#a9c7b0',
  rough: '#c9b48f', graveyard: '#a9a9b8', shellholes: '#cdbf9f',
};
// a terrain's symbol: a pattern laid over its colour
const TERRAIN_PATTERNS = {
  woods: 'trees', forest: 'trees', palm: 'trees', urban: 'buildings', city: 'buildings', water: 'waves', river: 'waves',
  'crop-field': 'hatch', sand: 'dots', rough: 'dots', marsh: 'reeds', graveyard: 'crosses', shellholes: 'craters',
};
const LINE_FEATURES = { road: '#8a6d3b', river: '#3d7fc1', rail: '#444' };
// markers that cover a hex, with the colour they tint it
const MARKER_TINTS = { smoke: '#777', fog: '#ccc', fire: '#e8590c', radiation: '#f2d600', darkness: '#223', 'acid-rain': '#7cb342', sandstorm: '#d7a86e', heatwave: '#ff8a65', radwind: '#d4e157' };

// a unit's symbol, from its type's tags (first that has one) or movement class
const SYMBOLS = [
  ['hero', 'hero'], ['object', 'object'], ['spaa', 'spaa'], ['spa', 'spa'], ['apc', 'apc'], ['recon', 'recon'],
  ['tank', 'tank'], ['helicopter', 'helicopter'], ['plane', 'plane'], ['supply', 'supply'], ['engineering', 'engineer'], ['infantry', 'infantry'],
];
// the symbols' names in the legend: the program's page words
const SYMBOL_NAMES = {
  hero: 'page.symbol_hero', object: 'page.symbol_object', spaa: 'page.symbol_spaa', spa: 'page.symbol_spa', apc: 'page.symbol_apc',
  recon: 'page.symbol_recon', tank: 'page.symbol_tank', helicopter: 'page.symbol_helicopter', plane: 'page.symbol_plane', supply: 'page.symbol_supply',
  engineer: 'page.symbol_engineer', infantry: 'page.symbol_infantry', unit: 'page.symbol_unit',
};
// the terrain patterns' names in the legend
const PATTERN_NAMES = {
  trees: 'page.pattern_trees', buildings: 'page.pattern_buildings', waves: 'page.pattern_waves', hatch: 'page.pattern_hatch',
  dots: 'page.pattern_dots', reeds: 'page.pattern_reeds', crosses: 'page.pattern_crosses', craters: 'page.pattern_craters',
};

function symbolOf(u) {
  const tags = u.tags || [];
  for (const [tag, sym] of SYMBOLS) if (tags.includes(tag) || u.movement === tag) return sym;
  return 'unit';
}

function drawSymbol(sym, x, y, w, h) {
  const g = svg('g', { class: 'symbol' });
  g.append(svg('rect', { x, y, width: w, height: h, fill: '#fff', stroke: '#111', 'stroke-width': 0.7 }));
  const line = (x1, y1, x2, y2) => g.append(svg('line', { x1, y1, x2, y2, stroke: '#111', 'stroke-width': 0.7 }));
  const track = () => g.append(svg('rect', { x: x + w * 0.2, y: y + h * 0.25, width: w * 0.6, height: h * 0.5, rx: h * 0.25, fill: 'none', stroke: '#111', 'stroke-width': 0.7 }));
  switch (sym) {
    case 'infantry': line(x, y, x + w, y + h); line(x, y + h, x + w, y); break;
    case 'tank': track(); break;
    case 'recon': line(x, y + h, x + w, y); break;
    case 'apc': track(); line(x, y, x + w, y + h); line(x, y + h, x + w, y); break;
    case 'spa': track(); g.append(svg('circle', { cx: x + w / 2, cy: y + h / 2, r: 1, fill: '#111' })); break;
    case 'spaa': track(); g.append(svg('path', { d: `M${x + 2} ${y + h} Q${x + w / 2} ${y - h * 0.4} ${x + w - 2} ${y + h}`, fill: 'none', stroke: '#111', 'stroke-width': 0.7 })); break;
    case 'helicopter': g.append(svg('path', { d: `M${x + 3} ${y + 2}L${x + w - 3} ${y + h - 2}L${x + w - 3} ${y + 2}L${x + 3} ${y + h - 2}Z`, fill: '#111' })); break;
    case 'plane': g.append(svg('path', { d: `M${x + 2} ${y + h / 2}L${x + w - 2} ${y + h / 2}M${x + w / 2} ${y + 1}L${x + w / 2} ${y + h - 1}`, stroke: '#111', 'stroke-width': 1 })); break;
    case 'supply': line(x, y + h * 0.7, x + w, y + h * 0.7); break;
    case 'engineer': g.append(svg('path', { d: `M${x + 4} ${y + h * 0.7}V${y + h * 0.3}H${x + w - 4}V${y + h * 0.7}M${x + w / 2} ${y + h * 0.3}V${y + h * 0.7}`, fill: 'none', stroke: '#111', 'stroke-width': 0.7 })); break;
    case 'hero': g.append(svg('path', { d: star(x + w / 2, y + h / 2, h * 0.45), fill: '#c9a100' })); break;
    case 'object': g.append(svg('path', { d: `M${x + w / 2} ${y + 1}L${x + w - 4} ${y + h / 2}L${x + w / 2} ${y + h - 1}L${x + 4} ${y + h / 2}Z`, fill: '#555' })); break;
  }
  return g;
}

function star(cx, cy, r) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5, rr = i % 2 ? r * 0.45 : r;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)} ${(cy + rr * Math.sin(a)).toFixed(1)}`);
  }
  return `M${pts.join('L')}Z`;
}

// short is a chip's text: the display name when it is short, else its
// initials (the legend and the counter's title give it whole).
function short(id, max = 5) {
  const n = name(id);
  if (n.length <= max) return n;
  const words = n.split(/[\s-]+/).filter(Boolean);
  return (words.length > 1 ? words.map((w) => w[0]).join('') : n.slice(0, 3)).toUpperCase().slice(0, max);
}

// nameLines splits a unit's name into the lines a counter shows: whole,
// on at most two lines, squeezed (never cut) when a word is too long.
const LINE_CHARS = 11;
function nameLines(n) {
  if (n.length <= LINE_CHARS || !n.includes(' ')) return [n];
  let best = [n], worst = Infinity;
  const words = n.split(' ');
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' '), b = words.slice(i).join(' ');
    const w = Math.max(a.length, b.length);
    if (w < worst) { worst = w; best = [a, b]; }
  }
  return best;
}

// factors are a counter's numbers: each weapon's first number after its
// name, then the unit's stats, as a physical counter prints them.
function factorLines(u) {
  const weapons = (u.weapons || []).map((w) => {
    const n = Object.values(w.attrs).find((x) => typeof x === 'number');
    return n === undefined ? '' : `${w.name.toUpperCase()}${n}`;
  }).filter(Boolean).join(' ');
  const stats = Object.values(u.stats || {}).filter((x) => typeof x === 'number').join('-');
  return [weapons, stats].filter(Boolean);
}

function text(x, y, s, cls, fit) {
  const attrs = { x, y, 'text-anchor': 'middle', class: cls };
  // a line wider than the counter is squeezed to fit, not cut
  if (fit && s.length * FONT * 0.56 > fit) Object.assign(attrs, { textLength: fit, lengthAdjust: 'spacingAndGlyphs' });
  return svg('text', attrs, s);
}

function counter(u, x, y, targets) {
  const cls = ['counter'];
  if (u.id === G.selected) cls.push('selected');
  if (targets.has(u.id)) cls.push('target');
  const g = svg('g', { class: cls.join(' '), 'data-unit': u.id, 'data-hex': u.hex });
  g.append(svg('rect', { class: 'body', x, y, width: CW, height: CH, rx: 2.5, fill: sideColour(u.side) }));
  if (u.face) g.append(svg('path', { class: 'face', d: `M${x + CW - 9} ${y}H${x + CW}V${y + 9}Z`, fill: '#fff' }));
  const lines = nameLines(u.name);
  let cy = y + 7.5;
  for (const l of lines) { g.append(text(x + CW / 2, cy, l, 'name', CW - 4)); cy += FONT + 0.3; }
  const symTop = cy - FONT + 2.5;
  // a picture the ruleset names for the type takes the symbol's place, on
  // a plate so it reads on any side's colour; the marks beside it stay
  if (u.image) {
    g.append(svg('rect', { class: 'image-plate', x: x + CW / 2 - 10.5, y: symTop - 0.5, width: 21, height: 11, rx: 1.5 }));
    g.append(svg('image', { class: 'unit-image', href: u.image, x: x + CW / 2 - 10, y: symTop, width: 20, height: 10, preserveAspectRatio: 'xMidYMid meet' }));
  } else g.append(drawSymbol(symbolOf(u), x + CW / 2 - 9, symTop, 18, 10));
  // marks beside the symbol: a leader or item attached (CO, 2IC) on the
  // left, what it carries and transports on the right
  const left = (u.attached || []).map((a) => short(a, 3));
  if (left.length) g.append(text(x + 5.5, symTop + 7.5, left[0], 'mark', 10));
  const right = (u.carries || []).length + (u.transports || []).length;
  if (right) g.append(text(x + CW - 5.5, symTop + 7.5, `+${right}`, 'mark', 10));
  cy = symTop + 10 + FONT + 0.5;
  for (const l of factorLines(u)) { g.append(text(x + CW / 2, cy, l, 'factors', CW - 4)); cy += FONT + 0.3; }
  // statuses as chips along the counter's foot
  const st = u.statuses || [];
  st.slice(0, 2).forEach((s, i) => {
    const w = st.length > 1 ? CW / 2 - 1.5 : CW - 3;
    const cx = x + 1.5 + i * (w + 0.5);
    g.append(svg('rect', { class: 'chip', x: cx, y: y + CH - 8.5, width: w, height: 7.5, rx: 1.5 }));
    g.append(text(cx + w / 2, y + CH - 2.6, i === 1 && st.length > 2 ? `+${st.length - 1}` : short(s, st.length > 1 ? 4 : 9), 'chip-text', w - 1));
  });
  const marks = [...(u.attached || []), ...(u.carries || [])].map(name);
  g.append(svg('title', {}, `${u.name} (${u.id}), ${name(u.side)}${u.formation ? ', ' + name(u.formation) : ''}${u.face ? t('page.counter_face', { face: idWords(u.face) }) : ''}` +
    `${st.length ? '; ' + st.map(name).join(', ') : ''}${marks.length ? t('page.counter_with', { marks: marks.join(', ') }) : ''}` +
    `${(u.transports || []).length ? t('page.counter_carrying', { units: u.transports.map((id) => (unitByID(id) || { name: id }).name).join(', ') }) : ''}`));
  g.addEventListener('click', (ev) => { ev.stopPropagation(); if (!M.dragged) clickUnit(u.id); });
  if (targets.has(u.id)) g.addEventListener('mouseenter', () => preview(targets.get(u.id)[0]));
  return g;
}

// ---- geometry -------------------------------------------------------------

function centre(m, h) {
  if (m.orientation === 'pointy') return [SIZE * Math.sqrt(3) * (h.q + h.r / 2), SIZE * 1.5 * h.r];
  return [SIZE * 1.5 * h.q, SIZE * Math.sqrt(3) * (h.r + h.q / 2)];
}
function corners(m, x, y, size = SIZE) {
  const start = m.orientation === 'pointy' ? 30 : 0;
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = ((start + 60 * i) * Math.PI) / 180;
    pts.push(`${(x + size * Math.cos(a)).toFixed(1)},${(y + size * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}
const AXIAL_DIRS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];

// onMap reports whether a hex label is of map m (labels of several maps
// are qualified, "magdeburg:J7").
function onMap(m, label) {
  return Boolean(label) && (!label.includes(':') || label.startsWith(m.id + ':'));
}

// patterns are the terrain symbols of one map's SVG; their ids are the
// map's own, as a url(#id) finds the first of a page's ids, which may be
// in a map tab not shown (and so not drawn).
function patterns(prefix) {
  const defs = svg('defs');
  const pat = (id, w, h, ...shapes) => defs.append(svg('pattern', { id: prefix + id, width: w, height: h, patternUnits: 'userSpaceOnUse' }, ...shapes));
  pat('trees', 12, 12, svg('circle', { cx: 4, cy: 4, r: 2.6, fill: '#4f7d3c' }), svg('circle', { cx: 10, cy: 10, r: 2.2, fill: '#4f7d3c' }));
  pat('buildings', 12, 12, svg('rect', { x: 2, y: 2, width: 5, height: 4, fill: '#6e6258' }), svg('rect', { x: 8, y: 7, width: 3, height: 4, fill: '#6e6258' }));
  pat('waves', 12, 6, svg('path', { d: 'M0 3 Q3 0 6 3 T12 3', fill: 'none', stroke: '#3d7fc1', 'stroke-width': 0.8 }));
  pat('hatch', 6, 6, svg('path', { d: 'M0 6L6 0', stroke: '#a8953a', 'stroke-width': 0.8 }));
  pat('dots', 6, 6, svg('circle', { cx: 2, cy: 2, r: 0.7, fill: '#8a7340' }));
  pat('reeds', 8, 8, svg('path', { d: 'M2 7V3M4 7V2M6 7V4', stroke: '#4a7a5a', 'stroke-width': 0.6 }));
  pat('crosses', 10, 10, svg('path', { d: 'M4 2V8M2 4H6', stroke: '#444', 'stroke-width': 0.8 }));
  pat('craters', 10, 10, svg('circle', { cx: 4, cy: 4, r: 2, fill: 'none', stroke: '#6b5a3a', 'stroke-width': 0.7 }));
  return defs;
}

// ---- drawing and redrawing -----------------------------------------------

// M holds what is drawn: per map its SVG and layers, per hex what its
// drawing was made of, so a redraw touches only what changed.
const M = { key: '', maps: new Map(), zoom: ZOOM, tab: '', dragged: false, fanned: '', drawMs: 0 };

function buildMaps(v) {
  const box = $('#maps-inner');
  box.replaceChildren();
  M.maps.clear();
  const tabs = $('#map-tabs');
  tabs.replaceChildren();
  if (!v.maps.some((m) => m.id === M.tab)) M.tab = v.maps[0] ? v.maps[0].id : '';
  for (const m of v.maps) {
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const h of m.hexes) {
      const [x, y] = centre(m, h);
      minX = Math.min(minX, x); minY = Math.min(minY, y); maxX = Math.max(maxX, x); maxY = Math.max(maxY, y);
    }
    const pad = SIZE + 4;
    const w = maxX - minX + 2 * pad, h = maxY - minY + 2 * pad;
    const root = svg('svg', { viewBox: `${minX - pad} ${minY - pad} ${w} ${h}`, 'data-map': m.id });
    const pat = `pat-${M.maps.size}-`;
    root.append(patterns(pat));
    const layers = { hexes: svg('g'), lines: svg('g', { class: 'lines' }), marks: svg('g'), costs: svg('g'), units: svg('g') };
    root.append(layers.hexes, layers.lines, layers.marks, layers.costs, layers.units);
    const wrap = el('div', { class: 'map', 'data-map': m.id });
    if (m.id !== M.tab) wrap.hidden = true;
    wrap.append(root);
    box.append(wrap);
    const byAxial = new Map(m.hexes.map((hx) => [`${hx.q},${hx.r}`, hx]));
    const byLabel = new Map(m.hexes.map((hx) => [hx.label, hx]));
    M.maps.set(m.id, { m, root, wrap, layers, w, h, vx: minX - pad, vy: minY - pad, byAxial, byLabel, pat, hexes: new Map(), reach: new Set() });
    if (v.maps.length > 1) {
      tabs.append(el('button', { 'data-tab': m.id, class: m.id === M.tab ? 'on' : '', onclick: () => showTab(m.id) }, m.title || m.id));
    }
  }
  tabs.hidden = v.maps.length < 2;
  buildMinimap(v);
  applyZoom();
}

function showTab(id) {
  M.tab = id;
  for (const [mid, d] of M.maps) d.wrap.hidden = mid !== id;
  for (const b of document.querySelectorAll('#map-tabs button')) b.classList.toggle('on', b.dataset.tab === id);
  updateViewport();
}

// ---- the minimap ------------------------------------------------------------

// MINI_W is a map's width on the minimap, in pixels.
const MINI_W = 130;

// buildMinimap draws, for a game of several maps, a small overview of
// each: its terrain once (a path per colour), a dot per counter (moved
// one by one as units move, see drawMinimap) and the part of the map the
// viewport shows. A click goes there.
function buildMinimap(v) {
  const box = $('#minimap');
  M.mini = new Map();
  M.dots = new Map();
  box.replaceChildren();
  box.hidden = v.maps.length < 2;
  if (box.hidden) return;
  for (const m of v.maps) {
    const d = M.maps.get(m.id);
    const root = svg('svg', { viewBox: `${d.vx} ${d.vy} ${d.w} ${d.h}`, width: MINI_W, height: Math.round((MINI_W * d.h) / d.w), 'data-minimap': m.id });
    const byColour = new Map();
    for (const h of m.hexes) {
      const [x, y] = centre(m, h);
      const fill = TERRAIN_COLOURS[h.terrain] || hashColour(h.terrain);
      byColour.set(fill, `${byColour.get(fill) || ''}M${corners(m, x, y).split(' ').join('L')}Z`);
    }
    for (const [fill, path] of byColour) root.append(svg('path', { d: path, fill }));
    const dots = svg('g', { class: 'dots' });
    const view = svg('rect', { class: 'viewport', x: d.vx, y: d.vy, width: 0, height: 0 });
    root.append(dots, view);
    root.addEventListener('click', (ev) => jumpTo(m.id, ev));
    const wrap = el('div', { class: 'mini', 'data-map': m.id }, el('div', {}, m.title || m.id), root);
    box.append(wrap);
    M.mini.set(m.id, { root, dots, view, wrap });
  }
}

// drawMinimap moves the dots of the units that moved, adds those that
// came on a map and takes away those that left the maps.
function drawMinimap() {
  if (!M.mini || !M.mini.size) return;
  const seen = new Set();
  for (const u of G.view.units) {
    if (!u.alive || !u.on_map || u.aboard || !u.hex) continue;
    for (const [id, mm] of M.mini) {
      const d = M.maps.get(id);
      const h = d.byLabel.get(u.hex);
      if (!h) continue;
      seen.add(u.id);
      const fill = sideColour(u.side);
      let rec = M.dots.get(u.id);
      if (rec && rec.map === id && rec.hex === u.hex && rec.fill === fill) break;
      if (!rec || rec.map !== id) {
        if (rec) rec.dot.remove();
        rec = { dot: svg('circle', { class: 'dot', r: SIZE * 0.6, 'data-dot': u.id }), map: id };
        mm.dots.append(rec.dot);
        M.dots.set(u.id, rec);
      }
      const [x, y] = centre(d.m, h);
      rec.dot.setAttribute('cx', x.toFixed(1));
      rec.dot.setAttribute('cy', y.toFixed(1));
      rec.dot.setAttribute('fill', fill);
      Object.assign(rec, { hex: u.hex, fill });
      break;
    }
  }
  for (const [id, rec] of M.dots) if (!seen.has(id)) { rec.dot.remove(); M.dots.delete(id); }
}

// updateViewport draws on the shown map's overview the part the viewport
// shows.
function updateViewport() {
  if (!M.mini || !M.mini.size) return;
  const box = $('#maps-inner');
  const b = box.getBoundingClientRect();
  for (const [id, mm] of M.mini) {
    const on = id === M.tab;
    mm.wrap.classList.toggle('on', on);
    mm.view.setAttribute('visibility', on ? 'visible' : 'hidden');
    if (!on) continue;
    const d = M.maps.get(id);
    const r = d.root.getBoundingClientRect();
    const k = r.width / d.w || 1;
    mm.view.setAttribute('x', (d.vx + (b.left - r.left) / k).toFixed(1));
    mm.view.setAttribute('y', (d.vy + (b.top - r.top) / k).toFixed(1));
    mm.view.setAttribute('width', (box.clientWidth / k).toFixed(1));
    mm.view.setAttribute('height', (box.clientHeight / k).toFixed(1));
  }
}

// jumpTo shows a map with the point of its overview clicked in the middle.
function jumpTo(id, ev) {
  const mm = M.mini.get(id), d = M.maps.get(id);
  const pt = mm.root.createSVGPoint();
  pt.x = ev.clientX;
  pt.y = ev.clientY;
  const p = pt.matrixTransform(mm.root.getScreenCTM().inverse());
  if (id !== M.tab) showTab(id);
  const box = $('#maps-inner');
  const b = box.getBoundingClientRect(), r = d.root.getBoundingClientRect();
  const k = r.width / d.w || 1;
  box.scrollLeft += r.left - b.left + (p.x - d.vx) * k - box.clientWidth / 2;
  box.scrollTop += r.top - b.top + (p.y - d.vy) * k - box.clientHeight / 2;
  updateViewport();
}

// hexSig is what a hex's static drawing is made of.
const hexSig = (h) => `${h.terrain}|${(h.features || []).join(',')}|${h.name || ''}`;

function drawHex(d, h) {
  const { m } = d;
  const [x, y] = centre(m, h);
  let rec = d.hexes.get(h.label);
  if (!rec) {
    rec = { g: svg('g'), sig: '', poly: null };
    d.hexes.set(h.label, rec);
    d.layers.hexes.append(rec.g);
  }
  const sig = hexSig(h);
  if (rec.sig === sig) return rec;
  rec.sig = sig;
  rec.g.replaceChildren();
  const poly = svg('polygon', { points: corners(m, x, y), class: 'hex', 'data-hex': h.label, fill: TERRAIN_COLOURS[h.terrain] || hashColour(h.terrain) });
  poly.addEventListener('click', () => { if (!M.dragged) clickHex(h.label); });
  poly.addEventListener('mouseenter', () => showPath(d, h.label));
  poly.addEventListener('mouseleave', () => showPath(d, ''));
  rec.poly = poly;
  rec.g.append(poly);
  if (TERRAIN_PATTERNS[h.terrain]) rec.g.append(svg('polygon', { points: corners(m, x, y, SIZE - 1), class: 'overlay', fill: `url(#${d.pat}${TERRAIN_PATTERNS[h.terrain]})` }));
  rec.g.append(svg('text', { x, y: y - SIZE * 0.7, 'text-anchor': 'middle', class: 'label' }, h.label.includes(':') ? h.label.split(':')[1] : h.label));
  // lines join the hex's centre to each neighbour that has them too
  for (const f of h.features || []) {
    if (LINE_FEATURES[f]) {
      let joined = false;
      for (const [dq, dr] of AXIAL_DIRS) {
        const n = d.byAxial.get(`${h.q + dq},${h.r + dr}`);
        if (n && (n.features || []).includes(f)) {
          const [nx, ny] = centre(m, n);
          rec.g.append(svg('line', { class: 'line', x1: x, y1: y, x2: (x + nx) / 2, y2: (y + ny) / 2, stroke: LINE_FEATURES[f], 'stroke-width': 3.5, 'stroke-linecap': 'round' }));
          joined = true;
        }
      }
      if (!joined) rec.g.append(svg('circle', { class: 'line', cx: x, cy: y, r: 3, fill: LINE_FEATURES[f] }));
    } else if (f === 'hill') {
      rec.g.append(svg('polygon', { class: 'overlay', points: corners(m, x, y, SIZE * 0.86), fill: 'none', stroke: '#8b5a2b', 'stroke-width': 3, opacity: 0.65 }));
    } else if (f === 'bridge') {
      rec.g.append(svg('rect', { class: 'overlay', x: x - 9, y: y - 4, width: 18, height: 8, fill: '#6b4f2a', stroke: '#222', 'stroke-width': 0.6 }));
    } else {
      rec.g.append(svg('text', { x, y: y + SIZE * 0.2, 'text-anchor': 'middle', class: 'feature' }, name(f)));
    }
  }
  return rec;
}

// drawMarks draws what changes with play: control, markers.
function drawMarks(d) {
  const { m } = d;
  const layer = d.layers.marks;
  layer.replaceChildren();
  for (const h of m.hexes) {
    if (!h.control && !(h.markers || []).length) continue;
    const [x, y] = centre(m, h);
    if (h.control) {
      layer.append(svg('polygon', { class: 'control', 'data-control': h.label, points: corners(m, x, y, SIZE * 0.92), fill: 'none', stroke: sideColour(h.control), 'stroke-width': 3 }));
      layer.append(svg('path', { class: 'flag', d: `M${x + SIZE * 0.5} ${y - SIZE * 0.55}v9M${x + SIZE * 0.5} ${y - SIZE * 0.55}h6v4h-6`, stroke: '#111', 'stroke-width': 0.6, fill: sideColour(h.control) }));
    }
    (h.markers || []).forEach((mk, i) => {
      if (MARKER_TINTS[mk.kind]) layer.append(svg('polygon', { class: 'tint', points: corners(m, x, y, SIZE - 2), fill: MARKER_TINTS[mk.kind], opacity: 0.3 }));
      const g = svg('g', { class: 'marker', 'data-marker': mk.kind });
      const image = (G.view.marker_images || {})[mk.kind];
      // a picture the ruleset names takes the chip's place, its level beside it
      const label = image ? (mk.level ? String(mk.level) : '') : `${short(mk.kind, 6)}${mk.level ? ' ' + mk.level : ''}`;
      const w = image ? 12 + (label ? label.length * FONT * 0.56 + 2 : 0) : Math.max(14, label.length * FONT * 0.56 + 3);
      const mx = x - w / 2, my = y + SIZE * 0.42 - i * 9;
      g.append(svg('rect', { x: mx, y: my, width: w, height: 8.5, rx: 1.5, fill: '#f7f3a1', stroke: '#555', 'stroke-width': 0.5 }));
      if (image) {
        g.append(svg('image', { class: 'marker-image', href: image, x: mx + 0.5, y: my + 0.25, width: 11, height: 8, preserveAspectRatio: 'xMidYMid meet' }));
        if (label) g.append(svg('text', { x: mx + 12 + (w - 12) / 2, y: my + 6.6, 'text-anchor': 'middle' }, label));
      } else g.append(svg('text', { x: mx + w / 2, y: my + 6.6, 'text-anchor': 'middle' }, label));
      g.append(svg('title', {}, mk.level ? t('page.marker_level', { marker: name(mk.kind), level: mk.level }) : name(mk.kind)));
      layer.append(g);
    });
  }
}

// adjacent reports whether two hexes of one map are neighbours.
function adjacent(a, b) {
  for (const d of M.maps.values()) {
    const ha = d.m.hexes.find((h) => h.label === a), hb = d.m.hexes.find((h) => h.label === b);
    if (ha && hb) return AXIAL_DIRS.some(([dq, dr]) => ha.q + dq === hb.q && ha.r + dr === hb.r);
  }
  return false;
}

// drawDrawnPath draws the path the player is drawing hex by hex, each
// hex numbered.
function drawDrawnPath(d) {
  const u = unitByID(G.selected);
  if (!G.path || !u || G.path.unit !== u.id) return;
  const byLabel = new Map(d.m.hexes.map((h) => [h.label, h]));
  const hs = [u.hex, ...G.path.hexes].map((l) => byLabel.get(l)).filter(Boolean);
  if (hs.length < 2) return;
  d.layers.costs.append(svg('polyline', { class: 'drawn-path', points: hs.map((h) => centre(d.m, h).map((n) => n.toFixed(1)).join(',')).join(' ') }));
  hs.slice(1).forEach((h, i) => {
    const [x, y] = centre(d.m, h);
    d.layers.costs.append(svg('circle', { class: 'step', cx: x, cy: y, r: 5.5 }), svg('text', { class: 'step-text', x, y: y + 2.3, 'text-anchor': 'middle' }, String(i + 1)));
  });
}

// showPath draws the way the move to a hex in reach takes (its list of
// hexes), the hex the pointer rests on; '' takes it away.
function showPath(d, label) {
  const old = d.root.querySelector('.path');
  if (old) old.remove();
  if (!label || !d.reach.has(label)) return;
  const { reach } = highlights();
  const a = (reach.get(label) || [])[0];
  const p = a && paramsOf(a).find((x) => x.type === 'hexes' && Array.isArray(a.params[x.name]));
  const unit = unitByID(G.selected);
  if (!p || !unit) return;
  const byLabel = new Map(d.m.hexes.map((h) => [h.label, h]));
  const pts = [unit.hex, ...a.params[p.name]].map((l) => byLabel.get(l)).filter(Boolean).map((h) => centre(d.m, h).map((n) => n.toFixed(1)).join(','));
  if (pts.length > 1) d.layers.costs.append(svg('polyline', { class: 'path', points: pts.join(' ') }));
}

function drawCosts(d, reach) {
  const { m } = d;
  const layer = d.layers.costs;
  layer.replaceChildren();
  for (const label of d.reach) { const r = d.hexes.get(label); if (r && r.poly) r.poly.classList.remove('reach'); }
  d.reach = new Set();
  for (const h of m.hexes) {
    if (!reach.has(h.label)) continue;
    const rec = d.hexes.get(h.label);
    rec.poly.classList.add('reach');
    d.reach.add(h.label);
    const cost = reachCost(h.label);
    if (cost === null) continue;
    const [x, y] = centre(m, h);
    layer.append(svg('text', { x, y: y + SIZE * 0.9, 'text-anchor': 'middle', class: 'cost', 'data-cost': h.label }, t('page.mp', { cost })));
  }
}

function drawUnits(d, targets) {
  const { m } = d;
  const layer = d.layers.units;
  layer.replaceChildren();
  const stacks = new Map();
  for (const u of G.view.units) {
    if (!u.alive || !u.on_map || u.aboard || !onMap(m, u.hex)) continue;
    stacks.set(u.hex, [...(stacks.get(u.hex) || []), u]);
  }
  for (const [label, units] of stacks) {
    const h = d.byLabel.get(label);
    if (!h) continue;
    const [x, y] = centre(m, h);
    units.sort((a, b) => (a.id === G.selected) - (b.id === G.selected));
    const fanned = M.fanned === label && units.length > 1;
    units.forEach((u, i) => {
      // a stack is offset a little; clicked, it fans out side by side
      const ux = fanned ? x - (units.length * (CW + 2)) / 2 + i * (CW + 2) : x - CW / 2 + i * 4;
      const uy = fanned ? y - CH / 2 : y - CH / 2 - i * 4;
      layer.append(counter(u, ux, uy, targets));
    });
    if (units.length > 1 && !fanned) {
      const bx = x - CW / 2 + (units.length - 1) * 4 + CW, by = y - CH / 2 - (units.length - 1) * 4;
      layer.append(svg('circle', { class: 'stack-count', cx: bx, cy: by, r: 6 }), svg('text', { class: 'stack-count-text', 'data-stack': label, x: bx, y: by + 2.3, 'text-anchor': 'middle' }, String(units.length)));
    }
  }
}

// renderMaps redraws the maps: the hexes only where they changed, the
// reach, control, markers and counters from the view.
function renderMaps() {
  const t0 = performance.now();
  const v = G.view;
  const key = `${G.game}|${v.maps.map((m) => `${m.id}:${m.hexes.length}`).join(',')}`;
  if (key !== M.key) { M.key = key; M.centreOn = true; buildMaps(v); }
  const { reach, targets } = highlights();
  for (const m of v.maps) {
    const d = M.maps.get(m.id);
    d.m = m;
    for (const h of m.hexes) drawHex(d, h);
    drawMarks(d);
    drawCosts(d, reach);
    drawDrawnPath(d);
    drawUnits(d, targets);
  }
  drawMinimap();
  M.drawMs = performance.now() - t0;
  if (M.centreOn) { M.centreOn = false; centreOnUnits(); }
  updateViewport();
  renderLegend();
}

// centreOnHex scrolls the map that holds a hex to show it in the middle.
function centreOnHex(label) {
  for (const [id, d] of M.maps) {
    const rec = d.hexes.get(label);
    if (!rec || !rec.poly) continue;
    if (id !== M.tab) showTab(id);
    rec.poly.scrollIntoView({ block: 'center', inline: 'center' });
    return;
  }
}

// centreOnUnits scrolls the shown map to the middle of the seat's counters
// (any side's for the host), where play is.
function centreOnUnits() {
  const d = M.maps.get(M.tab);
  if (!d) return;
  const mine = G.view.seat.role === 'side' ? G.view.seat.side : '';
  const gs = [...d.layers.units.querySelectorAll('g[data-unit]')].filter((g) => !mine || (unitByID(g.dataset.unit) || {}).side === mine);
  if (!gs.length) return;
  const box = $('#maps-inner');
  const r = box.getBoundingClientRect();
  let x = 0, y = 0;
  for (const g of gs) { const b = g.getBoundingClientRect(); x += b.left + b.width / 2; y += b.top + b.height / 2; }
  box.scrollLeft += x / gs.length - r.left - r.width / 2;
  box.scrollTop += y / gs.length - r.top - r.height / 2;
}

// ---- zoom and pan ----------------------------------------------------------

function applyZoom() {
  for (const d of M.maps.values()) {
    d.root.setAttribute('width', Math.round(d.w * M.zoom));
    d.root.setAttribute('height', Math.round(d.h * M.zoom));
  }
  const z = $('#zoom-level');
  if (z) z.textContent = `${Math.round((M.zoom / ZOOM) * 100)}%`;
  updateViewport();
}

// zoomBy scales the map about a point of the viewport (the pointer, or
// the middle), keeping that point where it is.
function zoomBy(f, cx, cy) {
  const box = $('#maps-inner');
  const r = box.getBoundingClientRect();
  const px = cx === undefined ? r.width / 2 : cx - r.left, py = cy === undefined ? r.height / 2 : cy - r.top;
  const old = M.zoom;
  M.zoom = Math.min(ZOOM * 4, Math.max(ZOOM / 4, M.zoom * f));
  const k = M.zoom / old;
  const sx = (box.scrollLeft + px) * k - px, sy = (box.scrollTop + py) * k - py;
  applyZoom();
  box.scrollLeft = sx;
  box.scrollTop = sy;
}

function fitMap() {
  const d = M.maps.get(M.tab);
  if (!d) return;
  const r = $('#maps-inner').getBoundingClientRect();
  M.zoom = Math.max(ZOOM / 4, Math.min(r.width / d.w, r.height / d.h));
  applyZoom();
}

function setupZoom() {
  const box = $('#maps-inner');
  $('#zoom-in').addEventListener('click', () => zoomBy(1.25));
  $('#zoom-out').addEventListener('click', () => zoomBy(0.8));
  $('#zoom-reset').addEventListener('click', () => { M.zoom = ZOOM; applyZoom(); });
  $('#zoom-fit').addEventListener('click', fitMap);
  // the minimap's viewport follows the scroll, once a frame
  let framed = false;
  box.addEventListener('scroll', () => {
    if (framed) return;
    framed = true;
    requestAnimationFrame(() => { framed = false; updateViewport(); });
  });
  box.addEventListener('wheel', (ev) => { ev.preventDefault(); zoomBy(ev.deltaY < 0 ? 1.15 : 1 / 1.15, ev.clientX, ev.clientY); }, { passive: false });
  // a drag pans, two fingers pinch; a drag is no click
  const pointers = new Map();
  let start = null;
  box.addEventListener('pointerdown', (ev) => {
    pointers.set(ev.pointerId, [ev.clientX, ev.clientY]);
    M.dragged = false;
    start = { x: ev.clientX, y: ev.clientY, sl: box.scrollLeft, st: box.scrollTop, dist: pinchDist(pointers), zoom: M.zoom };
  });
  box.addEventListener('pointermove', (ev) => {
    if (!pointers.has(ev.pointerId) || !start) return;
    pointers.set(ev.pointerId, [ev.clientX, ev.clientY]);
    if (pointers.size === 2 && start.dist) {
      const f = pinchDist(pointers) / start.dist;
      zoomBy((start.zoom * f) / M.zoom);
      M.dragged = true;
      return;
    }
    const dx = ev.clientX - start.x, dy = ev.clientY - start.y;
    if (Math.abs(dx) + Math.abs(dy) > 6) M.dragged = true;
    if (M.dragged) { box.scrollLeft = start.sl - dx; box.scrollTop = start.st - dy; }
  });
  const up = (ev) => {
    pointers.delete(ev.pointerId);
    if (pointers.size === 0) { start = null; setTimeout(() => { M.dragged = false; }, 0); }
  };
  box.addEventListener('pointerup', up);
  box.addEventListener('pointercancel', up);
  window.addEventListener('keydown', (ev) => {
    if ($('#game').hidden || /INPUT|SELECT|TEXTAREA/.test(document.activeElement.tagName)) return;
    const pan = { ArrowLeft: [-60, 0], ArrowRight: [60, 0], ArrowUp: [0, -60], ArrowDown: [0, 60] }[ev.key];
    if (pan) { box.scrollLeft += pan[0]; box.scrollTop += pan[1]; ev.preventDefault(); }
    else if (ev.key === '+' || ev.key === '=') zoomBy(1.25);
    else if (ev.key === '-') zoomBy(0.8);
    else if (ev.key === '0') { M.zoom = ZOOM; applyZoom(); }
    else if (ev.key === 'Escape') clickUnit(G.selected); // deselect
  });
}

function pinchDist(pointers) {
  if (pointers.size !== 2) return 0;
  const [a, b] = [...pointers.values()];
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

// ---- the hex inspector and the legend --------------------------------------

function hexByLabel(label) {
  for (const m of G.view.maps) {
    const h = m.hexes.find((x) => x.label === label);
    if (h) return h;
  }
  return null;
}

function inspect(label) {
  const box = $('#inspect');
  const h = hexByLabel(label);
  if (!h) { box.hidden = true; return; }
  box.hidden = false;
  const items = [el('li', {}, t('page.hex_terrain', { terrain: name(h.terrain) }))];
  if (h.name) items.push(el('li', {}, t('page.hex_name', { name: h.name })));
  if ((h.features || []).length) items.push(el('li', {}, t('page.hex_features', { features: h.features.map(name).join(', ') })));
  for (const mk of h.markers || []) items.push(el('li', {}, mk.level ? t('page.hex_marker_level', { marker: name(mk.kind), level: mk.level }) : t('page.hex_marker', { marker: name(mk.kind) })));
  items.push(el('li', {}, h.control ? t('page.hex_held_by', { side: name(h.control) }) : t('page.hex_held_by_none')));
  const cost = reachCost(label);
  if (cost !== null) items.push(el('li', {}, t('page.hex_reach', { cost })));
  const here = G.view.units.filter((u) => u.alive && u.on_map && !u.aboard && u.hex === label);
  const units = here.map((u) => el('button', { 'data-unit': u.id, onclick: () => clickUnit(u.id) }, `${u.name} (${name(u.side)})${u.statuses ? ': ' + u.statuses.map(name).join(', ') : ''}`));
  box.replaceChildren(el('h3', {}, t('page.hex', { label })), el('ul', {}, ...items), here.length ? el('div', {}, t('page.hex_units', { n: here.length }) + ' ', ...units) : '');
}

function renderLegend() {
  const v = G.view;
  const box = $('#legend div');
  if (!box) return;
  const seen = (f) => [...new Set(f())].filter(Boolean).sort();
  const terrains = seen(() => v.maps.flatMap((m) => m.hexes.map((h) => h.terrain)));
  const features = seen(() => v.maps.flatMap((m) => m.hexes.flatMap((h) => h.features || [])));
  const markers = seen(() => v.maps.flatMap((m) => m.hexes.flatMap((h) => (h.markers || []).map((mk) => mk.kind))));
  const statuses = seen(() => v.units.flatMap((u) => u.statuses || []));
  const symbols = seen(() => v.units.filter((u) => u.alive).map(symbolOf));
  const items = [];
  const swatch = (fill) => { const s = svg('svg', { width: 16, height: 12, viewBox: '0 0 16 12' }); s.append(svg('rect', { width: 16, height: 12, fill, stroke: '#888' })); return s; };
  for (const x of terrains) items.push(el('li', {}, swatch(TERRAIN_COLOURS[x] || hashColour(x)), ` ${name(x)}${TERRAIN_PATTERNS[x] ? ' (' + t(PATTERN_NAMES[TERRAIN_PATTERNS[x]]) + ')' : ''}`));
  for (const f of features) items.push(el('li', {}, swatch(LINE_FEATURES[f] || (f === 'hill' ? '#8b5a2b' : '#fff')), ` ${name(f)}${LINE_FEATURES[f] ? ' (' + t('page.legend_line') + ')' : f === 'hill' ? ' (' + t('page.legend_brown_ring') + ')' : ''}`));
  for (const mk of markers) items.push(el('li', {}, swatch(MARKER_TINTS[mk] || '#f7f3a1'), ` ${short(mk, 6)}: ${name(mk)}`));
  for (const s of statuses) items.push(el('li', {}, el('span', { class: 'chip' }, short(s, 4)), ` ${name(s)}`));
  for (const s of symbols) {
    const sv = svg('svg', { width: 22, height: 13, viewBox: '-1 -1 20 12' });
    sv.append(drawSymbol(s, 0, 0, 18, 10));
    items.push(el('li', {}, sv, ` ${t(SYMBOL_NAMES[s])}`));
  }
  // the ruleset's own pictures, by the type or marker they stand for
  const pictures = new Map(v.units.filter((u) => u.alive && u.image).map((u) => [u.image, u.name]));
  for (const mk of markers) if ((v.marker_images || {})[mk]) pictures.set(v.marker_images[mk], name(mk));
  for (const [href, what] of pictures) {
    const sv = svg('svg', { width: 22, height: 13, viewBox: '0 0 20 10' });
    sv.append(svg('image', { href, width: 20, height: 10 }));
    items.push(el('li', {}, sv, ' ' + t('page.legend_picture', { what })));
  }
  items.push(el('li', {}, t('page.legend_marks')));
  for (const s of v.sides) items.push(el('li', {}, swatch(sideColour(s.id)), ` ${s.name}`));
  box.replaceChildren(el('ul', {}, ...items));
}
