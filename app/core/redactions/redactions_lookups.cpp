#include "app/core/redactions/redactions_lookups.hpp"

#include <algorithm>

#include "app/core/common/paths.hpp"
#include "app/core/common/user_error.hpp"
#include "rules/dice.hpp"
#include "rules/redactions/exact_odds.hpp"
#include "rules/redactions/shooting.hpp"
#include "rules/redactions/table_file.hpp"
#include "rules/seeded_dice.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;

// A test looked up at the table: the unit is known only by the test it takes.
ra::MoraleInputs atTheTable(ra::MoraleInputs inputs) {
    inputs.unit = ra::unitTaking(inputs.test, inputs.rallyFromRout);
    return inputs;
}

constexpr const char* tablesFileName = "red-actions.xml";

void requireRoll(int roll) {
    if (roll < 2 || roll > 12) {
        throw UserError("a 2d6 roll is from 2 to 12, not " + std::to_string(roll));
    }
}

struct ShotPosition {
    int total = 0;
    int shift = 0;
};

ShotPosition positionOf(const ra::RedActionsTables& tables, const ShotRequest& request) {
    if (request.total) return {*request.total, request.extraShift};
    if (request.inputs.value < 0 || request.shooters.bases < 0 || request.shooters.terror < 0) {
        throw UserError("shooting value, bases and terror markers cannot be negative");
    }
    ra::ShootingInputs inputs = request.inputs;
    inputs.halfBases = ra::effectiveHalfBases(request.shooters);
    if (request.range) {
        const auto range = ra::shootingRange(tables.shootingModifiers, request.range->cardRange,
                                             request.range->distanceInches,
                                             request.range->machineGuns);
        if (!range.inRange) {
            throw UserError("the target at " + std::to_string(request.range->distanceInches) +
                            "\" is beyond the range of " +
                            std::to_string(request.range->cardRange) + "\"" +
                            (range.harassingOnly ? " (harassing fire only)" : ""));
        }
        inputs.longRange = range.longRange;
        inputs.mgClose = range.mgClose;
    }
    return {ra::shootingTotal(tables.shootingModifiers, inputs),
            ra::columnShift(tables.shootingModifiers, inputs) + request.extraShift};
}

}  // namespace

std::vector<int> diceForTotal(int total) {
    const int first = std::clamp(total - 1, 1, 6);
    return {first, total - first};
}

std::filesystem::path redActionsTablesFile() { return rulesFile(tablesFileName); }

ra::RedActionsTables loadRedActionsTables() {
    return asUserErrors([] { return ra::loadRedActionsTables(redActionsTablesFile()); });
}

ShotReport lookUpShot(const ShotRequest& request, int roll) {
    requireRoll(roll);
    const auto tables = loadRedActionsTables();
    const ShotPosition at = positionOf(tables, request);
    rules::ScriptedDice dice(diceForTotal(roll));
    ShotReport report;
    report.lookup = ra::rollOnShootingTable(tables.shooting, at.total, at.shift, dice);
    report.effects = ra::describeShootingCell(report.lookup.cell);
    if (report.lookup.cell.retires > 0 && !request.total) {
        const auto inCover = ra::retireInCover(tables.shootingModifiers, request.inputs.cover);
        if (inCover) report.effects.push_back(*inCover);
    }
    return report;
}

rules::Distribution shotOdds(const ShotRequest& request) {
    const auto tables = loadRedActionsTables();
    const ShotPosition at = positionOf(tables, request);
    return ra::shootingTableOdds(tables.shooting, at.total, at.shift);
}

CombatReport lookUpCombat(const ra::CombatInputs& inputs, int roll) {
    requireRoll(roll);
    const auto tables = loadRedActionsTables();
    ra::CombatInputs withoutOfficers = inputs;
    withoutOfficers.charger.officers = 0;
    withoutOfficers.defender.officers = 0;
    return asUserErrors([&] {
        rules::ScriptedDice dice(diceForTotal(roll));
        CombatReport report{ra::resolveCombat(tables, withoutOfficers, dice), {}};
        report.effects = report.resolution.defenderRoutedBeforeCombat
                             ? report.resolution.defender.effects
                             : ra::describeCombatCell(report.resolution.cell, tables.rolls);
        return report;
    });
}

rules::Distribution combatOdds(const ra::CombatInputs& inputs) {
    const auto tables = loadRedActionsTables();
    return asUserErrors([&] { return ra::combatOdds(tables, inputs); });
}

