// The long campaign of issue 21 (tests/support/long_campaign.hpp: 100 days, 600 units,
// officers, tokens, battles and about 50,000 ledger rows of every kind across the days). How
// long opening it and reading its whole state take, how long one user action takes to commit
// with synchronous=FULL, and what the desktop app's Overview and Ledger pages ask of it.

#include <benchmark/benchmark.h>

#include <SQLiteCpp/Database.h>

#include <filesystem>
#include <string>

#include "app/core/printing/campaign_documents.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/journal.hpp"
#include "db/officer_repository.hpp"
#include "tests/bench/bench_files.hpp"

namespace {

using namespace tachanka;

using bench::campaignOfDays;
using bench::longCampaign;

void openAndReadLongCampaign(benchmark::State& state) {
    const auto file = longCampaign();
    for (auto _ : state) {
        auto campaign = db::CampaignFile::open(file);
        benchmark::DoNotOptimize(db::loadCampaign(campaign.database()));
        benchmark::DoNotOptimize(db::loadOfficers(campaign.database()));
    }
}
BENCHMARK(openAndReadLongCampaign)->Unit(benchmark::kMillisecond);

void commitOneAction(benchmark::State& state) {
    auto campaign = db::CampaignFile::open(longCampaign());
    std::int64_t points = 0;
    for (auto _ : state) {
        campaign.act("bench", "income", [&](db::Journal& journal) {
            journal.set(db::Table::Side, 1, db::Column::RecruitPoints, db::Value(++points % 12 + 1),
                        db::LedgerTags::of(model::LedgerKind::RpIncome).forSide(1));
            journal.set(db::Table::Unit, 1, db::Column::StepsLost, db::Value(points % 2),
                        db::LedgerTags::of(model::LedgerKind::StepLost).forUnit(1));
        });
    }
}
BENCHMARK(commitOneAction)->Unit(benchmark::kMillisecond);

void undoOneAction(benchmark::State& state) {
    auto campaign = db::CampaignFile::open(longCampaign());
    for (auto _ : state) {
        campaign.act("bench", "income", [&](db::Journal& journal) {
            journal.set(db::Table::Side, 2, db::Column::RecruitPoints, db::Value(std::int64_t{11}),
                        db::LedgerTags::of(model::LedgerKind::RpIncome).forSide(2));
        });
        benchmark::DoNotOptimize(campaign.undo());
    }
}
BENCHMARK(undoOneAction)->Unit(benchmark::kMillisecond);

// The Overview's chart and the printed attrition report: every attrition kind in one pass.
void attritionOfLongCampaign(benchmark::State& state) {
    const auto file = longCampaign();
    for (auto _ : state) {
        benchmark::DoNotOptimize(core::attritionData(file, {}, {}));
    }
}
BENCHMARK(attritionOfLongCampaign)->Unit(benchmark::kMillisecond);

// The same report on 10 and 100 days (5,000 and 50,000 rows): linear when the time per row
// (items_per_second) stays the same (issue 21: no more than 2x what 10 days cost per row).
void attritionByCampaignLength(benchmark::State& state) {
    const int days = static_cast<int>(state.range(0));
    const auto& file = campaignOfDays(days);
    for (auto _ : state) {
        benchmark::DoNotOptimize(core::attritionData(file, {}, {}));
    }
    state.SetItemsProcessed(state.iterations() * 500 * days);
}
BENCHMARK(attritionByCampaignLength)->Arg(10)->Arg(100)->Unit(benchmark::kMillisecond);

}  // namespace
