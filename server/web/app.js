// The nw68 page: plain JavaScript, no framework, no build. It knows no
// game: it draws what the server's view holds (the ruleset's map data, the
// units, the engine's legal actions) and sends back the action clicked.
'use strict';

const SVGNS = 'http://www.w3.org/2000/svg';
const SIZE = 24; // hex radius in SVG units
const SIDE_COLOURS = ['#b03a2e', '#2c5f9e', '#3a7d44', '#7d3c98', '#b9770e', '#566573'];
const TERRAIN_COLOURS = {
  clear: '#e9e6cf', open: '#e9e6cf', 'crop-field': '#dccf7c', sand: '#efdca6', urban: '#b8aa9c',
  woods: '#86ad70', forest: '#86ad70', water: '#86b8de', river: '#86b8de', marsh: '#a9c7b0', rough: '#c9b48f',
};
const LINE_FEATURES = { road: '#8a6d3b', river: '#3d7fc1', rail: '#444' };

const $ = (sel) => document.querySelector(sel);
function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'onclick') e.addEventListener('click', v);
    else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
}
function svg(tag, attrs = {}, ...children) {
  const e = document.createElementNS(SVGNS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}
function hashColour(s) {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.codePointAt(0)) >>> 0;
  return `hsl(${h % 360}, 35%, 72%)`;
}

// ---- API ----------------------------------------------------------------

class APIError extends Error {
  constructor(status, body) {
    super(body.error || `HTTP ${status}`);
    Object.assign(this, body, { status });
  }
}

async function api(method, path, token, body, raw, signal) {
  const headers = {};
  if (token) headers.Authorization = 'Bearer ' + token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const resp = await fetch(path, { method, headers, signal, body: body === undefined ? undefined : (raw ? body : JSON.stringify(body)) });
  if (resp.status === 204) return null;
  const text = await resp.text();
  let data;
  try { data = JSON.parse(text); } catch { data = { error: text }; }
  if (!resp.ok) throw new APIError(resp.status, data);
  return data;
}

function showError(err) {
  let msg = err ? (err.message || String(err)) : '';
  if (err && err.code) msg = `refused (${err.code}): ${msg}`;
  if (err && err.rule) msg += ` [${err.rule}${err.rule_title ? ' ' + err.rule_title : ''}]`;
  $('#error').textContent = msg;
}

// ---- saved links (this browser only) ------------------------------------

function savedGames() {
  try { return JSON.parse(localStorage.getItem('nw68.games') || '{}'); } catch { return {}; }
}
function saveGame(tokens, title) {
  const all = savedGames();
  all[tokens.game] = { title, tokens };
  localStorage.setItem('nw68.games', JSON.stringify(all));
}
function link(game, token) {
  return `${location.origin}/#game=${encodeURIComponent(game)}&token=${encodeURIComponent(token)}`;
}

// ---- home ----------------------------------------------------------------

let rulesets = [];

async function showHome() {
  closeSocket();
  $('#game').hidden = true;
  $('#home').hidden = false;
  $('#status').textContent = '';
  try {
    rulesets = await api('GET', '/api/rulesets');
    const sel = $('#ruleset');
    sel.replaceChildren(...rulesets.filter((r) => r.scenarios).map((r) => el('option', { value: r.id }, `${r.title || r.id}`)));
    fillScenarios();
    await listGames();
  } catch (err) { showError(err); }
}

function fillScenarios() {
  const r = rulesets.find((x) => x.id === $('#ruleset').value);
  $('#scenario').replaceChildren(...(r ? r.scenarios : []).map((s) => el('option', { value: s.id }, `${s.title} (${s.sides.join(' v ')})`)));
}

async function listGames() {
  const games = await api('GET', '/api/games');
  const saved = savedGames();
  const rows = games.map((g) => {
    const mine = saved[g.id];
    const actions = el('td');
    if (mine) {
      actions.append(el('a', { href: link(g.id, mine.tokens.host) }, 'resume (hot seat)'), ' ');
      actions.append(el('button', { onclick: () => showLinks(mine.tokens) }, 'links'), ' ');
      actions.append(el('button', { onclick: () => exportGame(g.id, mine.tokens.host) }, 'export'), ' ');
      actions.append(el('button', {
        onclick: async () => {
          if (!confirm(`Delete ${g.title} (${g.id})?`)) return;
          try { await api('DELETE', `/api/games/${g.id}`, mine.tokens.host); await listGames(); } catch (err) { showError(err); }
        },
      }, 'delete'));
    }
    return el('tr', {}, el('td', {}, g.id), el('td', {}, `${g.title} (${g.ruleset})`), el('td', {}, String(g.position)),
      el('td', {}, g.result || ''), el('td', {}, g.updated), actions);
  });
  $('#games tbody').replaceChildren(...rows);
}

