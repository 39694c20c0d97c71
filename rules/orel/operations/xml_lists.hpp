#pragma once
// Space-separated lists in attributes of the Orel operations files ("0118 2701", unit codes).

#include <string>
#include <string_view>
#include <vector>

#include "model/hex.hpp"
#include "rules/orel/operations/operations_tables.hpp"
#include "rules/orel/operations/side.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::orel::operations {

// The words of a required attribute; an empty list is an error at the element.
std::vector<std::string> wordsOf(const xml::Element& element, std::string_view attribute);

// The hexes of a required attribute, each four digits; errors name the element's file:line.
std::vector<model::Hex> hexesOf(const xml::Element& element, std::string_view attribute);
// The same, each inside the map's numbered extent.
std::vector<model::Hex> hexesOnMap(const xml::Element& element, std::string_view attribute,
                                   const MapExtent& extent);

// A required side attribute (whites, reds).
Side sideAttribute(const xml::Element& element, std::string_view attribute);

}  // namespace tachanka::rules::orel::operations
