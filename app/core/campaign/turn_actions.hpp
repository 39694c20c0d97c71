#pragma once
// Advancing a campaign through Orel 1919's sequence of play (2), one phase at a time, with
// everything the rules do on their own when a phase begins (income, reinforcements, releases,
// entrenchments, rallied routs) written to the campaign and its ledger.

#include <filesystem>
#include <string>
#include <vector>

#include "model/campaign.hpp"

namespace tachanka::core {

// One thing the rules did on their own, in a player's words.
struct AppliedStep {
    std::string kind;  // the ledger kind: "rp-income", "unit-arrived", ...
    std::string side;
    std::string text;  // "Reds receive 2 RP (track 2, Orël 0); pool 5"
};

struct TurnStatus {
    model::Campaign campaign;
    std::vector<std::string> byHand;  // what the phase asks of the players (rules' own list)
    bool ended = false;               // the scenario's last phase: nothing follows
};

struct TurnAdvance {
    std::string from;  // the turn line the campaign left
    TurnStatus now;
    std::vector<AppliedStep> applied;
};

TurnStatus describeTurn(const std::filesystem::path& file);

// Moves to the next phase (White turn, then Red, then the next day) and applies what the rules
// do on entering it; a UserError after the scenario's last day's last phase.
TurnAdvance advanceTurn(const std::filesystem::path& file);

}  // namespace tachanka::core
