#include "rules/orel/combat/combat_tables.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "model/named_enum.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::orel {
namespace {

using xml::Element;

constexpr std::array<model::EnumName<CheckResult>, 6> checkResultNames{{
    {CheckResult::Passed, "passed"},
    {CheckResult::Disorganized, "disorganized"},
    {CheckResult::Repulsed, "repulsed"},
    {CheckResult::Retreat, "retreat"},
    {CheckResult::Rout, "rout"},
    {CheckResult::Surrender, "surrender"},
}};
constexpr std::array<model::EnumName<CombatSide>, 2> combatSideNames{
    {{CombatSide::Attacker, "attacker"}, {CombatSide::Defender, "defender"}}};

constexpr int maxTableValue = 99;
constexpr int maxModifier = 20;

double parseRatio(const std::string& text) {
    std::size_t used = 0;
    double value = 0;
    try {
        value = std::stod(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != text.size() || text.empty() || value < 0) {
        throw std::invalid_argument("'" + text + "' is not a ratio such as 1.5 or 0.5");
    }
    return value;
}

ChartNote readNote(const Element& chart) {
    ChartNote note;
    note.provisional = chart.optionalBool("provisional", false);
    if (auto child = chart.optionalChild("note")) {
        child->allowOnly({}, {}, true);
        note.note = child->text();
    }
    if (note.provisional && note.note.empty()) {
        chart.fail("a provisional chart needs a <note> saying where the published values belong");
    }
    return note;
}

void readCohesion(const Element& chart, CombatTables& tables) {
    chart.allowOnly({"provisional"}, {"note", "row"});
    tables.cohesionNote = readNote(chart);
    const auto cohesion = xml::nameParser(checkResultNames, "a cohesion result");
    for (const auto& row : chart.children("row")) {
        row.allowOnly({"difference", "cohesion", "morale"});
        CohesionRow read{row.requiredInt("difference", 1, maxTableValue),
                         row.requiredAs("cohesion", cohesion), row.requiredAs("morale", cohesion)};
        if (read.difference != static_cast<int>(tables.cohesion.size()) + 1) {
            row.fail("rows must give differences 1, 2, 3 ... in order");
        }
        if (read.cohesion == CheckResult::Surrender) {
            row.fail("Surrender is a morale check result only (8.8.2 B)");
        }
        if (!tables.cohesion.empty() && (read.cohesion < tables.cohesion.back().cohesion ||
                                         read.morale < tables.cohesion.back().morale)) {
            row.fail("a larger failure cannot give a milder result");
        }
        tables.cohesion.push_back(read);
    }
    if (tables.cohesion.empty()) chart.fail("needs at least one <row>");
}

AssaultResult readAssaultCell(const Element& row) {
    AssaultResult cell;
    cell.attackerLosses = row.requiredInt("attacker", 0, maxTableValue);
    cell.defenderLosses = row.requiredInt("defender", 0, maxTableValue);
    cell.loser = row.requiredNamed("loser", combatSideNames, "a side");
    if (auto morale = row.optionalInt("morale", -maxModifier, maxModifier)) {
        cell.moraleCheck = true;
        cell.moraleModifier = *morale;
    }
    return cell;
}

void readAssault(const Element& chart, CombatTables& tables) {
    chart.allowOnly({"provisional"}, {"note", "ratio", "row"});
    tables.assaultNote = readNote(chart);
    for (const auto& ratio : chart.children("ratio")) {
        ratio.allowOnly({"at-least", "modifier", "provisional"});
        RatioModifier read{ratio.requiredAs("at-least", parseRatio),
                           ratio.requiredInt("modifier", -maxModifier, maxModifier),
                           ratio.optionalBool("provisional", tables.assaultNote.provisional)};
        if (!tables.assaultRatio.empty() && read.atLeast >= tables.assaultRatio.back().atLeast) {
            ratio.fail("ratios must be listed from the highest down");
        }
        tables.assaultRatio.push_back(read);
    }
    if (tables.assaultRatio.empty() || tables.assaultRatio.back().atLeast > 0) {
        chart.fail("needs <ratio> rows down to at-least=\"0\"");
    }
    for (const auto& row : chart.children("row")) {
        row.allowOnly({"roll", "attacker", "defender", "loser", "morale"});
        AssaultRow read{row.requiredInt("roll", -maxTableValue, maxTableValue),
                        readAssaultCell(row)};
        if (!tables.assault.empty() && read.roll != tables.assault.back().roll + 1) {
            row.fail("rows must give consecutive rolls");
        }
        tables.assault.push_back(read);
    }
    if (tables.assault.empty()) chart.fail("needs at least one <row>");
}

void readBarrage(const Element& chart, CombatTables& tables) {
    chart.allowOnly({"provisional"}, {"note", "row"});
    tables.barrageNote = readNote(chart);
    for (const auto& row : chart.children("row")) {
        row.allowOnly({"total", "losses", "check"});
        BarrageRow read{row.requiredInt("total", 0, maxTableValue),
                        row.requiredInt("losses", 0, maxTableValue),
                        row.optionalBool("check", false)};
        if (!tables.barrage.empty() && read.total != tables.barrage.back().total + 1) {
            row.fail("rows must give consecutive totals");
        }
        tables.barrage.push_back(read);
    }
    if (tables.barrage.empty()) chart.fail("needs at least one <row>");
}

void readModifiers(const Element& chart, CombatTables& tables) {
    chart.allowOnly({"provisional"}, {"note", "modifier"});
    tables.modifiersNote = readNote(chart);
    std::array<bool, combatModifierNames.size()> given{};
    for (const auto& element : chart.children("modifier")) {
        element.allowOnly({"name", "value", "provisional"});
        const auto name = element.required("name");
        const auto place = std::ranges::find(combatModifierNames, name);
        if (place == combatModifierNames.end()) {
            element.fail("'" + name + "' is not a combat modifier this engine knows");
        }
        const auto at = static_cast<std::size_t>(place - combatModifierNames.begin());
        if (given[at]) element.fail("modifier '" + name + "' is given twice");
        given[at] = true;
        tables.modifiers[at] = element.requiredInt("value", -maxModifier, maxModifier);
        if (element.optionalBool("provisional", false)) tables.provisionalModifiers.push_back(name);
    }
    for (std::size_t at = 0; at < combatModifierNames.size(); ++at) {
        if (!given[at]) {
            chart.fail("modifier '" + std::string(combatModifierNames[at]) + "' is missing");
        }
    }
}

TerrainCombat readTerrain(const Element& element, bool hexside) {
    return {element.required("name"), element.requiredInt("cohesion", -maxModifier, maxModifier),
            element.requiredInt("assault", -maxModifier, maxModifier), hexside,
            element.optionalBool("charge", true)};
}

// The columns are checked once by the loader of the whole file; a hexside without combat
// columns (a road) only changes movement.
void readTerrainEffects(const Element& chart, CombatTables& tables) {
    tables.terrainNote = readNote(chart);
    for (const auto& element : chart.children("terrain")) {
        tables.terrain.push_back(readTerrain(element, false));
    }
    for (const auto& element : chart.children("hexside")) {
        if (!element.optional("cohesion") && !element.optional("assault")) continue;
        tables.terrain.push_back(readTerrain(element, true));
    }
    for (std::size_t i = 0; i < tables.terrain.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (tables.terrain[i].name == tables.terrain[j].name) {
                chart.fail("terrain '" + tables.terrain[i].name + "' is given twice");
            }
        }
    }
    const auto entrenchment = chart.requiredChild("entrenchment");
    tables.entrenchment = {
        "entrenchment", entrenchment.requiredInt("cohesion", -maxModifier, maxModifier),
        entrenchment.requiredInt("assault", -maxModifier, maxModifier), false, true};
    for (const auto& element : chart.children("retreat")) {
        const auto how = element.required("how");
        if (how != "check" && how != "automatic" && how != "with-combat-units" && how != "never") {
            element.fail("how '" + how + "' is not check, automatic, with-combat-units or never");
        }
        tables.retreatRules.push_back({element.required("kind"), how});
    }
}

}  // namespace

