#pragma once
// The Orel "Extended Combat Example" (designer's notes) set up in a historical campaign as a
// game master would, with overrides: on 15 October, the Reds' combat phase, three Red units
// of the 9th Rifle Division (Inf A from one hex, Inf B and the cavalry from another, the
// division's artillery in support) next to three units of the 1st Kornilov Regiment (X with
// integrated artillery, Y, and the cavalry Z) in hex 1005, an empty corner of the map.

#include <string>

#include "model/hex.hpp"
#include "tests/campaign_turns/campaign_fixture.hpp"

namespace tachanka::testing {

struct ExampleHexes {
    model::Hex defender;  // X, Y, Z
    model::Hex west;      // Inf A
    model::Hex north;     // Inf B, the cavalry and the artillery
    model::Hex retreat;   // where the Whites retreat to
};

ExampleHexes exampleHexes();

// The example's units by their codes in the campaign.
inline constexpr const char* infA = "1/9D";
inline constexpr const char* infB = "2/9D";
inline constexpr const char* redCavalry = "Cv/9D";
inline constexpr const char* redArtillery = "Art/9D";
inline constexpr const char* unitX = "1/1K";
inline constexpr const char* unitY = "2/1K";
inline constexpr const char* unitZ = "Cv/1K";

// The dice the text rolls: coordination 4, Red cohesion 4, White cohesion 6, assault 4+6,
// White morale 4.
inline const std::vector<int> exampleDice{4, 4, 6, 4, 6, 4};

class ExampleCampaign : public HistoricalCampaign {
public:
    ExampleCampaign();
    void releaseFormation(std::string_view name);
};

}  // namespace tachanka::testing
