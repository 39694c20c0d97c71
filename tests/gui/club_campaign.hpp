#pragma once
// A club's historical-scenario campaign (Orel 1919, 10.2, seed 5) played through the core's
// use cases into the morning of its fourth day, 18 October, for the desktop app's tests:
//
// 15 October, Whites' combat: 1/1K loses 2 steps; 2/1K loses 1 and is out of supply.
// 16 October, before the Whites' depots: 1/9D loses 2 steps, 2/9D is captured by the Whites
//   (its 3 steps become White prisoners), 1/2K loses 3 steps, all it has.
// 17 October, before the Whites' depots: 3/1K loses 2 steps and is out of command.
// Every phase in between is advanced, so income, arrivals and releases happen as the rules say.

#include <filesystem>

namespace tachanka::testing {

void playClubCampaign(const std::filesystem::path& file);

}  // namespace tachanka::testing
