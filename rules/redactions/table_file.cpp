#include "rules/redactions/table_file.hpp"

#include <optional>
#include <sstream>

#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::redactions {
namespace {

using xml::Element;

constexpr int lowestRoll = 2;
constexpr int highestRoll = 12;

Fraction readFraction(const std::string& text) {
    const auto slash = text.find('/');
    try {
        std::size_t used = 0;
        Fraction fraction;
        fraction.numerator = std::stoi(text.substr(0, slash), &used);
        if (used != text.substr(0, slash).size()) throw std::invalid_argument("");
        if (slash != std::string::npos) {
            const std::string below = text.substr(slash + 1);
            fraction.denominator = std::stoi(below, &used);
            if (used != below.size()) throw std::invalid_argument("");
        }
        if (fraction.numerator < 0 || fraction.denominator < 1 || fraction.numerator > 100 ||
            fraction.denominator > 100) {
            throw std::invalid_argument("");
        }
        return fraction;
    } catch (const std::logic_error&) {
        throw std::invalid_argument("'" + text + "' is not a fraction such as 1/2 or 3/4");
    }
}

// One child per name of the enumeration (but `notListed`), each exactly once, read by `readValue`.
template <typename Enum, std::size_t N, typename Value, typename Read>
std::map<Enum, Value> readEachOnce(const Element& parent, std::string_view childName,
                                   const std::array<model::EnumName<Enum>, N>& names,
                                   std::optional<Enum> notListed, Read&& readValue) {
    std::map<Enum, Value> values;
    for (const auto& child : parent.children(childName)) {
        const Enum id = child.requiredNamed("id", names, "a known id");
        if (id == notListed) {
            child.fail("'" + std::string(model::nameOf(names, id)) + "' takes no entry");
        }
        if (values.contains(id)) {
            child.fail("'" + std::string(model::nameOf(names, id)) + "' is given twice");
        }
        values[id] = readValue(child);
    }
    std::string missing;
    for (const auto& entry : names) {
        if (!values.contains(entry.value) && entry.value != notListed) {
            missing += (missing.empty() ? "" : ", ") + std::string(entry.name);
        }
    }
    if (!missing.empty()) parent.fail("missing <" + std::string(childName) + "> for: " + missing);
    return values;
}

std::vector<std::string> splitCells(const std::string& text) {
    std::vector<std::string> cells;
    std::istringstream in(text);
    for (std::string cell; std::getline(in, cell, '|');) cells.push_back(cell);
    return cells;
}

// Rows 2 to 12, each with one cell per column, parsed by `parse`.
template <typename Cell, typename Parse>
std::map<int, std::vector<Cell>> readRows(const Element& table, std::size_t columns,
                                          Parse&& parse) {
    std::map<int, std::vector<Cell>> rows;
    for (const auto& row : table.children("row")) {
        row.allowOnly({"roll"}, {}, true);
        const int roll = row.requiredInt("roll", lowestRoll, highestRoll);
        if (rows.contains(roll)) row.fail("row " + std::to_string(roll) + " is given twice");
        const auto texts = splitCells(row.text());
        if (texts.size() != columns) {
            row.fail("row " + std::to_string(roll) + " has " + std::to_string(texts.size()) +
                     " cells separated by '|', the table has " + std::to_string(columns) +
                     " columns");
        }
        std::vector<Cell> cells;
        for (std::size_t column = 0; column < texts.size(); ++column) {
            try {
                cells.push_back(parse(texts[column]));
            } catch (const std::invalid_argument& error) {
                row.fail("row " + std::to_string(roll) + ", column " + std::to_string(column + 1) +
                         ": " + error.what());
            }
        }
        rows[roll] = std::move(cells);
    }
    if (rows.size() != highestRoll - lowestRoll + 1) {
        table.fail("needs one <row> for each roll from 2 to 12");
    }
    return rows;
}

ShootingTable readShootingTable(const Element& element) {
    element.allowOnly({}, {"column", "row", "row-12-note"});
    ShootingTable table;
    for (const auto& child : element.children("column")) {
        child.allowOnly({"label", "from"});
        const int from = child.requiredInt("from", 0, 1000);
        if (!table.columns.empty() && from <= table.columns.back().minimumTotal) {
            child.fail("columns must go up: " + std::to_string(from) + " after " +
                       std::to_string(table.columns.back().minimumTotal));
        }
        table.columns.push_back({child.required("label"), from});
    }
    if (table.columns.empty()) element.fail("needs its <column>s");
    table.rows = readRows<ShootingCell>(element, table.columns.size(), parseShootingCell);
    const auto note = element.requiredChild("row-12-note");
    note.allowOnly({}, {}, true);
    table.row12Note = note.text();
    return table;
}

CombatTable readCombatTable(const Element& element) {
    element.allowOnly({}, {"column", "row"});
    CombatTable table;
    for (const auto& child : element.children("column")) {
        child.allowOnly({"label", "ratio"});
        const Fraction ratio = child.requiredAs("ratio", readFraction);
        if (!table.columns.empty()) {
            const Fraction last = table.columns.back().minimumRatio;
            if (ratio.numerator * last.denominator <= last.numerator * ratio.denominator) {
                child.fail("columns must go up in ratio");
            }
        }
        table.columns.push_back({child.required("label"), ratio});
    }
    if (table.columns.empty()) element.fail("needs its <column>s");
    table.rows = readRows<CombatCell>(element, table.columns.size(), parseCombatCell);
    return table;
}

int readColumns(const Element& element) { return element.requiredInt("columns", -10, 10); }

ShootingModifiers readShootingModifiers(const Element& element) {
    element.allowOnly({"mg-close-within"}, {"factor", "shift", "cover"});
    ShootingModifiers modifiers;
    modifiers.mgCloseRangeInches = element.requiredInt("mg-close-within", 1, 100);
    modifiers.factors = readEachOnce<StrengthFactor, 4, Fraction>(
        element, "factor", strengthFactorNames, std::nullopt, [](const Element& child) {
            child.allowOnly({"id", "strength"});
            return child.requiredAs("strength", readFraction);
        });
    modifiers.shifts = readEachOnce<ColumnShift, 4, int>(element, "shift", columnShiftNames,
                                                         std::nullopt, [](const Element& child) {
                                                             child.allowOnly({"id", "columns"});
                                                             return readColumns(child);
                                                         });
    modifiers.cover = readEachOnce<Cover, 10, CoverEntry>(
        element, "cover", coverNames, Cover::None, [](const Element& child) {
            child.allowOnly({"id", "columns", "hard", "dug"});
            return CoverEntry{readColumns(child), child.optionalBool("hard", false),
                              child.optionalBool("dug", false)};
        });
    return modifiers;
}

DirectHitNumbers readDirectHits(const Element& element) {
    element.allowOnly({}, {"number", "modifier", "building"});
    DirectHitNumbers hits;
    for (const auto& child : element.children("number")) {
        child.allowOnly({"gun", "target", "roll"});
        const auto key = std::pair{child.requiredNamed("gun", gunClassNames, "a gun class"),
                                   child.requiredNamed("target", hitTargetNames, "a direct-hit target")};
        if (hits.numbers.contains(key)) child.fail("this gun and target are given twice");
        hits.numbers[key] = child.requiredInt("roll", 2, 12);
    }
    if (hits.numbers.size() != gunClassNames.size() * hitTargetNames.size()) {
        element.fail("needs a <number> for every gun (field-gun, other) and every target (" +
                     model::joinedNames(hitTargetNames) + ")");
    }
    hits.modifiers = readEachOnce<DirectHitModifier, 4, int>(
        element, "modifier", directHitModifierNames, std::nullopt, [](const Element& child) {
            child.allowOnly({"id", "add"});
            return child.requiredInt("add", -6, 6);
        });
    hits.buildingDestroyed = readEachOnce<BuildingMaterial, 2, int>(
        element, "building", buildingMaterialNames, std::nullopt, [](const Element& child) {
            child.allowOnly({"id", "destroyed-on"});
            return child.requiredInt("destroyed-on", 2, 12);
        });
    return hits;
}

MoraleRules readMorale(const Element& element) {
    element.allowOnly({"always-fails-on", "senior-in-sight-within", "senior-within",
                       "standard-rout-removed-over", "turns-barred-per-rout-turn"},
                      {"modifier"});
    MoraleRules morale;
    morale.alwaysFailsOn = element.requiredInt("always-fails-on", 2, 12);
    morale.seniorInSightInches = element.requiredInt("senior-in-sight-within", 0, 1000);
    morale.seniorNearInches = element.requiredInt("senior-within", 0, 1000);
    morale.standardRoutRemovedOver = element.requiredInt("standard-rout-removed-over", 0, 12);
    morale.turnsBarredPerRoutTurn = element.requiredInt("turns-barred-per-rout-turn", 0, 12);
    morale.modifiers = readEachOnce<MoraleModifier, 4, int>(
        element, "modifier", moraleModifierNames, std::nullopt, [&morale](const Element& child) {
            child.allowOnly({"id", "add", "to"});
            const std::string to = child.optional("to").value_or("success-number");
            if (to == "roll") {
                morale.addedToRoll.insert(
                    child.requiredNamed("id", moraleModifierNames, "a known id"));
            } else if (to != "success-number") {
                child.fail("to='" + to + "' is neither success-number nor roll");
            }
            return child.requiredInt("add", -12, 12);
        });
    return morale;
}

SmallRolls readSmallRolls(const Element& element) {
    element.allowOnly({"officer-killed-by-shooting-on", "officer-casualty-in-combat-on",
                       "officer-casualty-when-routing-on", "mob-acts-on",
                       "pursuit-same-speed-catches-on", "flank-charge-terror", "rear-charge-terror",
                       "defeated-bases-lost", "humiliated-weaker-terror", "clever-preempts-on",
                       "vehicle-immobilised-on", "grenadier-bonus"});
    SmallRolls rolls;
    rolls.officerKilledByShootingOn = element.requiredInt("officer-killed-by-shooting-on", 0, 6);
    rolls.officerCasualtyInCombatOn = element.requiredInt("officer-casualty-in-combat-on", 0, 6);
    rolls.officerCasualtyWhenRoutingOn =
        element.requiredInt("officer-casualty-when-routing-on", 0, 6);
    rolls.mobActsOn = element.requiredInt("mob-acts-on", 1, 7);
    rolls.pursuitSameSpeedCatchesOn = element.requiredInt("pursuit-same-speed-catches-on", 1, 7);
    rolls.flankChargeTerror = element.requiredInt("flank-charge-terror", 0, 6);
    rolls.rearChargeTerror = element.requiredInt("rear-charge-terror", 0, 6);
    rolls.defeatedBasesLost = element.requiredInt("defeated-bases-lost", 0, 6);
    rolls.humiliatedWeakerTerror = element.requiredInt("humiliated-weaker-terror", 0, 6);
    rolls.cleverPreemptsOn = element.requiredInt("clever-preempts-on", 1, 7);
    rolls.vehicleImmobilisedOn = element.requiredInt("vehicle-immobilised-on", 1, 7);
    rolls.grenadierBonus = element.requiredInt("grenadier-bonus", 0, 6);
    return rolls;
}

}  // namespace

