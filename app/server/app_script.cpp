// The seat's page's script: the view's tabs filled in from /api/view, and every button one
// command sent to /api/action. Elements are built with textContent only: nothing a player
// typed becomes markup.
#include "app/server/pages.hpp"

namespace tachanka::server {

const std::string& appScript() {
    static const std::string script = R"js('use strict';
let csrf = '';
let view = null;
const $ = (id) => document.getElementById(id);

function words(text) {
  const found = text.match(/"[^"]*"|\S+/g) || [];
  return found.map((word) => word.replace(/^"(.*)"$/, '$1'));
}

function element(tag, text, className) {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  if (className) made.className = className;
  return made;
}

function button(text, list, className) {
  const made = element('button', text, className);
  made.type = 'button';
  made.addEventListener('click', () => send(list));
  return made;
}

function row(cells) {
  const tr = document.createElement('tr');
  for (const text of cells) tr.appendChild(element('td', text));
  return tr;
}

function showTab(id) {
  for (const tab of document.querySelectorAll('nav.tabs button')) {
    const shown = tab.dataset.tab === id;
    tab.classList.toggle('chosen', shown);
    $(tab.dataset.tab).hidden = !shown;
  }
  if (id === 'map-tab' && window.showMap) window.showMap();
}

function renderTurn() {
  $('seat').textContent = view.seat.umpire ? 'Umpire ' + view.seat.name
                                           : view.seat.side + ' · ' + view.seat.name;
  $('turn').textContent = view.turn.line + (view.turn.your_turn ? ' · your turn' : '');
  $('turn').classList.toggle('yours', view.turn.your_turn);
  $('battalion').hidden = !(view.turn.phase === 'recruitment' && view.turn.your_turn &&
                            !view.seat.umpire);
  $('sides').textContent = view.sides.map((side) => side.name + ': ' + side.recruit_points +
      ' RP, ' + side.prisoners + ' prisoners').join(' · ');
}

function renderUnits() {
  const body = $('units').querySelector('tbody');
  body.replaceChildren();
  const select = $('move-unit');
  const chosen = select.value;
  select.replaceChildren();
  const recruiting = view.turn.phase === 'recruitment' && view.turn.your_turn;
  // The seat's own units first, then the enemy's it sees.
  const units = [...view.units].sort((a, b) => Number(b.own) - Number(a.own));
  for (const unit of units) {
    const tr = row([unit.code, unit.side, unit.hex, unit.steps + '/' + unit.steps_max, unit.mode]);
    tr.className = unit.own ? 'own' : 'enemy';
    tr.dataset.unit = unit.code;
    const actions = element('td');
    // Steps are recovered by units in Combat mode only (4.3.1); the rules check the rest.
    if (unit.own && recruiting && unit.steps < unit.steps_max && unit.mode === 'combat') {
      actions.appendChild(button('Recruit', ['recruit', '--unit', unit.code, '--side', unit.side],
                                 'small recruit'));
    }
    tr.appendChild(actions);
    body.appendChild(tr);
    if (unit.own) select.appendChild(element('option', unit.code));
  }
  if (chosen) select.value = chosen;
}

function renderOfficers() {
  const body = $('officers').querySelector('tbody');
  body.replaceChildren();
  for (const officer of view.officers) {
    body.appendChild(row([officer.rank, officer.name, officer.unit || officer.formation || 'staff',
                          officer.token, officer.fate]));
  }
}

function renderContacts() {
  const box = $('contacts');
  box.replaceChildren();
  if (view.contacts.length === 0) return;
  box.appendChild(element('h3', 'Where you can attack'));
  for (const contact of view.contacts) {
    const form = element('form', undefined, 'contact');
    form.dataset.hex = contact.hex;
    form.appendChild(element('strong', 'Hex ' + contact.hex + ': ' + contact.defenders.join(', ')));
    for (const code of contact.attackers) {
      const label = element('label', undefined, 'check');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.checked = true;
      box.value = code;
      label.append(box, ' ' + code);
      form.appendChild(label);
    }
    const kind = document.createElement('select');
    for (const attack of ['prepared', 'hasty']) kind.appendChild(element('option', attack));
    form.appendChild(kind);
    const plan = element('button', 'Plan the attack', 'plan');
    form.appendChild(plan);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const attackers = [...form.querySelectorAll('input:checked')].map((box) => box.value);
      send(['battle', 'plan', '--attackers', attackers.join(','), '--hex', contact.hex,
            '--attack', kind.value]);
    });
    box.appendChild(form);
  }
}

function answerWords(battle, answer) {
  const question = battle.question;
  const decide = ['battle', 'decide', String(battle.id)];
  if (question.awaiting === 'assault') return decide.concat(['--assault', answer]);
  if (question.awaiting === 'advance') {
    return decide.concat(['--advance', answer === 'all' ? question.units.join(',') : answer]);
  }
  return decide.concat(['--retreat', question.units[0] + '=' + answer]);
}

function oddsTable(outcomes, provisional) {
  const table = element('table', undefined, 'odds');
  for (const outcome of outcomes) {
    table.appendChild(row([(100 * outcome.probability).toFixed(1) + '%', outcome.fraction,
                           outcome.result]));
  }
  if (provisional) {
    const caption = element('caption', 'PROVISIONAL: reconstructed charts decide these odds');
    table.prepend(caption);
  }
  return table;
}

async function showOdds(battle, box) {
  const answer = await post(['battle', 'odds', String(battle.id), '--json']);
  box.replaceChildren();
  if (!answer.ok) { box.textContent = answer.error; return; }
  const odds = JSON.parse(answer.output);
  box.appendChild(oddsTable(odds.outcomes, odds.provisional));
}

