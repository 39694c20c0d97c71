// Army-list validation: every bad value is one error naming the file, the line and the reason.

#include <doctest/doctest.h>

#include "rules/redactions/armies/army_list.hpp"
#include "tests/armies/army_text.hpp"
#include "tests/rules/xml_error.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/support/text.hpp"

using namespace tachanka::rules::redactions;
using namespace tachanka::testing;

namespace {

std::string errorLoading(const std::string& text) {
    TempFolder folder;
    const auto file = folder / "army.xml";
    writeFile(file, text);
    return xmlErrorOf([&] { loadArmyList(file); });
}

std::string badRiflemen(const std::string& from, const std::string& to) {
    return errorLoading(armyText(sampleArmy, with(sampleRiflemen, from, to)));
}

std::string badCavalry(const std::string& from, const std::string& to) {
    return errorLoading(armyText(sampleArmy, sampleRiflemen, with(sampleCavalry, from, to)));
}

std::string badGuns(const std::string& from, const std::string& to) {
    return errorLoading(
        armyText(sampleArmy, sampleRiflemen, sampleCavalry, with(sampleGuns, from, to)));
}

std::string badToken(const std::string& token) {
    return errorLoading(armyText(sampleArmy, sampleRiflemen, sampleCavalry, sampleGuns, token));
}

std::string at(int line) { return "army.xml:" + std::to_string(line) + ":"; }

}  // namespace

TEST_CASE("the sample army loads with every value") {
    TempFolder folder;
    writeFile(folder / "army.xml", armyText());
    const auto army = loadArmyList(folder / "army.xml");
    CHECK(army.id == "test-army");
    CHECK(army.flightPercent == 40);
    CHECK_FALSE(army.provisional);
    CHECK(army.description == "Кутепов's test army");
    CHECK(army.drawRule.seniorDraw == 3);
    REQUIRE(army.troops.size() == 3);
    const auto& rifles = army.troops[0];
    CHECK(rifles.success.of(MoraleTest::Charge) == 7);
    CHECK(rifles.success.of(MoraleTest::Rally) == 6);
    CHECK(rifles.evasiveMove == 3);
    CHECK(rifles.has(Characteristic::Skirmisher));
    CHECK_FALSE(rifles.engineers);
    CHECK_FALSE(rifles.grenadiers);
    CHECK(army.troops[1].dismountsAs == "rifles");
    CHECK(army.troops[2].directHit == GunClass::FieldGun);
    REQUIRE(army.tokenPool.size() == 3);
    CHECK(tokenLabel(army.tokenPool[0]) == "+1 clever");
    CHECK(tokenLabel(army.tokenPool[2]) == "-1");
}

TEST_CASE("a success number outside 2..12 is refused on its line") {
    const auto error = badRiflemen(R"(charge="7")", R"(charge="13")");
    CHECK(contains(error, at(riflemenLine)));
    CHECK(contains(error, "'charge' is '13', expected a whole number from 2 to 12"));
}

TEST_CASE("an evasive move faster than the move is refused") {
    const auto error = badRiflemen(R"(evasive-move="3")", R"(evasive-move="7")");
    CHECK(contains(error, at(riflemenLine)));
    CHECK(contains(error, "'evasive-move' is '7'"));
}

TEST_CASE("an unknown or repeated characteristic is refused") {
    const auto unknown = badRiflemen(R"("skirmisher")", R"("brave")");
    CHECK(contains(unknown, at(riflemenLine)));
    CHECK(contains(unknown, "unknown characteristic 'brave' (known: mob, partisan"));
    const auto twice = badRiflemen(R"("skirmisher")", R"("mob mob")");
    CHECK(contains(twice, "characteristic 'mob' is given twice"));
}

TEST_CASE("an unknown officer characteristic on a token is refused") {
    const auto error = badToken(R"(<token bonus="+1" characteristics="drunk"/>)");
    CHECK(contains(error, at(tokenLine)));
    CHECK(contains(error, "unknown officer characteristic 'drunk'"));
}

TEST_CASE("a morale bonus beyond +/-3 or not a number is refused") {
    const auto tooBig = badToken(R"(<token bonus="+4"/>)");
    CHECK(contains(tooBig, at(tokenLine)));
    CHECK(contains(tooBig, "'+4' is not a morale bonus from -3 to +3"));
    CHECK(contains(badToken(R"(<token bonus="good"/>)"), "'good' is not a morale bonus"));
    CHECK(contains(badToken(R"(<token bonus="1" count="0"/>)"), "'count' is '0'"));
}

