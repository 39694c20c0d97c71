#include "app/core/orel/orel_operations_lookups.hpp"

#include <algorithm>
#include <cctype>

#include "app/core/common/paths.hpp"
#include "app/core/orel/scenario_catalog.hpp"
#include "rules/orel/orel_tables.hpp"
#include "rules/orel/scenario_file.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::core {
namespace {

// Scenarios spell their sides "Whites" and "Reds"; the rules' side names are lower case.
std::string scenarioSideName(const model::Scenario& scenario, ops::Side side) {
    const std::string_view wanted = ops::sideName(side);
    for (const auto& each : scenario.sides) {
        const bool same = std::equal(each.name.begin(), each.name.end(), wanted.begin(),
                                     wanted.end(), [](char a, char b) {
                                         return std::tolower(static_cast<unsigned char>(a)) == b;
                                     });
        if (same) return each.name;
    }
    throw UserError("the scenario has no side called " + std::string(wanted));
}

}  // namespace

OrelOperationsTables loadOrelOperationsTables() {
    return asUserErrors([] {
        const auto file = rulesFile("orel-1919.xml");
        return OrelOperationsTables{file, rules::orel::loadOrelTables(file).operations};
    });
}

void requireOnMap(model::Hex hex, std::string_view what) {
    const auto extent = loadOrelOperationsTables().tables.map;
    if (extent.contains(hex)) return;
    const auto twoDigits = [](int number) {
        return std::string(number < 10 ? "0" : "") + std::to_string(number);
    };
    throw UserError(std::string(what) + " must be on the Orel 1919 map (columns " +
                    twoDigits(extent.firstColumn) + "-" + twoDigits(extent.lastColumn) + ", rows " +
                    twoDigits(extent.firstRow) + "-" + twoDigits(extent.lastRow) + "), not " +
                    hex.label());
}

model::Hex parseHex(const std::string& text) {
    const auto hex = asUserErrors([&] { return model::Hex::parse(text); });
    requireOnMap(hex);
    return hex;
}

ops::Side parseSide(const std::string& text) {
    if (auto side = ops::sideNamed(text)) return *side;
    throw UserError("'" + text + "' is not a side (whites, reds)");
}

ops::Mover parseMover(const std::string& text) {
    if (auto mover = ops::moverNamed(text)) return *mover;
    throw UserError("'" + text + "' is not a unit type (" + ops::moverNames() + ")");
}

HexNeighbours hexNeighbours(const std::string& text) {
    const model::Hex hex = parseHex(text);
    const auto tables = loadOrelOperationsTables();
    ops::OrelMap map;
    map.extent = tables.tables.map;
    return {hex, map.neighboursOnMap(hex)};
}

int hexDistance(const std::string& from, const std::string& to) {
    return model::distance(parseHex(from), parseHex(to));
}

MoveCostLookup moveCostLookup(const std::string& mover, const std::string& terrain,
                              const ops::HexEntry& features, const ZocCrossing& zoc) {
    const ops::Mover kind = parseMover(mover);
    ops::HexEntry entry = features;
    if (auto named = ops::terrainNamed(terrain)) {
        entry.terrain = *named;
    } else {
        throw UserError("'" + terrain + "' is not a terrain (" + ops::terrainNames() + ")");
    }
    const auto tables = loadOrelOperationsTables();
    const auto cost = ops::enterCost(tables.tables.terrain, kind, entry);
    if (!cost) return {std::nullopt, false, tables.tables.terrain.provisional};
    const auto step =
        ops::zocStepCost(tables.tables.zoc, kind, *cost, zoc.fromZoc, zoc.intoZoc, zoc.allowance);
    return {step.cost, step.mustStop, tables.tables.terrain.provisional};
}

