// Which rules table a use case reads: the user's own copy first, then the shipped one.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "app/core/common/paths.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::core::rulesFile;
using tachanka::core::UserError;
using tachanka::testing::IsolatedDataHome;

TEST_CASE("the shipped rules tables are found when the user has no copy") {
    const IsolatedDataHome home;
    for (const char* name : {"red-actions.xml", "red-actions-field.xml", "orel-1919.xml",
                             "bullets-and-bolsheviks.xml", "actions-table.xml",
                             "red-flags-iron-crosses.xml"}) {
        CAPTURE(name);
        const auto file = rulesFile(name);
        CHECK(file.filename() == name);
        CHECK(std::filesystem::is_regular_file(file));
        CHECK_FALSE(file.string().starts_with(home.path().string()));
    }
}

TEST_CASE("a user's copy of a rules table (house rules) wins over the shipped one") {
    const IsolatedDataHome home;
    const auto folder = home.path() / "tachanka" / "templates" / "rules";
    std::filesystem::create_directories(folder);
    tachanka::testing::writeFile(folder / "orel-1919.xml", "<house-rules/>");
    CHECK(rulesFile("orel-1919.xml") == folder / "orel-1919.xml");
}

TEST_CASE("a rules table no folder has is one clear error naming it") {
    const IsolatedDataHome home;
    try {
        rulesFile("the-ice-march.xml");
        FAIL("a missing rules file was found");
    } catch (const UserError& error) {
        CHECK(std::string(error.what()).find("no rules/the-ice-march.xml") == 0);
    }
}