TEST_CASE("dismounts-as must name a riflemen type of the same army") {
    const auto unknown = badCavalry(R"(dismounts-as="rifles")", R"(dismounts-as="plastoons")");
    CHECK(contains(unknown, at(cavalryLine)));
    CHECK(contains(unknown, "dismounts-as 'plastoons' is not a troop type of this army"));

    const auto notInfantry = badCavalry(R"(dismounts-as="rifles")", R"(dismounts-as="guns")");
    CHECK(contains(notInfantry, at(cavalryLine)));
    CHECK(contains(notInfantry, "is field-guns, but cavalry dismount as riflemen"));

    const auto notCavalry = badRiflemen(R"(points="6")", R"(dismounts-as="rifles" points="6")");
    CHECK(contains(notCavalry, at(riflemenLine)));
    CHECK(contains(notCavalry, "only sabres dismount"));
}

TEST_CASE("only riflemen are engineers or grenadiers") {
    CHECK(contains(badCavalry(R"(points="10")", R"(engineers="true" points="10")"),
                   "only riflemen are engineers or grenadiers, not sabres"));
    CHECK(contains(badRiflemen(R"(points="6")", R"(grenadiers="yes" points="6")"),
                   "expected true or false"));
}

TEST_CASE("a troop id used twice is refused on the second") {
    const auto error = badCavalry(R"(id="horse")", R"(id="rifles")");
    CHECK(contains(error, at(cavalryLine)));
    CHECK(contains(error, "troop id 'rifles' is used twice in this army"));
}

TEST_CASE("guns need a direct-hit class and riflemen may not have one") {
    const auto noClass = badGuns(R"(direct-hit="field-gun" )", "");
    CHECK(contains(noClass, at(gunLine)));
    CHECK(contains(noClass, "rolls direct hits"));

    const auto badClass = badGuns(R"("field-gun")", R"("howitzer")");
    CHECK(contains(badClass, "'howitzer' is not a direct-hit class (field-gun, other)"));

    const auto riflemenWithGuns = badRiflemen(R"(points="6")", R"(direct-hit="other" points="6")");
    CHECK(contains(riflemenWithGuns, at(riflemenLine)));
    CHECK(contains(riflemenWithGuns, "has no guns"));

    const auto earlyWithoutGuns =
        badRiflemen(R"(points="6")", R"(early-artillery="true" points="6")");
    CHECK(contains(earlyWithoutGuns, "early-artillery needs a direct-hit class"));
}

TEST_CASE("an unknown arm, attribute or a bad flight percentage is refused") {
    const auto arm = badRiflemen(R"("riflemen")", R"("grenadiers")");
    CHECK(contains(arm, at(riflemenLine)));
    CHECK(contains(arm, "'grenadiers' is not an arm"));

    const auto flight = errorLoading(armyText(with(sampleArmy, R"("40")", R"("0")")));
    CHECK(contains(flight, at(armyLine)));
    CHECK(contains(flight, "'flight-percent' is '0'"));

    const auto typo = errorLoading(armyText(with(sampleArmy, ">", R"( flight="3">)")));
    CHECK(contains(typo, at(armyLine)));
    CHECK(contains(typo, "flight"));

    const auto badId = errorLoading(armyText(with(sampleArmy, "test-army", "Test Army")));
    CHECK(contains(badId, "may hold only a-z, 0-9 and '-'"));
}

TEST_CASE("a provisional list without a note is refused") {
    const auto error = errorLoading(armyText(with(sampleArmy, ">", R"( provisional="true">)")));
    CHECK(contains(error, at(armyLine)));
    CHECK(contains(error, "needs a <provisional-note>"));
}

TEST_CASE("two lists with one id in one folder name both files") {
    TempFolder folder;
    writeFile(folder / "a.xml", armyText());
    writeFile(folder / "b.xml", armyText());
    const auto error = xmlErrorOf([&] { findArmyLists({folder.path()}); });
    CHECK(contains(error, "b.xml:2:"));
    CHECK(contains(error, "army id 'test-army' is also used by"));
    CHECK(contains(error, "a.xml"));
}

TEST_CASE("the earlier folder's list wins: a user's file overrides a shipped one") {
    TempFolder user;
    TempFolder shipped;
    writeFile(user / "mine.xml",
              armyText(with(with(sampleArmy, "Test Army", "House Rules Army"), "40", "55")));
    writeFile(shipped / "test-army.xml", armyText());
    writeFile(shipped / "other.xml",
              armyText(with(with(sampleArmy, "test-army", "other"), "Test Army", "Other Army")));
    const auto entries = findArmyLists({user.path(), shipped.path()});
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].id == "other");
    CHECK(entries[1].id == "test-army");
    CHECK(entries[1].name == "House Rules Army");
    CHECK(entries[1].flightPercent == 55);
}
