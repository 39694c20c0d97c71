#include <charconv>
#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/core/seats/side_files.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "app/core/campaign/campaign_service.hpp"

namespace tachanka::cli {
namespace {

// `show` adds the turn number, the last day and the officers and pending units of each side;
// `new` leaves them out.
void writeCampaignJson(const model::Campaign& campaign,
                       const std::optional<core::CampaignProgress>& progress = std::nullopt,
                       const std::optional<core::SideFileInfo>& sideFile = std::nullopt) {
    JsonWriter json(std::cout);
    json.beginObject();
    json.key("name").value(campaign.name);
    if (progress) {
        json.key("side_file");
        if (sideFile) {
            json.beginObject();
            json.key("side").value(sideFile->side);
            json.key("umpire_action").value(sideFile->umpireAction);
            json.key("orders_merged").value(sideFile->ordersMerged);
            json.key("exported_at").value(sideFile->exportedAt);
            json.endObject();
        } else {
            json.null();
        }
    }
    json.key("scenario").value(campaign.scenarioId);
    json.key("scenario_title").value(campaign.scenarioTitle);
    json.key("provisional").value(campaign.provisionalData);
    json.key("seed").value(std::to_string(campaign.seed));
    json.key("turn").beginObject();
    json.key("date").value(campaign.date.iso());
    json.key("phase").value(model::phaseName(campaign.phase));
    json.key("side").value(campaign.activeSide);
    if (progress) json.key("number").value(progress->turn);
    json.endObject();
    if (progress) json.key("last_day").value(progress->lastDay);
    json.key("sides").beginArray();
    for (std::size_t index = 0; index < campaign.sides.size(); ++index) {
        const auto& side = campaign.sides[index];
        json.beginObject();
        json.key("name").value(side.name);
        json.key("commander").value(side.commander);
        json.key("recruit_points").value(side.recruitPoints);
        json.key("prisoners").value(side.prisoners);
        json.key("units").value(side.unitCount());
        json.key("steps").value(side.stepCount());
        if (progress) {
            json.key("officers_serving").value(progress->sides.at(index).officersServing);
            json.key("units_pending").value(progress->sides.at(index).unitsPending);
        }
        json.endObject();
    }
    json.endArray();
    json.endObject();
    json.finish();
}

void writeCampaignText(const model::Campaign& campaign,
                       const std::optional<core::CampaignProgress>& progress = std::nullopt,
                       const std::optional<core::SideFileInfo>& sideFile = std::nullopt) {
    std::cout << campaign.name << '\n'
              << "  scenario  " << campaign.scenarioTitle << " (" << campaign.scenarioId << ")"
              << (campaign.provisionalData ? " — provisional unit values" : "") << '\n'
              << "  turn      " << campaign.turnLine() << '\n';
    if (progress) {
        std::cout << "  day       " << progress->turn << " of " << campaign.turns
                  << " (the game ends on " << progress->lastDay << ")\n";
    }
    if (sideFile) {
        std::cout << "  file      the " << sideFile->side << "' file, from the umpire's campaign "
                  << "at his action " << sideFile->umpireAction << " (" << sideFile->exportedAt
                  << "); their next orders are number " << sideFile->ordersMerged + 1 << '\n'
                  << "  seed      the umpire's\n\n";
    } else {
        std::cout << "  seed      " << campaign.seed << "\n\n";
    }
    std::vector<std::string> headings{"Side", "Commander", "RP", "Prisoners", "Units", "Steps"};
    if (progress) {
        headings.emplace_back("Officers");
        headings.emplace_back("Pending");
    }
    TextTable table(std::move(headings));
    for (std::size_t index = 0; index < campaign.sides.size(); ++index) {
        const auto& side = campaign.sides[index];
        std::vector<std::string> cells{side.name, side.commander,
                                       std::to_string(side.recruitPoints),
                                       std::to_string(side.prisoners),
                                       std::to_string(side.unitCount()),
                                       std::to_string(side.stepCount())};
        if (progress) {
            cells.push_back(std::to_string(progress->sides.at(index).officersServing));
            cells.push_back(std::to_string(progress->sides.at(index).unitsPending));
        }
        table.addRow(std::move(cells));
    }
    table.print(std::cout);
}

int runNew(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"scenario", true}, {"seed", numbers}, {"name", true}, {"json", false}},
                         "new", {1, 1, "FILE"});
    core::NewCampaignRequest request;
    request.file = args.positionals()[0];
    request.scenarioId = args.requiredValue("scenario");
    request.seed = args.seedValue();
    request.name = args.value("name");
    const auto campaign = core::createCampaign(request);
    if (args.flag("json")) {
        writeCampaignJson(campaign);
    } else {
        std::cout << "created " << request.file.string() << "\n\n";
        writeCampaignText(campaign);
    }
    return 0;
}