ops::ActionCost actionCostLookup(const std::string& side, const std::string& mover,
                                 const std::string& action, bool shock) {
    ops::ActingUnit unit;
    unit.side = parseSide(side);
    unit.mover = parseMover(mover);
    unit.shock = shock;
    const auto named = ops::specialActionNamed(action);
    if (!named) {
        throw UserError("'" + action +
                        "' is not a special action (combat-mode, prepared-attack, hasty-attack, "
                        "barrage, entrench)");
    }
    // Enough MP that the look-up shows the cost; entrenching takes them all.
    unit.allowance = 99;
    unit.remaining = 99;
    return ops::specialActionCost(loadOrelOperationsTables().tables.actions, unit, *named);
}

RecruitIncomeLookup recruitIncomeLookup(const RecruitIncomeRequest& request) {
    const ops::Side side = parseSide(request.side);
    const auto tables = loadOrelOperationsTables();
    RecruitIncomeLookup lookup;
    int points = 0;
    if (request.points) {
        points = *request.points;
    } else if (request.date) {
        const auto date = asUserErrors([&] { return model::GameDate::parseIso(*request.date); });
        const auto scenario = loadScenarioById(request.scenarioId);
        if (date < scenario.start || date > scenario.lastDay()) {
            throw UserError("scenario '" + request.scenarioId + "' runs from " +
                            scenario.start.iso() + " to " + scenario.lastDay().iso() +
                            ", not on " + date.iso());
        }
        points = rules::orel::recruitPointsFor(scenario, scenarioSideName(scenario, side), date);
        lookup.provisional = scenario.track.provisional;
    } else {
        throw UserError("give the day or the turn track's points", {"date DAY", "points N"});
    }
    lookup.income = ops::recruitIncome(tables.tables.recruitment, points,
                                       request.controlsOrel, request.saved, request.eventLoss);
    return lookup;
}

ops::PrisonerConversion prisonersLookup(int prisoners, int groups, int saved) {
    return ops::convertPrisoners(loadOrelOperationsTables().tables.recruitment, prisoners, groups,
                                 saved);
}

EventLookup eventLookup(const std::string& side, int roll) {
    const ops::Side who = parseSide(side);
    const auto tables = loadOrelOperationsTables();
    const auto& events = tables.tables.events;
    auto event = asUserErrors([&] { return ops::eventForRoll(events, who, roll); });
    auto procedure = ops::eventProcedure(event);
    return {roll, std::move(event), std::move(procedure), events.provisional, events.note};
}

std::vector<int> eventDiceFaces(const std::vector<int>& tensAndOnes) {
    if (tensAndOnes.size() != 2) throw UserError("an events roll is two d10: tens, then ones");
    std::vector<int> faces;
    for (const int face : tensAndOnes) {
        if (face < 0 || face > 10)
            throw UserError("a d10 shows 0 to 9 (or 10), not " + std::to_string(face));
        faces.push_back(face == 0 ? 10 : face);
    }
    return faces;
}

EventLookup eventLookup(const std::string& side, const std::vector<int>& tensAndOnes) {
    const ops::Side who = parseSide(side);
    const auto faces = eventDiceFaces(tensAndOnes);
    const auto tables = loadOrelOperationsTables();
    rules::ScriptedDice dice(faces);
    auto rolled =
        asUserErrors([&] { return ops::rollRandomEvent(tables.tables.events, who, dice); });
    return {rolled.roll, std::move(rolled.event), std::move(rolled.procedure), rolled.provisional,
            tables.tables.events.note};
}

PhaseLookup nextPhaseLookup(const std::string& date, const std::string& side,
                            const std::string& phase) {
    ops::TurnPosition at;
    at.date = asUserErrors([&] { return model::GameDate::parseIso(date); });
    at.side = parseSide(side);
    const auto named = model::phaseNamed(phase);
    if (!named) {
        throw UserError("'" + phase +
                        "' is not a phase (depots, recruitment, command, events, movement, "
                        "combat, clean-up)");
    }
    at.phase = *named;
    const auto next = ops::nextPosition(at);
    return {next,
            ops::automaticSteps(next.phase, loadOrelOperationsTables().tables.recruitment)};
}

}  // namespace tachanka::core
