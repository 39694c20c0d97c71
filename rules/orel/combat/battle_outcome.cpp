#include "rules/orel/combat/battle_outcome.hpp"

#include <algorithm>

#include "rules/orel/combat/combat_sequence.hpp"
#include "rules/orel/combat/definitions.hpp"

namespace tachanka::rules::orel {
namespace {

std::string steps(int count) {
    return std::to_string(count) + (count == 1 ? " step" : " steps");
}

// Worst first: the fate a side is reported with is the worst of its units'.
constexpr std::array<std::string_view, 6> fatesWorstFirst{
    "surrenders", "eliminated", "withdrawn", "routs", "retreats", "holds"};

std::string_view fateOf(const UnitFate& fate) {
    if (fate.surrendered) return "surrenders";
    if (fate.eliminated) return "eliminated";
    if (fate.withdrawn) return "withdrawn";
    if (fate.retreatHexes >= 2 || fate.unit.mode == UnitMode::Routed) return "routs";
    if (fate.retreatHexes == 1) return "retreats";
    return "holds";
}

std::size_t rank(std::string_view fate) {
    return static_cast<std::size_t>(
        std::find(fatesWorstFirst.begin(), fatesWorstFirst.end(), fate) -
        fatesWorstFirst.begin());
}

// The key a distribution adds chances under, and back.
std::string keyOf(const BattleOutcome& outcome) {
    return std::to_string(outcome.attackerStepsLost) + "|" +
           std::to_string(outcome.defenderStepsLost) + "|" + outcome.defenderFate + "|" +
           (outcome.hexCleared ? "cleared" : "held") +
           (outcome.attackerWithdrawn ? "|attacker withdrawn" : "");
}

BattleOutcome outcomeOfKey(const std::string& key) {
    BattleOutcome outcome;
    const auto first = key.find('|');
    const auto second = key.find('|', first + 1);
    const auto third = key.find('|', second + 1);
    outcome.attackerStepsLost = std::stoi(key.substr(0, first));
    outcome.defenderStepsLost = std::stoi(key.substr(first + 1, second - first - 1));
    outcome.defenderFate = key.substr(second + 1, third - second - 1);
    const auto fourth = key.find('|', third + 1);
    outcome.hexCleared = key.substr(third + 1, fourth - third - 1) == "cleared";
    outcome.attackerWithdrawn = fourth != std::string::npos;
    return outcome;
}

std::string signedNumber(int value) {
    if (value == 0) return "";
    return (value > 0 ? " +" : " −") + std::to_string(std::abs(value));
}

std::string checkCell(const CheckLine& line) {
    if (line.check == "train duel") {
        return line.unit + ": " + std::to_string(line.roll) + signedNumber(line.modifier) +
               " = " + std::to_string(line.roll + line.modifier) + " against " +
               std::to_string(line.target) + " → " + line.result;
    }
    if (line.check == "breakdown") {
        return line.unit + ": " + std::to_string(line.roll) + " (1–" +
               std::to_string(line.target) + " breaks down) → " + line.result;
    }
    return line.unit + ": " + std::to_string(line.roll) + signedNumber(line.modifier) +
           " vs TQ " + std::to_string(line.target) + " → " + line.result;
}

std::string assaultCell(const CombatReport& report) {
    return "Assault Results Table: " + std::to_string(report.assaultAttackerStrength) + ":" +
           std::to_string(report.assaultDefenderStrength) + " (" +
           oddsText(report.assaultRatio) + "), roll " +
           std::to_string(report.assaultRoll) + signedNumber(report.assaultModifier) + " = " +
           std::to_string(report.assaultRoll + report.assaultModifier) + " → " +
           report.assaultResult.text();
}

std::string barrageCell(const BarrageLine& line) {
    const int total = line.roll + line.fireStrength + line.modifier;
    std::string cell = "Barrage Table: " + std::to_string(line.roll) + " + fire " +
                       std::to_string(line.fireStrength) + signedNumber(line.modifier) + " = " +
                       std::to_string(total) + " → " +
                       (line.losses == 0 ? "no loss" : steps(line.losses) + " lost");
    return cell + (line.cohesionCheck ? " and a cohesion check" : "");
}

// The check kind a roll's purpose decides ("cohesion check: attacker" → cohesion), and the
// side or the unit it names, if any.
struct PurposeParts {
    std::string check;
    std::string side;
    std::string unit;
};

PurposeParts partsOf(const std::string& purpose) {
    if (purpose.rfind("cohesion check: ", 0) == 0) return {"cohesion", purpose.substr(16), ""};
    if (purpose.rfind("barrage cohesion check: ", 0) == 0) return {"cohesion", "", ""};
    if (purpose == "assault morale check") return {"morale", "", ""};
    if (purpose.rfind("vehicle destruction check", 0) == 0) return {"destruction", "", ""};
    if (purpose.rfind("breakdown: ", 0) == 0) return {"breakdown", "", purpose.substr(11)};
    if (purpose.rfind("armoured train duel: ", 0) == 0) {
        return {"train duel", "", purpose.substr(21)};
    }
    const auto tq = purpose.find(" TQ check: ");
    if (tq != std::string::npos) return {purpose.substr(0, tq), "", ""};
    return {"", "", ""};
}

std::string sideOfUnit(const CombatReport& report, const std::string& code) {
    if (code.rfind("all ", 0) == 0) return code.substr(4);
    for (const auto& fate : report.units) {
        if (fate.unit.code == code) return std::string(combatSideName(fate.side));
    }
    return "";
}

}  // namespace

std::string BattleOutcome::text() const {
    std::string line = "attacker loses " + steps(attackerStepsLost) +
                       (attackerWithdrawn ? " and is withdrawn for two turns" : "") +
                       ", defender loses " + steps(defenderStepsLost);
    if (defenderFate == "holds") {
        line += " and holds";
    } else if (defenderFate == "eliminated") {
        line += " and is eliminated";
    } else if (defenderFate == "withdrawn") {
        line += " and is withdrawn for two turns";
    } else {
        line += " and " + defenderFate;
    }
    return line + (hexCleared ? "; hex cleared" : "; hex held");
}

BattleOutcome battleOutcome(const CombatReport& report) {
    BattleOutcome outcome;
    std::size_t worst = rank("holds");
    for (const auto& fate : report.units) {
        if (fate.side == CombatSide::Attacker) {
            outcome.attackerStepsLost += fate.stepsLost;
            outcome.attackerWithdrawn = outcome.attackerWithdrawn || fate.withdrawn;
            continue;
        }
        outcome.defenderStepsLost += fate.stepsLost;
        if (!fate.sheltering) worst = std::min(worst, rank(fateOf(fate)));
    }
    outcome.defenderFate = std::string(fatesWorstFirst[worst]);
    outcome.hexCleared = report.hexCleared;
    return outcome;
}

std::vector<BattleOutcomeChance> battleOutcomeOdds(const CombatDeclaration& combat,
                                                   const CombatTables& tables) {
    return outcomeOdds([&](Dice& dice) { return resolveCombat(combat, tables, dice); });
}

ExpectedOutcome expectedOutcome(const std::vector<BattleOutcomeChance>& chances) {
    ExpectedOutcome expected;
    for (const auto& [outcome, probability] : chances) {
        auto& hex = outcome.hexCleared ? expected.hexCleared : expected.hexHeld;
        hex = hex + probability;
        expected.attackerStepsLost += probability.value() * outcome.attackerStepsLost;
        expected.defenderStepsLost += probability.value() * outcome.defenderStepsLost;
    }
    return expected;
}

std::vector<BattleOutcomeChance> outcomeOdds(const std::function<CombatReport(Dice&)>& resolve) {
    Counting counting;
    counting.memoiseStates = true;  // an outcome is read off the units, never off the rolls
    const auto all = enumerateOutcomes(
        [&](Dice& dice) { return keyOf(battleOutcome(resolve(dice))); }, counting);
    std::vector<BattleOutcomeChance> chances;
    for (const auto& outcome : all.outcomes()) {
        chances.push_back({outcomeOfKey(outcome.result), outcome.probability});
    }
    std::stable_sort(chances.begin(), chances.end(), [](const auto& a, const auto& b) {
        return a.probability.value() > b.probability.value();
    });
    return chances;
}

std::vector<CombatEvent> combatEvents(const CombatReport& report,
                                      const std::vector<DieRoll>& rolls) {
    std::vector<CombatEvent> events;
    for (const auto& roll : rolls) {
        // The dice of one sum share their purpose and come one after the other.
        const bool sameRoll = !events.empty() && events.back().purpose == roll.purpose &&
                              (roll.purpose == "assault" || roll.purpose == "pursuit assault" ||
                               roll.purpose.rfind("barrage: ", 0) == 0);
        if (sameRoll) {
            events.back().dice.push_back(roll.value);
        } else {
            events.push_back({roll.purpose, {roll.value}, ""});
        }
    }
    std::size_t cursor = 0;
    auto barrage = report.barrages.begin();
    for (auto& event : events) {
        if (event.purpose == "assault" || event.purpose == "pursuit assault") {
            if (report.assaulted) event.tableCell = assaultCell(report);
            continue;
        }
        if (event.purpose.rfind("barrage: ", 0) == 0) {
            if (barrage != report.barrages.end()) event.tableCell = barrageCell(*barrage++);
            continue;
        }
        const auto parts = partsOf(event.purpose);
        if (parts.check.empty() || event.dice.size() != 1) continue;
        const int value = event.dice.front();
        const auto matches = [&](const CheckLine& line) {
            return line.check == parts.check && line.roll == value &&
                   (parts.side.empty() || sideOfUnit(report, line.unit) == parts.side) &&
                   (parts.unit.empty() || line.unit == parts.unit);
        };
        auto at = std::find_if(report.checks.begin() + static_cast<std::ptrdiff_t>(cursor),
                               report.checks.end(), matches);
        std::string cell;
        while (at != report.checks.end() && matches(*at)) {
            cell += (cell.empty() ? "" : "; ") + checkCell(*at);
            ++at;
        }
        if (!cell.empty()) cursor = static_cast<std::size_t>(at - report.checks.begin());
        event.tableCell = cell;
    }
    return events;
}

}  // namespace tachanka::rules::orel
