#include "app/server/pages.hpp"

#include "app/server/campaign_host.hpp"

namespace tachanka::server {
namespace {

std::string escaped(const std::string& text) {
    std::string html;
    for (const char c : text) {
        switch (c) {
            case '&': html += "&amp;"; break;
            case '<': html += "&lt;"; break;
            case '>': html += "&gt;"; break;
            case '"': html += "&quot;"; break;
            case '\'': html += "&#39;"; break;
            default: html += c;
        }
    }
    return html;
}

std::string head(const std::string& title) {
    return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
           "<title>" + escaped(title) + "</title><link rel=\"stylesheet\" href=\"/app.css\">"
           "</head>";
}

}  // namespace

std::string loginPage(const std::vector<std::unique_ptr<CampaignHost>>& campaigns,
                      const std::string& message) {
    std::string page = head("Tachanka — log in") +
                       "<body><main class=\"login\"><h1>Tachanka</h1>"
                       "<p>Take your seat in the club's campaign.</p>";
    if (!message.empty()) page += "<p class=\"error\" id=\"error\">" + escaped(message) + "</p>";
    page += "<form method=\"post\" action=\"/login\">";
    page += "<label>Campaign <select name=\"campaign\" id=\"campaign\">";
    for (const auto& campaign : campaigns) {
        page += "<option>" + escaped(campaign->name()) + "</option>";
    }
    page += "</select></label>"
            "<label>Side <input name=\"side\" id=\"side\" autocomplete=\"username\" "
            "placeholder=\"Reds, Whites or umpire\" required></label>"
            "<label>Name <input name=\"name\" id=\"name\" required></label>"
            "<label>Password <input type=\"password\" name=\"password\" id=\"password\" "
            "autocomplete=\"current-password\" required></label>"
            "<button type=\"submit\" id=\"login\">Log in</button></form></main></body></html>\n";
    return page;
}

std::string playPage(const std::string& name) {
    return head("Tachanka — " + name) +
           "<body><header><h1 id=\"title\">" + escaped(name) +
           "</h1><form method=\"post\" action=\"/logout\"><button id=\"logout\">Log out</button>"
           "</form></header><main>"
           "<p id=\"seat\"></p><p id=\"turn\" class=\"turn\"></p>"
           "<section><h2>Your orders</h2>"
           "<div class=\"buttons\"><button id=\"advance\">Advance phase</button></div>"
           "<form id=\"move\"><label>Unit <select id=\"move-unit\"></select></label>"
           "<label>to hex <input id=\"move-hex\" inputmode=\"numeric\" size=\"5\" "
           "placeholder=\"2405\"></label><button id=\"move-go\">Move</button></form>"
           "<form id=\"command\"><label>Command <input id=\"words\" "
           "placeholder=\"battle plan --attackers 2/3D --hex 0814\"></label>"
           "<button id=\"send\">Send</button></form>"
           "<p id=\"result\" class=\"result\" role=\"status\"></p></section>"
           "<section><h2>Units</h2><div class=\"scroll\"><table id=\"units\"><thead><tr>"
           "<th>Unit</th><th>Side</th><th>Hex</th><th>Steps</th><th>Mode</th></tr></thead>"
           "<tbody></tbody></table></div></section>"
           "<section><h2>Battles</h2><ul id=\"battles\"></ul></section>"
           "<section><h2>Documents</h2><p class=\"documents\">"
           "<a href=\"/api/print/summary\">Summary</a> <a href=\"/api/print/counters\">"
           "Counters</a> <a href=\"/api/print/map\">Map</a> <a href=\"/api/print/turn-sheet\">"
           "Turn sheet</a> <a href=\"/api/print/attrition\">Attrition</a> "
           "<a href=\"/api/print/battle\">Battles</a></p></section>"
           "</main><script src=\"/app.js\"></script></body></html>\n";
}

const std::string& appScript() {
    static const std::string script = R"js('use strict';
let csrf = '';
const $ = (id) => document.getElementById(id);

function words(text) {
  const found = text.match(/"[^"]*"|\S+/g) || [];
  return found.map((word) => word.replace(/^"(.*)"$/, '$1'));
}

function cell(row, text) {
  const td = document.createElement('td');
  td.textContent = text;
  row.appendChild(td);
}

function render(view) {
  csrf = view.csrf;
  $('seat').textContent = view.seat.umpire ? 'Umpire ' + view.seat.name
                                           : view.seat.side + ' · ' + view.seat.name;
  $('turn').textContent = view.turn.line + (view.turn.your_turn ? ' · your turn' : '');
  $('turn').classList.toggle('yours', view.turn.your_turn);
  const body = $('units').querySelector('tbody');
  body.replaceChildren();
  const select = $('move-unit');
  const chosen = select.value;
  select.replaceChildren();
  // The seat's own units first, then the enemy's it sees.
  const units = [...view.units].sort((a, b) => Number(b.own) - Number(a.own));
  for (const unit of units) {
    const row = document.createElement('tr');
    row.className = unit.own ? 'own' : 'enemy';
    cell(row, unit.code);
    cell(row, unit.side);
    cell(row, unit.hex);
    cell(row, unit.steps + '/' + unit.steps_max);
    cell(row, unit.mode);
    body.appendChild(row);
    if (unit.own) {
      const option = document.createElement('option');
      option.textContent = unit.code;
      select.appendChild(option);
    }
  }
  if (chosen) select.value = chosen;
  const list = $('battles');
  list.replaceChildren();
  for (const battle of view.battles) {
    const item = document.createElement('li');
    item.textContent = battle.title + ' · ' + battle.state + ': ' + battle.attackers.join(', ') +
                       ' against ' + battle.defenders.join(', ') +
                       (battle.outcome ? ' · ' + battle.outcome : '');
    list.appendChild(item);
  }
}

async function refresh() {
  const response = await fetch('/api/view', {credentials: 'same-origin'});
  if (response.status === 401) { location.reload(); return; }
  render(await response.json());
}

async function send(list) {
  $('result').textContent = '…';
  const response = await fetch('/api/action', {
    method: 'POST', credentials: 'same-origin',
    headers: {'Content-Type': 'application/json', 'X-CSRF-Token': csrf},
    body: JSON.stringify({words: list})});
  const answer = await response.json();
  $('result').textContent = answer.ok ? (answer.done.join('; ') || answer.output || 'done')
                                      : answer.error;
  $('result').classList.toggle('error', !answer.ok);
  await refresh();
}

$('advance').addEventListener('click', () => send(['turn', '--advance']));
$('move').addEventListener('submit', (event) => {
  event.preventDefault();
  send(['unit', $('move-unit').value, '--hex', $('move-hex').value.trim()]);
});
$('command').addEventListener('submit', (event) => {
  event.preventDefault();
  send(words($('words').value));
});
new EventSource('/events').addEventListener('changed', refresh);
refresh();
)js";
    return script;
}

const std::string& appStyle() {
    static const std::string style = R"css(body { font-family: "DejaVu Sans", sans-serif;
  margin: 0; color: #1d1d1b; background: #f4f1ea; }
header { display: flex; justify-content: space-between; align-items: center;
  padding: 0.5rem 1rem; background: #7a1f1f; color: #fff; }
header h1 { font-size: 1.2rem; margin: 0; }
main { padding: 0.5rem 1rem; max-width: 60rem; margin: auto; }
main.login { max-width: 22rem; }
label { display: block; margin: 0.4rem 0; }
input, select, button { font-size: 1rem; padding: 0.35rem; }
form label input, form label select { max-width: 100%; }
.login input, .login select { width: 100%; box-sizing: border-box; }
button { background: #7a1f1f; color: #fff; border: 0; border-radius: 3px; min-height: 2.5rem; }
.turn { font-weight: bold; }
.turn.yours { color: #7a1f1f; }
.error { color: #b00020; }
.result { min-height: 1.2rem; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid #d9d2c3; }
tr.enemy { color: #555; }
section { margin-top: 1rem; }
.documents a { display: inline-block; margin: 0 0.8rem 0.5rem 0; color: #7a1f1f; }
)css";
    return style;
}

}  // namespace tachanka::server
