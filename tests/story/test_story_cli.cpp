// note, notes, photo and photos end to end: the players' words and photos kept in the campaign
// as any action is (undone exactly, exported and imported whole), listed by what they are
// about, and every bad input one line that leaves the file as it was.

#include <doctest/doctest.h>

#include "tests/battles/battle_campaign.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/csv_table.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

const std::string report = "Orël, \"Кутепов\" ♥ ♣\nthe Kornilovtsy hold until dusk, then fall back";

std::string planned(const ExampleCampaign& example) {
    const auto battle = cliJson({"battle", "plan", example.file().string(), "--attackers",
                                 "1/9D,2/9D,Cv/9D", "--hex", "1005", "--json"});
    return std::to_string(static_cast<int>(battle["id"].number()));
}

// A real PNG and a real JPEG of the table: a page of the campaign's summary as poppler draws it.
std::pair<std::string, std::string> photosOfTheTable(const ExampleCampaign& example,
                                                     const TempFolder& folder) {
    const auto pdf = (folder / "summary.pdf").string();
    REQUIRE(cli({"print", "summary", example.file().string(), "-o", pdf}).exitCode == 0);
    for (const char* kind : {"-png", "-jpeg"}) {
        const auto drawn = runProcess({"pdftoppm", kind, "-r", "20", "-singlefile", pdf,
                                       (folder / "table").string()});
        REQUIRE_MESSAGE(drawn.exitCode == 0, drawn.err);
    }
    return {(folder / "table.png").string(), (folder / "table.jpg").string()};
}

}  // namespace

TEST_CASE("a note on a day, a battle, a unit and an officer, listed by each") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto battle = planned(example);
    const auto onDay = cliJson({"note", file, "--day", "1919-10-15", "--text", report, "--json"});
    CHECK(onDay["subject"].string() == "day");
    CHECK(onDay["date"].string() == "1919-10-15");
    CHECK(onDay["text"].string() == report);
    const auto onBattle = cliJson({"note", file, "--battle", battle, "--text", "the assault goes in",
                                   "--json"});
    CHECK(onBattle["subject"].string() == "battle");
    CHECK(onBattle["battle"].number() == std::stod(battle));
    CHECK(onBattle["about"].string().find("hex 1005") != std::string::npos);
    const auto onUnit = cliJson({"note", file, "--unit", "1/1K", "--text", "held", "--json"});
    CHECK(onUnit["about"].string().find("1/1K") != std::string::npos);
    const auto officers = cliJson({"officers", file, "--json"});
    const auto officer = std::to_string(static_cast<int>(officers[0]["id"].number()));
    const auto onOfficer =
        cliJson({"note", file, "--officer", officer, "--text", "Кутепов rides forward", "--json"});
    CHECK(onOfficer["subject"].string() == "officer");

    CHECK(cliJson({"notes", file, "--json"}).array().size() == 4);
    const auto ofBattle = cliJson({"notes", file, "--battle", battle, "--json"});
    REQUIRE(ofBattle.array().size() == 1);
    CHECK(ofBattle[0]["text"].string() == "the assault goes in");
    CHECK(cliJson({"notes", file, "--unit", "1/1K", "--json"})[0]["text"].string() == "held");
    CHECK(cliJson({"notes", file, "--officer", officer, "--json"}).array().size() == 1);
    // The day's note, and the battle's, unit's and officer's written on it.
    CHECK(cliJson({"notes", file, "--day", "1919-10-15", "--json"}).array().size() == 4);

    const auto listed = cli({"notes", file});
    CHECK(listed.out.find("    the Kornilovtsy hold until dusk, then fall back") !=
          std::string::npos);
    const auto sheet = parseCsv(cli({"notes", file, "--csv"}).out);
    REQUIRE(sheet.rows.size() == 4);
    CHECK(sheet.rows[0][sheet.column("text")].text == report);
    // The ledger says what each note was on.
    CHECK(cliJson({"ledger", file, "--kind", "note", "--json"}).array().size() == 4);
}

