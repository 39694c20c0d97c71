#include "app/gui/actions/umpire_outcome.hpp"

#include "app/core/campaign/umpire_override.hpp"

namespace tachanka::gui {

std::vector<std::string> underUmpire(const std::optional<std::string>& reason,
                                     const std::function<std::vector<std::string>()>& action) {
    if (!reason) return action();
    const core::UmpireOverride umpire(*reason);
    auto lines = action();
    for (const auto& refusal : umpire.waived()) {
        lines.push_back("Umpire's override (" + umpire.reason() + "): " + refusal);
    }
    if (umpire.waived().empty()) {
        lines.push_back("No rule refused this: the override set nothing aside");
    }
    return lines;
}

}  // namespace tachanka::gui
