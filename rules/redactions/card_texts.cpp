#include "rules/redactions/card_texts.hpp"

#include "rules/redactions/field/vehicles.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::redactions {
namespace {

using xml::Element;

// Catches a typing slip; no card has room for more boxes than this in a row.
constexpr int maxBasesInAUnit = 12;

inline constexpr std::array<model::EnumName<TroopAbility>, 4> abilityNames{{
    {TroopAbility::Engineers, "engineers"},
    {TroopAbility::Grenadiers, "grenadiers"},
    {TroopAbility::EarlyArtillery, "early-artillery"},
    {TroopAbility::Dismounts, "dismounts"},
}};

// A name is the bold start of a run-in paragraph: a line break in it (&#10;) or a run of
// spaces reads as one space, as the reminder's own text does.
std::string oneLine(std::string_view name) {
    std::string line;
    bool space = false;
    for (const char c : name) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            space = !line.empty();
            continue;
        }
        if (space) line += ' ';
        space = false;
        line += c;
    }
    return line;
}

// `key`: the attribute naming what a named reminder is for.
CardText readText(const Element& element, bool named, std::string_view key = "id") {
    if (named) {
        element.allowOnly({key, "name"}, {}, true);
    } else {
        element.allowOnly({}, {}, true);
    }
    CardText text{named ? oneLine(element.required("name")) : "", element.text(),
                  element.location()};
    if (text.text.empty()) element.fail("the reminder is empty");
    return text;
}

// Reads every <element key="..."> into a map by the enumeration's names, all of them required.
template <typename Enum, std::size_t N, typename Read>
auto readAll(const Element& root, std::string_view elementName, std::string_view key,
             const std::array<model::EnumName<Enum>, N>& names, std::string_view what,
             Read&& read) {
    std::map<Enum, decltype(read(root))> values;
    for (const auto& element : root.children(elementName)) {
        const auto id = element.requiredNamed(key, names, what);
        if (!values.emplace(id, read(element)).second) {
            element.fail("'" + std::string(model::nameOf(names, id)) + "' is given twice");
        }
    }
    for (const auto& entry : names) {
        if (!values.contains(entry.value)) {
            root.fail("no <" + std::string(elementName) + " " + std::string(key) + "=\"" +
                      std::string(entry.name) + "\">");
        }
    }
    return values;
}

// A <vehicle arm="..."> for each arm that takes the vehicles' tests (tanks, armoured cars), and
// for no other.
std::map<Arm, CardText> readVehicles(const Element& root) {
    std::map<Arm, CardText> vehicles;
    for (const auto& element : root.children("vehicle")) {
        const auto arm = element.requiredNamed("arm", armNames, "an arm");
        if (!vehicleOf(arm)) {
            element.fail("'" + std::string(nameOf(armNames, arm)) +
                         "' takes no vehicle tests: only a tank or an armoured car does");
        }
        if (!vehicles.emplace(arm, readText(element, true, "arm")).second) {
            element.fail("'" + std::string(nameOf(armNames, arm)) + "' is given twice");
        }
    }
    for (const auto& entry : armNames) {
        if (vehicleOf(entry.value) && !vehicles.contains(entry.value)) {
            root.fail("no <vehicle arm=\"" + std::string(entry.name) + "\">");
        }
    }
    return vehicles;
}

}  // namespace

RedActionsCardTexts loadCardTexts(const std::filesystem::path& file) {
    const auto document = xml::Document::load(file);
    const Element root = document.root("red-actions-cards");
    root.allowOnly({}, {"unit-size", "characteristic", "officer-characteristic", "ability",
                        "vehicle", "direct-hits"});
    RedActionsCardTexts texts;
    texts.maxBases =
        readAll(root, "unit-size", "arm", armNames, "an arm", [](const Element& e) {
            e.allowOnly({"arm", "max-bases"});
            return e.requiredInt("max-bases", 1, maxBasesInAUnit);
        });
    const auto named = [](const Element& e) { return readText(e, true); };
    texts.characteristics = readAll(root, "characteristic", "id", characteristicNames,
                                    "a characteristic", named);
    texts.officerCharacteristics =
        readAll(root, "officer-characteristic", "id", officerCharacteristicNames,
                "an officer characteristic", named);
    texts.abilities = readAll(root, "ability", "id", abilityNames, "an ability", named);
    texts.vehicles = readVehicles(root);
    texts.directHits = readText(root.requiredChild("direct-hits"), false);
    return texts;
}

std::string filledIn(const CardText& text, const std::map<std::string, std::string>& values) {
    std::string result;
    std::size_t at = 0;
    while (at < text.text.size()) {
        const auto open = text.text.find('{', at);
        if (open == std::string::npos) break;
        const auto close = text.text.find('}', open);
        const std::string name =
            text.text.substr(open + 1, close == std::string::npos ? close : close - open - 1);
        const auto value = values.find(name);
        if (close == std::string::npos || value == values.end()) {
            std::string known;
            for (const auto& [key, ignored] : values) known += (known.empty() ? "" : ", ") + key;
            throw xml::XmlError(text.location + ": unknown number {" + name + "} in the " +
                                (text.name.empty() ? "note" : text.name + " reminder") +
                                " (known: " + known + ")");
        }
        result += text.text.substr(at, open - at) + value->second;
        at = close + 1;
    }
    return result + text.text.substr(std::min(at, text.text.size()));
}

}  // namespace tachanka::rules::redactions
