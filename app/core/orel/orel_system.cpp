#include "app/core/orel/orel_system.hpp"

#include "app/core/orel/orel_check_odds.hpp"
#include "app/core/orel/orel_combat_service.hpp"
#include "app/core/printing/print_qrs.hpp"
#include "reports/pdf/fonts.hpp"
#include "rules/orel/orel_tables.hpp"

namespace tachanka::core {
namespace {

using Kind = OddsInput::Kind;

void printOrelQrs(const PrintRequest& request) {
    const auto source = rulesSourceOf("orel-1919.xml");
    const reports::OrelQrsData data{rules::orel::loadOrelTables(source.file), source};
    reports::writeOrelQrs(data, reports::findDejaVuFonts(), request.paper, request.output);
}

std::string provisionalNote(bool provisional, const std::string& chart) {
    return provisional ? "The " + chart + " is a provisional reconstruction (see READINGS.md)."
                       : "";
}

OddsAnswer checkOdds(const OddsValues& values) {
    const auto answer = cohesionOdds(valueOf(values, "cohesion-modifier"), valueOf(values, "tq"),
                                     valueOf(values, "morale") != 0);
    return {answer.odds, provisionalNote(answer.provisional, "Cohesion Table")};
}

OddsAnswer assaultRollOdds(const OddsValues& values) {
    const auto ratio = combatRatio(valueOf(values, "attacker"), valueOf(values, "defender"));
    const auto answer = assaultOdds(ratio.assaultModifier + valueOf(values, "assault-modifier"));
    const std::string provisional =
        provisionalNote(answer.provisional || ratio.provisional, "Assault Results Table");
    return {answer.odds, ratioLines(ratio) + (provisional.empty() ? "" : "\n" + provisional)};
}

}  // namespace

std::vector<OddsForm> orelOddsForms() {
    return {{"combat",
             "combat",
             {{"attacker", "Attacker's strength", Kind::Number, 0, 999, 17},
              {"defender", "Defender's strength", Kind::Number, 1, 999, 11},
              {"tq", "Checking unit's TQ", Kind::Number, 1, 6, 4},
              {"cohesion-modifier", "Cohesion roll modifier", Kind::Number, -10, 10, 0},
              {"morale", "a morale check (else cohesion)", Kind::Flag, 0, 1, 0},
              {"assault-modifier", "Assault modifiers besides the odds", Kind::Number, -10, 10,
               0}},
             {{"Cohesion or morale check (d6, 8.7.1)", 1, checkOdds},
              {"Assault roll (2d6, the odds' modifier included)", 3, assaultRollOdds}}}};
}

RuleSystem orelSystem() {
    return {"orel-1919",
            "Orel 1919",
            "the operational campaign: daily turns, hexes, strength steps, depots, recruit "
            "points and prisoners; its combats resolved on its own charts",
            {"orel-1919.xml"},
            "orel",
            "Orel 1919 look-ups, combat resolution, exact odds, scenarios",
            printOrelQrs,
            orelOddsForms};
}

}  // namespace tachanka::core
