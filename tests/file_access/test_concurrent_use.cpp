// Two programs adding prisoners to one campaign while a third shows it, all real tachanka-cli
// processes on one real file. Each access waits for the others like any access to a shared
// file: nothing is called "not a Tachanka campaign", every acknowledged write is in the file
// afterwards, and nothing else is. The only refusal allowed is the honest one, that another
// program kept the file busy for longer than an access waits.

#include <doctest/doctest.h>

#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "db/campaign_file.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/support/text.hpp"

using tachanka::testing::cli;
using tachanka::testing::contains;
using tachanka::testing::fileNamesIn;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::TempFolder;

namespace {

constexpr int writesEach = 12;
constexpr int reads = 12;
constexpr auto timeLimit = std::chrono::minutes(4);
constexpr auto busyMessage = "is being changed by another program";

struct Run {
    int exitCode = -1;
    bool shown = false;  // the output holds what a success prints
    std::string err;
};

// In a child process of its own group: runs the CLI with `arguments` `count` times, one after
// another, and writes a line for each run to `log`.
pid_t runRepeatedly(const std::vector<std::string>& arguments, int count, const std::string& shows,
                    const std::filesystem::path& log, const std::vector<std::string>& environment) {
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::setpgid(0, 0);
        {
            std::ofstream out(log);
            for (int run = 0; run < count; ++run) {
                const auto result = cli(arguments, environment);
                std::string err = result.err;
                for (auto& c : err) c = c == '\n' ? ' ' : c;
                out << result.exitCode << '\t' << contains(result.out, shows) << '\t' << err
                    << '\n'
                    << std::flush;
            }
        }
        ::_exit(0);
    }
    return child;
}

// Waits for every child, killing their groups if they outlast the time limit.
bool waitForAll(std::vector<pid_t> children) {
    const auto deadline = std::chrono::steady_clock::now() + timeLimit;
    while (!children.empty() && std::chrono::steady_clock::now() < deadline) {
        std::erase_if(children, [](pid_t child) { return ::waitpid(child, nullptr, WNOHANG) == child; });
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    for (const pid_t child : children) {
        ::kill(-child, SIGKILL);
        ::waitpid(child, nullptr, 0);
    }
    return children.empty();
}

std::vector<Run> runsIn(const std::filesystem::path& log) {
    std::vector<Run> runs;
    std::ifstream in(log);
    for (std::string line; std::getline(in, line);) {
        std::istringstream fields(line);
        Run run;
        fields >> run.exitCode >> run.shown;
        fields.ignore(1);
        std::getline(fields, run.err);
        runs.push_back(run);
    }
    return runs;
}

int redPrisoners(const std::filesystem::path& file) {
    auto campaign = tachanka::db::CampaignFile::openForReading(file);
    return campaign.database()
        .execAndGet("SELECT prisoners FROM side WHERE name = 'Reds'")
        .getInt();
}

}  // namespace

TEST_CASE("two writers and a reader on one campaign: no false message, no acknowledged write lost") {
    TempFolder folder;
    const auto file = folder / "Orël.tachanka";
    const auto home = freshHome(folder);
    REQUIRE(cli({"new", file.string(), "--scenario", "brasovo"}, home).exitCode == 0);
    const int prisonersBefore = redPrisoners(file);
    const auto logs = folder / "logs";
    std::filesystem::create_directory(logs);
    const auto namesBefore = fileNamesIn(folder.path());

    const std::vector<std::string> write{"prisoners", file.string(), "--side",   "Reds",
                                          "--add",     "1",           "--override", "--reason",
                                          "a raid outside the combat phase"};
    const std::vector<pid_t> children{
        runRepeatedly(write, writesEach, "Reds take 1 prisoner(s)", logs / "writer-1.log", home),
        runRepeatedly(write, writesEach, "Reds take 1 prisoner(s)", logs / "writer-2.log", home),
        runRepeatedly({"show", file.string()}, reads, "Brasovo", logs / "reader.log", home)};
    REQUIRE(waitForAll(children));

    int acknowledged = 0;
    int busy = 0;
    for (const auto* log : {"writer-1.log", "writer-2.log", "reader.log"}) {
        const auto runs = runsIn(logs / log);
        CHECK(runs.size() == static_cast<std::size_t>(contains(log, "writer") ? writesEach : reads));
        for (const auto& run : runs) {
            CAPTURE(log);
            CAPTURE(run.err);
            if (run.exitCode == 0) {
                CHECK(run.shown);
                if (contains(log, "writer")) ++acknowledged;
            } else {
                // Refused only because another program kept the file busy, in one line.
                CHECK(run.exitCode == 2);
                CHECK(contains(run.err, busyMessage));
                CHECK_FALSE(contains(run.err, "not a Tachanka campaign"));
                ++busy;
            }
        }
    }
    MESSAGE(acknowledged << " writes acknowledged, " << busy << " accesses refused as busy");
    CHECK(acknowledged >= 1);

    // Every acknowledged write is there, once: in the state and on the ledger; and the last
    // program to close the file took its -wal and -shm files away. Beside it only the day's
    // backup (one of each writer at most, both made before its first change), whole.
    auto namesAfter = namesBefore;
    namesAfter.push_back("Orël.tachanka-backups");
    std::sort(namesAfter.begin(), namesAfter.end());
    CHECK(fileNamesIn(folder.path()) == namesAfter);
    const auto backups = fileNamesIn(folder / "Orël.tachanka-backups");
    CHECK((backups.size() == 1 || backups.size() == 2));
    for (const auto& name : backups) CHECK(name.ends_with(".tachanka"));
    CHECK(redPrisoners(file) == prisonersBefore + acknowledged);
    auto campaign = tachanka::db::CampaignFile::openForReading(file);
    auto& database = campaign.database();
    CHECK(database.execAndGet("PRAGMA integrity_check").getString() == "ok");
    CHECK(database.execAndGet("SELECT count(*) FROM ledger WHERE kind = 'prisoners-taken'")
              .getInt() == acknowledged);
    CHECK(database.execAndGet("SELECT count(*) FROM action WHERE kind = 'prisoners'").getInt() ==
          acknowledged);
}
