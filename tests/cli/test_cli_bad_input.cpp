// Input that used to be taken with exit 0 and is bad: a misspelt optional rule, a side a
// document would ignore, a stray word, a word where a number goes. Each is one line on stderr,
// exit 2, and the campaign file (and the folder) exactly as before.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/support/text.hpp"

using tachanka::testing::cli;
using tachanka::testing::contains;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::readFile;
using tachanka::testing::TempFolder;

namespace {

class Club {
public:
    Club() : file_((folder_ / "club.tachanka").string()), home_(freshHome(folder_)) {
        REQUIRE(cli({"new", file_, "--scenario", "historical", "--seed", "1919"}, home_)
                    .exitCode == 0);
    }
    const std::string& file() const { return file_; }
    std::string path(const std::string& name) const { return (folder_ / name).string(); }

    // `arguments` must be refused in one line naming each of `named`, leaving the campaign and
    // the folder as they were.
    void refused(const std::vector<std::string>& arguments,
                 const std::vector<std::string>& named) const {
        const std::string before = readFile(file_);
        const auto files = tachanka::testing::fileNamesIn(folder_.path());
        const auto result = cli(arguments, home_);
        CAPTURE(result.err);
        CHECK(isOneLineError(result));
        for (const auto& part : named) CHECK(contains(result.err, part));
        CHECK(result.out.empty());
        CHECK(readFile(file_) == before);
        CHECK(tachanka::testing::fileNamesIn(folder_.path()) == files);
    }

private:
    TempFolder folder_;
    std::string file_;
    std::vector<std::string> home_;
};

}  // namespace

TEST_CASE("a misspelt optional rule is refused with the rules' names, and nothing is stored") {
    Club club;
    club.refused({"set", club.file(), "setting", "random-event", "on", "--reason", "club"},
                 {"no setting 'random-event'", "random-events"});
}

TEST_CASE("every document that shows sides refuses an unknown side alike") {
    Club club;
    for (const std::string document : {"summary", "counters", "turn-sheet", "attrition"}) {
        CAPTURE(document);
        club.refused({"print", document, club.file(), "--side", "Greens", "-o", club.path("x.pdf")},
                     {"no side 'Greens'", "Whites", "Reds"});
    }
}

TEST_CASE("the summary prints one side when it is asked for one") {
    Club club;
    const auto result = cli({"print", "summary", club.file(), "--side", "reds", "-o",
                             club.path("reds.pdf")});
    CHECK(result.exitCode == 0);
    CHECK(std::filesystem::file_size(club.path("reds.pdf")) > 0);
}

TEST_CASE("a document refuses a campaign or an option it would ignore") {
    Club club;
    club.refused({"print", "qrs", "extra-word", "-o", club.path("qrs.pdf")},
                 {"print qrs", "no FILE", "extra-word"});
    club.refused({"print", "qrs", "--side", "reds", "-o", club.path("qrs.pdf")},
                 {"print qrs", "--side"});
}

TEST_CASE("a stray word after a command's arguments is refused") {
    Club club;
    club.refused({"show", club.file(), "extra-word"}, {"unexpected argument 'extra-word'"});
    club.refused({"turn", club.file(), "--advance", "extra-word"},
                 {"unexpected argument 'extra-word'"});
}

// fuzz_cli_arguments (issue 22) found the parser repeating a typed word whole, so a line break
// in it broke the one line on stderr; a command that repeats a value it refuses is printed the
// same way.
TEST_CASE("a word with a line break in it is refused in one line") {
    Club club;
    club.refused({"show", club.file(), "--json\nx"}, {"unknown option '--json\\nx'"});
    club.refused({"show", club.file(), "extra\nword"}, {"unexpected argument 'extra\\nword'"});
    club.refused({"officer", club.file(), "--casualty", "6", "--fate", "killed", "--dice", "4\n5"},
                 {"--dice '4\\n5'", "not a whole number"});
    club.refused({"sh\now", club.file()}, {"'sh\\now' is not a command"});
    club.refused({"attrition", club.file(), "--by", "side\n"}, {"'side\\n'"});
}

TEST_CASE("a word where a number goes is refused even on a path that does not read it") {
    Club club;
    // Without --senior-bonus the senior officer's distance is never used.
    club.refused({"ra", "morale", "--test", "fear", "--target", "7", "--roll", "8",
                  "--senior-distance", "abc"},
                 {"--senior-distance 'abc'", "not a whole number"});
    // A casualty draws no tokens: --dice and --keep are not read, and still checked.
    club.refused({"officer", club.file(), "--casualty", "6", "--fate", "killed", "--dice", "abc",
                  "--keep", "zz"},
                 {"--dice 'abc'", "not a whole number"});
    club.refused({"officer", club.file(), "--casualty", "6", "--fate", "killed", "--keep", "zz"},
                 {"--keep 'zz'"});
}