CombatTables readCombatTables(const Element& root) {
    CombatTables tables;
    readCohesion(root.requiredChild("cohesion-table"), tables);
    readAssault(root.requiredChild("assault-results-table"), tables);
    readBarrage(root.requiredChild("barrage-table"), tables);
    readModifiers(root.requiredChild("combat-modifiers"), tables);
    readTerrainEffects(root.requiredChild("terrain-effects"), tables);
    return tables;
}

std::string_view checkResultName(CheckResult result) {
    return model::nameOf(checkResultNames, result);
}
std::string_view combatSideName(CombatSide side) { return model::nameOf(combatSideNames, side); }

std::string AssaultResult::text() const {
    const bool attackerLost = loser == CombatSide::Attacker;
    std::string text = std::to_string(attackerLosses) + (attackerLost ? "*" : "") + "/" +
                       std::to_string(defenderLosses) + (attackerLost ? "" : "*");
    if (moraleCheck) {
        text += " (m" + std::string(moraleModifier < 0 ? "-" : "+") +
                std::to_string(std::abs(moraleModifier)) + ")";
    }
    return text;
}

CheckResult CombatTables::cohesionResult(int difference, bool morale) const {
    if (difference <= 0) return CheckResult::Passed;
    const auto& row = cohesion[static_cast<std::size_t>(
        std::min(difference, static_cast<int>(cohesion.size())) - 1)];
    return morale ? row.morale : row.cohesion;
}

const AssaultResult& CombatTables::assaultResult(int modifiedRoll) const {
    const int first = assault.front().roll;
    const int index = std::clamp(modifiedRoll - first, 0, static_cast<int>(assault.size()) - 1);
    return assault[static_cast<std::size_t>(index)].result;
}

int CombatTables::assaultRatioModifier(double ratio) const {
    for (const auto& row : assaultRatio) {
        if (ratio >= row.atLeast) return row.modifier;
    }
    return assaultRatio.back().modifier;
}

const BarrageRow& CombatTables::barrageResult(int total) const {
    const int first = barrage.front().total;
    const int index = std::clamp(total - first, 0, static_cast<int>(barrage.size()) - 1);
    return barrage[static_cast<std::size_t>(index)];
}

int CombatTables::modifierNamed(std::string_view name) const {
    const auto place = std::ranges::find(combatModifierNames, name);
    if (place == combatModifierNames.end()) {
        throw std::out_of_range("no combat modifier '" + std::string(name) + "'");
    }
    return modifiers[static_cast<std::size_t>(place - combatModifierNames.begin())];
}

const TerrainCombat& CombatTables::terrainNamed(std::string_view name) const {
    for (const auto& entry : terrain) {
        if (entry.name == name) return entry;
    }
    std::string known;
    for (const auto& entry : terrain) known += (known.empty() ? "" : ", ") + entry.name;
    throw std::invalid_argument("'" + std::string(name) + "' is not a terrain (" + known + ")");
}

std::string_view CombatTables::retreatBeforeCombatFor(std::string_view kind) const {
    for (const auto& entry : retreatRules) {
        if (entry.kind == kind) return entry.how;
    }
    return "never";
}

bool CombatTables::anyProvisional() const {
    return cohesionNote.provisional || assaultNote.provisional || barrageNote.provisional ||
           modifiersNote.provisional || terrainNote.provisional;
}
}  // namespace tachanka::rules::orel
