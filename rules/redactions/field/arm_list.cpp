#include "rules/redactions/field/arm_list.hpp"

#include <sstream>
#include <string>

#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::redactions {

std::vector<Arm> readArmList(const xml::Element& row, std::set<Arm>& covered) {
    std::vector<Arm> arms;
    std::istringstream names(row.required("arms"));
    for (std::string name; names >> name;) {
        const auto arm = model::valueNamed(armNames, name);
        if (!arm) row.fail("arms: '" + name + "' is none of " + model::joinedNames(armNames));
        if (!covered.insert(*arm).second) row.fail("arms: '" + name + "' has two rows");
        arms.push_back(*arm);
    }
    if (arms.empty()) row.fail("arms: name at least one troop type");
    return arms;
}

}  // namespace tachanka::rules::redactions
