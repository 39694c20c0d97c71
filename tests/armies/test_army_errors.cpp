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
    CHECK(army.troops[1].dismountsAs == "rifles");
    CHECK(army.troops[2].directHit == DirectHitClass::FieldGun);
    REQUIRE(army.tokenPool.size() == 3);
    CHECK(tokenLabel(army.tokenPool[0]) == "+1 clever");
    CHECK(tokenLabel(army.tokenPool[2]) == "-1");
}

TEST_CASE("a success number outside 2..12 is refused on its line") {
    const auto error = errorLoading(armyText(
        R"(<army id="test-army" name="Test Army" flight-percent="40">)",
        R"(<troop id="rifles" name="Rifles" arm="riflemen" charge="13" fear="7" serious="7" rally="6" shooting="3" range="12" fighting="3" move="6" points="6"/>)"));
    CHECK(contains(error, at(riflemenLine)));
    CHECK(contains(error, "'charge' is '13', expected a whole number from 2 to 12"));
}

TEST_CASE("an evasive move faster than the move is refused") {
    const auto error = errorLoading(armyText(
        R"(<army id="test-army" name="Test Army" flight-percent="40">)",
        R"(<troop id="rifles" name="Rifles" arm="riflemen" charge="7" fear="7" serious="7" rally="6" shooting="3" range="12" fighting="3" move="6" evasive-move="7" points="6"/>)"));
    CHECK(contains(error, at(riflemenLine)));
    CHECK(contains(error, "'evasive-move' is '7'"));
}

TEST_CASE("an unknown characteristic names the known ones") {
    const auto error = errorLoading(armyText(
        R"(<army id="test-army" name="Test Army" flight-percent="40">)",
        R"(<troop id="rifles" name="Rifles" arm="riflemen" charge="7" fear="7" serious="7" rally="6" shooting="3" range="12" fighting="3" move="6" characteristics="brave" points="6"/>)"));
    CHECK(contains(error, at(riflemenLine)));
    CHECK(contains(error, "unknown characteristic 'brave' (known: mob, partisan"));
}

TEST_CASE("an unknown officer characteristic on a token is refused") {
    const auto error = errorLoading(armyText(
        R"(<army id="test-army" name="Test Army" flight-percent="40">)",
        R"(<troop id="rifles" name="Rifles" arm="riflemen" charge="7" fear="7" serious="7" rally="6" shooting="3" range="12" fighting="3" move="6" points="6"/>)",
        R"(<troop id="horse" name="Horse" arm="sabres" charge="8" fear="8" serious="8" rally="7" shooting="1" range="6" fighting="4" move="12" dismounts-as="rifles" points="10"/>)",
        R"(<troop id="guns" name="Guns" arm="field-guns" charge="7" fear="7" serious="7" rally="6" shooting="6" range="80" fighting="1" move="8" direct-hit="field-gun" points="12"/>)",
        R"(<token bonus="+1" characteristics="drunk"/>)"));
    CHECK(contains(error, at(tokenLine)));
    CHECK(contains(error, "unknown officer characteristic 'drunk'"));
}

TEST_CASE("a morale bonus beyond +/-3 or not a number is refused") {
    const std::string army = R"(<army id="test-army" name="Test Army" flight-percent="40">)";
    const std::string rifles = R"(<troop id="rifles" name="Rifles" arm="riflemen" charge="7" fear="7" serious="7" rally="6" shooting="3" range="12" fighting="3" move="6" points="6"/>)";
    const std::string horse = R"(<troop id="horse" name="Horse" arm="sabres" charge="8" fear="8" serious="8" rally="7" shooting="1" range="6" fighting="4" move="12" points="10"/>)";
    const std::string guns = R"(<troop id="guns" name="Guns" arm="field-guns" charge="7" fear="7" serious="7" rally="6" shooting="6" range="80" fighting="1" move="8" direct-hit="field-gun" points="12"/>)";
    const auto tooBig = errorLoading(armyText(army, rifles, horse, guns, R"(<token bonus="+4"/>)"));
    CHECK(contains(tooBig, at(tokenLine)));
    CHECK(contains(tooBig, "'+4' is not a morale bonus from -3 to +3"));
    const auto words = errorLoading(armyText(army, rifles, horse, guns, R"(<token bonus="good"/>)"));
    CHECK(contains(words, "'good' is not a morale bonus"));
}

TEST_CASE("dismounts-as must name a riflemen type of the same army") {
    const std::string army = R"(<army id="test-army" name="Test Army" flight-percent="40">)";
    const std::string rifles = R"(<troop id="rifles" name="Rifles" arm="riflemen" charge="7" fear="7" serious="7" rally="6" shooting="3" range="12" fighting="3" move="6" points="6"/>)";
    const auto unknown = errorLoading(armyText(
        army, rifles,
        R"(<troop id="horse" name="Horse" arm="sabres" charge="8" fear="8" serious="8" rally="7" shooting="1" range="6" fighting="4" move="12" dismounts-as="plastoons" points="10"/>)"));
    CHECK(contains(unknown, at(cavalryLine)));
    CHECK(contains(unknown, "dismounts-as 'plastoons' is not a troop type of this army"));

    const auto notInfantry = errorLoading(armyText(
        army, rifles,
        R"(<troop id="horse" name="Horse" arm="sabres" charge="8" fear="8" serious="8" rally="7" shooting="1" range="6" fighting="4" move="12" dismounts-as="guns" points="10"/>)"));
    CHECK(contains(notInfantry, at(cavalryLine)));
    CHECK(contains(notInfantry, "is field-guns, but cavalry dismount as riflemen"));

    const auto notCavalry = errorLoading(armyText(
        army,
        R"(<troop id="rifles" name="Rifles" arm="riflemen" charge="7" fear="7" serious="7" rally="6" shooting="3" range="12" fighting="3" move="6" dismounts-as="rifles" points="6"/>)"));
    CHECK(contains(notCavalry, at(riflemenLine)));
    CHECK(contains(notCavalry, "only sabres dismount"));
}

