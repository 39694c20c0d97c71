// The shipped templates/rules/orel-1919.xml against the numbers of the rules text,
// and the loader's refusal of bad data with file:line.

#include <doctest/doctest.h>

#include <fstream>

#include "rules/orel/orel_tables.hpp"
#include "rules/xml/xml_document.hpp"
#include "tests/orel_operations/tables.hpp"
#include "tests/rules/xml_error.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka::rules::orel::operations;
using tachanka::model::Hex;
using tachanka::testing::shippedOperationsTables;

TEST_CASE("7.1.2 stacking: 10 stacking points or 3 units") {
    CHECK(shippedOperationsTables().stackingPoints == 10);
    CHECK(shippedOperationsTables().stackingUnits == 3);
}

TEST_CASE("7.1.3 ZoC costs: +1 to leave, all MP but 1 or +2 from ZoC to ZoC") {
    const auto& zoc = shippedOperationsTables().zoc;
    CHECK(zoc.leaveExtra == 1);
    for (Mover mover : {Mover::Infantry, Mover::Artillery, Mover::Tank, Mover::Convoy}) {
        CHECK_FALSE(zoc.zocToZocExtra.at(mover).has_value());
    }
    CHECK(zoc.zocToZocExtra.at(Mover::Cavalry) == 2);
    CHECK(zoc.zocToZocExtra.at(Mover::ArmouredCar) == 2);
}

TEST_CASE("7.1.4, 7.1.5, 7.2: costs of special actions") {
    const auto& a = shippedOperationsTables().actions;
    CHECK(a.combatMode == 1);
    CHECK(a.marchingDayBonus == 2);
    CHECK(a.barrageArtillery == 3);
    CHECK(a.barrageArmouredTrain == 0);
    CHECK(a.preparedReds == 3);
    CHECK(a.preparedRedShock == 2);
    CHECK(a.preparedTank == 3);
    CHECK(a.preparedWhites == 2);
    CHECK(a.preparedArmouredCar == 2);
    CHECK(a.preparedArmouredTrain == 0);
    CHECK(a.hastyAll == 1);
    CHECK(a.hastyArmouredTrain == 0);
}

TEST_CASE("3 and 8.2 supply constants") {
    const auto& s = shippedOperationsTables().supply;
    CHECK(s.supplyRange == 5);
    CHECK(s.convoyLine == 10);
    CHECK(s.doubleTrackFactor == 2);
    CHECK(s.preparedAttack == 2);
    CHECK(s.hastyAttack == 1);
    CHECK(s.barragePerArtillery == 1);
    CHECK(s.resupplyPerUnit == 1);
    CHECK(s.eliminationRelief == 2);
    CHECK(s.eliminationReliefDoubleTrack == 4);
    CHECK(s.convoyExceptions.at(Side::Reds).line == 3);
    CHECK(s.convoyExceptions.at(Side::Reds).hexes ==
          std::vector<Hex>{Hex::parse("0118"), Hex::parse("2701")});
    CHECK(s.convoyExceptions.at(Side::Whites).hexes ==
          std::vector<Hex>{Hex::parse("1220"), Hex::parse("2120")});
}

TEST_CASE("4 recruitment constants") {
    const auto& r = shippedOperationsTables().recruitment;
    CHECK(r.savedMaximum == 12);
    CHECK(r.orelBonus == 1);
    CHECK(r.prisonersPerRp == 3);
    CHECK(r.battalionCost == 2);
    CHECK(r.recoveryRange == 5);
    CHECK(r.recruitsPenalty == 1);
    CHECK(r.battalionLimit.at(Side::Reds) == 4);
    CHECK(r.battalionLimit.at(Side::Whites) == 3);
    CHECK(r.tqFloor.at(Side::Reds) == 2);
    CHECK(r.tqFloor.at(Side::Whites) == 3);
}

TEST_CASE("5.2 command distances: main body 3 Whites, 2 Reds, cavalry 3, artillery 3 / 2") {
    const auto& c = shippedOperationsTables().command;
    CHECK(c.at(Side::Whites).mainBody == 3);
    CHECK(c.at(Side::Reds).mainBody == 2);
    CHECK(c.at(Side::Whites).cavalry == 3);
    CHECK(c.at(Side::Reds).cavalry == 3);
    CHECK(c.at(Side::Whites).artillery == 3);
    CHECK(c.at(Side::Reds).artillery == 2);
    CHECK(c.at(Side::Whites).cavalryFormation == 3);
    CHECK(c.at(Side::Reds).cavalryFormation == 3);
}

TEST_CASE("the charts missing from the text are flagged provisional with a note") {
    const auto& t = shippedOperationsTables();
    CHECK(t.terrain.provisional);
    CHECK(t.terrain.note.find("published") != std::string::npos);
    CHECK(t.events.provisional);
    CHECK(t.events.note.find("Unverified") != std::string::npos);
}

TEST_CASE("READINGS.md events ranges: Reds and Whites columns") {
    const auto& e = shippedOperationsTables().events.events;
    const auto& reds = e.at(Side::Reds);
    CHECK(reds[0].title == "Defeatist Rumors");
    CHECK(reds[0].from == 1);
    CHECK(reds[0].to == 5);
    CHECK(reds[3].title == "Civil Exactions");
    CHECK(reds[3].from == 17);
    CHECK(reds[3].to == 28);
    CHECK(reds.back().title == "Fiery Speech");
    CHECK(reds.back().from == 58);
    CHECK(reds.back().to == 63);
    const auto& whites = e.at(Side::Whites);
    CHECK(whites[3].title == "Raid");
    CHECK(whites[3].from == 13);
    CHECK(whites[3].to == 17);
    CHECK(whites.back().title == "Personal Initiative");
    CHECK(whites.back().from == 71);
    CHECK(whites.back().to == 75);
}

namespace {

std::string loadError(const std::string& text) {
    tachanka::testing::TempFolder folder;
    const auto file = folder.path() / "orel-1919.xml";
    std::ofstream(file) << text;
    return tachanka::testing::xmlErrorOf([&] { tachanka::rules::orel::loadOrelTables(file); });
}

std::string shippedText() {
    std::ifstream in(TACHANKA_SOURCE_DIR "/templates/rules/orel-1919.xml");
    return {std::istreambuf_iterator<char>(in), {}};
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("bad operations data is refused with file:line and what is wrong") {
    const std::string text = shippedText();
    const auto overlap = loadError(replaced(text, R"(from="6"  to="9")", R"(from="5"  to="9")"));
    CHECK(overlap.find("orel-1919.xml:") != std::string::npos);
    CHECK(overlap.find("overlap the event before") != std::string::npos);

    const auto unknownTerrain = loadError(replaced(text, R"(name="forest")", R"(name="swamp")"));
    CHECK(unknownTerrain.find("'swamp' is not a terrain") != std::string::npos);

    const auto typo =
        loadError(replaced(text, R"(<stacking points="10")", R"(<stacking pts="10")"));
    CHECK(typo.find("orel-1919.xml:") != std::string::npos);
    CHECK(typo.find("pts") != std::string::npos);

    const auto badHex = loadError(replaced(text, R"(hexes="0118 2701")", R"(hexes="0118 27x1")"));
    CHECK(badHex.find("27x1") != std::string::npos);
}
