#include "app/core/orel/scenario_text.hpp"

namespace tachanka::core {

using model::ConditionKind;

std::string conditionText(const model::VictoryCondition& condition) {
    switch (condition.kind) {
        case ConditionKind::Occupy:
            return (condition.side.empty() ? "" : condition.side + " ") + "occupy " +
                   condition.location;
        case ConditionKind::Named: return condition.text;
        default: break;
    }
    std::string text = condition.kind == ConditionKind::AllOf   ? "all of ("
                       : condition.kind == ConditionKind::AnyOf ? "any of ("
                                                                : "not (";
    for (std::size_t i = 0; i < condition.conditions.size(); ++i) {
        text += (i == 0 ? "" : ", ") + conditionText(condition.conditions[i]);
    }
    return text + ")";
}

std::string depotLabel(const model::ScenarioDepot& depot) {
    return std::string(model::depotKindName(depot.kind)) + " depot (" +
           std::to_string(depot.munitions) + "m)";
}

std::string inactivityText(const model::Inactivity& inactivity) {
    const std::string releases = model::releaseConditionsText(inactivity.releasedBy);
    return "through " + inactivity.through.iso() + (releases.empty() ? "" : " unless " + releases);
}

}  // namespace tachanka::core
