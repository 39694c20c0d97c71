#include "rules/orel/scenario_file.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::orel {
namespace {

using xml::Element;

constexpr int maxStepsPerUnit = 20;
constexpr int maxTroopQuality = 9;

model::UnitKind readUnitKind(const std::string& text) {
    if (auto kind = model::unitKindNamed(text)) return *kind;
    throw std::invalid_argument("'" + text + "' is not a unit kind (" + model::unitKindNames() +
                                ")");
}

model::ScenarioUnit readUnit(const Element& element) {
    element.allowOnly({"code", "name", "kind", "steps", "tq", "hex"});
    model::ScenarioUnit unit;
    unit.code = element.required("code");
    unit.name = element.optional("name").value_or(unit.code);
    unit.kind = element.requiredAs("kind", readUnitKind);
    unit.steps = element.requiredInt("steps", 1, maxStepsPerUnit);
    unit.troopQuality = element.requiredInt("tq", 1, maxTroopQuality);
    unit.hex = element.optionalAs("hex", [](const std::string& text) {
        return model::Hex::parse(text);
    });
    return unit;
}

model::ScenarioFormation readFormation(const Element& element,
                                       std::set<std::string>& sideUnitCodes) {
    element.allowOnly({"name", "commander"}, {"formation", "unit"});
    model::ScenarioFormation formation;
    formation.name = element.required("name");
    formation.commander = element.optional("commander").value_or("");
    for (const auto& child : element.children("unit")) {
        auto unit = readUnit(child);
        if (!sideUnitCodes.insert(unit.code).second) {
            child.fail("unit code '" + unit.code + "' is used twice on this side");
        }
        formation.units.push_back(std::move(unit));
    }
    for (const auto& child : element.children("formation")) {
        formation.subordinates.push_back(readFormation(child, sideUnitCodes));
    }
    return formation;
}

model::ScenarioSide readSide(const Element& element) {
    element.allowOnly({"name", "commander"}, {"formation"});
    model::ScenarioSide side;
    side.name = element.required("name");
    side.commander = element.optional("commander").value_or("");
    std::set<std::string> unitCodes;
    for (const auto& child : element.children("formation")) {
        side.formations.push_back(readFormation(child, unitCodes));
    }
    if (side.formations.empty()) element.fail("a side needs at least one <formation>");
    return side;
}

std::string readId(const Element& root) {
    const std::string id = root.required("id");
    const bool wellFormed = std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    });
    if (!wellFormed) root.fail("id '" + id + "' may hold only a-z, 0-9 and '-'");
    return id;
}

ScenarioEntry readEntry(const Element& root, const std::filesystem::path& file) {
    root.allowOnly({"id", "title", "start", "turns", "provisional"},
                   {"description", "provisional-note", "side"});
    ScenarioEntry entry;
    entry.id = readId(root);
    entry.title = root.required("title");
    if (auto description = root.optionalChild("description")) {
        description->allowOnly({}, {}, true);
        entry.description = description->text();
    }
    entry.provisional = root.optionalBool("provisional", false);
    entry.file = file;
    return entry;
}

}  // namespace

model::Scenario loadScenario(const std::filesystem::path& file) {
    const auto document = xml::Document::load(file);
    const Element root = document.root("scenario");
    const ScenarioEntry entry = readEntry(root, file);

    model::Scenario scenario;
    scenario.id = entry.id;
    scenario.title = entry.title;
    scenario.description = entry.description;
    scenario.provisional = entry.provisional;
    scenario.start = root.requiredAs("start", [](const std::string& text) {
        return model::GameDate::parseIso(text);
    });
    scenario.turns = root.requiredInt("turns", 1, 366);
    if (auto note = root.optionalChild("provisional-note")) {
        note->allowOnly({}, {}, true);
        scenario.provisionalNote = note->text();
    }
    if (scenario.provisional && scenario.provisionalNote.empty()) {
        root.fail("a provisional scenario needs a <provisional-note> saying what to replace");
    }
    std::set<std::string> sideNames;
    for (const auto& child : root.children("side")) {
        scenario.sides.push_back(readSide(child));
        if (!sideNames.insert(scenario.sides.back().name).second) {
            child.fail("side '" + scenario.sides.back().name + "' is named twice");
        }
    }
    if (scenario.sides.size() != 2) {
        root.fail("a scenario has exactly two <side> elements, found " +
                  std::to_string(scenario.sides.size()));
    }
    return scenario;
}

std::vector<ScenarioEntry> findScenarios(const std::vector<std::filesystem::path>& folders) {
    std::map<std::string, ScenarioEntry> byId;
    for (const auto& folder : folders) {
        std::error_code error;
        if (!std::filesystem::is_directory(folder, error)) continue;
        std::vector<std::filesystem::path> files;
        for (const auto& item : std::filesystem::directory_iterator(folder, error)) {
            if (item.path().extension() == ".xml") files.push_back(item.path());
        }
        std::sort(files.begin(), files.end());
        for (const auto& file : files) {
            const auto document = xml::Document::load(file);
            auto entry = readEntry(document.root("scenario"), file);
            byId.try_emplace(entry.id, std::move(entry));
        }
    }
    std::vector<ScenarioEntry> entries;
    for (auto& [id, entry] : byId) entries.push_back(std::move(entry));
    return entries;
}

}  // namespace tachanka::rules::orel
