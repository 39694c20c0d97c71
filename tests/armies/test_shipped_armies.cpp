// The shipped army lists against the text: the armies it names, the officer-draw rule
// ("Definitions"), the dismounting list ("Dismounting"), and provisional card values that
// follow the troop descriptions.

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

#include "rules/redactions/armies/army_list.hpp"

using namespace tachanka::rules::redactions;

namespace {

const std::filesystem::path shipped =
    std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates" / "armies";

ArmyList shippedArmy(const std::string& id) { return loadArmyList(shipped / (id + ".xml")); }

const TroopType& troopNamed(const ArmyList& army, const std::string& name) {
    const auto found = std::find_if(army.troops.begin(), army.troops.end(),
                                    [&](const TroopType& troop) { return troop.name == name; });
    REQUIRE_MESSAGE(found != army.troops.end(), army.id << " has no troop named " << name);
    return *found;
}

std::string dismountName(const ArmyList& army, const std::string& cavalryName) {
    const auto& cavalry = troopNamed(army, cavalryName);
    REQUIRE(cavalry.dismountsAs.has_value());
    const auto* infantry = army.troop(*cavalry.dismountsAs);
    REQUIRE(infantry != nullptr);
    return infantry->name;
}

}  // namespace

TEST_CASE("one list for every army, all provisional with a note") {
    const auto entries = findArmyLists({shipped});
    std::vector<std::string> ids;
    for (const auto& entry : entries) ids.push_back(entry.id);
    CHECK(ids == std::vector<std::string>{"afsr", "czech-legion", "freikorps", "konnarmiya",
                                          "latvians", "makhnovists", "nationalists", "partisans",
                                          "poles", "soviet", "white-cossacks"});
    for (const auto& entry : entries) {
        const auto army = loadArmyList(entry.file);
        CAPTURE(army.id);
        CHECK(army.provisional);
        CHECK(army.provisionalNote.find("Reconstruction, not the published cards") !=
              std::string::npos);
        CHECK(army.drawRule.juniorDraw == 1);  // "one token randomly for each junior officer"
        CHECK(army.tokenPool.size() >= 10);
    }
}

TEST_CASE("Soviet and Partisan armies draw two tokens per senior officer, the others three") {
    // "Soviet and Partisan armies, except Konnarmiya and Latvians, draw two officer tokens
    // randomly for each senior officer and select one of them. Other armies draw three."
    CHECK(shippedArmy("soviet").drawRule.seniorDraw == 2);
    CHECK(shippedArmy("partisans").drawRule.seniorDraw == 2);
    CHECK(shippedArmy("konnarmiya").drawRule.seniorDraw == 3);
    CHECK(shippedArmy("latvians").drawRule.seniorDraw == 3);
    for (const auto* id :
         {"afsr", "white-cossacks", "poles", "freikorps", "nationalists", "czech-legion"}) {
        CAPTURE(id);
        CHECK(shippedArmy(id).drawRule.seniorDraw == 3);
    }
}

TEST_CASE("cavalry dismount as the text's list says") {
    CHECK(dismountName(shippedArmy("soviet"), "Red Cavalry") == "Red Conscripts");
    CHECK(dismountName(shippedArmy("konnarmiya"), "Horse Army units") == "Red Regulars");
    CHECK(dismountName(shippedArmy("soviet"), "Red Cossacks") == "Partisans");
    CHECK(dismountName(shippedArmy("partisans"), "Red Cossacks") == "Partisans");
    CHECK(dismountName(shippedArmy("white-cossacks"), "White Cossacks") == "Plastoons");
    CHECK(dismountName(shippedArmy("afsr"), "White Cavalry (volunteers)") ==
          "White Volunteer Company");
    CHECK(dismountName(shippedArmy("afsr"), "White Cavalry (officers)") == "Officer Company");
    CHECK(dismountName(shippedArmy("nationalists"), "Nationalist Cavalry") ==
          "Nationalist Regulars");
    CHECK(dismountName(shippedArmy("poles"), "Polish Uhlans") == "Polish Regulars");
    CHECK(dismountName(shippedArmy("freikorps"), "FK Uhlans") == "Freikorps Kompagnie");
    CHECK(dismountName(shippedArmy("makhnovists"), "Makhnovist Cavalry") == "Makhnovist Partisans");
}

TEST_CASE("Mob troops are the worst riflemen of their army, Storm and Specialist the best") {
    for (const auto& entry : findArmyLists({shipped})) {
        const auto army = loadArmyList(entry.file);
        for (const auto& low : army.troops) {
            for (const auto& high : army.troops) {
                if (low.arm != Arm::Riflemen || high.arm != Arm::Riflemen) continue;
                const auto isMob = [](const TroopType& troop) {
                    return troop.has(Characteristic::Mob) &&
                           !troop.has(Characteristic::WhiteOfficerBase);
                };
                const auto isBest = [](const TroopType& troop) {
                    return troop.has(Characteristic::Storm) ||
                           troop.has(Characteristic::Specialist);
                };
                const bool mobBelowOthers = isMob(low) && !isMob(high);
                const bool othersBelowBest = !isBest(low) && isBest(high);
                if (!mobBelowOthers && !othersBelowBest) continue;
                CAPTURE(army.id);
                CAPTURE(low.id);
                CAPTURE(high.id);
                for (const auto test : {MoraleTest::Charge, MoraleTest::Fear, MoraleTest::Serious,
                                        MoraleTest::Rally}) {
                    CHECK(low.success.of(test) <= high.success.of(test));
                }
                CHECK(low.points <= high.points);
            }
        }
    }
}

TEST_CASE("White Conscripts with a White Officer base test as a White Volunteer Company") {
    const auto afsr = shippedArmy("afsr");
    const auto& stiffened = troopNamed(afsr, "White Conscripts with a White Officer base");
    const auto& volunteers = troopNamed(afsr, "White Volunteer Company");
    CHECK(stiffened.has(Characteristic::WhiteOfficerBase));
    CHECK(stiffened.success.charge == volunteers.success.charge);
    CHECK(stiffened.success.fear == volunteers.success.fear);
    CHECK(stiffened.success.serious == volunteers.success.serious);
    CHECK(stiffened.success.rally == volunteers.success.rally);
}

TEST_CASE("engineers and grenadiers are marked for the wire and vehicle rules") {
    CHECK(shippedArmy("soviet").troop("engineers")->engineers);
    CHECK(shippedArmy("afsr").troop("sappers")->engineers);
    CHECK(shippedArmy("freikorps").troop("freikorps-kompagnie")->grenadiers);
    CHECK_FALSE(shippedArmy("soviet").troop("red-regulars")->engineers);
}

TEST_CASE("early Soviet artillery carries the +1 direct-hit flag, other guns not") {
    CHECK(shippedArmy("soviet").troop("field-guns")->earlyArtillery);
    CHECK_FALSE(shippedArmy("afsr").troop("field-guns")->earlyArtillery);
    CHECK(shippedArmy("afsr").troop("field-guns")->directHit == GunClass::FieldGun);
    CHECK(shippedArmy("afsr").troop("mortars")->directHit == GunClass::Other);
}
