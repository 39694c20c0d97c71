// Phase: the seven phases of a player's turn and their stable names.

#include <doctest/doctest.h>

#include <array>
#include <set>
#include <string>

#include "model/phase.hpp"

using tachanka::model::Phase;
using tachanka::model::phaseName;
using tachanka::model::phaseNamed;
using tachanka::model::phaseTitle;

namespace {

constexpr std::array<Phase, 7> sequenceOfPlay{
    Phase::DepotStatus, Phase::Recruitment, Phase::CommandCheck, Phase::RandomEvents,
    Phase::Movement,    Phase::Combat,      Phase::CleanUp};

}  // namespace

TEST_CASE("phaseName gives each phase its stable identifier") {
    CHECK(phaseName(Phase::DepotStatus) == "depots");
    CHECK(phaseName(Phase::Recruitment) == "recruitment");
    CHECK(phaseName(Phase::CommandCheck) == "command");
    CHECK(phaseName(Phase::RandomEvents) == "events");
    CHECK(phaseName(Phase::Movement) == "movement");
    CHECK(phaseName(Phase::Combat) == "combat");
    CHECK(phaseName(Phase::CleanUp) == "clean-up");
}

TEST_CASE("phaseNamed reads back every phase's name") {
    for (const Phase phase : sequenceOfPlay) {
        CAPTURE(phaseName(phase));
        const auto read = phaseNamed(phaseName(phase));
        REQUIRE(read.has_value());
        CHECK(*read == phase);
    }
}

TEST_CASE("phaseNamed refuses unknown, misspelt and differently cased names") {
    CHECK_FALSE(phaseNamed("").has_value());
    CHECK_FALSE(phaseNamed("Depots").has_value());
    CHECK_FALSE(phaseNamed("cleanup").has_value());
    CHECK_FALSE(phaseNamed("movement ").has_value());
    CHECK_FALSE(phaseNamed("supply").has_value());
}

TEST_CASE("the Phase enumeration is ordered as the sequence of play") {
    for (std::size_t i = 1; i < sequenceOfPlay.size(); ++i) {
        CHECK(sequenceOfPlay[i - 1] < sequenceOfPlay[i]);
    }
}

TEST_CASE("phaseTitle gives every phase a distinct descriptive title") {
    std::set<std::string> titles;
    for (const Phase phase : sequenceOfPlay) {
        const std::string title(phaseTitle(phase));
        CAPTURE(title);
        CHECK(title.size() > phaseName(phase).size());
        CHECK(title != "?");
        titles.insert(title);
    }
    CHECK(titles.size() == sequenceOfPlay.size());
    CHECK(phaseTitle(Phase::Movement) == "Movement and special actions");
}
