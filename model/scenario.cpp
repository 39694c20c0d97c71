#include "model/scenario.hpp"

#include <algorithm>

#include "model/named_enum.hpp"

namespace tachanka::model {
namespace {

constexpr std::array<EnumName<TrainWeight>, 2> trainWeights{{
    {TrainWeight::Light, "light"},
    {TrainWeight::Heavy, "heavy"},
}};

constexpr std::array<EnumName<DepotKind>, 2> depotKinds{{
    {DepotKind::Convoy, "convoy"},
    {DepotKind::Railroad, "railroad"},
}};

constexpr std::array<EnumName<ReleaseEvent>, 3> releaseEvents{{
    {ReleaseEvent::Attacked, "attacked"},
    {ReleaseEvent::EnemyWithin, "enemy-within"},
    {ReleaseEvent::EnemyNearDoubleTrack, "enemy-near-double-track"},
}};

constexpr std::array<EnumName<FormationKind>, 5> formationKinds{{
    {FormationKind::Army, "army"},
    {FormationKind::Group, "group"},
    {FormationKind::Division, "division"},
    {FormationKind::Infantry, "infantry"},
    {FormationKind::Cavalry, "cavalry"},
}};

constexpr std::array<EnumName<BoardEdge>, 4> boardEdges{{
    {BoardEdge::North, "north"},
    {BoardEdge::South, "south"},
    {BoardEdge::East, "east"},
    {BoardEdge::West, "west"},
}};

void collectUnits(const ScenarioFormation& formation, std::vector<UnitInFormation>& into) {
    for (const auto& unit : formation.units) into.push_back({&unit, &formation});
    for (const auto& subordinate : formation.subordinates) collectUnits(subordinate, into);
}

void collectDepots(const ScenarioFormation& formation, std::vector<DepotInFormation>& into) {
    for (const auto& depot : formation.depots) into.push_back({&depot, &formation});
    for (const auto& subordinate : formation.subordinates) collectDepots(subordinate, into);
}

}  // namespace

bool MapArea::contains(const Hex& hex) const {
    return (!minColumn || hex.column >= *minColumn) && (!maxColumn || hex.column <= *maxColumn) &&
           (!minRow || hex.row >= *minRow) && (!maxRow || hex.row <= *maxRow);
}

GameDate Scenario::lastDay() const {
    return start.plusDays(turns - 1);
}

std::string_view trainWeightName(TrainWeight weight) { return nameOf(trainWeights, weight); }
std::optional<TrainWeight> trainWeightNamed(std::string_view name) {
    return valueNamed(trainWeights, name);
}

std::string_view depotKindName(DepotKind kind) { return nameOf(depotKinds, kind); }
std::optional<DepotKind> depotKindNamed(std::string_view name) {
    return valueNamed(depotKinds, name);
}
std::string depotKindNames() { return joinedNames(depotKinds); }

std::string_view releaseEventName(ReleaseEvent event) { return nameOf(releaseEvents, event); }
std::optional<ReleaseEvent> releaseEventNamed(std::string_view name) {
    return valueNamed(releaseEvents, name);
}
std::string releaseEventNames() { return joinedNames(releaseEvents); }

std::string_view formationKindName(FormationKind kind) { return nameOf(formationKinds, kind); }
std::optional<FormationKind> formationKindNamed(std::string_view name) {
    return valueNamed(formationKinds, name);
}
std::string formationKindNames() { return joinedNames(formationKinds); }

std::string_view boardEdgeName(BoardEdge edge) { return nameOf(boardEdges, edge); }
std::optional<BoardEdge> boardEdgeNamed(std::string_view name) {
    return valueNamed(boardEdges, name);
}
std::string boardEdgeNames() { return joinedNames(boardEdges); }

std::vector<UnitInFormation> allUnits(const ScenarioFormation& formation) {
    std::vector<UnitInFormation> units;
    collectUnits(formation, units);
    return units;
}

std::vector<UnitInFormation> allUnits(const ScenarioSide& side) {
    std::vector<UnitInFormation> units;
    for (const auto& formation : side.formations) collectUnits(formation, units);
    return units;
}

std::vector<DepotInFormation> allDepots(const ScenarioSide& side) {
    std::vector<DepotInFormation> depots;
    for (const auto& formation : side.formations) collectDepots(formation, depots);
    return depots;
}

std::vector<ScheduledArrival> reinforcementSchedule(const Scenario& scenario) {
    std::vector<ScheduledArrival> schedule;
    for (const auto& side : scenario.sides) {
        for (const auto& found : allUnits(side)) {
            const auto& arrival = found.unit->arrival;
            if (arrival) schedule.push_back({side.name, &*arrival, found.unit, nullptr});
        }
        for (const auto& found : allDepots(side)) {
            const auto& arrival = found.depot->arrival;
            if (arrival) schedule.push_back({side.name, &*arrival, nullptr, found.depot});
        }
    }
    std::stable_sort(schedule.begin(), schedule.end(), [](const auto& a, const auto& b) {
        return a.arrival->date < b.arrival->date;
    });
    return schedule;
}

std::string releaseConditionsText(const std::vector<ReleaseCondition>& conditions) {
    std::string text;
    for (const auto& release : conditions) {
        if (!text.empty()) text += ", or ";
        if (release.event == ReleaseEvent::Attacked) {
            text += "attacked";
            continue;
        }
        text += "an enemy unit within " + std::to_string(release.hexes) + " hexes";
        if (release.event == ReleaseEvent::EnemyNearDoubleTrack) {
            text += " of the double-tracked railroad";
        }
        if (!release.exceptFormation.empty()) text += " (except " + release.exceptFormation + ")";
    }
    return text;
}

namespace {

// One condition as releaseConditionsText words it; none for words it never writes.
std::optional<ReleaseCondition> conditionRead(std::string_view words) {
    if (words == "attacked") return ReleaseCondition{};
    constexpr std::string_view within = "an enemy unit within ";
    if (!words.starts_with(within)) return std::nullopt;
    words.remove_prefix(within.size());
    ReleaseCondition condition{ReleaseEvent::EnemyWithin, 0, ""};
    std::size_t digits = 0;
    while (digits < words.size() && digits < 3 && words[digits] >= '0' && words[digits] <= '9') {
        condition.hexes = condition.hexes * 10 + (words[digits] - '0');
        ++digits;
    }
    words.remove_prefix(digits);
    if (digits == 0 || !words.starts_with(" hexes")) return std::nullopt;
    words.remove_prefix(6);
    constexpr std::string_view track = " of the double-tracked railroad";
    constexpr std::string_view except = " (except ";
    if (words == track) {
        condition.event = ReleaseEvent::EnemyNearDoubleTrack;
    } else if (words.starts_with(except) && words.ends_with(")")) {
        condition.exceptFormation =
            std::string(words.substr(except.size(), words.size() - except.size() - 1));
    } else if (!words.empty()) {
        return std::nullopt;
    }
    return condition;
}

}  // namespace

std::vector<ReleaseCondition> releaseConditionsRead(std::string_view conditionsText) {
    constexpr std::string_view separator = ", or ";
    std::vector<ReleaseCondition> conditions;
    while (!conditionsText.empty()) {
        const auto end = conditionsText.find(separator);
        if (const auto condition = conditionRead(conditionsText.substr(0, end))) {
            conditions.push_back(*condition);
        }
        if (end == std::string_view::npos) break;
        conditionsText.remove_prefix(end + separator.size());
    }
    return conditions;
}

bool releasedWhenAttacked(std::string_view conditionsText) {
    const auto conditions = releaseConditionsRead(conditionsText);
    return std::any_of(conditions.begin(), conditions.end(), [](const ReleaseCondition& release) {
        return release.event == ReleaseEvent::Attacked;
    });
}

}  // namespace tachanka::model