int runShow(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "show", {1, 1, "FILE"});
    const auto campaign = core::describeCampaign(args.positionals()[0]);
    const auto progress = core::campaignProgress(args.positionals()[0]);
    const auto sideFile = core::sideFileOf(args.positionals()[0]);
    if (args.flag("json")) {
        writeCampaignJson(campaign, progress, sideFile);
    } else {
        writeCampaignText(campaign, progress, sideFile);
    }
    return 0;
}

int runScenarios(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "scenarios");
    const auto scenarios = core::listScenarios();
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginArray();
        for (const auto& scenario : scenarios) {
            json.beginObject();
            json.key("id").value(scenario.id);
            json.key("title").value(scenario.title);
            json.key("description").value(scenario.description);
            json.key("provisional").value(scenario.provisional);
            json.endObject();
        }
        json.endArray();
        json.finish();
        return 0;
    }
    TextTable table({"Id", "Title", "Data"});
    for (const auto& scenario : scenarios) {
        table.addRow({scenario.id, scenario.title, scenario.provisional ? "provisional" : ""});
    }
    table.print(std::cout);
    return 0;
}

constexpr Command commands[] = {
    {"new", "create a campaign file from a scenario",
     "usage: tachanka-cli new FILE --scenario ID [--seed N] [--name TEXT] [--json]\n"
     "\n"
     "Creates the campaign FILE (which must not exist yet) from scenario ID; see\n"
     "'tachanka-cli scenarios' for the ids.\n"
     "\n"
     "  --scenario ID   the scenario to start from\n"
     "  --seed N        seed for the campaign's dice (default: a fresh random seed)\n"
     "  --name TEXT     the campaign's name (default: the scenario's title)\n"
     "  --json          print the new campaign as JSON\n",
     runNew},
    {"show", "describe a campaign: date, phase, sides",
     "usage: tachanka-cli show FILE [--json]\n"
     "\n"
     "Shows the campaign's scenario, date, day number, last day, active side and phase,\n"
     "and for each side its commander, recruit points, prisoners, units, steps, officers\n"
     "serving and units still to arrive.\n"
     "\n"
     "  --json   machine output: {\"name\", \"scenario\", \"turn\": {\"date\", \"phase\",\n"
     "           \"side\", \"number\"}, \"last_day\", \"sides\": [{\"name\",\n"
     "           \"recruit_points\", \"prisoners\", \"units\", \"steps\",\n"
     "           \"officers_serving\", \"units_pending\"}]}\n",
     runShow},
    {"scenarios", "list the scenarios a campaign can start from",
     "usage: tachanka-cli scenarios [--json]\n"
     "\n"
     "Lists the installed scenarios, your own (in ~/.local/share/tachanka/templates/\n"
     "scenarios) before the shipped ones.\n"
     "\n"
     "  --json   machine output: [{\"id\", \"title\", \"description\", \"provisional\"}]\n",
     runScenarios},
};

}  // namespace

std::span<const Command> campaignCommands() { return commands; }

}  // namespace tachanka::cli