function battleCard(battle) {
  const card = element('article', undefined, 'battle ' + battle.state);
  card.id = 'battle-' + battle.id;
  card.appendChild(element('h3', battle.title));
  card.appendChild(element('p', battle.state + ': ' + battle.attackers.join(', ') + ' (' +
      battle.attacker_side + ') against ' + battle.defenders.join(', ') + ' (' +
      battle.defender_side + ')'));
  if (battle.outcome) card.appendChild(element('p', battle.outcome, 'outcome'));
  for (const line of battle.effects) card.appendChild(element('p', line, 'effect'));
  if (battle.answers) card.appendChild(element('p', 'Answered: ' + battle.answers));
  const actions = element('div', undefined, 'buttons');
  const odds = element('div', undefined, 'odds-box');
  if (battle.state === 'planned') {
    const ask = element('button', 'Odds', 'small odds');
    ask.type = 'button';
    ask.addEventListener('click', () => showOdds(battle, odds));
    actions.appendChild(ask);
  }
  const question = battle.question;
  if (question) {
    card.appendChild(element('p', question.text, 'question'));
    const answers = view.seat.umpire || question.side === view.seat.side;
    for (const answer of question.answers) {
      // Each answer with the exact odds of the battle's endings should it be given.
      const choice = element('div', undefined, 'choice');
      choice.appendChild(answers ? button(answer.answer, answerWords(battle, answer.answer),
                                          'small answer')
                                 : element('strong', answer.answer));
      choice.appendChild(element('span', ' ' + answer.reads));
      choice.appendChild(oddsTable(answer.odds, answer.provisional));
      card.appendChild(choice);
    }
  }
  if (view.seat.umpire) {
    const id = String(battle.id);
    if (battle.state === 'planned') {
      actions.appendChild(button('Resolve', ['battle', 'resolve', id], 'small resolve'));
    }
    if (battle.state === 'resolved' && !question) {
      actions.appendChild(button('Apply', ['battle', 'apply', id], 'small apply'));
    }
    if (battle.state !== 'applied' && battle.state !== 'void') {
      actions.appendChild(button('Void', ['battle', 'void', id, '--reason', 'voided by the umpire'],
                                 'small void'));
    }
  }
  card.append(actions, odds);
  return card;
}

function renderBattles() {
  renderContacts();
  const list = $('battles');
  list.replaceChildren();
  for (const battle of view.battles) list.appendChild(battleCard(battle));
}

// The umpire's players: the seats with their keys' fingerprints, a seat added by the words
// `seat add`, a password set by its own route so it is on no command line.
async function renderPlayers() {
  $('players').hidden = !view.seat.umpire;
  if (!view.seat.umpire) return;
  const answer = await post(['seat', 'list', '--json']);
  if (!answer.ok) return;
  const body = $('seats').querySelector('tbody');
  body.replaceChildren();
  for (const seat of JSON.parse(answer.output).seats) {
    body.appendChild(row([seat.side, seat.name, seat.fingerprint]));
  }
}

async function setPassword() {
  const response = await fetch('/api/seat-password', {
    method: 'POST', credentials: 'same-origin',
    headers: {'Content-Type': 'application/json', 'X-CSRF-Token': csrf},
    body: JSON.stringify({side: $('password-side').value.trim(),
                          name: $('password-name').value.trim(),
                          password: $('password-word').value})});
  const answer = await response.json();
  $('password-word').value = '';
  $('result').textContent = answer.ok ? answer.done.join('; ') : answer.error;
  $('result').classList.toggle('error', !answer.ok);
}

async function refresh() {
  const response = await fetch('/api/view', {credentials: 'same-origin'});
  if (response.status === 401) { location.reload(); return; }
  view = await response.json();
  csrf = view.csrf;
  renderTurn();
  renderUnits();
  renderOfficers();
  renderBattles();
  await renderPlayers();
  if (window.loadMap) await window.loadMap();
}

async function post(list) {
  const response = await fetch('/api/action', {
    method: 'POST', credentials: 'same-origin',
    headers: {'Content-Type': 'application/json', 'X-CSRF-Token': csrf},
    body: JSON.stringify({words: list})});
  return response.json();
}

async function send(list) {
  $('result').textContent = '…';
  const answer = await post(list);
  // The page is read again before the answer shows: what the answer says is on the page.
  await refresh();
  $('result').textContent = answer.ok ? (answer.done.join('; ') || answer.output || 'done')
                                      : answer.error;
  $('result').classList.toggle('error', !answer.ok);
}

for (const tab of document.querySelectorAll('nav.tabs button')) {
  tab.addEventListener('click', () => showTab(tab.dataset.tab));
}
$('advance').addEventListener('click', () => send(['turn', '--advance']));
$('move').addEventListener('submit', (event) => {
  event.preventDefault();
  send(['unit', $('move-unit').value, '--hex', $('move-hex').value.trim()]);
});
$('battalion').addEventListener('submit', (event) => {
  event.preventDefault();
  send(['battalion', '--side', view.seat.side, '--hex', $('battalion-hex').value.trim()]);
});
$('seat-add').addEventListener('submit', (event) => {
  event.preventDefault();
  send(['seat', 'add', '--side', $('seat-side').value.trim(), '--name',
        $('seat-name').value.trim()]);
});
$('seat-password').addEventListener('submit', (event) => {
  event.preventDefault();
  setPassword();
});
$('command').addEventListener('submit', (event) => {
  event.preventDefault();
  send(words($('words').value));
});
showTab('orders');
new EventSource('/events').addEventListener('changed', refresh);
refresh();
)js";
    return script;
}

}  // namespace tachanka::server
