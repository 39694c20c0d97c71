// A scenario that changes another (10.1 and 10.3 both start from the historical one): it may
// play fewer days, only on part of the map, with other inactive formations, other depot
// values and its own victory conditions.

#include <algorithm>

#include "model/quoted_text.hpp"
#include "rules/orel/scenario/reading.hpp"

namespace tachanka::rules::orel::scenario {
namespace {

using xml::Element;

// A reinforcement belongs to the area if it may enter there, and then only by those hexes.
template <typename Placed>
bool keepInArea(Placed& placed, const model::MapArea& area) {
    if (placed.hex) return area.contains(*placed.hex);
    auto& entries = placed.arrival->entryHexes;
    std::erase_if(entries, [&area](const model::Hex& hex) { return !area.contains(hex); });
    return !entries.empty();
}

// Leaves only what begins or enters in the area; formations left empty go too.
bool restrictFormation(model::ScenarioFormation& formation, const model::MapArea& area) {
    std::erase_if(formation.units, [&](auto& unit) { return !keepInArea(unit, area); });
    std::erase_if(formation.depots, [&](auto& depot) { return !keepInArea(depot, area); });
    std::erase_if(formation.subordinates,
                  [&](auto& subordinate) { return !restrictFormation(subordinate, area); });
    return !formation.units.empty() || !formation.depots.empty() ||
           !formation.subordinates.empty();
}

// Reinforcements due after the last day never arrive.
void dropLateArrivals(model::ScenarioFormation& formation, const model::GameDate& last) {
    const auto late = [&last](const auto& placed) {
        return placed.arrival && placed.arrival->date > last;
    };
    std::erase_if(formation.units, late);
    std::erase_if(formation.depots, late);
    for (auto& subordinate : formation.subordinates) dropLateArrivals(subordinate, last);
}

model::ScenarioFormation* findFormation(std::vector<model::ScenarioFormation>& formations,
                                        const std::string& name) {
    for (auto& formation : formations) {
        if (formation.name == name) return &formation;
        if (auto* found = findFormation(formation.subordinates, name)) return found;
    }
    return nullptr;
}

model::ScenarioFormation& formationNamed(model::Scenario& scenario, const Element& element) {
    const std::string name = element.required("formation");
    for (auto& side : scenario.sides) {
        if (auto* found = findFormation(side.formations, name)) return *found;
    }
    element.fail("no formation " + model::quoted(name) + " in the scenario this one is based on");
}

int setMunitions(model::ScenarioFormation& formation, const model::Hex& hex, int munitions) {
    int changed = 0;
    for (auto& depot : formation.depots) {
        if (depot.hex != hex) continue;
        depot.munitions = munitions;
        ++changed;
    }
    for (auto& subordinate : formation.subordinates) {
        changed += setMunitions(subordinate, hex, munitions);
    }
    return changed;
}

void changeDepot(model::Scenario& scenario, const Element& element) {
    element.allowOnly({"side", "hex", "munitions"});
    const std::string sideName = element.required("side");
    const model::Hex hex = readMapHex(element, element.required("hex"));
    const int munitions = element.requiredInt("munitions", 1, 20);
    int changed = 0;
    for (auto& side : scenario.sides) {
        if (side.name != sideName) continue;
        for (auto& formation : side.formations) changed += setMunitions(formation, hex, munitions);
    }
    if (changed != 1) {
        element.fail(std::to_string(changed) + " " + model::quoted(sideName) +
                     " depots set up in " + hex.label() + ": name exactly one");
    }
}

model::ScenarioUnit* findUnit(std::vector<model::ScenarioFormation>& formations,
                             const std::string& code) {
    for (auto& formation : formations) {
        for (auto& unit : formation.units) {
            if (unit.code == code) return &unit;
        }
        if (auto* found = findUnit(formation.subordinates, code)) return found;
    }
    return nullptr;
}

// A unit the base scenario sets up out of command that this one's special rule commands
// (10.1: "the 14th Rifle Division has two main bodies on turn 1: 1/41D and 2/41S").
void commandUnit(model::Scenario& scenario, const Element& element) {
    element.allowOnly({"unit"});
    const std::string code = element.required("unit");
    for (auto& side : scenario.sides) {
        if (auto* unit = findUnit(side.formations, code)) {
            if (!unit->outOfCommand) {
                element.fail("unit " + model::quoted(code) + " is not set up out of command");
            }
            unit->outOfCommand = false;
            return;
        }
    }
    element.fail("no unit " + model::quoted(code) + " in this scenario's area");
}

void collectNames(const model::ScenarioFormation& formation, ReadContext& context) {
    context.formationNames.insert(formation.name);
    for (const auto& unit : formation.units) context.unitCodes.insert(unit.code);
    for (const auto& subordinate : formation.subordinates) collectNames(subordinate, context);
}

// Extra command over units the area left out is moot.
void dropMissingCodes(model::ScenarioFormation& formation, const ReadContext& context) {
    for (auto& extra : formation.extraCommand) {
        std::erase_if(extra.unitCodes,
                      [&context](const auto& code) { return !context.unitCodes.contains(code); });
    }
    std::erase_if(formation.extraCommand,
                  [](const auto& extra) { return extra.unitCodes.empty(); });
    for (auto& subordinate : formation.subordinates) dropMissingCodes(subordinate, context);
}

}  // namespace

model::Scenario deriveScenario(const Element& root, model::Scenario base) {
    for (const char* own : {"side", "counter-types", "turn-track"}) {
        if (root.optionalChild(own)) {
            root.fail(std::string("<") + own + "> comes from the scenario this one is based on");
        }
    }
    model::Scenario scenario = std::move(base);
    scenario.basedOn = scenario.id;
    scenario.id = root.required("id");
    scenario.title = root.required("title");
    scenario.description.clear();
    if (auto description = root.optionalChild("description")) {
        scenario.description = description->text();
    }
    scenario.provisional = root.optionalBool("provisional", scenario.provisional);
    if (root.optional("start")) {
        scenario.start = root.requiredAs(
            "start", [](const std::string& text) { return model::GameDate::parseIso(text); });
    }
    if (root.optional("turns")) scenario.turns = root.requiredInt("turns", 1, 366);
    scenario.recruitPointsPercent =
        root.optionalInt("recruit-points-percent", 0, 100).value_or(scenario.recruitPointsPercent);
    if (!scenario.track.recruitPoints.empty()) checkTrackCovers(root, scenario);

    ReadContext context;
    context.start = scenario.start;
    context.last = scenario.lastDay();
    for (auto& side : scenario.sides) {
        for (auto& formation : side.formations) dropLateArrivals(formation, context.last);
    }
    if (auto areaElement = root.optionalChild("area")) {
        scenario.area = readArea(*areaElement);
        for (auto& side : scenario.sides) {
            std::erase_if(side.formations, [&](auto& formation) {
                return !restrictFormation(formation, *scenario.area);
            });
            if (side.formations.empty()) {
                areaElement->fail(model::quoted(side.name) + " have nothing in the area");
            }
        }
    }
    for (const auto& side : scenario.sides) {
        context.sideNames.insert(side.name);
        for (const auto& formation : side.formations) collectNames(formation, context);
    }
    for (auto& side : scenario.sides) {
        for (auto& formation : side.formations) dropMissingCodes(formation, context);
    }
    for (const auto& element : root.children("activate")) {
        element.allowOnly({"formation"});
        auto& formation = formationNamed(scenario, element);
        if (!formation.inactive) {
            element.fail("formation " + model::quoted(formation.name) + " is not inactive");
        }
        formation.inactive.reset();
    }
    for (const auto& element : root.children("inactive")) {
        element.allowOnly({"formation", "through"}, {"released-if"});
        auto& formation = formationNamed(scenario, element);
        formation.inactive = readInactivity(element, context);
    }
    for (const auto& element : root.children("depot-munitions")) changeDepot(scenario, element);
    for (const auto& element : root.children("in-command")) commandUnit(scenario, element);
    if (auto victory = root.optionalChild("victory")) {
        scenario.victory = readVictory(*victory, context);
    }
    for (const auto& check : context.deferred) check();
    return scenario;
}

}  // namespace tachanka::rules::orel::scenario
