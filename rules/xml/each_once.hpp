#pragma once
// A table file's list of one child per name of an enumeration: each name exactly once, none
// missing, read in the enumeration's order (the rules' tables are keyed by such names).

#include <array>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "model/named_enum.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::xml {

// `readValue(child, name)` reads one child; a name given twice or missing fails at its line.
template <typename Enum, std::size_t N, typename Read>
auto readEachOnce(const Element& parent, std::string_view childName, std::string_view idName,
                  const std::array<model::EnumName<Enum>, N>& names, Read&& readValue) {
    std::map<Enum, decltype(readValue(parent, Enum{}))> values;
    for (const auto& child : parent.children(childName)) {
        const Enum id = child.requiredNamed(idName, names, "a known " + std::string(idName));
        if (values.contains(id)) {
            child.fail("'" + std::string(model::nameOf(names, id)) + "' is given twice");
        }
        values.emplace(id, readValue(child, id));
    }
    std::string missing;
    for (const auto& entry : names) {
        if (!values.contains(entry.value)) {
            missing += (missing.empty() ? "" : ", ") + std::string(entry.name);
        }
    }
    if (!missing.empty()) parent.fail("missing <" + std::string(childName) + "> for: " + missing);
    std::vector<decltype(readValue(parent, Enum{}))> ordered;
    for (const auto& entry : names) ordered.push_back(values.at(entry.value));
    return ordered;
}

}  // namespace tachanka::xml
