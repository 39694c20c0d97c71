// Dice at the table, through the CLI as a club rolls them: `--dice ?` lists the dice a battle
// asks for before any is rolled, and on a terminal with neither --dice nor --seed each die is
// asked in turn with what its faces read (issue 44, item 6).

#include <doctest/doctest.h>

#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <string>
#include <vector>

#include "tests/campaign_turns/campaign_fixture.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/json_value.hpp"

using namespace tachanka;
using model::Phase;
using testing::cli;
using testing::HistoricalCampaign;
using testing::JsonValue;

namespace {

// The Whites' first combat phase: 2/3D attacks Cv/41S in 0814.
struct WhiteAttack : HistoricalCampaign {
    std::string path = file().string();
    WhiteAttack() {
        advanceTo("1919-10-15", "Whites", Phase::Combat);
        REQUIRE(cli({"battle", "plan", path, "--attackers", "2/3D", "--hex", "0814"}).exitCode == 0);
    }
};

struct TerminalRun {
    int exitCode = -1;
    std::string shown;  // everything the terminal showed, the typed lines echoed
};

std::size_t count(const std::string& text, const std::string& part) {
    std::size_t found = 0;
    for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++found;
    return found;
}

// tachanka-cli on a pseudo-terminal, as a player at one: each line of `typed` answers the next
// "roll" prompt; when they run out the player ends the input (Ctrl-D).
TerminalRun onTerminal(const std::vector<std::string>& words, const std::vector<std::string>& typed) {
    int terminal = -1;
    const pid_t child = forkpty(&terminal, nullptr, nullptr, nullptr);
    REQUIRE(child >= 0);
    if (child == 0) {
        std::vector<char*> argv{const_cast<char*>(TACHANKA_CLI)};
        for (const auto& word : words) argv.push_back(const_cast<char*>(word.c_str()));
        argv.push_back(nullptr);
        execv(TACHANKA_CLI, argv.data());
        _exit(127);
    }
    TerminalRun run;
    std::size_t answered = 0;
    bool ended = false;
    for (;;) {
        pollfd ready{terminal, POLLIN, 0};
        if (poll(&ready, 1, 60'000) <= 0) break;
        char buffer[4096];
        const auto got = read(terminal, buffer, sizeof buffer);
        if (got <= 0) break;  // EIO: the program has ended
        run.shown.append(buffer, static_cast<std::size_t>(got));
        const auto prompts = count(run.shown, "roll (1–");
        if (answered < prompts && run.shown.ends_with(": ")) {
            if (answered < typed.size()) {
                const std::string line = typed[answered] + "\n";
                CHECK(write(terminal, line.data(), line.size()) == static_cast<ssize_t>(line.size()));
            } else if (!ended) {
                CHECK(write(terminal, "\x04", 1) == 1);
                ended = true;
            }
            answered = prompts;
        }
    }
    int status = 0;
    waitpid(child, &status, 0);
    close(terminal);
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return run;
}

}  // namespace

TEST_CASE("--dice ? lists the dice a battle will ask for, in order, and rolls none") {
    WhiteAttack game;
    const auto before = testing::campaignDump(game.file());
    const auto listed = cli({"battle", "resolve", game.path, "1", "--dice", "?", "--json"});
    REQUIRE_MESSAGE(listed.exitCode == 0, listed.err);
    CHECK(testing::campaignDump(game.file()) == before);
    const auto json = JsonValue::parse(listed.out);
    CHECK(json["battle"].number() == 1);
    const auto& dice = json["dice"].array();
    REQUIRE_FALSE(dice.empty());
    // Both sides' cohesion checks always come first (8.7.1); more follow on some rolls.
    CHECK(dice[0]["number"].number() == 1);
    CHECK(dice[0]["fraction"].string() == "1/1");
    CHECK(json["fewest"].number() >= 2);
    CHECK(json["most"].number() > json["fewest"].number());

    // A resolution rolls them at their places: every die it rolled is listed there.
    REQUIRE(cli({"battle", "resolve", game.path, "1", "--seed", "3"}).exitCode == 0);
    const auto shown = JsonValue::parse(cli({"battle", "show", game.path, "1", "--json"}).out);
    int number = 0;
    for (const auto& event : shown["events"].array()) {
        for (std::size_t i = 0; i < event["dice"].array().size(); ++i) {
            ++number;
            bool listedThere = false;
            for (const auto& die : dice) {
                listedThere = listedThere || (die["number"].number() == number &&
                                              die["purpose"].string() == event["purpose"].string());
            }
            CHECK_MESSAGE(listedThere, "die " << number << ": " << event["purpose"].string());
        }
    }
    CHECK(number >= json["fewest"].number());
    CHECK(number <= json["most"].number());
}

TEST_CASE("--dice ? in words: how many dice, each with what it is for") {
    WhiteAttack game;
    const auto listed = cli({"battle", "resolve", game.path, "1", "--dice", "?"});
    REQUIRE_MESSAGE(listed.exitCode == 0, listed.err);
    CHECK(listed.out.starts_with("battle 1 asks for "));
    CHECK(listed.out.find("always") != std::string::npos);
    CHECK(listed.out.find("Roll them and type them in that order: tachanka-cli battle resolve " +
                          game.path + " 1 --dice a,b,...") != std::string::npos);
}

TEST_CASE("on a terminal with no --dice or --seed, each die is asked with what its faces read") {
    WhiteAttack game;
    // A 7 is no face of a d6: asked again. Then two natural 1s: both cohesion checks pass and
    // the battle stops for the Whites' choice to assault (8.8).
    const auto run = onTerminal({"battle", "resolve", game.path, "1"}, {"7", "1", "1"});
    CHECK_MESSAGE(run.exitCode == 0, run.shown);
    CHECK(run.shown.find("die 1, d6: ") != std::string::npos);
    CHECK(run.shown.find("die 2, d6: ") != std::string::npos);
    CHECK(run.shown.find("a d6 shows 1 to 6") != std::string::npos);
    CHECK(run.shown.find("passed  (") != std::string::npos);  // a face's reading, its chance
    CHECK(run.shown.find("awaiting assault") != std::string::npos);
    const auto shown = JsonValue::parse(cli({"battle", "show", game.path, "1", "--json"}).out);
    CHECK(shown["awaiting"].string() == "assault");
    const auto& events = shown["events"].array();
    REQUIRE(events.size() == 2);
    CHECK(events[0]["dice"].array()[0].number() == 1);
    CHECK(events[1]["dice"].array()[0].number() == 1);
}

TEST_CASE("on a terminal, input ended before the dice leaves the battle planned, one line said") {
    WhiteAttack game;
    const auto before = testing::campaignDump(game.file());
    const auto run = onTerminal({"battle", "resolve", game.path, "1"}, {});
    CHECK(run.exitCode == 2);
    CHECK(run.shown.find("the dice stopped at die 1 (") != std::string::npos);
    CHECK(testing::campaignDump(game.file()) == before);
}
