// The numbers of the shipped field tables against the text, and loader errors on their line.

#include <doctest/doctest.h>

#include <algorithm>

#include "tests/armies/field_tables.hpp"
#include "tests/rules/xml_error.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/support/text.hpp"

using namespace tachanka::rules::redactions;
using namespace tachanka::testing;

namespace {

std::string shippedText() {
    return readFile(std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates" / "rules" /
                    "red-actions-field.xml");
}

std::string errorWith(const std::string& from, const std::string& to) {
    std::string text = shippedText();
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    TempFolder folder;
    writeFile(folder / "red-actions-field.xml", text);
    return xmlErrorOf([&] { loadFieldTables(folder / "red-actions-field.xml"); });
}

// "red-actions-field.xml:N:" for the line of the shipped file that holds `part`.
std::string lineOf(const std::string& part) {
    const std::string text = shippedText();
    const auto at = text.find(part);
    REQUIRE(at != std::string::npos);
    const auto line =
        1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n');
    return "red-actions-field.xml:" + std::to_string(line) + ":";
}

}  // namespace

TEST_CASE("visibility distances are the text's, in inches and metres") {
    const auto& tables = shippedFieldTables();
    const std::pair<const char*, std::pair<int, int>> text[] = {
        {"large-bodies", {200, 5000}},        {"arms-distinguished", {120, 3000}},
        {"single-figures", {40, 1000}},       {"signals", {16, 400}},
        {"friend-or-foe", {8, 200}},          {"moving-behind-cover", {4, 100}},
        {"stationary-behind-cover", {2, 50}},
    };
    CHECK(tables.visibility.size() == std::size(text));
    for (const auto& [id, distance] : text) {
        CAPTURE(id);
        CHECK(tables.visibilityNamed(id).inches == distance.first);
        CHECK(tables.visibilityNamed(id).metres == distance.second);
    }
    CHECK(tables.withinCoverVisibility == 4);
}

TEST_CASE("night and fog: +1 morale, a humiliated marker, 3 or 6 inches, fire on friends on 1") {
    const auto& tables = shippedFieldTables();
    const auto& dark = tables.weatherNamed("dark-night");
    CHECK(dark.nightOrFog);
    CHECK(dark.humiliatedMarkers == 1);
    CHECK(dark.visibility == 3);
    CHECK(dark.shootingRange == 3);
    CHECK(dark.friendlyFireOn == 1);
    CHECK(dark.veerDegrees == 30);
    CHECK(dark.columnAboveHalfSpeed);
    for (const auto* id : {"moonlight", "light-fog"}) {
        CAPTURE(id);
        CHECK(tables.weatherNamed(id).visibility == 6);
        CHECK(tables.weatherNamed(id).shootingRange == 6);
        CHECK(tables.weatherNamed(id).nightOrFog);
    }
    const auto& rain = tables.weatherNamed("rain");
    CHECK(rain.visibility == 40);
    CHECK_FALSE(rain.roadBonus);
    CHECK_FALSE(rain.nightOrFog);
    CHECK_FALSE(tables.weatherNamed("clear").visibility.has_value());
}

TEST_CASE("movement numbers are the text's: roads, marching, officers") {
    const auto& movement = shippedFieldTables().movement;
    CHECK(movement.roadBonus == 2);
    CHECK(movement.marchFactor == 2);
    CHECK(movement.marchClearOfEnemy == 40);
    CHECK(movement.officerMounted == 20);
    CHECK(movement.officerOnFoot == 10);
}

TEST_CASE("vehicle, train, fire, wire, digging and ambush numbers are the text's") {
    const auto& tables = shippedFieldTables();
    CHECK(tables.vehicles.breaksDownOn == 1);
    CHECK(tables.vehicles.stuckForGoodOn == 1);
    CHECK(tables.vehicles.stuckForNowOn == 2);
    CHECK(tables.vehicles.freedOn == 4);
    CHECK(tables.vehicles.wireProblemOn == 1);
    CHECK(tables.vehicles.wireCrushedOn == 4);
    CHECK(tables.vehicles.wireStripInches == 4);
    CHECK(tables.vehicles.damagedByChargedOn == 6);
    CHECK(tables.vehicles.grenadierBonus == 2);
    CHECK(tables.trains.maxMove == 8);
    CHECK(tables.trains.startMove == 1);
    CHECK(tables.trains.stopBelow == 1);
    CHECK(tables.trains.lossPerEngineHit == 2);
    CHECK(tables.trains.engineHitsToImmobilise == 3);
    CHECK(tables.trains.turretCarHitsToDestroy == 2);
    CHECK(tables.fires.setOn == 3);
    CHECK(tables.fires.markersToDestroy == 5);
    CHECK(tables.fires.spreadPerTurn == 1);
    CHECK(tables.fires.fightRemoves == std::vector<std::pair<int, int>>{{4, 1}, {5, 2}, {6, 3}});
    CHECK(tables.wire.crossOn == 9);
    CHECK(tables.wire.engineersCutOn == 8);
    CHECK(tables.digging.maxQuarterColumns == 12);
    CHECK(tables.digging.quartersPerMoveWithTools == 2);
    CHECK(tables.digging.quartersPerMoveWithoutTools == 1);
    CHECK(tables.ambush.scoutRange == 4);
    CHECK(tables.ambush.scoutRangeDoubled == 8);
    CHECK(tables.ambush.discoveredOn == 4);
    CHECK(tables.ambush.ambusherMoveBonus == 2);
    CHECK(tables.ambush.terrorMarkers == 1);
}

TEST_CASE("a bad terrain cell is refused on its line") {
    const auto error =
        errorWith(R"(infantry="¼ move" sabres="Nyet!")", R"(infantry="¼ mile" sabres="Nyet!")");
    CHECK(contains(error, lineOf(R"(<terrain id="walls")")));
    CHECK(contains(error, "'¼ mile' is not a terrain cell"));
}

TEST_CASE("a missing column, a repeated id and an unknown attribute are refused") {
    CHECK(contains(errorWith(R"( tanks="Nyet!"/>
    <terrain id="fords")",
                             R"(/>
    <terrain id="fords")"),
                   "attribute 'tanks'"));
    CHECK(contains(errorWith(R"(<terrain id="walls")", R"(<terrain id="hedges")"),
                   "id 'hedges' is used twice"));
    CHECK(contains(errorWith(R"(<wire cross-on="9")", R"(<wire cross-on="9" cut="3")"),
                   lineOf("<wire ")));
    CHECK(contains(errorWith(R"(per-move-with-tools="½")", R"(per-move-with-tools="⅓")"),
                   "'⅓' is not ¼, ½, ¾ or 1 column"));
}

TEST_CASE("the Moving and Shooting and ammunition rows name each troop type once, by its name") {
    const auto twice = errorWith(R"(<troops arms="tank")", R"(<troops arms="tank sabres")");
    CHECK(contains(twice, lineOf(R"(<troops arms="tank")")));
    CHECK(contains(twice, "'sabres' has two rows"));
    CHECK(contains(errorWith(R"(<supply arms="mortars")", R"(<supply arms="mortar")"),
                   "'mortar' is none of"));
    CHECK(contains(errorWith(R"(after="No movement" after-move="0"/>
    <troops arms="field-guns)",
                             R"(after="No movement" after-move="⅓"/>
    <troops arms="field-guns)"),
                   "'⅓' is not 0, ¼, ½, ¾ or Full"));
}
