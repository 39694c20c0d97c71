// tachanka-cli's shape: version, help everywhere, and bad usage as exit 2 with one line.

#include <doctest/doctest.h>

#include "tests/cli/cli.hpp"

using tachanka::testing::cli;
using tachanka::testing::isOneLineError;

TEST_CASE("--version prints the program and the project's version") {
    const auto result = cli({"--version"});
    CHECK(result.exitCode == 0);
    CHECK(result.out == "tachanka-cli " TACHANKA_PROJECT_VERSION "\n");
}

TEST_CASE("--help lists every command") {
    const auto result = cli({"--help"});
    CHECK(result.exitCode == 0);
    for (const char* command : {"new", "show", "scenarios", "print"}) {
        CAPTURE(command);
        CHECK(result.out.find("\n  " + std::string(command) + " ") != std::string::npos);
    }
    CHECK(cli({"help"}).out == result.out);
    CHECK(cli({"-h"}).out == result.out);
}

TEST_CASE("each command has its own help, by 'help CMD' and by 'CMD --help'") {
    for (const char* command : {"new", "show", "scenarios", "print"}) {
        CAPTURE(command);
        const auto viaHelp = cli({"help", command});
        const auto viaFlag = cli({command, "--help"});
        CHECK(viaHelp.exitCode == 0);
        CHECK(viaFlag.exitCode == 0);
        CHECK(viaHelp.out.starts_with("usage: tachanka-cli " + std::string(command)));
        CHECK(viaFlag.out == viaHelp.out);
    }
}

TEST_CASE("no command at all shows the usage on stderr and exits 2") {
    const auto result = cli({});
    CHECK(result.exitCode == 2);
    CHECK(result.out.empty());
    CHECK(result.err.find("usage: tachanka-cli") != std::string::npos);
}

TEST_CASE("an unknown command is one line on stderr and exit 2") {
    const auto result = cli({"advance"});
    CHECK(isOneLineError(result));
    CHECK(result.err == "tachanka-cli: 'advance' is not a command (see 'tachanka-cli --help')\n");
    CHECK(isOneLineError(cli({"help", "advance"})));
}

TEST_CASE("an unknown option, a missing value or a missing argument is exit 2, one line") {
    const auto unknown = cli({"show", "x.tachanka", "--colour"});
    CHECK(isOneLineError(unknown));
    CHECK(unknown.err.find("unknown option '--colour'") != std::string::npos);

    const auto noValue = cli({"new", "x.tachanka", "--scenario"});
    CHECK(isOneLineError(noValue));
    CHECK(noValue.err.find("--scenario needs a value") != std::string::npos);

    const auto noFile = cli({"show"});
    CHECK(isOneLineError(noFile));
    CHECK(noFile.err.find("missing FILE") != std::string::npos);

    const auto extra = cli({"scenarios", "extra"});
    CHECK(isOneLineError(extra));
    CHECK(extra.err.find("unexpected argument 'extra'") != std::string::npos);
}

TEST_CASE("the rule-system groups list their commands and dispatch 'help' inside the group") {
    for (const char* group : {"ra", "orel", "bnb"}) {
        CAPTURE(group);
        const auto overview = cli({group, "--help"});
        CHECK(overview.exitCode == 0);
        CHECK(overview.out.starts_with("usage: tachanka-cli " + std::string(group)));
        CHECK(cli({"help", group}).out == overview.out);
        CHECK(isOneLineError(cli({group, "fly"})));
    }
    CHECK(cli({"ra", "help", "shoot"}).out == cli({"ra", "shoot", "--help"}).out);
    CHECK(cli({"help", "orel", "ratio"}).out.starts_with("usage: tachanka-cli orel ratio"));
}

TEST_CASE("a negative number is an option's value, not an option") {
    const auto shifted = cli({"ra", "shoot", "--total", "13", "--roll", "9", "--shift", "-1",
                              "--json"});
    CHECK(shifted.exitCode == 0);
    CHECK(shifted.out.find("\"column\":\"9-12\"") != std::string::npos);
}

TEST_CASE("lists and seeds are checked: empty items, words and out-of-range numbers are refused") {
    for (const char* dice : {"1,,2", "1,x", "7", ""}) {
        CAPTURE(dice);
        const auto result = cli({"ra", "officer-casualty", "--officers", "1", "--source",
                                 "shooting", "--dice", dice});
        CHECK(isOneLineError(result));
        CHECK(result.err.find("--dice") != std::string::npos);
    }
    const auto badSeed = cli({"new", "x.tachanka", "--scenario", "historical", "--seed", "-4"});
    CHECK(isOneLineError(badSeed));
    CHECK(badSeed.err.find("--seed '-4' is not a whole number") != std::string::npos);
}
