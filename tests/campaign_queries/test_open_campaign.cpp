// A campaign kept open (core::OpenCampaign): its ledger read by ids a page at a time gives
// the rows the whole query gives, and a commit by a second connection is noticed through
// SQLite's data_version, while reads and the connection's own reloads are not changes.

#include <doctest/doctest.h>

#include <span>

#include "app/core/campaign/umpire_override.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "app/core/queries/open_campaign.hpp"
#include "app/core/recruitment/recruitment_actions.hpp"
#include "model/phase.hpp"
#include "tests/support/long_campaign.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka;

namespace {

// A short season: every ledger kind, a few hundred rows.
std::filesystem::path smallLongCampaign(const testing::TempFolder& folder) {
    const auto file = folder / "season.tachanka";
    testing::writeLongCampaign(file, {.days = 6,
                                      .formationsPerSide = 2,
                                      .unitsPerFormation = 3,
                                      .ledgerRows = 600});
    return file;
}

}  // namespace

TEST_CASE("open campaign: the ledger's ids and pages give the rows the whole query gives") {
    testing::TempFolder folder;
    const auto file = smallLongCampaign(folder);
    core::OpenCampaign open(file);
    for (const core::LedgerQuery& query :
         {core::LedgerQuery{}, core::LedgerQuery{.kind = "step-lost"},
          core::LedgerQuery{.side = "Reds", .date = "1919-10-17"},
          core::LedgerQuery{.side = "Whites", .unit = "1/2"}}) {
        const auto whole = core::listLedger(file, query);  // oldest first
        const auto ids = open.ledgerIds(query);            // newest first
        REQUIRE(ids.size() == whole.size());
        REQUIRE_FALSE(ids.empty());
        for (std::size_t i = 0; i < ids.size(); ++i) {
            CHECK(ids[i] == whole[whole.size() - 1 - i].id);
        }
        // A page from the middle, as a list scrolled there reads it.
        const std::size_t first = ids.size() / 3;
        const std::size_t count = std::min<std::size_t>(7, ids.size() - first);
        const auto page = open.ledgerRows(std::span(ids).subspan(first, count));
        REQUIRE(page.size() == count);
        for (std::size_t i = 0; i < count; ++i) {
            const auto& expected = whole[whole.size() - 1 - first - i];
            CHECK(page[i].id == expected.id);
            CHECK(page[i].kind == expected.kind);
            CHECK(page[i].note == expected.note);
            CHECK(page[i].unitCode == expected.unitCode);
            CHECK(page[i].side == expected.side);
            CHECK(page[i].officerName == expected.officerName);
            CHECK(core::ledgerChangeText(page[i]) == core::ledgerChangeText(expected));
        }
    }
    CHECK(open.ledgerKinds().size() == model::ledgerKindNames.size());
    CHECK_THROWS_AS(open.ledgerIds({.kind = "no-such-kind"}), core::UserError);
    CHECK_THROWS_AS(open.ledgerIds({.side = "Greens"}), core::UserError);
    // A row undone since its id was read is left out of the page, not an error.
    const auto ids = open.ledgerIds({});
    const std::int64_t gone = ids.front() + 1000;
    const std::vector<std::int64_t> asked{ids.front(), gone};
    CHECK(open.ledgerRows(asked).size() == 1);
}

TEST_CASE("open campaign: a second connection's commit is noticed, reads are not") {
    testing::TempFolder folder;
    const auto file = smallLongCampaign(folder);
    core::OpenCampaign open(file);
    const auto rowsBefore = open.ledgerIds({}).size();
    CHECK_FALSE(open.changedOnDisk());
    core::listLedger(file, {});  // another connection that only reads
    CHECK_FALSE(open.changedOnDisk());

    const int prisonersBefore = open.campaign().sides.at(1).prisoners;
    // The fixture's day ends in whichever phase its length gives.
    const bool combatPhase = open.campaign().phase == model::Phase::Combat;
    {
        // 4.1 takes prisoners in a combat phase only: outside one the umpire's override
        // writes them, and its own ledger row.
        const core::UmpireOverride umpire("taken elsewhere");
        core::takePrisoners(file, "Reds", 2, std::string("taken elsewhere"));
    }
    CHECK(open.changedOnDisk());
    CHECK(open.changedOnDisk());  // asking does not take the change as seen
    CHECK(open.campaign().sides.at(1).prisoners == prisonersBefore);

    open.reload();
    CHECK_FALSE(open.changedOnDisk());
    CHECK(open.campaign().sides.at(1).prisoners == prisonersBefore + 2);
    const auto ids = open.ledgerIds({});
    REQUIRE(ids.size() == rowsBefore + (combatPhase ? 1 : 2));
    CHECK(open.ledgerRows(std::span(ids).first(1)).at(0).kind == "prisoners-taken");
}
