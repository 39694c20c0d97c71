// What the CLI writes for the user (exports, PDFs, map and army XML) is written whole or not at
// all, and never over a campaign: each finding of issue 53's audit of the edges, reproduced.

#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <tuple>
#include <string>
#include <vector>

#include "tests/cli/cli.hpp"

using tachanka::testing::cli;
using tachanka::testing::cliWithFileLimit;
using tachanka::testing::fileNamesIn;
using tachanka::testing::historicalCampaign;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::ProcessResult;
using tachanka::testing::readFile;
using tachanka::testing::TempFolder;

namespace {

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// The commands of the audit that could name the campaign itself as their output.
std::vector<std::vector<std::string>> writesOnto(const std::string& campaign,
                                                 const std::string& output) {
    return {{"export", campaign, "-o", output},
            {"print", "summary", campaign, "-o", output},
            {"map", "export", campaign, "-o", output},
            {"export", campaign, "--army", "soviet", "-o", output}};
}

}  // namespace

TEST_CASE("an output named as the campaign itself is refused and the campaign still opens") {
    TempFolder folder;
    const auto campaign = historicalCampaign(folder);
    const std::string before = readFile(campaign);
    for (const auto& command : writesOnto(campaign, campaign)) {
        CAPTURE(command);
        const auto result = cli(command, freshHome(folder));
        CAPTURE(result.err);
        CHECK(isOneLineError(result));
        CHECK(contains(result.err, "is the campaign being read"));
        CHECK(readFile(campaign) == before);
    }
    CHECK(cli({"show", campaign}, freshHome(folder)).exitCode == 0);
    // A link to it is the same file.
    const auto link = folder / "link.xml";
    std::filesystem::create_symlink(campaign, link);
    const auto linked = cli({"export", campaign, "-o", link.string()}, freshHome(folder));
    CHECK(isOneLineError(linked));
    CHECK(readFile(campaign) == before);
}

TEST_CASE("an output never overwrites another campaign, a folder or a device") {
    TempFolder folder;
    const auto campaign = historicalCampaign(folder);
    const auto other = historicalCampaign(folder, "other.tachanka");
    const std::string otherBefore = readFile(other);
    for (const auto& command : writesOnto(campaign, other)) {
        CAPTURE(command);
        const auto result = cli(command, freshHome(folder));
        CAPTURE(result.err);
        CHECK(isOneLineError(result));
        CHECK(contains(result.err, "is an SQLite database, a campaign most likely"));
    }
    CHECK(readFile(other) == otherBefore);

    const auto intoFolder = cli({"print", "summary", campaign, "-o", folder.path().string()},
                                freshHome(folder));
    CAPTURE(intoFolder.err);
    CHECK(isOneLineError(intoFolder));
    CHECK(contains(intoFolder.err, "is a folder: name the file to write in it"));
    CHECK_FALSE(contains(intoFolder.err, "Success"));

    const auto device = cli({"export", campaign, "-o", "/dev/null"}, freshHome(folder));
    CHECK(isOneLineError(device));
    CHECK(contains(device.err, "is not a plain file"));
    CHECK(std::filesystem::is_character_file("/dev/null"));
}

TEST_CASE("a missing folder and a folder the user may not write are told in words, not codes") {
    TempFolder folder;
    const auto campaign = historicalCampaign(folder);
    const auto missing = (folder / "no-such-folder" / "summary.pdf").string();
    const auto result = cli({"print", "summary", campaign, "-o", missing}, freshHome(folder));
    CAPTURE(result.err);
    CHECK(isOneLineError(result));
    CHECK(contains(result.err, "there is no folder '" + (folder / "no-such-folder").string()));
    CHECK_FALSE(contains(result.err, "libharu"));
}

TEST_CASE("a write cut short (a file size limit, as a full disk) keeps the good copy and says so") {
    TempFolder folder;
    const auto campaign = historicalCampaign(folder);
    const auto backup = (folder / "backup.xml").string();
    const auto pdf = (folder / "summary.pdf").string();
    REQUIRE(cli({"export", campaign, "-o", backup}, freshHome(folder)).exitCode == 0);
    REQUIRE(cli({"print", "summary", campaign, "-o", pdf}, freshHome(folder)).exitCode == 0);
    const std::string goodBackup = readFile(backup);
    const std::string goodPdf = readFile(pdf);
    const auto namesBefore = fileNamesIn(folder.path());
    REQUIRE(goodBackup.size() > 64 * 1024);
    REQUIRE(goodPdf.size() > 64 * 1024);

    // Both files are larger than 64 kB: the writes fail with EFBIG part way, with no signal
    // (the limit leaves room for the 32 kB -shm file SQLite reads the campaign with).
    using Words = std::vector<std::string>;
    for (const auto& [command, output, good] :
         {std::tuple{Words{"export", campaign, "-o", backup}, backup, goodBackup},
          std::tuple{Words{"print", "summary", campaign, "-o", pdf}, pdf, goodPdf}}) {
        CAPTURE(command);
        const auto result = cliWithFileLimit(command, 64);
        CAPTURE(result.err);
        CHECK(isOneLineError(result));
        CHECK(contains(result.err, "cannot write '" + output + "'"));
        CHECK(contains(result.err, "file size limit"));
        CHECK(readFile(output) == good);
    }
    CHECK(fileNamesIn(folder.path()) == namesBefore);  // no staging file left behind
}

TEST_CASE("a staging file a killed export left is removed by the next write to its folder") {
    TempFolder folder;
    const auto campaign = historicalCampaign(folder);
    // A process that has ended: its pid names a staging file nobody is writing.
    const pid_t ended = ::fork();
    if (ended == 0) ::_exit(0);
    REQUIRE(ended > 0);
    ::waitpid(ended, nullptr, 0);
    const auto abandoned = folder / (".backup.xml.part-" + std::to_string(ended) + "-1");
    tachanka::testing::writeFile(abandoned, "<tachanka-campaign");
    // One of a process still running (this test) is someone's write in progress: kept.
    const auto live = folder / (".other.xml.part-" + std::to_string(::getpid()) + "-1");
    tachanka::testing::writeFile(live, "<tach");

    REQUIRE(cli({"export", campaign, "-o", (folder / "backup.xml").string()}, freshHome(folder))
                .exitCode == 0);
    CHECK_FALSE(std::filesystem::exists(abandoned));
    CHECK(std::filesystem::exists(live));
    CHECK(readFile(folder / "backup.xml").starts_with("<?xml"));
}

TEST_CASE("import refuses a device at once, and reads a backup larger than a rules file") {
    TempFolder folder;
    const auto urandom = cli({"import", "/dev/urandom", (folder / "x.tachanka").string()},
                             freshHome(folder));
    CAPTURE(urandom.err);
    CHECK(isOneLineError(urandom));
    CHECK(contains(urandom.err, "is a device or a pipe, not an XML file"));
    CHECK_FALSE(std::filesystem::exists(folder / "x.tachanka"));

    // Over the 64 MB a rules file may have, as a season's export is: not refused for its size
    // (its rows are what is wrong with it).
    const auto big = folder / "season.xml";
    tachanka::testing::writeFile(
        big, "<?xml version=\"1.0\"?><tachanka-campaign schema=\"1\"><!--" +
                 std::string(65 * 1024 * 1024, ' ') + "--></tachanka-campaign>");
    const auto season = cli({"import", big.string(), (folder / "y.tachanka").string()},
                            freshHome(folder));
    CAPTURE(season.err);
    CHECK(isOneLineError(season));
    CHECK_FALSE(contains(season.err, "at most"));
}
