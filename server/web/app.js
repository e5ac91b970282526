// The nw68 page: plain JavaScript, no framework, no build. It knows no
// game: it draws what the server's view holds (the ruleset's map data, the
// units, the engine's legal actions) and sends back the action clicked.
'use strict';

const SVGNS = 'http://www.w3.org/2000/svg';
const SIDE_COLOURS = ['#b03a2e', '#2c5f9e', '#3a7d44', '#7d3c98', '#b9770e', '#566573'];

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

// ---- words ----------------------------------------------------------------

// L is the language the page speaks: the program's page.* templates from
// /api/locale, English where the language has none. Templates name their
// parameters in braces and choose a plural form after bars, "{n}
// {n|case|cases}", the forms in the order of L.categories (the CLDR's
// plural categories, which the browser's Intl.PluralRules answers).
const L = { lang: 'en', categories: ['one', 'other'], messages: {}, languages: [] };

// pageLang is the language asked for in the address (?lang=ru), which the
// browser then remembers, else the one it remembers, else English.
function pageLang() {
  const asked = new URLSearchParams(location.search).get('lang');
  if (asked) localStorage.setItem('nw68.lang', asked);
  return localStorage.getItem('nw68.lang') || 'en';
}

async function loadLocale(lang) {
  Object.assign(L, await api('GET', '/api/locale?lang=' + encodeURIComponent(lang)));
  document.documentElement.lang = L.lang;
  for (const e of document.querySelectorAll('[data-t]')) e.textContent = t(e.dataset.t);
  for (const e of document.querySelectorAll('[data-t-title]')) e.title = t(e.dataset.tTitle);
  for (const e of document.querySelectorAll('[data-t-placeholder]')) e.placeholder = t(e.dataset.tPlaceholder);
  const sel = $('#lang');
  sel.replaceChildren(...L.languages.map((l) => el('option', { value: l.id }, l.name)));
  sel.value = L.lang;
}

// t renders a page template with named parameters.
function t(key, params = {}) {
  const template = L.messages[key] ?? key;
  return template.replace(/\{\{|\}\}|\{([A-Za-z0-9_]+)((?:\|[^{}|]*)*)\}/g, (m, param, forms) => {
    if (m === '{{') return '{';
    if (m === '}}') return '}';
    const v = params[param];
    if (!forms) return v === undefined ? m : String(v);
    const choices = forms.slice(1).split('|');
    const i = L.categories.indexOf(new Intl.PluralRules(L.lang).select(Number(v)));
    return choices[i < 0 ? choices.length - 1 : Math.min(i, choices.length - 1)];
  });
}

// withLang asks the server for the page's language on what it reads.
function withLang(path) {
  if (L.lang === 'en' || path.startsWith('/api/locale')) return path;
  return path + (path.includes('?') ? '&' : '?') + 'lang=' + encodeURIComponent(L.lang);
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
  const resp = await fetch(method === 'GET' ? withLang(path) : path, { method, headers, signal, body: body === undefined ? undefined : (raw ? body : JSON.stringify(body)) });
  if (resp.status === 204) return null;
  const text = await resp.text();
  let data;
  try { data = JSON.parse(text); } catch { data = { error: text }; }
  if (!resp.ok) throw new APIError(resp.status, data);
  return data;
}

function showError(err) {
  let msg = err ? (err.message || String(err)) : '';
  if (err && err.code) msg = t('page.refused', { code: err.code, msg });
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
  const opts = (r ? r.scenarios : []).map((s) => el('option', { value: s.id }, t('page.scenario_option', { title: s.title, sides: s.sides.join(t('page.versus')) })));
  // a campaign plays its scenarios in order, each step carrying on from the last
  if (r && r.campaigns) opts.push(el('optgroup', { label: t('page.campaigns') }, ...r.campaigns.map((c) => el('option', { value: 'campaign:' + c.id }, t('page.campaign_option', { title: c.title, n: c.steps })))));
  $('#scenario').replaceChildren(...opts);
  fillPlayers();
}

// PLAYERS are who may play a side: a person (a seat link) or the server's
// computer player, greedy (quick) or the searching AI.
const PLAYERS = [['person', 'page.player_person'], ['greedy', 'page.player_greedy'], ['ai', 'page.player_ai']];

// fillPlayers offers, per side of the scenario (or campaign) picked, who
// plays it.
function fillPlayers() {
  const r = rulesets.find((x) => x.id === $('#ruleset').value);
  const picked = $('#scenario').value;
  const it = !r ? null : picked.startsWith('campaign:') ? (r.campaigns || []).find((c) => 'campaign:' + c.id === picked) : (r.scenarios || []).find((s) => s.id === picked);
  $('#players').replaceChildren(...(it ? it.sides : []).map((side) => el('label', {}, t('page.played_by', { side }) + ' ',
    el('select', { 'data-side': side }, ...PLAYERS.map(([k, label]) => el('option', { value: k }, t(label)))))));
}

