// The field-rule look-ups end to end: ra terrain, visibility, vehicle-test, train, scout,
// wire, fire and dig, with typed dice, and a user's copy of the field tables winning.

#include <doctest/doctest.h>

#include <map>

#include "tests/cli/cli.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/json_value.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/support/text.hpp"

using namespace tachanka::testing;

namespace {

JsonValue run(const std::vector<std::string>& arguments) {
    IsolatedDataHome home;
    const auto result = cli(arguments);
    REQUIRE_MESSAGE(result.exitCode == 0, result.err);
    return JsonValue::parse(result.out);
}

}  // namespace

TEST_CASE("ra terrain: armoured cars keep half their move over hedges and test") {
    const auto cell =
        run({"ra", "terrain", "hedges", "--mover", "armoured-cars", "--move", "14", "--json"});
    CHECK(cell["cell"].string() == "½ move *");
    CHECK(cell["allowed"].boolean());
    CHECK(cell["inches"].number() == 7);
    CHECK(cell["breakdown_test"].boolean());
    const auto walls =
        run({"ra", "terrain", "walls", "--mover", "sabres", "--move", "12", "--json"});
    CHECK(walls["cell"].string() == "Nyet!");
    CHECK_FALSE(walls["allowed"].boolean());
}

TEST_CASE("ra terrain --road: \"Troops in column on roads ignore all movement penalties except "
          "up hill slopes\"") {
    const auto woods = run({"ra", "terrain", "woods", "--road", "--mover", "armoured-cars",
                            "--move", "12", "--json"});
    CHECK(woods["inches"].number() == 14);  // the whole move on the road: 2" more
    CHECK_FALSE(woods["breakdown_test"].boolean());
    const auto slope = run({"ra", "terrain", "steep-slopes", "--road", "--mover", "infantry",
                            "--move", "6", "--part-of-move", "--json"});
    CHECK(slope["inches"].number() == 3);
    const auto rain = run({"ra", "terrain", "--road", "--mover", "infantry", "--move", "6",
                           "--weather", "rain", "--json"});
    CHECK(rain["terrain"].string() == "open");
    CHECK(rain["inches"].number() == 6);
    IsolatedDataHome home;
    const auto offRoad = cli({"ra", "terrain", "woods", "--mover", "infantry", "--move", "6",
                              "--weather", "rain"});
    CHECK(isOneLineError(offRoad));
    CHECK(contains(offRoad.err, "add --road"));
}

TEST_CASE("ra vehicle-fire: \"Tanks with sponson guns on both sides may only fire one per "
          "turn\"") {
    const auto right = run({"ra", "vehicle-fire", "--weapon", "sponson", "--side", "right",
                            "--fired", "left", "--json"});
    CHECK(right["arc_degrees"].number() == 180);
    CHECK_FALSE(right["may_fire"].boolean());
    CHECK(run({"ra", "vehicle-fire", "--weapon", "turret", "--json"})["arc_degrees"].number() ==
          360);
    IsolatedDataHome home;
    const auto turretSide = cli({"ra", "vehicle-fire", "--weapon", "turret", "--side", "left"});
    CHECK(isOneLineError(turretSide));
    CHECK(contains(turretSide.err, "only sponson guns fire to one side"));
}

TEST_CASE("ra visibility: rain cuts every distance to 40 inches") {
    const auto rain = run({"ra", "visibility", "--weather", "rain", "--json"});
    CHECK(rain["distances"][0]["id"].string() == "large-bodies");
    CHECK(rain["distances"][0]["inches"].number() == 40);
    CHECK(rain["distances"][4]["inches"].number() == 8);
    CHECK_FALSE(rain["road_bonus"].boolean());
    const auto night = run({"ra", "visibility", "--weather", "dark-night", "--json"});
    CHECK(night["within_cover"].number() == 3);
    CHECK(night["night_or_fog"].boolean());
}

