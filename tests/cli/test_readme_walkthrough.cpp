// The README's first evening, run line by line as a newcomer types it (issue 52): each command
// of the block works in a home of its own, and each shows what the README says it shows.

#include <doctest/doctest.h>

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/support/text.hpp"

using tachanka::testing::contains;
using tachanka::testing::readFile;
using tachanka::testing::runProcess;
using tachanka::testing::TempFolder;

namespace {

// The lines of the shell block under the README's "A first evening" heading.
std::vector<std::string> walkthrough() {
    std::istringstream readme(readFile(std::string(TACHANKA_SOURCE_DIR) + "/README.md"));
    std::vector<std::string> lines;
    std::string line;
    bool inSection = false;
    bool inBlock = false;
    while (std::getline(readme, line)) {
        if (line.starts_with("## ")) inSection = line.starts_with("## A first evening");
        if (!inSection) continue;
        if (line == "```sh") {
            inBlock = true;
        } else if (inBlock && line == "```") {
            break;
        } else if (inBlock) {
            lines.push_back(line);
        }
    }
    return lines;
}

// What each line's output (stdout and stderr) holds, by a word of the line.
const std::map<std::string, std::string>& expectedOutputs() {
    static const std::map<std::string, std::string> expected{
        {"$C new club.tachanka", "created club.tachanka"},
        {"$C show club.tachanka", "15 October 1919 · Whites turn · Check status of depots"},
        {"# recruitment", "Whites receive 2 RP"},
        {"# the Whites' movement", "Whites turn · Movement and special actions"},
        {"$C unit club.tachanka 1/2K", "1/2K moved to 2405"},
        {"# the Whites' combat", "Whites turn · Combat and ammunition resupply"},
        {"$C battle contacts", "2/3D, 3/3D"},
        {"$C battle plan", "Battle 1 · 15 October 1919 · hex 0814 · planned"},
        {"$C battle odds", "defender loses 0 steps and routs"},
        {"--dice '?'", "battle 1 asks for "},
        {"--dice 1,5", "awaiting retreat: the Reds decide where Cv/41S routs 2 hexes from "
                       "0814: 0812 or 0713 (8.7.3)"},
        {"--retreat Cv/41S=0812", "awaiting advance: the Whites decide which of 2/3D and 3/3D "
                                  "enter hex 0814"},
        {"--advance 2/3D", "Cv/41S routs 2 hexes"},
        {"$C battle show", "cohesion check: defender  5"},
        {"--preview", "Cv/41S moved to 0812"},
        {"# the routed cavalry", "battle 1 applied"},
        {"$C print turn-sheet", "wrote whites-day1.pdf"},
        {"$C print battle", "wrote battle1.pdf"},
        {"$C undo", "undone: advance to 15 October 1919 · Whites turn · Remove Barrage"},
        {"$C ledger club.tachanka --battle 1", "2/3D moved to 0814"},
    };
    return expected;
}

}  // namespace

TEST_CASE("every line of the README's first evening runs and shows what the README says") {
    const auto lines = walkthrough();
    REQUIRE(lines.size() > 15);
    const std::string first = "C=$PWD/build/app/cli/tachanka-cli";
    REQUIRE(lines.front().starts_with(first));
    // Each line as typed, then a mark with its exit status: the outputs are told apart by
    // the marks, and the shell goes on past a failure so every line is reported.
    std::string script = "C='" + std::string(TACHANKA_CLI) + "'\n";
    for (std::size_t at = 1; at < lines.size(); ++at) {
        script += lines[at] + "\necho \"@@ " + std::to_string(at) + " $?\"\n";
    }
    TempFolder home;
    const auto result = runProcess({"bash", "-c", "exec 2>&1\n" + script},
                                   {"HOME=" + home.path().string(),
                                    "XDG_DATA_HOME=" + (home / "data").string()});
    REQUIRE(result.exitCode == 0);

    std::map<std::size_t, std::string> outputs;
    std::size_t matched = 0;
    std::istringstream out(result.out);
    std::string line;
    std::string output;
    while (std::getline(out, line)) {
        if (!line.starts_with("@@ ")) {
            output += line + "\n";
            continue;
        }
        std::istringstream mark(line.substr(3));
        std::size_t at = 0;
        int status = -1;
        mark >> at >> status;
        REQUIRE(at < lines.size());
        CAPTURE(lines[at]);
        CAPTURE(output);
        CHECK(status == 0);
        CHECK_FALSE(contains(output, "internal error"));
        for (const auto& [word, shown] : expectedOutputs()) {
            if (!contains(lines[at], word)) continue;
            CHECK(contains(output, shown));
            ++matched;
        }
        outputs[at] = output;
        output.clear();
    }
    CHECK(outputs.size() == lines.size() - 1);
    CHECK(matched == expectedOutputs().size());
    // The campaign and its prints are in the club's folder, not where the commands came from.
    for (const char* name : {"club.tachanka", "whites-day1.pdf", "battle1.pdf"}) {
        CAPTURE(name);
        CHECK(readFile(home / "club" / name).starts_with(name[0] == 'c' ? "SQLite format 3" : "%PDF-"));
    }
}
