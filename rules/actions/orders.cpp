#include "rules/actions/orders.hpp"

#include <stdexcept>

namespace tachanka::rules::actions {

RiskAssessment assessRisk(const RiskFactors& factors, const Circumstances& circumstances) {
    if (circumstances.figures < 0 || circumstances.casualties < 0 ||
        circumstances.casualties > circumstances.figures) {
        throw std::invalid_argument("casualties are from 0 to the group's " +
                                    std::to_string(circumstances.figures) + " figures, not " +
                                    std::to_string(circumstances.casualties));
    }
    // Whole tenths only: 15% lost is one tenth.
    const int tenthsLost =
        circumstances.figures == 0 ? 0 : circumstances.casualties * 10 / circumstances.figures;
    const std::pair<RiskFactorKind, int> applying[] = {
        {RiskFactorKind::Hero, circumstances.heroWithUnit ? 1 : 0},
        {RiskFactorKind::InCoverOrAdvancing, circumstances.inCoverOrAdvancing ? 1 : 0},
        {RiskFactorKind::EnemyInRange, circumstances.enemyInRange ? 1 : 0},
        {RiskFactorKind::RawInRange, circumstances.rawInRange ? 1 : 0},
        {RiskFactorKind::PerTenthLost, tenthsLost},
        {RiskFactorKind::FlankOrRear, circumstances.flankOrRear ? 1 : 0},
        {RiskFactorKind::NativesNearCavalry, circumstances.nativesNearCavalry ? 1 : 0},
        {RiskFactorKind::Running, circumstances.running ? 1 : 0},
    };
    RiskAssessment assessment;
    for (const auto& factor : factors.factors) {
        for (const auto& [kind, times] : applying) {
            if (kind != factor.kind || times == 0) continue;
            assessment.counted.push_back({kind, times, factor.value * times});
            assessment.risk += factor.value * times;
        }
    }
    return assessment;
}

const RiskBand& bandFor(const OrderTable& table, int risk) {
    for (const auto& band : table.bands) {
        if (band.covers(risk)) return band;
    }
    throw std::logic_error("the order table has no band for risk factor " + std::to_string(risk));
}

OrderResult diceForOrder(const OrderTable& table, int risk, bool commanded, Dice& dice) {
    const auto& band = bandFor(table, risk);
    const int roll = dice.roll(6, "Actions Table (" + band.label() + ")");
    const auto& cell = band.cells[static_cast<std::size_t>(roll - 1)];
    return {band.label(), roll, cell, !(commanded && cell.italic)};
}

bool formedAsOneGroup(const FormedTroops& rule, bool italicOrder, int platoonSpreadCm,
                      int nearestOfficerCm) {
    return italicOrder && platoonSpreadCm <= rule.platoonWithinCm &&
           nearestOfficerCm <= rule.officerWithinCm;
}

}  // namespace tachanka::rules::actions
