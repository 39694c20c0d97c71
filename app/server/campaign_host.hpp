#pragma once
// One campaign the server serves: each seat's view of it as JSON, and each seat's actions. A
// side's seat acts as in its own side's file: the words run in a side's view made fresh from
// the umpire's campaign (so its refusals and answers know only what the side may know), and
// the orders they recorded are carried out in the campaign by the rules, with the campaign's
// dice (app/core/seats/order_book.hpp). The umpire's seat acts on the campaign itself.

#include <filesystem>
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

    // {"campaign", "seat": {"side", "name", "umpire"}, "csrf", "turn": {"date", "phase",
    // "phase_title", "active_side", "line", "your_turn"}, "units": [{"code", "name", "side",
    // "kind", "hex", "steps", "steps_max", "mode", "own"}], "battles": [{"id", "title",
    // "state", "attackers", "defenders", "outcome"}]}: what the seat may know, now.
    std::string view(const Session& session);
    // The words run for the seat: 200 {"ok": true, "done": [lines], "output"}, or 4xx
    // {"ok": false, "error": one line}.
    Answer act(const Session& session, const std::vector<std::string>& words);

    // The document printed as the seat sees the campaign: 200 with the PDF, or 4xx with one
    // line.
    Answer print(const Session& session, const std::string& document);

    // Where the campaign's history stands: it moves whenever anyone changes the campaign, the
    // umpire's desktop app included.
    core::HistoryMark mark() const { return core::historyMark(file_); }

private:
    // The campaign `seen` as `side` sees it (none: the umpire, all of it), without the seat.
    std::string viewOf(const std::filesystem::path& seen, const std::string& side = "");
    Answer actForSide(const Session& session, const std::vector<std::string>& words);

    std::filesystem::path file_;
    std::mutex acting_;  // one seat's action at a time
    std::mutex viewing_;
    // Each side's view as it last stood, with the history mark it was made at.
    std::map<std::string, std::pair<core::HistoryMark, std::string>> views_;
};

}  // namespace tachanka::server
