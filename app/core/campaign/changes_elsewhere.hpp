#pragma once
// What another program wrote to a campaign while a front end showed it: a player chose his
// command on what he saw, so the command is refused when that is no longer the campaign, and
// goes ahead on a fresh read when the other program only wrote what the choice did not rest on.

#include <filesystem>

#include "app/core/campaign/campaign_action.hpp"

namespace tachanka::core {

// Whether the campaign still stands on the day, phase and side to play it stood on at `mark`,
// with nothing `mark` saw undone since: then a command chosen from the turn (Advance, a move,
// recruitment, an officer's draw) still means what the player meant.
bool turnStandsAsAt(const std::filesystem::path& file, const HistoryMark& mark);

}  // namespace tachanka::core
