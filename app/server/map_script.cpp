// The map's script: the seat's map (/api/map.svg) in a frame that scrolls, zoomed with two
// buttons, and a stack moved by tapping it and then a hex, or by dragging it onto the hex.
// The move is the same command the Move form sends; the rules refuse it as they refuse that.
#include "app/server/pages.hpp"

namespace tachanka::server {

const std::string& mapScript() {
    static const std::string script = R"js('use strict';
const board = {chosen: null, scale: 1, drag: null, shown: false, centred: false};

function mapSvg() { return $('map').querySelector('svg'); }

function hexUnder(x, y) {
  const under = document.elementFromPoint(x, y);
  const hex = under && under.closest('[data-hex]');
  return hex ? hex.dataset.hex : null;
}

function applyScale() {
  const svg = mapSvg();
  if (!svg) return;
  svg.setAttribute('width', String(Number(svg.dataset.width) * board.scale));
  svg.setAttribute('height', String(Number(svg.dataset.height) * board.scale));
}

function centreOnOwnUnits() {
  const svg = mapSvg();
  const own = svg && svg.querySelector('.stack.own rect.counter');
  if (!own || board.centred || !board.shown) return;
  board.centred = true;
  const frame = $('map');
  const box = own.getBBox();
  frame.scrollLeft = (box.x + box.width / 2) * board.scale - frame.clientWidth / 2;
  frame.scrollTop = (box.y + box.height / 2) * board.scale - frame.clientHeight / 2;
}

function markChosen() {
  const svg = mapSvg();
  if (!svg) return;
  for (const stack of svg.querySelectorAll('.stack')) {
    const units = stack.dataset.units.split('|');
    stack.classList.toggle('chosen', board.chosen !== null && stack.dataset.hex ===
                           board.chosen.hex && units.includes(board.chosen.code));
  }
  const chips = $('map-stack');
  chips.replaceChildren();
  if (!board.chosen) {
    $('map-chosen').textContent = 'Tap one of your stacks, then a hex; or drag it.';
    return;
  }
  $('map-chosen').textContent = board.chosen.code + ' in ' + board.chosen.hex +
                                ': tap the hex to move it to.';
  for (const code of board.chosen.units) {
    const chip = element('button', code, code === board.chosen.code ? 'chip chosen' : 'chip');
    chip.type = 'button';
    chip.addEventListener('click', () => {
      board.chosen.code = code;
      markChosen();
    });
    chips.appendChild(chip);
  }
}

function choose(stack) {
  const units = stack.dataset.units.split('|');
  board.chosen = {hex: stack.dataset.hex, code: units[0], units};
  markChosen();
}

function moveTo(hex) {
  const code = board.chosen.code;
  board.chosen = null;
  markChosen();
  send(['unit', code, '--hex', hex]);
}

window.loadMap = async function () {
  const response = await fetch('/api/map.svg', {credentials: 'same-origin'});
  if (!response.ok) return;
  $('map').innerHTML = await response.text();
  applyScale();
  markChosen();
  centreOnOwnUnits();
};

window.showMap = function () {
  board.shown = true;
  centreOnOwnUnits();
};

$('map').addEventListener('pointerdown', (event) => {
  const stack = event.target.closest('.stack.own');
  if (!stack) return;
  board.drag = {stack, x: event.clientX, y: event.clientY};
  event.preventDefault();
});

// A finger on one of the seat's counters drags it instead of scrolling the map.
$('map').addEventListener('touchstart', (event) => {
  if (event.target.closest('.stack.own')) event.preventDefault();
}, {passive: false});
$('map').addEventListener('pointercancel', () => { board.drag = null; });

$('map').addEventListener('pointerup', (event) => {
  const drag = board.drag;
  board.drag = null;
  if (drag) {
    const moved = Math.hypot(event.clientX - drag.x, event.clientY - drag.y) > 12;
    const hex = hexUnder(event.clientX, event.clientY);
    if (moved && hex && hex !== drag.stack.dataset.hex) {
      if (!board.chosen || board.chosen.hex !== drag.stack.dataset.hex) choose(drag.stack);
      moveTo(hex);
    } else {
      choose(drag.stack);
    }
    return;
  }
  const target = event.target.closest('[data-hex]');
  if (board.chosen && target && target.dataset.hex !== board.chosen.hex) moveTo(target.dataset.hex);
});

$('zoom-in').addEventListener('click', () => {
  board.scale = Math.min(2, board.scale * 1.25);
  applyScale();
});
$('zoom-out').addEventListener('click', () => {
  board.scale = Math.max(0.3, board.scale / 1.25);
  applyScale();
});
)js";
    return script;
}

}  // namespace tachanka::server
