#pragma once
// One campaign the server serves: each seat's view of it as JSON, and each seat's actions. A
// side's seat acts as in its own side's file: the words run in a side's view made fresh from
// the umpire's campaign (so its refusals and answers know only what the side may know), and
// the orders they recorded are carried out in the campaign by the rules, with the campaign's
// dice (app/core/seats/order_book.hpp). The umpire's seat acts on the campaign itself.

#include <filesystem>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "app/core/campaign/campaign_action.hpp"
#include "app/server/seat_sessions.hpp"

namespace tachanka::server {

struct Answer {
    int status = 200;
    std::string json;  // the body: JSON, or a document's PDF
    std::string type = "application/json; charset=utf-8";
};

// {"ok": false, "error": line}: every refusal the server answers with.
std::string refusal(const std::string& line);

// The documents a seat may print from its view (tachanka-cli print DOCUMENT FILE).
bool printableBySeat(const std::string& document);

class CampaignHost {
public:
    explicit CampaignHost(std::filesystem::path file) : file_(std::move(file)) {}

    const std::filesystem::path& file() const { return file_; }
    // The campaign's name for the login form: the file's name without ".tachanka".
    std::string name() const { return file_.stem().string(); }

    // {"seat": {"side", "name", "umpire"}, "csrf", and the fields of app/server/seat_view.hpp}:
    // what the seat may know, now.
    std::string view(const Session& session);
    // The seat's map as SVG (app/server/map_svg.hpp), as its side sees the campaign.
    std::string map(const Session& session);
    // The words run for the seat: 200 {"ok": true, "done": [lines], "output"}, or 4xx
    // {"ok": false, "error": one line}.
    Answer act(const Session& session, const std::vector<std::string>& words);

    // The umpire sets a player's password (the seat's JSON {"side", "name", "password"}): 200,
    // or 403 for a side's seat, 409 with one line as `seat password` refuses it.
    Answer setPassword(const Session& session, const std::string& side, const std::string& name,
                       const std::string& password);

    // The document printed as the seat sees the campaign: 200 with the PDF, or 4xx with one
    // line.
    Answer print(const Session& session, const std::string& document);

    // Where the campaign's history stands: it moves whenever anyone changes the campaign, the
    // umpire's desktop app included.
    core::HistoryMark mark() const { return core::historyMark(file_); }

private:
    // What `make` makes of the campaign as the seat's side sees it (the umpire: all of it),
    // made again only when the campaign has changed since: twenty phones reading cost one view.
    std::string cached(const Session& session, const std::string& what,
                       const std::function<std::string(const std::filesystem::path& seen,
                                                       const std::string& side)>& make);
    Answer actForSide(const Session& session, const std::vector<std::string>& words);
    Answer answerQuestion(const Session& session, const std::vector<std::string>& words);

    std::filesystem::path file_;
    std::mutex acting_;  // one seat's action at a time
    std::mutex viewing_;
    // Each side's view and map as they last stood, with the history mark they were made at.
    std::map<std::pair<std::string, std::string>, std::pair<core::HistoryMark, std::string>> made_;
    // One lock per side's view or map, held while it is made.
    std::map<std::pair<std::string, std::string>, std::mutex> building_;
};

}  // namespace tachanka::server
