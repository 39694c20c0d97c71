// Issue 53's loops, bounded: exports killed at a dozen moments and cut short at a dozen file
// size limits (as a disk filling up stops a write) leave the output either as it was or whole,
// never broken and never a staging file; an action past the limit is one line, not a kill.

#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "tests/cli/cli.hpp"

using tachanka::testing::cli;
using tachanka::testing::cliWithFileLimit;
using tachanka::testing::historicalCampaign;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::readFile;
using tachanka::testing::TempFolder;

namespace {

std::size_t stagingFilesIn(const std::filesystem::path& folder) {
    std::size_t count = 0;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        if (entry.path().filename().string().find(".part-") != std::string::npos) ++count;
    }
    return count;
}

// Starts the CLI with `arguments` and kills it with SIGKILL after `delay`.
void killedAfter(const std::vector<std::string>& arguments, std::chrono::milliseconds delay) {
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        std::vector<char*> argv;
        std::string binary = TACHANKA_CLI;
        argv.push_back(binary.data());
        std::vector<std::string> words = arguments;
        for (auto& word : words) argv.push_back(word.data());
        argv.push_back(nullptr);
        ::execv(binary.c_str(), argv.data());
        ::_exit(127);
    }
    std::this_thread::sleep_for(delay);
    ::kill(child, SIGKILL);
    ::waitpid(child, nullptr, 0);
}

}  // namespace

TEST_CASE("exports killed at a dozen moments leave the old backup or the new one, whole") {
    TempFolder folder;
    const auto campaign = historicalCampaign(folder);
    const auto backup = (folder / "backup.xml").string();
    REQUIRE(cli({"export", campaign, "-o", backup}, freshHome(folder)).exitCode == 0);
    const std::string whole = readFile(backup);
    // The old copy, told apart from the new by its first line.
    const std::string old = "<?xml version=\"1.0\"?><old/>\n";
    int destroyed = 0;
    for (int moment = 0; moment < 12; ++moment) {
        CAPTURE(moment);
        tachanka::testing::writeFile(backup, old);
        killedAfter({"export", campaign, "-o", backup}, std::chrono::milliseconds(15 * moment));
        const std::string now = readFile(backup);
        if (now != old && now != whole) ++destroyed;
    }
    CHECK(destroyed == 0);
    // The next write to the folder sweeps what the killed runs left.
    REQUIRE(cli({"export", campaign, "-o", backup}, freshHome(folder)).exitCode == 0);
    CHECK(stagingFilesIn(folder.path()) == 0);
    CHECK(readFile(backup) == whole);
}

TEST_CASE("outputs cut short at a dozen file size limits keep the old copy and say so in a line") {
    TempFolder folder;
    const auto campaign = historicalCampaign(folder);
    const auto backup = (folder / "backup.xml").string();
    const auto pdf = (folder / "summary.pdf").string();
    REQUIRE(cli({"export", campaign, "-o", backup}, freshHome(folder)).exitCode == 0);
    REQUIRE(cli({"print", "counters", campaign, "-o", pdf}, freshHome(folder)).exitCode == 0);
    const std::string goodBackup = readFile(backup);
    const std::string goodPdf = readFile(pdf);
    int destroyed = 0;
    int internalErrors = 0;
    for (int kilobytes = 40; kilobytes <= 40 * 12; kilobytes += 40) {
        CAPTURE(kilobytes);
        for (const auto& [command, output, good] :
             {std::tuple{std::vector<std::string>{"export"}, backup, goodBackup},
              std::tuple{std::vector<std::string>{"print", "counters"}, pdf, goodPdf}}) {
            CAPTURE(command.back());
            auto arguments = command;
            arguments.insert(arguments.end(), {campaign, "-o", output});
            const auto result = cliWithFileLimit(arguments, kilobytes);
            CAPTURE(result.err);
            if (result.exitCode == 0) {
                CHECK(readFile(output).size() == good.size());
            } else {
                CHECK(isOneLineError(result));
                if (readFile(output) != good) ++destroyed;
            }
            if (result.exitCode != 0 && result.exitCode != 2) ++internalErrors;
        }
    }
    CHECK(destroyed == 0);
    CHECK(internalErrors == 0);
    CHECK(stagingFilesIn(folder.path()) == 0);
}

TEST_CASE("an action past the file size limit is refused in one line and writes nothing") {
    TempFolder folder;
    const auto campaign = historicalCampaign(folder);
    const std::string before = readFile(campaign);
    // The campaign's -wal cannot grow past 8 kB: SQLite's write fails, no signal kills it.
    const auto result = cliWithFileLimit(
        {"prisoners", campaign, "--side", "Reds", "--add", "2", "--override", "--reason", "a raid"}, 8);
    CAPTURE(result.err);
    CHECK(isOneLineError(result));
    CHECK(readFile(campaign) == before);
    const auto shown = cli({"show", campaign, "--json"}, freshHome(folder));
    REQUIRE(shown.exitCode == 0);
    CHECK(shown.out.find("\"prisoners\":2") == std::string::npos);
}
