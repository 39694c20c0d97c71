// The seat's page's style sheet: one column on a phone, the tabs in a row that wraps, the map
// in a frame that scrolls both ways, buttons big enough for a thumb.
#include "app/server/pages.hpp"

namespace tachanka::server {

const std::string& appStyle() {
    static const std::string style = R"css(body { font-family: "DejaVu Sans", sans-serif;
  margin: 0; color: #1d1d1b; background: #f4f1ea; }
header { display: flex; justify-content: space-between; align-items: center;
  padding: 0.5rem 1rem; background: #7a1f1f; color: #fff; }
header h1 { font-size: 1.2rem; margin: 0; }
main { padding: 0.5rem 1rem; max-width: 72rem; margin: auto; }
main.login { max-width: 22rem; }
.status { padding: 0.25rem 1rem; max-width: 72rem; margin: auto; }
.status p { margin: 0.2rem 0; }
nav.tabs { display: flex; flex-wrap: wrap; gap: 0.25rem; padding: 0 1rem; max-width: 72rem;
  margin: auto; }
nav.tabs button { background: #e3dccb; color: #1d1d1b; }
nav.tabs button.chosen { background: #7a1f1f; color: #fff; }
label { display: block; margin: 0.4rem 0; }
label.check { display: inline-block; margin-right: 0.8rem; }
input, select, button { font-size: 1rem; padding: 0.35rem; }
form label input, form label select { max-width: 100%; }
.login input, .login select { width: 100%; box-sizing: border-box; }
button { background: #7a1f1f; color: #fff; border: 0; border-radius: 3px; min-height: 2.5rem; }
button.small { min-height: 2.2rem; margin: 0.15rem 0.3rem 0.15rem 0; }
.buttons { display: flex; flex-wrap: wrap; }
.turn { font-weight: bold; }
.turn.yours { color: #7a1f1f; }
.error { color: #b00020; }
.result { min-height: 1.2rem; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid #d9d2c3; }
tr.enemy { color: #555; }
section { margin-top: 0.5rem; }
.documents a { display: inline-block; margin: 0 0.8rem 0.5rem 0; color: #7a1f1f; }
article.battle, form.contact { background: #fff; border: 1px solid #d9d2c3; border-radius: 4px;
  padding: 0.4rem 0.6rem; margin: 0.5rem 0; }
article.battle h3 { font-size: 1rem; margin: 0.2rem 0; }
form.contact { display: flex; flex-wrap: wrap; align-items: center; gap: 0.2rem 0.6rem; }
form.contact strong { flex-basis: 100%; }
form.inline { display: flex; flex-wrap: wrap; align-items: end; gap: 0 0.6rem; }
form.contact label.check { margin: 0; }
article.battle p { margin: 0.2rem 0; }
.question { font-weight: bold; color: #7a1f1f; }
table.odds td:first-child { white-space: nowrap; text-align: right; }
.map-tools { display: flex; align-items: center; gap: 0.5rem; }
.map-tools button { min-width: 2.5rem; }
.chips { display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0.25rem 0; }
.chip { background: #e3dccb; color: #1d1d1b; min-height: 2.2rem; }
.chip.chosen { background: #7a1f1f; color: #fff; }
.map-frame { overflow: auto; height: 70vh; border: 1px solid #b8ae98; background: #fbfbf7;
  -webkit-overflow-scrolling: touch; }
svg.map { display: block; font-family: "DejaVu Sans", sans-serif; }
svg.map polygon { stroke: #b9b9b4; stroke-width: 1; }
svg.map .number { font-size: 8px; fill: #9a9a90; text-anchor: middle; pointer-events: none; }
svg.map .place { font-size: 10px; fill: #222; text-anchor: middle; pointer-events: none;
  paint-order: stroke; stroke: #fff; stroke-width: 3px; }
svg.map .place.victory { font-weight: bold; }
svg.map .provisional { font-size: 13px; fill: #7a1f1f; }
svg.map line { stroke-width: 4; stroke-linecap: round; pointer-events: none; }
svg.map line.river { stroke-width: 6; }
svg.map line.railroad { stroke-width: 3; stroke-dasharray: 6 3; }
svg.map polygon.battle { fill: none; stroke: #f0be00; stroke-width: 4; pointer-events: none; }
svg.map .depot rect { stroke: #fff; stroke-width: 1; }
svg.map .depot.cut rect { opacity: 0.45; }
svg.map .stack rect { stroke: #282828; stroke-width: 1; rx: 3; }
svg.map .stack.own { cursor: grab; touch-action: none; }
svg.map .stack.chosen rect.counter { stroke: #f0be00; stroke-width: 4; }
svg.map .stack text { text-anchor: middle; pointer-events: none; }
svg.map .stack .code { font-size: 10px; font-weight: bold; }
svg.map .stack .steps { font-size: 10px; }
svg.map .stack .count { font-size: 10px; font-weight: bold; fill: #1d1d1b; text-anchor: start; }
@media (max-width: 30rem) { main, .status { padding: 0.25rem 0.5rem; } nav.tabs { padding: 0 0.5rem; }
  .map-frame { height: 60vh; } }
)css";
    return style;
}

}  // namespace tachanka::server