function showLinks(tokens) {
  const box = $('#links');
  box.hidden = false;
  const row = (seat, label, token) => el('p', { class: 'links' }, el('b', {}, label), el('br'), el('input', { readonly: '', 'data-seat': seat, value: link(tokens.game, token) }));
  box.replaceChildren(el('h3', {}, `Seat links of game ${tokens.game}: give each player theirs, keep the host link`),
    ...Object.entries(tokens.sides).map(([side, t]) => row(side, side, t)),
    row('host', 'host (hot seat: every side; export, delete)', tokens.host), row('spectator', 'spectator (read only)', tokens.spectator),
    el('a', { href: link(tokens.game, tokens.host) }, 'Play hot seat now'));
}

async function createGame(ev) {
  ev.preventDefault();
  showError(null);
  const req = { ruleset: $('#ruleset').value, scenario: $('#scenario').value };
  const seed = $('#seed').value.trim();
  if (seed !== '') req.seed = Number(seed);
  const mods = $('#mods').value.split(',').map((m) => m.trim()).filter(Boolean);
  if (mods.length) req.mods = mods;
  try {
    const tokens = await api('POST', '/api/games', '', req);
    saveGame(tokens, $('#scenario').selectedOptions[0]?.textContent || req.scenario);
    showLinks(tokens);
    await listGames();
  } catch (err) { showError(err); }
}

async function importGame(ev) {
  const file = ev.target.files[0];
  if (!file) return;
  try {
    const tokens = await api('POST', '/api/games/import', '', await file.text(), true);
    saveGame(tokens, file.name);
    showLinks(tokens);
    await listGames();
  } catch (err) { showError(err); }
  ev.target.value = '';
}

