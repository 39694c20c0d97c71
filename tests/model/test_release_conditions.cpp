// 10.2: the words a campaign keeps for what releases an inactive formation early, read back.

#include <doctest/doctest.h>

#include "model/scenario.hpp"

using namespace tachanka::model;

TEST_CASE("a formation released when attacked is read back from the words written for it") {
    const ReleaseCondition attacked{ReleaseEvent::Attacked, 0, ""};
    const ReleaseCondition nearby{ReleaseEvent::EnemyWithin, 2, "Drozdovsky"};
    const ReleaseCondition railroad{ReleaseEvent::EnemyNearDoubleTrack, 3, ""};
    CHECK(releasedWhenAttacked(releaseConditionsText({attacked})));
    CHECK(releasedWhenAttacked(releaseConditionsText({attacked, nearby})));
    CHECK(releasedWhenAttacked(releaseConditionsText({nearby, attacked})));
    CHECK(releasedWhenAttacked(releaseConditionsText({railroad, nearby, attacked})));
    CHECK_FALSE(releasedWhenAttacked(releaseConditionsText({nearby, railroad})));
    CHECK_FALSE(releasedWhenAttacked(""));
    // A formation's name that holds the word is no release by attack.
    CHECK_FALSE(releasedWhenAttacked(
        releaseConditionsText({{ReleaseEvent::EnemyWithin, 2, "the attacked brigade"}})));
}

TEST_CASE("every release condition is read back whole from the words written for it") {
    const std::vector<ReleaseCondition> kornilov{
        {ReleaseEvent::Attacked, 0, ""},
        {ReleaseEvent::EnemyWithin, 2, "9th Rifle Division"},
        {ReleaseEvent::EnemyNearDoubleTrack, 2, ""}};
    const auto read = releaseConditionsRead(releaseConditionsText(kornilov));
    REQUIRE(read.size() == 3);
    CHECK(read[0].event == ReleaseEvent::Attacked);
    CHECK(read[1].event == ReleaseEvent::EnemyWithin);
    CHECK(read[1].hexes == 2);
    CHECK(read[1].exceptFormation == "9th Rifle Division");
    CHECK(read[2].event == ReleaseEvent::EnemyNearDoubleTrack);
    CHECK(read[2].hexes == 2);
    const auto plain = releaseConditionsRead("an enemy unit within 3 hexes");
    REQUIRE(plain.size() == 1);
    CHECK(plain[0].hexes == 3);
    CHECK(plain[0].exceptFormation.empty());
    // Words a campaign file was edited to hold are no condition at all.
    CHECK(releaseConditionsRead("when the snow melts, or an enemy unit within lots hexes").empty());
}
