#include "app/core/orel/orel_combat_service.hpp"

#include <charconv>
#include <memory>
#include <random>
#include <sstream>

#include "app/core/orel/orel_combat_input.hpp"
#include "app/core/common/paths.hpp"
#include "app/core/common/user_error.hpp"
#include "rules/orel/combat/checks.hpp"
#include "rules/orel/combat/combat_sequence.hpp"
#include "rules/orel/combat/definitions.hpp"
#include "rules/orel/orel_tables.hpp"
#include "rules/seeded_dice.hpp"

namespace tachanka::core {
namespace {

using namespace rules::orel;

int parseWhole(const std::string& text, const std::string& what) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size()) {
        throw UserError(what + " '" + text + "' is not a whole number");
    }
    return value;
}

}  // namespace

std::filesystem::path orelCombatTablesFile() { return rulesFile("orel-1919.xml"); }

rules::orel::OrelTables loadOrelRules() {
    return asUserErrors([] { return loadOrelTables(orelCombatTablesFile()); });
}

CombatTables loadOrelCombatTables() {
    return asUserErrors([] { return loadOrelTables(orelCombatTablesFile()).combat; });
}

PredominantQualityAnswer predominantQuality(const std::vector<std::string>& units) {
    if (units.empty()) throw UserError("predominant TQ: give at least one unit as TQ:STEPS");
    std::vector<TroopQualityShare> shares;
    PredominantQualityAnswer answer;
    for (const auto& unit : units) {
        const auto colon = unit.find(':');
        if (colon == std::string::npos) {
            throw UserError("unit '" + unit + "' is not written TQ:STEPS (for example 6:3)");
        }
        const int quality = parseWhole(unit.substr(0, colon), "TQ");
        const int steps = parseWhole(unit.substr(colon + 1), "steps");
        if (quality < 1 || quality > 6) {
            throw UserError("TQ " + std::to_string(quality) + " is not from 1 to 6");
        }
        if (steps < 1) throw UserError("unit '" + unit + "' needs at least 1 step");
        shares.push_back({quality, steps});
        answer.steps += steps;
    }
    answer.predominant = predominantTroopQuality(shares);
    answer.mostNumerous = mostNumerousTroopQuality(shares);
    return answer;
}

std::string ratioLines(const RatioAnswer& answer) {
    std::ostringstream lines;
    lines << "assault odds " << answer.odds << ": " << std::showpos << answer.assaultModifier
          << " to the assault roll\ncohesion odds " << answer.cohesionOdds << ": attacker "
          << answer.cohesionModifierAttacker << ", defender " << answer.cohesionModifierDefender;
    return lines.str();
}

RatioAnswer combatRatio(int attacker, int defender) {
    const auto tables = loadOrelCombatTables();
    const CombatRatio ratio{attacker, defender};
    RatioAnswer answer;
    answer.ratio = ratio.assaultRatio();
    answer.cohesionRatio = ratio.cohesionRatio();
    answer.odds = rules::orel::oddsText(answer.ratio);
    answer.cohesionOdds = rules::orel::oddsText(answer.cohesionRatio);
    if (ratio.atLeastTwoToOne()) {
        answer.cohesionModifierAttacker = tables.modifier("cohesion.two-to-one-attacker");
        answer.cohesionModifierDefender = tables.modifier("cohesion.two-to-one-defender");
    } else if (ratio.belowOneToOne()) {
        answer.cohesionModifierAttacker = tables.modifier("cohesion.below-one-to-one-attacker");
        answer.cohesionModifierDefender = tables.modifier("cohesion.below-one-to-one-defender");
    }
    answer.assaultModifier = tables.assaultRatioModifier(answer.ratio);
    answer.provisional = tables.assaultNote.provisional;
    return answer;
}

CohesionAnswer cohesionLookup(int roll, int modifier, int troopQuality, bool morale) {
    const auto tables = loadOrelCombatTables();
    CohesionAnswer answer{roll,         modifier,
                          troopQuality, roll + modifier - troopQuality,
                          "",           tables.cohesionNote.provisional};
    answer.result = std::string(
        checkResultName(readCohesionCheck(tables, roll, modifier, troopQuality, morale)));
    return answer;
}

AssaultAnswer assaultLookup(int modifiedRoll) {
    const auto tables = loadOrelCombatTables();
    return {modifiedRoll, tables.assaultResult(modifiedRoll), tables.assaultNote.provisional};
}

BarrageAnswer barrageLookup(int total) {
    const auto tables = loadOrelCombatTables();
    return {total, tables.barrageResult(total), tables.barrageNote.provisional};
}

CombatRun runCombat(const std::filesystem::path& input, std::optional<std::vector<int>> dice,
                    std::optional<std::uint64_t> seed) {
    return asUserErrors([&] {
        const auto tables = loadOrelCombatTables();
        const auto combat = loadCombatDeclaration(input);
        std::unique_ptr<rules::Dice> source;
        if (dice) {
            source = std::make_unique<rules::ScriptedDice>(*dice);
        } else {
            source = std::make_unique<rules::SeededDice>(seed ? *seed : std::random_device{}());
        }
        rules::RecordingDice recording(*source);
        CombatRun run;
        run.report = resolveCombat(combat, tables, recording);
        run.rolls = recording.rolls();
        // Typed dice are the rolls made at the table: one too many means one was misread.
        if (dice && run.rolls.size() < dice->size()) {
            throw UserError("the combat took " + std::to_string(run.rolls.size()) +
                            " dice, but " + std::to_string(dice->size()) +
                            " were given: leave out the last " +
                            std::to_string(dice->size() - run.rolls.size()));
        }
        run.provisional = tables.anyProvisional();
        return run;
    });
}

CombatOddsAnswer combatOdds(const std::filesystem::path& input) {
    return asUserErrors([&] {
        const auto tables = loadOrelCombatTables();
        const auto combat = loadCombatDeclaration(input);
        return CombatOddsAnswer{rules::orel::combatOdds(combat, tables), tables.anyProvisional()};
    });
}

CombatSharesAnswer combatShares(const std::filesystem::path& input, std::int64_t runs,
                                std::optional<std::uint64_t> seed) {
    return asUserErrors([&] {
        const auto tables = loadOrelCombatTables();
        const auto combat = loadCombatDeclaration(input);
        const std::uint64_t used = seed ? *seed : std::random_device{}();
        return CombatSharesAnswer{rules::orel::combatShares(combat, tables, runs, used), used,
                                  tables.anyProvisional()};
    });
}

}  // namespace tachanka::core
