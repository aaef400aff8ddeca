'use strict';
// The page of `puzzle-sat serve`: it sends the puzzle to the API, shows the verdict,
// and draws the board with what the record says (answer, forced cells, clashing clues).

const $ = (id) => document.getElementById(id);
let running = null;
let record = null;
let drawings = 0;
let typing = null;

async function post(path, body, signal) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(json.error || response.statusText);
  return json;
}

function setStatus(state, text) {
  $('status').dataset.state = state;
  $('status').textContent = text;
}

function showError(message) {
  $('error').textContent = message;
}

function link(id, text, type) {
  const a = $(id);
  if (a.href) URL.revokeObjectURL(a.href);
  if (text === null || text === undefined) {
    a.removeAttribute('href');
  } else {
    a.href = URL.createObjectURL(new Blob([text], { type }));
  }
}

// Draws the puzzle with what `shown` ({command, json}: a record of the API, or null) says.
// A later drawing wins over an earlier one still under way.
async function drawBoard(shown) {
  const mine = ++drawings;
  const text = $('puzzle').value;
  if (!text.trim()) {
    $('board').replaceChildren();
    return;
  }
  try {
    const board = await post('/api/board', { puzzle: text, record: shown && shown.json });
    if (mine !== drawings) return;
    const svg = new DOMParser().parseFromString(board.svg, 'image/svg+xml').documentElement;
    $('board').replaceChildren(document.importNode(svg, true));
    $('board').dataset.shows = shown ? shown.command : 'puzzle';
    link('download-svg', board.svg, 'image/svg+xml');
    link('download-url', board.url, 'text/plain');
    link('download-pzprv3', board.pzprv3, 'text/plain');
    link('download-json', shown ? JSON.stringify(shown.json) + '\n' : null, 'application/json');
    showError('');
  } catch (error) {
    if (mine !== drawings) return;
    $('board').replaceChildren();
    showError(error.message);
  }
}

function cells(list) {
  return list.map((c) => `r${c.row + 1}c${c.col + 1}`).join(' ');
}

// The verdict of a record, in the words of the command line.
function verdict(command, r) {
  if (r.status === 'unknown') return 'unknown: the time limit was reached';
  switch (command) {
    case 'solve':
      return r.status === 'sat' ? 'solved: the answer (checked) is drawn'
        : `no solution (proven)${r.reason ? ': ' + r.reason : ''}`;
    case 'hint':
      if (r.status === 'unsat') return 'no solution (proven): no hints (try Explain)';
      return `${r.count} forced cells, drawn in blue` + (r.complete ? '' : ' (stopped by the time limit: more may be forced)');
    case 'explain':
      if (r.status === 'unsat') {
        return r.core.length ? `no solution (proven): the ${r.core.length} highlighted clues alone have no answer`
          : `no solution (proven) even without any clue${r.reason ? ': ' + r.reason : ''}`;
      }
      if (r.unique) return 'unique: nothing to explain';
      return `several answers: one is drawn; another differs at ${cells(r.differing)}` +
        (r.suggestion ? `; adding r${r.suggestion.row + 1}c${r.suggestion.col + 1}=${r.suggestion.value} leaves one` : '');
    case 'count': {
      const n = `${r.count} answer${r.count === 1 ? '' : 's'}`;
      if (!r.complete) return `at least ${n} (stopped by the limit)`;
      return r.count === 1 ? `${n}: unique` : r.count === 0 ? 'no answer' : `${n}: not unique`;
    }
  }
  return r.status;
}

async function ask(command) {
  if (running) return;
  clearTimeout(typing);
  const timeout = Number($('timeout').value) || 30;
  const body = { puzzle: $('puzzle').value, timeout };
  if (command === 'count') body.max = Number($('max').value) || 2;
  const controller = new AbortController();
  const started = performance.now();
  const tick = () => setStatus('busy', `${command}: ${((performance.now() - started) / 1000).toFixed(1)} s of at most ${timeout} s…`);
  running = { controller, timer: setInterval(tick, 100) };
  tick();
  setBusy(true);
  try {
    const json = await post(`/api/${command}`, body, controller.signal);
    record = { command, json };
    await drawBoard(command === 'count' ? null : record);
    link('download-json', JSON.stringify(json) + '\n', 'application/json');
    setStatus('done', verdict(command, json));
    $('board').dataset.shows = command;
  } catch (error) {
    if (error.name === 'AbortError') {
      setStatus('cancelled', `${command}: cancelled`);
    } else {
      setStatus('error', `${command}: error`);
      showError(error.message);
    }
  } finally {
    clearInterval(running.timer);
    running = null;
    setBusy(false);
  }
}

function setBusy(busy) {
  for (const id of ['solve', 'hint', 'explain', 'count', 'generate']) $(id).disabled = busy;
  $('cancel').disabled = !busy;
}

async function generate() {
  setStatus('busy', 'generating…');
  setBusy(true);
  try {
    const made = await post('/api/generate', {
      kind: $('gen-kind').value,
      size: Number($('gen-size').value),
      seed: Number($('gen-seed').value),
      minimal: $('gen-minimal').checked,
      timeout: Number($('timeout').value) || 30,
    });
    if (made.puzzle === null) {
      setStatus('done', 'generate: the time limit came before a puzzle');
    } else {
      setPuzzle(made.puzzle);
      setStatus('done', 'generated: a puzzle with exactly one answer');
    }
  } catch (error) {
    setStatus('error', 'generate: error');
    showError(error.message);
  } finally {
    setBusy(false);
  }
}

function setPuzzle(text) {
  $('puzzle').value = text;
  record = null;
  drawBoard(null);
}

function edited() {
  clearTimeout(typing);
  record = null;
  typing = setTimeout(() => drawBoard(null), 250);
}

async function dropped(event) {
  event.preventDefault();
  $('puzzle').classList.remove('dropping');
  const file = event.dataTransfer.files[0];
  if (file) setPuzzle(await file.text());
}

async function loadLists() {
  const examples = await (await fetch('/examples.json')).json();
  for (const example of examples) {
    $('example').append(new Option(example.name, example.puzzle));
  }
  const kinds = await (await fetch('/kinds.json')).json();
  for (const kind of kinds) $('gen-kind').append(new Option(kind, kind));
}

function start() {
  for (const command of ['solve', 'hint', 'explain', 'count']) {
    $(command).addEventListener('click', () => ask(command));
  }
  $('cancel').addEventListener('click', () => running && running.controller.abort());
  $('generate').addEventListener('click', generate);
  $('puzzle').addEventListener('input', edited);
  $('puzzle').addEventListener('dragover', (e) => { e.preventDefault(); $('puzzle').classList.add('dropping'); });
  $('puzzle').addEventListener('dragleave', () => $('puzzle').classList.remove('dropping'));
  $('puzzle').addEventListener('drop', dropped);
  $('file').addEventListener('change', async () => {
    const file = $('file').files[0];
    if (file) setPuzzle(await file.text());
  });
  $('example').addEventListener('change', () => {
    if ($('example').value) setPuzzle($('example').value);
  });
  loadLists().catch((error) => showError(error.message));
}

start();
