#include "rules/redactions/field/ammunition.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "rules/redactions/field/arm_list.hpp"

#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::redactions {

AmmunitionTable readAmmunition(const xml::Element& element) {
    element.allowOnly({}, {"supply"});
    AmmunitionTable table;
    std::set<Arm> covered;
    for (const auto& child : element.children("supply")) {
        child.allowOnly({"arms", "carried", "cart"});
        AmmunitionSupply supply;
        supply.arms = readArmList(child, covered);
        supply.carried = child.requiredInt("carried", 0, 100);
        supply.cart = child.requiredInt("cart", 0, 100);
        table.supplies.push_back(std::move(supply));
    }
    return table;
}

AmmunitionLeft ammunitionLeft(const AmmunitionTable& table, Arm arm, bool withCart,
                              int movesFired) {
    if (movesFired < 0) throw std::invalid_argument("moves fired cannot be negative");
    AmmunitionLeft result;
    for (const auto& supply : table.supplies) {
        if (std::find(supply.arms.begin(), supply.arms.end(), arm) == supply.arms.end()) continue;
        result.counted = true;
        result.moves = supply.carried + (withCart ? supply.cart : 0);
        result.left = std::max(0, result.moves - movesFired);
        result.exhausted = result.left == 0;
    }
    return result;
}

}  // namespace tachanka::rules::redactions
