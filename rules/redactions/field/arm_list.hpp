#pragma once
// The troop types a row of a field table covers ("machine-guns tachankas mortars"), each in
// one row only.

#include <set>
#include <vector>

#include "rules/redactions/characteristic.hpp"

namespace tachanka::xml {
class Element;
}

namespace tachanka::rules::redactions {

// The `arms` attribute of `row`: arm names separated by spaces, at least one, none already in
// `covered` (which gains them). Errors name the file and line.
std::vector<Arm> readArmList(const xml::Element& row, std::set<Arm>& covered);

}  // namespace tachanka::rules::redactions
