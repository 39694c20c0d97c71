#pragma once
// The command phase (2.1, step 3; 5.2): the rules trace each formation's main body on the
// campaign's map and set the out-of-command markers of the side to play. Where two groups tie
// and neither kept the status from the last command phase, the owner chooses (5.2 b).

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/turn_actions.hpp"

namespace tachanka::core {

// Sets `side`'s markers and main bodies as 5.2 traces them; `chosen` maps a formation's name
// to a unit code of the group its owner takes on a tie. An open tie takes the group of the
// formation's first unit until the owner chooses, and the step says how to.
std::vector<AppliedStep> checkCommandStatus(ActionContext& ctx, const model::Side& side,
                                            const std::map<std::string, std::string>& chosen);

struct MainBodyChosen {
    std::string side;
    std::string formation;
    std::vector<std::string> mainBody;  // the unit codes, as the formation lists them
    std::vector<AppliedStep> steps;     // the main body, then each marker that changed
};

// A formation of the side to play whose largest groups tie, none of them its main body at
// the last command phase: the owner's to choose (5.2 b).
struct MainBodyTie {
    std::string side;
    std::string formation;
    std::vector<std::vector<std::string>> groups;  // unit codes, as the formation lists them
    std::string standing;  // a unit of the group that stands until the owner chooses
};

// The open ties of the side to play in its command phase; none in any other phase.
std::vector<MainBodyTie> mainBodyTies(const std::filesystem::path& file);

// `command FILE --main-body FORMATION=CODE`: in its owner's command phase, the group holding
// CODE becomes FORMATION's main body, when its groups tie (5.2 b).
MainBodyChosen chooseMainBody(const std::filesystem::path& file, const std::string& formation,
                              const std::string& unitCode);

}  // namespace tachanka::core
