#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/campaign/turn_actions.hpp"

namespace tachanka::cli {
namespace {

void writeTurnJson(const core::TurnStatus& status, const core::TurnAdvance* advance) {
    const auto& campaign = status.campaign;
    JsonWriter json(std::cout);
    json.beginObject();
    json.key("turn").beginObject();
    json.key("date").value(campaign.date.iso());
    json.key("side").value(campaign.activeSide);
    json.key("phase").value(model::phaseName(campaign.phase));
    json.key("phase_title").value(model::phaseTitle(campaign.phase));
    json.endObject();
    json.key("advanced").value(advance != nullptr);
    if (advance != nullptr) json.key("from").value(advance->from);
    json.key("applied").beginArray();
    if (advance != nullptr) {
        for (const auto& step : advance->applied) {
            json.beginObject();
            json.key("kind").value(step.kind);
            json.key("side").value(step.side);
            json.key("text").value(step.text);
            json.endObject();
        }
    }
    json.endArray();
    json.key("by_hand").beginArray();
    for (const auto& line : status.byHand) json.value(line);
    json.endArray();
    json.key("ended").value(status.ended);
    json.key("sides").beginArray();
    for (const auto& side : campaign.sides) {
        json.beginObject();
        json.key("name").value(side.name);
        json.key("recruit_points").value(side.recruitPoints);
        json.key("prisoners").value(side.prisoners);
        json.endObject();
    }
    json.endArray();
    json.endObject();
    json.finish();
}

void writeTurnText(const core::TurnStatus& status, const core::TurnAdvance* advance) {
    const auto& campaign = status.campaign;
    if (advance != nullptr) std::cout << "from  " << advance->from << '\n';
    std::cout << (advance != nullptr ? "now   " : "") << campaign.turnLine() << "\n";
    if (advance != nullptr && !advance->applied.empty()) {
        std::cout << "\nThe rules did:\n";
        for (const auto& step : advance->applied) std::cout << "  " << step.text << '\n';
    }
    std::cout << "\nThis phase (2.1):\n";
    for (const auto& line : status.byHand) std::cout << "  - " << line << '\n';
    std::cout << '\n';
    TextTable table({"Side", "RP", "Prisoners"});
    for (const auto& side : campaign.sides) {
        table.addRow({side.name, std::to_string(side.recruitPoints),
                      std::to_string(side.prisoners)});
    }
    table.print(std::cout);
    if (status.ended) {
        std::cout << "\nThis is the scenario's last phase: the campaign ends with it.\n";
    }
}

int runTurn(std::span<const std::string> words) {
    const Arguments args(words, {{"advance", false}, {"json", false}}, "turn", {1, 1, "FILE"});
    const std::filesystem::path file = args.positionals()[0];
    if (args.flag("advance")) {
        const auto advance = core::advanceTurn(file);
        if (args.flag("json")) {
            writeTurnJson(advance.now, &advance);
        } else {
            writeTurnText(advance.now, &advance);
        }
        return 0;
    }
    const auto status = core::describeTurn(file);
    if (args.flag("json")) {
        writeTurnJson(status, nullptr);
    } else {
        writeTurnText(status, nullptr);
    }
    return 0;
}

constexpr Command commands[] = {
    {"turn", "where the campaign stands; advance to the next phase",
     "usage: tachanka-cli turn FILE [--advance] [--json]\n"
     "\n"
     "Shows the day, the side whose turn it is and the phase of the Orel 1919 sequence of\n"
     "play (2.1), what the phase asks of the players, and each side's recruit points and\n"
     "prisoners.\n"
     "\n"
     "With --advance, moves to the next phase (White turn, Red turn, next day) and applies\n"
     "what the rules do on their own when it begins, each on the campaign's ledger:\n"
     "  recruitment   the day's turn track points, +1 for the side holding Orël, less\n"
     "                what a Civil Exactions event takes, saved up to 12, the rest lost (4)\n"
     "  movement      the side's reinforcements and depots due by today arrive at their\n"
     "                first entry hex; the others and any MP penalty are in the note (7.4)\n"
     "  end of move   Under Construction entrenchments begun in an earlier movement phase\n"
     "                become Entrenched (7.3); units still off the map at their last\n"
     "                chance to come back are eliminated (7.5)\n"
     "  clean-up      units routed before this player's turn rally if no enemy ZoC reaches\n"
     "                their hex (read from the units' hexes) and are in Combat mode (8.7.3 B);\n"
     "                the other side's Controlled events held since its turn expire (6.2)\n"
     "  a new day     formations whose inactivity ended are released (10.2)\n"
     "After the scenario's last phase there is nothing to advance to.\n"
     "\n"
     "  --advance   move to the next phase\n"
     "  --json      machine output: {\"turn\": {\"date\", \"side\", \"phase\", \"phase_title\"},\n"
     "              \"advanced\", \"from\", \"applied\": [{\"kind\", \"side\", \"text\"}],\n"
     "              \"by_hand\": [...], \"ended\", \"sides\": [{\"name\", \"recruit_points\",\n"
     "              \"prisoners\"}]}\n",
     runTurn},
};

}  // namespace

std::span<const Command> turnCommands() { return commands; }

}  // namespace tachanka::cli
