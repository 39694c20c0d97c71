#pragma once

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "rules/xml/xml_document.hpp"

namespace tachanka::testing {

// The message of the XmlError that `action` throws, or "(no error)".
template <typename Action>
std::string xmlErrorOf(Action&& action) {
    try {
        action();
    } catch (const xml::XmlError& error) {
        return error.what();
    }
    return "(no error)";
}

// The text of a file: a shipped rules file whose reader's errors a test provokes.
inline std::string textOf(const std::filesystem::path& file) {
    std::ifstream in(file);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// `text` with its first `from` replaced by `to`; the test fails when there is none.
inline std::string replacedOnce(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    return text;
}

// The line, from 1, on which `from` first stands in `text`.
inline int lineIn(const std::string& text, const std::string& from) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    int line = 1;
    for (std::size_t i = 0; i < at; ++i) line += text[i] == '\n' ? 1 : 0;
    return line;
}

}  // namespace tachanka::testing
