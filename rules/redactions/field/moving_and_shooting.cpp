#include "rules/redactions/field/moving_and_shooting.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "rules/redactions/field/arm_list.hpp"

#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::redactions {

MovingAndShootingTable readMovingAndShooting(const xml::Element& element) {
    element.allowOnly({}, {"troops"});
    MovingAndShootingTable table;
    std::set<Arm> covered;
    for (const auto& troops : element.children("troops")) {
        troops.allowOnly({"arms", "name", "before", "after", "after-move", "after-inches"});
        MovingAndShootingRow row;
        row.arms = readArmList(troops, covered);
        row.name = troops.required("name");
        row.before = troops.required("before");
        row.after = troops.required("after");
        if (troops.optional("after-move")) {
            row.afterQuarterMoves = troops.requiredAs("after-move", [](const std::string& text) {
                if (text == "0") return 0;
                if (const auto quarters = quartersNamed(text)) return *quarters;
                throw std::invalid_argument("'" + text + "' is not 0, ¼, ½, ¾ or Full");
            });
        }
        row.afterInches = troops.optionalInt("after-inches", 0, 1000);
        if (row.afterQuarterMoves.has_value() == row.afterInches.has_value()) {
            troops.fail("give after-move or after-inches, one of them");
        }
        table.rows.push_back(std::move(row));
    }
    if (table.rows.empty()) element.fail("the moving and shooting table needs its <troops> rows");
    return table;
}

ShootAndMove shootAndMove(const MovingAndShootingTable& table, Arm arm, int move) {
    if (move < 0) throw std::invalid_argument("a move cannot be negative");
    for (const auto& row : table.rows) {
        if (std::find(row.arms.begin(), row.arms.end(), arm) == row.arms.end()) continue;
        ShootAndMove result;
        result.row = row;
        result.inchesAfterFiring =
            row.afterInches ? *row.afterInches : move * *row.afterQuarterMoves / 4.0;
        result.mayMoveAfterFiring = result.inchesAfterFiring > 0;
        return result;
    }
    throw std::invalid_argument("the Moving and Shooting table has no row for " +
                                std::string(model::nameOf(armNames, arm)));
}

}  // namespace tachanka::rules::redactions
