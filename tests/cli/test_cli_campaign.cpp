// Campaign commands end to end: scenarios, new + show round trip, print, and bad input
// that leaves files exactly as they were.

#include <doctest/doctest.h>

#include "tests/cli/cli.hpp"
#include "tests/support/json_value.hpp"
#include "tests/support/poppler.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::testing::cli;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;
using tachanka::testing::TempFolder;

TEST_CASE("scenarios --json lists ids and titles") {
    TempFolder folder;
    const auto result = cli({"scenarios", "--json"}, freshHome(folder));
    REQUIRE(result.exitCode == 0);
    const auto scenarios = JsonValue::parse(result.out);
    REQUIRE(scenarios.array().size() == 3);
    CHECK(scenarios[0]["id"].string() == "brasovo");
    CHECK(scenarios[1]["id"].string() == "historical");
    CHECK(scenarios[1]["title"].string() == "Orel 1919 — historical scenario");
    CHECK(scenarios[1]["provisional"].boolean());
    CHECK(scenarios[2]["id"].string() == "hypothetical");
}

TEST_CASE("scenarios prints a table for people") {
    TempFolder folder;
    const auto result = cli({"scenarios"}, freshHome(folder));
    CHECK(result.exitCode == 0);
    CHECK(result.out.starts_with("Id  "));
    CHECK(result.out.find("historical    Orel 1919 — historical scenario") != std::string::npos);
    CHECK(result.out.find("brasovo       Orel 1919 — introductory scenario: Brasovo") !=
          std::string::npos);
    CHECK(result.out.find("hypothetical  Orel 1919 — hypothetical scenario") != std::string::npos);
}

TEST_CASE("new then show --json round-trips the campaign") {
    TempFolder folder;
    const auto file = (folder / "club.tachanka").string();
    const auto created = cli({"new", file, "--scenario", "historical", "--seed", "1919",
                              "--name", "Клуб Orël"},
                             freshHome(folder));
    REQUIRE(created.exitCode == 0);
    CHECK(created.out.find("created " + file) != std::string::npos);

    const auto shown = cli({"show", file, "--json"}, freshHome(folder));
    REQUIRE(shown.exitCode == 0);
    const auto campaign = JsonValue::parse(shown.out);
    CHECK(campaign["name"].string() == "Клуб Orël");
    CHECK(campaign["scenario"].string() == "historical");
    CHECK(campaign["seed"].string() == "1919");
    CHECK(campaign["turn"]["date"].string() == "1919-10-15");
    CHECK(campaign["turn"]["phase"].string() == "depots");
    CHECK(campaign["turn"]["side"].string() == "Whites");
    const auto& sides = campaign["sides"].array();
    REQUIRE(sides.size() == 2);
    CHECK(sides[0]["name"].string() == "Whites");
    CHECK(sides[0]["recruit_points"].number() == 0);
    CHECK(sides[0]["prisoners"].number() == 0);
    // 10.2: 46 White and 61 Red units, reinforcements included.
    CHECK(sides[0]["units"].number() == 46);
    CHECK(sides[0]["steps"].number() > 46);
    CHECK(sides[1]["name"].string() == "Reds");
    CHECK(sides[1]["units"].number() == 61);

    const auto json = cli({"new", (folder / "second.tachanka").string(), "--scenario",
                           "historical", "--seed", "5", "--json"},
                          freshHome(folder));
    REQUIRE(json.exitCode == 0);
    CHECK(JsonValue::parse(json.out)["seed"].string() == "5");
}

TEST_CASE("show prints the campaign for people, Cyrillic names aligned") {
    TempFolder folder;
    const auto file = (folder / "c.tachanka").string();
    REQUIRE(cli({"new", file, "--scenario", "historical", "--seed", "3"}, freshHome(folder))
                .exitCode == 0);
    const auto shown = cli({"show", file}, freshHome(folder));
    CHECK(shown.exitCode == 0);
    CHECK(shown.out.find("15 October 1919 · Whites turn · Check status of depots") !=
          std::string::npos);
    CHECK(shown.out.find("Whites  А. П. Кутепов") != std::string::npos);
    CHECK(shown.out.find("Reds    А. И. Егоров") != std::string::npos);
}

TEST_CASE("print summary writes a PDF with the campaign's names") {
    TempFolder folder;
    const auto file = (folder / "c.tachanka").string();
    REQUIRE(cli({"new", file, "--scenario", "historical", "--seed", "3"}, freshHome(folder))
                .exitCode == 0);
    const auto pdf = folder / "summary.pdf";
    const auto printed = cli({"print", "summary", file, "-o", pdf.string()}, freshHome(folder));
    CHECK(printed.exitCode == 0);
    const std::string text = tachanka::testing::pdfText(pdf);
    CHECK(text.find("Orël") != std::string::npos);
    CHECK(text.find("Кутепов") != std::string::npos);
    CHECK(isOneLineError(cli({"print", "poster", file, "-o", pdf.string()})));
    CHECK(isOneLineError(cli({"print", "summary", file, "-o", pdf.string(), "--paper", "a5"})));
}

TEST_CASE("bad input to new is exit 2 with one line, and nothing is created or changed") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";

    const auto unknownScenario = cli({"new", file.string(), "--scenario", "warsaw-1920"},
                                     freshHome(folder));
    CHECK(isOneLineError(unknownScenario));
    CHECK(unknownScenario.err.find("no scenario 'warsaw-1920'") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(file));

    const auto badSeed = cli({"new", file.string(), "--scenario", "historical", "--seed", "-1"},
                             freshHome(folder));
    CHECK(isOneLineError(badSeed));
    CHECK_FALSE(std::filesystem::exists(file));

    const auto noScenario = cli({"new", file.string()}, freshHome(folder));
    CHECK(isOneLineError(noScenario));
    CHECK(noScenario.err.find("--scenario is required") != std::string::npos);

    REQUIRE(cli({"new", file.string(), "--scenario", "historical", "--seed", "9"},
                freshHome(folder))
                .exitCode == 0);
    const std::string before = tachanka::testing::readFile(file);
    const auto again = cli({"new", file.string(), "--scenario", "historical"}, freshHome(folder));
    CHECK(isOneLineError(again));
    CHECK(again.err.find("already exists") != std::string::npos);
    CHECK(tachanka::testing::readFile(file) == before);
    CHECK(JsonValue::parse(cli({"show", file.string(), "--json"}).out)["seed"].string() == "9");
}

TEST_CASE("show on a missing or foreign file is exit 2 with one line, the file unchanged") {
    TempFolder folder;
    const auto missing = cli({"show", (folder / "none.tachanka").string()});
    CHECK(isOneLineError(missing));
    CHECK(missing.err.find("no campaign file") != std::string::npos);

    const auto foreign = folder / "orders.txt";
    tachanka::testing::writeFile(foreign, "Приказ № 1\n");
    const auto result = cli({"show", foreign.string()});
    CHECK(isOneLineError(result));
    CHECK(result.err.find("not a Tachanka campaign") != std::string::npos);
    CHECK(tachanka::testing::readFile(foreign) == "Приказ № 1\n");
}
