// The ledger read back in the db layer: filters, newest-last with a limit, the change each row
// made with its value types, and the sums attrition reports are built from.

#include <doctest/doctest.h>

#include <algorithm>

#include "db/campaign_file.hpp"
#include "db/journal.hpp"
#include "db/ledger_queries.hpp"
#include "tests/campaign_queries/played_campaign.hpp"
#include "tests/support/data_home.hpp"

using namespace tachanka;
using tachanka::testing::IsolatedDataHome;
using tachanka::testing::TempFolder;

TEST_CASE("ledger rows of one kind carry the side, unit, amount, note and the change") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto played = testing::playCampaign(folder / "c.tachanka");
    auto file = db::CampaignFile::open(folder / "c.tachanka");
    db::LedgerFilter filter;
    filter.kind = "step-lost";
    const auto rows = db::ledgerEntries(file.database(), filter);
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].side == "Whites");
    CHECK(rows[0].unitCode == played.whiteUnit.code);
    CHECK(rows[0].amount == 1);
    CHECK(rows[0].note == "combat at Kromy");
    CHECK(rows[0].date == "1919-10-15");
    CHECK(rows[0].phase == "depots");
    CHECK(rows[0].actionKind == "combat");
    CHECK(rows[0].entity == "unit");
    CHECK(rows[0].entityId == played.whiteUnit.id);
    CHECK(rows[0].field == "steps_lost");
    CHECK(rows[0].before == db::Value(std::int64_t{0}));
    CHECK(rows[0].after == db::Value(std::int64_t{1}));
    CHECK(rows[1].side == "Reds");
    CHECK(rows[1].unitCode == played.redUnit.code);
    CHECK(rows[1].amount == 2);
    CHECK(rows[0].id < rows[1].id);
}

TEST_CASE("a hex keeps its leading zero as text in the ledger's before and after") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto played = testing::playCampaign(folder / "c.tachanka");
    auto file = db::CampaignFile::open(folder / "c.tachanka");
    db::LedgerFilter filter;
    filter.kind = "moved";
    const auto rows = db::ledgerEntries(file.database(), filter);
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].after == db::Value(std::string("0118")));
    CHECK(rows[0].unitCode == played.whiteUnit.code);
}

TEST_CASE("filters combine: side, unit, date and action") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto played = testing::playCampaign(folder / "c.tachanka");
    auto file = db::CampaignFile::open(folder / "c.tachanka");

    db::LedgerFilter unitOnTheSixteenth;
    unitOnTheSixteenth.unitId = played.whiteUnit.id;
    unitOnTheSixteenth.date = "1919-10-16";
    const auto recovered = db::ledgerEntries(file.database(), unitOnTheSixteenth);
    REQUIRE(recovered.size() == 1);
    CHECK(recovered[0].kind == "step-recovered");
    CHECK(recovered[0].before == db::Value(std::int64_t{1}));
    CHECK(recovered[0].after == db::Value(std::int64_t{0}));

    db::LedgerFilter redsOnTheSixteenth;
    redsOnTheSixteenth.sideId = played.reds;
    redsOnTheSixteenth.date = "1919-10-16";
    const auto reds = db::ledgerEntries(file.database(), redsOnTheSixteenth);
    REQUIRE(reds.size() == 2);
    CHECK(reds[0].kind == "unit-captured");
    CHECK(reds[1].kind == "unit-eliminated");

    db::LedgerFilter lastAction;
    lastAction.actionId = recovered[0].actionId;
    CHECK(db::ledgerEntries(file.database(), lastAction).size() == 5);
}

TEST_CASE("a limit keeps the newest rows, still listed oldest first") {
    IsolatedDataHome home;
    TempFolder folder;
    testing::playCampaign(folder / "c.tachanka");
    auto file = db::CampaignFile::open(folder / "c.tachanka");
    const auto all = db::ledgerEntries(file.database(), {});
    db::LedgerFilter limited;
    limited.limit = 3;
    const auto newest = db::ledgerEntries(file.database(), limited);
    REQUIRE(all.size() > 3);
    REQUIRE(newest.size() == 3);
    CHECK(newest[0].id == all[all.size() - 3].id);
    CHECK(newest[2].id == all.back().id);
    CHECK(newest[2].kind == "rp-spent");
}

