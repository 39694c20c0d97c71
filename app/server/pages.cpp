#include "app/server/pages.hpp"

#include "app/server/campaign_host.hpp"
#include "app/server/markup.hpp"

namespace tachanka::server {
namespace {

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
           "</form></header>"
           "<div class=\"status\"><p id=\"seat\"></p><p id=\"turn\" class=\"turn\"></p>"
           "<p id=\"result\" class=\"result\" role=\"status\"></p></div>"
           "<nav class=\"tabs\">"
           "<button data-tab=\"orders\" id=\"tab-orders\">Turn</button>"
           "<button data-tab=\"map-tab\" id=\"tab-map\">Map</button>"
           "<button data-tab=\"units-tab\" id=\"tab-units\">Units</button>"
           "<button data-tab=\"officers-tab\" id=\"tab-officers\">Officers</button>"
           "<button data-tab=\"battles-tab\" id=\"tab-battles\">Battles</button>"
           "<button data-tab=\"documents\" id=\"tab-documents\">Print</button></nav><main>"
           "<section id=\"orders\"><h2>The turn</h2><p id=\"sides\"></p>"
           "<div class=\"buttons\"><button id=\"advance\">Advance phase</button></div>"
           "<form id=\"battalion\" hidden><label>Raise a battalion of recruits (2 RP) at the "
           "station in hex <input id=\"battalion-hex\" inputmode=\"numeric\" size=\"5\" "
           "placeholder=\"1305\"></label><button id=\"battalion-go\">Raise</button></form>"
           "<form id=\"command\"><label>Command <input id=\"words\" "
           "placeholder=\"battle plan --attackers 2/3D --hex 0814\"></label>"
           "<button id=\"send\">Send</button></form></section>"
           "<section id=\"players\" hidden><h2>Players</h2><div class=\"scroll\">"
           "<table id=\"seats\"><thead><tr><th>Side</th><th>Name</th><th>Key</th></tr></thead>"
           "<tbody></tbody></table></div>"
           "<form id=\"seat-add\" class=\"inline\"><label>Side <input id=\"seat-side\" "
           "placeholder=\"Reds, Whites or umpire\" required></label><label>Name "
           "<input id=\"seat-name\" required></label><button id=\"seat-add-go\">Add the seat"
           "</button></form>"
           "<form id=\"seat-password\" class=\"inline\"><label>Side <input id=\"password-side\" "
           "required></label><label>Name <input id=\"password-name\" required></label>"
           "<label>Password <input type=\"password\" id=\"password-word\" "
           "autocomplete=\"new-password\" required></label><button id=\"password-go\">Set the "
           "password</button></form></section>"
           "<section id=\"map-tab\"><h2>Map</h2><div class=\"map-tools\">"
           "<button id=\"zoom-out\" aria-label=\"Zoom out\">−</button>"
           "<button id=\"zoom-in\" aria-label=\"Zoom in\">+</button>"
           "<span id=\"map-chosen\">Tap one of your stacks, then a hex; or drag it.</span></div>"
           "<div id=\"map-stack\" class=\"chips\"></div><div id=\"map\" class=\"map-frame\"></div>"
           "<form id=\"move\"><label>Unit <select id=\"move-unit\"></select></label>"
           "<label>to hex <input id=\"move-hex\" inputmode=\"numeric\" size=\"5\" "
           "placeholder=\"2405\"></label><button id=\"move-go\">Move</button></form></section>"
           "<section id=\"units-tab\"><h2>Units</h2><div class=\"scroll\"><table id=\"units\">"
           "<thead><tr><th>Unit</th><th>Side</th><th>Hex</th><th>Steps</th><th>Mode</th><th></th>"
           "</tr></thead><tbody></tbody></table></div></section>"
           "<section id=\"officers-tab\"><h2>Officers</h2><div class=\"scroll\">"
           "<table id=\"officers\"><thead><tr><th>Rank</th><th>Name</th><th>Commands</th>"
           "<th>Token</th><th>Fate</th></tr></thead><tbody></tbody></table></div></section>"
           "<section id=\"battles-tab\"><h2>Battles</h2><div id=\"battles\"></div>"
           "<div id=\"contacts\"></div></section>"
           "<section id=\"documents\"><h2>Print</h2><p class=\"documents\">"
           "<a href=\"/api/print/summary\">Summary</a> <a href=\"/api/print/counters\">"
           "Counters</a> <a href=\"/api/print/map\">Map</a> <a href=\"/api/print/turn-sheet\">"
           "Turn sheet</a> <a href=\"/api/print/attrition\">Attrition</a> "
           "<a href=\"/api/print/battle\">Battles</a></p></section>"
           "</main><script src=\"/app.js\"></script><script src=\"/map.js\"></script>"
           "</body></html>\n";
}

}  // namespace tachanka::server
