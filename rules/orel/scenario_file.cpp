#include "rules/orel/scenario_file.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "model/quoted_text.hpp"
#include "rules/orel/scenario/reading.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::orel {
namespace {

using xml::Element;

constexpr int maxTurns = 366;
// Deep enough for any sensible chain of variants, small enough to stop a loop of based-on.
constexpr int maxBasedOnDepth = 8;

std::string readId(const Element& root, std::string_view attribute) {
    const std::string id = root.required(attribute);
    const bool wellFormed = !id.empty() && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    });
    if (!wellFormed) {
        root.fail(std::string(attribute) + " " + model::quoted(id) +
                  " may hold only a-z, 0-9 and '-'");
    }
    return id;
}

ScenarioEntry readEntry(const Element& root, const std::filesystem::path& file) {
    root.allowOnly({"id", "title", "start", "turns", "provisional", "based-on",
                    "recruit-points-percent"},
                   {"description", "provisional-note", "counter-types", "turn-track", "area",
                    "victory", "special-rule", "erratum", "side", "activate", "inactive",
                    "depot-munitions", "in-command"});
    ScenarioEntry entry;
    entry.id = readId(root, "id");
    entry.title = root.required("title");
    if (auto description = root.optionalChild("description")) {
        description->allowOnly({}, {}, true);
        entry.description = description->text();
    }
    entry.provisional = root.optionalBool("provisional", false);
    if (root.optional("based-on")) entry.basedOn = readId(root, "based-on");
    entry.file = file;
    return entry;
}

std::vector<std::string> texts(const Element& root, std::string_view name) {
    std::vector<std::string> list;
    for (const auto& child : root.children(name)) {
        child.allowOnly({}, {}, true);
        list.push_back(child.text());
        if (list.back().empty()) child.fail("<" + std::string(name) + "> is empty");
    }
    return list;
}

model::Scenario readStandalone(const Element& root, const ScenarioEntry& entry) {
    for (const char* change : {"area", "activate", "inactive", "depot-munitions", "in-command"}) {
        if (root.optionalChild(change)) {
            root.fail(std::string("<") + change + "> changes a scenario: it needs 'based-on'");
        }
    }
    model::Scenario scenario;
    scenario.id = entry.id;
    scenario.title = entry.title;
    scenario.description = entry.description;
    scenario.provisional = entry.provisional;
    scenario.start = root.requiredAs(
        "start", [](const std::string& text) { return model::GameDate::parseIso(text); });
    scenario.turns = root.requiredInt("turns", 1, maxTurns);
    scenario.recruitPointsPercent =
        root.optionalInt("recruit-points-percent", 0, 100).value_or(100);

    scenario::ReadContext context;
    context.start = scenario.start;
    context.last = scenario.lastDay();
    if (auto types = root.optionalChild("counter-types")) {
        scenario::readCounterTypes(*types, context);
    }
    if (auto track = root.optionalChild("turn-track")) {
        scenario.track = scenario::readTurnTrack(*track, context);
    }
    for (const auto& child : root.children("side")) {
        scenario.sides.push_back(scenario::readSide(child, context));
        if (!context.sideNames.insert(scenario.sides.back().name).second) {
            child.fail("side " + model::quoted(scenario.sides.back().name) + " is named twice");
        }
    }
    if (scenario.sides.size() != 2) {
        root.fail("a scenario has exactly two <side> elements, found " +
                  std::to_string(scenario.sides.size()));
    }
    if (auto victory = root.optionalChild("victory")) {
        scenario.victory = scenario::readVictory(*victory, context);
    }
    for (const auto& check : context.deferred) check();
    if (!scenario.track.recruitPoints.empty()) {
        scenario::checkTrackCovers(*root.optionalChild("turn-track"), scenario);
    }
    return scenario;
}

