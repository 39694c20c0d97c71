// Close assault, morale, leadership and the miscellaneous numbers as the text gives them.

#include <doctest/doctest.h>

#include "rules/bnb/assault.hpp"
#include "rules/bnb/morale.hpp"
#include "tests/bnb/bnb_tables_fixture.hpp"

using namespace tachanka::rules::bnb;
using tachanka::testing::shippedBnbTables;

TEST_CASE("close assault losses table: winner and loser hit boxes by the d6") {
    const auto& assault = shippedBnbTables().closeAssault;
    SUBCASE("1: winner 0, loser 1") {
        CHECK(describe(meleeLosses(assault, 1)) == "winner 0, loser 1");
    }
    SUBCASE("2: winner 1, loser 1") {
        CHECK(describe(meleeLosses(assault, 2)) == "winner 1, loser 1");
    }
    SUBCASE("3: winner 1, loser 2") {
        CHECK(describe(meleeLosses(assault, 3)) == "winner 1, loser 2");
    }
    SUBCASE("4: winner 1, loser 2") {
        CHECK(describe(meleeLosses(assault, 4)) == "winner 1, loser 2");
    }
    SUBCASE("5: winner 1, loser 3") {
        CHECK(describe(meleeLosses(assault, 5)) == "winner 1, loser 3");
    }
    SUBCASE("6: winner 1, loser 4") {
        CHECK(describe(meleeLosses(assault, 6)) == "winner 1, loser 4");
    }
}

TEST_CASE("close assault: the five modifiers") {
    const auto& modifiers = shippedBnbTables().closeAssault.modifiers;
    CHECK(modifiers.at(AssaultModifier::MoreHitBoxes) == 1);
    CHECK(modifiers.at(AssaultModifier::InfantryInWorksVsCavalry) == 3);
    CHECK(modifiers.at(AssaultModifier::CavalryVsInfantryInOpen) == 3);
    CHECK(modifiers.at(AssaultModifier::ColumnOrArtillerymen) == -2);
    CHECK(modifiers.at(AssaultModifier::BetterMorale) == 1);
}

TEST_CASE("armoured overrun: hits from 4, stands hit the vehicle on 6") {
    const auto& assault = shippedBnbTables().closeAssault;
    CHECK(assault.overrunVehicleHitsFrom == 4);
    CHECK(assault.overrunStandHitsOn == 6);
}

namespace {

int modifierOf(MoraleOccasion occasion, const char* id) {
    return shippedBnbTables().morale.occasions.at(occasion).modifiers.at(id).add;
}

}  // namespace

TEST_CASE("morale levels 1 fanatical to 4 shaky") {
    CHECK(shippedBnbTables().morale.lowestLevel == 1);
    CHECK(shippedBnbTables().morale.highestLevel == 4);
}

TEST_CASE("morale modifiers: attempting close assault") {
    using O = MoraleOccasion;
    CHECK(modifierOf(O::AttemptingAssault, "leader") == 1);
    CHECK(modifierOf(O::AttemptingAssault, "cavalry-charging") == 1);
    CHECK(modifierOf(O::AttemptingAssault, "vehicle-attacking") == 1);
    CHECK(modifierOf(O::AttemptingAssault, "under-fire") == -1);
    const auto& occasion = shippedBnbTables().morale.occasions.at(O::AttemptingAssault);
    CHECK(occasion.failure == MoraleFailure::Hold);
    CHECK(occasion.failureAboveLevel == 2);
    CHECK(occasion.failureAbove == MoraleFailure::Pinned);
}

TEST_CASE("morale modifiers: taking losses") {
    using O = MoraleOccasion;
    CHECK(modifierOf(O::TakingLosses, "leader") == 1);
    CHECK(modifierOf(O::TakingLosses, "stand-lost") == -1);
    CHECK(modifierOf(O::TakingLosses, "entrenched-or-town") == 1);
    CHECK(modifierOf(O::TakingLosses, "won-melee") == 1);
    CHECK(shippedBnbTables().morale.occasions.at(O::TakingLosses).failure ==
          MoraleFailure::FallBackOne);
}

TEST_CASE("morale modifiers: attached leader killed") {
    using O = MoraleOccasion;
    CHECK(modifierOf(O::LeaderKilled, "leader-rating") == -1);
    CHECK(modifierOf(O::LeaderKilled, "defensive-position") == 1);
    CHECK(modifierOf(O::LeaderKilled, "won-melee") == 1);
    CHECK(shippedBnbTables().morale.occasions.at(O::LeaderKilled).provisional);
}

TEST_CASE("morale modifiers: attempting to become unpinned") {
    using O = MoraleOccasion;
    CHECK(modifierOf(O::Unpin, "leader") == 1);
    CHECK(modifierOf(O::Unpin, "under-fire") == -1);
    CHECK(shippedBnbTables().morale.occasions.at(O::Unpin).failure == MoraleFailure::RemainPinned);
}

