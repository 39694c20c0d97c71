#pragma once
// Recording what happened to one unit on the map or in a battle: steps lost or given back,
// its mode, supply, entrenchment, hex, command, and its end (eliminated or captured). One
// request is one action; everything is checked against the unit's state before a thing is
// written, and each change is a ledger row of its own kind.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/campaign.hpp"

namespace tachanka::core {

struct UnitChangeRequest {
    std::string code;
    std::optional<std::string> side;       // settles a code both sides use
    std::optional<std::int64_t> battleId;  // the battle the changes come from
    std::optional<int> loseSteps;
    std::optional<int> recoverSteps;  // a correction outside recruitment (4.3.1)
    std::optional<std::string> mode;  // combat, march, routed
    std::optional<bool> unsupplied;
    std::optional<std::string> entrenchment;  // none, under-construction, entrenched
    std::optional<std::string> hex;
    std::vector<std::string> path;  // the hexes the move enters on the way to `hex` (7.1)
    std::optional<bool> offMap;
    std::optional<bool> outOfCommand;
    std::optional<std::string> orelPlace;  // suburbs or centre, for a unit in Orël (7.1.1)
    bool marchingDay = false;  // the move to `hex` is a White Marching Day (7.1.5)
    bool eliminate = false;
    bool capture = false;  // by the other side: its steps become that side's prisoners (4.1)
    std::string reason;    // optional: the rules give a default wording
};

struct UnitChangeResult {
    model::Unit unit;                  // as it stands after the action
    std::string side;                  // its side's name
    std::vector<std::string> changes;  // one line per change, in a player's words
};

// Refuses with one line (UserError) anything that makes no sense for the unit's state; the
// file is then unchanged.
UnitChangeResult recordUnitChange(const std::filesystem::path& file,
                                  const UnitChangeRequest& request);

}  // namespace tachanka::core
