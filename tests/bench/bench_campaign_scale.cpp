// Issue 50: what one user action costs on the long campaign and on ten times it, beside a raw
// SQLite transaction writing the same rows on a connection already open, and what reading the
// campaign again after one costs. Arg is the scale (1 or 10); the goal is the action within
// 2x the raw transaction at both.

#include <benchmark/benchmark.h>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include <filesystem>
#include <string>

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/campaign/command_phase.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "app/core/printing/campaign_documents.hpp"
#include "app/core/story/campaign_story.hpp"
#include "db/campaign_file.hpp"
#include "db/journal.hpp"
#include "tests/bench/bench_files.hpp"

namespace {

using namespace tachanka;

// `note FILE --day 1919-10-15 --text ...`: one action row, one note row, one ledger row.
void noteAction(benchmark::State& state) {
    const auto& file = bench::campaignTimes(static_cast<int>(state.range(0)));
    core::StorySubject day;
    day.day = "1919-10-15";
    // The day's first change backs the campaign up first (app/core/campaign/campaign_backups):
    // measured apart, by dayFirstAction; this is every action after it.
    core::writeNote(file, day, "the day begins");
    for (auto _ : state) {
        benchmark::DoNotOptimize(core::writeNote(file, day, "Orël held"));
    }
}
BENCHMARK(noteAction)->Arg(1)->Arg(10)->Unit(benchmark::kMillisecond);

// The same three rows by hand, with the store's durability (WAL, synchronous=FULL).
void rawNoteTransaction(benchmark::State& state) {
    SQLite::Database database(bench::campaignTimes(static_cast<int>(state.range(0))).string(),
                              SQLite::OPEN_READWRITE);
    database.exec("PRAGMA synchronous = FULL");
    database.exec("PRAGMA journal_mode = WAL");
    for (auto _ : state) {
        database.exec("BEGIN IMMEDIATE");
        database.exec("INSERT INTO action (kind, description) VALUES ('note', 'note on day')");
        const auto action = database.getLastInsertRowid();
        database.exec("INSERT INTO note (game_date, subject, text) VALUES "
                      "('1919-10-15', 'day', 'Orël held')");
        SQLite::Statement ledger(database,
                                 "INSERT INTO ledger (action_id, game_date, kind, note, "
                                 "entity, entity_id, after, chain) VALUES (?, '1919-10-15', "
                                 "'note', 'note on day', 'note', ?, '{}', ?)");
        ledger.bind(1, action);
        ledger.bind(2, database.getLastInsertRowid());
        ledger.bind(3, std::string(64, 'a'));
        ledger.exec();
        database.exec("COMMIT");
    }
}
BENCHMARK(rawNoteTransaction)->Arg(1)->Arg(10)->Unit(benchmark::kMillisecond);

// What a window does after an action: the campaign read again. Here the action changed one
// unit's steps, and the read catches up from the unit's row instead of reading 600 or 6,000.
void campaignReadAfterAStepLost(benchmark::State& state) {
    const auto& file = bench::campaignTimes(static_cast<int>(state.range(0)));
    const auto unit = core::describeCampaign(file).sides.front().formations.front().units.front();
    std::int64_t lost = 0;
    for (auto _ : state) {
        state.PauseTiming();
        {
            auto campaign = db::CampaignFile::open(file);
            campaign.act("bench", "a step lost", [&](db::Journal& journal) {
                journal.set(db::Table::Unit, unit.id, db::Column::StepsLost,
                            db::Value(++lost % 2),
                            db::LedgerTags::of(model::LedgerKind::StepLost).forUnit(unit.id));
            });
        }
        state.ResumeTiming();
        benchmark::DoNotOptimize(core::describeCampaign(file));
    }
}
BENCHMARK(campaignReadAfterAStepLost)->Arg(1)->Arg(10)->Unit(benchmark::kMillisecond);

// The Overview's chart after an action: the ledger's attrition sums over the whole history.
void attritionAfterANote(benchmark::State& state) {
    const auto& file = bench::campaignTimes(static_cast<int>(state.range(0)));
    core::StorySubject day;
    day.day = "1919-10-15";
    core::writeNote(file, day, "the day begins");
    for (auto _ : state) {
        state.PauseTiming();
        core::writeNote(file, day, "Orël held");
        state.ResumeTiming();
        benchmark::DoNotOptimize(core::attritionData(file, {}, {}));
    }
}
BENCHMARK(attritionAfterANote)->Arg(1)->Arg(10)->Unit(benchmark::kMillisecond);

// The Command phase's check (5.2): every formation's main bodies traced on the map, which at
// 10x once ran for minutes. Traced here for the main-body ties it may leave to the owner.
void commandCheck(benchmark::State& state) {
    const auto times = static_cast<int>(state.range(0));
    const auto file = std::filesystem::temp_directory_path() /
                      ("tachanka-bench-command-" + std::to_string(times) + ".tachanka");
    std::filesystem::copy_file(bench::campaignTimes(times), file,
                               std::filesystem::copy_options::overwrite_existing);
    while (core::describeTurn(file).campaign.phase != model::Phase::CommandCheck) core::advanceTurn(file);
    for (auto _ : state) benchmark::DoNotOptimize(core::mainBodyTies(file));
    std::filesystem::remove(file);
}
BENCHMARK(commandCheck)->Arg(1)->Arg(10)->Unit(benchmark::kMillisecond);

}  // namespace
