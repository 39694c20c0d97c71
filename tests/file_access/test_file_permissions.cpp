// Campaigns the user may read but not change (a read-only folder, a read-only file) are read
// like any other and left exactly as they were, with nothing new beside them; a change to
// one, or any access to a file the user may not read, is one line naming the permission.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "tests/cli/cli.hpp"
#include "tests/file_access/unprivileged.hpp"
#include "tests/support/json_value.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/support/text.hpp"

using std::filesystem::perms;
using tachanka::testing::cli;
using tachanka::testing::cliWithoutPrivileges;
using tachanka::testing::contains;
using tachanka::testing::fileNamesIn;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;
using tachanka::testing::readFile;
using tachanka::testing::TempFolder;

namespace {

void setMode(const std::filesystem::path& path, perms mode) {
    std::filesystem::permissions(path, mode, std::filesystem::perm_options::replace);
}

constexpr perms readOnlyFolder = perms::owner_read | perms::owner_exec | perms::group_read |
                                 perms::group_exec | perms::others_read | perms::others_exec;
constexpr perms everyoneReads = readOnlyFolder | perms::owner_write;

// A Brasovo campaign in the folder "shelf" of `folder`, which everyone may enter and read,
// and a folder "out" everyone may write to, for the documents the reads write.
std::filesystem::path shelvedCampaign(const TempFolder& folder) {
    setMode(folder.path(), everyoneReads);
    std::filesystem::create_directory(folder / "shelf");
    std::filesystem::create_directory(folder / "out");
    setMode(folder / "out", perms::all);
    const auto file = folder.path() / "shelf" / "Orël 1919.tachanka";
    REQUIRE(cli({"new", file.string(), "--scenario", "brasovo"}, freshHome(folder)).exitCode == 0);
    return file;
}

// Every command that only reads the campaign succeeds, and leaves the file byte for byte and
// its folder's names as they were: no -wal, no -shm.
void checkReadsLeaveItAsItWas(const TempFolder& folder, const std::filesystem::path& file) {
    const std::string before = readFile(file);
    const auto namesBefore = fileNamesIn(file.parent_path());
    const std::string campaign = file.string();
    const std::vector<std::pair<std::vector<std::string>, std::string>> reads{
        {{"show", campaign}, "Orel 1919 — introductory scenario: Brasovo"},
        {{"units", campaign, "--side", "Reds"}, "2/57D"},
        {{"ledger", campaign, "--kind", "officer-joined", "--limit", "1"}, "officer-joined"},
        {{"officers", campaign}, "Кутепов"},
        {{"victory", campaign}, "Sevsk"},
        {{"turn", campaign}, "15 October 1919"},
        {{"print", "summary", campaign, "-o", (folder / "out" / "summary.pdf").string()},
         "wrote"},
        {{"export", campaign, "-o", (folder / "out" / "campaign.xml").string()}, "wrote"},
    };
    for (const auto& [arguments, shown] : reads) {
        const auto result = cliWithoutPrivileges(arguments, freshHome(folder));
        CAPTURE(arguments.front());
        CAPTURE(result.err);
        CHECK(result.exitCode == 0);
        CHECK(contains(result.out, shown));
    }
    CHECK(readFile(file) == before);
    CHECK(fileNamesIn(file.parent_path()) == namesBefore);
}

// Adding a prisoner is refused in one line holding `why`, the file and its folder unchanged.
void checkChangeRefused(const TempFolder& folder, const std::filesystem::path& file,
                        const std::string& why) {
    const std::string before = readFile(file);
    const auto namesBefore = fileNamesIn(file.parent_path());
    for (const std::vector<std::string>& change :
         {std::vector<std::string>{"prisoners", file.string(), "--side", "Reds", "--add", "1"},
          std::vector<std::string>{"undo", file.string()}}) {
        const auto result = cliWithoutPrivileges(change, freshHome(folder));
        CAPTURE(change.front());
        CAPTURE(result.err);
        CHECK(isOneLineError(result));
        CHECK(contains(result.err, file.string()));
        CHECK(contains(result.err, why));
    }
    CHECK(readFile(file) == before);
    CHECK(fileNamesIn(file.parent_path()) == namesBefore);
}

}  // namespace

