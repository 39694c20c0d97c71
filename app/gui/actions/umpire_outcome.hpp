#pragma once
// An action run from a dialog whose umpire's override box may be ticked: under the override
// the rules that would refuse it are set aside, and the outcome says which.

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace tachanka::gui {

// Runs `action` under core::UmpireOverride when `reason` is given, and returns the lines it
// returned, followed by each refusal the override set aside (or that it set nothing aside).
std::vector<std::string> underUmpire(const std::optional<std::string>& reason,
                                     const std::function<std::vector<std::string>()>& action);

}  // namespace tachanka::gui
