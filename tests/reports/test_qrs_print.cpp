// Printing a QRS through app/core's table of documents: no campaign needed, Red Actions! by
// default, an unknown system named with those there are, and a club's own copy of a rules
// file (house rules) printed as it plays.

#include <doctest/doctest.h>

#include "app/core/printing/print_service.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/reports/qrs_text.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/poppler.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka;
using tachanka::testing::hasRow;
using tachanka::testing::IsolatedDataHome;
using tachanka::testing::TempFolder;

namespace {

const std::filesystem::path shippedRules =
    std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates" / "rules";

core::PrintRequest qrsRequest(const std::filesystem::path& output,
                              std::optional<std::string> system = std::nullopt) {
    core::PrintRequest request;
    request.system = std::move(system);
    request.output = output;
    return request;
}

}  // namespace

TEST_CASE("the QRS is in the print table, needs no campaign, and is Red Actions! by default") {
    const IsolatedDataHome home;
    bool listed = false;
    for (const auto& document : core::printableDocuments()) {
        if (document.name == "qrs") listed = !document.needsCampaign;
    }
    CHECK(listed);
    const TempFolder folder;
    core::printDocument("qrs", qrsRequest(folder / "default.pdf"));
    CHECK(testing::pdfText(folder / "default.pdf").find("Red Actions! — quick-reference sheet") !=
          std::string::npos);
    core::printDocument("qrs", qrsRequest(folder / "orel.pdf", "orel-1919"));
    CHECK(testing::pdfText(folder / "orel.pdf").find("Orel 1919 — quick-reference sheet") !=
          std::string::npos);
}

TEST_CASE("an unknown rule system is one error naming the systems there are") {
    const IsolatedDataHome home;
    const TempFolder folder;
    try {
        core::printDocument("qrs", qrsRequest(folder / "x.pdf", "the-ice-march"));
        FAIL("an unknown system printed");
    } catch (const core::UserError& error) {
        const std::string message = error.what();
        CHECK(message.find("the-ice-march") != std::string::npos);
        CHECK(message.find("red-actions, orel-1919, bullets-and-bolsheviks, actions-table, "
                           "red-flags-iron-crosses") != std::string::npos);
        CHECK(message.find('\n') == std::string::npos);
    }
    CHECK_FALSE(std::filesystem::exists(folder / "x.pdf"));
}

TEST_CASE("a house-rule copy of red-actions.xml changes the printed sheet") {
    const IsolatedDataHome home;
    const auto userRules = home.path() / "tachanka" / "templates" / "rules";
    std::filesystem::create_directories(userRules);
    // The club's rule: at 37+ even a roll of 2 terrifies.
    std::string xml = testing::readFile(shippedRules / "red-actions.xml");
    const std::string shippedRow =
        "<row roll=\"2\">  - | - | - | - | - | - | - | - | - | Ret</row>";
    REQUIRE(xml.find(shippedRow) != std::string::npos);
    xml.replace(xml.find(shippedRow), shippedRow.size(),
                "<row roll=\"2\">  - | - | - | - | - | - | - | - | - | Ter</row>");
    testing::writeFile(userRules / "red-actions.xml", xml);

    const TempFolder folder;
    core::printDocument("qrs", qrsRequest(folder / "house.pdf", "red-actions"));
    const std::string text = testing::pdfText(folder / "house.pdf");
    const std::vector<std::string> dashes(9, "-");
    std::vector<std::string> house{"2"};
    house.insert(house.end(), dashes.begin(), dashes.end());
    std::vector<std::string> published = house;
    house.push_back("Ter");
    published.push_back("Ret");
    CHECK(hasRow(text, house));
    CHECK_FALSE(hasRow(text, published));
    CHECK(testing::flowed(text).find("your own copy (house rules)") != std::string::npos);
}

TEST_CASE("a broken house-rule copy is one error naming the file, and nothing is written") {
    const IsolatedDataHome home;
    const auto userRules = home.path() / "tachanka" / "templates" / "rules";
    std::filesystem::create_directories(userRules);
    testing::writeFile(userRules / "orel-1919.xml", "<orel-1919><cohesion-table/></orel-1919>");
    const TempFolder folder;
    try {
        core::printDocument("qrs", qrsRequest(folder / "broken.pdf", "orel-1919"));
        FAIL("a broken rules file printed");
    } catch (const core::UserError& error) {
        CHECK(std::string(error.what()).find("orel-1919.xml") != std::string::npos);
    }
    CHECK_FALSE(std::filesystem::exists(folder / "broken.pdf"));
}
