#include "tests/scenarios/shipped.hpp"

#include <filesystem>
#include <stdexcept>

#include "rules/orel/scenario_file.hpp"

namespace tachanka::testing {
namespace {

const model::ScenarioFormation* find(const std::vector<model::ScenarioFormation>& formations,
                                     const std::string& name) {
    for (const auto& formation : formations) {
        if (formation.name == name) return &formation;
        if (const auto* found = find(formation.subordinates, name)) return found;
    }
    return nullptr;
}

void collectInactive(const std::vector<model::ScenarioFormation>& formations,
                     std::vector<std::string>& into) {
    for (const auto& formation : formations) {
        if (formation.inactive) into.push_back(formation.name);
        collectInactive(formation.subordinates, into);
    }
}

}  // namespace

model::Scenario shippedScenario(const std::string& id) {
    const auto folder = std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates" / "scenarios";
    return rules::orel::loadScenario(folder / (id + ".xml"));
}

const model::ScenarioSide& sideNamed(const model::Scenario& scenario, const std::string& name) {
    for (const auto& side : scenario.sides) {
        if (side.name == name) return side;
    }
    throw std::logic_error("no side " + name);
}

const model::ScenarioUnit& unitCoded(const model::Scenario& scenario, const std::string& code) {
    for (const auto& side : scenario.sides) {
        for (const auto& found : model::allUnits(side)) {
            if (found.unit->code == code) return *found.unit;
        }
    }
    throw std::logic_error("no unit " + code);
}

const model::ScenarioFormation& formationNamed(const model::Scenario& scenario,
                                               const std::string& name) {
    for (const auto& side : scenario.sides) {
        if (const auto* found = find(side.formations, name)) return *found;
    }
    throw std::logic_error("no formation " + name);
}

std::vector<std::string> codesIn(const model::ScenarioFormation& formation) {
    std::vector<std::string> codes;
    for (const auto& found : model::allUnits(formation)) codes.push_back(found.unit->code);
    return codes;
}

int countOfKind(const model::ScenarioSide& side, model::UnitKind kind) {
    int count = 0;
    for (const auto& found : model::allUnits(side)) count += found.unit->kind == kind ? 1 : 0;
    return count;
}

std::vector<std::string> inactiveFormations(const model::Scenario& scenario) {
    std::vector<std::string> names;
    for (const auto& side : scenario.sides) collectInactive(side.formations, names);
    return names;
}

}  // namespace tachanka::testing
