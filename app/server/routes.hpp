#pragma once
// The club's server's HTTP routes (issue 48). Pages: GET / (the login form, or the seat's
// page), GET /app.js, GET /map.js, GET /app.css. The seat's API: POST /login (form fields
// campaign, side, name, password: a session cookie back), POST /logout, GET /api/view (the
// seat's view, with its CSRF token), GET /api/map.svg (the seat's map), POST /api/action
// ({"words": [...]} with the header X-CSRF-Token), POST /api/seat-password (the umpire's:
// {"side", "name", "password"}, with the token), GET /events (server-sent events: "changed"
// whenever the campaign does), GET /api/print/DOCUMENT (summary, counters, map, turn-sheet,
// attrition, battle: a PDF as the seat sees the campaign). 401 without a session, 403 for a
// wrong CSRF token or a command the seat may not send, 429 after too many failed logins.

#include <memory>
#include <vector>

namespace httplib {
class Server;
}

namespace tachanka::server {

class CampaignHost;

void addRoutes(httplib::Server& server, std::vector<std::unique_ptr<CampaignHost>>& campaigns);
// Ends every event stream, for the server to stop.
void stopEvents();

}  // namespace tachanka::server
