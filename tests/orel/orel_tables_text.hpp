#pragma once
// The shipped orel-1919.xml as text, and the error a one-place edit of it gives: how the
// table tests show that a faulty house-rules file is refused at its line.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "rules/orel/orel_tables.hpp"
#include "tests/rules/xml_error.hpp"
#include "tests/support/temp_folder.hpp"

namespace tachanka::testing {

inline std::string shippedOrelTablesText() {
    return readFile(std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates/rules/orel-1919.xml");
}

// The shipped file with the first `from` replaced by `to`, as the loader's error message.
inline std::string orelTablesErrorWith(const std::string& from, const std::string& to) {
    auto text = shippedOrelTablesText();
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    return xmlErrorOf([&] { rules::orel::parseOrelTables(text, "orel-1919.xml"); });
}

}  // namespace tachanka::testing
