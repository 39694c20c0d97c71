// A situation file read and judged by the operational rules, through the use case and the CLI.

#include <doctest/doctest.h>

#include <fstream>

#include "app/core/orel/orel_operations_situation.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/json_value.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::core::situationReport;
using tachanka::testing::cli;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;

namespace {

const std::string example = TACHANKA_SOURCE_DIR "/tests/orel_operations/data/around-orel.xml";

const tachanka::core::SituationUnit& unitNamed(const tachanka::core::SituationReport& report,
                                               const std::string& code) {
    for (const auto& line : report.units) {
        if (line.unit.code == code) return line;
    }
    FAIL("no unit " << code);
    throw std::logic_error("unreachable");
}

}  // namespace

TEST_CASE("around Orël on 15 October: depots, supply, command and victory") {
    const auto report = situationReport(example, {});
    REQUIRE(report.depots.size() == 3);
    CHECK(report.depots[0].status.functional);
    CHECK(report.depots[0].capacity == 10);  // 5 doubled on the double track (3.1)
    CHECK(report.depots[1].status.functional);
    CHECK(report.depots[1].capacity == 2);
    CHECK(report.depots[2].status.functional);  // the Red exception: 3 MP to 2701
    CHECK(report.depots[2].status.reason.find("2701") != std::string::npos);
    for (const auto& line : report.units) {
        CAPTURE(line.unit.code);
        CHECK(line.inCommand);
    }
    CHECK(unitNamed(report, "off/2K").inSupplyRange);
    CHECK(unitNamed(report, "Offitser").inCommand);
    CHECK(unitNamed(report, "Offitser").stackExertsZoc);  // the infantry in Orël's
    CHECK(unitNamed(report, "4/9").stackExertsZoc);
    CHECK_FALSE(unitNamed(report, "4/9").inEnemyZoc);
    CHECK(report.victorySituation.occupied.at("Orël") ==
          tachanka::rules::orel::operations::Side::Whites);
    CHECK(report.victorySituation.doubleTrackClearOfRedInfantry);
    CHECK(report.victory.winner == tachanka::rules::orel::operations::Side::Whites);
}

TEST_CASE("orel situation FILE --json") {
    const auto result = cli({"orel", "situation", example, "--json"});
    REQUIRE_MESSAGE(result.exitCode == 0, result.err);
    const auto json = JsonValue::parse(result.out);
    CHECK(json["date"].string() == "1919-10-15");
    CHECK(json["depots"].array().size() == 3);
    CHECK(json["depots"][0]["capacity"].number() == 10);
    CHECK(json["units"].array().size() == 15);
    CHECK(json["occupied"]["Orël"].string() == "whites");
    CHECK(json["victory"]["whites"].string() == "regional");
    CHECK(json["victory"]["winner"].string() == "whites");
    CHECK(json["overstacked"].array().empty());
    const auto text = cli({"orel", "situation", example});
    CHECK(text.exitCode == 0);
    CHECK(text.out.find("15 October 1919") != std::string::npos);
}

TEST_CASE("orel situation --scenario: the victory locations and levels are the scenario's") {
    const auto result = cli({"orel", "situation", example, "--scenario", "brasovo", "--json"});
    REQUIRE_MESSAGE(result.exitCode == 0, result.err);
    const auto json = JsonValue::parse(result.out);
    CHECK_FALSE(json["occupied"].object().contains("Orël"));  // not a location of 10.1
    CHECK(json["victory"]["winner"].string() == "reds");  // Brasovo and Sevsk not both White
    CHECK(isOneLineError(cli({"orel", "situation", example, "--scenario", "moscow"})));
}

TEST_CASE("a situation with a main-body tie lists the tied groups until the owner names one") {
    tachanka::testing::TempFolder folder;
    const auto file = folder.path() / "tie.xml";
    std::ofstream(file) << R"(<orel-situation date="1919-10-15">
  <formation name="7th Rifle Division" side="reds"/>
  <unit code="1/7" side="reds" type="infantry" hex="1811" steps="2" formation="7th Rifle Division"/>
  <unit code="2/7" side="reds" type="infantry" hex="1509" steps="2" formation="7th Rifle Division"/>
</orel-situation>)";
    const auto tie = JsonValue::parse(cli({"orel", "situation", file.string(), "--json"}).out);
    CHECK(tie["main_body_ties"][0]["groups"].array().size() == 2);
    const auto chosen = JsonValue::parse(
        cli({"orel", "situation", file.string(), "--main-bodies", "2/7", "--json"}).out);
    CHECK(chosen["main_body_ties"].array().empty());
    CHECK(chosen["units"][1]["in_command"].boolean());
    CHECK_FALSE(chosen["units"][0]["in_command"].boolean());
}

TEST_CASE("bad situation files are one-line errors with file:line") {
    tachanka::testing::TempFolder folder;
    const auto file = folder.path() / "bad.xml";
    std::ofstream(file) << "<orel-situation date=\"1919-10-15\">\n  <map>\n"
                           "    <railroad hexes=\"2705 2707\"/>\n  </map>\n</orel-situation>\n";
    auto result = cli({"orel", "situation", file.string()});
    CHECK(isOneLineError(result));
    CHECK(result.err.find("bad.xml:3") != std::string::npos);
    CHECK(result.err.find("not adjacent") != std::string::npos);
    std::ofstream(file)
        << "<orel-situation date=\"1919-10-15\">\n"
           "  <unit code=\"a\" side=\"reds\" type=\"infantry\" hex=\"4005\" steps=\"2\"/>\n"
           "</orel-situation>\n";
    result = cli({"orel", "situation", file.string()});
    CHECK(isOneLineError(result));
    CHECK(result.err.find("off the map") != std::string::npos);
    std::ofstream(file) << "<orel-situation date=\"1919-10-15\">\n"
                           "  <unit code=\"a\" side=\"reds\" type=\"infantry\" hex=\"1005\" "
                           "steps=\"2\" formation=\"X\"/>\n"
                           "</orel-situation>\n";
    result = cli({"orel", "situation", file.string()});
    CHECK(isOneLineError(result));
    CHECK(result.err.find("'X'") != std::string::npos);
    CHECK_THROWS_AS(situationReport(folder.path() / "missing.xml", {}), tachanka::core::UserError);
}

TEST_CASE("a situation reports overstacked hexes (7.1.2)") {
    tachanka::testing::TempFolder folder;
    const auto file = folder.path() / "stack.xml";
    std::ofstream(file) << R"(<orel-situation date="1919-10-15">
  <map><entry-zone side="reds" hexes="0117 0118"/></map>
  <unit code="a" side="whites" type="infantry" hex="2705" steps="4"/>
  <unit code="b" side="whites" type="infantry" hex="2705" steps="4"/>
  <unit code="c" side="whites" type="infantry" hex="2705" steps="3"/>
</orel-situation>)";
    const auto report = situationReport(file, {});
    REQUIRE(report.overstacked.size() == 1);
    CHECK(report.overstacked[0].find("2705") != std::string::npos);
    CHECK(report.overstacked[0].find("11 stacking points") != std::string::npos);
}
