#pragma once
// What a seat's page shows (issue 48), as JSON: read from the campaign file the seat may see
// (a side's view, cut down by app/core/seats/side_files.hpp, or the umpire's whole campaign).
// Nothing here decides what is hidden: the view file already holds only what the side knows.

#include <filesystem>
#include <string>

namespace tachanka::server {

// {"campaign", "turn": {"date", "phase", "phase_title", "active_side", "line", "your_turn"},
// "sides": [{"name", "recruit_points", "prisoners"}] (the seat's own; every side for the
// umpire), "units": [{"code", "name", "side", "kind", "hex", "steps", "steps_max", "mode",
// "own"}], "officers": [{"id", "side", "rank", "name", "formation", "unit", "token", "fate"}],
// "contacts": [{"hex", "defenders", "attackers"}] (the seat's side's combat phase only),
// "battles": [{"id", "title", "state", "hex", "attacker_side", "defender_side", "attackers",
// "defenders", "outcome", "effects", "answers", "yours", "question": {"awaiting", "side",
// "text", "units", "from", "one_must", "answers": [{"answer", "reads", "provisional", "odds":
// [{"probability", "fraction", "result"}]}]}}]}.
// `side`: the seat's side; empty for the umpire.
std::string seatView(const std::filesystem::path& seen, const std::string& campaignName,
                     const std::string& side);

}  // namespace tachanka::server
