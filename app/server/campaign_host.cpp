#include "app/server/campaign_host.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

#include "app/core/battles/battles.hpp"
#include "app/core/map/campaign_map.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/campaign/campaign_settings.hpp"
#include "app/core/common/json_writer.hpp"
#include "app/core/common/scratch_folder.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/seats/order_book.hpp"
#include "app/core/seats/orders_file.hpp"
#include "app/core/seats/seat_passwords.hpp"
#include "app/core/seats/side_files.hpp"
#include "app/server/cli_words.hpp"
#include "app/server/map_svg.hpp"
#include "app/server/seat_view.hpp"

namespace tachanka::server {
namespace {

void writeWords(core::JsonWriter& json, const std::vector<std::string>& words) {
    json.beginArray();
    for (const auto& word : words) json.value(word);
    json.endArray();
}

// A side's answer to the question a resolving battle asks it now; a standing order is given
// before the dice, in the side's own view, as every other order.
bool answersNow(const std::vector<std::string>& words) {
    return words.size() > 1 && words[0] == "battle" && words[1] == "decide" &&
           std::find(words.begin(), words.end(), "--standing") == words.end();
}

}  // namespace

std::string refusal(const std::string& line) {
    std::ostringstream text;
    core::JsonWriter json(text);
    json.beginObject().key("ok").value(false).key("error").value(line).endObject();
    json.finish();
    return text.str();
}

bool printableBySeat(const std::string& document) {
    return document == "summary" || document == "counters" || document == "map" ||
           document == "turn-sheet" || document == "attrition" || document == "battle";
}

Answer CampaignHost::print(const Session& session, const std::string& document) {
    if (!printableBySeat(document)) {
        return {404, refusal("no document '" + document +
                             "': summary, counters, map, turn-sheet, attrition, battle")};
    }
    const core::ScratchFolder scratch;
    const auto pdf = scratch.path() / (document + ".pdf");
    std::filesystem::path seen = file_;
    try {
        if (!session.umpire()) seen = core::writeSideView(file_, session.side, scratch.path());
    } catch (const core::UserError& refused) {
        return {409, refusal(refused.what())};
    }
    const auto run = runWords({"print", document, seen.string(), "-o", pdf.string()});
    if (run.exitCode != 0) return {run.exitCode == 2 ? 409 : 500, refusal(run.err)};
    std::ifstream in(pdf, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return {200, bytes.str(), "application/pdf"};
}

Answer CampaignHost::setPassword(const Session& session, const std::string& side,
                                 const std::string& name, const std::string& password) {
    if (!session.umpire()) return {403, refusal("only the umpire sets the players' passwords")};
    std::lock_guard lock(acting_);
    try {
        core::setSeatPassword(file_, side, name, password);
    } catch (const core::UserError& refused) {
        return {409, refusal(refused.what())};
    }
    std::ostringstream text;
    core::JsonWriter json(text);
    json.beginObject().key("ok").value(true).key("done");
    writeWords(json, {"seat '" + name + "' of the " + side + " has a new password"});
    json.key("output").value("").endObject();
    json.finish();
    return {200, text.str()};
}

std::string CampaignHost::cached(const Session& session, const std::string& what,
                                 const std::function<std::string(const std::filesystem::path&,
                                                                 const std::string&)>& make) {
    const std::pair<std::string, std::string> key{session.umpire() ? std::string() : session.side,
                                                  what};
    const auto madeAt = [this, &key](const core::HistoryMark& now) -> const std::string* {
        const auto found = made_.find(key);
        return found != made_.end() && found->second.first == now ? &found->second.second
                                                                  : nullptr;
    };
    std::mutex* building = nullptr;
    {
        const auto first = mark();
        std::lock_guard lock(viewing_);
        if (const auto* made = madeAt(first)) return *made;
        building = &building_[key];
    }
    // Twenty seats of a side asking after a change wait for one build, not twenty.
    std::lock_guard build(*building);
    const auto now = mark();
    {
        std::lock_guard lock(viewing_);
        if (const auto* made = madeAt(now)) return *made;
    }
    const core::ScratchFolder scratch;
    const auto& side = key.first;
    const auto seen = side.empty() ? file_ : core::writeSideView(file_, side, scratch.path());
    auto made = make(seen, side);
    std::lock_guard lock(viewing_);
    made_[key] = {now, made};
    return made;
}

std::string CampaignHost::view(const Session& session) {
    const auto body = cached(session, "view", [this](const auto& seen, const auto& side) {
        return seatView(seen, name(), side);
    });
    // The seat and its session's token go in front of the view's fields.
    std::ostringstream text;
    core::JsonWriter json(text);
    json.beginObject().key("csrf").value(session.csrf).key("seat").beginObject();
    json.key("side").value(session.side).key("name").value(session.name);
    json.key("umpire").value(session.umpire()).endObject().endObject();
    json.finish();
    auto head = text.str();
    head.erase(head.find_last_of('}'));
    return head + "," + body.substr(body.find('{') + 1);
}

std::string CampaignHost::map(const Session& session) {
    return cached(session, "map", [](const auto& seen, const auto& side) {
        return mapSvg(core::situationMap(seen), side);
    });
}

Answer CampaignHost::act(const Session& session, const std::vector<std::string>& words) {
    std::lock_guard lock(acting_);
    if (!session.umpire()) return actForSide(session, words);
    std::vector<std::string> line;
    try {
        line = commandLine(words, file_, true);
    } catch (const std::invalid_argument& refused) {
        return {403, refusal(refused.what())};
    }
    const auto run = runWords(line);
    if (run.exitCode != 0) return {run.exitCode == 2 ? 409 : 500, refusal(run.err)};
    std::ostringstream text;
    core::JsonWriter json(text);
    json.beginObject().key("ok").value(true).key("done").beginArray().endArray();
    json.key("output").value(run.out).endObject();
    json.finish();
    return {200, text.str()};
}

Answer CampaignHost::answerQuestion(const Session& session,
                                    const std::vector<std::string>& words) {
    for (const auto& word : words) {
        const auto name = word.substr(0, word.find('='));
        if (name == "--dice" || name == "--seed") {
            return {403, refusal(name + ": the server rolls the battle's dice, not a seat")};
        }
    }
    std::int64_t id = 0;
    std::vector<std::string> line;
    try {
        id = std::stoll(words.at(2));
        line = commandLine(words, file_, true);
    } catch (const std::invalid_argument& refused) {
        return {403, refusal(refused.what())};
    } catch (const std::exception&) {
        return {400, refusal("battle decide: say the battle's number, then the answer")};
    }
    // A side answers its own question, in the campaign itself: the dice that follow are the
    // campaign's, rolled here, and what they did shows in the side's view, not in the output.
    std::optional<core::BattleQuestion> question;
    try {
        question = core::showBattle(file_, id).question;
    } catch (const core::UserError& refused) {
        return {409, refusal(refused.what())};
    }
    if (!question || question->side != session.side) {
        return {409, refusal("battle " + std::to_string(id) + " asks nothing of the " +
                             session.side + " now")};
    }
    const auto run = runWords(line);
    if (run.exitCode != 0) return {run.exitCode == 2 ? 409 : 500, refusal(run.err)};
    std::ostringstream text;
    core::JsonWriter json(text);
    json.beginObject().key("ok").value(true).key("done");
    writeWords(json, {"battle " + std::to_string(id) + ": the " + session.side + " answered (" +
                          question->awaiting + ")"});
    json.key("output").value("").endObject();
    json.finish();
    return {200, text.str()};
}

Answer CampaignHost::actForSide(const Session& session, const std::vector<std::string>& words) {
    if (answersNow(words)) return answerQuestion(session, words);
    const core::ScratchFolder scratch;
    std::filesystem::path seen;
    std::vector<std::string> line;
    try {
        // The words are checked before the view is made: a command no seat sends costs nothing.
        commandLine(words, std::filesystem::path(), false);
        seen = core::writeSideView(file_, session.side, scratch.path());
        line = commandLine(words, seen, false);
    } catch (const std::invalid_argument& refused) {
        return {403, refusal(refused.what())};
    } catch (const core::UserError& refused) {
        return {409, refusal(refused.what())};
    }
    auto run = runWords(line);
    if (run.exitCode != 0) {
        // The view is the server's scratch file, which the seat never sees, and the next file
        // the umpire sends is the server's next view: the refusal says neither.
        for (const auto& aside : {"'" + seen.string() + "' is the " + session.side + "' file: ",
                                  "; the " + session.side + " play again in the umpire's next file",
                                  "'" + seen.string() + "'"}) {
            for (auto at = run.err.find(aside); at != std::string::npos; at = run.err.find(aside)) {
                run.err.erase(at, aside.size());
            }
        }
        return {run.exitCode == 2 ? 409 : 500, refusal(run.err)};
    }
    std::vector<std::string> done;
    try {
        std::map<std::int64_t, std::int64_t> battles;
        for (const auto& order : core::ordersRecordedIn(seen)) {
            done.push_back(core::carryOut(file_, order, battles).line);
        }
    } catch (const core::UserError& refused) {
        // The campaign itself refused what the side's view allowed: the reason may lie in what
        // the side cannot see, which only open intelligence lets it read.
        const auto rule = core::settingValue(core::describeCampaign(file_).settings, "intelligence");
        if (rule == "open") return {409, refusal(refused.what())};
        std::clog << "tachanka-server: " << session.side << "' order refused: " << refused.what()
                  << std::endl;
        return {409, refusal("the umpire's campaign refused it for what your side does not "
                             "know; the umpire has the reason")};
    }
    std::ostringstream text;
    core::JsonWriter json(text);
    json.beginObject().key("ok").value(true).key("done");
    writeWords(json, done);
    json.key("output").value(run.out).endObject();
    json.finish();
    return {200, text.str()};
}

}  // namespace tachanka::server