TEST_CASE("the CLI runs as a user whom file permissions bind") {
    TempFolder folder;
    const auto shelf = folder / "shelf";
    setMode(folder.path(), everyoneReads);
    std::filesystem::create_directory(shelf);
    setMode(shelf, readOnlyFolder);
    // Creating a campaign in a folder only its owner may write to.
    const auto result = cliWithoutPrivileges(
        {"new", (shelf / "c.tachanka").string(), "--scenario", "brasovo"}, freshHome(folder));
    CAPTURE(result.err);
    REQUIRE_MESSAGE(result.exitCode != 127,
                    "running as root, the tests need setpriv (util-linux) to run as 'nobody'");
    CHECK(isOneLineError(result));
    CHECK(fileNamesIn(shelf).empty());
    setMode(shelf, everyoneReads);
}

TEST_CASE("a campaign in a read-only folder can be read, and a change says the folder is read-only") {
    TempFolder folder;
    const auto file = shelvedCampaign(folder);
    setMode(file.parent_path(), readOnlyFolder);
    checkReadsLeaveItAsItWas(folder, file);
    checkChangeRefused(folder, file, "its folder '" + file.parent_path().string() + "' is read-only");
    setMode(file.parent_path(), everyoneReads);
}

TEST_CASE("a campaign in a folder only its owner may write says so to another user") {
    TempFolder folder;
    const auto file = shelvedCampaign(folder);
    // The folder is writable, by root: 'nobody' is told that he may not write there, not
    // that the folder is read-only.
    setMode(file.parent_path(), everyoneReads);
    checkChangeRefused(folder, file, "you may not write to its folder '" +
                                         file.parent_path().string() + "' (its owner may)");
}

TEST_CASE("a read-only folder's campaign shows what another program has just written to it") {
    TempFolder folder;
    const auto file = shelvedCampaign(folder);
    // The other program's change is committed to the -wal file, not yet to the campaign file.
    SQLite::Database other(file.string(), SQLite::OPEN_READWRITE);
    other.exec("PRAGMA wal_autocheckpoint = 0");
    other.exec("UPDATE side SET prisoners = 42 WHERE name = 'Reds'");
    setMode(file.parent_path(), readOnlyFolder);
    const auto namesBefore = fileNamesIn(file.parent_path());

    const auto shown = cliWithoutPrivileges({"show", file.string(), "--json"}, freshHome(folder));
    CAPTURE(shown.err);
    REQUIRE(shown.exitCode == 0);
    const auto sides = JsonValue::parse(shown.out)["sides"];
    CHECK(sides[1]["name"].string() == "Reds");
    CHECK(sides[1]["prisoners"].number() == 42);
    CHECK(fileNamesIn(file.parent_path()) == namesBefore);
    setMode(file.parent_path(), everyoneReads);
}

TEST_CASE("a read-only campaign file is read without leaving files beside it") {
    TempFolder folder;
    const auto file = shelvedCampaign(folder);
    // Everyone may write to the folder: nothing but the file's own mode stops a -wal there.
    setMode(file.parent_path(), perms::all);
    setMode(file, perms::owner_read | perms::group_read | perms::others_read);
    checkReadsLeaveItAsItWas(folder, file);
    checkChangeRefused(folder, file, "the file is read-only");
}

TEST_CASE("a campaign file nobody may read is refused as unreadable, not as no campaign") {
    TempFolder folder;
    const auto file = shelvedCampaign(folder);
    const std::string before = readFile(file);
    setMode(file, perms::none);
    for (const std::vector<std::string>& access :
         {std::vector<std::string>{"show", file.string()},
          std::vector<std::string>{"prisoners", file.string(), "--side", "Reds", "--add", "1"}}) {
        const auto result = cliWithoutPrivileges(access, freshHome(folder));
        CAPTURE(result.err);
        CHECK(isOneLineError(result));
        CHECK(contains(result.err, "'" + file.string() + "' cannot be read (permission denied)"));
        CHECK_FALSE(contains(result.err, "not a Tachanka campaign"));
    }
    setMode(file, perms::owner_read | perms::owner_write);
    CHECK(readFile(file) == before);
    CHECK(fileNamesIn(file.parent_path()) == std::vector<std::string>{file.filename().string()});
}
