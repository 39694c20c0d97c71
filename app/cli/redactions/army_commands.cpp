#include <algorithm>
#include <iostream>
#include <vector>

#include "app/cli/redactions/army_cli.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/redactions/army_service.hpp"

namespace tachanka::cli {
namespace {

namespace ra = rules::redactions;

constexpr int maxOfficers = 100;
constexpr int maxPoints = 1'000'000;

std::string joined(const std::vector<std::string>& parts, std::string_view separator) {
    std::string text;
    for (const auto& part : parts) text += (text.empty() ? "" : std::string(separator)) + part;
    return text;
}

template <typename Enum, std::size_t N>
std::vector<std::string> namesOf(const std::array<model::EnumName<Enum>, N>& table,
                                 const std::vector<Enum>& values) {
    std::vector<std::string> names;
    for (const auto value : values) names.emplace_back(model::nameOf(table, value));
    return names;
}

void writeToken(JsonWriter& json, const ra::OfficerToken& token) {
    json.beginObject();
    json.key("label").value(ra::tokenLabel(token));
    json.key("bonus").value(token.moraleBonus);
    json.key("characteristics").beginArray();
    for (const auto& name : namesOf(ra::officerCharacteristicNames, token.characteristics)) {
        json.value(name);
    }
    json.endArray();
    json.endObject();
}

int runArmies(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "ra armies");
    const auto armies = core::listArmies();
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginArray();
        for (const auto& army : armies) {
            json.beginObject();
            json.key("id").value(army.id);
            json.key("name").value(army.name);
            json.key("flight_percent").value(army.flightPercent);
            json.key("provisional").value(army.provisional);
            json.endObject();
        }
        json.endArray();
        json.finish();
        return 0;
    }
    TextTable table({"Id", "Name", "Flight %", "Data"});
    for (const auto& army : armies) {
        table.addRow({army.id, army.name, std::to_string(army.flightPercent),
                      army.provisional ? "provisional" : ""});
    }
    table.print(std::cout);
    return 0;
}

// Tokens of the same kind counted together, in the order the list gives them.
std::vector<std::pair<ra::OfficerToken, int>> countedTokens(
    const std::vector<ra::OfficerToken>& pool) {
    std::vector<std::pair<ra::OfficerToken, int>> counted;
    for (const auto& token : pool) {
        auto found = std::find_if(counted.begin(), counted.end(),
                                  [&](const auto& entry) { return entry.first == token; });
        if (found == counted.end()) {
            counted.emplace_back(token, 1);
        } else {
            ++found->second;
        }
    }
    return counted;
}

void writeArmyJson(const ra::ArmyList& army) {
    JsonWriter json(std::cout);
    json.beginObject();
    json.key("id").value(army.id);
    json.key("name").value(army.name);
    json.key("description").value(army.description);
    json.key("flight_percent").value(army.flightPercent);
    json.key("provisional").value(army.provisional);
    json.key("provisional_note").value(army.provisionalNote);
    json.key("officer_draw").beginObject();
    json.key("senior_draw").value(army.drawRule.seniorDraw);
    json.key("senior_keep").value(1);
    json.key("junior_draw").value(army.drawRule.juniorDraw);
    json.endObject();
    json.key("troops").beginArray();
    for (const auto& troop : army.troops) {
        json.beginObject();
        json.key("id").value(troop.id);
        json.key("name").value(troop.name);
        json.key("arm").value(model::nameOf(ra::armNames, troop.arm));
        for (const auto test : {ra::MoraleTest::Charge, ra::MoraleTest::Fear,
                                ra::MoraleTest::Serious, ra::MoraleTest::Rally}) {
            json.key(model::nameOf(ra::moraleTestNames, test)).value(troop.success.of(test));
        }
        json.key("shooting").value(troop.shooting);
        json.key("range").value(troop.range);
        json.key("fighting").value(troop.fighting);
        json.key("move").value(troop.move);
        if (troop.evasiveMove) json.key("evasive_move").value(*troop.evasiveMove);
        json.key("direct_hit")
            .value(troop.directHit ? model::nameOf(ra::gunClassNames, *troop.directHit) : "none");
        json.key("early_artillery").value(troop.earlyArtillery);
        json.key("characteristics").beginArray();
        for (const auto& name : namesOf(ra::characteristicNames, troop.characteristics)) {
            json.value(name);
        }
        json.endArray();
        json.key("engineers").value(troop.engineers);
        json.key("grenadiers").value(troop.grenadiers);
        if (troop.dismountsAs) json.key("dismounts_as").value(*troop.dismountsAs);
        json.key("points").value(troop.points);
        json.endObject();
    }
    json.endArray();
    json.key("tokens").beginArray();
    for (const auto& [token, count] : countedTokens(army.tokenPool)) {
        json.beginObject();
        json.key("token");
        writeToken(json, token);
        json.key("count").value(count);
        json.endObject();
    }
    json.endArray();
    json.endObject();
    json.finish();
}

