// Backups as a club meets them, through the real CLI on real files: the first change of a day
// of play copies the campaign beside it (or where its setting says), the newest ten (or as
// many as it says) are kept, and a backup restored puts the campaign back exactly as it was
// copied, the state it replaced kept, and undo takes the restore back byte for byte. A
// restore onto a campaign another program is changing, or of another campaign's backup, is
// refused in one line with the campaign unchanged.

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "db/campaign_file.hpp"
#include "db/journal.hpp"
#include "tests/campaign_turns/cli_refusal.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/json_value.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::testing::campaignDump;
using tachanka::testing::cli;
using tachanka::testing::historicalCampaign;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;
using tachanka::testing::refusal;
using tachanka::testing::runProcess;
using tachanka::testing::TempFolder;

namespace {

std::filesystem::path folderOf(const std::string& file) { return file + "-backups"; }

// The campaign's state rows, its history left out: what a restore puts back.
std::string stateDump(const std::string& file) {
    auto campaign = tachanka::db::CampaignFile::openForReading(file);
    return tachanka::db::dumpState(campaign.database(), false);
}

JsonValue backups(const std::string& file) {
    const auto listed = cli({"backup", "list", file, "--json"});
    REQUIRE_MESSAGE(listed.exitCode == 0, listed.err);
    return JsonValue::parse(listed.out)["backups"];
}

void takePrisoners(const std::string& file, const std::string& count) {
    const auto taken = cli({"prisoners", file, "--side", "Reds", "--add", count, "--override",
                            "--reason", "the club's test of its backups"});
    REQUIRE_MESSAGE(taken.exitCode == 0, taken.err);
}

}  // namespace

TEST_CASE("the day's first change backs the campaign up as it stood, later changes that day "
          "do not, and the backup restores it exactly") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    CHECK(backups(file).array().empty());
    const std::string created = campaignDump(file);

    takePrisoners(file, "3");
    REQUIRE(backups(file).array().size() == 1);
    const auto first = backups(file).array()[0];
    CHECK_FALSE(first["before_restore"].boolean());
    CHECK(first["turn"].string() == "15 October 1919 · Whites turn · Check status of depots");
    CHECK(first["last_action"].string().empty());  // only the campaign's creation
    CHECK(campaignDump(first["path"].string()) == created);

    takePrisoners(file, "2");
    CHECK(backups(file).array().size() == 1);
    const std::string played = campaignDump(file);

    // Restored: the campaign as the backup holds it, the restore its last action; the
    // state it replaced is kept.
    const auto restored = cli({"backup", "restore", file, "--from", first["name"].string(),
                               "--json"});
    REQUIRE_MESSAGE(restored.exitCode == 0, restored.err);
    CHECK(stateDump(file) == stateDump(first["path"].string()));
    const auto previous = JsonValue::parse(restored.out)["previous"].string();
    CHECK(campaignDump(previous) == played);
    const auto listed = backups(file);
    REQUIRE(listed.array().size() == 2);
    CHECK(listed.array()[0]["before_restore"].boolean());
    CHECK(listed.array()[0]["last_action"].string().find("take 2 prisoner") != std::string::npos);

    // Undo takes the restore back whole: the campaign as it was played, byte for byte.
    const auto undone = cli({"undo", file});
    REQUIRE_MESSAGE(undone.exitCode == 0, undone.err);
    CHECK(undone.out.find("restore the backup " + first["name"].string()) != std::string::npos);
    CHECK(campaignDump(file) == played);
    CHECK(runProcess({"sqlite3", file, ".dump"}).out ==
          runProcess({"sqlite3", previous, ".dump"}).out);

    // Restoring the copy it made takes it back as well.
    REQUIRE(cli({"backup", "restore", file, "--from", first["name"].string()}).exitCode == 0);
    CHECK(stateDump(file) == stateDump(first["path"].string()));
    const auto back = cli({"backup", "restore", file, "--from", previous});
    REQUIRE_MESSAGE(back.exitCode == 0, back.err);
    CHECK(stateDump(file) == stateDump(previous));
    CHECK(back.out.find("restored") == 0);
}

