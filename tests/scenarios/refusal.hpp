#pragma once
// Checking that a faulty scenario file is refused at the right line with the right reason.

#include <doctest/doctest.h>

#include <string>

#include "rules/orel/scenario_file.hpp"
#include "rules/xml/xml_document.hpp"
#include "tests/support/temp_folder.hpp"

namespace tachanka::testing {

inline std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE_MESSAGE(at != std::string::npos, "the test's template lacks: " << from);
    return text.replace(at, from.size(), to);
}

inline int lineOf(const std::string& text, const std::string& marker) {
    const auto at = text.find(marker);
    REQUIRE_MESSAGE(at != std::string::npos, "the test's file lacks: " << marker);
    int line = 1;
    for (std::size_t i = 0; i < at; ++i) line += text[i] == '\n' ? 1 : 0;
    return line;
}

// Writes `files` (name, content) into one folder, loads the first, and checks that the
// refusal starts with "that file:line of marker:" and names the problem.
inline void checkRefused(const std::vector<std::pair<std::string, std::string>>& files,
                         const std::string& marker, const std::string& problem,
                         std::size_t faultyFile = 0) {
    TempFolder folder;
    for (const auto& [name, content] : files) writeFile(folder / name, content);
    std::string message = "(accepted)";
    try {
        rules::orel::loadScenario(folder / files.front().first);
    } catch (const xml::XmlError& error) {
        message = error.what();
    }
    const auto& [name, content] = files.at(faultyFile);
    const std::string where =
        (folder / name).string() + ":" + std::to_string(lineOf(content, marker)) + ":";
    CAPTURE(message);
    CHECK(message.rfind(where, 0) == 0);
    CHECK(message.find(problem) != std::string::npos);
}

inline void checkRefused(const std::string& content, const std::string& marker,
                         const std::string& problem) {
    checkRefused({{"bad.xml", content}}, marker, problem);
}

}  // namespace tachanka::testing
