#pragma once
// Army-list use cases: list the armies, describe one, draw its officers' tokens. Lists come
// from templateFolders()/armies; a user's file with the same id overrides a shipped one.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/common/dice_choice.hpp"
#include "rules/dice.hpp"
#include "rules/redactions/armies/army_list.hpp"
#include "rules/redactions/armies/flight.hpp"
#include "rules/redactions/armies/officer_draw.hpp"

namespace tachanka::core {

std::vector<rules::redactions::ArmyEntry> listArmies();

// The whole list of army `id`; an unknown id is a UserError naming the ids there are.
rules::redactions::ArmyList describeArmy(std::string_view id);

struct OfficerDrawRequest {
    std::string armyId;
    int seniors = 0;
    int juniors = 0;
    DiceChoice dice;  // typed: one value per token drawn
    // The token each officer who draws more than one keeps, from 1, in drawing order.
    std::vector<std::size_t> keep;
};

struct OfficerDrawReport {
    std::string armyId;
    std::string armyName;
    bool provisional = false;
    rules::redactions::OfficerDrawRule rule;
    std::vector<rules::redactions::OfficerDraw> draws;
    // The last draw waits for the player to choose which token to keep; nothing after it is
    // drawn, and tokensLeft does not count its tokens.
    bool awaitingChoice = false;
    std::vector<rules::DieRoll> rolls;
    std::size_t tokensLeft = 0;
};

// Draws for the army's senior officers then its junior officers, each senior keeping the
// token the player chose (request.keep), stopping at the first one with no choice given.
OfficerDrawReport drawArmyOfficers(const OfficerDrawRequest& request);

// Whether army `armyId` has reached its flight number: its list's flight percentage of the
// original points against the points destroyed, captured or routing.
rules::redactions::FlightCheck checkArmyFlight(std::string_view armyId, int originalPoints,
                                               const rules::redactions::ArmyLosses& losses);

}  // namespace tachanka::core
