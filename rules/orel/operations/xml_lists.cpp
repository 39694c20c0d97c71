#include "rules/orel/operations/xml_lists.hpp"

#include <algorithm>
#include <stdexcept>

namespace tachanka::rules::orel::operations {

std::vector<std::string> wordsOf(const xml::Element& element, std::string_view attribute) {
    std::vector<std::string> words;
    const std::string text = element.required(attribute);
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find(' ', start), text.size());
        if (end > start) words.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    if (words.empty()) element.fail("attribute '" + std::string(attribute) + "' is empty");
    return words;
}

std::vector<model::Hex> hexesOf(const xml::Element& element, std::string_view attribute) {
    std::vector<model::Hex> hexes;
    for (const auto& word : wordsOf(element, attribute)) {
        try {
            hexes.push_back(model::Hex::parse(word));
        } catch (const std::invalid_argument& error) {
            element.fail("attribute '" + std::string(attribute) + "': " + error.what());
        }
    }
    return hexes;
}

std::vector<model::Hex> hexesOnMap(const xml::Element& element, std::string_view attribute,
                                   const MapExtent& extent) {
    auto hexes = hexesOf(element, attribute);
    for (const auto hex : hexes) {
        if (!extent.contains(hex)) element.fail("hex " + hex.label() + " is off the map");
    }
    return hexes;
}

Side sideAttribute(const xml::Element& element, std::string_view attribute) {
    return element.requiredAs(attribute, [](const std::string& text) {
        if (auto side = sideNamed(text)) return *side;
        throw std::invalid_argument("'" + text + "' is not a side (whites, reds)");
    });
}

}  // namespace tachanka::rules::orel::operations