TEST_CASE("morale modifiers: receiving close assault") {
    using O = MoraleOccasion;
    const auto& modifiers = shippedBnbTables().morale.occasions.at(O::ReceivingAssault).modifiers;
    CHECK(modifierOf(O::ReceivingAssault, "leader") == 1);
    CHECK(modifierOf(O::ReceivingAssault, "defensive-position") == 1);
    CHECK(modifiers.at("assaulted-by-vehicle").add == -1);
    CHECK(modifiers.at("assaulted-by-vehicle").aboveLevel == 1);
    CHECK(modifiers.at("assaulted-by-cavalry").add == -1);
    CHECK(modifiers.at("assaulted-by-cavalry").aboveLevel == 2);
    CHECK(modifierOf(O::ReceivingAssault, "artillery") == -1);
    CHECK(shippedBnbTables().morale.occasions.at(O::ReceivingAssault).failure ==
          MoraleFailure::FallBackOne);
}

TEST_CASE("morale modifiers: losing a close assault melee") {
    using O = MoraleOccasion;
    CHECK(modifierOf(O::LosingMelee, "leader") == 1);
    CHECK(modifierOf(O::LosingMelee, "outnumbered") == -1);
    CHECK(modifierOf(O::LosingMelee, "not-entrenched") == -1);
    CHECK(modifierOf(O::LosingMelee, "facing-cavalry-or-vehicle-in-open") == -1);
    CHECK(shippedBnbTables().morale.occasions.at(O::LosingMelee).failure ==
          MoraleFailure::FallBackTwoMore);
}

TEST_CASE("morale modifiers: friendly unit within 3 hexes falls back") {
    using O = MoraleOccasion;
    CHECK(modifierOf(O::FriendlyFellBack, "leader") == 1);
    CHECK(modifierOf(O::FriendlyFellBack, "defensive-position") == 1);
    CHECK(modifierOf(O::FriendlyFellBack, "artillery") == -1);
    CHECK(shippedBnbTables().morale.occasions.at(O::FriendlyFellBack).failure ==
          MoraleFailure::FallBackOne);
}

TEST_CASE("leadership numbers: rating 0-3, 15 hexes, 1 CP a hex, 2 for 1, 3 hexes, d6") {
    const auto& leadership = shippedBnbTables().leadership;
    CHECK(leadership.lowestRating == 0);
    CHECK(leadership.highestRating == 3);
    CHECK(leadership.commandWithinHexes == 15);
    CHECK(leadership.cpPerHex == 1);
    CHECK(leadership.passDownCost == 2);
    CHECK(leadership.rangeHexes == 3);
    CHECK(leadership.noLeadersDice == 1);
}

TEST_CASE("leader casualties: hit numbers by fire type and the effect table") {
    const auto& casualties = shippedBnbTables().leaderCasualties;
    SUBCASE("small arms 2d6, 12") {
        CHECK(casualties.hitRolls.at(FireType::SmallArms).dice == 2);
        CHECK(casualties.hitRolls.at(FireType::SmallArms).hitFrom == 12);
    }
    SUBCASE("artillery 2d6, 11-12") {
        CHECK(casualties.hitRolls.at(FireType::Artillery).dice == 2);
        CHECK(casualties.hitRolls.at(FireType::Artillery).hitFrom == 11);
    }
    SUBCASE("close assault 1d6, 6") {
        CHECK(casualties.hitRolls.at(FireType::CloseAssault).dice == 1);
        CHECK(casualties.hitRolls.at(FireType::CloseAssault).hitFrom == 6);
    }
    SUBCASE("effect 1-2 killed") {
        CHECK(casualties.effects.at(1).fate == LeaderFate::Killed);
        CHECK(casualties.effects.at(2).fate == LeaderFate::Killed);
    }
    SUBCASE("effect 3 seriously wounded, seized in a lost assault") {
        CHECK(casualties.effects.at(3).fate == LeaderFate::SeriouslyWounded);
        CHECK(casualties.effects.at(3).capturedIfAssaultLost);
    }
    SUBCASE("effect 4-5 wounded, evacuated") {
        CHECK(casualties.effects.at(4).fate == LeaderFate::WoundedEvacuated);
        CHECK(casualties.effects.at(5).fate == LeaderFate::WoundedEvacuated);
        CHECK_FALSE(casualties.effects.at(4).capturedIfAssaultLost);
    }
    SUBCASE("effect 6 slight wound") {
        CHECK(casualties.effects.at(6).fate == LeaderFate::SlightWound);
    }
}

TEST_CASE("initiative 2d6, attached MG at 50 percent") {
    CHECK(shippedBnbTables().initiativeDice == 2);
    CHECK(shippedBnbTables().attachedMgKeptUntilPercent == 50);
}