async function exportGame(game, token) {
  try {
    const resp = await fetch(`/api/games/${game}/export`, { headers: { Authorization: 'Bearer ' + token } });
    if (!resp.ok) throw new APIError(resp.status, await resp.json());
    const url = URL.createObjectURL(await resp.blob());
    const a = el('a', { href: url, download: `nw68-${game}.json` });
    document.body.append(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
  } catch (err) { showError(err); }
}

// ---- a game --------------------------------------------------------------

const G = { game: '', token: '', view: null, at: null, over: false, selected: '', reach: null, choices: [], pending: null, weighing: null, socket: null, retry: 0 };

async function openGame(game, token) {
  $('#home').hidden = true;
  $('#game').hidden = false;
  Object.assign(G, { game, token, view: null, at: null, over: false, selected: '', reach: null, pending: null });
  await refresh();
  connect();
}

// refresh fetches the seat's view: of the game now, or of the position
// the log's replay is at (G.at).
async function refresh() {
  try {
    G.view = await api('GET', `/api/games/${G.game}${G.at === null ? '' : '?at=' + G.at}`, G.token);
    if (G.at !== null) G.at = G.view.position;
    renderGame();
    askReach(G.selected); // where the selected unit can go has changed with the game
  } catch (err) { showError(err); }
}

// replayTo steps the log's replay to a position (null: back to the game).
function replayTo(at) {
  G.at = at === null ? null : Math.max(0, Math.min(at, G.view.latest));
  G.selected = '';
  G.pending = null;
  $('#confirm').hidden = true;
  $('#choices').hidden = true;
  refresh();
}

// undo takes back the seat's last action, if the rules let it.
async function undo() {
  try {
    await api('POST', `/api/games/${G.game}/undo`, G.token, { position: G.view.position });
    await refresh();
  } catch (err) { showError(err); }
}

// forkHere makes a new game of this one up to the replay's position,
// under the mods named (none named: the game's own), and opens it.
async function forkHere() {
  const mods = $('#fork-mods').value.trim();
  const req = { position: G.view.position };
  if (mods) req.mods = mods.split(',').map((m) => m.trim()).filter(Boolean);
  try {
    const tokens = await api('POST', `/api/games/${G.game}/fork`, G.token, req);
    saveGame(tokens, `${G.view.title} (what if, from ${G.view.position})`);
    location.hash = `game=${encodeURIComponent(tokens.game)}&token=${encodeURIComponent(tokens.host)}`;
  } catch (err) { showError(err); }
}

function closeSocket() {
  if (G.socket) { G.socket.onclose = null; G.socket.close(); G.socket = null; }
}

// connect listens for the game's position; a new one means fetch the view.
function connect() {
  closeSocket();
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/games/${G.game}/ws`);
  G.socket = ws;
  ws.onopen = () => { G.retry = 0; ws.send(JSON.stringify({ token: G.token })); };
  ws.onmessage = (m) => {
    const p = JSON.parse(m.data);
    if (p.type === 'error') showError(new Error(p.error));
    if (p.type === 'deleted') showError(new Error('this game was deleted'));
    if (p.type === 'position' && G.at === null && (!G.view || p.position !== G.view.position)) refresh();
  };
  ws.onclose = () => {
    G.retry = Math.min(G.retry + 1, 6);
    setTimeout(() => { if (G.socket === ws) connect(); }, 500 * 2 ** G.retry);
  };
}

const sideColour = (side) => {
  const i = G.view.sides.findIndex((s) => s.id === side);
  return i < 0 ? '#555' : SIDE_COLOURS[i % SIDE_COLOURS.length];
};
const name = (id) => (G.view.names[id] || id);
const unitByID = (id) => G.view.units.find((u) => u.id === id);

// paramsOf returns an action's declared parameters.
const paramsOf = (a) => (G.view.actions[a.kind] || { params: [] }).params;

// actorOf is the unit an action is taken by: its first unit parameter
// that is not of the enemy.
function actorOf(a) {
  const p = paramsOf(a).find((p) => p.type === 'unit' && p.of !== 'enemy' && a.params && a.params[p.name]);
  return p ? a.params[p.name] : '';
}
// placeOf is the hex an action ends in: its hex parameter, or the last hex
// of a list of hexes (a path).
function placeOf(a) {
  for (const p of paramsOf(a)) {
    const v = a.params && a.params[p.name];
    if (p.type === 'hex' && v) return v;
    if (p.type === 'hexes' && Array.isArray(v) && v.length) return v[v.length - 1];
  }
  return '';
}
// targetsOf are the other units an action names.
function targetsOf(a) {
  const actor = actorOf(a);
  const out = [];
  for (const p of paramsOf(a)) {
    const v = a.params && a.params[p.name];
    if (p.type === 'unit' && v && v !== actor && p.of === 'enemy') out.push(v);
    if (p.type === 'units' && Array.isArray(v)) out.push(...v.filter((x) => x !== actor));
  }
  return out;
}
function formatAction(a) {
  const ps = Object.keys(a.params || {}).sort().map((k) => `${k}=${Array.isArray(a.params[k]) ? a.params[k].join(',') : a.params[k]}`);
  return [a.kind, ...ps].join(' ');
}
const legal = () => G.view.legal || [];
const actionsOf = (unit) => legal().filter((a) => actorOf(a) === unit);

function renderGame() {
  const v = G.view;
  showError(null);
  $('#preview').hidden = true;
  const acting = v.acting_side ? name(v.acting_side) : 'anyone (next step)';
  const seatName = v.seat.role === 'side' ? name(v.seat.side) : v.seat.role;
  $('#status').textContent = `${v.title}: you are ${seatName}${v.replay ? ` (replay: after action ${v.position} of ${v.latest}, read only)` : ''}`;
  document.title = `nw68 ${v.title}`;
  renderTurn(v, acting);
  renderMaps();
  renderUnit();
  renderOthers();
  renderLegal();
  renderExplain(v.values);
  renderLog();
  renderTools();
}

function renderTurn(v, acting) {
  const box = $('#turn');
  const lines = [
    el('h3', {}, v.over ? `Game over: ${v.result}` : `Turn ${v.turn}${v.turns ? ' of ' + v.turns : ''}, ${v.phase}${v.step ? ' (' + v.step + ')' : ''}`),
    el('div', {}, `Active: ${v.active_formation ? name(v.active_formation) + ' of ' : ''}${v.active_side ? name(v.active_side) : 'none'}`),
    el('div', {}, `To act: ${acting}${v.may_act ? ' (you may act)' : ''}`),
    el('div', {}, `Cup: ${v.cup.map(name).join(', ') || (v.cup_hidden ? '' : 'empty')}${v.cup_hidden ? `${v.cup.length ? ', ' : ''}${v.cup_hidden} hidden from you` : ''}`),
  ];
  if (v.drawn && v.drawn.length) lines.push(el('div', {}, `Drawn: ${v.drawn.map(name).join(', ')}`));
  const sides = el('div');
  for (const s of v.sides) {
    sides.append(el('span', { class: 'side-' + s.id }, `■ ${s.name}${s.automated ? ' (automated)' : ''}  `));
  }
  // side colours as SVG-free swatches
  [...sides.children].forEach((span, i) => { span.style.color = SIDE_COLOURS[i % SIDE_COLOURS.length]; });
  lines.push(sides);
  box.replaceChildren(...lines);
  const r = $('#reaction');
  if (v.interrupt && !v.over) {
    r.hidden = false;
    const w = v.interrupt;
    const mine = v.seat.role === 'host' || v.seat.side === w.side;
    // the window's context as the ruleset gives it: its plain values
    const shown = (x) => (Array.isArray(x) ? x.join(',') : x);
    const ctx = Object.entries(w.context || {}).filter(([, x]) => typeof x !== 'object' || Array.isArray(x)).map(([k, x]) => `${k} ${shown(x)}`).join(', ');
    r.replaceChildren(el('h3', {}, `Reaction: ${name(w.side)} may answer ${w.kind}`), el('div', {}, ctx),
      el('div', {}, mine ? `Choose a reaction (${w.actions.join(', ')}) or pass.` : `Waiting for ${name(w.side)}.`));
  } else r.hidden = true;
}

// ---- the map -------------------------------------------------------------

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

function highlights() {
  const reach = new Map(); // hex label -> actions ending there
  const targets = new Map(); // unit id -> actions naming it
  if (G.selected) {
    for (const a of actionsOf(G.selected)) {
      const t = targetsOf(a);
      for (const u of t) targets.set(u, [...(targets.get(u) || []), a]);
      const p = placeOf(a);
      if (p && !t.length) reach.set(p, [...(reach.get(p) || []), a]);
    }
    // every hex the ruleset says the unit can reach, with the move there
    if (G.reach && G.reach.unit === G.selected) {
      for (const [label, r] of Object.entries(G.reach.hexes)) {
        if (!reach.has(label) && r.action) reach.set(label, [r.action]);
      }
    }
  }
  return { reach, targets };
}

// cost of entering a hex as the ruleset answered for the selected unit.
function reachCost(label) {
  const r = G.reach && G.reach.unit === G.selected ? G.reach.hexes[label] : null;
  return r && r.cost !== undefined ? r.cost : null;
}

// askReach asks the ruleset where the selected unit can go and at what
// cost (GET .../query/reach); a ruleset that answers no such question
// leaves the highlights to the legal actions.
async function askReach(unit) {
  G.reach = null;
  if (!unit || G.at !== null) return;
  try {
    const hexes = await api('GET', `/api/games/${G.game}/query/reach?unit=${encodeURIComponent(unit)}`, G.token);
    if (G.selected === unit) {
      G.reach = { unit, hexes: hexes || {} };
      renderMaps();
    }
  } catch (err) { /* no answer: the legal actions alone */ }
}

function renderMaps() {
  const v = G.view;
  const { reach, targets } = highlights();
  const box = $('#maps');
  box.replaceChildren();
  for (const m of v.maps) {
    const byAxial = new Map(m.hexes.map((h) => [`${h.q},${h.r}`, h]));
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const h of m.hexes) {
      const [x, y] = centre(m, h);
      minX = Math.min(minX, x); minY = Math.min(minY, y); maxX = Math.max(maxX, x); maxY = Math.max(maxY, y);
    }
    const pad = SIZE + 2;
    const root = svg('svg', { viewBox: `${minX - pad} ${minY - pad} ${maxX - minX + 2 * pad} ${maxY - minY + 2 * pad}`, width: Math.round((maxX - minX + 2 * pad) * 1.3) });
    const hexLayer = svg('g'), lineLayer = svg('g', { class: 'lines' }), markLayer = svg('g'), unitLayer = svg('g');
    for (const h of m.hexes) {
      const [x, y] = centre(m, h);
      const cls = ['hex'];
      if (reach.has(h.label)) cls.push('reach');
      const cost = reach.has(h.label) ? reachCost(h.label) : null;
      const poly = svg('polygon', { points: corners(m, x, y), class: cls.join(' '), 'data-hex': h.label, fill: TERRAIN_COLOURS[h.terrain] || hashColour(h.terrain) });
      poly.append(svg('title', {}, `${h.label}: ${name(h.terrain)}${h.features ? ' with ' + h.features.map(name).join(', ') : ''}${h.name ? ' (' + h.name + ')' : ''}${h.control ? '; held by ' + name(h.control) : ''}${(h.markers || []).map((mk) => `; ${name(mk.kind)}${mk.level ? ' ' + mk.level : ''}`).join('')}`));
      poly.addEventListener('click', () => clickHex(h.label));
      hexLayer.append(poly);
      hexLayer.append(svg('text', { x, y: y - SIZE * 0.62, 'text-anchor': 'middle', class: 'label' }, h.label.includes(':') ? h.label.split(':')[1] : h.label));
      if (cost !== null) hexLayer.append(svg('text', { x, y: y + SIZE * 0.78, 'text-anchor': 'middle', class: 'cost', 'data-cost': h.label }, `${cost} MP`));
      for (const f of h.features || []) {
        if (LINE_FEATURES[f]) {
          // a road or river joins the hex's centre to each neighbour that has it too
          let joined = false;
          for (const [dq, dr] of AXIAL_DIRS) {
            const n = byAxial.get(`${h.q + dq},${h.r + dr}`);
            if (n && (n.features || []).includes(f)) {
              const [nx, ny] = centre(m, n);
              lineLayer.append(svg('line', { x1: x, y1: y, x2: (x + nx) / 2, y2: (y + ny) / 2, stroke: LINE_FEATURES[f], 'stroke-width': 3, 'stroke-linecap': 'round' }));
              joined = true;
            }
          }
          if (!joined) lineLayer.append(svg('circle', { cx: x, cy: y, r: 3, fill: LINE_FEATURES[f] }));
        } else if (f === 'hill') {
          hexLayer.append(svg('polygon', { points: corners(m, x, y, SIZE * 0.8), fill: 'none', stroke: '#8b5a2b', 'stroke-width': 1.5, 'stroke-dasharray': '3 2' }));
        } else {
          hexLayer.append(svg('text', { x: x - SIZE * 0.55, y: y + 2, class: 'label' }, f.slice(0, 3)));
        }
      }
      if (h.control) markLayer.append(svg('circle', { cx: x + SIZE * 0.55, cy: y - SIZE * 0.4, r: 3.5, fill: sideColour(h.control), stroke: '#000', 'stroke-width': 0.5 }));
      (h.markers || []).forEach((mk, i) => {
        const g = svg('g', { class: 'marker' });
        const mx = x - SIZE * 0.6 + i * 11, my = y + SIZE * 0.45;
        g.append(svg('rect', { x: mx, y: my, width: 10, height: 7, fill: '#f7f3a1', stroke: '#555', 'stroke-width': 0.4 }));
        g.append(svg('text', { x: mx + 5, y: my + 5.3, 'text-anchor': 'middle' }, `${mk.kind.slice(0, 3)}${mk.level ? mk.level : ''}`));
        g.append(svg('title', {}, `${name(mk.kind)}${mk.level ? ' level ' + mk.level : ''}`));
        markLayer.append(g);
      });
    }
    // counters, stacked
    const stacks = new Map();
    for (const u of v.units) {
      if (!u.alive || !u.on_map || u.aboard || !onMap(m, u.hex)) continue;
      stacks.set(u.hex, [...(stacks.get(u.hex) || []), u]);
    }
    for (const [label, units] of stacks) {
      const h = m.hexes.find((x) => x.label === label);
      const [x, y] = centre(m, h);
      units.sort((a, b) => (a.id === G.selected) - (b.id === G.selected));
      units.forEach((u, i) => unitLayer.append(counter(u, x - 13 + i * 3, y - 12 - i * 3, targets)));
    }
    root.append(hexLayer, lineLayer, markLayer, unitLayer);
    if (v.maps.length > 1) box.append(el('h3', {}, m.title || m.id));
    box.append(root);
  }
}
// onMap reports whether a hex label is of map m (labels of several maps
// are qualified, "magdeburg:J7").
function onMap(m, label) {
  return Boolean(label) && (!label.includes(':') || label.startsWith(m.id + ':'));
}

function factors(u) {
  const parts = [];
  for (const w of u.weapons || []) {
    const nums = Object.values(w.attrs).filter((x) => typeof x === 'number');
    if (nums.length) parts.push(nums.slice(0, 2).join('/'));
  }
  const stats = Object.values(u.stats || {}).filter((x) => typeof x === 'number');
  parts.push(...stats.slice(0, 2).map(String));
  return parts.join(' ');
}

function counter(u, x, y, targets) {
  const cls = ['counter'];
  if (u.id === G.selected) cls.push('selected');
  if (targets.has(u.id)) cls.push('target');
  const g = svg('g', { class: cls.join(' '), 'data-unit': u.id, 'data-hex': u.hex });
  const body = svg('rect', { class: 'body', x, y, width: 26, height: 24, rx: 2, fill: sideColour(u.side) });
  g.append(body);
  if (u.face) g.append(svg('rect', { x, y: y + 20, width: 26, height: 4, fill: '#fff', opacity: 0.5 }));
  g.append(svg('text', { x: x + 13, y: y + 7, 'text-anchor': 'middle', class: 'name' }, u.name.slice(0, 9)));
  g.append(svg('text', { x: x + 13, y: y + 15, 'text-anchor': 'middle', class: 'factors' }, factors(u).slice(0, 12)));
  if (u.statuses) g.append(svg('text', { x: x + 13, y: y + 21.5, 'text-anchor': 'middle', class: 'statuses' }, u.statuses.map((s) => s.slice(0, 4)).join(' ')));
  g.append(svg('title', {}, `${u.id}: ${u.name} (${name(u.side)}${u.formation ? ', ' + name(u.formation) : ''})${u.face ? ', ' + u.face : ''}${u.statuses ? ', ' + u.statuses.map(name).join(', ') : ''}`));
  g.addEventListener('click', (ev) => { ev.stopPropagation(); clickUnit(u.id); });
  if (targets.has(u.id)) g.addEventListener('mouseenter', () => preview(targets.get(u.id)[0]));
  return g;
}

// ---- clicks --------------------------------------------------------------

function clickUnit(id) {
  const { targets } = highlights();
  if (targets.has(id)) { offer(targets.get(id)); return; }
  G.selected = G.selected === id ? '' : id;
  G.pending = null;
  $('#preview').hidden = true;
  $('#confirm').hidden = true;
  $('#choices').hidden = true;
  renderMaps();
  renderUnit();
  askReach(G.selected);
}

function clickHex(label) {
  const { reach } = highlights();
  if (reach.has(label)) { offer(reach.get(label)); return; }
  const here = G.view.units.filter((u) => u.alive && u.on_map && !u.aboard && u.hex === label);
  if (here.length) clickUnit(here[0].id);
}

// offer shows the actions a click could mean, or confirms the only one.
function offer(actions) {
  if (actions.length === 1) { ask(actions[0]); return; }
  const box = $('#choices');
  box.hidden = false;
  box.querySelector('ul').replaceChildren(...actions.slice(0, 200).map((a) => el('li', { onclick: () => ask(a), 'data-action': formatAction(a) }, formatAction(a))));
}

// ask shows an action with its odds and waits for the confirmation. The
// server weighs the odds (sampling when the dice have too many outcomes,
// which takes a moment); the page stays live meanwhile, and a newer choice
// aborts the request of an older one. An attack (an action naming an enemy
// unit) is confirmed only once its odds are shown.
async function ask(a) {
  if (G.weighing) G.weighing.abort();
  const weighing = new AbortController();
  G.weighing = weighing;
  G.pending = { action: a, position: G.view.position };
  $('#confirm').hidden = false;
  $('#confirm-action').textContent = `${(G.view.actions[a.kind] || {}).title || a.kind}: ${formatAction(a)}`;
  const oddsBox = $('#confirm-odds');
  oddsBox.replaceChildren('weighing the odds...');
  $('#confirm-go').disabled = targetsOf(a).length > 0;
  try {
    const o = await api('GET', `/api/games/${G.game}/odds?action=${encodeURIComponent(JSON.stringify({ kind: a.kind, params: a.params }))}`, G.token, undefined, false, weighing.signal);
    if (G.weighing !== weighing) return;
    oddsBox.replaceChildren(renderOdds(o));
  } catch (err) {
    if (G.weighing !== weighing) return;
    oddsBox.replaceChildren(`no odds: ${err.message}`);
  }
  G.weighing = null;
  $('#confirm-go').disabled = false;
}

const pct = (p) => `${(p.P * 100).toFixed(1)}%${p.Margin ? ' ±' + (p.Margin * 100).toFixed(1) : ''}`;

// preview shows the odds of an attack on the target the pointer rests on,
// before any click; a newer one aborts it.
let previewing = null;
function preview(a) {
  if (previewing) previewing.abort();
  const box = $('#preview');
  const mine = new AbortController();
  previewing = mine;
  setTimeout(async () => {
    if (previewing !== mine) return;
    box.hidden = false;
    box.replaceChildren(el('h3', {}, formatAction(a)), 'weighing the odds...');
    try {
      const o = await api('GET', `/api/games/${G.game}/odds?action=${encodeURIComponent(JSON.stringify({ kind: a.kind, params: a.params }))}`, G.token, undefined, false, mine.signal);
      box.replaceChildren(el('h3', {}, formatAction(a)), renderOdds(o));
    } catch (err) {
      if (!mine.signal.aborted) box.replaceChildren(el('h3', {}, formatAction(a)), `no odds: ${err.message}`);
    }
  }, 250);
}

function renderOdds(o) {
  const rows = [];
  for (const [id, u] of Object.entries(o.Units || {})) {
    const unit = unitByID(id);
    const who = unit ? `${unit.name} (${id})` : id;
    const bits = [];
    if (u.Eliminated.P > 0) bits.push(`eliminated ${pct(u.Eliminated)}`);
    for (const [f, p] of Object.entries(u.Faces || {})) bits.push(`${f} ${pct(p)}`);
    for (const [s, p] of Object.entries(u.Statuses || {})) bits.push(`${name(s)} ${pct(p)}`);
    bits.push(`unchanged ${pct(u.Unchanged)}`);
    rows.push(el('tr', {}, el('td', {}, who), el('td', {}, bits.join(', '))));
  }
  // the reports' fields that vary, value by value (hits: 0 83%, 1 17%)
  for (const [report, fields] of Object.entries(o.Reports || {})) {
    for (const [field, values] of Object.entries(fields)) {
      if (values.length < 2 || values.length > 8) continue;
      rows.push(el('tr', {}, el('td', {}, `${report} ${field}`), el('td', {}, values.map((x) => `${JSON.stringify(x.Value)}: ${pct(x)}`).join(', '))));
    }
  }
  const head = o.Runs <= 1 && !rows.length ? 'No dice: the result is certain.' : `${o.Exact ? 'Exact' : 'Sampled'} odds over ${o.Runs} outcomes${rows.length ? '' : ': no unit changes'}.`;
  return el('div', {}, el('div', {}, head), el('table', { class: 'odds' }, ...rows));
}

async function confirmAction() {
  const p = G.pending;
  if (!p) return;
  $('#confirm-go').disabled = true;
  try {
    const res = await api('POST', `/api/games/${G.game}/actions`, G.token, { position: p.position, action: { kind: p.action.kind, params: p.action.params } });
    G.pending = null;
    $('#confirm').hidden = true;
    $('#choices').hidden = true;
    await refresh();
    renderExplain(res.values, res.log);
  } catch (err) {
    showError(err);
    if (err.code === 'stale_position') { G.pending = null; $('#confirm').hidden = true; await refresh(); }
  } finally {
    $('#confirm-go').disabled = Boolean(G.weighing);
  }
}

// ---- side panels ---------------------------------------------------------

function renderUnit() {
  const box = $('#unit');
  const u = unitByID(G.selected);
  if (!u) { box.hidden = true; return; }
  box.hidden = false;
  const list = el('ul');
  const add = (k, val) => list.append(el('li', {}, `${k}: ${val}`));
  add('side', name(u.side) + (u.formation ? ', ' + name(u.formation) : ''));
  add('at', u.alive ? (u.on_map ? u.hex : 'off the map') : 'eliminated');
  if (u.face) add('face', u.face);
  if (u.stats) add('stats', Object.entries(u.stats).map(([k, x]) => `${k} ${JSON.stringify(x)}`).join(', '));
  for (const w of u.weapons || []) add(`weapon ${w.name}`, Object.entries(w.attrs).map(([k, x]) => `${k} ${JSON.stringify(x)}`).join(', '));
  if (u.statuses) add('statuses', u.statuses.map(name).join(', '));
  if (u.counters) add('counters', Object.entries(u.counters).map(([k, x]) => `${k} ${x}`).join(', '));
  if (u.carries) add('carries', u.carries.map(name).join(', '));
  if (u.attached) add('attached', u.attached.map(name).join(', '));
  if (u.transports) add('transports', u.transports.join(', '));
  const acts = actionsOf(u.id);
  const kinds = [...new Set(acts.map((a) => a.kind))];
  const here = acts.filter((a) => !placeOf(a) && !targetsOf(a).length);
  const buttons = here.map((a) => el('button', { onclick: () => ask(a), 'data-action': formatAction(a) }, formatAction(a).replace(/ unit=\S+/, '')));
  box.replaceChildren(el('h3', {}, `${u.name} (${u.id})`), list,
    el('div', {}, acts.length ? `${acts.length} legal actions (${kinds.join(', ')}): green hexes and red counters are clickable.` : 'No action for this unit now.'),
    el('div', {}, ...buttons));
}

function renderOthers() {
  const v = G.view;
  const box = $('#others div');
  const free = legal().filter((a) => !actorOf(a));
  const actors = new Set(legal().map(actorOf).filter(Boolean));
  const parts = [];
  if (v.replay) parts.push(el('p', {}, 'A replay of the log, read only: step with the replay buttons, or go back to the game with "now".'));
  else if (!v.may_act) parts.push(el('p', {}, v.over ? 'The game is over.' : `Waiting for ${v.acting_side ? name(v.acting_side) : 'the other side'}.`));
  for (const a of free.slice(0, 50)) parts.push(el('button', { onclick: () => ask(a), 'data-action': formatAction(a) }, formatAction(a)), ' ');
  if (actors.size) {
    parts.push(el('p', {}, 'Units that may act: '));
    for (const id of actors) parts.push(el('button', { onclick: () => clickUnit(id), 'data-unit': id }, id), ' ');
  }
  box.replaceChildren(...parts);
}

function renderLegal() {
  const ul = $('#legal ul');
  ul.replaceChildren(...legal().slice(0, 1000).map((a) => el('li', { onclick: () => ask(a), 'data-action': formatAction(a) }, formatAction(a))));
  $('#legal summary').textContent = `Every legal action (${legal().length})`;
}

// ruleTag cites a rule: its id, which shows the rule's paragraph when
// clicked.
function ruleTag(rule) {
  if (!rule) return '';
  const r = G.view.rules[rule];
  if (!r) return el('span', { class: 'rule' }, ` [${rule}]`);
  const a = el('a', { class: 'rule', href: '#', 'data-rule': rule, title: r.title }, `[${rule}]`);
  a.addEventListener('click', (ev) => {
    ev.preventDefault();
    ev.stopPropagation();
    const box = $('#rule');
    box.hidden = false;
    box.replaceChildren(el('h3', {}, `${r.section ? r.section + ' ' : ''}${r.title}`), el('p', {}, r.summary || ''),
      el('div', { class: 'rule' }, rule), el('button', { onclick: () => { box.hidden = true; } }, 'Close'));
  });
  return el('span', {}, ' ', a);
}

function renderExplain(values, log) {
  const box = $('#explain');
  if ((!values || !values.length) && (!log || !log.length)) { if (!log) box.hidden = true; return; }
  box.hidden = false;
  const items = [];
  for (const entry of log || []) items.push(el('div', {}, entry.text, ruleTag(entry.rule)));
  for (const val of values || []) {
    // a term another rule took out of the total stays, struck, with that rule
    const terms = val.terms.map((t) => el('li', t.struck ? { class: 'struck' } : {}, `${t.value >= 0 ? '+' : ''}${t.value} ${t.label}`, ruleTag(t.rule),
      t.struck ? el('span', {}, ` ${t.struck.replaced ? 'replaced' : 'removed'} by ${t.struck.label || ''}`, ruleTag(t.struck.rule)) : ''));
    items.push(el('div', {}, el('b', {}, `${val.name} ${val.total}`), el('ul', {}, ...terms)));
  }
  box.querySelector('div').replaceChildren(...items);
}

function renderLog() {
  const ol = $('#log ol');
  const entries = G.view.log.slice(-300);
  // a line steps the replay to the position after its action
  ol.replaceChildren(...entries.map((e) => el('li', { title: 'replay from here', onclick: () => replayTo(e.action + 1) }, `T${e.turn} ${e.phase}: ${e.text}`, ruleTag(e.rule))));
  ol.scrollTop = ol.scrollHeight;
}

function renderTools() {
  const v = G.view;
  const box = $('#tools');
  const parts = [];
  if (!v.replay) G.over = v.over;
  if (v.seat.role === 'host' || G.over) parts.push(el('button', { onclick: () => exportGame(G.game, G.token) }, 'Export save'), ' ');
  // the server says why when the last action may not be taken back
  if (v.may_act && !v.replay && v.position > 0) parts.push(el('button', { id: 'undo', onclick: undo }, 'Undo'), ' ');
  parts.push(el('a', { href: '#' }, 'All games'));
  // the log's replay: step through the positions, back to the game
  const step = (label, what, to, off) => el('button', Object.assign({ 'data-replay': what, onclick: () => replayTo(to) }, off ? { disabled: '' } : {}), label);
  const at = v.position;
  const replay = el('div', { id: 'replay' }, `Replay (${at} of ${v.latest}): `,
    step('start', 'start', 0, at === 0), ' ', step('◀', 'back', at - 1, at === 0), ' ',
    step('▶', 'forward', at + 1, !v.replay), ' ', step('now', 'now', null, !v.replay));
  parts.push(replay);
  // "what if": a new game of this one from here, under other mods if named
  if (v.replay && (v.seat.role === 'host' || G.over)) {
    parts.push(el('div', {}, el('button', { id: 'fork', onclick: forkHere }, 'What if… (a new game from here)'), ' ',
      el('input', { id: 'fork-mods', placeholder: 'mods, comma-separated (optional)', size: 24 })));
  }
  box.replaceChildren(...parts);
  const mine = savedGames()[G.game];
  const seats = $('#seats');
  if (mine && v.seat.role === 'host') {
    seats.hidden = false;
    const rows = Object.entries(mine.tokens.sides).map(([side, t]) => el('p', { class: 'links' }, name(side), el('input', { readonly: '', value: link(G.game, t) })));
    rows.push(el('p', { class: 'links' }, 'spectator', el('input', { readonly: '', value: link(G.game, mine.tokens.spectator) })));
    seats.querySelector('div').replaceChildren(...rows);
  } else seats.hidden = true;
}

// ---- start ---------------------------------------------------------------

function route() {
  const q = new URLSearchParams(location.hash.slice(1));
  if (q.get('game') && q.get('token')) openGame(q.get('game'), q.get('token'));
  else showHome();
}

window.addEventListener('DOMContentLoaded', () => {
  $('#create').addEventListener('submit', createGame);
  $('#ruleset').addEventListener('change', fillScenarios);
  $('#import').addEventListener('change', importGame);
  $('#confirm-go').addEventListener('click', confirmAction);
  $('#confirm-cancel').addEventListener('click', () => {
    if (G.weighing) G.weighing.abort();
    G.weighing = null;
    G.pending = null;
    $('#confirm').hidden = true;
  });
  window.addEventListener('hashchange', route);
  route();
});
