#include "app/core/campaign/command_phase.hpp"

#include "app/core/common/joined_words.hpp"

#include <algorithm>
#include <set>

#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/map/map_layer.hpp"
#include "app/core/map/map_situation.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/seats/order_book.hpp"
#include "db/campaign_cache.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"

namespace tachanka::core {
namespace {

using db::LedgerTags;
using db::Table;
using db::Value;

ops::CommandCheck traceCommand(SQLite::Database& database, const model::Campaign& campaign,
                               const std::set<std::string>& choices) {
    const auto loaded = loadOrelOperationsTables();
    const auto& tables = loaded.tables;
    ops::Situation situation;
    situation.map = campaignMapLayer(database).map.map;
    situation.date = campaign.date;
    situation.units = unitsOnMap(campaign);
    addCommand(situation, campaign);
    addSharedCommand(situation, tables);
    return ops::checkCommand(tables, situation.map, situation.units, situation.formations,
                             situation.membership, choices);
}

ops::CommandCheck traceCommand(ActionContext& ctx, const std::set<std::string>& choices) {
    return traceCommand(ctx.database, ctx.campaign, choices);
}

const ops::FormationCommand* commandOf(const ops::CommandCheck& check, const std::string& name) {
    const auto found =
        std::find_if(check.formations.begin(), check.formations.end(),
                     [&](const ops::FormationCommand& f) { return f.formation == name; });
    return found == check.formations.end() ? nullptr : &*found;
}

// A group's codes in the order the formation lists its units.
std::vector<std::string> inOrder(const model::Formation& formation,
                                 const std::set<std::string>& codes) {
    std::vector<std::string> ordered;
    for (const auto& unit : formation.units) {
        if (codes.contains(unit.code)) ordered.push_back(unit.code);
    }
    return ordered;
}

// 5.2 b: the group holding the formation's first listed unit, while its owner has not chosen.
std::string firstListed(const model::Formation& formation,
                        const std::vector<std::set<std::string>>& groups) {
    for (const auto& unit : formation.units) {
        for (const auto& group : groups) {
            if (group.contains(unit.code)) return unit.code;
        }
    }
    return *groups.front().begin();
}

std::string tieText(const model::Side& side, const model::Formation& formation,
                    const ops::FormationCommand& command, const std::string& standing) {
    std::string groups;
    for (const auto& group : command.tiedGroups) {
        groups += (groups.empty() ? "" : " or ") + joinedWords(inOrder(formation, group), " ");
    }
    return "5.2 b: " + formation.name + "'s groups tie for its main body (" + groups +
           "): the " + side.name + " choose it with `command FILE --main-body \"" +
           formation.name + "=CODE\"`; until then the group of " + standing + " is its main body";
}

AppliedStep markerStep(ActionContext& ctx, const model::Side& side, const model::Unit& unit,
                       bool outOfCommand) {
    const std::string text =
        unit.code + (outOfCommand ? " is out of command: not in its formation's main body nor "
                                    "within reach of it (5.2)"
                                  : " is back in command (5.2)");
    ctx.journal.set(Table::Unit, unit.id, db::Column::OutOfCommand,
                    Value(std::int64_t{outOfCommand ? 1 : 0}),
                    LedgerTags::of(model::LedgerKind::OutOfCommand)
                        .forSide(side.id)
                        .forUnit(unit.id)
                        .because(text));
    return {"out-of-command", side.name, text};
}

}  // namespace

std::vector<AppliedStep> checkCommandStatus(ActionContext& ctx, const model::Side& side,
                                            const std::map<std::string, std::string>& chosen) {
    std::set<std::string> choices;
    for (const auto& [formation, code] : chosen) choices.insert(code);
    auto check = traceCommand(ctx, choices);
    std::vector<AppliedStep> steps;
    std::set<std::string> open;  // formations whose tie only a default settles
    for (const auto& formation : side.formations) {
        const auto* command = commandOf(check, formation.name);
        if (command == nullptr || command->tiedGroups.empty()) continue;
        const auto standing = firstListed(formation, command->tiedGroups);
        steps.push_back({"out-of-command", side.name, tieText(side, formation, *command, standing)});
        choices.insert(standing);
        open.insert(formation.name);
    }
    if (!open.empty()) check = traceCommand(ctx, choices);
    for (const auto& formation : side.formations) {
        const auto* command = commandOf(check, formation.name);
        if (command == nullptr || open.contains(formation.name)) continue;
        std::set<std::string> body;
        for (const auto& group : command->mainBodies) body.insert(group.begin(), group.end());
        if (body == formation.mainBody) continue;
        const auto codes = inOrder(formation, body);
        const std::string text =
            formation.name + "'s main body: " + (codes.empty() ? "none" : joinedWords(codes, ", ")) +
            " (5.2)";
        ctx.journal.set(Table::Formation, formation.id, db::Column::MainBody,
                        Value(joinedWords(codes, " ")),
                        LedgerTags::of(model::LedgerKind::OutOfCommand)
                            .forSide(side.id)
                            .because(text));
        steps.push_back({"out-of-command", side.name, text});
    }
    for (const model::Unit* unit : side.units()) {
        if (!unit->inPlay() || !unit->hex || unit->offMap) continue;
        const bool out = check.outOfCommand.contains(unit->code);
        if (!out && !check.inCommand.contains(unit->code)) continue;  // not traced by 5.2
        if (out != unit->outOfCommand) steps.push_back(markerStep(ctx, side, *unit, out));
    }
    return steps;
}

std::vector<MainBodyTie> mainBodyTies(const std::filesystem::path& file) {
    return asUserErrors([&] {
        auto campaignFile = db::CampaignFile::openForReading(file);
        const auto kept = db::campaignAsItStands(campaignFile);
        const auto& campaign = *kept;
        std::vector<MainBodyTie> ties;
        if (campaign.phase != model::Phase::CommandCheck) return ties;
        const auto& side = sidePlaying(campaign, positionOf(campaign).side);
        const auto check = traceCommand(campaignFile.database(), campaign, {});
        for (const auto& formation : side.formations) {
            const auto* command = commandOf(check, formation.name);
            if (command == nullptr || command->tiedGroups.empty()) continue;
            MainBodyTie tie{side.name, formation.name, {},
                            firstListed(formation, command->tiedGroups)};
            for (const auto& group : command->tiedGroups) {
                tie.groups.push_back(inOrder(formation, group));
            }
            ties.push_back(std::move(tie));
        }
        return ties;
    });
}

MainBodyChosen chooseMainBody(const std::filesystem::path& file, const std::string& formationName,
                              const std::string& unitCode) {
    MainBodyChosen done;
    runCampaignAction(file, "command", "choose a main body (5.2 b)", [&](ActionContext& ctx) {
        const auto& formation = formationNamed(ctx.campaign, formationName);
        const auto unit = std::find_if(formation.units.begin(), formation.units.end(),
                                       [&](const model::Unit& u) { return u.code == unitCode; });
        if (unit == formation.units.end()) {
            throw UserError("5.2 b: " + unitCode + " is not a unit of " + formation.name);
        }
        const auto& side = sideOf(ctx.campaign, unit->sideId);
        requirePhase(ctx, side, model::Phase::CommandCheck, "choosing a main body", "5.2 b");
        const auto check = traceCommand(ctx, {});
        const auto* command = commandOf(check, formation.name);
        const bool tied =
            command != nullptr &&
            std::any_of(command->tiedGroups.begin(), command->tiedGroups.end(),
                        [&](const std::set<std::string>& group) { return group.contains(unitCode); });
        if (!tied) {
            throw UserError("5.2 b: the owner chooses only between groups that tie for the main "
                            "body, and " + unitCode + " is in none of " + formation.name + "'s");
        }
        done.side = side.name;
        done.formation = formation.name;
        done.steps = checkCommandStatus(ctx, side, {{formation.name, unitCode}});
        for (const auto& group : command->tiedGroups) {
            if (group.contains(unitCode)) done.mainBody = inOrder(formation, group);
        }
    }, mainBodyOrder(formationName, unitCode));
    return done;
}

}  // namespace tachanka::core