async function listGames() {
  const games = await api('GET', '/api/games');
  const saved = savedGames();
  const rows = games.map((g) => {
    const mine = saved[g.id];
    const actions = el('td');
    if (mine) {
      actions.append(el('a', { href: link(g.id, mine.tokens.host) }, t('page.resume')), ' ');
      actions.append(el('button', { onclick: () => showLinks(mine.tokens) }, t('page.links')), ' ');
      actions.append(el('button', { onclick: () => exportGame(g.id, mine.tokens.host) }, t('page.export')), ' ');
      actions.append(el('button', {
        onclick: async () => {
          if (!confirm(t('page.delete_confirm', { title: g.title, id: g.id }))) return;
          try { await api('DELETE', `/api/games/${g.id}`, mine.tokens.host); await listGames(); } catch (err) { showError(err); }
        },
      }, t('page.delete')));
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
  box.replaceChildren(el('h3', {}, t('page.seat_links_of', { game: tokens.game })),
    ...Object.entries(tokens.sides).map(([side, token]) => row(side, side, token)),
    ...Object.entries(tokens.computers || {}).map(([side, kind]) => el('p', { class: 'links', 'data-computer': side }, el('b', {}, side), t('page.played_by_computer', { kind }))),
    row('host', t('page.host_seat'), tokens.host), row('spectator', t('page.spectator_seat'), tokens.spectator),
    el('a', { href: link(tokens.game, tokens.host) }, t('page.play_hot_seat')));
  // against the computer, the one person's seat opens in one click
  const people = Object.entries(tokens.sides);
  if (tokens.computers && people.length === 1) box.append(' · ', el('a', { id: 'play-seat', href: link(tokens.game, people[0][1]) }, t('page.play_against', { side: people[0][0] })));
}

async function createGame(ev) {
  ev.preventDefault();
  showError(null);
  const picked = $('#scenario').value;
  const req = { ruleset: $('#ruleset').value };
  if (picked.startsWith('campaign:')) req.campaign = picked.slice('campaign:'.length);
  else req.scenario = picked;
  const seed = $('#seed').value.trim();
  if (seed !== '') req.seed = Number(seed);
  const mods = $('#mods').value.split(',').map((m) => m.trim()).filter(Boolean);
  if (mods.length) req.mods = mods;
  const players = {};
  for (const sel of document.querySelectorAll('#players select')) if (sel.value !== 'person') players[sel.dataset.side] = sel.value;
  if (Object.keys(players).length) req.players = players;
  try {
    const tokens = await api('POST', '/api/games', '', req);
    saveGame(tokens, $('#scenario').selectedOptions[0]?.textContent || picked);
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
  Object.assign(G, { game, token, view: null, at: null, over: false, selected: '', reach: null, pending: null, inspected: '', wasWaiting: false });
  M.fanned = '';
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
  closeChoice();
  refresh();
}

// undo takes back the seat's last action, if the rules let it.
async function undo() {
  try {
    await api('POST', `/api/games/${G.game}/undo`, G.token, { position: G.view.position });
    await refresh();
  } catch (err) { showError(err); }
}

// nextStep starts the campaign's next step, carrying on from this game,
// and opens it with the seat links shown.
async function nextStep() {
  try {
    const c = G.view.campaign;
    const tokens = await api('POST', `/api/games/${G.game}/next`, G.token);
    saveGame(tokens, t('page.saved_step', { title: c.title, step: c.step + 1 }));
    location.hash = `game=${encodeURIComponent(tokens.game)}&token=${encodeURIComponent(tokens.host)}`;
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
    saveGame(tokens, t('page.saved_fork', { title: G.view.title, position: G.view.position }));
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
    if (p.type === 'deleted') showError(new Error(t('page.deleted')));
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
// idWords says an id the view gives no name for (an action kind, a
// window's kind) as words: its display name where it has one.
const idWords = (id) => (G.view.names[id] || String(id).replace(/_/g, ' '));
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
// unitWords names a unit as a player reads it: its side's and its name.
function unitWords(id, withSide) {
  const u = unitByID(id);
  if (!u) return id;
  // two counters alike are told apart by where they stand
  const twin = u.hex && G.view.units.some((x) => x.id !== u.id && x.alive && x.name === u.name && x.side === u.side);
  const words = `${withSide ? name(u.side) + ' ' : ''}${u.name}`;
  return twin ? t('page.unit_in', { unit: words, hex: u.hex }) : words;
}
// valueWords says a parameter's value in words: a unit's name, a hex, a
// thing's display name.
function valueWords(x) {
  if (Array.isArray(x)) return x.map(valueWords).join(' → ');
  if (typeof x !== 'string') return String(x);
  if (unitByID(x)) return unitWords(x);
  return name(x);
}
// describe writes an action in words ("King Tiger fire at NATO M113 (weapon
// AP)"); formatAction gives its syntax.
function describe(a) {
  if (a.kind === 'pass') return t('page.pass_describe');
  const actor = actorOf(a), tg = targetsOf(a), place = placeOf(a);
  const words = [];
  if (actor) words.push(unitWords(actor));
  words.push(idWords(a.kind));
  if (tg.length) words.push(t('page.describe_at', { targets: tg.map((id) => unitWords(id, true)).join(', ') }));
  const rest = [];
  for (const p of paramsOf(a)) {
    const x = a.params && a.params[p.name];
    if (x === undefined || x === '' || x === actor || tg.includes(x)) continue;
    if ((p.type === 'hex' || p.type === 'hexes') && (x === place || (Array.isArray(x) && x[x.length - 1] === place))) {
      words.push(Array.isArray(x) && x.length > 1 ? t('page.describe_along', { path: x.join(' → ') }) : t('page.describe_to', { hex: place }));
      continue;
    }
    if (p.type === 'units' && Array.isArray(x)) { rest.push(`${p.name.replace(/_/g, ' ')}: ${x.filter((u) => u !== actor).map((u) => unitWords(u)).join(', ')}`); continue; }
    rest.push(`${p.name.replace(/_/g, ' ')} ${valueWords(x)}`);
  }
  return words.join(' ') + (rest.length ? ` (${rest.join(', ')})` : '');
}
// formatAction writes an action as a player types it, as engine.Action.String
// does (the browser tests hold the two to the same text).
function formatAction(a) {
  const ps = Object.keys(a.params || {}).sort().map((k) => `${k}=${Array.isArray(a.params[k]) ? a.params[k].join(',') : a.params[k]}`);
  return [a.kind, ...ps].join(' ');
}
const legal = () => G.view.legal || [];
const actionsOf = (unit) => legal().filter((a) => actorOf(a) === unit);

// turnWords says whose turn it is, for this seat, in words.
function turnWords(v) {
  if (v.over) return t('page.game_over', { result: v.result });
  if (v.replay) return t('page.replay_read_only');
  const acting = v.acting_side ? v.sides.find((s) => s.id === v.acting_side) : null;
  const who = acting ? acting.name + (acting.automated ? ' ' + t('page.by_the_rules') : acting.computer ? ' ' + t('page.computer_thinking') : '') : '';
  const w = v.interrupt;
  if (v.may_act) {
    if (w && (v.seat.role === 'host' || w.side === v.seat.side)) return v.seat.role === 'host' ? t('page.may_react', { side: name(w.side) }) : t('page.your_reaction');
    if (v.seat.role === 'host') return who ? t('page.to_act_hot_seat', { who }) : t('page.every_side_hot_seat');
    return who ? t('page.your_turn') : t('page.your_turn_every_side');
  }
  if (v.seat.role === 'spectator') return who ? t('page.to_act', { who }) : t('page.watching');
  return who ? t('page.waiting_for', { who }) : t('page.waiting_other');
}

function renderGame() {
  const v = G.view;
  showError(null);
  $('#preview').hidden = true;
  const seatName = v.seat.role === 'side' ? name(v.seat.side) : v.seat.role === 'host' ? t('page.seat_host') : t('page.seat_spectator');
  const words = turnWords(v);
  $('#status').textContent = t('page.you_are', { title: v.title, seat: seatName }) + (v.replay ? t('page.replay_status', { at: v.position, latest: v.latest }) : '');
  const banner = $('#banner');
  banner.textContent = words;
  banner.className = v.may_act && !v.replay ? 'mine' : 'waiting';
  document.title = `${v.may_act && !v.replay ? '● ' : ''}${words} · nw68 ${v.title}`;
  // a seat that has just been given the turn hears it, if it asked to
  if (v.may_act && !v.replay && G.wasWaiting && $('#sound').checked) beep();
  G.wasWaiting = !v.may_act;
  renderTurn(v);
  renderMaps();
  renderUnit();
  renderOthers();
  renderLegal();
  renderExplain(v.values);
  renderLog();
  renderTools();
  if (G.inspected) inspect(G.inspected);
}

function beep() {
  try {
    const ctx = new AudioContext();
    const o = ctx.createOscillator();
    o.frequency.value = 660;
    o.connect(ctx.destination);
    o.start();
    o.stop(ctx.currentTime + 0.15);
  } catch { /* no sound here */ }
}

function renderTurn(v) {
  const box = $('#turn');
  const lines = [
    el('h3', {}, v.over ? t('page.game_over', { result: v.result }) : t(v.step ? 'page.turn_phase_step' : 'page.turn_phase', { turn: v.turns ? t('page.turn_of', { turn: v.turn, turns: v.turns }) : t('page.turn', { turn: v.turn }), phase: name(v.phase), step: v.step ? idWords(v.step) : '' })),
    v.campaign ? el('div', {}, t('page.campaign_step', { title: v.campaign.title, step: v.campaign.step, steps: v.campaign.steps })) : '',
    el('div', {}, t('page.active', { who: v.active_side ? (v.active_formation ? t('page.formation_of', { formation: name(v.active_formation), side: name(v.active_side) }) : name(v.active_side)) : t('page.no_side') })),
    el('div', { id: 'to-act' }, turnWords(v)),
    v.computer_stuck ? el('div', { class: 'stuck' }, t('page.computer_stuck', { side: name(v.computer_stuck) })) : '',
    el('div', {}, t('page.cup', { markers: v.cup.map(name).join(', ') || (v.cup_hidden ? '' : t('page.empty')) }) + (v.cup_hidden ? (v.cup.length ? ', ' : '') + t('page.cup_hidden', { n: v.cup_hidden }) : '')),
  ];
  if (v.drawn && v.drawn.length) lines.push(el('div', {}, t('page.drawn', { markers: v.drawn.map(name).join(', ') })));
  const sides = el('div');
  v.sides.forEach((s, i) => {
    const span = el('span', { class: 'side-' + s.id }, `■ ${s.name}${s.automated ? ' ' + t('page.by_the_rules') : s.computer ? ' ' + t('page.by_computer', { kind: s.computer }) : ''}  `);
    span.style.color = SIDE_COLOURS[i % SIDE_COLOURS.length];
    sides.append(span);
  });
  lines.push(sides);
  box.replaceChildren(...lines);
  const r = $('#reaction');
  if (v.interrupt && !v.over && !v.replay) {
    r.hidden = false;
    const w = v.interrupt;
    const mine = v.may_act && (v.seat.role === 'host' || v.seat.side === w.side);
    // the window's context in words: units by name, things by display name
    const ctx = Object.entries(w.context || {}).filter(([, x]) => typeof x !== 'object' || Array.isArray(x)).map(([k, x]) => `${k.replace(/_/g, ' ')}: ${valueWords(x)}`).join('; ');
    const kinds = w.actions.map(idWords).join(t('page.or'));
    const parts = [el('h3', {}, t('page.may_answer', { side: name(w.side), kind: idWords(w.kind) })), el('div', {}, ctx)];
    // a window newly open shows where it is: the first hex its context names
    if (G.windowAt !== v.position) {
      G.windowAt = v.position;
      const at = Object.values(w.context || {}).find((x) => typeof x === 'string' && hexByLabel(x));
      if (at) setTimeout(() => centreOnHex(at), 0);
    }
    if (mine) {
      const reactions = legal().filter((a) => w.actions.includes(a.kind) && a.kind !== 'pass');
      parts.push(el('div', {}, reactions.length ? t('page.click_to_react', { kinds }) : t('page.nothing_to_answer')));
      parts.push(el('button', { id: 'pass', onclick: () => pass(false) }, t('page.pass')), ' ',
        el('button', { id: 'pass-all', onclick: () => pass(true) }, t('page.pass_all')));
      for (const a of reactions.slice(0, 30)) parts.push(el('div', {}, el('button', { onclick: () => ask(a), 'data-action': formatAction(a), title: formatAction(a) }, describe(a))));
    } else parts.push(el('div', {}, t('page.waiting_for', { who: name(w.side) }) + '.'));
    r.replaceChildren(...parts);
  } else r.hidden = true;
}

// pass passes up the reaction window in one click; all: and every window
// the same move opens after it for this seat, until another action is
// taken or the windows are another side's.
async function pass(all) {
  const me = G.view.seat.role === 'side' ? G.view.seat.side : G.view.interrupt && G.view.interrupt.side;
  for (let i = 0; i < 100; i++) {
    try {
      const res = await api('POST', `/api/games/${G.game}/actions`, G.token, { position: G.view.position, action: { kind: 'pass' } });
      G.view = await api('GET', `/api/games/${G.game}`, G.token);
      const w = G.view.interrupt;
      const others = res.accepted.filter((a) => a.kind !== 'pass' && !a.auto).length;
      if (!all || !w || w.side !== me || others > 0 || G.view.position !== res.position) break;
    } catch (err) { showError(err); break; }
  }
  await refresh();
}

// ---- what the selected unit may do -----------------------------------

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
      // (first: a click on a hex in reach means moving there, even where
      // other actions end too)
      for (const [label, r] of Object.entries(G.reach.hexes)) {
        if (!r.action) continue;
        const there = reach.get(label) || [];
        if (!there.some((a) => formatAction(a) === formatAction(r.action))) reach.set(label, [r.action, ...there]);
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
      renderUnit();
    }
  } catch (err) { /* no answer: the legal actions alone */ }
}

// ---- clicks --------------------------------------------------------------

// clickUnit: a target of the selected unit is acted on; a friendly counter
// in the selected unit's reach is a hex to move to (stacking); any other
// selects the unit (or, clicked again, lets it go).
function clickUnit(id) {
  const { reach, targets } = highlights();
  if (targets.has(id)) { offer(targets.get(id)); return; }
  const u = unitByID(id), sel = unitByID(G.selected);
  if (u && sel && id !== G.selected && u.hex && pathStep(u.hex)) return;
  if (u && sel && id !== G.selected && u.side === sel.side && reach.has(u.hex)) { offer(reach.get(u.hex)); return; }
  G.selected = G.selected === id ? '' : id;
  G.path = null;
  if (u && u.hex) {
    for (const m of G.view.maps) if (onMap(m, u.hex) && m.id !== M.tab && m.hexes.some((h) => h.label === u.hex)) showTab(m.id);
    G.inspected = u.hex;
    inspect(u.hex);
  }
  closeChoice();
  renderMaps();
  renderUnit();
  askReach(G.selected);
}

// clickHex: a hex in reach is moved to; any other is inspected, and a
// stack in it fans out.
function clickHex(label) {
  if (pathStep(label)) return;
  const { reach } = highlights();
  if (reach.has(label)) { offer(reach.get(label)); return; }
  G.inspected = label;
  inspect(label);
  const here = G.view.units.filter((u) => u.alive && u.on_map && !u.aboard && u.hex === label);
  M.fanned = here.length > 1 && M.fanned !== label ? label : '';
  renderMaps();
}

function closeChoice() {
  G.pending = null;
  $('#preview').hidden = true;
  $('#confirm').hidden = true;
  $('#choices').hidden = true;
}

// offer shows the actions a click could mean, in words, or confirms the
// only one.
function offer(actions) {
  if (actions.length === 1) { ask(actions[0]); return; }
  const box = $('#choices');
  box.hidden = false;
  box.querySelector('ul').replaceChildren(...actions.slice(0, 200).map((a) => el('li', { onclick: () => ask(a), 'data-action': formatAction(a), title: formatAction(a) }, describe(a), numbersTag(a))));
}

// The numbers of a choice ("needs 10+ on 2d6: 16.7%") come from its odds,
// which are weighed only when the player picks it (weighing every choice
// on every view would take seconds): once they arrive they are kept for
// the position and shown in the choice's line and the confirmation.
function numbersTag(a) {
  const n = G.numbers && G.numbers.at === G.view.position && G.numbers.by.get(formatAction(a));
  return el('span', { class: 'choice-numbers' }, n ? ` (${n})` : '');
}

// oddsNumbers says an action's odds in one phrase: the roll it needs, else
// its chance to affect its target, else that it rolls nothing.
function oddsNumbers(o, a) {
  if (o.needs) return t('page.needs', { at_least: o.needs.at_least, dice: o.needs.dice, chance: pct(o.needs.chance) });
  if (o.Runs <= 1) return o.stops ? t('page.no_dice_before', { side: name(o.stops.windows[0].side) }) : t('page.no_dice');
  const tg = targetsOf(a);
  if (tg.length) {
    const none = unitOutcomes(o, tg[0]).find((x) => x.what === t('page.no_effect'));
    return t('page.to_affect', { chance: pct({ P: 1 - (none ? none.P : 0) }), unit: unitWords(tg[0], true) });
  }
  return t('page.outcomes', { n: o.Runs });
}

function showNumbers(a, o) {
  if (!G.numbers || G.numbers.at !== G.view.position) G.numbers = { at: G.view.position, by: new Map() };
  const key = formatAction(a);
  G.numbers.by.set(key, oddsNumbers(o, a));
  for (const li of document.querySelectorAll('#choices li[data-action]')) if (li.dataset.action === key) li.querySelector('.choice-numbers').replaceWith(numbersTag(a));
  const b = $('#confirm-action b');
  if (b && G.pending && G.pending.action === a) b.replaceChildren(describe(a), numbersTag(a));
}

// mayRoll says whether the odds of an action are worth asking: a pass
// rolls nothing.
const mayRoll = (a) => a.kind !== 'pass';

// ask shows an action in words (with its syntax) and its odds, and waits
// for the confirmation. The server weighs the odds (sampling when the dice
// have too many outcomes, which takes a moment); the page stays live
// meanwhile, and a newer choice aborts the request of an older one. An
// attack (an action naming an enemy unit) is confirmed only once its odds
// are shown.
async function ask(a) {
  if (G.weighing) G.weighing.abort();
  G.weighing = null;
  G.pending = { action: a, position: G.view.position };
  $('#confirm').hidden = false;
  $('#confirm-action').replaceChildren(el('b', {}, describe(a), numbersTag(a)), el('br'), el('code', { class: 'syntax', title: (G.view.actions[a.kind] || {}).title || '' }, formatAction(a)));
  const oddsBox = $('#confirm-odds');
  if (!mayRoll(a)) { oddsBox.replaceChildren(); $('#confirm-go').disabled = false; return; }
  const weighing = new AbortController();
  G.weighing = weighing;
  oddsBox.replaceChildren(t('page.weighing'));
  $('#confirm-go').disabled = targetsOf(a).length > 0;
  try {
    const o = await api('GET', `/api/games/${G.game}/odds?action=${encodeURIComponent(JSON.stringify({ kind: a.kind, params: a.params }))}`, G.token, undefined, false, weighing.signal);
    if (G.weighing !== weighing) return;
    oddsBox.replaceChildren(renderOdds(o, a));
    showNumbers(a, o);
  } catch (err) {
    if (G.weighing !== weighing) return;
    oddsBox.replaceChildren(t('page.no_odds', { msg: err.message }));
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
    box.replaceChildren(el('h3', {}, describe(a)), t('page.weighing'));
    try {
      const o = await api('GET', `/api/games/${G.game}/odds?action=${encodeURIComponent(JSON.stringify({ kind: a.kind, params: a.params }))}`, G.token, undefined, false, mine.signal);
      box.replaceChildren(el('h3', {}, describe(a)), renderOdds(o, a));
      showNumbers(a, o);
    } catch (err) {
      if (!mine.signal.aborted) box.replaceChildren(el('h3', {}, describe(a)), t('page.no_odds', { msg: err.message }));
    }
  }, 250);
}

// changeWords says what one outcome did to a unit.
function changeWords(c) {
  if (!c) return t('page.no_effect');
  if (c.Eliminated) return t('page.eliminated');
  const parts = [];
  if (c.Face) parts.push(t('page.turned_face', { face: idWords(c.Face) }));
  for (const s of c.StatusesGained || []) parts.push(name(s));
  return parts.length ? parts.join(' + ') : t('page.no_effect');
}

// unitOutcomes are the disjoint results an action may have on a unit,
// most likely first, "no effect" (page.no_effect) included: they add up
// to 100%.
function unitOutcomes(o, id) {
  const sum = new Map();
  for (const out of o.Outcomes || []) {
    const w = changeWords((out.Units || {})[id]);
    sum.set(w, (sum.get(w) || 0) + out.P);
  }
  return [...sum.entries()].map(([what, P]) => ({ what, P, Margin: o.Exact || !o.Runs ? 0 : 1.96 * Math.sqrt((P * (1 - P)) / o.Runs) })).sort((a, b) => b.P - a.P);
}

// renderOdds: first the chance the action does anything to each unit it
// names as a target, then for every unit some outcome changes each thing
// that may become of it (adding up to 100%), then the reports' varying
// fields. The odds cover this action up to the next choice: a reaction
// window it opens, and what follows it, are not in them.
function renderOdds(o, a) {
  const rows = [];
  const changed = Object.keys(o.Units || {});
  const tg = a ? targetsOf(a) : [];
  const order = [...tg.filter((id) => changed.includes(id)), ...changed.filter((id) => !tg.includes(id))];
  const head = [];
  for (const id of order) {
    const outs = unitOutcomes(o, id);
    const none = outs.find((x) => x.what === t('page.no_effect'));
    const who = unitByID(id) ? `${unitWords(id, true)}` : id;
    if (tg.includes(id)) head.push(el('div', { class: 'odds-head' }, t('page.to_affect', { chance: pct({ P: 1 - (none ? none.P : 0) }), unit: who })));
    rows.push(el('tr', {}, el('th', { colspan: 2 }, id === actorOf(a || {}) ? t('page.acting', { unit: who }) : who)));
    for (const x of outs) rows.push(el('tr', { class: 'outcome', 'data-unit': id, 'data-p': x.P }, el('td', {}, x.what), el('td', {}, pct(x))));
  }
  const fields = [];
  for (const [report, fs] of Object.entries(o.Reports || {})) {
    for (const [field, values] of Object.entries(fs)) {
      if (values.length < 2 || values.length > 12) continue;
      fields.push(el('tr', {}, el('td', {}, `${report} ${field}`), el('td', {}, values.map((x) => `${typeof x.Value === 'string' ? valueWords(x.Value) : JSON.stringify(x.Value)}: ${pct(x)}`).join(', '))));
    }
  }
  // a roll against a number decides it: the number first, as a player reads it
  const n = o.needs;
  if (n) head.unshift(el('div', { class: 'odds-head needs' }, t('page.needs_effect', { at_least: n.at_least, dice: n.dice, chance: pct(n.chance) })));
  const scope = coverWords(o, a);
  if (o.Runs <= 1) {
    const changes = order.map((id) => `${unitByID(id) ? unitWords(id, true) : id}: ${unitOutcomes(o, id)[0].what}`);
    const certain = t(o.stops ? 'page.certain_before_stop' : 'page.certain');
    return el('div', { class: 'no-dice' }, el('div', {}, `${certain}${changes.length ? ' (' + changes.join('; ') + ')' : ''}.`), el('div', { class: 'rule cover' }, scope));
  }
  const over = t(o.Exact ? 'page.exact_odds' : 'page.sampled_odds', { n: o.Runs });
  return el('div', {}, ...head, el('div', {}, `${over}${rows.length ? '' : t('page.no_unit_changes')}.`),
    el('table', { class: 'odds' }, ...rows),
    fields.length ? el('details', {}, el('summary', {}, t('page.rolls_in_detail')), el('table', { class: 'odds' }, ...fields)) : '',
    el('div', { class: 'rule cover' }, scope));
}

// coverWords says which part of the action the odds cover. The server
// plays the action as the game would, with what the rules automate after
// it, and each play ends where the action stops for a reaction window it
// opens (o.stops): what the action does after that window is answered (the
// rest of a path, a shot fired after moving) is played, with its dice, on
// the answer, so it is not in these odds, and neither is the answer's own.
function coverWords(o, a) {
  const s = o.stops;
  // a roll's purpose may name a unit: by its name
  const rolls = (o.rolls || []).map((r) => r.split(' ').map((w) => (unitByID(w) ? unitWords(w) : w)).join(' '));
  const dice = rolls.join(', ');
  if (!s) return dice ? t('page.cover_whole_rolls', { rolls: dice }) : t('page.cover_whole');
  const w = s.windows[0];
  const where = Object.entries(w.context || {}).filter(([, x]) => x !== '' && x !== null && (typeof x !== 'object' || Array.isArray(x)))
    .map(([k, x]) => `${k.replace(/_/g, ' ')} ${valueWords(x)}`).join(', ');
  const often = s.P >= 0.9995 ? '' : t('page.cover_often', { chance: pct(s) });
  const params = a ? paramsOf(a) : [];
  const path = params.some((p) => p.type === 'hexes' && Array.isArray(a.params[p.name]) && a.params[p.name].length);
  // nothing rolled before the stop, a shot the action names is still to come
  const rest = [path ? t('page.rest_path') : '', path && !rolls.length && targetsOf(a).length ? t('page.rest_shot') : ''].filter(Boolean);
  const window = idWords(w.kind) + (where ? ': ' + where : '');
  return t('page.cover_stop', { often, side: name(w.side), window, rolls: dice ? t('page.cover_stop_rolls', { rolls: dice }) : '' }) + ' ' +
    t('page.cover_after', { rest: rest.length ? ' (' + rest.join(', ') + ')' : '' });
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
  add(t('page.unit_side'), name(u.side) + (u.formation ? ', ' + name(u.formation) : ''));
  add(t('page.unit_at'), u.alive ? (u.on_map ? u.hex : t('page.off_the_map')) : t('page.eliminated'));
  if (u.face) add(t('page.unit_face'), idWords(u.face));
  if (u.stats) add(t('page.unit_stats'), Object.entries(u.stats).map(([k, x]) => `${k} ${JSON.stringify(x)}`).join(', '));
  for (const w of u.weapons || []) add(t('page.unit_weapon', { weapon: w.name }), Object.entries(w.attrs).map(([k, x]) => `${k} ${JSON.stringify(x)}`).join(', '));
  if (u.statuses) add(t('page.unit_statuses'), u.statuses.map(name).join(', '));
  if (u.counters) add(t('page.unit_counters'), Object.entries(u.counters).map(([k, x]) => `${k} ${x}`).join(', '));
  if (u.carries) add(t('page.unit_carries'), u.carries.map(name).join(', '));
  if (u.attached) add(t('page.unit_attached'), u.attached.map(name).join(', '));
  if (u.transports) add(t('page.unit_transports'), u.transports.map((id) => unitWords(id)).join(', '));
  const acts = actionsOf(u.id);
  const kinds = [...new Set(acts.map((a) => a.kind))];
  const here = acts.filter((a) => !placeOf(a) && !targetsOf(a).length);
  const buttons = here.map((a) => el('button', { onclick: () => ask(a), 'data-action': formatAction(a), title: formatAction(a) }, describe(a)));
  box.replaceChildren(el('h3', {}, `${u.name} (${u.id})`), list,
    el('div', {}, acts.length || G.reach ? t('page.unit_may', { kinds: kinds.map(idWords).join(', ') || t('page.unit_may_move') }) : t('page.unit_no_action')),
    el('div', {}, ...buttons), pathPanel(u));
}

// ---- a path drawn hex by hex ------------------------------------------------

// pathTemplates are the unit's actions that take a list of hexes (a move,
// a moving fire), one per kind and other parameters: a path drawn is put
// in their place.
function pathTemplates(u) {
  const out = new Map();
  const cands = [...(G.reach && G.reach.unit === u.id ? Object.values(G.reach.hexes).map((r) => r.action).filter(Boolean).slice(0, 1) : []), ...actionsOf(u.id)];
  for (const a of cands) {
    const p = paramsOf(a).find((x) => x.type === 'hexes');
    if (!p) continue;
    const rest = Object.fromEntries(Object.entries(a.params || {}).filter(([k]) => k !== p.name));
    const key = a.kind + JSON.stringify(rest);
    if (!out.has(key) && out.size < 12) out.set(key, { a, param: p.name });
  }
  return [...out.values()];
}

function pathPanel(u) {
  const tpl = pathTemplates(u);
  if (!tpl.length || G.at !== null) return '';
  const drawing = G.path && G.path.unit === u.id;
  if (!drawing) return el('div', {}, el('button', { id: 'draw-path', onclick: () => { G.path = { unit: u.id, hexes: [] }; renderUnit(); renderMaps(); } }, t('page.draw_path')));
  const hexes = G.path.hexes;
  const last = hexes[hexes.length - 1];
  const cost = last ? reachCost(last) : null;
  const drawn = { from: u.hex, hexes: hexes.join(' → '), n: hexes.length, last, cost };
  const parts = [el('div', {}, hexes.length ? t(cost !== null ? 'page.path_cost' : 'page.path', drawn) : t('page.path_hint'))];
  if (hexes.length) {
    for (const { a, param } of tpl) {
      const along = { kind: a.kind, params: { ...a.params, [param]: [...hexes] } };
      parts.push(el('button', { class: 'along', onclick: () => ask(along), 'data-action': formatAction(along), title: formatAction(along) }, describe(along)), ' ');
    }
  }
  parts.push(el('button', { id: 'stop-path', onclick: () => { G.path = null; renderUnit(); renderMaps(); } }, t('page.stop_path')));
  return el('div', { class: 'path-panel' }, ...parts);
}

// pathStep adds a hex to the path drawn (a neighbour of its end) or takes
// back its last; it reports whether the click was the path's.
function pathStep(label) {
  const u = unitByID(G.selected);
  if (!G.path || !u || G.path.unit !== u.id) return false;
  const hexes = G.path.hexes;
  if (hexes[hexes.length - 1] === label) hexes.pop();
  else if (adjacent(hexes.length ? hexes[hexes.length - 1] : u.hex, label)) hexes.push(label);
  else { showError(new Error(t('page.not_next', { hex: label, from: hexes.length ? hexes[hexes.length - 1] : u.hex }))); return true; }
  showError(null);
  renderUnit();
  renderMaps();
  return true;
}

function renderOthers() {
  const v = G.view;
  const box = $('#others div');
  const free = legal().filter((a) => !actorOf(a));
  const actors = new Set(legal().map(actorOf).filter(Boolean));
  const parts = [];
  if (v.replay) parts.push(el('p', {}, t('page.replay_note')));
  else if (!v.may_act) parts.push(el('p', {}, v.over ? t('page.over') : (v.acting_side ? t('page.waiting_for', { who: name(v.acting_side) }) : t('page.waiting_other')) + '.'));
  for (const a of free.filter((x) => x.kind !== 'pass').slice(0, 50)) parts.push(el('button', { onclick: () => ask(a), 'data-action': formatAction(a), title: formatAction(a) }, describe(a)), ' ');
  if (actors.size) {
    parts.push(el('p', {}, t('page.units_may_act') + ' '));
    for (const id of actors) parts.push(el('button', { onclick: () => clickUnit(id), 'data-unit': id, title: id }, unitWords(id)), ' ');
  }
  box.replaceChildren(...parts);
}

function renderLegal() {
  const ul = $('#legal ul');
  ul.replaceChildren(...legal().slice(0, 1000).map((a) => el('li', { onclick: () => ask(a), 'data-action': formatAction(a) }, describe(a), ' ', el('code', { class: 'syntax' }, formatAction(a)))));
  $('#legal summary').textContent = t('page.every_legal_n', { n: legal().length });
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
      el('div', { class: 'rule' }, rule), el('button', { onclick: () => { box.hidden = true; } }, t('page.close')));
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
    const terms = val.terms.map((term) => el('li', term.struck ? { class: 'struck' } : {}, `${term.value >= 0 ? '+' : ''}${term.value} ${term.label}`, ruleTag(term.rule),
      term.struck ? el('span', {}, ' ' + (term.struck.replaced ? t('page.replaced_by', { label: term.struck.label || '' }) : t('page.removed_by', { label: term.struck.label || '' })), ruleTag(term.struck.rule)) : ''));
    items.push(el('div', {}, el('b', {}, `${val.name} ${val.total}`), el('ul', {}, ...terms)));
  }
  box.querySelector('div').replaceChildren(...items);
}

function renderLog() {
  const ol = $('#log ol');
  const entries = G.view.log.slice(-300);
  // a line steps the replay to the position after its action
  ol.start = G.view.log.length - entries.length + 1;
  ol.replaceChildren(...entries.map((e) => el('li', { title: t('page.replay_from_here'), onclick: () => replayTo(e.action + 1) }, `${t('page.turn_short', { turn: e.turn })} ${name(e.phase)}: ${e.text}`, ruleTag(e.rule))));
  ol.scrollTop = ol.scrollHeight;
}

function renderTools() {
  const v = G.view;
  const box = $('#tools');
  const parts = [];
  if (!v.replay) G.over = v.over;
  if (v.seat.role === 'host' || G.over) parts.push(el('button', { onclick: () => exportGame(G.game, G.token) }, t('page.export_save')), ' ');
  // the server says when the seat may take its last action back
  if (v.can_undo) parts.push(el('button', { id: 'undo', onclick: undo }, t('page.undo')), ' ');
  const c = v.campaign;
  if (c && v.over && !v.replay && v.seat.role === 'host' && c.step < c.steps) parts.push(el('button', { id: 'next-step', onclick: nextStep }, t('page.next_step', { title: c.title, step: c.step + 1, steps: c.steps })), ' ');
  parts.push(el('a', { href: '#' }, t('page.all_games')));
  // the log's replay: step through the positions, back to the game
  const step = (label, what, to, off) => el('button', Object.assign({ 'data-replay': what, onclick: () => replayTo(to) }, off ? { disabled: '' } : {}), label);
  const at = v.position;
  const replay = el('div', { id: 'replay' }, t('page.replay', { at, latest: v.latest }) + ' ',
    step(t('page.replay_start'), 'start', 0, at === 0), ' ', step('◀', 'back', at - 1, at === 0), ' ',
    step('▶', 'forward', at + 1, !v.replay), ' ', step(t('page.replay_now'), 'now', null, !v.replay));
  parts.push(replay);
  // "what if": a new game of this one from here, under other mods if named
  if (v.replay && (v.seat.role === 'host' || G.over)) {
    parts.push(el('div', {}, el('button', { id: 'fork', onclick: forkHere }, t('page.what_if')), ' ',
      el('input', { id: 'fork-mods', placeholder: t('page.fork_mods'), size: 24 })));
  }
  box.replaceChildren(...parts);
  const mine = savedGames()[G.game];
  const seats = $('#seats');
  if (mine && v.seat.role === 'host') {
    seats.hidden = false;
    const rows = Object.entries(mine.tokens.sides).map(([side, token]) => el('p', { class: 'links' }, name(side), el('input', { readonly: '', value: link(G.game, token) })));
    rows.push(el('p', { class: 'links' }, t('page.spectator'), el('input', { readonly: '', value: link(G.game, mine.tokens.spectator) })));
    seats.querySelector('div').replaceChildren(...rows);
  } else seats.hidden = true;
}

// ---- start ---------------------------------------------------------------

function route() {
  const q = new URLSearchParams(location.hash.slice(1));
  if (q.get('game') && q.get('token')) openGame(q.get('game'), q.get('token'));
  else showHome();
}

window.addEventListener('DOMContentLoaded', async () => {
  try { await loadLocale(pageLang()); } catch (err) { showError(err); }
  $('#lang').addEventListener('change', async (ev) => {
    localStorage.setItem('nw68.lang', ev.target.value);
    try { await loadLocale(ev.target.value); } catch (err) { showError(err); }
    route();
  });
  $('#create').addEventListener('submit', createGame);
  $('#ruleset').addEventListener('change', fillScenarios);
  $('#scenario').addEventListener('change', fillPlayers);
  $('#import').addEventListener('change', importGame);
  $('#confirm-go').addEventListener('click', confirmAction);
  setupZoom();
  $('#confirm-cancel').addEventListener('click', () => {
    if (G.weighing) G.weighing.abort();
    G.weighing = null;
    G.pending = null;
    $('#confirm').hidden = true;
  });
  window.addEventListener('hashchange', route);
  route();
});