TEST_CASE("ra vehicle-test rolls the one die and says what happened") {
    const auto stuck = run(
        {"ra", "vehicle-test", "obstacle", "--vehicle", "armoured-car", "--dice", "2", "--json"});
    CHECK(stuck["condition"].string() == "stuck");
    REQUIRE(stuck["dice"].array().size() == 1);
    CHECK(stuck["dice"][0]["sides"].number() == 6);
    CHECK(run({"ra", "vehicle-test", "get-going", "--condition", "stuck", "--dice", "4",
               "--json"})["condition"]
              .string() == "running");
    const auto contact =
        run({"ra", "vehicle-test", "contact", "--grenadiers", "--dice", "4", "--json"});
    CHECK(contact["total"].number() == 6);
    CHECK(contact["immobilised"].boolean());
}

TEST_CASE("ra train: braking from 1 inch moves half an inch and stops") {
    const auto braking = run({"ra", "train", "--order", "brake", "--speed", "1", "--json"});
    CHECK(braking["inches"].number() == 0.5);
    CHECK(braking["stopped"].boolean());
    const auto hit = run(
        {"ra", "train", "--order", "accelerate", "--speed", "8", "--engine-hits", "1", "--json"});
    CHECK(hit["inches"].number() == 6);
}

TEST_CASE("ra train --speed 1.5: \"they may only do so by halving their move each turn\"") {
    // An engine with one hit moves 6"; braking from 3" leaves 1.5", which the next turn reads.
    const auto first = run(
        {"ra", "train", "--order", "brake", "--speed", "3", "--engine-hits", "1", "--json"});
    CHECK(first["speed_after"].number() == 1.5);
    const auto second = run(
        {"ra", "train", "--order", "brake", "--speed", "1.5", "--engine-hits", "1", "--json"});
    CHECK(second["inches"].number() == 0.75);  // "a move less than 50m (1")": stopped
    CHECK(second["stopped"].boolean());
    const auto again = run({"ra", "train", "--order", "accelerate", "--speed", "1.5", "--json"});
    CHECK(again["inches"].number() == 3);
    for (const auto* bad : {"fast", "1.5x", "-1", "nan", "1e9"}) {
        CAPTURE(bad);
        const auto refused = cli({"ra", "train", "--order", "brake", "--speed", bad});
        CHECK(isOneLineError(refused));
        CHECK(contains(refused.err, "--speed"));
    }
}

TEST_CASE("ra scout, wire, fire and dig with typed dice") {
    const auto scout =
        run({"ra", "scout", "--distance", "6", "--partisans-or-clever", "--dice", "4", "--json"});
    CHECK(scout["range"].number() == 8);
    CHECK(scout["discovered"].boolean());
    // Out of range no die is rolled, so only a seed will do.
    const auto farAway = run({"ra", "scout", "--distance", "6", "--seed", "1", "--json"});
    CHECK_FALSE(farAway["in_range"].boolean());
    CHECK(farAway["dice"].array().empty());
    const auto wire = run({"ra", "wire", "--dice", "4,5", "--json"});
    CHECK(wire["roll"].number() == 9);
    CHECK(wire["crossed"].boolean());
    CHECK(wire["dice"].array().size() == 2);
    CHECK(run({"ra", "fire", "set", "--dice", "3", "--json"})["markers"].number() == 1);
    CHECK(run({"ra", "fire", "fight", "--markers", "3", "--dice", "5", "--json"})["markers"]
              .number() == 1);
    CHECK(run({"ra", "fire", "spread", "--markers", "4", "--json"})["destroyed"].boolean());
    // "When the total or terror markers equals five" - set as well as spread (Buildings).
    const auto fifth = run({"ra", "fire", "set", "--markers", "4", "--dice", "6", "--json"});
    CHECK(fifth["markers"].number() == 5);
    CHECK(fifth["destroyed"].boolean());
    CHECK_FALSE(run({"ra", "fire", "set", "--dice", "3", "--json"})["destroyed"].boolean());
    const auto dig = run({"ra", "dig", "--quarters", "2", "--tools", "--json"});
    CHECK(dig["columns"].number() == 1);
    CHECK(dig["cover"].string() == "foxholes-1");
}