std::vector<std::filesystem::path> ownFolder(const std::filesystem::path& file) {
    return {file.parent_path().empty() ? std::filesystem::path(".") : file.parent_path()};
}

model::Scenario load(const std::filesystem::path& file,
                     const std::vector<std::filesystem::path>& folders, int depth) {
    const auto document = xml::Document::load(file);
    const Element root = document.root("scenario");
    const ScenarioEntry entry = readEntry(root, file);
    model::Scenario scenario;
    if (entry.basedOn.empty()) {
        scenario = readStandalone(root, entry);
    } else {
        if (entry.basedOn == entry.id || depth >= maxBasedOnDepth) {
            root.fail("based-on " + model::quoted(entry.basedOn) + " goes round in a circle");
        }
        const auto entries = findScenarios(folders);
        const auto base = std::find_if(entries.begin(), entries.end(), [&entry](const auto& e) {
            return e.id == entry.basedOn;
        });
        if (base == entries.end()) {
            root.fail("based-on: no scenario " + model::quoted(entry.basedOn));
        }
        scenario = scenario::deriveScenario(root, load(base->file, folders, depth + 1));
    }
    if (auto note = root.optionalChild("provisional-note")) {
        note->allowOnly({}, {}, true);
        scenario.provisionalNote = note->text();
    }
    if (scenario.provisional && scenario.provisionalNote.empty()) {
        root.fail("a provisional scenario needs a <provisional-note> saying what to replace");
    }
    for (auto& rule : texts(root, "special-rule")) scenario.specialRules.push_back(std::move(rule));
    for (auto& erratum : texts(root, "erratum")) scenario.errata.push_back(std::move(erratum));
    return scenario;
}

}  // namespace

model::Scenario loadScenario(const std::filesystem::path& file,
                             const std::vector<std::filesystem::path>& folders) {
    return load(file, folders, 0);
}

model::Scenario loadScenario(const std::filesystem::path& file) {
    return load(file, ownFolder(file), 0);
}

namespace {

int trackPointsOn(const model::Scenario& scenario, std::string_view side, model::GameDate day) {
    for (const auto& run : scenario.track.recruitPoints) {
        if (run.side == side && run.from <= day && day <= run.through) return run.points;
    }
    return 0;
}

// The percentage of a number of points, to the nearest whole number, halves up (1.2).
int percentOf(int points, int percent) { return (points * percent * 2 + 100) / 200; }

}  // namespace

int recruitPointsFor(const model::Scenario& scenario, std::string_view side, model::GameDate day) {
    if (day < scenario.start || day > scenario.lastDay()) return 0;
    // Each day's points are scaled and rounded on their own (1.2: "3.5 = 4"), so 50% of 1 RP
    // is 1 every day: the text rounds the value it gives, not a running total.
    return percentOf(trackPointsOn(scenario, side, day), scenario.recruitPointsPercent);
}

std::vector<ScenarioEntry> findScenarios(const std::vector<std::filesystem::path>& folders) {
    std::map<std::string, ScenarioEntry> byId;
    std::set<std::string> provisionalStated;
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
            const Element root = document.root("scenario");
            auto entry = readEntry(root, file);
            if (byId.contains(entry.id)) continue;
            if (root.optional("provisional")) provisionalStated.insert(entry.id);
            byId.emplace(entry.id, std::move(entry));
        }
    }
    // A variant that does not say is as provisional as its base, as loadScenario makes it.
    for (auto& [id, entry] : byId) {
        const ScenarioEntry* base = &entry;
        for (int depth = 0; depth < maxBasedOnDepth && !provisionalStated.contains(base->id) &&
                            byId.contains(base->basedOn);
             ++depth) {
            base = &byId.at(base->basedOn);
        }
        entry.provisional = base->provisional;
    }
    std::vector<ScenarioEntry> entries;
    for (auto& [id, entry] : byId) entries.push_back(std::move(entry));
    return entries;
}

}  // namespace tachanka::rules::orel
