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
