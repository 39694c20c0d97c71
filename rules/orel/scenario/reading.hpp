#pragma once
// The pieces of the scenario reader (rules/orel/scenario_file.cpp) shared by its parts: what a
// file has said so far that later elements are checked against, and the readers themselves.

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/scenario.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::orel::scenario {

// The values a counter type gives, each one a unit may give again to differ from its type.
struct CounterValues {
    std::optional<model::UnitKind> kind;
    std::optional<int> steps, troopQuality, strength, charge, fire, movement;
    std::optional<bool> shock, integratedArtillery;
    std::optional<model::TrainWeight> train;
};

struct ReadContext {
    model::GameDate start;
    model::GameDate last;  // the scenario's last day: every date in the file falls in between
    std::map<std::string, CounterValues> counterTypes;
    std::set<std::string> formationNames;  // both sides, for cross references
    std::set<std::string> unitCodes;       // both sides
    std::set<std::string> sideNames;
    // Checks of names that may be defined further down the file; run once all is read.
    std::vector<std::function<void()>> deferred;
};

// The Orel 1919 map's extent, from the highest numbers the rules use (3205 east, xx20 south).
inline constexpr int mapColumns = 32;
inline constexpr int mapRows = 20;

model::Hex readMapHex(const xml::Element& element, const std::string& text);
model::GameDate readDateInScenario(const xml::Element& element, std::string_view attribute,
                                   const ReadContext& context);

void readCounterTypes(const xml::Element& element, ReadContext& context);
model::ScenarioSide readSide(const xml::Element& element, ReadContext& context);

model::TurnTrack readTurnTrack(const xml::Element& element, ReadContext& context);
// Every day of the scenario has exactly one run of recruit points per side.
void checkTrackCovers(const xml::Element& where, const model::Scenario& scenario);
model::MapArea readArea(const xml::Element& element);
model::Victory readVictory(const xml::Element& element, ReadContext& context);
// The caller says which attributes the element may carry besides "through".
model::Inactivity readInactivity(const xml::Element& element, ReadContext& context);

// A scenario "based-on" another: the base with this file's area, changes and additions.
model::Scenario deriveScenario(const xml::Element& root, model::Scenario base);

}  // namespace tachanka::rules::orel::scenario