void writeArmyText(const ra::ArmyList& army) {
    std::cout << army.name << " (" << army.id << ")\n"
              << "  flight       " << army.flightPercent << "% of the original points\n"
              << "  officers     senior officers draw " << army.drawRule.seniorDraw
              << " tokens and keep 1; junior officers draw " << army.drawRule.juniorDraw << '\n';
    if (army.provisional) std::cout << "  provisional  " << army.provisionalNote << '\n';
    std::cout << '\n';
    TextTable troops({"Id", "Name", "Arm", "Ch", "Fe", "Se", "Ra", "Shoot", "Range", "Fight",
                      "Move", "Evade", "Direct hit", "Characteristics", "Dismounts as", "Pts"});
    for (const auto& troop : army.troops) {
        std::string directHit =
            troop.directHit ? std::string(model::nameOf(ra::gunClassNames, *troop.directHit))
                            : "-";
        if (troop.earlyArtillery) directHit += " (early)";
        auto characteristics = namesOf(ra::characteristicNames, troop.characteristics);
        if (troop.engineers) characteristics.emplace_back("engineers");
        if (troop.grenadiers) characteristics.emplace_back("grenadiers");
        troops.addRow({troop.id, troop.name, std::string(model::nameOf(ra::armNames, troop.arm)),
                       std::to_string(troop.success.charge), std::to_string(troop.success.fear),
                       std::to_string(troop.success.serious), std::to_string(troop.success.rally),
                       std::to_string(troop.shooting), std::to_string(troop.range),
                       std::to_string(troop.fighting), std::to_string(troop.move),
                       troop.evasiveMove ? std::to_string(*troop.evasiveMove) : "-", directHit,
                       characteristics.empty() ? "-" : joined(characteristics, " "),
                       troop.dismountsAs.value_or("-"), std::to_string(troop.points)});
    }
    troops.print(std::cout);
    std::cout << '\n';
    TextTable tokens({"Officer token", "Count"});
    for (const auto& [token, count] : countedTokens(army.tokenPool)) {
        tokens.addRow({ra::tokenLabel(token), std::to_string(count)});
    }
    tokens.print(std::cout);
}

int runArmy(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "ra army", {1, 1, "ID"});
    const auto army = core::describeArmy(args.positionals()[0]);
    if (args.flag("json")) {
        writeArmyJson(army);
    } else {
        writeArmyText(army);
    }
    return 0;
}

// The token each officer kept, or none while he waits for the player's choice.
bool waitsForChoice(const core::OfficerDrawReport& report, std::size_t index) {
    return report.awaitingChoice && index + 1 == report.draws.size();
}

