// db/kept_sums.hpp: the ledger's sums a process keeps and catches up are always the sums the
// whole ledger gives, in the same order, as the history grows and is undone; and the kinds the
// ledger holds, found without reading all of it (issue 50).

#include <doctest/doctest.h>

#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/journal.hpp"
#include "db/kept_sums.hpp"
#include "db/ledger_queries.hpp"
#include "tests/db/sample_campaign.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::db::CampaignFile;
using tachanka::db::Column;
using tachanka::db::Journal;
using tachanka::db::LedgerTags;
using tachanka::db::Table;
using tachanka::db::Value;
using tachanka::model::LedgerKind;
using tachanka::testing::TempFolder;

namespace {

const std::vector<LedgerKind> kinds{LedgerKind::StepLost, LedgerKind::RpIncome};

std::string text(const std::vector<tachanka::db::LedgerSum>& sums) {
    std::ostringstream out;
    for (const auto& sum : sums) {
        out << sum.date << ' ' << tachanka::model::ledgerKindName(sum.kind) << ' '
            << (sum.sideId ? std::to_string(*sum.sideId) : "-") << ' '
            << (sum.unitId ? std::to_string(*sum.unitId) : "-") << ' ' << sum.amount << ' '
            << sum.rows << '\n';
    }
    return out.str();
}

// The kept sums and the whole ledger's, as text, read at one moment.
std::pair<std::string, std::string> keptAndWhole(CampaignFile& file) {
    std::pair<std::string, std::string> both;
    file.readAtOnce([&] {
        both.first = text(*tachanka::db::ledgerSumsAsTheyStand(file.database(), kinds));
        both.second = text(tachanka::db::ledgerSums(file.database(), kinds));
    });
    return both;
}

}  // namespace

TEST_CASE("the kept sums follow the ledger as it grows and is undone") {
    TempFolder folder;
    const auto path = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(path, 1919);
    auto file = CampaignFile::open(path);
    const auto campaign = tachanka::db::loadCampaign(file.database());
    const auto& units = campaign.sides.front().formations.front().units;
    REQUIRE(units.size() >= 2);
    const auto sideId = campaign.sides.front().id;
    // Each call changes the unit's steps (a value set again would write no ledger row) and
    // puts `steps` on the ledger.
    std::map<std::int64_t, std::int64_t> lost;
    const auto lose = [&](std::int64_t unitId, std::int64_t steps) {
        lost[unitId] = 1 - lost[unitId];
        file.act("test", "steps lost", [&](Journal& journal) {
            journal.set(
                Table::Unit, unitId, Column::StepsLost, Value(lost[unitId]),
                LedgerTags::of(LedgerKind::StepLost).forUnit(unitId).forSide(sideId).by(steps));
            journal.set(Table::Side, sideId, Column::RecruitPoints, Value(steps + 3),
                        LedgerTags::of(LedgerKind::RpIncome).forSide(sideId).by(steps + 3));
        });
    };
    auto [first, whole] = keptAndWhole(file);
    CHECK(first == whole);

    // The second unit's sum goes before the first's on the day: caught up in its place.
    lose(units[1].id, 1);
    const auto afterOne = keptAndWhole(file);
    CHECK(afterOne.first == afterOne.second);
    lose(units[0].id, 1);
    lose(units[1].id, 2);
    const auto afterThree = keptAndWhole(file);
    CHECK(afterThree.first == afterThree.second);
    CHECK(afterThree.first != afterOne.first);
    // The second unit lost 1 and then 2 steps: one sum of 3 over two rows.
    CHECK(afterThree.first.find(" " + std::to_string(units[1].id) + " 3 2\n") !=
          std::string::npos);

    file.act("note", "a note", [&](Journal& journal) {
        journal.note(LedgerTags::of(LedgerKind::Note).because("Orël ♥ Кутепов"));
    });
    CHECK(keptAndWhole(file).first == afterThree.first);

    CHECK(file.undo());
    CHECK(file.undo());
    const auto undone = keptAndWhole(file);
    CHECK(undone.first == undone.second);
    CHECK(undone.first != afterThree.first);
}

TEST_CASE("the ledger's kinds are each kind it holds, once, in order") {
    TempFolder folder;
    const auto path = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(path, 1919);
    auto file = CampaignFile::open(path);
    const auto sideId = tachanka::db::loadCampaign(file.database()).sides.front().id;
    file.act("test", "notes", [&](Journal& journal) {
        journal.note(LedgerTags::of(LedgerKind::Note).because("Orël"));
        journal.note(LedgerTags::of(LedgerKind::Note).because("Кутепов"));
        journal.set(Table::Side, sideId, Column::RecruitPoints, Value(std::int64_t{7}),
                    LedgerTags::of(LedgerKind::RpIncome).forSide(sideId).by(7));
    });
    std::set<std::string> every;  // every row's kind, read row by row
    SQLite::Statement rows(file.database(), "SELECT kind FROM ledger");
    while (rows.executeStep()) every.insert(rows.getColumn(0).getString());
    const auto kinds = tachanka::db::ledgerKindsUsed(file.database());
    CHECK(kinds == std::vector<std::string>(every.begin(), every.end()));
    CHECK(std::count(kinds.begin(), kinds.end(), "note") == 1);
    CHECK(std::count(kinds.begin(), kinds.end(), "rp-income") == 1);
}
