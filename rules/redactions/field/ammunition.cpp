#include "rules/redactions/field/ammunition.hpp"

#include <algorithm>
#include <set>
#include <sstream>
#include <stdexcept>

#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::redactions {

AmmunitionTable readAmmunition(const xml::Element& element) {
    element.allowOnly({}, {"supply"});
    AmmunitionTable table;
    std::set<Arm> covered;
    for (const auto& child : element.children("supply")) {
        child.allowOnly({"arms", "carried", "cart"});
        AmmunitionSupply supply;
        std::istringstream arms(child.required("arms"));
        for (std::string name; arms >> name;) {
            const auto arm = model::valueNamed(armNames, name);
            if (!arm) child.fail("arms: '" + name + "' is none of " + model::joinedNames(armNames));
            if (!covered.insert(*arm).second) child.fail("arms: '" + name + "' is given twice");
            supply.arms.push_back(*arm);
        }
        if (supply.arms.empty()) child.fail("arms: name at least one troop type");
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
