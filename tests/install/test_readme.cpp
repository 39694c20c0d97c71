// The README as a newcomer reads it: its two commands first, then what they cost, and
// documents that are all inside this repository.

#include <doctest/doctest.h>

#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/temp_folder.hpp"

using tachanka::testing::readFile;

namespace {

const std::filesystem::path source(TACHANKA_SOURCE_DIR);

std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

}  // namespace

TEST_CASE("the README opens with exactly the two commands, then their time and disk") {
    const auto lines = linesOf(readFile(source / "README.md"));
    REQUIRE(lines.size() > 30);
    CHECK(lines[2] == "```sh");
    CHECK(lines[3].rfind("./scripts/run ", 0) == 0);
    CHECK(lines[4].rfind("./scripts/test ", 0) == 0);
    CHECK(lines[5] == "```");
    std::string firstScreen;
    for (std::size_t i = 0; i < 40; ++i) firstScreen += lines[i] + "\n";
    CHECK(firstScreen.find("first time") != std::string::npos);
    CHECK(std::regex_search(firstScreen, std::regex(R"(\d+ min)")));
    CHECK(std::regex_search(firstScreen, std::regex(R"(\d(\.\d)? GB)")));
    CHECK(firstScreen.find("--quick") != std::string::npos);
}

TEST_CASE("every document the README and docs link to is inside this repository") {
    const std::regex link(R"(\]\(([^)#]+)(#[^)]*)?\))");
    for (const auto& document : {source / "README.md", source / "docs" / "architecture.md"}) {
        const std::string text = readFile(document);
        CAPTURE(document.string());
        CHECK(text.find("../shared") == std::string::npos);
        for (std::sregex_iterator it(text.begin(), text.end(), link), end; it != end; ++it) {
            const std::string target = (*it)[1];
            CAPTURE(target);
            if (target.rfind("http", 0) == 0) continue;
            CHECK(target.find("..") == std::string::npos);
            CHECK(std::filesystem::exists(document.parent_path() / target));
        }
    }
}

TEST_CASE("the README never builds with unbounded jobs") {
    const std::string text = readFile(source / "README.md");
    CHECK_FALSE(std::regex_search(text, std::regex(R"(-j(\s|$|`))")));
    CHECK(text.find("-j\"$(nproc)\"") != std::string::npos);
}