TEST_CASE("--odds gives the exact chance of every outcome instead of a roll") {
    // Wire: 2d6 of 9+ crosses (10 in 36); engineers cut a path on 8+ (15 in 36).
    const auto engineers = run({"ra", "wire", "--engineers", "--odds", "--json"});
    std::map<std::string, std::string> fractions;
    double total = 0;
    for (const auto& outcome : engineers["outcomes"].array()) {
        fractions[outcome["result"].string()] = outcome["fraction"].string();
        total += outcome["probability"].number();
    }
    CHECK(fractions["crossed and path cut"] == "5/18");
    CHECK(fractions["path cut"] == "5/36");
    CHECK(fractions["held"] == "7/12");
    CHECK(total == doctest::Approx(1.0));

    const auto obstacle = run({"ra", "vehicle-test", "obstacle", "--odds", "--json"});
    REQUIRE(obstacle["outcomes"].array().size() == 3);
    CHECK(obstacle["outcomes"][0]["result"].string() == "stuck-for-good");
    CHECK(obstacle["outcomes"][0]["fraction"].string() == "1/6");
    const auto contact = run({"ra", "vehicle-test", "contact", "--grenadiers", "--odds", "--json"});
    CHECK(contact["outcomes"][1]["result"].string() == "immobilised");
    CHECK(contact["outcomes"][1]["fraction"].string() == "1/2");
    const auto scout = run({"ra", "scout", "--distance", "9", "--odds", "--json"});
    CHECK(scout["outcomes"][0]["result"].string() == "out of range");
    CHECK(scout["outcomes"][0]["fraction"].string() == "1/1");
    const auto fire = run({"ra", "fire", "set", "--odds", "--json"});
    CHECK(fire["outcomes"][1]["result"].string() == "caught");
    CHECK(fire["outcomes"][1]["fraction"].string() == "2/3");
    const auto fifth = run({"ra", "fire", "set", "--markers", "4", "--odds", "--json"});
    CHECK(fifth["outcomes"][1]["result"].string() == "caught, building destroyed");
    CHECK(fifth["outcomes"][1]["fraction"].string() == "2/3");
}

TEST_CASE("field look-ups refuse bad input with one line") {
    IsolatedDataHome home;
    const auto terrain = cli({"ra", "terrain", "swamp", "--mover", "tanks", "--move", "3"});
    CHECK(isOneLineError(terrain));
    CHECK(contains(terrain.err, "no terrain 'swamp'"));
    const auto mover = cli({"ra", "terrain", "woods", "--mover", "horses", "--move", "3"});
    CHECK(isOneLineError(mover));
    CHECK(contains(mover.err, "--mover 'horses' is not one of infantry"));
    CHECK(isOneLineError(cli({"ra", "vehicle-test", "jump", "--dice", "1"})));
    CHECK(isOneLineError(
        cli({"ra", "vehicle-test", "get-going", "--condition", "running", "--dice", "4"})));
    CHECK(isOneLineError(cli({"ra", "wire", "--dice", "4"})));
    CHECK(isOneLineError(cli({"ra", "wire", "--dice", "4,4,4"})));
    CHECK(isOneLineError(cli({"ra", "wire", "--dice", "7,1"})));
    CHECK(isOneLineError(cli({"ra", "fire", "burn", "--dice", "4"})));
    CHECK(isOneLineError(cli({"ra", "visibility", "--weather", "snow"})));
    CHECK(isOneLineError(cli({"ra", "fire", "spread", "--odds"})));
}

TEST_CASE("a user's copy of the field tables wins over the shipped one") {
    IsolatedDataHome home;
    const auto rules = home.path() / "tachanka" / "templates" / "rules";
    std::filesystem::create_directories(rules);
    std::string text = readFile(std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates" / "rules" /
                                "red-actions-field.xml");
    const std::string from = R"(<wire cross-on="9")";
    text.replace(text.find(from), from.size(), R"(<wire cross-on="8")");
    writeFile(rules / "red-actions-field.xml", text);
    const auto result = cli({"ra", "wire", "--dice", "4,4", "--json"});
    REQUIRE(result.exitCode == 0);
    CHECK(JsonValue::parse(result.out)["crossed"].boolean());
}
