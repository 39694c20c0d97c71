// A toy rule system linked into a CLI of its own (tachanka-cli-toy) with no file of the
// product edited: it is in --help, in `odds` with its exact odds, and in `print qrs`.

#include <doctest/doctest.h>

#include "tests/support/data_home.hpp"
#include "tests/support/poppler.hpp"
#include "tests/support/process.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka::testing;

namespace {

ProcessResult toyCli(const std::vector<std::string>& words) {
    std::vector<std::string> argv{TACHANKA_CLI_TOY};
    argv.insert(argv.end(), words.begin(), words.end());
    return runProcess(argv);
}

}  // namespace

TEST_CASE("the toy system is in the overview of the CLI that links it, and only there") {
    const auto toy = toyCli({"--help"});
    REQUIRE(toy.exitCode == 0);
    CHECK(toy.out.find("Toy Skirmish (toy-skirmish): a one-table duel") != std::string::npos);
    // The shipped systems are still there, in their order, before it.
    CHECK(toy.out.find("red-actions") < toy.out.find("orel-1919"));
    CHECK(toy.out.find("orel-1919") < toy.out.find("bullets-and-bolsheviks"));
    CHECK(toy.out.find("bullets-and-bolsheviks") < toy.out.find("actions-table"));
    CHECK(toy.out.find("actions-table") < toy.out.find("red-flags-iron-crosses"));
    CHECK(toy.out.find("red-flags-iron-crosses") < toy.out.find("toy-skirmish"));

    const auto shipped = runProcess({TACHANKA_CLI, "--help"});
    REQUIRE(shipped.exitCode == 0);
    CHECK(shipped.out.find("toy-skirmish") == std::string::npos);
}

TEST_CASE("odds of the toy's duel come from its table file, counted over the d6") {
    const auto pages = toyCli({"odds"});
    REQUIRE(pages.exitCode == 0);
    CHECK(pages.out.find("Toy Skirmish duel") != std::string::npos);

    // The table: 1-2 miss, 3-5 wounded, 6 killed; +1 reads a 6 as a 6.
    const auto plain = toyCli({"odds", "toy-skirmish", "duel", "--json"});
    REQUIRE(plain.exitCode == 0);
    CHECK(plain.out.find(R"("result":"miss","probability":0.3333333333333333,"fraction":"1/3")") !=
          std::string::npos);
    CHECK(
        plain.out.find(R"("result":"killed","probability":0.16666666666666666,"fraction":"1/6")") !=
        std::string::npos);
    const auto plusOne = toyCli({"odds", "toy-skirmish", "duel", "--modifier", "1", "--json"});
    REQUIRE(plusOne.exitCode == 0);
    CHECK(
        plusOne.out.find(R"("result":"miss","probability":0.16666666666666666,"fraction":"1/6")") !=
        std::string::npos);
    CHECK(plusOne.out.find(
              R"("result":"killed","probability":0.3333333333333333,"fraction":"1/3")") !=
          std::string::npos);

    // Its input is checked like any option: out of range is one line and exit 2.
    const auto tooMuch = toyCli({"odds", "toy-skirmish", "duel", "--modifier", "3"});
    CHECK(tooMuch.exitCode == 2);
    CHECK(tooMuch.err.find("--modifier") != std::string::npos);
}

TEST_CASE("print qrs --system toy-skirmish prints the toy's table") {
    const IsolatedDataHome home;
    const TempFolder folder;
    const auto printed =
        toyCli({"print", "qrs", "--system", "toy-skirmish", "-o", (folder / "toy.pdf").string()});
    REQUIRE(printed.exitCode == 0);
    const auto text = pdfText(folder / "toy.pdf");
    CHECK(text.find("Toy Skirmish — quick-reference sheet") != std::string::npos);
    CHECK(text.find("wounded") != std::string::npos);
    CHECK(text.find("3–5") != std::string::npos);

    // An unknown system still names every one there is, the toy included.
    const auto unknown =
        toyCli({"print", "qrs", "--system", "nope", "-o", (folder / "x.pdf").string()});
    CHECK(unknown.exitCode == 2);
    CHECK(unknown.err.find("red-actions, orel-1919, bullets-and-bolsheviks, actions-table, "
                           "red-flags-iron-crosses, toy-skirmish") != std::string::npos);
}