RedActionsTables loadRedActionsTables(const std::filesystem::path& file) {
    const auto document = xml::Document::load(file);
    const Element root = document.root("red-actions");
    root.allowOnly({}, {"shooting-table", "shooting-modifiers", "retire-distances", "direct-hits",
                        "combat-table", "combat-modifiers", "morale", "rolls"});
    RedActionsTables tables;
    tables.shooting = readShootingTable(root.requiredChild("shooting-table"));
    tables.shootingModifiers = readShootingModifiers(root.requiredChild("shooting-modifiers"));
    const auto retire = root.requiredChild("retire-distances");
    retire.allowOnly({}, {"retire"});
    tables.retireInches = readEachOnce<RetireClass, 3, int>(
        retire, "retire", retireClassNames, std::nullopt, [](const Element& child) {
            child.allowOnly({"id", "inches"});
            return child.requiredInt("inches", 0, 100);
        });
    tables.directHits = readDirectHits(root.requiredChild("direct-hits"));
    tables.combat = readCombatTable(root.requiredChild("combat-table"));
    const auto combat = root.requiredChild("combat-modifiers");
    combat.allowOnly({}, {"modifier"});
    tables.combatPercent = readEachOnce<CombatModifier, 5, int>(
        combat, "modifier", combatModifierNames, std::nullopt, [](const Element& child) {
            child.allowOnly({"id", "percent"});
            return child.requiredInt("percent", -100, 1000);
        });
    tables.morale = readMorale(root.requiredChild("morale"));
    tables.rolls = readSmallRolls(root.requiredChild("rolls"));
    return tables;
}

}  // namespace tachanka::rules::redactions