void writeDrawJson(const core::OfficerDrawReport& report) {
    JsonWriter json(std::cout);
    json.beginObject();
    json.key("army").value(report.armyId);
    json.key("provisional").value(report.provisional);
    json.key("awaiting_choice").value(report.awaitingChoice);
    json.key("officers").beginArray();
    for (std::size_t i = 0; i < report.draws.size(); ++i) {
        const auto& draw = report.draws[i];
        json.beginObject();
        json.key("rank").value(model::nameOf(ra::officerRankNames, draw.rank));
        json.key("number").value(draw.number);
        json.key("drawn").beginArray();
        for (const auto& token : draw.drawn) writeToken(json, token);
        json.endArray();
        if (!waitsForChoice(report, i)) {
            json.key("kept").value(static_cast<std::int64_t>(draw.kept));
            json.key("token");
            writeToken(json, draw.token());
        }
        json.endObject();
    }
    json.endArray();
    writeDice(json, report.rolls);
    if (!report.awaitingChoice) {
        json.key("tokens_left").value(static_cast<std::int64_t>(report.tokensLeft));
    }
    json.endObject();
    json.finish();
}

void writeDrawText(const core::OfficerDrawReport& report, const std::string& keepSoFar) {
    std::cout << report.armyName << ": senior officers draw " << report.rule.seniorDraw
              << " and keep 1, junior officers draw " << report.rule.juniorDraw
              << (report.provisional ? " (provisional token pool)" : "") << "\n\n";
    TextTable table({"Officer", "Drawn", "Kept"});
    for (std::size_t i = 0; i < report.draws.size(); ++i) {
        const auto& draw = report.draws[i];
        std::vector<std::string> drawn;
        for (std::size_t t = 0; t < draw.drawn.size(); ++t) {
            drawn.push_back(std::to_string(t + 1) + ") " + ra::tokenLabel(draw.drawn[t]));
        }
        table.addRow({std::string(model::nameOf(ra::officerRankNames, draw.rank)) + " " +
                          std::to_string(draw.number),
                      joined(drawn, ", "),
                      waitsForChoice(report, i) ? "?" : ra::tokenLabel(draw.token())});
    }
    table.print(std::cout);
    if (report.awaitingChoice) {
        const auto& waiting = report.draws.back();
        std::cout << "\nnothing kept yet: " << model::nameOf(ra::officerRankNames, waiting.rank)
                  << " officer " << waiting.number << " selects one of the "
                  << waiting.drawn.size() << " tokens he drew; run again with the same dice and"
                  << " --keep " << keepSoFar << (keepSoFar.empty() ? "" : ",") << "N\n";
        return;
    }
    std::cout << '\n' << report.tokensLeft << " tokens left in the pool\n";
}

int runDrawOfficers(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"army", true},
                          {"seniors", numbers},
                          {"juniors", numbers},
                          {"keep", numbers},
                          {"seed", numbers},
                          {"dice", numbers},
                          {"json", false}},
                         "ra draw-officers");
    core::OfficerDrawRequest request;
    request.armyId = args.requiredValue("army");
    request.seniors = args.intValue("seniors", 0, maxOfficers).value_or(0);
    request.juniors = args.intValue("juniors", 0, maxOfficers).value_or(0);
    for (const int kept : args.intListValue("keep", 1, maxOfficers).value_or(std::vector<int>{})) {
        request.keep.push_back(static_cast<std::size_t>(kept));
    }
    request.dice = diceChoice(args, "ra draw-officers");
    const auto report = core::drawArmyOfficers(request);
    if (args.flag("json")) {
        writeDrawJson(report);
    } else {
        writeDrawText(report, args.value("keep").value_or(""));
    }
    return 0;
}

