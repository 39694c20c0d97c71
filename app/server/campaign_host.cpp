#include "app/server/campaign_host.hpp"

#include <fstream>
#include <iostream>
#include <sstream>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/campaign/campaign_settings.hpp"
#include "app/core/common/json_writer.hpp"
#include "app/core/common/scratch_folder.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/seats/order_book.hpp"
#include "app/core/seats/orders_file.hpp"
#include "app/core/seats/side_files.hpp"
#include "app/server/cli_words.hpp"
#include "model/phase.hpp"
#include "model/unit_kind.hpp"
#include "model/unit_status.hpp"

namespace tachanka::server {
namespace {

void writeWords(core::JsonWriter& json, const std::vector<std::string>& words) {
    json.beginArray();
    for (const auto& word : words) json.value(word);
    json.endArray();
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

std::string CampaignHost::view(const Session& session) {
    std::string body;
    if (session.umpire()) {
        body = viewOf(file_);
    } else {
        const auto now = mark();
        {
            std::lock_guard lock(viewing_);
            const auto cached = views_.find(session.side);
            if (cached != views_.end() && cached->second.first == now) body = cached->second.second;
        }
        if (body.empty()) {
            const core::ScratchFolder scratch;
            body = viewOf(core::writeSideView(file_, session.side, scratch.path()), session.side);
            std::lock_guard lock(viewing_);
            views_[session.side] = {now, body};
        }
    }
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

std::string CampaignHost::viewOf(const std::filesystem::path& seen, const std::string& side) {
    const auto campaign = core::describeCampaign(seen);
    const auto battles = core::listBattles(seen);
    std::ostringstream text;
    core::JsonWriter json(text);
    json.beginObject();
    json.key("campaign").value(name());
    json.key("turn").beginObject();
    json.key("date").value(campaign.date.iso());
    json.key("phase").value(model::phaseName(campaign.phase));
    json.key("phase_title").value(model::phaseTitle(campaign.phase));
    json.key("active_side").value(campaign.activeSide);
    json.key("line").value(campaign.turnLine());
    json.key("your_turn").value(side.empty() || campaign.activeSide == side);
    json.endObject();
    json.key("units").beginArray();
    for (const auto& owner : campaign.sides) {
        for (const auto* unit : owner.units()) {
            // What the side may not see of the enemy has no place on the map in its view.
            if (!unit->inPlay() || !unit->hex) continue;
            json.beginObject();
            json.key("code").value(unit->code).key("name").value(unit->name);
            json.key("side").value(owner.name);
            json.key("kind").value(model::unitKindName(unit->kind));
            json.key("hex").value(unit->hex->label());
            json.key("steps").value(unit->stepsRemaining()).key("steps_max").value(unit->stepsMax);
            json.key("mode").value(model::unitModeName(unit->mode));
            json.key("own").value(side.empty() || owner.name == side);
            json.endObject();
        }
    }
    json.endArray();
    json.key("battles").beginArray();
    for (const auto& battle : battles) {
        json.beginObject();
        json.key("id").value(battle.battle.id).key("title").value(battle.title);
        json.key("state").value(model::nameOf(model::battleStateNames, battle.battle.state));
        json.key("attackers");
        writeWords(json, battle.attackers);
        json.key("defenders");
        writeWords(json, battle.defenders);
        json.key("outcome").value(battle.battle.outcome);
        json.endObject();
    }
    json.endArray();
    json.endObject();
    json.finish();
    return text.str();
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

Answer CampaignHost::actForSide(const Session& session, const std::vector<std::string>& words) {
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