TEST_CASE("officer names come with the rows about officers") {
    IsolatedDataHome home;
    TempFolder folder;
    testing::playCampaign(folder / "c.tachanka");
    auto file = db::CampaignFile::open(folder / "c.tachanka");
    db::LedgerFilter drawn;
    drawn.kind = "token-drawn";
    const auto rows = db::ledgerEntries(file.database(), drawn);
    const auto junior = std::find_if(rows.begin(), rows.end(),
                                     [](const db::LedgerEntry& row) { return row.unitCode; });
    REQUIRE(junior != rows.end());
    // Junior officers are created as "officer of CODE" for the unit they command.
    CHECK(junior->officerName == "officer of " + *junior->unitCode);
    // Senior officers are the scenario's commanders: the Whites' is Kutepov.
    CHECK(std::any_of(rows.begin(), rows.end(), [](const db::LedgerEntry& row) {
        return row.officerName && row.officerName->starts_with("А. П. Кутепов");
    }));
}

TEST_CASE("ledger sums add amounts and count rows by day, side, unit and kind") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto played = testing::playCampaign(folder / "c.tachanka");
    auto file = db::CampaignFile::open(folder / "c.tachanka");
    const auto sums = db::ledgerSums(file.database(), {tachanka::model::LedgerKind::StepLost,
                                                      tachanka::model::LedgerKind::UnitCaptured,
                                                      tachanka::model::LedgerKind::RpIncome});
    REQUIRE(sums.size() == 4);
    CHECK(sums[0].date == "1919-10-15");
    CHECK(sums[3].date == "1919-10-16");
    CHECK(model::ledgerKindName(sums[3].kind) == "unit-captured");
    CHECK(sums[3].unitId == played.capturedUnit.id);
    CHECK(sums[3].amount == played.capturedUnit.stepsRemaining());
    CHECK(sums[3].rows == 1);
    std::int64_t stepsLost = 0;
    for (const auto& sum : sums) {
        if (model::ledgerKindName(sum.kind) == "step-lost") stepsLost += sum.amount;
        if (model::ledgerKindName(sum.kind) == "rp-income") {
            CHECK(sum.sideId == played.whites);
            CHECK(sum.amount == 4);
        }
    }
    CHECK(stepsLost == 3);
}

TEST_CASE("ledger sums: rows of one day, unit and kind are one sum, and every kind's in date order") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto played = testing::playCampaign(folder / "c.tachanka");
    // The White unit, back to full strength on the 16th, loses a step in each of two more
    // actions that day: one day, unit and kind.
    for (const int lost : {1, 2}) {
        testing::act(folder / "c.tachanka", [&](db::Journal& journal) {
            journal.set(db::Table::Unit, played.whiteUnit.id, db::Column::StepsLost,
                        db::Value(std::int64_t{lost}),
                        db::LedgerTags::of(model::LedgerKind::StepLost)
                            .forSide(played.whites)
                            .forUnit(played.whiteUnit.id)
                            .by(1));
        });
    }
    auto file = db::CampaignFile::open(folder / "c.tachanka");
    const auto sums = db::ledgerSums(file.database(), {model::LedgerKind::StepLost,
                                                      model::LedgerKind::RpSpent,
                                                      model::LedgerKind::RpIncome});
    const auto lossesOn16th = std::find_if(sums.begin(), sums.end(), [](const auto& sum) {
        return sum.date == "1919-10-16" && sum.kind == model::LedgerKind::StepLost;
    });
    REQUIRE(lossesOn16th != sums.end());
    CHECK(lossesOn16th->unitId == played.whiteUnit.id);
    CHECK(lossesOn16th->sideId == played.whites);
    CHECK(lossesOn16th->amount == 2);
    CHECK(lossesOn16th->rows == 2);
    CHECK(std::count_if(sums.begin(), sums.end(), [](const auto& sum) {
              return sum.date == "1919-10-16" && sum.kind == model::LedgerKind::StepLost;
          }) == 1);
    // Step losses on both days, the Whites' income on the 15th and their spending on the 16th:
    // the kinds interleave by date.
    CHECK(std::is_sorted(sums.begin(), sums.end(),
                         [](const auto& a, const auto& b) { return a.date < b.date; }));
    CHECK(sums.front().date == "1919-10-15");
    CHECK(sums.back().date == "1919-10-16");
}