TEST_CASE("the campaign says how many backups to keep and where, as its settings") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    REQUIRE(cli({"set", file, "setting", "backups-kept", "3", "--reason", "a small disc"})
                .exitCode == 0);
    REQUIRE(cli({"set", file, "setting", "backups-folder", "safe", "--reason", "elsewhere"})
                .exitCode == 0);
    // Relative to the campaign's own folder.
    const auto place = (folder / "safe").lexically_normal();
    std::filesystem::create_directories(place);
    for (int day = 1; day <= 5; ++day) {
        std::filesystem::copy_file(file, place / ("club-2026-11-0" + std::to_string(day) +
                                                  "-193000.tachanka"));
    }
    takePrisoners(file, "1");
    const auto listed = cli({"backup", "list", file, "--json"});
    REQUIRE_MESSAGE(listed.exitCode == 0, listed.err);
    const auto kept = JsonValue::parse(listed.out);
    CHECK(std::filesystem::path(kept["folder"].string()).lexically_normal() == place);
    REQUIRE(kept["backups"].array().size() == 3);
    // Today's, made in the new folder, and the two newest of the five before.
    CHECK(kept["backups"].array()[0]["made_on"].string() != "2026-11-05");
    CHECK(kept["backups"].array()[2]["made_on"].string() == "2026-11-04");
    CHECK(refusal(file, {"set", file, "setting", "backups-kept", "7", "--reason", "x"})
              .starts_with("the setting 'backups-kept' is 3, 5, 10, 20, 30, 50 or 100, not '7'"));
}

TEST_CASE("the newest ten backups are kept: the oldest goes when a new day's is made") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    std::filesystem::create_directories(folderOf(file));
    // Ten earlier evenings of play, each with its backup.
    for (int day = 1; day <= 10; ++day) {
        const std::string date = "2026-11-" + std::string(day < 10 ? "0" : "") +
                                 std::to_string(day);
        std::filesystem::copy_file(file, folderOf(file) / ("club-" + date + "-193000.tachanka"));
    }
    // A cut-off copy (its process killed) is no backup, and is left alone.
    tachanka::testing::writeFile(folderOf(file) / "club-2026-11-11-193000.tachanka.part-77", "x");
    REQUIRE(backups(file).array().size() == 10);

    takePrisoners(file, "1");
    const auto kept = backups(file).array();
    REQUIRE(kept.size() == 10);
    CHECK(kept[0]["made_on"].string() != "2026-11-10");  // today's, newest first
    CHECK(kept[1]["made_on"].string() == "2026-11-10");
    CHECK(kept[9]["made_on"].string() == "2026-11-02");
    CHECK_FALSE(std::filesystem::exists(folderOf(file) / "club-2026-11-01-193000.tachanka"));
    CHECK(std::filesystem::exists(folderOf(file) / "club-2026-11-11-193000.tachanka.part-77"));
}

TEST_CASE("a restore onto a campaign another program is changing is refused in one line, "
          "the campaign and its backups unchanged") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    takePrisoners(file, "3");
    const auto name = backups(file).array()[0]["name"].string();
    const std::string before = campaignDump(file);
    {
        auto other = tachanka::db::CampaignFile::open(file);
        other.database().exec("BEGIN IMMEDIATE");
        const auto refused = cli({"backup", "restore", file, "--from", name});
        CHECK(isOneLineError(refused));
        CHECK(refused.err.find("is being changed by another program") != std::string::npos);
        other.database().exec("ROLLBACK");
    }
    CHECK(campaignDump(file) == before);
    CHECK(backups(file).array().size() == 1);  // no copy of a campaign left as it was
}

TEST_CASE("a backup of another campaign, or a file that is no backup, is refused in one line") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    const auto other = (folder / "other.tachanka").string();
    REQUIRE(cli({"new", other, "--scenario", "historical", "--seed", "2", "--name",
                 "Другая кампания"},
                tachanka::testing::freshHome(folder))
                .exitCode == 0);
    takePrisoners(file, "3");
    takePrisoners(other, "3");
    const std::string before = campaignDump(file);

    const auto foreign = backups(other).array()[0]["path"].string();
    const auto renamed = folderOf(file) / ("club-2026-11-01-193000.tachanka");
    std::filesystem::copy_file(foreign, renamed);
    const auto refused = cli({"backup", "restore", file, "--from", renamed.string()});
    CHECK(isOneLineError(refused));
    CHECK(refused.err.find("nothing restored") != std::string::npos);

    const auto notOne = cli({"backup", "restore", file, "--from", other});
    CHECK(isOneLineError(notOne));
    CHECK(notOne.err.find("is not a backup of") != std::string::npos);
    CHECK(campaignDump(file) == before);
}

TEST_CASE("a change the rules refuse leaves no backup: it changed nothing") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    // 4.1: no prisoners outside a combat phase, and no umpire here to let them through.
    const auto refused = cli({"prisoners", file, "--side", "Reds", "--add", "1"});
    CHECK(isOneLineError(refused));
    CHECK_FALSE(std::filesystem::exists(folderOf(file)));
    takePrisoners(file, "1");
    CHECK(backups(file).array().size() == 1);
}