ra::ChargeDeclarationResult declareCharge(const ra::ChargeDeclaration& charge,
                                          const ChargeRolls& rolls) {
    std::vector<int> dice;
    for (const auto& roll : {rolls.chargeTest, rolls.fearTest}) {
        if (!roll) continue;
        requireRoll(*roll);
        for (const int die : diceForTotal(*roll)) dice.push_back(die);
    }
    if (rolls.vehicleDie) dice.push_back(*rolls.vehicleDie);
    const auto tables = loadRedActionsTables();
    return asUserErrors([&] {
        rules::ScriptedDice scripted(dice);
        auto result = ra::declareCharge(tables, charge, scripted);
        const bool usedAsGiven =
            result.chargeTest.has_value() == rolls.chargeTest.has_value() &&
            result.fearTest.has_value() == rolls.fearTest.has_value() &&
            result.vehicleDieRolled == rolls.vehicleDie.has_value() && scripted.remaining() == 0;
        if (!usedAsGiven) {
            std::vector<std::string> asked;
            if (result.chargeTest) asked.emplace_back("charge-roll");
            if (result.fearTest) asked.emplace_back("fear-roll");
            if (result.vehicleDieRolled) asked.emplace_back("vehicle-die");
            throw UserError(asked.empty() ? "this charge takes no rolls"
                                          : "this charge takes these rolls and no others",
                            asked);
        }
        return result;
    });
}

int officerMoraleBonus(std::optional<int> juniorBonus,
                       const std::optional<ra::SeniorOfficer>& senior) {
    return ra::officerMoraleBonus(loadRedActionsTables().morale, juniorBonus, senior);
}

ra::MoraleResult takeMoraleTest(const ra::MoraleInputs& inputs, int roll) {
    requireRoll(roll);
    const auto tables = loadRedActionsTables();
    rules::ScriptedDice dice(diceForTotal(roll));
    return ra::takeMoraleTest(tables.morale, atTheTable(inputs), dice);
}

rules::Distribution moraleOdds(const ra::MoraleInputs& inputs) {
    const auto tables = loadRedActionsTables();
    return ra::moraleOdds(tables.morale, atTheTable(inputs));
}

ra::DirectHitResult rollDirectHits(const ra::DirectHitInputs& inputs,
                                   const std::vector<int>& totals) {
    std::vector<int> dice;
    for (const int total : totals) {
        requireRoll(total);
        for (const int die : diceForTotal(total)) dice.push_back(die);
    }
    const auto tables = loadRedActionsTables();
    return asUserErrors([&] {
        rules::ScriptedDice scripted(dice);
        auto result = ra::rollDirectHits(tables.directHits, inputs, scripted);
        if (scripted.remaining() > 0) throw UserError("more rolls given than the direct hits use");
        return result;
    });
}

rules::Distribution directHitOdds(const ra::DirectHitInputs& inputs) {
    const auto tables = loadRedActionsTables();
    return asUserErrors([&] { return ra::directHitOdds(tables.directHits, inputs); });
}

ra::OfficerCasualties officerCasualties(int officers, ra::CasualtySource source,
                                        const std::vector<int>& dice) {
    if (dice.size() != static_cast<std::size_t>(officers)) {
        throw UserError("give one d6 for each of the " + std::to_string(officers) + " officers");
    }
    const auto tables = loadRedActionsTables();
    return asUserErrors([&] {
        rules::ScriptedDice scripted(dice);
        return ra::officerCasualties(tables.rolls, officers, source, scripted);
    });
}

rules::Distribution officerCasualtyOdds(int officers, ra::CasualtySource source) {
    const auto tables = loadRedActionsTables();
    return ra::officerCasualtyOdds(tables.rolls, officers, source);
}


int seededTwoDice(std::uint64_t seed) {
    rules::SeededDice dice(seed);
    return dice.rollSum(2, 6, "2d6");
}

ra::DirectHitResult rollDirectHitsSeeded(const ra::DirectHitInputs& inputs, std::uint64_t seed) {
    const auto tables = loadRedActionsTables();
    return asUserErrors([&] {
        rules::SeededDice dice(seed);
        return ra::rollDirectHits(tables.directHits, inputs, dice);
    });
}

ra::OfficerCasualties officerCasualtiesSeeded(int officers, ra::CasualtySource source,
                                              std::uint64_t seed) {
    const auto tables = loadRedActionsTables();
    return asUserErrors([&] {
        rules::SeededDice dice(seed);
        return ra::officerCasualties(tables.rolls, officers, source, dice);
    });
}

ra::ChargeDeclarationResult declareChargeSeeded(const ra::ChargeDeclaration& charge,
                                                std::uint64_t seed) {
    const auto tables = loadRedActionsTables();
    return asUserErrors([&] {
        rules::SeededDice dice(seed);
        return ra::declareCharge(tables, charge, dice);
    });
}

}  // namespace tachanka::core