TEST_CASE("a troop id used twice is refused on the second") {
    const auto error = errorLoading(armyText(
        R"(<army id="test-army" name="Test Army" flight-percent="40">)",
        R"(<troop id="rifles" name="Rifles" arm="riflemen" charge="7" fear="7" serious="7" rally="6" shooting="3" range="12" fighting="3" move="6" points="6"/>)",
        R"(<troop id="rifles" name="Horse" arm="sabres" charge="8" fear="8" serious="8" rally="7" shooting="1" range="6" fighting="4" move="12" points="10"/>)"));
    CHECK(contains(error, at(cavalryLine)));
    CHECK(contains(error, "troop id 'rifles' is used twice in this army"));
}

TEST_CASE("guns need a direct-hit class and riflemen may not have one") {
    const std::string army = R"(<army id="test-army" name="Test Army" flight-percent="40">)";
    const std::string rifles = R"(<troop id="rifles" name="Rifles" arm="riflemen" charge="7" fear="7" serious="7" rally="6" shooting="3" range="12" fighting="3" move="6" points="6"/>)";
    const std::string horse = R"(<troop id="horse" name="Horse" arm="sabres" charge="8" fear="8" serious="8" rally="7" shooting="1" range="6" fighting="4" move="12" points="10"/>)";
    const auto noClass = errorLoading(armyText(
        army, rifles, horse,
        R"(<troop id="guns" name="Guns" arm="field-guns" charge="7" fear="7" serious="7" rally="6" shooting="6" range="80" fighting="1" move="8" points="12"/>)"));
    CHECK(contains(noClass, at(gunLine)));
    CHECK(contains(noClass, "rolls direct hits"));

    const auto badClass = errorLoading(armyText(
        army, rifles, horse,
        R"(<troop id="guns" name="Guns" arm="field-guns" charge="7" fear="7" serious="7" rally="6" shooting="6" range="80" fighting="1" move="8" direct-hit="howitzer" points="12"/>)"));
    CHECK(contains(badClass, "'howitzer' is not a direct-hit class (none, field-gun, other)"));

    const auto riflemenWithGuns = errorLoading(armyText(
        army,
        R"(<troop id="rifles" name="Rifles" arm="riflemen" charge="7" fear="7" serious="7" rally="6" shooting="3" range="12" fighting="3" move="6" direct-hit="other" points="6"/>)"));
    CHECK(contains(riflemenWithGuns, at(riflemenLine)));
    CHECK(contains(riflemenWithGuns, "has no guns"));
}

TEST_CASE("an unknown arm, attribute or a bad flight percentage is refused") {
    const auto arm = errorLoading(armyText(
        R"(<army id="test-army" name="Test Army" flight-percent="40">)",
        R"(<troop id="rifles" name="Rifles" arm="grenadiers" charge="7" fear="7" serious="7" rally="6" shooting="3" range="12" fighting="3" move="6" points="6"/>)"));
    CHECK(contains(arm, at(riflemenLine)));
    CHECK(contains(arm, "'grenadiers' is not an arm"));

    const auto flight = errorLoading(armyText(R"(<army id="test-army" name="Test Army" flight-percent="0">)"));
    CHECK(contains(flight, at(armyLine)));
    CHECK(contains(flight, "'flight-percent' is '0'"));

    const auto typo = errorLoading(armyText(R"(<army id="test-army" name="Test Army" flight-percent="40" flight="3">)"));
    CHECK(contains(typo, at(armyLine)));
}

TEST_CASE("a provisional list without a note is refused") {
    const auto error = errorLoading(armyText(
        R"(<army id="test-army" name="Test Army" flight-percent="40" provisional="true">)"));
    CHECK(contains(error, at(armyLine)));
    CHECK(contains(error, "needs a <provisional-note>"));
}

TEST_CASE("two lists with one id in one folder name both files") {
    TempFolder folder;
    writeFile(folder / "a.xml", armyText());
    writeFile(folder / "b.xml", armyText());
    const auto error = xmlErrorOf([&] { findArmyLists({folder.path()}); });
    CHECK(contains(error, "b.xml: army id 'test-army' is also used by"));
    CHECK(contains(error, "a.xml"));
}

TEST_CASE("the earlier folder's list wins: a user's file overrides a shipped one") {
    TempFolder user;
    TempFolder shipped;
    writeFile(user / "mine.xml",
              armyText(R"(<army id="test-army" name="House Rules Army" flight-percent="55">)"));
    writeFile(shipped / "test-army.xml", armyText());
    writeFile(shipped / "other.xml",
              armyText(R"(<army id="other" name="Other Army" flight-percent="30">)"));
    const auto entries = findArmyLists({user.path(), shipped.path()});
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].id == "other");
    CHECK(entries[1].id == "test-army");
    CHECK(entries[1].name == "House Rules Army");
    CHECK(entries[1].flightPercent == 55);
}
