// The window on the long campaign (tests/support/long_campaign.hpp: 100 days, 600 units,
// about 50,000 ledger rows): the ledger page lists every row, reading only those it draws,
// and a write by another connection shows once the window notices it.

#include <doctest/doctest.h>

#include "app/core/campaign/umpire_override.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "app/core/recruitment/recruitment_actions.hpp"
#include "app/gui/ledger_list.hpp"
#include "app/gui/ledger_page.hpp"
#include "tests/gui/pages/gui_session.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/long_campaign.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka;

TEST_CASE("long campaign: the ledger page lists every row and shows another program's write") {
    testing::IsolatedDataHome home;
    testing::TempFolder folder;
    const auto file = folder / "long.tachanka";
    const auto counts = testing::writeLongCampaign(file);
    REQUIRE(counts.ledgerRows >= 50'000);
    const auto everything = core::listLedger(file, {});  // oldest first

    testing::OpenWindow window(file);
    window.frame().selectPage("ledger");
    testing::settle();
    auto& ledger = window.frame().ledger().table();
    REQUIRE(ledger.rowCount() == everything.size());
    // Newest first: the top row is the last written, the bottom one the campaign's creation.
    CHECK(ledger.cellText(0, "Action") == std::to_string(everything.back().actionId));
    CHECK(ledger.cellText(0, "Kind") == everything.back().kind);
    CHECK(ledger.cellText(ledger.rowCount() - 1, "Kind") == "created");
    // A row deep in the ledger, read on demand, is the row the core's query gives.
    const std::size_t deep = 31'234;
    const auto& expected = everything[everything.size() - 1 - deep];
    CHECK(ledger.cellText(deep, "Kind") == expected.kind);
    CHECK(ledger.cellText(deep, "Reason") == expected.note);
    CHECK(ledger.cellText(deep, "Unit") == expected.unitCode.value_or(""));
    CHECK(ledger.cellText(deep, "Action") == std::to_string(expected.actionId));

    testing::choose(window.control<gui::FilterChoice>("ledger-kind"), "unit-captured");
    const auto captured = testing::columnText(ledger, "Kind");
    REQUIRE_FALSE(captured.empty());
    CHECK(captured == std::vector<std::string>(captured.size(), "unit-captured"));
    testing::choose(window.control<gui::FilterChoice>("ledger-kind"), std::nullopt);

    // Another connection (as the CLI would) takes prisoners for the Reds.
    CHECK_FALSE(window.frame().changedOnDisk());
    {
        // 4.1 takes prisoners in a combat phase only: the umpire's override writes them here.
        const core::UmpireOverride umpire("taken elsewhere");
        core::takePrisoners(file, "Reds", 2, std::string("taken elsewhere"));
    }
    CHECK(window.frame().changedOnDisk());
    window.frame().noticeChangesOnDisk();
    testing::settle();
    CHECK_FALSE(window.frame().changedOnDisk());
    REQUIRE(ledger.rowCount() == everything.size() + 2);  // the prisoners and the override
    CHECK(ledger.cellText(0, "Kind") == "prisoners-taken");
    CHECK(ledger.cellText(0, "Reason").find("taken elsewhere") != std::string::npos);
    CHECK(window.errors().empty());
}
