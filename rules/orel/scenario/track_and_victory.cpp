// The parts of a scenario file around the order of battle: inactive statuses, the turn record
// track, the playing area and the victory conditions.

#include <set>

#include "model/quoted_text.hpp"
#include "rules/orel/scenario/reading.hpp"
#include "rules/orel/victory_facts.hpp"

namespace tachanka::rules::orel::scenario {
namespace {

using xml::Element;

constexpr int maxRecruitPointsPerDay = 12;  // 4: no more than 12 may ever be saved
constexpr int maxReleaseDistance = 10;
constexpr int maxLossUnits = 100;
constexpr int maxShiftLevels = 3;

model::ReleaseCondition readRelease(const Element& element, ReadContext& context) {
    element.allowOnly({"event", "hexes", "except"});
    model::ReleaseCondition condition;
    const std::string event = element.required("event");
    const auto parsed = model::releaseEventNamed(event);
    if (!parsed) {
        element.fail("event " + model::quoted(event) + " is not one of " +
                     model::releaseEventNames());
    }
    condition.event = *parsed;
    const bool distance = condition.event != model::ReleaseEvent::Attacked;
    if (distance) {
        condition.hexes = element.requiredInt("hexes", 1, maxReleaseDistance);
    } else if (element.optional("hexes")) {
        element.fail("'hexes' is for the events that count a distance");
    }
    if (auto except = element.optional("except")) {
        if (condition.event != model::ReleaseEvent::EnemyWithin) {
            element.fail("'except' is for the 'enemy-within' event");
        }
        condition.exceptFormation = *except;
        context.deferred.push_back([element, name = *except, &context] {
            if (!context.formationNames.contains(name)) {
                element.fail("no formation " + model::quoted(name));
            }
        });
    }
    return condition;
}

model::VictoryCondition readCondition(const Element& element,
                                      const std::set<std::string>& locations,
                                      ReadContext& context);

// The conditions an element holds (child order by kind: order never matters to all/any/not).
std::vector<model::VictoryCondition> readConditions(const Element& parent,
                                                    const std::set<std::string>& locations,
                                                    ReadContext& context) {
    std::vector<model::VictoryCondition> conditions;
    for (const char* child : {"occupy", "condition", "all-of", "any-of", "not"}) {
        for (const auto& nested : parent.children(child)) {
            conditions.push_back(readCondition(nested, locations, context));
        }
    }
    return conditions;
}

// "Occupy" is checked against the locations, which the <victory> element lists first; its
// side, when given, against the scenario's sides (read after the victory).
model::VictoryCondition readCondition(const Element& element,
                                      const std::set<std::string>& locations,
                                      ReadContext& context) {
    model::VictoryCondition condition;
    const std::string_view name = element.name();
    if (name == "occupy") {
        element.allowOnly({"location", "side"});
        condition.kind = model::ConditionKind::Occupy;
        condition.location = element.required("location");
        if (auto side = element.optional("side")) {
            condition.side = *side;
            context.deferred.push_back([element, side = condition.side, &context] {
                if (!context.sideNames.contains(side)) {
                    element.fail("no side " + model::quoted(side));
                }
            });
        }
        if (!locations.contains(condition.location)) {
            element.fail("no victory location " + model::quoted(condition.location));
        }
        return condition;
    }
    if (name == "condition") {
        element.allowOnly({"name"}, {}, true);
        condition.kind = model::ConditionKind::Named;
        condition.name = element.required("name");
        condition.text = element.text();
        if (condition.text.empty()) element.fail("say in words what the condition is");
        if (!victoryFactNamed(condition.name)) {
            element.fail("no victory condition " + model::quoted(condition.name) + " (known: " +
                         victoryFactNameList() + ")");
        }
        return condition;
    }
    if (name == "all-of") {
        condition.kind = model::ConditionKind::AllOf;
    } else if (name == "any-of") {
        condition.kind = model::ConditionKind::AnyOf;
    } else {
        condition.kind = model::ConditionKind::Not;
    }
    element.allowOnly({}, {"occupy", "condition", "all-of", "any-of", "not"});
    condition.conditions = readConditions(element, locations, context);
    const bool single = condition.kind == model::ConditionKind::Not;
    if (condition.conditions.empty() || (single && condition.conditions.size() != 1)) {
        element.fail(single ? "<not> holds exactly one condition"
                            : "<" + std::string(name) + "> holds at least one condition");
    }
    return condition;
}

model::VictoryLevel readLevel(const Element& element, const std::set<std::string>& locations,
                              ReadContext& context) {
    element.allowOnly({"side", "level", "rank"},
                      {"occupy", "condition", "all-of", "any-of", "not"});
    model::VictoryLevel level;
    level.side = element.required("side");
    context.deferred.push_back([element, side = level.side, &context] {
        if (!context.sideNames.contains(side)) element.fail("no side " + model::quoted(side));
    });
    level.level = element.required("level");
    level.rank = element.requiredInt("rank", 1, 9);
    auto conditions = readConditions(element, locations, context);
    if (conditions.size() != 1) element.fail("a victory level holds exactly one condition");
    level.condition = std::move(conditions.front());
    return level;
}

}  // namespace

model::Inactivity readInactivity(const Element& element, ReadContext& context) {
    model::Inactivity inactivity;
    inactivity.through = readDateInScenario(element, "through", context);
    for (const auto& child : element.children("released-if")) {
        inactivity.releasedBy.push_back(readRelease(child, context));
    }
    return inactivity;
}

model::TurnTrack readTurnTrack(const Element& element, ReadContext& context) {
    element.allowOnly({"provisional"}, {"recruit-points"});
    model::TurnTrack track;
    track.provisional = element.optionalBool("provisional", false);
    for (const auto& child : element.children("recruit-points")) {
        child.allowOnly({"side", "from", "through", "points"});
        model::RecruitPointsRun run;
        run.side = child.required("side");
        run.from = readDateInScenario(child, "from", context);
        run.through = readDateInScenario(child, "through", context);
        if (run.through < run.from) child.fail("'through' comes before 'from'");
        run.points = child.requiredInt("points", 0, maxRecruitPointsPerDay);
        track.recruitPoints.push_back(run);
    }
    return track;
}

void checkTrackCovers(const Element& where, const model::Scenario& scenario) {
    for (const auto& side : scenario.sides) {
        for (model::GameDate day = scenario.start; day <= scenario.lastDay(); day = day.nextDay()) {
            int runs = 0;
            for (const auto& run : scenario.track.recruitPoints) {
                runs += run.side == side.name && run.from <= day && day <= run.through ? 1 : 0;
            }
            if (runs == 0) {
                where.fail("the turn track gives " + model::quoted(side.name) +
                           " no recruit points for " + day.iso());
            }
            if (runs > 1) {
                where.fail("the turn track gives " + model::quoted(side.name) +
                           " recruit points for " + day.iso() + " " + std::to_string(runs) +
                           " times");
            }
        }
    }
    for (const auto& run : scenario.track.recruitPoints) {
        bool known = false;
        for (const auto& side : scenario.sides) known = known || side.name == run.side;
        if (!known) where.fail("the turn track names no side " + model::quoted(run.side));
    }
}

model::MapArea readArea(const Element& element) {
    element.allowOnly({"min-column", "max-column", "min-row", "max-row"}, {}, true);
    model::MapArea area;
    area.minColumn = element.optionalInt("min-column", 1, mapColumns);
    area.maxColumn = element.optionalInt("max-column", 1, mapColumns);
    area.minRow = element.optionalInt("min-row", 1, mapRows);
    area.maxRow = element.optionalInt("max-row", 1, mapRows);
    area.text = element.text();
    if (!area.minColumn && !area.maxColumn && !area.minRow && !area.maxRow) {
        element.fail("an area needs at least one bound");
    }
    return area;
}

model::Victory readVictory(const Element& element, ReadContext& context) {
    element.allowOnly({}, {"location", "level", "loss-shift", "text"});
    model::Victory victory;
    std::set<std::string> names;
    for (const auto& child : element.children("location")) {
        child.allowOnly({"name", "hex"});
        model::VictoryLocation location{child.required("name"),
                                        readMapHex(child, child.required("hex"))};
        if (!names.insert(location.name).second) {
            child.fail("victory location " + model::quoted(location.name) + " is named twice");
        }
        victory.locations.push_back(std::move(location));
    }
    for (const auto& child : element.children("level")) {
        victory.levels.push_back(readLevel(child, names, context));
    }
    if (victory.levels.empty()) element.fail("victory needs at least one <level>");
    for (const auto& child : element.children("loss-shift")) {
        child.allowOnly({"combat-units", "levels"});
        victory.lossShifts.push_back({child.requiredInt("combat-units", 1, maxLossUnits),
                                      child.requiredInt("levels", 1, maxShiftLevels)});
    }
    if (auto text = element.optionalChild("text")) {
        text->allowOnly({}, {}, true);
        victory.text = text->text();
    }
    return victory;
}

}  // namespace tachanka::rules::orel::scenario
