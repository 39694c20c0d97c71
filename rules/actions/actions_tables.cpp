#include "rules/actions/actions_tables.hpp"

#include <stdexcept>

namespace tachanka::rules::actions {

bool RiskBand::covers(int risk) const { return (!from || risk >= *from) && (!to || risk <= *to); }

std::string RiskBand::label() const {
    if (!from) return "Up to RF" + std::to_string(*to);
    if (!to) return "RF" + std::to_string(*from) + "+";
    if (*from == *to) return "RF" + std::to_string(*from);
    return "RF" + std::to_string(*from) + "-" + std::to_string(*to);
}

const RiskFactor& RiskFactors::of(RiskFactorKind kind) const {
    for (const auto& factor : factors) {
        if (factor.kind == kind) return factor;
    }
    throw std::logic_error("the risk factors were read without '" +
                           std::string(model::nameOf(riskFactorNames, kind)) + "'");
}

int ToHitTable::scoreNeeded(Range range, Cover cover) const {
    return needed[static_cast<std::size_t>(range)][static_cast<std::size_t>(cover)];
}

const DamageRow& DamageTable::row(WeaponClass weapon) const {
    for (const auto& row : rows) {
        if (row.weapon == weapon) return row;
    }
    throw std::logic_error("the damage table was read without '" +
                           std::string(model::nameOf(weaponClassNames, weapon)) + "'");
}

UnitEffect RedActionsHandover::effectOf(const std::string& orderId) const {
    for (const auto& [order, effect] : effects) {
        if (order == orderId) return effect;
    }
    return UnitEffect::None;
}

}  // namespace tachanka::rules::actions