int runFlight(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"army", true},
                          {"original", numbers},
                          {"destroyed", numbers},
                          {"captured", numbers},
                          {"routing", numbers},
                          {"json", false}},
                         "ra flight");
    const std::string army = args.requiredValue("army");
    const int original = args.requiredInt("original", 0, maxPoints);
    const ra::ArmyLosses losses{args.intValue("destroyed", 0, maxPoints).value_or(0),
                                args.intValue("captured", 0, maxPoints).value_or(0),
                                args.intValue("routing", 0, maxPoints).value_or(0)};
    const auto check = core::checkArmyFlight(army, original, losses);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("army").value(army);
        json.key("flight_percent").value(check.flightPercent);
        json.key("original_points").value(check.originalPoints);
        json.key("flight_number").value(check.flightNumber);
        json.key("points_lost").value(check.pointsLost);
        json.key("flees").value(check.flees);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << army << ": flight number " << check.flightNumber << " points ("
              << check.flightPercent << "% of " << check.originalPoints << "); " << check.pointsLost
              << " lost: " << (check.flees ? "the army flees" : "the army fights on") << '\n';
    return 0;
}

constexpr Command commands[] = {
    {"armies", "list the Red Actions! army lists",
     "usage: tachanka-cli ra armies [--json]\n"
     "\n"
     "Lists the army lists (templates/armies/*.xml; a file of your own with the same id in\n"
     "your templates/armies folder replaces the shipped one): id, name, flight percentage\n"
     "and whether the card values are provisional.\n"
     "\n"
     "  --json   print the lists as JSON\n",
     runArmies},
    {"army", "show one army list: troop cards and officer tokens",
     "usage: tachanka-cli ra army ID [--json]\n"
     "\n"
     "Shows army ID's troop types with their card values (success numbers for the charge,\n"
     "fear, serious and rally tests, shooting value, range, fighting value, move, evasive\n"
     "move, direct-hit class, characteristics, dismounts-as, points per base), its flight\n"
     "percentage, officer-draw rule and token pool.\n"
     "\n"
     "  --json   print the list as JSON\n",
     runArmy},
    {"draw-officers", "draw officer tokens for an army's senior and junior officers",
     "usage: tachanka-cli ra draw-officers --army ID [--seniors N] [--juniors M]\n"
     "                                     [--keep LIST] (--seed S | --dice LIST) [--json]\n"
     "\n"
     "Each senior officer draws the army's number of tokens (2 in Soviet and Partisan\n"
     "armies except Konnarmiya and Latvians, 3 in the others) and the player selects one,\n"
     "the rest going back into the pool; then each junior officer draws 1. Tokens are drawn\n"
     "without replacement: a die with one face per token left. The draw stops at the first\n"
     "senior officer with no choice given and shows his tokens: run it again with the same\n"
     "--seed or --dice and his choice added to --keep.\n"
     "\n"
     "  --army ID     the army list (see 'tachanka-cli ra armies')\n"
     "  --seniors N   senior officers (default 0)\n"
     "  --juniors M   junior officers (default 0)\n"
     "  --keep LIST   the token each senior officer keeps, counted from 1, e.g. 2,1\n"
     "  --seed S      draw with dice from this seed\n"
     "  --dice LIST   draw with the dice you rolled, e.g. 3,1,7 (one per token drawn)\n"
     "  --json        print the drawn and kept tokens and every die as JSON\n",
     runDrawOfficers},
    {"flight", "has an army reached its flight number?",
     "usage: tachanka-cli ra flight --army ID --original P [--destroyed D] [--captured C]\n"
     "                             [--routing R] [--json]\n"
     "\n"
     "The flight number is the army's flight percentage of its original points; the army\n"
     "flees once the points destroyed, captured or routing exceed it.\n"
     "\n"
     "  --army ID      the army list (see 'tachanka-cli ra armies')\n"
     "  --original P   the side's original point total\n"
     "  --destroyed D  points destroyed (default 0); likewise --captured and --routing\n",
     runFlight},
};

}  // namespace

std::span<const Command> armyCommands() {
    static const std::vector<Command> all = [] {
        std::vector<Command> both(std::begin(commands), std::end(commands));
        both.insert(both.end(), fieldCommands().begin(), fieldCommands().end());
        return both;
    }();
    return all;
}

}  // namespace tachanka::cli