TEST_CASE("undo takes a note back exactly, and bad notes are one line leaving the file") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto before = campaignDump(file);
    REQUIRE(cli({"note", file, "--unit", "1/1K", "--text", report}).exitCode == 0);
    CHECK(campaignDump(file) != before);
    REQUIRE(cli({"undo", file}).exitCode == 0);
    CHECK(campaignDump(file) == before);

    const std::vector<std::vector<std::string>> refused{
        {"note", file, "--day", "1919-10-16", "--text", "tomorrow"},   // not played yet
        {"note", file, "--day", "1919-10-14", "--text", "before"},     // before the start
        {"note", file, "--battle", "99", "--text", "x"},
        {"note", file, "--unit", "9/99X", "--text", "x"},
        {"note", file, "--officer", "999", "--text", "x"},
        {"note", file, "--day", "1919-10-15", "--text", " \n\t "},
        {"note", file, "--day", "1919-10-15", "--unit", "1/1K", "--text", "two"},
        {"note", file, "--text", "about nothing"},
        {"note", file, "--day", "1919-10-15", "--text", std::string(70000, 'x')},
        {"note", file, "--day", "1919-10-15", "--text", "a\x07 bell"},
        {"photo", file, "--unit", "1/1K", "--file", file},
    };
    for (const auto& words : refused) {
        CAPTURE(words[2]);
        const auto result = cli(words);
        CAPTURE(result.err);
        CHECK(isOneLineError(result));
    }
    CHECK(campaignDump(file) == before);
}

TEST_CASE("photos of a battle and a day: PNG and JPEG kept whole, refused when neither") {
    ExampleCampaign example;
    TempFolder folder;
    const auto file = example.file().string();
    const auto [png, jpeg] = photosOfTheTable(example, folder);
    const auto battle = planned(example);
    const auto first = cliJson({"photo", file, "--battle", battle, "--file", png, "--caption",
                                "Orël at dusk ♥", "--json"});
    CHECK(first["media_type"].string() == "image/png");
    CHECK(first["width"].number() > 0);
    CHECK(first["caption"].string() == "Orël at dusk ♥");
    const auto second = cliJson({"photo", file, "--day", "1919-10-15", "--file", jpeg, "--json"});
    CHECK(second["media_type"].string() == "image/jpeg");
    CHECK(cliJson({"photos", file, "--battle", battle, "--json"}).array().size() == 1);
    CHECK(cliJson({"photos", file, "--json"}).array().size() == 2);

    const auto out = (folder / "back.jpg").string();
    const auto id = std::to_string(static_cast<int>(second["id"].number()));
    REQUIRE(cli({"photos", file, "--extract", id, "-o", out}).exitCode == 0);
    CHECK(readFile(out) == readFile(jpeg));
    // Never written over the campaign it was read from.
    const auto kept = campaignDump(file);
    CHECK(isOneLineError(cli({"photos", file, "--extract", id, "-o", file})));
    CHECK(campaignDump(file) == kept);

    // A GIF named .png, and a PNG cut short, are no photos; nothing is written.
    const auto before = campaignDump(file);
    writeFile(folder / "fake.png", "GIF89a\x01\x00\x01\x00");
    writeFile(folder / "cut.png", readFile(png).substr(0, 20));
    for (const auto& bad : {"fake.png", "cut.png", "missing.png"}) {
        CAPTURE(bad);
        const auto result =
            cli({"photo", file, "--day", "1919-10-15", "--file", (folder / bad).string()});
        CHECK(isOneLineError(result));
    }
    CHECK(campaignDump(file) == before);
}

TEST_CASE("notes and photos travel with an exported campaign and come back whole") {
    ExampleCampaign example;
    TempFolder folder;
    const auto file = example.file().string();
    const auto [png, jpeg] = photosOfTheTable(example, folder);
    REQUIRE(cli({"note", file, "--day", "1919-10-15", "--text", report}).exitCode == 0);
    REQUIRE(cli({"photo", file, "--day", "1919-10-15", "--file", png}).exitCode == 0);
    const auto xml = (folder / "club.xml").string();
    const auto copy = (folder / "copy.tachanka").string();
    REQUIRE(cli({"export", file, "-o", xml}).exitCode == 0);
    REQUIRE(cli({"import", xml, copy}).exitCode == 0);
    CHECK(cliJson({"notes", copy, "--json"})[0]["text"].string() == report);
    const auto out = (folder / "back.png").string();
    REQUIRE(cli({"photos", copy, "--extract", "1", "-o", out}).exitCode == 0);
    CHECK(readFile(out) == readFile(png));
}
